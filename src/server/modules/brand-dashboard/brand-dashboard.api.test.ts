/**
 * The brand Dashboard (001 §2.3, §9): every figure for 7, 30 and 90 days equals a SQL count over
 * the same rows; the change compares with the previous period of the same length; marketplace
 * revenue follows the resellers' seller ids; a brand sees only its own figures; a brand without
 * a directory entry is told so.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { BrandDashboardData, BrandDashboardResponse } from '#shared/schemas/brand-dashboard.ts'
import { brandApplications, products } from '#server/db/schema/index.ts'
import {
  allocate,
  brandWithEntry,
  daysAgo,
  placeOrder,
  resellerSellingOn,
  type BrandWithEntry,
} from '#testing/brand-dashboard.ts'
import { authorize } from '#testing/authorizations.ts'
import { signedInUser, type TestUser } from '#testing/factories.ts'
import { bodyOf, get } from '#testing/http.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
let brand: BrandWithEntry
let other: BrandWithEntry
let amazonWalmart: TestUser
let ebay: TestUser
let noMarketplace: TestUser

/** Orders of `brand`: age in days, status, total; ages avoid the period edges by half a day. */
const ORDERS = [
  { age: 0.5, status: 'pending', total: '100.00', reseller: 'amazonWalmart' },
  { age: 3.5, status: 'processing', total: '60.00', reseller: 'ebay' },
  { age: 6.5, status: 'pending', total: '30.00', reseller: 'noMarketplace' },
  { age: 8.5, status: 'shipped', total: '45.50', reseller: 'ebay' },
  { age: 12.5, status: 'pending', total: '20.00', reseller: 'amazonWalmart' },
  { age: 29.5, status: 'delivered', total: '200.00', reseller: 'noMarketplace' },
  { age: 31.5, status: 'delivered', total: '80.00', reseller: 'amazonWalmart' },
  { age: 45.5, status: 'pending', total: '15.25', reseller: 'ebay' },
  { age: 59.5, status: 'delivered', total: '300.00', reseller: 'ebay' },
  { age: 89.5, status: 'shipped', total: '10.00', reseller: 'amazonWalmart' },
  { age: 120.5, status: 'delivered', total: '500.00', reseller: 'ebay' },
  { age: 179.5, status: 'delivered', total: '70.00', reseller: 'amazonWalmart' },
  { age: 400.5, status: 'delivered', total: '999.00', reseller: 'ebay' },
] as const

beforeAll(async () => {
  t = await createTestApp()
  brand = await brandWithEntry(t.deps, t.app, 'Dashboard Brand')
  other = await brandWithEntry(t.deps, t.app, 'Other Brand')
  amazonWalmart = await resellerSellingOn(
    t.deps,
    { amazon: 'A1SELLER', walmart: 'W-200', ebay: '   ' },
    'Two Markets Co',
  )
  ebay = await resellerSellingOn(t.deps, { ebay: 'ebay_seller' }, 'Bay Traders')
  noMarketplace = await resellerSellingOn(t.deps, {}, 'Corner Shop')
  const resellers = { amazonWalmart, ebay, noMarketplace }
  for (const o of ORDERS) {
    await placeOrder(t.deps, {
      brandId: brand.id,
      resellerId: resellers[o.reseller].id,
      createdAt: daysAgo(o.age),
      status: o.status,
      total: o.total,
    })
  }
  // The other brand's orders, allocations and products must never show on the first's dashboard.
  await placeOrder(t.deps, {
    brandId: other.id,
    resellerId: ebay.id,
    createdAt: daysAgo(1),
    status: 'pending',
    total: '7777.00',
  })
  await t.deps.db.insert(products).values([
    {
      brandId: brand.id,
      name: 'Kettle',
      price: '20',
      wholesalePrice: '10',
      approvalStatus: 'approved',
    },
    { brandId: brand.id, name: 'Teapot', price: '30', wholesalePrice: '15' },
    { brandId: other.id, name: 'Other', price: '30', wholesalePrice: '15' },
  ])
  // Allocations: one 100 days old, one 20 days old, one 2 days old.
  await allocate(t.deps, brand.entryId, amazonWalmart.id, daysAgo(100))
  await allocate(t.deps, brand.entryId, ebay.id, daysAgo(20))
  await allocate(t.deps, brand.entryId, noMarketplace.id, daysAgo(2))
  await allocate(t.deps, other.entryId, ebay.id, daysAgo(2))
  await t.deps.db.insert(brandApplications).values([
    {
      resellerId: noMarketplace.id,
      brandId: brand.entryId,
      status: 'pending',
      applicationData: { proposal_message: 'We sell kitchenware in 3 stores.' },
      createdAt: daysAgo(1),
    },
    { resellerId: ebay.id, brandId: brand.entryId, status: 'approved', createdAt: daysAgo(4) },
    { resellerId: amazonWalmart.id, brandId: other.entryId, status: 'pending' },
  ])
})
afterAll(async () => {
  await t?.close()
})

