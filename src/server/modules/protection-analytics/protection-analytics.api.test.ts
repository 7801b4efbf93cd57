/**
 * What the brand sees of brand protection (issue 14 item 7), through the API: revenue at risk is
 * the units listed below MAP × the price gap of imported observations, recovered is what a cured
 * MAP violation had at risk, compliance by month, reseller and product, unauthorized sellers
 * counted per month, losses by category and marketplace, the filters narrowing each figure, the
 * dashboard's compliance series, and nothing of it visible to another brand.
 *
 * Observations are dated relative to now (the routes read the range up to today): one set two
 * months back in the previous month, one just now, and one eight months back, which is the
 * previous 6-month period.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { BRAND_ANALYTICS_TEXTS } from '#shared/brand-dashboard-texts.ts'
import { products } from '#server/db/schema/index.ts'
import { signIn, createUser } from '#testing/factories.ts'
import { bodyOf, get } from '#testing/http.ts'
import {
  authorizedReseller,
  draft,
  importDrafts,
  protectedBrand,
  type ProtectedBrand,
} from '#testing/protection.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import type {
  ComplianceSeries,
  ProtectionAnalytics,
  ProtectionFilterOptions,
} from './protection-analytics.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' })
})
afterAll(() => t.close())

type Analytics = ProtectionAnalytics & { entry: { id: string } | null; recalculating: boolean }

const monthStart = (date: Date, offset = 0) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1))
const monthKey = (date: Date) => monthStart(date).toISOString().slice(0, 10)

const now = new Date()
/** A minute ago, but never before this month began (the month a test expects it in). */
const justNow = new Date(Math.max(monthStart(now).getTime(), now.getTime() - 60_000))
/** The previous month's 2nd: within the 6-month range and the 90-day chart, not the 7-day one. */
const lastMonth = new Date(monthStart(now, -1).getTime() + 86_400_000 + 12 * 3_600_000)
/** Eight months back: the previous 6-month period, inside a 1-year range. */
const earlier = new Date(monthStart(now, -8).getTime() + 86_400_000 + 12 * 3_600_000)

interface Scenario {
  brand: ProtectedBrand
  kettle: ProtectedBrand['products'][number]
  lamp: ProtectedBrand['products'][number]
  gadget: ProtectedBrand['products'][number]
  first: { id: string }
  second: { id: string }
  cookie: string
}

let s: Scenario

/**
 * Kettle (MAP 24.99, home goods), Lamp (MAP 40.00, electronics) and Gadget (MAP 10.00, no
 * category); reseller First authorized on Amazon, reseller Second on Amazon only; two sellers
 * nobody authorized.
 */
