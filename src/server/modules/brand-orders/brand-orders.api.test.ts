import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { BRAND_ORDERS_PAGE_SIZE, ORDER_CODES } from '#shared/brand-orders-texts.ts'
import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts'
import { orderItems, orders, user } from '#server/db/schema/index.ts'
import type { LiveEvent } from '#server/lib/live/live-bus.ts'
import { signIn, signedInUser } from '#testing/factories.ts'
import { bodyOf, get, patch, post } from '#testing/http.ts'
import { allocate } from '#testing/brands-directory.ts'
import { createOrder } from '#testing/orders.ts'
import { createBrand } from '#testing/public-site.ts'
import { signedInUsers, type Session } from '#testing/sessions.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { DEMO_ORDER_TEXTS } from './create-demo-order.ts'

/** The demo tools answer callers on this machine (DESIGN decision 2). */
const LOCAL = { ip: '127.0.0.1' }

let t: TestApp
let brand: Session
let otherBrand: Session
let reseller: Session
let otherReseller: Session

interface ListBody {
  orders: {
    id: string
    resellerId: string
    resellerCompany: string | null
    status: string
    totalAmount: string
    itemCount: number
  }[]
  counts: Record<string, number>
  summary: { totalOrders: number; totalRevenue: string; pendingOrders: number }
  reseller: { id: string; companyName: string | null } | null
  page: number
  pages: number
  total: number
}

beforeAll(async () => {
  t = await createTestApp()
  ;[brand, otherBrand, reseller, otherReseller] = await signedInUsers(
    t,
    'brand',
    'brand',
    'reseller',
    'reseller',
  )
})

afterAll(async () => {
  await t?.close()
})

const list = async (session: Session, search = '') => {
  const response = await get(t.app, `/api/brand/orders${search}`, { cookie: session.cookie })
  expect(response.status).toBe(200)
  return bodyOf<ListBody>(response)
}

/** Shipped needs the carrier and tracking number (issue 15). */
const setStatus = (session: Session, id: string, status: string) =>
  patch(
    t.app,
    `/api/brand/orders/${id}/status`,
    status === 'shipped' ? { status, carrier: 'UPS', trackingNumber: '1Z0001' } : { status },
    { cookie: session.cookie },
  )