async function dashboard(cookie: string, period?: string): Promise<BrandDashboardResponse> {
  const response = await get(t.app, `/api/brand/dashboard${period ? `?period=${period}` : ''}`, {
    cookie,
  })
  expect(response.status).toBe(200)
  return bodyOf<BrandDashboardResponse>(response)
}

async function dataOf(cookie: string, period?: string): Promise<BrandDashboardData> {
  const body = await dashboard(cookie, period)
  if (!body.entry) throw new Error('expected a directory entry')
  return body as BrandDashboardData
}

/** The same figures, counted by SQL over the orders table. */
async function sqlFigures(brandId: string, days: number) {
  const result = await t.deps.db.execute(sql`
    select
      count(*) filter (where created_at >= now() - make_interval(days => ${days}::int))::int
        as orders,
      count(*) filter (where created_at >= now() - make_interval(days => ${days}::int)
        and status = 'pending')::int as pending,
      coalesce(sum(total_amount) filter (
        where created_at >= now() - make_interval(days => ${days}::int)), 0)::numeric(12,2)::text
        as revenue,
      coalesce(sum(total_amount) filter (
        where created_at < now() - make_interval(days => ${days}::int)
          and created_at >= now() - make_interval(days => ${2 * days}::int)), 0)::numeric(12,2)::text
        as previous
    from orders where brand_id = ${brandId}
  `)
  return (
    result as unknown as {
      rows: { orders: number; pending: number; revenue: string; previous: string }[]
    }
  ).rows[0]!
}

const sumOf = (maxAge: number, minAge = 0) =>
  ORDERS.filter((o) => o.age < maxAge && o.age >= minAge)
    .reduce((s, o) => s + Number(o.total), 0)
    .toFixed(2)

