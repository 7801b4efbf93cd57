/**
 * /blog/{slug}: one article, its content loaded as its own chunk before prerendering. The page is
 * a prerendered island, so the browser loads neither the content nor the code that renders it.
 */
import { ChevronRight } from 'lucide-react'
import { PRODUCT_NAME } from '#shared/product.ts'
import { ORIGIN_TOKEN } from '#shared/site-map.ts'
import { ArticleCard, ArticleMetaLine } from '../components/article-card.tsx'
import { ArticleCta } from '../components/article-cta.tsx'
import { Prose, TableOfContents, tocOf } from '../components/prose.tsx'
import { StaticIsland } from '../components/static-island.tsx'
import { blogSummary, type BlogSummary } from '../content/blog-catalog.ts'
import type { BlogArticle } from '../content/types.ts'
import type { PageMeta } from '../page-types.ts'

/** A table of contents only pays off on longer articles. */
const TOC_MIN_HEADINGS = 3

const slugOf = (path: string) => path.slice('/blog/'.length)

// Articles loaded so far; load() fills it before prerendering (and in the dev server, which has no
// prerendered HTML), so the article renders synchronously.
const articles = new Map<string, BlogArticle>()

/** Loads only this article's content chunk (Vite splits each content module on its own). */
async function loadArticle(path: string): Promise<BlogArticle> {
  const slug = slugOf(path)
  const cached = articles.get(slug)
  if (cached) return cached
  const module = (await import(`../content/blog/${slug}.ts`)) as { default: BlogArticle }
  articles.set(slug, module.default)
  return module.default
}

// A build-time constant: the production browser build has no load() and no content chunks.
export const load = import.meta.env.SSR || import.meta.env.DEV ? loadArticle : undefined

function summaryFor(path: string): BlogSummary {
  const summary = blogSummary(slugOf(path))
  // Only BLOG_SLUGS are prerendered, and each has a catalog entry (blog-content.test.ts).
  if (!summary) throw new Error(`No blog article at ${path}`)
  return summary
}

export function meta(path: string): PageMeta {
  const article = summaryFor(path)
  const url = `${ORIGIN_TOKEN}${path}`
  return {
    title: article.title,
    description: article.description,
    type: 'article',
    publishedTime: article.publishedAt,
    author: article.author,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: article.title,
        description: article.description,
        datePublished: article.publishedAt,
        dateModified: article.publishedAt,
        articleSection: article.category,
        timeRequired: `PT${article.readingMinutes}M`,
        author: { '@type': 'Organization', name: article.author },
        publisher: {
          '@type': 'Organization',
          name: PRODUCT_NAME,
          logo: { '@type': 'ImageObject', url: `${ORIGIN_TOKEN}/favicon.svg` },
        },
        image: `${ORIGIN_TOKEN}/og-image.png`,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        url,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN_TOKEN}/` },
          { '@type': 'ListItem', position: 2, name: 'Blog', item: `${ORIGIN_TOKEN}/blog` },
          { '@type': 'ListItem', position: 3, name: article.title, item: url },
        ],
      },
    ],
  }
}

/**
 * An article has no behaviour of its own (breadcrumb, contents and related articles are plain
 * links), so it is a prerendered island: hydrating a long article's every paragraph was a long
 * task on a phone after the first paint, and the browser first had to fetch the content again.
 */
export function Page({ path }: { path: string }) {
  return (
    <StaticIsland>
      {(import.meta.env.SSR || import.meta.env.DEV) && <Article path={path} />}
    </StaticIsland>
  )
}

function Article({ path }: { path: string }) {
  const article = articles.get(slugOf(path))
  if (!article) throw new Error(`Blog article ${path} rendered before load()`)
  const summary = summaryFor(path)
  const toc = tocOf(article.blocks)
  const related = summary.related.flatMap((slug) => blogSummary(slug) ?? [])

  return (
    <>
      <article className="mx-auto max-w-6xl px-4 pt-8 pb-12 sm:px-6 sm:pt-12">
        <nav aria-label="Breadcrumb" className="text-muted-foreground text-sm">
          <ol className="flex flex-wrap items-center gap-1.5">
            <li>
              <a href="/" className="hover:text-foreground">
                Home
              </a>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-3.5" />
            </li>
            <li>
              <a href="/blog" className="hover:text-foreground">
                Blog
              </a>
            </li>
            <li aria-hidden="true">
              <ChevronRight className="size-3.5" />
            </li>
            <li className="min-w-0">
              <span aria-current="page" className="text-foreground line-clamp-1">
                {article.title}
              </span>
            </li>
          </ol>
        </nav>

        <header className="mt-8 max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase [@media(prefers-color-scheme:dark)]:text-blue-400">
            {article.category}
          </p>
          <h1 className="mt-3 text-3xl leading-tight font-semibold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            {article.title}
          </h1>
          <p className="text-foreground/80 mt-5 text-lg leading-relaxed text-pretty">
            {article.description}
          </p>
          <ArticleMetaLine
            className="mt-5"
            publishedAt={article.publishedAt}
            readingMinutes={article.readingMinutes}
            author={article.author}
          />
        </header>

        <div className="border-border mt-10 border-t pt-10 lg:grid lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-16">
          {toc.length >= TOC_MIN_HEADINGS ? (
            <TableOfContents
              items={toc}
              className="border-border bg-muted/30 mb-10 rounded-lg border p-5 lg:sticky lg:top-24 lg:order-2 lg:mb-0 lg:self-start lg:border-0 lg:bg-transparent lg:p-0"
            />
          ) : null}
          <Prose blocks={article.blocks} className="lg:order-1" />
        </div>
      </article>

      <div className="mx-auto max-w-6xl space-y-16 px-4 pb-16 sm:px-6">
        {related.length ? (
          <section aria-labelledby="related-heading" className="border-border border-t pt-12">
            <h2 id="related-heading" className="text-2xl font-semibold tracking-tight">
              Keep reading
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {related.map((entry) => (
                <li key={entry.slug}>
                  <ArticleCard article={entry} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <ArticleCta
          title="Find brands that want authorized resellers"
          text="Apply once to be verified, then apply to the brands you want to carry and follow every application in one place. Brands looking for partners can tell us about their catalog."
        />
      </div>
    </>
  )
}