async function scenario(): Promise<Scenario> {
  const brand = await protectedBrand(t.deps, {
    products: [
      { name: 'Analytics Kettle', map: '24.99', category: 'home_goods' },
      { name: 'Analytics Lamp', map: '40.00', category: 'electronics' },
      { name: 'Analytics Gadget', map: '10.00' },
    ],
  })
  const [kettle, lamp, gadget] = brand.products as [
    ProtectedBrand['products'][number],
    ProtectedBrand['products'][number],
    ProtectedBrand['products'][number],
  ]
  await t.deps.db.update(products).set({ category: null }).where(eq(products.id, gadget.id))
  const { reseller: first } = await authorizedReseller(t.deps, brand, [
    { marketplace: 'amazon', sellerId: 'A1FIRSTSELLER' },
  ])
  const { reseller: second } = await authorizedReseller(t.deps, brand, [
    { marketplace: 'amazon', sellerId: 'A1SECONDSELLER' },
  ])

  // The previous 6-month period: Second 1.00 under MAP on one Kettle.
  await importDrafts(
    t.deps,
    brand,
    [
      draft({
        sellerId: 'A1SECONDSELLER',
        sellerName: 'Second Outlet',
        gtin: kettle.gtin,
        listingId: 'B0KETTLE02',
        price: '23.99',
        quantity: 1,
        observedAt: earlier,
      }),
    ],
    { observedAt: earlier },
  )
  // Last month.
  await importDrafts(
    t.deps,
    brand,
    [
      // MAP violation: (24.99 - 19.99) × 10 = 50.00 at risk.
      draft({
        sellerId: 'A1FIRSTSELLER',
        sellerName: 'First Outlet',
        gtin: kettle.gtin,
        listingId: 'B0KETTLE01',
        price: '19.99',
        quantity: 10,
        observedAt: lastMonth,
      }),
      // Compliant.
      draft({
        sellerId: 'A1SECONDSELLER',
        sellerName: 'Second Outlet',
        gtin: lamp.gtin,
        listingId: 'B0LAMP0001',
        price: '40.00',
        quantity: 5,
        observedAt: lastMonth,
      }),
      // An unknown seller 5.00 under MAP on 4 units: 20.00 at risk.
      draft({
        sellerId: 'A9DEALHUNTER',
        sellerName: 'Deal Hunter',
        gtin: lamp.gtin,
        listingId: 'B0LAMP0001',
        price: '35.00',
        quantity: 4,
        observedAt: lastMonth,
      }),
    ],
    { observedAt: lastMonth },
  )
  // Just now.
  await importDrafts(
    t.deps,
    brand,
    [
      // First at MAP again: the violation is cured, its 50.00 recovered.
      draft({
        sellerId: 'A1FIRSTSELLER',
        sellerName: 'First Outlet',
        gtin: kettle.gtin,
        listingId: 'B0KETTLE01',
        price: '24.99',
        quantity: 10,
        observedAt: justNow,
      }),
      // Second on Walmart, which it is not authorized for: a scope violation, (40 - 38) × 3.
      draft({
        marketplace: 'walmart',
        sellerId: 'A1SECONDSELLER',
        sellerName: 'Second Outlet',
        gtin: lamp.gtin,
        listingId: '555001',
        price: '38.00',
        quantity: 3,
        observedAt: justNow,
      }),
      // Second still under MAP on the Kettle: (24.99 - 22.99) × 1.
      draft({
        sellerId: 'A1SECONDSELLER',
        sellerName: 'Second Outlet',
        gtin: kettle.gtin,
        listingId: 'B0KETTLE02',
        price: '22.99',
        quantity: 1,
        observedAt: justNow,
      }),
      // Deal Hunter again, (40 - 36) × 4 = 16.00; another unknown seller on Walmart, (10 - 8) × 2.
      draft({
        sellerId: 'A9DEALHUNTER',
        sellerName: 'Deal Hunter',
        gtin: lamp.gtin,
        listingId: 'B0LAMP0001',
        price: '36.00',
        quantity: 4,
        observedAt: justNow,
      }),
      draft({
        marketplace: 'walmart',
        sellerId: '90210777',
        sellerName: 'Bargain Barn',
        gtin: gadget.gtin,
        listingId: '555002',
        price: '8.00',
        quantity: 2,
        observedAt: justNow,
      }),
    ],
    { observedAt: justNow },
  )
  const cookie = await signIn(t.app, brand.user)
  return { brand, kettle, lamp, gadget, first, second, cookie }
}

beforeAll(async () => {
  s = await scenario()
})

async function analytics(query: string, cookie = s.cookie) {
  const response = await get(t.app, `/api/brand/protection/analytics?${query}`, { cookie })
  expect(response.status).toBe(200)
  return bodyOf<Analytics>(response)
}

const month = (data: Analytics, at: Date) => data.months.find((m) => m.month === monthKey(at))!

