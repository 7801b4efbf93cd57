import { ArrowRight } from 'lucide-react'
import { SiteLinkButton } from './site-ui.tsx'

/** The closing call to action of articles and content pages: apply, or talk to the team. */
export function ArticleCta({
  title = 'Ready to work with authorized partners?',
  text = 'Resellers apply once to be verified, then apply to the brands they want to carry. Brands tell us about their catalog and the partners they are looking for.',
}: {
  title?: string
  text?: string
}) {
  return (
    <section
      aria-labelledby="cta-heading"
      className="border-border bg-primary text-primary-foreground rounded-2xl border px-6 py-10 sm:px-10"
    >
      <h2 id="cta-heading" className="text-2xl font-semibold tracking-tight text-balance">
        {title}
      </h2>
      <p className="text-primary-foreground/85 mt-3 max-w-2xl leading-relaxed">{text}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <SiteLinkButton size="lg" variant="secondary" href="/reseller-hub">
          Apply as a reseller
          <ArrowRight aria-hidden="true" />
        </SiteLinkButton>
        <SiteLinkButton
          size="lg"
          variant={null}
          className="border-primary-foreground/40 border text-primary-foreground hover:bg-primary-foreground/10 bg-transparent"
          href="/#contact"
        >
          Contact us
        </SiteLinkButton>
      </div>
    </section>
  )
}
