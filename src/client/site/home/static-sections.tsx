/**
 * The home page's sections without behaviour (000 §1, §2): who it is for, features, the three
 * steps, the sample-dashboard walkthrough, the network diagram and the FAQ. Prerendered only:
 * home.tsx mounts them in a StaticIsland, so none of this reaches the browser as JavaScript.
 * The FAQ is native <details name="faq">: one item open at a time, the open one collapsible,
 * with no script; telemetry counts the openings (data-track-event).
 */
import {
  ArrowRight,
  BadgeCheck,
  Building2,
  ChartColumn,
  ChevronDown,
  Handshake,
  Radar,
  ShieldCheck,
  Sparkles,
  Store,
  TrendingUp,
  UserRoundPlus,
  Workflow,
  type LucideIcon,
} from 'lucide-react'
import type { ReactNode } from 'react'
import {
  AUDIENCES,
  FAQ_ITEMS,
  FAQ_TEXTS,
  FEATURES,
  FIGURES_NOTE,
  NETWORK_FIGURES,
  NETWORK_TEXTS,
  STEPS,
  WALKTHROUGH_TEXTS,
} from '#shared/home-texts.ts'
import { NetworkDiagram } from './network-diagram.tsx'
import {
  ApplicationReviewSample,
  BrandDiscoverySample,
  PartnershipSample,
} from './sample-dashboards.tsx'

const FEATURE_ICONS: Record<(typeof FEATURES)[number]['id'], LucideIcon> = {
  matching: Sparkles,
  map: ShieldCheck,
  verification: BadgeCheck,
  monitoring: Radar,
  growth: TrendingUp,
  workflow: Workflow,
}
const STEP_ICONS = [UserRoundPlus, Handshake, ChartColumn] as const
const AUDIENCE_ICONS = { brands: Building2, resellers: Store } as const

/** Smooth scrolling to #contact and #faq, unless the visitor asked for less motion. */
const SMOOTH_SCROLL_CSS =
  '@media (prefers-reduced-motion: no-preference){html{scroll-behavior:smooth}}'

// Small brand-blue text gets a lighter blue under the system's dark theme: the theme's brand
// colour is too dark on the dark background for text (contrast below 4.5:1).
function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
}: {
  id: string
  eyebrow: string
  title: string
  intro?: string
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-brand [@media(prefers-color-scheme:dark)]:text-blue-400 text-sm font-semibold tracking-wide uppercase">
        {eyebrow}
      </p>
      <h2 id={id} className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {intro ? (
        <p className="text-muted-foreground mt-4 text-base text-pretty sm:text-lg">{intro}</p>
      ) : null}
    </div>
  )
}

function Section({
  id,
  labelledBy,
  muted = false,
  children,
}: {
  id?: string
  labelledBy: string
  muted?: boolean
  children: ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={`border-border scroll-mt-16 border-t ${muted ? 'bg-muted/40' : ''}`}
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">{children}</div>
    </section>
  )
}

export function HomeStaticSections() {
  return (
    <>
      <style>{SMOOTH_SCROLL_CSS}</style>
      <AudiencesSection />
      <FeaturesSection />
      <StepsSection />
      <WalkthroughSection />
      <NetworkSection />
      <FaqSection />
    </>
  )
}