describe('the Analytics tabs', () => {
  test('revenue at risk is units × gap, recovered follows the cure, compliance by month, reseller and product', async () => {
    const data = await analytics('range=6m')
    expect(data.entry?.id).toBe(s.brand.entryId)
    expect(typeof data.recalculating).toBe('boolean')
    expect(data.months).toHaveLength(6)
    expect(data.kpis).toEqual({
      // 50 + 20 (last month) + 6 + 2 + 16 + 4 (now).
      revenueAtRisk: { value: '98.00', previous: '1.00' },
      recovered: { value: '50.00', previous: '0.00' },
      // Judged: First's two, Second's Lamp at MAP, on Walmart and under MAP: 2 of 5 compliant.
      compliance: { value: 40, previous: 0 },
      unauthorizedSellers: { value: 2, previous: 0 },
      // Second's scope violation and MAP violation; First's is cured.
      openViolations: 2,
    })
    expect(month(data, lastMonth)).toEqual({
      month: monthKey(lastMonth),
      atRisk: '70.00',
      recovered: '0.00',
      compliance: 50,
      judged: 2,
      violations: 1,
      unauthorizedSellers: 1,
      unauthorizedListings: 1,
    })
    expect(month(data, justNow)).toEqual({
      month: monthKey(justNow),
      atRisk: '28.00',
      recovered: '50.00',
      compliance: 33.3,
      judged: 3,
      violations: 2,
      unauthorizedSellers: 2,
      unauthorizedListings: 2,
    })

    expect(data.byReseller).toEqual([
      {
        resellerId: s.second.id,
        company: expect.any(String),
        compliance: 33.3,
        judged: 3,
        violations: 2,
        atRisk: '8.00',
      },
      {
        resellerId: s.first.id,
        company: expect.any(String),
        compliance: 50,
        judged: 2,
        violations: 1,
        atRisk: '50.00',
      },
    ])
    expect(data.byProduct).toEqual([
      {
        productId: s.kettle.id,
        name: 'Analytics Kettle',
        sku: s.kettle.sku,
        compliance: 33.3,
        judged: 3,
        violations: 2,
        unauthorized: 0,
        atRisk: '52.00',
      },
      {
        productId: s.lamp.id,
        name: 'Analytics Lamp',
        sku: s.lamp.sku,
        compliance: 50,
        judged: 2,
        violations: 1,
        unauthorized: 2,
        atRisk: '42.00',
      },
      {
        productId: s.gadget.id,
        name: 'Analytics Gadget',
        sku: s.gadget.sku,
        compliance: null,
        judged: 0,
        violations: 0,
        unauthorized: 1,
        atRisk: '4.00',
      },
    ])
  })

  test('the filters offer every reseller and product observed, whatever the filters', async () => {
    const options = await bodyOf<ProtectionFilterOptions>(
      await get(t.app, '/api/brand/protection/analytics/options', { cookie: s.cookie }),
    )
    expect(options.resellers.map((r) => r.id).sort()).toEqual([s.first.id, s.second.id].sort())
    expect(options.products.map((p) => p.name)).toEqual([
      'Analytics Gadget',
      'Analytics Kettle',
      'Analytics Lamp',
    ])
  })

  test('a longer range takes in the earlier period', async () => {
    const data = await analytics('range=1y')
    expect(data.months).toHaveLength(12)
    expect(data.kpis.revenueAtRisk.value).toBe('99.00')
    expect(month(data, earlier)).toMatchObject({ atRisk: '1.00', judged: 1, compliance: 0 })
  })

  test('unauthorized sellers: counted per month, listed with their investigation', async () => {
    const data = await analytics('range=6m')
    expect(data.months.map((m) => m.unauthorizedSellers).reduce((a, b) => a + b)).toBe(3)
    expect(data.topUnauthorized).toHaveLength(2)
    const byName = Object.fromEntries(data.topUnauthorized.map((u) => [u.seller, u]))
    expect(byName['Deal Hunter']).toMatchObject({
      marketplaces: ['amazon'],
      listings: 1,
      investigationId: expect.any(String),
    })
    // Its run of unauthorized listings began last month.
    expect(monthKey(new Date(byName['Deal Hunter']!.firstSeenAt))).toBe(monthKey(lastMonth))
    expect(byName['Bargain Barn']).toMatchObject({ marketplaces: ['walmart'], listings: 1 })
    const investigation = await get(
      t.app,
      `/api/brand/protection/investigations/${byName['Deal Hunter']!.investigationId}`,
      { cookie: s.cookie },
    )
    expect(investigation.status).toBe(200)
  })

  test('losses by category and marketplace, uncategorised products as null', async () => {
    const data = await analytics('range=6m')
    const key = (c: { category: string | null; marketplace: string }) =>
      `${c.category ?? 'none'}/${c.marketplace}`
    expect(Object.fromEntries(data.categories!.map((c) => [key(c), c]))).toEqual({
      'home_goods/amazon': {
        category: 'home_goods',
        marketplace: 'amazon',
        violations: 2,
        unauthorized: 0,
        atRisk: '52.00',
      },
      'electronics/amazon': {
        category: 'electronics',
        marketplace: 'amazon',
        violations: 0,
        unauthorized: 2,
        atRisk: '36.00',
      },
      'electronics/walmart': {
        category: 'electronics',
        marketplace: 'walmart',
        violations: 1,
        unauthorized: 0,
        atRisk: '6.00',
      },
      'none/walmart': {
        category: null,
        marketplace: 'walmart',
        violations: 0,
        unauthorized: 1,
        atRisk: '4.00',
      },
    })
  })

  test('a product filter narrows every figure to that product', async () => {
    const data = await analytics(`range=6m&productId=${s.lamp.id}`)
    expect(data.kpis).toEqual({
      revenueAtRisk: { value: '42.00', previous: '0.00' },
      recovered: { value: '0.00', previous: '0.00' },
      compliance: { value: 50, previous: null },
      unauthorizedSellers: { value: 1, previous: 0 },
      openViolations: 1,
    })
    // Deal Hunter listed the Lamp last month and now.
    expect(month(data, lastMonth).unauthorizedSellers).toBe(1)
    expect(month(data, justNow).unauthorizedSellers).toBe(1)
    expect(data.byProduct!.map((p) => p.productId)).toEqual([s.lamp.id])
    expect(data.categories!.map((c) => c.category)).toEqual(['electronics', 'electronics'])
    expect(data.topUnauthorized.map((u) => u.seller)).toEqual(['Deal Hunter'])
    // Storefront figures keep no product: not shown rather than shown unfiltered.
    expect(data.byReseller).toBeNull()
  })

  test('a marketplace filter narrows to that marketplace', async () => {
    const data = await analytics('range=6m&marketplace=walmart')
    expect(data.kpis.revenueAtRisk.value).toBe('10.00')
    expect(data.kpis.unauthorizedSellers.value).toBe(1)
    expect(data.kpis.compliance.value).toBe(0)
    expect(new Set(data.categories!.map((c) => c.marketplace))).toEqual(new Set(['walmart']))
    expect(data.topUnauthorized.map((u) => u.seller)).toEqual(['Bargain Barn'])
  })

  test('a reseller filter narrows to that reseller', async () => {
    const data = await analytics(`range=6m&resellerId=${s.first.id}`)
    expect(data.kpis).toEqual({
      revenueAtRisk: { value: '50.00', previous: '0.00' },
      recovered: { value: '50.00', previous: '0.00' },
      compliance: { value: 50, previous: null },
      unauthorizedSellers: { value: 0, previous: 0 },
      openViolations: 0,
    })
    expect(data.byReseller!.map((r) => r.resellerId)).toEqual([s.first.id])
    // Product figures keep no reseller.
    expect(data.byProduct).toBeNull()
    expect(data.categories).toBeNull()
  })

  test('a reseller and a product at once are refused, with the reason', async () => {
    const response = await get(
      t.app,
      `/api/brand/protection/analytics?resellerId=${s.first.id}&productId=${s.lamp.id}`,
      { cookie: s.cookie },
    )
    expect(response.status).toBe(400)
    expect(JSON.stringify(await bodyOf(response))).toContain(
      BRAND_ANALYTICS_TEXTS.protection.filters.oneAtATime,
    )
  })
})

