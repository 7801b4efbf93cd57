/** /careers: the areas we hire for and how to apply by e-mail; no job board (issue 3). */
import { Code2, Mail, ShieldCheck, Users, type LucideIcon } from 'lucide-react'
import { CONTENT_EMAILS } from '#shared/content-texts.ts'
import { SiteLinkButton } from '../components/site-ui.tsx'
import { PageHero } from '../components/page-hero.tsx'
import { textLinkClass } from '../components/prose.tsx'
import type { PageMeta } from '../page-types.ts'

export function meta(): PageMeta {
  return {
    title: 'Careers',
    description:
      'We are a small team building a wholesale marketplace for brands and resellers. The areas we hire for and how to apply by e-mail.',
  }
}

const AREAS: readonly { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Engineering',
    text: 'TypeScript across the stack: React on the client, a Hono API, PostgreSQL. We value people who care about fast pages, accessible interfaces and data that stays correct under load.',
    icon: Code2,
  },
  {
    title: 'Partner success',
    text: 'Onboarding brands, reviewing reseller applications and verification documents, and helping both sides get their first orders right. Marketplace selling experience is a real plus.',
    icon: Users,
  },
  {
    title: 'Marketplace compliance',
    text: 'MAP policies, authorized-reseller programs and brand protection on Amazon, Walmart and eBay: turning what brands need into clear rules and tools.',
    icon: ShieldCheck,
  },
]

const APPLICATION_POINTS = [
  'Which area interests you, and why this marketplace.',
  'Your CV or LinkedIn profile.',
  'Something you built, wrote or fixed that you are proud of, with a link if it is public.',
  'Where you are based and when you could start.',
] as const

export function Page() {
  const mailto = `mailto:${CONTENT_EMAILS.careers}?subject=${encodeURIComponent('Application: ')}`
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Work on the plumbing of authorized wholesale"
        lead="We’re a small team, so we don’t run a job board. We hire when we find people who make the marketplace better for brands and resellers, in three areas."
      />
      <section aria-labelledby="areas-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="areas-heading" className="text-2xl font-semibold tracking-tight sm:text-3xl">
          What we hire for
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {AREAS.map(({ title, text, icon: Icon }) => (
            <li key={title} className="border-border rounded-xl border p-6 shadow-sm">
              <Icon aria-hidden="true" className="text-muted-foreground size-6" />
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="text-muted-foreground mt-2 leading-relaxed">{text}</p>
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground mt-8 max-w-3xl leading-relaxed">
          There may be no opening in an area right now. Write to us anyway: we answer every message,
          and with your permission we keep your details for the next opening.
        </p>
      </section>

      <section aria-labelledby="apply-heading" className="border-border bg-muted/40 border-t">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2">
          <div>
            <h2 id="apply-heading" className="text-2xl font-semibold tracking-tight sm:text-3xl">
              How to apply
            </h2>
            <p className="text-foreground/85 mt-4 text-lg leading-relaxed">
              Send a short e-mail to{' '}
              <a href={`mailto:${CONTENT_EMAILS.careers}`} className={textLinkClass}>
                {CONTENT_EMAILS.careers}
              </a>
              . A few honest paragraphs beat a polished cover letter. Please include:
            </p>
            <SiteLinkButton size="lg" className="mt-8" href={mailto}>
              <Mail aria-hidden="true" />
              E-mail us your application
            </SiteLinkButton>
          </div>
          <div className="border-border bg-background rounded-xl border p-6 sm:p-8">
            <ul className="space-y-3">
              {APPLICATION_POINTS.map((point) => (
                <li key={point} className="flex gap-3 leading-relaxed">
                  <span
                    aria-hidden="true"
                    className="bg-foreground mt-2.5 size-1.5 shrink-0 rounded-full"
                  />
                  {point}
                </li>
              ))}
            </ul>
            <h3 className="mt-8 font-semibold">What happens next</h3>
            <p className="text-muted-foreground mt-2 leading-relaxed">
              Someone from the team reads every application. If there is a fit, we start with a
              conversation about the work, followed by a practical discussion of a real problem from
              the marketplace, and a chat with the people you would work with.
            </p>
          </div>
        </div>
      </section>
    </>
  )
}