function AudiencesSection() {
  return (
    <Section labelledBy="audiences-heading">
      <SectionHeading
        id="audiences-heading"
        eyebrow="Who it is for"
        title="One marketplace, two sides"
        intro="Brands decide who sells their products. Resellers, distributors and retailers find brands worth carrying, and both trade with verified partners."
      />
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        {AUDIENCES.map((audience) => {
          const Icon = AUDIENCE_ICONS[audience.id]
          return (
            <article
              key={audience.id}
              className="border-border bg-background flex flex-col rounded-2xl border p-6 shadow-sm sm:p-8"
            >
              <span className="bg-brand/10 text-brand grid size-11 place-items-center rounded-xl">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{audience.title}</h3>
              <p className="text-muted-foreground mt-1 text-sm">{audience.summary}</p>
              <ul className="mt-5 grid flex-1 gap-3 text-sm">
                {audience.points.map((point) => (
                  <li key={point} className="flex gap-2.5">
                    <BadgeCheck aria-hidden="true" className="text-brand mt-0.5 size-4 shrink-0" />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
              <a
                href={audience.link.href}
                className="text-brand [@media(prefers-color-scheme:dark)]:text-blue-400 focus-visible:ring-ring mt-6 inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-medium hover:underline focus-visible:ring-2 focus-visible:outline-none"
              >
                {audience.link.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            </article>
          )
        })}
      </div>
    </Section>
  )
}

function FeaturesSection() {
  return (
    <Section id="features" labelledBy="features-heading" muted>
      <SectionHeading
        id="features-heading"
        eyebrow="Features"
        title="Everything you need to trade with the right partners"
        intro="Matching, verification, price policy and monitoring: the work that used to take spreadsheets and e-mail threads, in one marketplace."
      />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => {
          const Icon = FEATURE_ICONS[feature.id]
          return (
            <li
              key={feature.id}
              className="border-border bg-background group relative flex flex-col rounded-2xl border p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="bg-primary text-primary-foreground grid size-10 place-items-center rounded-lg">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 font-semibold">{feature.title}</h3>
              <p className="text-muted-foreground mt-2 flex-1 text-sm leading-relaxed">
                {feature.text}
              </p>
              <p className="border-border mt-5 flex items-baseline gap-2 border-t pt-4">
                <span className="text-2xl font-semibold tracking-tight">
                  {feature.figure.value}
                </span>
                <span className="text-muted-foreground text-sm">{feature.figure.label}</span>
              </p>
            </li>
          )
        })}
      </ul>
      <p className="text-muted-foreground mt-6 text-center text-xs">{FIGURES_NOTE}</p>
    </Section>
  )
}

function StepsSection() {
  return (
    <Section id="how-it-works" labelledBy="steps-heading">
      <SectionHeading
        id="steps-heading"
        eyebrow="Getting started"
        title="From sign-up to first order in three steps"
      />
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {STEPS.map(({ title, text }, index) => {
          const Icon = STEP_ICONS[index]!
          return (
            <li
              key={title}
              className="border-border bg-background relative rounded-2xl border p-6 shadow-sm"
            >
              <div className="flex items-center justify-between">
                <span className="bg-brand text-background grid size-9 place-items-center rounded-full text-sm font-semibold">
                  {index + 1}
                </span>
                <Icon aria-hidden="true" className="text-muted-foreground size-5" />
              </div>
              <h3 className="mt-5 text-lg font-semibold">{title}</h3>
              <p className="text-muted-foreground mt-2 text-sm leading-relaxed">{text}</p>
            </li>
          )
        })}
      </ol>
    </Section>
  )
}

function WalkthroughSection() {
  const samples = [
    { ...WALKTHROUGH_TEXTS.discovery, sample: <BrandDiscoverySample /> },
    { ...WALKTHROUGH_TEXTS.review, sample: <ApplicationReviewSample /> },
    { ...WALKTHROUGH_TEXTS.partnership, sample: <PartnershipSample /> },
  ]
  return (
    <Section id="demo" labelledBy="walkthrough-heading" muted>
      <SectionHeading
        id="walkthrough-heading"
        eyebrow={WALKTHROUGH_TEXTS.eyebrow}
        title={WALKTHROUGH_TEXTS.title}
        intro={WALKTHROUGH_TEXTS.intro}
      />
      <div className="mt-12 grid gap-8 lg:grid-cols-3">
        {samples.map(({ step, caption, sample }) => (
          <figure key={step} className="flex flex-col gap-4">
            <div className="border-border bg-background overflow-hidden rounded-2xl border shadow-lg shadow-slate-900/5">
              <div className="border-border bg-muted/60 flex items-center gap-1.5 border-b px-3 py-2">
                <span className="size-2.5 rounded-full bg-red-400" />
                <span className="size-2.5 rounded-full bg-amber-400" />
                <span className="size-2.5 rounded-full bg-emerald-400" />
                <span className="bg-background text-muted-foreground ml-3 rounded px-2 py-0.5 text-[0.6875rem] font-medium">
                  {WALKTHROUGH_TEXTS.sampleBadge}
                </span>
              </div>
              {/* An illustration: the caption says what it shows. */}
              <div aria-hidden="true" className="p-4">
                {sample}
              </div>
            </div>
            <figcaption>
              <span className="font-semibold">{step}</span>
              <span className="text-muted-foreground mt-1 block text-sm leading-relaxed">
                {caption}
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
    </Section>
  )
}

function NetworkSection() {
  return (
    <Section id="network" labelledBy="network-heading">
      <div className="grid items-center gap-12 lg:grid-cols-[1fr_1.3fr]">
        <div>
          <p className="text-brand [@media(prefers-color-scheme:dark)]:text-blue-400 text-sm font-semibold tracking-wide uppercase">
            {NETWORK_TEXTS.eyebrow}
          </p>
          <h2
            id="network-heading"
            className="mt-2 text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
          >
            {NETWORK_TEXTS.title}
          </h2>
          <p className="text-muted-foreground mt-4 text-base text-pretty sm:text-lg">
            {NETWORK_TEXTS.intro}
          </p>
          <dl className="mt-8 grid grid-cols-2 gap-x-6 gap-y-6 sm:grid-cols-3">
            {NETWORK_FIGURES.map((figure) => (
              <div
                key={figure.label}
                className="border-brand flex flex-col-reverse border-l-2 pl-3"
              >
                <dt className="text-muted-foreground text-sm">{figure.label}</dt>
                <dd className="text-2xl font-semibold tracking-tight">{figure.value}</dd>
              </div>
            ))}
          </dl>
          <p className="text-muted-foreground mt-6 text-xs">{FIGURES_NOTE}</p>
        </div>
        <div className="border-border bg-muted/30 rounded-3xl border p-4 sm:p-6">
          <NetworkDiagram />
        </div>
      </div>
    </Section>
  )
}

function FaqSection() {
  return (
    <Section id="faq" labelledBy="faq-heading" muted>
      <SectionHeading
        id="faq-heading"
        eyebrow={FAQ_TEXTS.eyebrow}
        title={FAQ_TEXTS.title}
        intro={FAQ_TEXTS.intro}
      />
      <div className="border-border bg-background mx-auto mt-12 max-w-3xl divide-y divide-border overflow-hidden rounded-2xl border shadow-sm">
        {FAQ_ITEMS.map((item) => (
          <details
            key={item.question}
            name="faq"
            data-track-event="FAQ_Click"
            data-track-category="Accordion"
            className="group"
          >
            <summary className="hover:bg-muted/50 focus-visible:ring-ring flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-medium focus-visible:ring-2 focus-visible:outline-none focus-visible:ring-inset sm:px-6 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="text-muted-foreground size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <p className="text-muted-foreground px-5 pb-5 text-sm leading-relaxed sm:px-6">
              {item.answer}
            </p>
          </details>
        ))}
      </div>
      <p className="text-muted-foreground mt-8 text-center text-sm">
        Still have a question?{' '}
        <a
          href="#contact"
          className="text-brand [@media(prefers-color-scheme:dark)]:text-blue-400 focus-visible:ring-ring rounded-sm font-medium hover:underline focus-visible:ring-2 focus-visible:outline-none"
        >
          Ask our team
        </a>
      </p>
    </Section>
  )
}
