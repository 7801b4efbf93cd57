/**
 * The content pages of issue 3: about, blog and its nine articles, careers, press and the five
 * legal pages. Each is prerendered with its own title and description, renders one h1, passes
 * axe, and the legal pages state the policy figures of 000 §9 exactly.
 */
import path from 'node:path'
import type { Page } from '@playwright/test'
import { BLOG_SLUGS } from '../../src/shared/site-map.ts'
import { expect, test } from '../support/fixtures.ts'
import { ARTICLE, CONTENT_PAGES as PAGES } from './content-pages-list.ts'

const AXE = path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js')

/** The welcome dialog and the lead popup have their own journeys; keep them out of the way. */
async function asReturningVisitor(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('visitor-type-selected', 'brand')
    sessionStorage.setItem('leadMagnetPopup_disabled', 'true')
  })
}

async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE })
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: () => Promise<{
          violations: { id: string; impact: string; nodes: { target: string[] }[] }[]
        }>
      }
    }
    const result = await axe.run()
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  })
}

test.describe('[PUBLIC][CONTENT]', () => {
  // The server's CSP (script-src 'self') would block the injected axe script.
  test.use({ bypassCSP: true })

  for (const { path: pagePath, h1 } of PAGES) {
    test(`${pagePath} renders its one h1, hydrates cleanly and has no serious axe violation`, async ({
      page,
    }) => {
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      await asReturningVisitor(page)
      await page.goto(pagePath)
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible()
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.getByRole('main')).toBeVisible()
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await page.waitForLoadState('networkidle')
      // A hydration mismatch is reported as a console error (or a recoverable error).
      expect(errors).toEqual([])
      expect(await seriousAxeViolations(page)).toEqual([])
    })
  }

  test('every content page has its own title and meta description', async ({ request }) => {
    const heads = await Promise.all(
      [...new Set([...PAGES.map((p) => p.path), ...BLOG_SLUGS.map((slug) => `/blog/${slug}`)])].map(
        async (pagePath) => {
          const html = await (await request.get(pagePath)).text()
          const title = /<title>([^<]+)<\/title>/.exec(html)?.[1]
          const description = /<meta name="description" content="([^"]+)">/.exec(html)?.[1]
          return { pagePath, title, description }
        },
      ),
    )
    for (const head of heads) {
      expect(head.title, head.pagePath).toBeTruthy()
      expect(head.description, head.pagePath).toBeTruthy()
      expect(head.description!.length, head.pagePath).toBeLessThanOrEqual(160)
    }
    expect(new Set(heads.map((h) => h.title)).size).toBe(heads.length)
    expect(new Set(heads.map((h) => h.description)).size).toBe(heads.length)
  })

  test('the blog index links to all nine articles, and an article carries its structured data', async ({
    page,
  }) => {
    await asReturningVisitor(page)
    await page.goto('/blog')
    const articleLinks = page.getByRole('main').locator('a[href^="/blog/"]')
    const hrefs = new Set(
      await articleLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    )
    expect([...hrefs].sort()).toEqual(BLOG_SLUGS.map((slug) => `/blog/${slug}`).sort())
    const blogLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(blogLd.map((text) => JSON.parse(text)['@type'])).toContain('Blog')

    // The article's text comes with its HTML: the page hydrates, but loads no article content.
    const scripts: string[] = []
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) {
        scripts.push(path.basename(url.pathname))
      }
    })
    await page
      .getByRole('link', { name: 'MAP Pricing Policies Explained for Brands and Resellers' })
      .click()
    await expect(page).toHaveURL(`/blog/${ARTICLE}`)
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'MAP Pricing Policies Explained for Brands and Resellers',
      }),
    ).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(scripts.some((file) => file.startsWith('blog-article-'))).toBe(true)
    expect(
      scripts.filter((file) => BLOG_SLUGS.some((slug) => file.startsWith(`${slug}-`))),
    ).toEqual([])

    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    )
    const posting = ld.find((data) => data['@type'] === 'BlogPosting')
    expect(posting).toMatchObject({
      headline: 'MAP Pricing Policies Explained for Brands and Resellers',
      datePublished: '2026-02-25',
      author: { '@type': 'Organization' },
    })
    expect(String(posting?.url)).toMatch(new RegExp(`^http://localhost:\\d+/blog/${ARTICLE}$`))
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
      'content',
      '2026-02-25',
    )

    // Meta line, table of contents, related articles and the calls to action.
    const article = page.getByRole('article').first()
    await expect(article.getByText('5 min read')).toBeVisible()
    const toc = page.getByRole('navigation', { name: 'Table of contents' })
    await toc.getByRole('link', { name: 'How brands monitor and enforce MAP' }).click()
    await expect(page).toHaveURL(/#how-brands-monitor-and-enforce-map$/)
    await expect(
      page.getByRole('heading', { level: 2, name: 'How brands monitor and enforce MAP' }),
    ).toBeInViewport()
    const related = page.getByRole('region', { name: 'Keep reading' })
    await expect(related.getByRole('link')).toHaveCount(3)
    const cta = page.getByRole('region', { name: 'Find brands that want authorized resellers' })
    await expect(cta.getByRole('link', { name: 'Apply as a reseller' })).toHaveAttribute(
      'href',
      '/reseller-hub',
    )
    await expect(cta.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/#contact')
  })

  test('the legal pages state the policy figures exactly', async ({ page }) => {
    await asReturningVisitor(page)
    const expectations: Record<string, string[]> = {
      '/cancellation-refund': [
        '30-day money-back guarantee',
        '1-2 business days',
        '5-10 business days',
        'Within 48 hours of delivery',
        '3 brand applications per month',
        'Mon-Fri 9-6 EST',
      ],
      '/shipping-delivery': ['1-3 days', '3-5 days', '5-10 days', '$500-$1,000', '48 hours'],
      '/terms': [
        'Free',
        '$35 per month',
        '$99 per month',
        'Custom pricing',
        '3 brand applications per month',
        'Mon-Fri 9-6 EST',
        'within 24 hours',
      ],
      '/privacy': ['we do not use third-party analytics', 'Mon-Fri 9-6 EST'],
      '/cookies': [
        'better-auth.session_token',
        'visitor-type-selected',
        'leadMagnetPopup_disabled',
        'leadMagnetPopup_converted',
        'leadMagnetPopup_lastShown',
        'No third-party cookies',
      ],
    }
    for (const [pagePath, figures] of Object.entries(expectations)) {
      await page.goto(pagePath)
      await expect(page.getByText(/^Last updated:/)).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Table of contents' })).toBeVisible()
      const main = page.getByRole('main')
      for (const figure of figures) {
        await expect(main, `${pagePath}: ${figure}`).toContainText(figure)
      }
    }
    // One money-back period everywhere (decision 014): the plans page's 30 days, never 7.
    await page.goto('/cancellation-refund')
    await expect(page.getByRole('main')).not.toContainText('7-day')
    await expect(
      page.getByRole('table', { name: 'Cancellation and refund figures' }).getByRole('row', {
        name: /Refund processing after approval 5-10 business days/,
      }),
    ).toBeVisible()
  })

  test('an unknown page shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no-such-page')
    await expect(page.getByText('404')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  })

  test('the social image and the web manifest are served', async ({ request }) => {
    const image = await request.get('/og-image.png')
    expect(image.ok()).toBe(true)
    expect(image.headers()['content-type']).toBe('image/png')
    const manifest = await request.get('/manifest.webmanifest')
    expect(manifest.ok()).toBe(true)
    expect(JSON.parse(await manifest.text())).toMatchObject({
      start_url: '/',
      display: 'standalone',
    })
  })
})