describe('GET /api/brand/orders', () => {
  test('cards, tab counts and the table come from the brand’s own orders only', async () => {
    const b = await signedInUser(t.deps, t.app, 'brand')
    await createOrder(t.deps, {
      brandId: b.id,
      resellerId: reseller.id,
      status: 'pending',
      daysAgo: 3,
      lines: [{ productName: 'A', quantity: 3, unitPrice: '10.10' }],
    })
    await createOrder(t.deps, {
      brandId: b.id,
      resellerId: reseller.id,
      status: 'pending',
      daysAgo: 2,
      lines: [{ productName: 'B', quantity: 1, unitPrice: '0.05' }],
    })
    await createOrder(t.deps, {
      brandId: b.id,
      resellerId: otherReseller.id,
      status: 'shipped',
      daysAgo: 1,
      lines: [{ productName: 'C', quantity: 2, unitPrice: '100.00' }],
    })
    const newest = await createOrder(t.deps, {
      brandId: b.id,
      resellerId: otherReseller.id,
      status: 'delivered',
      lines: [
        { productName: 'D', quantity: 1, unitPrice: '1.00' },
        { productName: 'E', quantity: 4, unitPrice: '2.00' },
      ],
    })
    // Another brand's order is counted nowhere.
    await createOrder(t.deps, { brandId: otherBrand.id, resellerId: reseller.id })

    const all = await list(b)
    expect(all.counts).toEqual({
      all: 4,
      pending: 2,
      accepted: 0,
      processing: 0,
      shipped: 1,
      delivered: 1,
      declined: 0,
      cancelled: 0,
    })
    expect(all.summary).toEqual({ totalOrders: 4, totalRevenue: '239.35', pendingOrders: 2 })
    expect(all.orders.map((o) => o.status)).toEqual(['delivered', 'shipped', 'pending', 'pending'])
    expect(all.orders[0]).toMatchObject({
      id: newest.id,
      resellerId: otherReseller.id,
      resellerCompany: otherReseller.companyName,
      totalAmount: '9.00',
      itemCount: 2,
    })

    const pending = await list(b, '?status=pending')
    expect(pending.orders).toHaveLength(2)
    expect(pending.orders.every((o) => o.status === 'pending')).toBe(true)
    expect(pending.counts.all).toBe(4)

    const one = await list(b, `?reseller=${encodeURIComponent(otherReseller.id)}`)
    expect(one.counts).toEqual({
      all: 2,
      pending: 0,
      accepted: 0,
      processing: 0,
      shipped: 1,
      delivered: 1,
      declined: 0,
      cancelled: 0,
    })
    expect(one.summary.totalRevenue).toBe('209.00')
    expect(one.reseller).toMatchObject({
      id: otherReseller.id,
      companyName: otherReseller.companyName,
    })
  })

  test('pages hold BRAND_ORDERS_PAGE_SIZE rows; a page past the end shows the last one', async () => {
    const b = await signedInUser(t.deps, t.app, 'brand')
    for (let i = 0; i < BRAND_ORDERS_PAGE_SIZE + 2; i++) {
      await createOrder(t.deps, { brandId: b.id, resellerId: reseller.id, daysAgo: i / 24 })
    }
    const first = await list(b)
    expect(first).toMatchObject({ page: 1, pages: 2, total: BRAND_ORDERS_PAGE_SIZE + 2 })
    expect(first.orders).toHaveLength(BRAND_ORDERS_PAGE_SIZE)
    const last = await list(b, '?page=9')
    expect(last.page).toBe(2)
    expect(last.orders).toHaveLength(2)
    expect(new Set([...first.orders, ...last.orders].map((o) => o.id)).size).toBe(
      BRAND_ORDERS_PAGE_SIZE + 2,
    )
  })

  test('a brand without orders gets zeros, not an error', async () => {
    const b = await signedInUser(t.deps, t.app, 'brand')
    const empty = await list(b)
    expect(empty.summary).toEqual({ totalOrders: 0, totalRevenue: '0.00', pendingOrders: 0 })
    expect(empty.orders).toEqual([])
  })

  test('an unknown tab or a bad page is refused', async () => {
    for (const q of ['?status=refunded', '?page=0', '?page=abc', '?reseller=%00']) {
      const response = await get(t.app, `/api/brand/orders${q}`, { cookie: brand.cookie })
      expect(response.status, q).toBe(400)
    }
  })
})

describe('GET /api/brand/orders/:id', () => {
  test('items with line totals, and the reseller’s contact', async () => {
    const order = await createOrder(t.deps, {
      brandId: brand.id,
      resellerId: reseller.id,
      lines: [
        { productName: 'Kettle', sku: 'K-1', quantity: 3, unitPrice: '19.99' },
        { productName: 'Apron', sku: null, quantity: 1, unitPrice: '7.00' },
      ],
    })
    const response = await get(t.app, `/api/brand/orders/${order.id}`, { cookie: brand.cookie })
    expect(response.status).toBe(200)
    const { order: details } = await bodyOf<{ order: Record<string, unknown> }>(response)
    expect(details).toMatchObject({
      id: order.id,
      status: 'pending',
      totalAmount: '66.97',
      reseller: {
        id: reseller.id,
        companyName: reseller.companyName,
        fullName: reseller.fullName,
        email: reseller.email,
      },
      items: [
        { productName: 'Apron', sku: null, quantity: 1, unitPrice: '7.00', lineTotal: '7.00' },
        { productName: 'Kettle', sku: 'K-1', quantity: 3, unitPrice: '19.99', lineTotal: '59.97' },
      ],
    })
  })

  test('another brand’s order is not found, and neither is a made-up id', async () => {
    const order = await createOrder(t.deps, { brandId: brand.id, resellerId: reseller.id })
    const foreign = await get(t.app, `/api/brand/orders/${order.id}`, {
      cookie: otherBrand.cookie,
    })
    expect(foreign.status).toBe(404)
    const unknown = await get(t.app, `/api/brand/orders/${crypto.randomUUID()}`, {
      cookie: brand.cookie,
    })
    expect(unknown.status).toBe(404)
    expect(
      (await get(t.app, '/api/brand/orders/not-a-uuid', { cookie: brand.cookie })).status,
    ).toBe(400)
  })
})