describe('summary cards', () => {
  test.each([7, 30, 90])(
    '%i days: every card equals a SQL count over the same rows',
    async (days) => {
      const data = await dataOf(brand.cookie, String(days))
      const expected = await sqlFigures(brand.id, days)
      expect(data.period).toBe(days)
      expect(data.cards.totalRevenue.value).toBe(expected.revenue)
      expect(data.cards.totalRevenue.previous).toBe(expected.previous)
      expect(data.cards.pendingOrders).toBe(expected.pending)
      expect(data.orders.total).toBe(expected.orders)
      // And the figures written out by hand from ORDERS.
      expect(data.cards.totalRevenue.value).toBe(sumOf(days))
      expect(data.cards.totalRevenue.previous).toBe(sumOf(2 * days, days))
      expect(data.cards.pendingOrders).toBe(
        ORDERS.filter((o) => o.age < days && o.status === 'pending').length,
      )
      expect(data.cards.totalProducts).toBe(2)
      expect(data.cards.authorizedResellers.value).toBe(3)
      expect(data.pendingApplications.total).toBe(1)
    },
  )

  test('the change compares with the previous period of the same length', async () => {
    // 7 days: 190.00 now, 65.50 the 7 days before (8.5 and 12.5 days old).
    const week = await dataOf(brand.cookie, '7')
    expect(week.cards.totalRevenue).toEqual({
      value: '190.00',
      previous: '65.50',
      changePercent: 190.1,
    })
    // Allocations: 3 now; 2 already existed 7 days ago (100 and 20 days old).
    expect(week.cards.authorizedResellers).toEqual({ value: 3, previous: 2, changePercent: 50 })
    // 30 days: 455.50 now, 395.25 the 30 days before (31.5, 45.5 and 59.5 days old).
    const month = await dataOf(brand.cookie, '30')
    expect(month.cards.totalRevenue).toEqual({
      value: '455.50',
      previous: '395.25',
      changePercent: 15.2,
    })
    expect(month.cards.authorizedResellers).toEqual({ value: 3, previous: 1, changePercent: 200 })
    // 90 days: nothing allocated before that... but the oldest is 100 days: 1 before.
    const quarter = await dataOf(brand.cookie, '90')
    expect(quarter.cards.totalRevenue.previous).toBe('570.00')
    expect(quarter.cards.authorizedResellers.previous).toBe(1)
  })

  test('no previous revenue gives no percentage', async () => {
    const fresh = await brandWithEntry(t.deps, t.app)
    await placeOrder(t.deps, {
      brandId: fresh.id,
      resellerId: ebay.id,
      createdAt: daysAgo(1),
      total: '12.00',
    })
    const data = await dataOf(fresh.cookie, '7')
    expect(data.cards.totalRevenue).toEqual({
      value: '12.00',
      previous: '0.00',
      changePercent: null,
    })
    expect(data.cards.authorizedResellers).toEqual({ value: 0, previous: 0, changePercent: null })
  })

  test('a reseller the brand approved counts from its authorization; a suspended one does not', async () => {
    const fresh = await brandWithEntry(t.deps, t.app)
    await t.deps.db.insert(brandApplications).values([
      {
        resellerId: ebay.id,
        brandId: fresh.entryId,
        status: 'approved',
        createdAt: daysAgo(12),
        updatedAt: daysAgo(10),
      },
      { resellerId: noMarketplace.id, brandId: fresh.entryId, status: 'rejected' },
    ])
    // Issue 13: one record each, granted by the brand's approval or by an admin.
    await authorize(t.deps, fresh.entryId, ebay.id, { since: daysAgo(10), grantedBy: 'brand' })
    await allocate(t.deps, fresh.entryId, amazonWalmart.id, daysAgo(40))
    await authorize(t.deps, fresh.entryId, noMarketplace.id, {
      since: daysAgo(50),
      status: 'suspended',
    })
    expect((await dataOf(fresh.cookie, '7')).cards.authorizedResellers).toEqual({
      value: 2,
      previous: 2,
      changePercent: 0,
    })
    expect((await dataOf(fresh.cookie, '30')).cards.authorizedResellers).toEqual({
      value: 2,
      previous: 1,
      changePercent: 100,
    })
  })

  test('the period defaults to 30 days and refuses anything else', async () => {
    expect((await dataOf(brand.cookie)).period).toBe(30)
    const response = await get(t.app, '/api/brand/dashboard?period=14', { cookie: brand.cookie })
    expect(response.status).toBe(400)
    expect(await bodyOf<{ message: string }>(response)).toMatchObject({
      message: 'Period must be 7, 30 or 90 days',
    })
  })
})

describe('orders and sales', () => {
  test('the orders panel lists the newest orders of the period with their reseller', async () => {
    const data = await dataOf(brand.cookie, '7')
    expect(data.orders.recent.map((o) => o.totalAmount)).toEqual(['100.00', '60.00', '30.00'])
    expect(data.orders.recent[0]).toMatchObject({
      resellerName: 'Two Markets Co',
      status: 'pending',
      resellerId: amazonWalmart.id,
    })
    expect(data.orders.byStatus).toEqual({
      pending: 2,
      accepted: 0,
      processing: 1,
      declined: 0,
      cancelled: 0,
      shipped: 0,
      delivered: 0,
    })
  })

  test('the sales series is zero-filled, per day for 7 and 30 days, per week for 90', async () => {
    const week = await dataOf(brand.cookie, '7')
    expect(week.sales.bucket).toBe('day')
    expect(week.sales.points).toHaveLength(7)
    // Day buckets count back from now: 0.5 days old is in the last, 6.5 in the first.
    expect(week.sales.points.map((p) => p.orders)).toEqual([1, 0, 0, 1, 0, 0, 1])
    expect(week.sales.points.at(-1)).toMatchObject({ revenue: '100.00', end: week.range.to })
    expect(week.sales.points[0]!.start).toBe(week.range.from)

    const month = await dataOf(brand.cookie, '30')
    expect(month.sales.points).toHaveLength(30)
    expect(month.sales.points.reduce((s, p) => s + p.orders, 0)).toBe(month.orders.total)
    expect(month.sales.points.reduce((s, p) => s + Number(p.revenue), 0).toFixed(2)).toBe(
      month.cards.totalRevenue.value,
    )

    const quarter = await dataOf(brand.cookie, '90')
    expect(quarter.sales.bucket).toBe('week')
    expect(quarter.sales.points).toHaveLength(13)
    expect(quarter.sales.points.reduce((s, p) => s + p.orders, 0)).toBe(10)
    expect(quarter.sales.points.at(-1)!.end).toBe(quarter.range.to)
  })
})

