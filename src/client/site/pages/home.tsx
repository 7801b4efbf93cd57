import {
  ArrowRight,
  BadgeCheck,
  Building2,
  Handshake,
  Search,
  ShieldCheck,
  Store,
  TrendingUp,
  UserRoundPlus,
  type LucideIcon,
} from 'lucide-react'
import { Button } from '../../components/ui/button.tsx'
import type { PageMeta } from '../page-types.ts'

interface Audience {
  title: string
  summary: string
  points: readonly string[]
  icon: LucideIcon
  link: { to: string; label: string }
}

// 000 §1: what each side of the marketplace does.
const AUDIENCES: readonly Audience[] = [
  {
    title: 'For brands',
    summary: 'List your brand and decide who sells it.',
    points: [
      'Review reseller applications and approve the partners you trust',
      'Upload catalogs with wholesale prices for your approved resellers',
      'Keep MAP pricing and marketplace compliance under control',
    ],
    icon: Building2,
    link: { to: '/brand', label: 'Explore the brand portal' },
  },
  {
    title: 'For resellers',
    summary: 'Amazon, Walmart and eBay sellers, distributors and retailers.',
    points: [
      'Get verified once by the marketplace team',
      'Browse brands, apply to sell them and follow up on every application',
      'Order wholesale and message brands in one place',
    ],
    icon: Store,
    link: { to: '/reseller', label: 'Explore the reseller portal' },
  },
]

// 000 §1: the home page explains three steps.
const STEPS = [
  {
    title: 'Create a profile',
    text: 'Brands register their company; resellers apply with their business and marketplace details.',
    icon: UserRoundPlus,
  },
  {
    title: 'Connect and apply',
    text: 'Resellers apply to the brands they want to carry; brands review and approve their partners.',
    icon: Handshake,
  },
  {
    title: 'Start trading',
    text: 'Approved partners order at wholesale prices and keep in touch through the portal.',
    icon: TrendingUp,
  },
] as const

const PILLARS = [
  { label: 'Verified partners', icon: BadgeCheck },
  { label: 'MAP price-policy enforcement', icon: ShieldCheck },
  { label: 'Cross-marketplace monitoring', icon: Search },
] as const

/**
 * The home page shell (000 §2). The full marketing site (search, FAQ, contact form, dialogs)
 * arrives with a later issue; everything here is a real link.
 */
export function meta(): PageMeta {
  return {
    title: 'Wholesale Marketplace: brands and verified resellers',
    description:
      'A B2B wholesale marketplace connecting brands with verified Amazon, Walmart and eBay resellers, distributors and retailers, with MAP price-policy enforcement.',
  }
}

export function Page() {
  return (
    <>
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="from-brand/10 pointer-events-none absolute inset-x-0 top-0 h-[28rem] bg-gradient-to-b to-transparent"
        />
        <div className="relative mx-auto max-w-6xl px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24 sm:pb-28">
          <p className="border-border bg-background text-muted-foreground mx-auto inline-flex items-center gap-2 rounded-full border px-3 py-1 text-xs font-medium shadow-sm">
            <span className="bg-brand size-1.5 rounded-full" aria-hidden="true" />
            B2B wholesale for Amazon, Walmart and eBay sellers
          </p>
          <h1 className="mx-auto mt-6 max-w-3xl text-4xl font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            The wholesale marketplace for brands and verified resellers
          </h1>
          <p className="text-muted-foreground mx-auto mt-6 max-w-2xl text-base text-pretty sm:text-lg">
            Brands find authorized distributors, retailers and online resellers. Resellers find
            brands to carry. Both sides trade with verified partners under clear price policies.
          </p>
          <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" className="w-full sm:w-auto">
              <a href="/brand/signup">
                Join as Brand
                <ArrowRight />
              </a>
            </Button>
            <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
              <a href="/reseller/signup">Apply as Reseller</a>
            </Button>
          </div>
          <ul className="text-muted-foreground mt-12 flex flex-wrap items-center justify-center gap-x-8 gap-y-3 text-sm">
            {PILLARS.map(({ label, icon: Icon }) => (
              <li key={label} className="flex items-center gap-2">
                <Icon aria-hidden="true" className="text-brand size-4" />
                {label}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="audiences-heading" className="border-border border-t">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <h2
            id="audiences-heading"
            className="text-center text-2xl font-semibold tracking-tight sm:text-3xl"
          >
            One marketplace, two sides
          </h2>
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            {AUDIENCES.map((audience) => (
              <AudienceCard key={audience.title} audience={audience} />
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="steps-heading" className="border-border bg-muted/40 border-t">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <h2
            id="steps-heading"
            className="text-center text-2xl font-semibold tracking-tight sm:text-3xl"
          >
            How it works
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {STEPS.map(({ title, text, icon: Icon }, index) => (
              <li
                key={title}
                className="border-border bg-background rounded-xl border p-6 shadow-sm"
              >
                <div className="flex items-center gap-3">
                  <span className="bg-primary text-primary-foreground grid size-8 place-items-center rounded-full text-sm font-semibold">
                    {index + 1}
                  </span>
                  <Icon aria-hidden="true" className="text-muted-foreground size-5" />
                </div>
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="text-muted-foreground mt-2 text-sm leading-relaxed">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  )
}

function AudienceCard({ audience }: { audience: Audience }) {
  const Icon = audience.icon
  return (
    <article className="border-border bg-background flex flex-col rounded-xl border p-6 shadow-sm sm:p-8">
      <span className="bg-muted grid size-11 place-items-center rounded-lg">
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
        href={audience.link.to}
        className="text-brand focus-visible:ring-ring mt-6 inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-medium hover:underline focus-visible:ring-2 focus-visible:outline-none"
      >
        {audience.link.label}
        <ArrowRight aria-hidden="true" className="size-4" />
      </a>
    </article>
  )
}
