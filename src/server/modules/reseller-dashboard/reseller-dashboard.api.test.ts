/**
 * The reseller Dashboard (001 §2.4, §4.5): every figure comes from the signed-in reseller's own
 * orders, allocations and approved applications; 'active' is every order not delivered;
 * another reseller's rows never count; the six months are zero-filled.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ResellerDashboardData } from '#shared/schemas/reseller-dashboard.ts'
import { brandApplications, products } from '#server/db/schema/index.ts'
import { authorize } from '#testing/authorizations.ts'
import { allocate } from '#testing/brand-dashboard.ts'
import { createUser, signIn, signedInUser, type TestUser } from '#testing/factories.ts'
import { bodyOf, get } from '#testing/http.ts'
import { createOrder } from '#testing/orders.ts'
import { createBrand } from '#testing/public-site.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

type Session = TestUser & { cookie: string }

let t: TestApp
let reseller: Session
let other: Session
let alpha: TestUser
let beta: TestUser
let gamma: TestUser
/** The reseller's orders as created (their created_at decides their month). */
const placed: { createdAt: Date; total: string }[] = []

const line = (unitPrice: string) => [{ productName: 'Item', quantity: 1, unitPrice }]

beforeAll(async () => {
  t = await createTestApp()
  ;[reseller, other] = await Promise.all([
    signedInUser(t.deps, t.app, 'reseller'),
    signedInUser(t.deps, t.app, 'reseller'),
  ])
  ;[alpha, beta, gamma] = await Promise.all([
    createUser(t.deps, 'brand'),
    createUser(t.deps, 'brand'),
    createUser(t.deps, 'brand', { companyName: 'Gamma Wholesale' }),
  ])
  const alphaEntry = await createBrand(t.deps, {
    name: 'Alpha Goods',
    ownerUserId: alpha.id,
    categories: ['Kitchen', 'Garden', ' Kitchen ', ''],
  })
  const betaEntry = await createBrand(t.deps, {
    name: 'Beta Supply',
    ownerUserId: beta.id,
    categories: ['Toys'],
  })
  // An entry no brand account owns yet: a partner, with no products.
  const unowned = await createBrand(t.deps, { name: 'Unowned Listing' })
  const pendingOnly = await createBrand(t.deps, { name: 'Still Pending' })

  // Alpha: allocated and approved on application (one partner); Beta: approved; Unowned:
  // allocated; Still Pending: only a pending application (no partner).
  await allocate(t.deps, alphaEntry.id, reseller.id)
  await allocate(t.deps, unowned.id, reseller.id)
  await allocate(t.deps, betaEntry.id, other.id)
  await t.deps.db.insert(brandApplications).values([
    { resellerId: reseller.id, brandId: alphaEntry.id, status: 'approved' },
    { resellerId: reseller.id, brandId: betaEntry.id, status: 'approved' },
    { resellerId: reseller.id, brandId: pendingOnly.id, status: 'pending' },
    { resellerId: other.id, brandId: pendingOnly.id, status: 'approved' },
  ])
  // Issue 13: each approval is an authorization record (Alpha's is the allocation's own).
  await authorize(t.deps, betaEntry.id, reseller.id, { grantedBy: 'brand' })
  await authorize(t.deps, pendingOnly.id, other.id, { grantedBy: 'brand' })
  await t.deps.db.insert(products).values([
    { brandId: alpha.id, name: 'A1', price: '2', wholesalePrice: '1', approvalStatus: 'approved' },
    { brandId: alpha.id, name: 'A2', price: '2', wholesalePrice: '1', approvalStatus: 'approved' },
    { brandId: alpha.id, name: 'A3', price: '2', wholesalePrice: '1' },
    { brandId: beta.id, name: 'B1', price: '2', wholesalePrice: '1', approvalStatus: 'approved' },
    // Gamma is no partner: its approved product does not count.
    { brandId: gamma.id, name: 'G1', price: '2', wholesalePrice: '1', approvalStatus: 'approved' },
  ])

  const mine = [
    { brandId: alpha.id, status: 'delivered', daysAgo: 0.5, total: '100.00' },
    { brandId: beta.id, status: 'pending', daysAgo: 2, total: '5.00' },
    { brandId: alpha.id, status: 'delivered', daysAgo: 10, total: '10.00' },
    { brandId: alpha.id, status: 'pending', daysAgo: 40, total: '50.00' },
    { brandId: beta.id, status: 'shipped', daysAgo: 70, total: '30.00' },
    { brandId: gamma.id, status: 'processing', daysAgo: 400, total: '20.00' },
  ] as const
  for (const o of mine) {
    const order = await createOrder(t.deps, {
      brandId: o.brandId,
      resellerId: reseller.id,
      status: o.status,
      daysAgo: o.daysAgo,
      lines: line(o.total),
    })
    placed.push({ createdAt: new Date(order.createdAt), total: o.total })
  }
  // Another reseller's order with the same brand never shows.
  await createOrder(t.deps, {
    brandId: alpha.id,
    resellerId: other.id,
    status: 'pending',
    lines: line('9999.00'),
  })
})

afterAll(async () => {
  await t?.close()
})

async function dashboardOf(cookie: string): Promise<ResellerDashboardData> {
  const response = await get(t.app, '/api/reseller/dashboard', { cookie })
  expect(response.status).toBe(200)
  return bodyOf<ResellerDashboardData>(response)
}

