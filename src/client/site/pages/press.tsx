/** /press: the press kit (boilerplate, key facts, brand assets, press contact). */
import { Download, Mail } from 'lucide-react'
import { CONTENT_EMAILS, PLAN_TIERS } from '#shared/content-texts.ts'
import { PRODUCT_NAME } from '#shared/product.ts'
import { ProductMark } from '../../components/layouts/product-mark.tsx'
import { SiteLinkButton } from '../components/site-ui.tsx'
import { PageHero } from '../components/page-hero.tsx'
import { textLinkClass } from '../components/prose.tsx'
import type { PageMeta } from '../page-types.ts'

export function meta(): PageMeta {
  return {
    title: 'Press kit',
    description:
      'Press kit for Wholesale Marketplace: company boilerplate, key facts, logo and brand assets, and the press contact for media inquiries.',
  }
}

const BOILERPLATE = `${PRODUCT_NAME} is a B2B wholesale marketplace that connects brands with verified distributors, retailers and online resellers selling on Amazon, Walmart and eBay. Brands register, review reseller applications and manage MAP pricing and compliance in one place; resellers apply once to be verified, then apply to the brands they want to carry, order at wholesale prices and message brands directly. The marketplace combines AI-powered matching, MAP price-policy enforcement, partner verification and cross-marketplace monitoring.`

const [, basic, premium] = PLAN_TIERS

const FACTS = [
  { term: 'What it is', detail: 'A B2B wholesale marketplace for brands and resellers' },
  {
    term: 'Who it serves',
    detail: 'Brands; distributors, retailers and Amazon, Walmart and eBay resellers',
  },
  {
    term: 'Core capabilities',
    detail:
      'AI-powered matching, MAP price-policy enforcement, partner verification, cross-marketplace monitoring',
  },
  {
    term: 'How it works',
    detail: 'Create a profile, connect and apply, start trading',
  },
  {
    term: 'Business model',
    detail: `Resellers join and browse for free, with paid plans (Basic ${basic.price}/month, Premium ${premium.price}/month, custom Enterprise). Brands subscribe based on partnerships and features.`,
  },
  { term: 'Website', detail: 'wholesale-marketplace.example' },
] as const

const COLORS = [
  { name: 'Ink', hex: '#0F172A', className: 'bg-[#0f172a]' },
  { name: 'Marketplace blue', hex: '#2563EB', className: 'bg-[#2563eb]' },
  { name: 'Mist', hex: '#F1F5F9', className: 'bg-[#f1f5f9]' },
] as const

export function Page() {
  return (
    <>
      <PageHero
        eyebrow="Press"
        title="Press kit"
        lead="Everything you need to write about us: who we are in one paragraph, the key facts, our logo and colors, and a person to talk to."
      >
        <SiteLinkButton size="lg" className="mt-8" href={`mailto:${CONTENT_EMAILS.press}`}>
          <Mail aria-hidden="true" />
          Contact the press team
        </SiteLinkButton>
      </PageHero>
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-16 sm:px-6">
        <section aria-labelledby="boilerplate-heading" className="max-w-3xl">
          <h2 id="boilerplate-heading" className="text-2xl font-semibold tracking-tight">
            About {PRODUCT_NAME}
          </h2>
          <p className="text-muted-foreground mt-2 text-sm">
            Boilerplate, free to quote in full or in part.
          </p>
          <blockquote className="border-border bg-muted/30 mt-5 rounded-lg border p-6 text-lg leading-relaxed">
            <p>{BOILERPLATE}</p>
          </blockquote>
        </section>

        <section aria-labelledby="facts-heading">
          <h2 id="facts-heading" className="text-2xl font-semibold tracking-tight">
            Key facts
          </h2>
          <dl className="border-border mt-6 divide-y divide-border rounded-xl border">
            {FACTS.map((fact) => (
              <div
                key={fact.term}
                className="grid gap-1 px-5 py-4 sm:grid-cols-[12rem_1fr] sm:gap-6"
              >
                <dt className="font-semibold">{fact.term}</dt>
                <dd className="text-foreground/85">{fact.detail}</dd>
              </div>
            ))}
          </dl>
          <p className="text-muted-foreground mt-4 max-w-3xl text-sm leading-relaxed">
            Figures such as partner or product counts on our marketing pages are marketing claims.
            Ask us for current, verifiable numbers before you publish them.
          </p>
        </section>

        <section aria-labelledby="assets-heading">
          <h2 id="assets-heading" className="text-2xl font-semibold tracking-tight">
            Brand assets
          </h2>
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <div className="border-border rounded-xl border p-6">
              <h3 className="font-semibold">Logo</h3>
              <div className="bg-muted/40 border-border mt-4 grid place-items-center rounded-lg border py-10">
                <ProductMark linked={false} className="text-xl" />
              </div>
              <p className="text-muted-foreground mt-4 leading-relaxed">
                The mark is a rounded ink square with a white “M” stroke, set beside the name{' '}
                {PRODUCT_NAME} in the system sans-serif, semibold. Keep clear space of at least half
                the mark’s height around it, and don’t stretch, recolor or add effects to it.
              </p>
              <a
                href="/favicon.svg"
                download="wholesale-marketplace-mark.svg"
                className={`${textLinkClass} mt-4 inline-flex items-center gap-2`}
              >
                <Download aria-hidden="true" className="size-4" />
                Download the mark (SVG)
              </a>
            </div>
            <div className="border-border rounded-xl border p-6">
              <h3 className="font-semibold">Colors and social image</h3>
              <ul className="mt-4 grid gap-3">
                {COLORS.map((color) => (
                  <li key={color.hex} className="flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className={`border-border size-9 shrink-0 rounded-md border ${color.className}`}
                    />
                    <span className="font-medium">{color.name}</span>
                    <code className="text-muted-foreground text-sm">{color.hex}</code>
                  </li>
                ))}
              </ul>
              <p className="text-muted-foreground mt-4 leading-relaxed">
                Our social sharing image (1200 × 630) shows the mark, the name and the line
                “Authorized wholesale for brands and resellers”.
              </p>
              <a
                href="/og-image.png"
                download="wholesale-marketplace-social.png"
                className={`${textLinkClass} mt-4 inline-flex items-center gap-2`}
              >
                <Download aria-hidden="true" className="size-4" />
                Download the social image (PNG)
              </a>
            </div>
          </div>
        </section>

        <section
          aria-labelledby="press-contact-heading"
          className="border-border bg-muted/30 rounded-2xl border p-8"
        >
          <h2 id="press-contact-heading" className="text-2xl font-semibold tracking-tight">
            Press contact
          </h2>
          <p className="text-foreground/85 mt-3 max-w-2xl leading-relaxed">
            For interviews, comment, product walkthroughs or current figures, write to{' '}
            <a href={`mailto:${CONTENT_EMAILS.press}`} className={textLinkClass}>
              {CONTENT_EMAILS.press}
            </a>
            . Please mention your publication and deadline; we answer press inquiries first.
          </p>
        </section>
      </div>
    </>
  )
}
