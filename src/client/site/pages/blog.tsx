/** /blog: the index of the nine articles; article metadata comes from the catalog, not the articles. */
import { PRODUCT_NAME } from '#shared/product.ts'
import { ORIGIN_TOKEN } from '#shared/site-map.ts'
import { ArticleCard } from '../components/article-card.tsx'
import { ArticleCta } from '../components/article-cta.tsx'
import { PageHero } from '../components/page-hero.tsx'
import { StaticIsland } from '../components/static-island.tsx'
import { BLOG_CATALOG } from '../content/blog-catalog.ts'
import type { PageMeta } from '../page-types.ts'

const DESCRIPTION =
  'Practical guides on Amazon wholesale, ungating, MAP pricing, authorized distribution, Walmart Marketplace, margins and brand protection.'

/** Structured data: the blog and its posts, from the catalog. */
function blogJsonLd(): object[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Blog',
      name: `${PRODUCT_NAME} Blog`,
      description: DESCRIPTION,
      url: `${ORIGIN_TOKEN}/blog`,
      publisher: { '@type': 'Organization', name: PRODUCT_NAME },
      blogPost: BLOG_CATALOG.map((article) => ({
        '@type': 'BlogPosting',
        headline: article.title,
        description: article.description,
        datePublished: article.publishedAt,
        author: { '@type': 'Organization', name: article.author },
        url: `${ORIGIN_TOKEN}/blog/${article.slug}`,
      })),
    },
  ]
}

export function meta(): PageMeta {
  return {
    title: 'Blog: Amazon wholesale and brand guides',
    description: DESCRIPTION,
    // Only the prerender reads meta(); the condition keeps the catalog out of the browser build.
    jsonLd: import.meta.env.SSR ? blogJsonLd() : [],
  }
}

/**
 * The index has no behaviour of its own (cards are plain links), so it is a prerendered island:
 * hydrating the hero, nine cards and the call to action cost a phone a long task after the first
 * paint (Lighthouse mobile TBT 156 ms) and shipped the catalog and the card code for nothing.
 */
export function Page() {
  return (
    <StaticIsland>{(import.meta.env.SSR || import.meta.env.DEV) && <BlogIndex />}</StaticIsland>
  )
}

function BlogIndex() {
  const [featured, ...rest] = BLOG_CATALOG
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Guides for brands and wholesale resellers"
        lead="Straight answers to the questions we hear most: how to source from authorized suppliers, get approved for restricted brands, price within MAP and keep a marketplace channel healthy."
      />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <h2 className="sr-only">All articles</h2>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {featured ? (
            <li className="md:col-span-2 lg:col-span-3">
              <ArticleCard article={featured} headingLevel="h3" featured />
            </li>
          ) : null}
          {rest.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} headingLevel="h3" />
            </li>
          ))}
        </ul>
        <div className="mt-16">
          <ArticleCta />
        </div>
      </div>
    </>
  )
}
