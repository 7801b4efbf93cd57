/**
 * Issue 15: an order's life after it is placed. The brand accepts or declines (with a reason),
 * moves it through processing to shipped (carrier, tracking number, link) and delivered; the
 * reseller cancels while pending. Decline and cancel return the stock exactly once; each step is
 * on both parties' timeline, published live, and mailed to the other party through their
 * notification switches; the ship-to address is a copy; invoice and packing slip are PDFs for
 * the two parties and admins only.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ORDER_CODES } from '#shared/brand-orders-texts.ts'
import { ORDER_LIFECYCLE_TEXTS as L } from '#shared/order-lifecycle-texts.ts'
import { notificationPreferences, orders, products } from '#server/db/schema/index.ts'
import type { LiveEvent } from '#server/lib/live/live-bus.ts'
import { mailsTo, signIn } from '#testing/factories.ts'
import { bodyOf, get, patch, post, send } from '#testing/http.ts'
import { addAddress, orderableBrand } from '#testing/orders.ts'
import { pdfLines } from '#testing/pdf-text.ts'
import { signedInUsers, type Session } from '#testing/sessions.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { saveNotificationPreferences } from '../brand-settings/notification-preferences.ts'

let t: TestApp
let admin: Session
let reseller: Session
let otherReseller: Session
let brandCookie: string
let brandEntryId: string
let widget: { id: string }
let gadget: { id: string }

beforeAll(async () => {
  t = await createTestApp()
  ;[admin, reseller, otherReseller] = await signedInUsers(t, 'admin', 'reseller', 'reseller')
  const brand = await orderableBrand(
    t.deps,
    [reseller.id, otherReseller.id],
    [
      { name: 'Widget', wholesalePrice: '20.00', stock: 100 },
      { name: 'Gadget', wholesalePrice: '30.00', stock: 100 },
    ],
  )
  brandEntryId = brand.entry.id
  widget = brand.products[0]!
  gadget = brand.products[1]!
  brandCookie = await signIn(t.app, brand.owner)
})

afterAll(async () => {
  await t?.close()
})

const stockOf = async (id: string) =>
  (await t.deps.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!
    .stock

async function placeOrder(session: Session = reseller, shipToAddressId?: string) {
  const response = await post(
    t.app,
    '/api/reseller/orders',
    {
      brandId: brandEntryId,
      ...(shipToAddressId ? { shipToAddressId } : {}),
      items: [
        { productId: widget.id, quantity: 5 },
        { productId: gadget.id, quantity: 2 },
      ],
    },
    { cookie: session.cookie },
  )
  expect(response.status).toBe(201)
  return (await bodyOf<{ order: { id: string } }>(response)).order.id
}

const step = (id: string, body: unknown, cookie = brandCookie) =>
  patch(t.app, `/api/brand/orders/${id}/status`, body, { cookie })
const cancel = (id: string, cookie = reseller.cookie, body: unknown = {}) =>
  post(t.app, `/api/reseller/orders/${id}/cancel`, body, { cookie })

interface Details {
  status: string
  shipTo: { line1: string; city: string } | null
  statusReason: string | null
  tracking: { carrier: string; trackingNumber: string; trackingUrl: string | null } | null
  timeline: { status: string; actorRole: string; note: string | null; createdAt: string }[]
}
const details = async (id: string, cookie = reseller.cookie) => {
  const response = await get(t.app, `/api/reseller/orders/${id}`, { cookie })
  expect(response.status).toBe(200)
  return (await bodyOf<{ order: Details }>(response)).order
}

describe('decline and cancel return stock, once', () => {
  test('the brand declines with a reason: the stock returns, a second decline changes nothing', async () => {
    const before = [await stockOf(widget.id), await stockOf(gadget.id)]
    const id = await placeOrder()
    expect([await stockOf(widget.id), await stockOf(gadget.id)]).toEqual([
      before[0]! - 5,
      before[1]! - 2,
    ])

    const noReason = await step(id, { status: 'declined' })
    expect(noReason.status).toBe(400)
    const blank = await step(id, { status: 'declined', reason: '   ' })
    expect(blank.status).toBe(400)
    expect((await bodyOf(blank)).message).toBe(L.declineReasonRequired)

    const declined = await step(id, { status: 'declined', reason: 'Out of season' })
    expect(declined.status).toBe(200)
    expect([await stockOf(widget.id), await stockOf(gadget.id)]).toEqual(before)

    const again = await step(id, { status: 'declined', reason: 'Again' })
    expect(again.status).toBe(409)
    expect((await bodyOf(again)).code).toBe(ORDER_CODES.invalidTransition)
    expect([await stockOf(widget.id), await stockOf(gadget.id)]).toEqual(before)

    const order = await details(id)
    expect(order.status).toBe('declined')
    expect(order.statusReason).toBe('Out of season')
    expect(order.timeline.map((e) => [e.status, e.actorRole])).toEqual([
      ['pending', 'reseller'],
      ['declined', 'brand'],
    ])
    // A declined order cannot be cancelled or accepted afterwards.
    expect((await cancel(id)).status).toBe(409)
    expect((await step(id, { status: 'accepted' })).status).toBe(409)
  })

  test('two cancellations at once: one wins, the stock returns once', async () => {
    const before = await stockOf(widget.id)
    const id = await placeOrder()
    const answers = await Promise.all([cancel(id), cancel(id, reseller.cookie, { reason: 'Dup' })])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    expect(await stockOf(widget.id)).toBe(before)
    const order = await details(id)
    expect(order.status).toBe('cancelled')
    expect(order.timeline.filter((e) => e.status === 'cancelled')).toHaveLength(1)
  })

  test('an accepted order can no longer be cancelled, and its stock stays taken', async () => {
    const id = await placeOrder()
    const taken = await stockOf(widget.id)
    expect((await step(id, { status: 'accepted' })).status).toBe(200)
    const refused = await cancel(id)
    expect(refused.status).toBe(409)
    expect((await bodyOf(refused)).message).toBe(
      'This order is Accepted: only a pending order can be cancelled.',
    )
    expect(await stockOf(widget.id)).toBe(taken)
  })

  test("another reseller's cancel and another brand's decline find no order", async () => {
    const id = await placeOrder()
    expect((await cancel(id, otherReseller.cookie)).status).toBe(404)
    const [otherBrand] = await signedInUsers(t, 'brand')
    expect((await step(id, { status: 'declined', reason: 'x' }, otherBrand.cookie)).status).toBe(
      404,
    )
    expect((await details(id)).status).toBe('pending')
  })
})

describe('shipping with tracking, live and on the timeline', () => {
  test('accept → processing → shipped (UPS link worked out) → delivered, each published live', async () => {
    const id = await placeOrder()
    const events: LiveEvent[] = []
    const stop = t.deps.live.subscribe(reseller.id, (e) => events.push(e))
    try {
      expect((await step(id, { status: 'processing' })).status).toBe(409) // accept first
      expect((await step(id, { status: 'accepted' })).status).toBe(200)
      expect((await step(id, { status: 'processing' })).status).toBe(200)
      const noTracking = await step(id, { status: 'shipped', carrier: 'UPS' })
      expect(noTracking.status).toBe(400)
      const unknownCarrier = await step(id, {
        status: 'shipped',
        carrier: 'Pony Express',
        trackingNumber: 'PX-1',
      })
      expect(unknownCarrier.status).toBe(400)
      expect((await bodyOf(unknownCarrier)).message).toBe(L.trackingUrlRequired('Pony Express'))
      const shipped = await step(id, {
        status: 'shipped',
        carrier: 'UPS',
        trackingNumber: '1Z999AA10123456784',
      })
      expect(shipped.status).toBe(200)
      expect((await step(id, { status: 'delivered' })).status).toBe(200)
    } finally {
      stop()
    }
    expect(events.filter((e) => e.kind === 'order.updated').map((e) => e.data?.status)).toEqual([
      'accepted',
      'processing',
      'shipped',
      'delivered',
    ])

    const order = await details(id)
    expect(order.tracking).toEqual({
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    })
    expect(order.timeline.map((e) => e.status)).toEqual([
      'pending',
      'accepted',
      'processing',
      'shipped',
      'delivered',
    ])
    expect(order.timeline[3]!.note).toBe('UPS 1Z999AA10123456784')
    // The brand's view has the same timeline.
    const brandView = await get(t.app, `/api/brand/orders/${id}`, { cookie: brandCookie })
    const brandOrder = (await bodyOf<{ order: Details }>(brandView)).order
    expect(brandOrder.timeline.map((e) => e.status)).toEqual(order.timeline.map((e) => e.status))
  })

  test('another carrier ships with the https tracking link the brand gives', async () => {
    const id = await placeOrder()
    await step(id, { status: 'accepted' })
    await step(id, { status: 'processing' })
    const http = await step(id, {
      status: 'shipped',
      carrier: 'Pony Express',
      trackingNumber: 'PX-2',
      trackingUrl: 'javascript:alert(1)',
    })
    expect(http.status).toBe(400)
    expect((await bodyOf(http)).message).toBe(L.trackingUrlInvalid)
    const ok = await step(id, {
      status: 'shipped',
      carrier: 'Pony Express',
      trackingNumber: 'PX-2',
      trackingUrl: 'https://pony.example/track/PX-2',
    })
    expect(ok.status).toBe(200)
    expect((await details(id)).tracking?.trackingUrl).toBe('https://pony.example/track/PX-2')
  })
})

describe('mails to the other party, through their notification switches', () => {
  test('accept, decline and ship are mailed to the reseller; cancel to the brand', async () => {
    const [buyer] = await signedInUsers(t, 'reseller')
    const brand = await orderableBrand(
      t.deps,
      [buyer.id],
      [{ name: 'Lamp', wholesalePrice: '50.00', stock: 50 }],
    )
    const cookie = await signIn(t.app, brand.owner)
    const order = async () => {
      const r = await post(
        t.app,
        '/api/reseller/orders',
        { brandId: brand.entry.id, items: [{ productId: brand.products[0]!.id, quantity: 5 }] },
        { cookie: buyer.cookie },
      )
      return (await bodyOf<{ order: { id: string } }>(r)).order.id
    }
    const a = await order()
    await step(a, { status: 'accepted' }, cookie)
    await step(a, { status: 'processing' }, cookie)
    await step(a, { status: 'shipped', carrier: 'FedEx', trackingNumber: '7777' }, cookie)
    const b = await order()
    await step(b, { status: 'declined', reason: 'Discontinued colour' }, cookie)
    const c = await order()
    expect((await cancel(c, buyer.cookie, { reason: 'Ordered twice' })).status).toBe(200)

    const toBuyer = await mailsTo(t.deps, buyer.email)
    expect(toBuyer.map((m) => m.kind)).toEqual([
      'order_accepted',
      'order_processing',
      'order_shipped',
      'order_declined',
    ])
    const shippedMail = toBuyer[2]!
    expect(shippedMail.text).toContain('https://www.fedex.com/fedextrack/?trknbr=7777')
    expect(shippedMail.text).toContain('100 Warehouse Way')
    expect(toBuyer[3]!.text).toContain('Discontinued colour')
    const toBrand = (await mailsTo(t.deps, brand.owner.email)).filter((m) =>
      m.kind.startsWith('order_'),
    )
    expect(toBrand.map((m) => m.kind)).toEqual(['order_cancelled'])
    expect(toBrand[0]!.text).toContain('Ordered twice')
  })

  test("a reseller's Order Updates switch and a brand's New Orders switch stop the mails", async () => {
    const [buyer] = await signedInUsers(t, 'reseller')
    const brand = await orderableBrand(
      t.deps,
      [buyer.id],
      [{ name: 'Chair', wholesalePrice: '50.00', stock: 50 }],
    )
    const cookie = await signIn(t.app, brand.owner)
    await t.deps.db
      .insert(notificationPreferences)
      .values({ userId: buyer.id, orderUpdates: false })
    await saveNotificationPreferences(t.deps.db, brand.owner.id, {
      emailNotifications: true,
      newResellerApplications: true,
      newOrders: false,
      inventoryAlerts: true,
      mapViolations: true,
    })
    const place = async () =>
      (
        await bodyOf<{ order: { id: string } }>(
          await post(
            t.app,
            '/api/reseller/orders',
            { brandId: brand.entry.id, items: [{ productId: brand.products[0]!.id, quantity: 5 }] },
            { cookie: buyer.cookie },
          ),
        )
      ).order.id
    const a = await place()
    expect((await step(a, { status: 'accepted' }, cookie)).status).toBe(200)
    const b = await place()
    expect((await cancel(b, buyer.cookie)).status).toBe(200)
    expect(await mailsTo(t.deps, buyer.email)).toEqual([])
    expect(
      (await mailsTo(t.deps, brand.owner.email)).filter((m) => m.kind.startsWith('order_')),
    ).toEqual([])
    // Switched back on (master switch stays on), the next step is mailed.
    await t.deps.db
      .update(notificationPreferences)
      .set({ orderUpdates: true })
      .where(eq(notificationPreferences.userId, buyer.id))
    await step(a, { status: 'processing' }, cookie)
    expect((await mailsTo(t.deps, buyer.email)).map((m) => m.kind)).toEqual(['order_processing'])
  })
})

describe('addresses', () => {
  const address = {
    kind: 'shipping',
    name: 'Sam Shipper',
    line1: '1 Dock Road',
    city: 'Austin',
    region: 'TX',
    postalCode: '73301',
    country: 'us',
  }

  test('the book: add, default, edit, remove; another reseller cannot touch it', async () => {
    const [owner] = await signedInUsers(t, 'reseller')
    const first = await post(t.app, '/api/reseller/addresses', address, { cookie: owner.cookie })
    expect(first.status).toBe(201)
    const a = (
      await bodyOf<{ address: { id: string; isDefault: boolean; country: string } }>(first)
    ).address
    expect(a.isDefault).toBe(true) // the first of its kind
    expect(a.country).toBe('US')
    const second = await post(
      t.app,
      '/api/reseller/addresses',
      { ...address, line1: '2 Dock Road', isDefault: true },
      { cookie: owner.cookie },
    )
    const b = (await bodyOf<{ address: { id: string } }>(second)).address
    const list = async () =>
      (
        await bodyOf<{ addresses: { id: string; isDefault: boolean }[] }>(
          await get(t.app, '/api/reseller/addresses', { cookie: owner.cookie }),
        )
      ).addresses
    expect((await list()).filter((x) => x.isDefault).map((x) => x.id)).toEqual([b.id])

    const bad = await post(
      t.app,
      '/api/reseller/addresses',
      { ...address, country: 'USA', city: 'A\u0000' },
      { cookie: owner.cookie },
    )
    expect(bad.status).toBe(400)

    for (const [method, path] of [
      ['PUT', `/api/reseller/addresses/${a.id}`],
      ['DELETE', `/api/reseller/addresses/${a.id}`],
    ] as const) {
      const r = await send(t.app, method, path, {
        cookie: otherReseller.cookie,
        json: method === 'PUT' ? address : undefined,
      })
      expect(r.status).toBe(404)
    }
    expect(
      (
        await bodyOf<{ addresses: unknown[] }>(
          await get(t.app, '/api/reseller/addresses', { cookie: otherReseller.cookie }),
        )
      ).addresses.some((x) => (x as { id: string }).id === a.id),
    ).toBe(false)

    // Removing the default hands it to the remaining address.
    const removed = await send(t.app, 'DELETE', `/api/reseller/addresses/${b.id}`, {
      cookie: owner.cookie,
    })
    expect(removed.status).toBe(200)
    expect((await list()).map((x) => [x.id, x.isDefault])).toEqual([[a.id, true]])
  })

  test('the order keeps its copy of the ship-to address; another reseller’s address is refused', async () => {
    const own = await addAddress(t.deps, reseller.id, {
      isDefault: false,
      line1: '9 Copy Lane',
      city: 'Boise',
    })
    const theirs = await addAddress(t.deps, otherReseller.id, { isDefault: false })
    const refused = await post(
      t.app,
      '/api/reseller/orders',
      {
        brandId: brandEntryId,
        shipToAddressId: theirs!.id,
        items: [{ productId: widget.id, quantity: 5 }],
      },
      { cookie: reseller.cookie },
    )
    expect(refused.status).toBe(400)
    expect((await bodyOf(refused)).message).toBe(L.unknownAddress)

    const id = await placeOrder(reseller, own!.id)
    await send(t.app, 'PUT', `/api/reseller/addresses/${own!.id}`, {
      cookie: reseller.cookie,
      json: { ...address, line1: '10 Changed Street' },
    })
    const order = await details(id)
    expect(order.shipTo?.line1).toBe('9 Copy Lane')
    const [row] = await t.deps.db.select().from(orders).where(eq(orders.id, id))
    expect(row!.shipTo?.city).toBe('Boise')
  })

  test('without any ship-to address the order is refused and nothing is taken', async () => {
    const [bare] = await signedInUsers(t, 'reseller')
    const brand = await orderableBrand(t.deps, [], [{ wholesalePrice: '50.00', stock: 9 }])
    const { allocate } = await import('#testing/brands-directory.ts')
    await allocate(t.deps, brand.entry.id, bare.id)
    const r = await post(
      t.app,
      '/api/reseller/orders',
      { brandId: brand.entry.id, items: [{ productId: brand.products[0]!.id, quantity: 5 }] },
      { cookie: bare.cookie },
    )
    expect(r.status).toBe(400)
    expect((await bodyOf(r)).message).toBe(L.checkoutNoAddress)
    expect(await stockOf(brand.products[0]!.id)).toBe(9)
  })
})

describe('documents', () => {
  test('invoice and packing slip: the two parties and admins, nobody else', async () => {
    const id = await placeOrder()
    const path = (kind: string) => `/api/orders/${id}/documents/${kind}`
    const invoice = await get(t.app, path('invoice'), { cookie: reseller.cookie })
    expect(invoice.status).toBe(200)
    expect(invoice.headers.get('content-type')).toBe('application/pdf')
    const lines = await pdfLines(new Uint8Array(await invoice.arrayBuffer()))
    expect(lines).toContain('INVOICE')
    expect(lines).toContain('100 Warehouse Way')
    expect(lines.some((l) => l.startsWith('Widget'))).toBe(true)
    expect(lines).toContain('Total $160.00')

    const slip = await get(t.app, path('packing-slip'), { cookie: brandCookie })
    expect(slip.status).toBe(200)
    const slipLines = await pdfLines(new Uint8Array(await slip.arrayBuffer()))
    expect(slipLines).toContain('PACKING SLIP')
    expect(slipLines.some((l) => l.includes('$'))).toBe(false)

    expect((await get(t.app, path('invoice'), { cookie: admin.cookie })).status).toBe(200)
    expect((await get(t.app, path('invoice'), { cookie: otherReseller.cookie })).status).toBe(404)
    const [otherBrand] = await signedInUsers(t, 'brand')
    expect((await get(t.app, path('invoice'), { cookie: otherBrand.cookie })).status).toBe(404)
    expect((await get(t.app, path('invoice'))).status).toBe(401)
    expect((await get(t.app, path('receipt'), { cookie: reseller.cookie })).status).toBe(400)
  })
})

describe('reorder', () => {
  test('the same lines at current prices and stock, with what changed', async () => {
    const [buyer] = await signedInUsers(t, 'reseller')
    const brand = await orderableBrand(
      t.deps,
      [buyer.id],
      [
        { name: 'Mug', wholesalePrice: '10.00', stock: 100 },
        { name: 'Plate', wholesalePrice: '10.00', stock: 100 },
        { name: 'Bowl', wholesalePrice: '10.00', stock: 100 },
      ],
    )
    const [mug, plate, bowl] = brand.products
    const placed = await post(
      t.app,
      '/api/reseller/orders',
      {
        brandId: brand.entry.id,
        items: [
          { productId: mug!.id, quantity: 10 },
          { productId: plate!.id, quantity: 10 },
          { productId: bowl!.id, quantity: 10 },
        ],
      },
      { cookie: buyer.cookie },
    )
    const id = (await bodyOf<{ order: { id: string } }>(placed)).order.id
    await t.deps.db
      .update(products)
      .set({ wholesalePrice: '12.00' })
      .where(eq(products.id, mug!.id))
    await t.deps.db.update(products).set({ stock: 4 }).where(eq(products.id, plate!.id))
    await t.deps.db
      .update(products)
      .set({ approvalStatus: 'rejected' })
      .where(eq(products.id, bowl!.id))

    const r = await post(t.app, `/api/reseller/orders/${id}/reorder`, {}, { cookie: buyer.cookie })
    expect(r.status).toBe(200)
    const { reorder } = await bodyOf<{
      reorder: { brandEntryId: string; lines: unknown[]; changes: string[] }
    }>(r)
    expect(reorder.brandEntryId).toBe(brand.entry.id)
    expect(reorder.lines).toEqual([
      { productId: mug!.id, quantity: 10 },
      { productId: plate!.id, quantity: 4 },
    ])
    expect(reorder.changes).toEqual(
      expect.arrayContaining([
        'Bowl is no longer available.',
        'Mug: price changed from $10.00 to $12.00.',
        'Only 4 of Plate in stock (you ordered 10).',
      ]),
    )
    expect(
      (
        await post(
          t.app,
          `/api/reseller/orders/${id}/reorder`,
          {},
          { cookie: otherReseller.cookie },
        )
      ).status,
    ).toBe(404)
  })
})
