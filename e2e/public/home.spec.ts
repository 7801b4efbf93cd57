/**
 * 000 §1, §2: the home page's sections, the hero search, the 'Try' suggestions and quick chips,
 * the FAQ accordion with its structured data, the header's Contact Us link, and the prerendered
 * sections staying in place once the page is interactive.
 */
import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures.ts'
import { asReturningVisitor } from './home-support.ts'

async function quietHome(page: Page) {
  await asReturningVisitor(page)
  await page.addInitScript(() => sessionStorage.setItem('leadMagnetPopup_disabled', 'true'))
}

test.describe('[PUBLIC][HOME]', () => {
  test.beforeEach(async ({ page }) => quietHome(page))

  test('shows every section, and they stay once the page is interactive', async ({ page }) => {
    await page.goto('/')
    await page.waitForFunction(() => document.documentElement.dataset.siteExtras)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Where brands meet verified resellers',
    )
    for (const name of [
      'One marketplace, two sides',
      'Everything you need to trade with the right partners',
      'From sign-up to first order in three steps',
      'See the marketplace from both sides',
      'Brands, the marketplace and resellers, connected',
      'Frequently asked questions',
      'Register your brand or talk to our team',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    }
    for (const step of ['Create a profile', 'Connect and apply', 'Start trading']) {
      await expect(page.getByRole('heading', { level: 3, name: step })).toBeVisible()
    }
    await expect(page.getByText('150+', { exact: true })).toBeVisible()
    await expect(page.getByText('$2.5M+', { exact: true })).toBeVisible()
    await expect(page.getByText('Sample data').first()).toBeVisible()
    await expect(
      page.getByRole('img', { name: 'How the marketplace connects brands and resellers' }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Register Your Brand' })).toHaveAttribute(
      'href',
      '#contact',
    )
    await expect(page.getByRole('link', { name: 'Apply as Retail Partner' })).toHaveAttribute(
      'href',
      '/reseller-hub',
    )
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'LinkedIn' }),
    ).toBeVisible()
  })

  test('the hero search goes to /search with the trimmed, encoded text, never empty', async ({
    page,
  }) => {
    await page.goto('/')
    await page.waitForFunction(() => document.documentElement.dataset.siteExtras)
    const box = page.getByRole('searchbox', { name: 'Search brands, distributors and resellers' })
    await box.fill('   ')
    await box.press('Enter')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL('/')

    await box.fill('  beauty & skincare brands  ')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL('/search?q=beauty%20%26%20skincare%20brands')

    await page.goto('/')
    await page.waitForFunction(() => document.documentElement.dataset.siteExtras)
    await box.fill('toy distributors')
    await box.press('Enter')
    await expect(page).toHaveURL('/search?q=toy%20distributors')
  })

  test("'Try' shows the first two prompts cut at 40 characters; one click searches it", async ({
    page,
  }) => {
    await page.goto('/')
    await page.waitForFunction(() => document.documentElement.dataset.siteExtras)
    const first = page.getByRole('button', { name: 'Verified beauty brands open to Amazon re…' })
    await expect(first).toBeVisible()
    await expect(
      page.getByRole('button', { name: 'Toy distributors with quick approval for…' }),
    ).toBeVisible()
    await expect(page.getByText('Electronics brands with MAP pricing')).toHaveCount(0)
    await first.click()
    await expect(page).toHaveURL(
      `/search?q=${encodeURIComponent('Verified beauty brands open to Amazon resellers')}`,
    )
  })

  test('the quick chips search their own text', async ({ page }) => {
    await page.goto('/')
    const chips = page.getByRole('list', { name: 'Popular searches' })
    await expect(chips.getByRole('link')).toHaveText([
      'Verified Brands',
      'Global Distributors',
      'Top Resellers',
      'Fast Approval',
    ])
    await chips.getByRole('link', { name: 'Global Distributors' }).click()
    await expect(page).toHaveURL('/search?q=distributors%20worldwide')
  })

  test('the FAQ opens one item at a time, the open one collapses, and it is counted', async ({
    page,
  }) => {
    const events: { name: string; props?: Record<string, unknown> }[] = []
    await page.route('/api/telemetry', async (route) => {
      const body = route.request().postData() ?? '{}'
      events.push(...((JSON.parse(body) as { events?: typeof events }).events ?? []))
      await route.fulfill({ status: 202, body: '' })
    })
    await page.goto('/#faq')
    await page.waitForFunction(() => document.documentElement.dataset.siteExtras)
    const faq = page.locator('#faq')
    const items = faq.locator('details')
    await expect(items).toHaveCount(7)
    const open = faq.locator('details[open]')

    await faq.getByText('How much does it cost?').click()
    await expect(open).toHaveCount(1)
    await expect(
      faq.getByText(
        'Resellers join and browse for free, with premium paid plans available. Brands pay a subscription based on partnerships and features. Custom enterprise pricing is available.',
      ),
    ).toBeVisible()

    await faq.getByText('How are resellers verified?').click()
    await expect(open).toHaveCount(1)
    await expect(open.locator('summary')).toHaveText('How are resellers verified?')

    await faq.getByText('How are resellers verified?').click()
    await expect(open).toHaveCount(0)

    // FAQ_Click (Accordion, question text) reaches our telemetry endpoint (batched, within 5 s).
    await expect
      .poll(() => events.filter((e) => e.name === 'FAQ_Click').map((e) => e.props?.label), {
        timeout: 10_000,
      })
      .toEqual(['How much does it cost?', 'How are resellers verified?'])
    expect(events.find((e) => e.name === 'FAQ_Click')?.props?.category).toBe('Accordion')
  })

  test('the FAQ is described to search engines as FAQPage structured data', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1]!) as { '@type': string; mainEntity?: { name: string }[] },
    )
    const faq = blocks.find((b) => b['@type'] === 'FAQPage')
    expect(faq?.mainEntity?.map((q) => q.name)).toContain('How much does it cost?')
    expect(faq?.mainEntity).toHaveLength(7)
  })

  test('Contact Us in the header scrolls to the contact section', async ({ page }) => {
    await page.goto('/')
    await page.waitForFunction(() => document.documentElement.dataset.siteExtras)
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Contact Us' })
      .click()
    await expect(page).toHaveURL('/#contact')
    await expect(
      page.getByRole('heading', { name: 'Register your brand or talk to our team' }),
    ).toBeInViewport()
  })
})

