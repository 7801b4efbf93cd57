/**
 * Brand Analytics (001 §2.3, §9): KPIs with the change against the previous range, the monthly
 * series (revenue, orders, active resellers) zero-filled, product performance from order lines,
 * ownership, and the brand without a directory entry.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { BrandAnalyticsData, BrandAnalyticsResponse } from '#shared/schemas/brand-dashboard.ts'
import { monthStart } from './get-brand-analytics.ts'
import { brandWithEntry, placeOrder, type BrandWithEntry } from '#testing/brand-dashboard.ts'
import { createReseller, signedInUser, type TestUser } from '#testing/factories.ts'
import { bodyOf, get } from '#testing/http.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
let brand: BrandWithEntry
let other: BrandWithEntry
let r1: TestUser
let r2: TestUser

/** The 15th of the month `offset` months from now, at noon UTC: safely inside that month. */
const midMonth = (offset: number) => {
  const start = monthStart(new Date(), offset)
  return new Date(start.getTime() + 14 * 24 * 60 * 60 * 1000 + 12 * 60 * 60 * 1000)
}
/** This month's order must not lie in the future: the first instant of the month plus a minute. */
const thisMonth = () => new Date(monthStart(new Date()).getTime() + 60_000)

beforeAll(async () => {
  t = await createTestApp()
  brand = await brandWithEntry(t.deps, t.app, 'Analytics Brand')
  other = await brandWithEntry(t.deps, t.app, 'Other Analytics Brand')
  r1 = await createReseller(t.deps, 'approved', { companyName: 'R One' })
  r2 = await createReseller(t.deps, 'approved', { companyName: 'R Two' })
  const kettle = { name: 'Kettle', sku: 'K-1', unitPrice: '25.00' }
  const teapot = { name: 'Teapot', sku: 'T-1', unitPrice: '40.00' }
  // This month: r1 buys 2 kettles (50), r2 a teapot (40).
  await placeOrder(t.deps, {
    brandId: brand.id,
    resellerId: r1.id,
    createdAt: thisMonth(),
    lines: [{ ...kettle, quantity: 2 }],
  })
  await placeOrder(t.deps, {
    brandId: brand.id,
    resellerId: r2.id,
    createdAt: thisMonth(),
    lines: [{ ...teapot, quantity: 1 }],
  })
  // Two months ago: r1 buys 4 kettles and 1 teapot (140).
  await placeOrder(t.deps, {
    brandId: brand.id,
    resellerId: r1.id,
    createdAt: midMonth(-2),
    status: 'delivered',
    lines: [
      { ...kettle, quantity: 4 },
      { ...teapot, quantity: 1 },
    ],
  })
  // Eight months ago (the previous 6-month range): r2, 100.
  await placeOrder(t.deps, {
    brandId: brand.id,
    resellerId: r2.id,
    createdAt: midMonth(-8),
    status: 'delivered',
    lines: [
      { ...teapot, quantity: 2 },
      { name: 'Mug', unitPrice: '10.00', quantity: 2 },
    ],
  })
  // Twenty months ago: only in 2 years.
  await placeOrder(t.deps, {
    brandId: brand.id,
    resellerId: r1.id,
    createdAt: midMonth(-20),
    status: 'delivered',
    lines: [{ name: 'Mug', unitPrice: '10.00', quantity: 5 }],
  })
  await placeOrder(t.deps, {
    brandId: other.id,
    resellerId: r1.id,
    createdAt: thisMonth(),
    lines: [{ name: 'Secret', unitPrice: '999.00', quantity: 1 }],
  })
})
afterAll(async () => {
  await t?.close()
})

async function analytics(cookie: string, range?: string): Promise<BrandAnalyticsResponse> {
  const response = await get(t.app, `/api/brand/analytics${range ? `?range=${range}` : ''}`, {
    cookie,
  })
  expect(response.status).toBe(200)
  return bodyOf<BrandAnalyticsResponse>(response)
}
async function dataOf(cookie: string, range?: string) {
  const body = await analytics(cookie, range)
  if (!body.entry) throw new Error('expected an entry')
  return body as BrandAnalyticsData
}

describe('analytics', () => {
  test('6 months: KPIs against the 6 months before', async () => {
    const data = await dataOf(brand.cookie, '6m')
    expect(data.months).toBe(6)
    expect(data.kpis).toEqual({
      revenue: { value: '230.00', previous: '100.00', changePercent: 130 },
      orders: { value: 3, previous: 1, changePercent: 200 },
      averageOrderValue: { value: '76.67', previous: '100.00', changePercent: -23.3 },
      activeResellers: { value: 2, previous: 1, changePercent: 100 },
    })
  })

  test('the monthly series is zero-filled, oldest first, ending with this month', async () => {
    const data = await dataOf(brand.cookie, '6m')
    expect(data.series).toHaveLength(6)
    const month = (offset: number) => monthStart(new Date(), offset).toISOString().slice(0, 10)
    expect(data.series.map((m) => m.month)).toEqual([-5, -4, -3, -2, -1, 0].map(month))
    expect(data.series.map((m) => [m.revenue, m.orders, m.activeResellers])).toEqual([
      ['0.00', 0, 0],
      ['0.00', 0, 0],
      ['0.00', 0, 0],
      ['140.00', 1, 1],
      ['0.00', 0, 0],
      ['90.00', 2, 2],
    ])
  })

  test('product performance ranks the order lines by revenue', async () => {
    const six = await dataOf(brand.cookie, '6m')
    expect(six.topProducts.map((p) => [p.name, p.unitsSold, p.revenue, p.orders])).toEqual([
      ['Kettle', 6, '150.00', 2],
      ['Teapot', 2, '80.00', 2],
    ])
    const two = await dataOf(brand.cookie, '2y')
    expect(two.series).toHaveLength(24)
    expect(two.kpis.revenue.value).toBe('380.00')
    expect(two.topProducts.map((p) => [p.name, p.revenue])).toEqual([
      ['Teapot', '160.00'],
      ['Kettle', '150.00'],
      ['Mug', '70.00'],
    ])
  })

  test('a year, the default range, and a refused range', async () => {
    expect((await dataOf(brand.cookie, '1y')).series).toHaveLength(12)
    expect((await dataOf(brand.cookie)).range).toBe('6m')
    const response = await get(t.app, '/api/brand/analytics?range=5y', { cookie: brand.cookie })
    expect(response.status).toBe(400)
  })

  test('another brand sees only its own; a brand without an entry is told so', async () => {
    const data = await dataOf(other.cookie, '6m')
    expect(data.kpis.revenue.value).toBe('999.00')
    expect(data.topProducts.map((p) => p.name)).toEqual(['Secret'])
    const lonely = await signedInUser(t.deps, t.app, 'brand')
    expect(await analytics(lonely.cookie, '1y')).toEqual({ entry: null, range: '1y' })
  })
})