describe("the dashboard's compliance chart", () => {
  test('7 days: a point a day, the verdicts of the newest import and their compliance', async () => {
    const response = await get(t.app, '/api/brand/protection/compliance?days=7', {
      cookie: s.cookie,
    })
    expect(response.status).toBe(200)
    const data = await bodyOf<ComplianceSeries>(response)
    expect(data.unit).toBe('day')
    expect(data.points).toHaveLength(7)
    const today = data.points.find((p) => p.period === justNow.toISOString().slice(0, 10))
    expect(today).toEqual({
      period: justNow.toISOString().slice(0, 10),
      compliant: 1,
      mapViolations: 1,
      scopeViolations: 1,
      unauthorized: 2,
      compliance: 33.3,
    })
    expect(data.compliance).toBe(33.3)
  })

  test('90 days: weeks, and last month counted in', async () => {
    const response = await get(t.app, '/api/brand/protection/compliance?days=90', {
      cookie: s.cookie,
    })
    const data = await bodyOf<ComplianceSeries>(response)
    expect(data.unit).toBe('week')
    const sum = (pick: (p: ComplianceSeries['points'][number]) => number) =>
      data.points.reduce((n, p) => n + pick(p), 0)
    expect({
      compliant: sum((p) => p.compliant),
      mapViolations: sum((p) => p.mapViolations),
      scopeViolations: sum((p) => p.scopeViolations),
      unauthorized: sum((p) => p.unauthorized),
    }).toEqual({ compliant: 2, mapViolations: 2, scopeViolations: 1, unauthorized: 3 })
    expect(data.compliance).toBe(40)
  })
})

describe('another brand', () => {
  test('sees none of it, even naming the first brand’s product', async () => {
    const other = await protectedBrand(t.deps)
    const cookie = await signIn(t.app, other.user)
    for (const query of ['range=2y', `range=2y&productId=${s.lamp.id}`]) {
      const data = await analytics(query, cookie)
      expect(data.entry?.id).toBe(other.entryId)
      expect(data.kpis).toEqual({
        revenueAtRisk: { value: '0.00', previous: '0.00' },
        recovered: { value: '0.00', previous: '0.00' },
        compliance: { value: null, previous: null },
        unauthorizedSellers: { value: 0, previous: 0 },
        openViolations: 0,
      })
      expect(data.topUnauthorized).toEqual([])
      expect(data.byProduct).toEqual([])
      expect(data.categories).toEqual([])
      expect(
        await bodyOf(await get(t.app, '/api/brand/protection/analytics/options', { cookie })),
      ).toEqual({ resellers: [], products: [] })
    }
    const series = await bodyOf<ComplianceSeries>(
      await get(t.app, '/api/brand/protection/compliance?days=90', { cookie }),
    )
    expect(series.points.every((p) => p.compliant + p.mapViolations + p.unauthorized === 0)).toBe(
      true,
    )
    expect(series.compliance).toBeNull()
  })

  test('a reseller is refused', async () => {
    const reseller = await createUser(t.deps, 'reseller')
    const cookie = await signIn(t.app, reseller)
    const response = await get(t.app, '/api/brand/protection/analytics', { cookie })
    expect(response.status).toBe(403)
  })
})
