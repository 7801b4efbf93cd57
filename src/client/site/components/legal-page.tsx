import { SUPPORT_EMAIL } from '#shared/constants.ts'
import { POLICY_FIGURES } from '#shared/content-texts.ts'
import { formatContentDate, type LegalDocument } from '../content/types.ts'
import { PageHero } from './page-hero.tsx'
import { Prose, RichText, TableOfContents, textLinkClass } from './prose.tsx'

const LEGAL_PAGES = [
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms of Service' },
  { href: '/cookies', label: 'Cookie Policy' },
  { href: '/cancellation-refund', label: 'Cancellation & Refund Policy' },
  { href: '/shipping-delivery', label: 'Shipping & Delivery Policy' },
] as const

/** A legal page: title and date, table of contents, numbered sections, the other policies. */
export function LegalPage({ document, path }: { document: LegalDocument; path: string }) {
  const toc = document.sections.map((section) => ({ id: section.id, label: section.title }))
  return (
    <>
      <PageHero eyebrow="Legal" title={document.title} lead={document.summary}>
        <p className="text-muted-foreground mt-6 text-sm">
          Last updated:{' '}
          <time dateTime={document.lastUpdated} className="text-foreground font-medium">
            {formatContentDate(document.lastUpdated)}
          </time>
        </p>
      </PageHero>

      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
        <TableOfContents
          items={toc}
          className="border-border bg-muted/30 mb-10 rounded-lg border p-5 lg:sticky lg:top-24 lg:mb-0 lg:self-start lg:border-0 lg:bg-transparent lg:p-0"
        />
        <div className="max-w-[65ch] space-y-12">
          {document.sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2
                id={section.id}
                className="scroll-mt-24 text-2xl leading-tight font-semibold tracking-tight"
              >
                <span className="text-muted-foreground mr-2 tabular-nums">{index + 1}.</span>
                {section.title}
              </h2>
              <Prose blocks={section.blocks} className="mt-4" />
            </section>
          ))}

          <div className="border-border bg-muted/30 rounded-lg border p-6">
            <h2 className="text-lg font-semibold">Need help?</h2>
            <p className="mt-2 leading-7">
              <RichText
                text={`Write to ${SUPPORT_EMAIL}. Support hours are ${POLICY_FIGURES.supportHours}, and we respond ${POLICY_FIGURES.supportResponse}.`}
              />
            </p>
          </div>

          <nav aria-label="Other policies">
            <h2 className="text-lg font-semibold">Other policies</h2>
            <ul className="mt-3 grid gap-2 sm:grid-cols-2">
              {LEGAL_PAGES.filter((page) => page.href !== path).map((page) => (
                <li key={page.href}>
                  <a href={page.href} className={textLinkClass}>
                    {page.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </>
  )
}