describe('cards', () => {
  test('come from the reseller’s own orders, partners and their approved products', async () => {
    const data = await dashboardOf(reseller.cookie)
    expect(data.cards).toEqual({
      totalSpending: '215.00',
      // Alpha (allocated and approved, once), Beta (approved), Unowned (allocated).
      brandPartners: 3,
      // Alpha's two approved products and Beta's one.
      products: 3,
      // Every order not delivered: pending 5, pending 50, shipped 30, processing 20.
      activeOrders: 4,
    })
  })

  test('another reseller sees only its own figures', async () => {
    const data = await dashboardOf(other.cookie)
    expect(data.cards).toEqual({
      totalSpending: '9999.00',
      brandPartners: 2,
      products: 1,
      activeOrders: 1,
    })
    expect(data.recentOrders.map((o) => o.totalAmount)).toEqual(['9999.00'])
  })

  test('a delivered order stops being active', async () => {
    const fresh = await signedInUser(t.deps, t.app, 'reseller')
    await createOrder(t.deps, {
      brandId: beta.id,
      resellerId: fresh.id,
      status: 'delivered',
      lines: line('7.00'),
    })
    await createOrder(t.deps, {
      brandId: beta.id,
      resellerId: fresh.id,
      status: 'shipped',
      lines: line('3.00'),
    })
    const data = await dashboardOf(fresh.cookie)
    expect(data.cards.activeOrders).toBe(1)
    expect(data.cards.totalSpending).toBe('10.00')
    expect(data.cards.brandPartners).toBe(0)
    expect(data.cards.products).toBe(0)
  })

  test('an admin visiting the portal gets its own, empty, figures', async () => {
    const admin = await signedInUser(t.deps, t.app, 'admin')
    const data = await dashboardOf(admin.cookie)
    expect(data.cards).toEqual({
      totalSpending: '0.00',
      brandPartners: 0,
      products: 0,
      activeOrders: 0,
    })
    expect(data.recentOrders).toEqual([])
    expect(data.topBrands).toEqual([])
    expect(data.categories).toEqual([])
    expect(data.months).toHaveLength(6)
    expect(data.months.every((m) => m.orders === 0 && m.spending === '0.00')).toBe(true)
  })

  test('a brand is refused and a visitor must sign in', async () => {
    const brand = await signIn(t.app, alpha)
    expect((await get(t.app, '/api/reseller/dashboard', { cookie: brand })).status).toBe(403)
    expect((await get(t.app, '/api/reseller/dashboard')).status).toBe(401)
  })
})

describe('performance', () => {
  test('six calendar months, oldest first, zero-filled, matching the orders placed', async () => {
    const data = await dashboardOf(reseller.cookie)
    const now = new Date()
    const expected = Array.from({ length: 6 }, (_, i) => {
      const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 5 + i, 1))
      const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 4 + i, 1))
      const inMonth = placed.filter((o) => o.createdAt >= start && o.createdAt < end)
      return {
        month: start.toISOString().slice(0, 10),
        orders: inMonth.length,
        spending: inMonth.reduce((s, o) => s + Number(o.total), 0).toFixed(2),
      }
    })
    expect(data.months).toEqual(expected)
    // The 400-day-old order is outside the window; some months have nothing and show 0.
    expect(data.months.reduce((s, m) => s + m.orders, 0)).toBe(5)
    expect(data.months.some((m) => m.orders === 0 && m.spending === '0.00')).toBe(true)
  })
})

describe('category distribution, recent orders and top brands', () => {
  test('spending split evenly across a brand’s categories, the rest uncategorized', async () => {
    const data = await dashboardOf(reseller.cookie)
    // Alpha 160.00 over Kitchen and Garden (blank and repeated categories dropped), Beta 35.00
    // on Toys, Gamma (no directory entry) 20.00.
    expect(data.categories).toEqual([
      { category: 'Garden', spending: '80.00', percent: 37.2 },
      { category: 'Kitchen', spending: '80.00', percent: 37.2 },
      { category: 'Toys', spending: '35.00', percent: 16.3 },
      { category: 'Uncategorized', spending: '20.00', percent: 9.3 },
    ])
  })

  test('Recent Orders: the five newest with the brand’s directory name', async () => {
    const data = await dashboardOf(reseller.cookie)
    expect(data.recentOrders.map((o) => [o.brandName, o.status, o.totalAmount])).toEqual([
      ['Alpha Goods', 'delivered', '100.00'],
      ['Beta Supply', 'pending', '5.00'],
      ['Alpha Goods', 'delivered', '10.00'],
      ['Alpha Goods', 'pending', '50.00'],
      ['Beta Supply', 'shipped', '30.00'],
    ])
    expect(data.recentOrders[0]!.createdAt).toBe(placed[0]!.createdAt.toISOString())
  })

  test('Top Brands: by spending, with the number of orders; a brand without entry by its account name', async () => {
    const data = await dashboardOf(reseller.cookie)
    expect(data.topBrands).toEqual([
      { brandId: alpha.id, brandName: 'Alpha Goods', orders: 3, totalSpending: '160.00' },
      { brandId: beta.id, brandName: 'Beta Supply', orders: 2, totalSpending: '35.00' },
      { brandId: gamma.id, brandName: 'Gamma Wholesale', orders: 1, totalSpending: '20.00' },
    ])
  })
})