describe('marketplace distribution', () => {
  test('revenue by the seller ids of the ordering resellers, split evenly', async () => {
    // 7 days: 100.00 from a reseller on Amazon and Walmart (its eBay id is blank), 60.00 from
    // one on eBay, 30.00 from one with no seller id.
    const data = await dataOf(brand.cookie, '7')
    expect(data.marketplaces).toEqual([
      { marketplace: 'amazon', revenue: '50.00', percent: 26.3 },
      { marketplace: 'walmart', revenue: '50.00', percent: 26.3 },
      { marketplace: 'ebay', revenue: '60.00', percent: 31.6 },
      { marketplace: 'none', revenue: '30.00', percent: 15.8 },
    ])
  })

  test('no revenue, no distribution', async () => {
    const fresh = await brandWithEntry(t.deps, t.app)
    expect((await dataOf(fresh.cookie, '90')).marketplaces).toEqual([])
  })
})

describe('activities and applications', () => {
  test('the newest orders, allocations and applications, merged by date', async () => {
    const data = await dataOf(brand.cookie, '30')
    expect(data.activities).toHaveLength(5)
    expect(data.activities.map((a) => a.type)).toEqual([
      'order', // 0.5 days
      'application', // 1 day
      'allocation', // 2 days
      'order', // 3.5 days
      'application', // 4 days
    ])
    expect(data.activities[1]).toMatchObject({
      companyName: 'Corner Shop',
      description: 'Corner Shop applied to sell your brand (pending)',
    })
    expect(data.activities[0]!.description).toBe(
      'Two Markets Co placed an order of $100.00 (pending)',
    )
  })

  test('pending applications to this brand only, with the proposal', async () => {
    const data = await dataOf(brand.cookie, '7')
    expect(data.pendingApplications.rows).toEqual([
      expect.objectContaining({
        resellerId: noMarketplace.id,
        companyName: 'Corner Shop',
        email: noMarketplace.email,
        proposalMessage: 'We sell kitchenware in 3 stores.',
      }),
    ])
  })
})

describe('ownership and identity', () => {
  test('another brand sees only its own figures', async () => {
    const data = await dataOf(other.cookie, '7')
    expect(data.entry).toMatchObject({ id: other.entryId, name: 'Other Brand' })
    expect(data.cards).toEqual({
      authorizedResellers: { value: 1, previous: 0, changePercent: null },
      totalProducts: 1,
      pendingOrders: 1,
      totalRevenue: { value: '7777.00', previous: '0.00', changePercent: null },
    })
    expect(data.orders.recent).toHaveLength(1)
    expect(data.pendingApplications.rows.map((r) => r.resellerId)).toEqual([amazonWalmart.id])
    expect(data.activities.every((a) => a.userEmail !== noMarketplace.email)).toBe(true)
  })

  test('a brand without a directory entry is told so, with no figures', async () => {
    const lonely = await signedInUser(t.deps, t.app, 'brand')
    expect(await dashboard(lonely.cookie, '7')).toEqual({ entry: null, period: 7 })
  })

  test('resellers and visitors are refused', async () => {
    const reseller = await signedInUser(t.deps, t.app, 'reseller')
    expect((await get(t.app, '/api/brand/dashboard', { cookie: reseller.cookie })).status).toBe(403)
    expect((await get(t.app, '/api/brand/dashboard')).status).toBe(401)
  })
})
