import { buttonVariants } from '../../components/ui/variants.ts'
import { cn } from '../lib/cn.ts'
import type { PageMeta } from '../page-types.ts'
import { SearchPanel } from '../search/search-panel.tsx'

export function meta(): PageMeta {
  return {
    title: 'Search brands',
    description:
      'Search the verified brands of the wholesale marketplace by name, category or department, and apply to sell them as an Amazon, Walmart or eBay reseller.',
  }
}

/**
 * /search?q= (000 §2): prerendered as a shell; the results are fetched in the browser from the
 * URL's query, so one static page serves every search.
 */
export function Page() {
  return (
    <>
      <section className="mx-auto max-w-4xl px-4 pt-12 pb-16 sm:px-6 sm:pt-16">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Search brands</h1>
        <p className="text-muted-foreground mt-3 max-w-2xl text-base">
          Find verified brands by name, category or department. Misspelled? We still look for the
          closest matches.
        </p>
        <div className="mt-8">
          <SearchPanel />
        </div>
      </section>

      <section aria-labelledby="search-cta-heading" className="border-border bg-muted/40 border-t">
        <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center">
          <div className="flex-1">
            <h2 id="search-cta-heading" className="text-xl font-semibold tracking-tight">
              Want to sell these brands?
            </h2>
            <p className="text-muted-foreground mt-2 text-sm leading-relaxed">
              Sign up as a reseller and apply: our team verifies you once, then you apply to the
              brands you want to carry and order at wholesale prices.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <a href="/reseller/signup" className={buttonVariants({ size: 'lg' })}>
              Sign up as a reseller
            </a>
            <a
              href="/reseller-hub"
              className={cn(buttonVariants({ size: 'lg', variant: 'outline' }), 'bg-background')}
            >
              Apply as a Retail Partner
            </a>
          </div>
        </div>
      </section>
    </>
  )
}
