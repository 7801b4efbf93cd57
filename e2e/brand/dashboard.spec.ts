/**
 * Issue 5: the brand Dashboard's figures for 30 days match the database.
 *
 * A journey cannot run SQL: the server holds the embedded database's lock. So the expected
 * figures are computed by the test itself from the rows other routes return, which read the same
 * tables through their own queries: every order of the demo brand from Order Management
 * (GET /api/brand/orders, page by page; the test keeps those of the last 30 days, sums their
 * totals and counts the pending ones), the product count of Inventory Management and the
 * reseller total of Resellers Management. The demo seed gives the demo brand orders across the
 * last 90 days. Other journeys may add or move the demo brand's orders meanwhile, so the two
 * sides are read again until they agree (a real mismatch never does).
 *
 * Then a new order (Investor Demo Setup's POST /api/demo/orders) reaches the open dashboard
 * live: Pending Orders and Total Revenue follow without a reload.
 */
import type { Page } from '@playwright/test'
import { expect, onThisMachine, signInAsDemo, test } from '../support/fixtures.ts'

const DAY_MS = 24 * 60 * 60 * 1000

interface OrderRow {
  status: string
  totalAmount: string
  createdAt: string
}

interface Figures {
  authorizedResellers: string
  totalProducts: string
  pendingOrders: string
  totalRevenue: string
}

/** What the cards should say for the last `days` days, from the other screens' routes. */
async function expectedFigures(page: Page, days: number): Promise<Figures> {
  const since = Date.now() - days * DAY_MS
  let cents = 0
  let pending = 0
  for (let p = 1; ; p++) {
    const response = await page.request.get(`/api/brand/orders?page=${p}`)
    expect(response.ok(), await response.text()).toBeTruthy()
    const body = (await response.json()) as { orders: OrderRow[]; pages: number }
    for (const order of body.orders) {
      if (new Date(order.createdAt).getTime() < since) continue
      cents += Math.round(Number(order.totalAmount) * 100)
      if (order.status === 'pending') pending += 1
    }
    // Newest first: once a page ends before the period, the rest is older still.
    const last = body.orders.at(-1)
    if (p >= body.pages || !last || new Date(last.createdAt).getTime() < since) break
  }
  const stats = await page.request.get('/api/brand/products/stats')
  expect(stats.ok()).toBeTruthy()
  const { stats: productStats } = (await stats.json()) as { stats: { total: number } }
  const resellers = await page.request.get('/api/brand/resellers')
  expect(resellers.ok()).toBeTruthy()
  const { summary } = (await resellers.json()) as { summary: { total: number } }
  return {
    authorizedResellers: String(summary.total),
    totalProducts: String(productStats.total),
    pendingOrders: String(pending),
    totalRevenue: (cents / 100).toFixed(2),
  }
}

async function shownFigures(page: Page): Promise<Figures> {
  const read = async (key: keyof Figures) =>
    (await page.getByTestId(`card-${key}`).getAttribute('data-value')) ?? ''
  return {
    authorizedResellers: await read('authorizedResellers'),
    totalProducts: await read('totalProducts'),
    pendingOrders: await read('pendingOrders'),
    totalRevenue: await read('totalRevenue'),
  }
}

test('[BRAND][DASHBOARD]: the 30-day figures match the orders, products and resellers; a new order arrives live', async ({
  page,
  baseURL,
}) => {
  await signInAsDemo(page, 'brand')
  await expect(page).toHaveURL(/\/brand\/dashboard/)
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()

  const toggle = page.getByRole('group', { name: 'Period' })
  await toggle.getByRole('button', { name: '30 Days' }).click()
  await expect(toggle.getByRole('button', { name: '30 Days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page).toHaveURL(/period=30/)
  await expect(page.getByText('placed in the last 30 days and still pending')).toBeVisible()

  // The cards link where 001 §2.3 says.
  for (const [name, href] of [
    ['Authorized Resellers', '/brand/dashboard/resellers'],
    ['Total Products', '/brand/dashboard/inventory'],
    ['Pending Orders', '/brand/dashboard/orders'],
    ['Total Revenue', '/brand/dashboard/analytics'],
  ] as const) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }

  let agreed: Figures | undefined
  await expect(async () => {
    await page.reload()
    await expect(page.getByTestId('card-totalRevenue')).toBeVisible()
    const shown = await shownFigures(page)
    const expected = await expectedFigures(page, 30)
    expect(shown).toEqual(expected)
    agreed = shown
  }).toPass({ timeout: 30_000 })

  // The demo seed's orders fill the period: the figures are not an empty dashboard.
  expect(Number(agreed!.totalRevenue)).toBeGreaterThan(0)
  expect(Number(agreed!.totalProducts)).toBeGreaterThanOrEqual(8)
  await expect(page.getByRole('heading', { name: 'Sales Performance' })).toBeVisible()
  await expect(page.getByRole('img', { name: /^Sales Performance/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Marketplace Distribution' })).toBeVisible()
  // The demo seed's weekly listing snapshots fill Compliance Monitoring (issue 14).
  const compliance = page.getByRole('region', { name: 'Compliance Monitoring' })
  await expect(
    compliance.getByRole('img', { name: /^Compliance Monitoring: observed listings/ }),
  ).toBeVisible()
  await expect(compliance.getByTestId('compliance-percent')).toHaveText(/^\d{1,3}\.\d%$/)
  await expect(page.getByRole('table', { name: 'Recent Orders' })).toBeVisible()

  // A new pending order, placed while the dashboard is open, shows without a reload.
  const created = await page.request.post('/api/demo/orders', {
    headers: { origin: baseURL!, ...onThisMachine },
  })
  expect(created.status(), await created.text()).toBe(201)
  const before = agreed!
  await expect(async () => {
    const shown = await shownFigures(page)
    expect(Number(shown.pendingOrders)).toBeGreaterThanOrEqual(Number(before.pendingOrders) + 1)
    expect(shown).toEqual(await expectedFigures(page, 30))
  }).toPass({ timeout: 15_000 })
})