describe('PATCH /api/brand/orders/:id/status', () => {
  test('pending → accepted → processing → shipped → delivered, one step at a time, live to both sides', async () => {
    const order = await createOrder(t.deps, { brandId: brand.id, resellerId: reseller.id })
    const events: LiveEvent[] = []
    const brandEvents: LiveEvent[] = []
    const stop = t.deps.live.subscribe(reseller.id, (e) => events.push(e))
    const stopBrand = t.deps.live.subscribe(brand.id, (e) => brandEvents.push(e))
    const before = order.updatedAt.getTime()
    try {
      for (const status of ['accepted', 'processing', 'shipped', 'delivered'] as const) {
        const response = await setStatus(brand, order.id, status)
        expect(response.status, status).toBe(200)
        expect((await bodyOf<{ order: { status: string } }>(response)).order.status).toBe(status)
      }
    } finally {
      stop()
      stopBrand()
    }
    const [row] = await t.deps.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row!.status).toBe('delivered')
    expect(row!.updatedAt.getTime()).toBeGreaterThan(before)
    expect(events.map((e) => e.data)).toEqual([
      { orderId: order.id, status: 'accepted' },
      { orderId: order.id, status: 'processing' },
      { orderId: order.id, status: 'shipped' },
      { orderId: order.id, status: 'delivered' },
    ])
    expect(events.every((e) => e.kind === 'order.updated')).toBe(true)
    expect(brandEvents).toHaveLength(4)
  })

  test.each([
    ['pending', 'processing', 'a skip'],
    ['pending', 'shipped', 'a skip'],
    ['pending', 'delivered', 'a skip'],
    ['accepted', 'pending', 'a step back'],
    ['processing', 'pending', 'a step back'],
    ['shipped', 'processing', 'a step back'],
    ['shipped', 'shipped', 'the same status'],
    ['delivered', 'delivered', 'a delivered order'],
    ['delivered', 'pending', 'a delivered order'],
  ] as const)('%s → %s is refused (%s) and changes nothing', async (from, to, _why) => {
    const order = await createOrder(t.deps, {
      brandId: brand.id,
      resellerId: reseller.id,
      status: from,
    })
    const events: LiveEvent[] = []
    const stop = t.deps.live.subscribe(reseller.id, (e) => events.push(e))
    const response = await setStatus(brand, order.id, to)
    stop()
    expect(response.status).toBe(409)
    const body = await bodyOf<{ code: string; message: string }>(response)
    expect(body.code).toBe(ORDER_CODES.invalidTransition)
    expect(body.message).toMatch(/^This order is [A-Z]/)
    const [row] = await t.deps.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row!.status).toBe(from)
    expect(row!.updatedAt.getTime()).toBe(order.updatedAt.getTime())
    expect(events).toEqual([])
  })

  test('the refusal names the one allowed step', async () => {
    const order = await createOrder(t.deps, { brandId: brand.id, resellerId: reseller.id })
    const body = await bodyOf<{ message: string }>(await setStatus(brand, order.id, 'delivered'))
    expect(body.message).toBe('This order is Pending; it can only move to Accepted, not Delivered.')
  })

  test('concurrent requests for the same step: exactly one moves the order', async () => {
    const order = await createOrder(t.deps, {
      brandId: brand.id,
      resellerId: reseller.id,
      status: 'processing',
    })
    const events: LiveEvent[] = []
    const stop = t.deps.live.subscribe(reseller.id, (e) => events.push(e))
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => setStatus(brand, order.id, 'shipped')),
    )
    stop()
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409])
    expect(events).toHaveLength(1)
    const [row] = await t.deps.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row!.status).toBe('shipped')
  })

  test('another brand cannot move an order: 404, and it stays as it was', async () => {
    const order = await createOrder(t.deps, { brandId: brand.id, resellerId: reseller.id })
    const response = await setStatus(otherBrand, order.id, 'accepted')
    expect(response.status).toBe(404)
    const [row] = await t.deps.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row!.status).toBe('pending')
  })

  test('a reseller cannot move its own order', async () => {
    const order = await createOrder(t.deps, { brandId: brand.id, resellerId: reseller.id })
    expect((await setStatus(reseller, order.id, 'accepted')).status).toBe(403)
  })

  test('an unknown status is refused', async () => {
    const order = await createOrder(t.deps, { brandId: brand.id, resellerId: reseller.id })
    for (const body of [{ status: 'cancelled' }, {}, { status: null }]) {
      const response = await patch(t.app, `/api/brand/orders/${order.id}/status`, body, {
        cookie: brand.cookie,
      })
      expect(response.status).toBe(400)
    }
  })
})

