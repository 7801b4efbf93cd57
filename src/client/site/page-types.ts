import type { ReactNode } from 'react'

/** What a page tells search engines and link previews (000 §2, issue 3 item 8). */
export interface PageMeta {
  title: string
  description: string
  /** Open Graph type. */
  type?: 'website' | 'article'
  /** Structured data (JSON-LD) objects, e.g. the FAQ on the home page. */
  jsonLd?: object[]
  /** For articles: ISO dates and author. */
  publishedTime?: string
  author?: string
  noindex?: boolean
}

/**
 * A public page module under site/pages/: `Page` renders the content between the site header and
 * footer, `meta` describes it. The file name is the path (`about.tsx` → /about, `home.tsx` → /,
 * `blog-article.tsx` → /blog/{slug}); both receive the normalized path.
 */
export interface SitePageModule {
  Page: (props: { path: string }) => ReactNode
  meta: (path: string) => PageMeta
  /** Resolve data the page needs before it renders (a blog article's content). */
  load?: (path: string) => Promise<unknown>
}
