/**
 * The hero's parts without behaviour (000 §1, §2): the backdrop, the headline, the two ways in
 * (DESIGN decision 5: 'Register Your Brand' to #contact, 'Apply as Retail Partner' to
 * /reseller-hub) and the static marketing figures. Prerendered only (see StaticIsland).
 */
import { ArrowRight, Sparkles } from 'lucide-react'
import { FIGURES_NOTE, HERO_FIGURES, HERO_TEXTS } from '#shared/home-texts.ts'
import { buttonVariants } from '../../components/ui/variants.ts'

export function HeroBackdrop() {
  return (
    <>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_28rem_at_50%_-8rem,color-mix(in_oklab,var(--color-brand)_16%,transparent),transparent)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[linear-gradient(to_right,var(--color-border)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-border)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black_10%,transparent_65%)] bg-[size:3.5rem_3.5rem] opacity-60"
      />
    </>
  )
}

export function HeroIntro() {
  return (
    <>
      <p className="border-border bg-background/80 text-muted-foreground mx-auto inline-flex items-center gap-2 rounded-full border px-3 py-1 text-xs font-medium shadow-sm">
        <Sparkles aria-hidden="true" className="text-brand size-3.5" />
        {HERO_TEXTS.eyebrow}
      </p>
      <h1
        id="hero-heading"
        className="mx-auto mt-6 max-w-3xl text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
      >
        {HERO_TEXTS.title}
      </h1>
      <p className="text-muted-foreground mx-auto mt-5 max-w-2xl text-base text-pretty sm:text-lg">
        {HERO_TEXTS.subtitle}
      </p>
    </>
  )
}

export function HeroActions() {
  return (
    <>
      <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        <a href="#contact" className={buttonVariants({ size: 'lg' })}>
          {HERO_TEXTS.registerBrand}
          <ArrowRight aria-hidden="true" />
        </a>
        <a href="/reseller-hub" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          {HERO_TEXTS.applyRetail}
        </a>
      </div>
      <div className="mt-12">
        {/* gap-px over a border-coloured background draws the grid lines at every width. */}
        <dl className="border-border bg-border mx-auto grid max-w-3xl grid-cols-2 gap-px overflow-hidden rounded-2xl border shadow-sm sm:grid-cols-4">
          {HERO_FIGURES.map((figure) => (
            <div key={figure.label} className="bg-background flex flex-col-reverse gap-1 px-4 py-5">
              <dt className="text-muted-foreground text-xs font-medium tracking-wide uppercase">
                {figure.label}
              </dt>
              <dd className="text-2xl font-semibold tracking-tight sm:text-3xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
        <p className="text-muted-foreground mt-3 text-xs">{FIGURES_NOTE}</p>
      </div>
    </>
  )
}