describe('POST /api/demo/orders (Investor Demo Setup)', () => {
  test('needs the demo accounts, then adds a pending order the demo brand can move', async () => {
    const before = await post(t.app, '/api/demo/orders', {}, LOCAL)
    expect(before.status).toBe(409)
    expect((await bodyOf(before)).message).toBe(DEMO_ORDER_TEXTS.noAccounts)

    expect((await post(t.app, '/api/demo/setup', { mode: 'complete' }, LOCAL)).status).toBe(200)
    const demoBrand = DEMO_ACCOUNTS.find((a) => a.role === 'brand')!
    const demoReseller = DEMO_ACCOUNTS.find((a) => a.role === 'reseller')!
    const [brandUser] = await t.deps.db.select().from(user).where(eq(user.email, demoBrand.email))
    const [resellerUser] = await t.deps.db
      .select()
      .from(user)
      .where(eq(user.email, demoReseller.email))
    const events: LiveEvent[] = []
    const stop = t.deps.live.subscribe(resellerUser!.id, (e) => events.push(e))
    const response = await post(t.app, '/api/demo/orders', {}, LOCAL)
    stop()
    expect(response.status).toBe(201)
    const { order } = await bodyOf<{ order: { id: string; status: string; totalAmount: string } }>(
      response,
    )
    expect(order.status).toBe('pending')
    const [row] = await t.deps.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row).toMatchObject({ brandId: brandUser!.id, resellerId: resellerUser!.id })
    const items = await t.deps.db.select().from(orderItems).where(eq(orderItems.orderId, order.id))
    expect(items.length).toBeGreaterThan(0)
    const cents = items.reduce((s, i) => s + Math.round(Number(i.unitPrice) * 100) * i.quantity, 0)
    expect(order.totalAmount).toBe((cents / 100).toFixed(2))
    expect(events).toEqual([
      {
        kind: 'order.created',
        userIds: [resellerUser!.id, brandUser!.id],
        data: { orderId: order.id },
      },
    ])

    const cookie = await signIn(t.app, demoBrand)
    const moved = await patch(
      t.app,
      `/api/brand/orders/${order.id}/status`,
      { status: 'accepted' },
      { cookie },
    )
    expect(moved.status).toBe(200)
  })
})

describe('the reseller filter', () => {
  test('names only the brand’s own resellers', async () => {
    const b = await signedInUser(t.deps, t.app, 'brand')
    const allocatedOnly = await signedInUser(t.deps, t.app, 'reseller')
    const entry = await createBrand(t.deps, { contactEmail: b.email, ownerUserId: b.id })
    await allocate(t.deps, entry.id, allocatedOnly.id)

    const mine = await list(b, `?reseller=${encodeURIComponent(allocatedOnly.id)}`)
    expect(mine.reseller).toMatchObject({ companyName: allocatedOnly.companyName })
    expect(mine.orders).toEqual([])

    // A stranger's id gives nothing away: no orders, and no name.
    const stranger = await list(b, `?reseller=${encodeURIComponent(otherReseller.id)}`)
    expect(stranger.reseller).toEqual({ id: otherReseller.id, companyName: null, fullName: null })
    expect(stranger.counts.all).toBe(0)
  })
})
