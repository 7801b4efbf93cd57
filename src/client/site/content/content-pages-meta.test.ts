import { describe, expect, it } from 'vitest'
import { BLOG_SLUGS } from '#shared/site-map.ts'
import type { SitePageModule } from '../page-types.ts'

/** The content pages of issue 3 item 6: each has its own title and a description ≤ 160. */
const PAGES = [
  'about',
  'blog',
  'careers',
  'press',
  'privacy',
  'terms',
  'cookies',
  'cancellation-refund',
  'shipping-delivery',
] as const

describe('content page meta', () => {
  it('gives every page a unique title and a unique description of at most 160 characters', async () => {
    const metas = [
      ...(await Promise.all(
        PAGES.map(async (name) => {
          const page = (await import(`../pages/${name}.tsx`)) as SitePageModule
          return page.meta(`/${name}`)
        }),
      )),
      ...(await Promise.all(
        BLOG_SLUGS.map(async (slug) => {
          const page = (await import('../pages/blog-article.tsx')) as SitePageModule
          return page.meta(`/blog/${slug}`)
        }),
      )),
    ]
    for (const meta of metas) {
      expect(meta.title.length).toBeGreaterThan(0)
      expect(meta.description.length).toBeGreaterThan(50)
      expect(meta.description.length).toBeLessThanOrEqual(160)
    }
    expect(new Set(metas.map((m) => m.title)).size).toBe(metas.length)
    expect(new Set(metas.map((m) => m.description)).size).toBe(metas.length)
  })

  it('describes an article for link previews and search engines', async () => {
    const page = (await import('../pages/blog-article.tsx')) as SitePageModule
    const meta = page.meta('/blog/map-pricing-policy-explained')
    expect(meta.type).toBe('article')
    expect(meta.publishedTime).toMatch(/^2026-/)
    expect(meta.author).toBeTruthy()
    expect(meta.jsonLd?.[0]).toMatchObject({
      '@type': 'BlogPosting',
      headline: meta.title,
      datePublished: meta.publishedTime,
    })
  })
})
