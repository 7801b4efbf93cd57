/** /about: what the marketplace does and for whom (000 §1), how it works, values, calls to action. */
import {
  ArrowRight,
  BadgeCheck,
  Building2,
  Radar,
  Scale,
  ShieldCheck,
  Sparkles,
  Store,
  type LucideIcon,
} from 'lucide-react'
import { PRODUCT_NAME } from '#shared/product.ts'
import { ORIGIN_TOKEN } from '#shared/site-map.ts'
import { SiteLinkButton } from '../components/site-ui.tsx'
import { PageHero } from '../components/page-hero.tsx'
import type { PageMeta } from '../page-types.ts'

const DESCRIPTION =
  'Wholesale Marketplace connects brands with verified distributors, retailers and Amazon, Walmart and eBay resellers, with MAP enforcement built in.'

export function meta(): PageMeta {
  return {
    title: 'About us: the marketplace for authorized wholesale',
    description: DESCRIPTION,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: PRODUCT_NAME,
        url: `${ORIGIN_TOKEN}/`,
        logo: `${ORIGIN_TOKEN}/favicon.svg`,
        description: DESCRIPTION,
      },
    ],
  }
}

// 000 §1: what the marketplace is pitched as.
const PILLARS: readonly { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'AI-powered matching',
    text: 'We match resellers with brands that fit their categories, marketplaces and volume, so both sides spend their time on conversations that can lead somewhere.',
    icon: Sparkles,
  },
  {
    title: 'MAP price-policy enforcement',
    text: 'Brands publish their minimum advertised prices to the partners they approve and see which offers keep to them, instead of chasing spreadsheets.',
    icon: Scale,
  },
  {
    title: 'Partner verification',
    text: 'Every reseller is reviewed before it can sign in: business details, store links and verification documents, checked by people.',
    icon: ShieldCheck,
  },
  {
    title: 'Cross-marketplace monitoring',
    text: 'Amazon, Walmart and eBay in one view, so brands know who sells their products where, and resellers know where they are authorized.',
    icon: Radar,
  },
]

const AUDIENCES = [
  {
    title: 'For brands',
    icon: Building2,
    points: [
      'Register your brand and list your catalogs with wholesale prices',
      'Review reseller applications and approve only the partners you trust',
      'Manage MAP pricing and marketplace compliance in one place',
    ],
    cta: { href: '/brand/signup', label: 'Register your brand' },
  },
  {
    title: 'For resellers, distributors and retailers',
    icon: Store,
    points: [
      'Apply once to be verified by the marketplace team',
      'Apply to the brands you want to carry and follow every application',
      'Order at wholesale prices and message brands directly',
    ],
    cta: { href: '/reseller-hub', label: 'Apply as a reseller' },
  },
] as const

// 000 §1: the three steps.
const STEPS = [
  {
    title: 'Create a profile',
    text: 'Brands register their company. Resellers apply with their business, marketplace and sales details, and we verify them.',
  },
  {
    title: 'Connect and apply',
    text: 'Resellers apply to the brands they want to sell. Brands review each application and approve the partners that fit.',
  },
  {
    title: 'Start trading',
    text: 'Approved partners order at wholesale prices, keep to the brand’s price policy and stay in touch through the portal.',
  },
] as const

const VALUES = [
  {
    title: 'Authorization over anonymity',
    text: 'Good wholesale relationships start with knowing who you deal with. We verify businesses before they trade and make every approval explicit.',
  },
  {
    title: 'Clear rules for both sides',
    text: 'Brands state their requirements and price policies up front; resellers know what they are applying for and where they stand.',
  },
  {
    title: 'Honesty about numbers',
    text: 'We show real counts where we have them, label marketing figures as such, and never invent results for anyone’s dashboard.',
  },
  {
    title: 'Brands and resellers both matter',
    text: 'A marketplace only works if both sides win. We build for the brand protecting its channel and for the reseller building a business.',
  },
] as const

// 000 §1 static marketing claims, shown as such (not live data).
const FIGURES = [
  { value: '150+', label: 'verified partners' },
  { value: '1000+', label: 'products' },
  { value: '99.7%', label: 'match accuracy' },
  { value: '< 24h', label: 'response time' },
  { value: '15+', label: 'markets' },
  { value: '24/7', label: 'monitoring' },
] as const

