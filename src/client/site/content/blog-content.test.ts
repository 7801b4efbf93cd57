import { describe, expect, it } from 'vitest'
import { BLOG_SLUGS } from '#shared/site-map.ts'
import { BLOG_CATALOG } from './blog-catalog.ts'
import { readingMinutesOf, wordCountOf, type BlogArticle } from './types.ts'

/** Issue 3: nine original articles, each at least 600 words. */
const MIN_WORDS = 600
const MAX_DESCRIPTION = 160

const articles = await Promise.all(
  BLOG_SLUGS.map(async (slug) => {
    const module = (await import(`./blog/${slug}.ts`)) as { default: BlogArticle }
    return module.default
  }),
)

describe('blog content', () => {
  it.each(articles.map((a) => [a.slug, a] as const))(
    '%s has at least 600 words, a short description and a 2026 date',
    (slug, article) => {
      expect(article.slug).toBe(slug)
      expect(wordCountOf(article.blocks)).toBeGreaterThanOrEqual(MIN_WORDS)
      expect(article.description.length).toBeLessThanOrEqual(MAX_DESCRIPTION)
      expect(article.publishedAt).toMatch(/^2026-\d{2}-\d{2}$/)
      expect(Number.isNaN(Date.parse(article.publishedAt))).toBe(false)
      expect(article.readingMinutes).toBe(readingMinutesOf(article.blocks))
      // A table of contents and a readable structure need a few sections.
      expect(article.blocks.filter((b) => b.type === 'h2').length).toBeGreaterThanOrEqual(3)
    },
  )

  it('gives every article a unique title and description', () => {
    expect(new Set(articles.map((a) => a.title)).size).toBe(BLOG_SLUGS.length)
    expect(new Set(articles.map((a) => a.description)).size).toBe(BLOG_SLUGS.length)
  })

  it('lists every article once in the catalog, matching the article module', () => {
    expect(BLOG_CATALOG.map((entry) => entry.slug).sort()).toEqual([...BLOG_SLUGS].sort())
    for (const entry of BLOG_CATALOG) {
      const article = articles.find((a) => a.slug === entry.slug)!
      const { blocks: _blocks, ...summary } = article
      const { related: _related, ...catalogued } = entry
      expect(catalogued).toEqual(summary)
    }
  })

  it('keeps the catalog newest first and relates each article to 2 or 3 others', () => {
    const dates = BLOG_CATALOG.map((entry) => entry.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    for (const entry of BLOG_CATALOG) {
      expect(entry.related.length).toBeGreaterThanOrEqual(2)
      expect(entry.related.length).toBeLessThanOrEqual(3)
      expect(entry.related).not.toContain(entry.slug)
      for (const slug of entry.related) expect(BLOG_SLUGS).toContain(slug)
    }
  })
})