test.describe('[PUBLIC][HOME][TELEMETRY]', () => {
  // The service worker would answer the navigations itself, out of page.route's reach.
  test.use({ serviceWorkers: 'block' })
  test.beforeEach(async ({ page }) => quietHome(page))

  test('page views, scroll depth, web vitals, searches and time on page reach our endpoint', async ({
    page,
  }) => {
    const events: {
      name: string
      value?: number
      props?: Record<string, unknown>
      sessionId?: string
    }[] = []
    await page.route('/api/telemetry', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as { events?: typeof events }
      events.push(...(body.events ?? []))
      await route.fulfill({ status: 202, body: '{}' })
    })
    await page.goto('/')
    await page.waitForFunction(() => document.documentElement.dataset.siteExtras)
    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
    )
    // Web vitals load 1.5 s after the page; FCP and TTFB report at once, then the batch leaves.
    await expect
      .poll(() => events.filter((e) => e.name === 'web_vital').map((e) => e.props?.metric), {
        timeout: 15_000,
      })
      .toEqual(expect.arrayContaining(['FCP', 'TTFB']))
    expect(events.find((e) => e.name === 'page_view')).toBeTruthy()
    expect(events.filter((e) => e.name === 'scroll_depth').map((e) => e.value)).toEqual([
      25, 50, 75, 100,
    ])
    const sessions = new Set(events.map((e) => e.sessionId))
    expect(sessions.size).toBe(1)

    // A hero search: the query is counted. (A 204 answer keeps the page, so that its next batch
    // can be watched; Playwright does not see requests made while a page unloads.)
    await page.route(
      (url) => url.pathname === '/search',
      (route) => route.fulfill({ status: 204 }),
    )
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await page
      .getByRole('searchbox', { name: 'Search brands, distributors and resellers' })
      .fill('pet food')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect
      .poll(() => events.filter((e) => e.name === 'hero_search').map((e) => e.props), {
        timeout: 10_000,
      })
      .toContainEqual({ query: 'pet food', source: 'hero' })

    // The page goes away: the time on page leaves by beacon.
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')))
    await expect.poll(() => events.some((e) => e.name === 'time_on_page')).toBe(true)
    const timeOnPage = events.find((e) => e.name === 'time_on_page')
    expect(timeOnPage?.value).toBeGreaterThan(0)
  })
})