export function Page() {
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="We help brands choose who sells their products, and good resellers get chosen"
        lead={`${PRODUCT_NAME} is a B2B wholesale marketplace that connects brands with distributors, retailers and online resellers on Amazon, Walmart and eBay, built around verification, authorization and fair pricing.`}
      >
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <SiteLinkButton size="lg" href="/reseller-hub">
            Apply as a reseller
            <ArrowRight aria-hidden="true" />
          </SiteLinkButton>
          <SiteLinkButton size="lg" variant="outline" href="/brand/signup">
            Register your brand
          </SiteLinkButton>
        </div>
      </PageHero>
      <section aria-labelledby="story-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
          <h2
            id="story-heading"
            className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl"
          >
            Why we built a marketplace for authorized wholesale
          </h2>
          <div className="text-foreground/85 space-y-5 text-lg leading-relaxed">
            <p>
              Online marketplaces made it easy for anyone to sell a brand’s products, and hard for
              the brand to know who those sellers are. Brands lose control of their pricing and
              presentation; honest resellers compete with sellers who ignore every policy; and both
              sides waste weeks on cold e-mails and spreadsheets.
            </p>
            <p>
              We think the answer is not fewer resellers but better relationships: verified
              businesses, explicit approvals, shared price policies and one place to manage them.
              That is what the marketplace does.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="pillars-heading" className="border-border bg-muted/40 border-y">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="pillars-heading" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            What the marketplace does
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2">
            {PILLARS.map(({ title, text, icon: Icon }) => (
              <li key={title} className="border-border bg-background rounded-xl border p-6">
                <span className="bg-primary text-primary-foreground grid size-10 place-items-center rounded-lg">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="text-muted-foreground mt-2 leading-relaxed">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="audiences-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="audiences-heading" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          Who it is for
        </h2>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {AUDIENCES.map(({ title, icon: Icon, points, cta }) => (
            <div
              key={title}
              className="border-border bg-background flex flex-col rounded-xl border p-6 shadow-sm sm:p-8"
            >
              <span className="bg-muted grid size-11 place-items-center rounded-lg">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{title}</h3>
              <ul className="mt-5 grid flex-1 gap-3">
                {points.map((point) => (
                  <li key={point} className="flex gap-2.5">
                    <BadgeCheck
                      aria-hidden="true"
                      className="mt-0.5 size-5 shrink-0 text-blue-700 [@media(prefers-color-scheme:dark)]:text-blue-400"
                    />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
              <SiteLinkButton variant="outline" className="mt-6 self-start" href={cta.href}>
                {cta.label}
                <ArrowRight aria-hidden="true" />
              </SiteLinkButton>
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="steps-heading" className="border-border border-t">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="steps-heading" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            How it works
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {STEPS.map(({ title, text }, index) => (
              <li key={title} className="border-border rounded-xl border p-6">
                <span className="bg-primary text-primary-foreground grid size-8 place-items-center rounded-full text-sm font-semibold">
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="text-muted-foreground mt-2 leading-relaxed">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="figures-heading" className="bg-primary text-primary-foreground">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
          <h2 id="figures-heading" className="text-2xl font-semibold tracking-tight sm:text-3xl">
            The marketplace at a glance
          </h2>
          <dl className="mt-10 grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3 lg:grid-cols-6">
            {FIGURES.map((figure) => (
              <div key={figure.label} className="flex flex-col-reverse gap-1">
                <dt className="text-primary-foreground/80 text-sm">{figure.label}</dt>
                <dd className="text-3xl font-semibold tracking-tight tabular-nums">
                  {figure.value}
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-primary-foreground/80 mt-10 max-w-2xl text-sm">
            These are headline marketing figures, not live statistics from the platform.
          </p>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="values-heading" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          What we believe
        </h2>
        <ul className="mt-10 grid gap-x-10 gap-y-8 sm:grid-cols-2">
          {VALUES.map(({ title, text }) => (
            <li key={title} className="border-brand border-l-2 pl-5">
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="text-muted-foreground mt-1.5 leading-relaxed">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="contact-cta-heading" className="border-border border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-16 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2
              id="contact-cta-heading"
              className="text-2xl font-semibold tracking-tight sm:text-3xl"
            >
              Let’s talk about your channel
            </h2>
            <p className="text-muted-foreground mt-3 text-lg leading-relaxed">
              Whether you are a brand tightening its reseller network or a reseller looking for
              brands that welcome new partners, we would like to hear from you.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <SiteLinkButton size="lg" href="/#contact">
              Contact us
              <ArrowRight aria-hidden="true" />
            </SiteLinkButton>
            <SiteLinkButton size="lg" variant="outline" href="/reseller-hub">
              Apply as a reseller
            </SiteLinkButton>
          </div>
        </div>
      </section>
    </>
  )
}
