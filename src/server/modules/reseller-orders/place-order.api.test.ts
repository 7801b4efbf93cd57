import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { RESELLER_PRODUCTS_LIMIT } from '#shared/brand-inventory-texts.ts'
import { RESELLER_ORDER_TEXTS as T } from '#shared/reseller-order-texts.ts'
import type { PlacedOrder } from '#shared/schemas/reseller-orders.ts'
import {
  brandAuthorizations,
  brandsDirectory,
  orderItems,
  orders,
  products,
} from '#server/db/schema/index.ts'
import type { LiveEvent } from '#server/lib/live/live-bus.ts'
import { changeAuthorizationStatus } from '#server/modules/authorizations/change-authorization-status.ts'
import { grantAuthorization } from '#server/modules/authorizations/grant-authorization.ts'
import { insertProduct } from '#testing/brand-products.ts'
import { mailsTo } from '#testing/factories.ts'
import { bodyOf, get, post } from '#testing/http.ts'
import { addAddress, orderableBrand } from '#testing/orders.ts'
import { insertApplication } from '#testing/reseller-brands.ts'
import { signedInUsers, type Session } from '#testing/sessions.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { saveNotificationPreferences } from '../brand-settings/notification-preferences.ts'
import { changeOrderStatus } from '../brand-orders/change-order-status.ts'

let t: TestApp
let admin: Session
let brandUser: Session
let reseller: Session
let outsider: Session

beforeAll(async () => {
  t = await createTestApp()
  ;[admin, brandUser, reseller, outsider] = await signedInUsers(
    t,
    'admin',
    'brand',
    'reseller',
    'reseller',
  )
  // Issue 15: an order ships to an address of the reseller's book (its default here).
  for (const r of [reseller, outsider]) await addAddress(t.deps, r.id)
})

afterAll(async () => {
  await t?.close()
})

type Items = { productId: string; quantity: number }[]

const order = (cookie: string, brandId: string, items: unknown) =>
  post(t.app, '/api/reseller/orders', { brandId, items }, { cookie })

const stockOf = async (id: string) =>
  (await t.deps.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!
    .stock

const ordersOf = (brandUserId: string) =>
  t.deps.db.select().from(orders).where(eq(orders.brandId, brandUserId))

/** Lowest wholesale $20.00, so the minimum order is 5 × $20.00 = $100.00. */
const boundaryCatalog = () =>
  orderableBrand(
    t.deps,
    [reseller.id],
    [
      { name: 'Base Tile', wholesalePrice: '20.00', stock: 50 },
      { name: 'Odd Tile', wholesalePrice: '33.33', stock: 50 },
    ],
  )

describe('the minimum order (001 §2.4: 5 × the lowest wholesale price)', () => {
  test('one cent below is refused with the minimum and the shortfall; exactly the minimum passes', async () => {
    const {
      owner,
      entry,
      products: [base, odd],
    } = await boundaryCatalog()

    const below = await order(reseller.cookie, entry.id, [{ productId: odd!.id, quantity: 3 }])
    expect(below.status).toBe(400)
    const refusal = await bodyOf<{ code: string; message: string }>(below)
    expect(refusal.code).toBe('ORDER_BELOW_MINIMUM')
    expect(refusal.message).toBe(
      'The minimum order for this brand is $100.00. Add $0.01 more to place this order.',
    )
    expect(refusal.message).toContain('$100.00')
    expect(refusal.message).toContain('$0.01')
    expect(await ordersOf(owner.id)).toHaveLength(0)
    expect(await stockOf(odd!.id)).toBe(50)

    const exact = await order(reseller.cookie, entry.id, [{ productId: base!.id, quantity: 5 }])
    expect(exact.status).toBe(201)
    const { order: placed } = await bodyOf<{ order: PlacedOrder }>(exact)
    expect(placed).toMatchObject({ brandId: entry.id, status: 'pending', totalAmount: '100.00' })
    expect(await stockOf(base!.id)).toBe(45)
  })

  test('a brand without approved products has nothing to order', async () => {
    const { entry } = await orderableBrand(t.deps, [reseller.id], [])
    const pending = await insertProduct(t.deps, (await orderableBrand(t.deps, [], [])).owner.id, {
      approvalStatus: 'pending',
    })
    const response = await order(reseller.cookie, entry.id, [
      { productId: pending.id, quantity: 1 },
    ])
    expect(response.status).toBe(400)
    expect((await bodyOf(response)).message).toBe(T.unknownProducts([pending.id]))
  })
})

describe("the brand's wholesale terms (issue 13 item 5): opening order and reorder minimums", () => {
  /** Crates at $20.00 and penny parts at $0.01 (so any total can be made, and the spec's rule is $0.05). */
  const termsBrand = async (terms: {
    openingOrderMinimum: string | null
    reorderMinimum: string | null
  }) => {
    const catalog = await orderableBrand(
      t.deps,
      [reseller.id],
      [
        { name: 'Crate', wholesalePrice: '20.00', stock: 1000 },
        { name: 'Penny Part', wholesalePrice: '0.01', stock: 100_000 },
      ],
    )
    await t.deps.db
      .update(brandsDirectory)
      .set(terms)
      .where(eq(brandsDirectory.id, catalog.entry.id))
    return catalog
  }
  /** Crates and pennies adding up to exactly `cents`. */
  const itemsFor = (crate: string, penny: string, cents: number): Items => {
    const crates = Math.floor(cents / 2000)
    const pennies = cents - crates * 2000
    return [
      ...(crates > 0 ? [{ productId: crate, quantity: crates }] : []),
      ...(pennies > 0 ? [{ productId: penny, quantity: pennies }] : []),
    ]
  }
  const listedMinimum = async (entryId: string) =>
    (
      await bodyOf<{ minimum: { kind: string; amountCents: number; amount: string } }>(
        await get(t.app, `/api/reseller/brands/${entryId}/products`, { cookie: reseller.cookie }),
      )
    ).minimum

  /** The brand accepts (as its Orders screen does): the step that makes the next order a reorder. */
  const accept = (brandUserId: string, orderId: string) =>
    changeOrderStatus(t.deps, {
      orderId,
      actor: { userId: brandUserId, role: 'brand' },
      to: 'accepted',
    })

  test('the first order meets the opening minimum, the next ones the reorder minimum, to the cent', async () => {
    const {
      owner,
      entry,
      products: [crate, penny],
    } = await termsBrand({ openingOrderMinimum: '500.00', reorderMinimum: '150.00' })
    expect(await listedMinimum(entry.id)).toEqual({
      kind: 'opening',
      amountCents: 50_000,
      amount: '500.00',
    })

    const below = await order(reseller.cookie, entry.id, itemsFor(crate!.id, penny!.id, 49_999))
    expect(below.status).toBe(400)
    const refusal = await bodyOf<{ code: string; message: string }>(below)
    expect(refusal.code).toBe('ORDER_BELOW_MINIMUM')
    expect(refusal.message).toBe(
      `Opening orders with ${entry.name} start at $500.00. Add $0.01 more to place this order.`,
    )
    const opening = await order(reseller.cookie, entry.id, itemsFor(crate!.id, penny!.id, 50_000))
    expect(opening.status).toBe(201)
    await accept(owner.id, (await bodyOf<{ order: PlacedOrder }>(opening)).order.id)

    // The brand accepted it: from now on this reseller reorders.
    expect(await listedMinimum(entry.id)).toEqual({
      kind: 'reorder',
      amountCents: 15_000,
      amount: '150.00',
    })
    const short = await order(reseller.cookie, entry.id, itemsFor(crate!.id, penny!.id, 14_999))
    expect(short.status).toBe(400)
    expect((await bodyOf(short)).message).toBe(
      `Reorders with ${entry.name} start at $150.00. Add $0.01 more to place this order.`,
    )
    const reorder = await order(reseller.cookie, entry.id, itemsFor(crate!.id, penny!.id, 15_000))
    expect(reorder.status).toBe(201)
  })

  test('a cancelled opening order does not make the next order a reorder (the minimum cannot be bypassed)', async () => {
    const {
      entry,
      products: [crate, penny],
    } = await termsBrand({ openingOrderMinimum: '200.00', reorderMinimum: '20.00' })
    const small = () => order(reseller.cookie, entry.id, itemsFor(crate!.id, penny!.id, 3_000))
    expect((await small()).status).toBe(400)

    const opening = await order(reseller.cookie, entry.id, itemsFor(crate!.id, penny!.id, 20_000))
    expect(opening.status).toBe(201)
    const { order: placed } = await bodyOf<{ order: PlacedOrder }>(opening)
    const cancel = await post(
      t.app,
      `/api/reseller/orders/${placed.id}/cancel`,
      { reason: 'Changed my mind' },
      { cookie: reseller.cookie },
    )
    expect(cancel.status).toBe(200)

    // Still a new reseller: the order of $30.00 is below the opening minimum.
    expect(await listedMinimum(entry.id)).toMatchObject({ kind: 'opening', amount: '200.00' })
    const again = await small()
    expect(again.status).toBe(400)
    expect((await bodyOf(again)).message).toBe(
      `Opening orders with ${entry.name} start at $200.00. Add $170.00 more to place this order.`,
    )
  })

  test('a declined or a pending order does not make the next a reorder; an accepted one does', async () => {
    const {
      owner,
      entry,
      products: [crate, penny],
    } = await termsBrand({ openingOrderMinimum: '200.00', reorderMinimum: '20.00' })
    const place = async (cents: number) => {
      const response = await order(reseller.cookie, entry.id, itemsFor(crate!.id, penny!.id, cents))
      expect(response.status).toBe(201)
      return (await bodyOf<{ order: PlacedOrder }>(response)).order
    }
    const declined = await place(20_000)
    await changeOrderStatus(t.deps, {
      orderId: declined.id,
      actor: { userId: owner.id, role: 'brand' },
      to: 'declined',
      reason: 'Out of season',
    })
    expect(await listedMinimum(entry.id)).toMatchObject({ kind: 'opening' })

    const pending = await place(20_000)
    expect(await listedMinimum(entry.id)).toMatchObject({ kind: 'opening' })
    expect(
      (await order(reseller.cookie, entry.id, itemsFor(crate!.id, penny!.id, 3_000))).status,
    ).toBe(400)

    await accept(owner.id, pending.id)
    expect(await listedMinimum(entry.id)).toMatchObject({ kind: 'reorder', amount: '20.00' })
    expect(
      (await order(reseller.cookie, entry.id, itemsFor(crate!.id, penny!.id, 3_000))).status,
    ).toBe(201)
    // The reorder screen's check reads the same rule.
    const reorder = await bodyOf<{ reorder: { changes: string[] } }>(
      await post(
        t.app,
        `/api/reseller/orders/${pending.id}/reorder`,
        {},
        { cookie: reseller.cookie },
      ),
    )
    expect(reorder.reorder.changes).toEqual([])
  })

  test("a minimum the brand has not set is the spec's rule: 5 × the lowest wholesale price", async () => {
    const {
      owner,
      entry,
      products: [crate, penny],
    } = await termsBrand({ openingOrderMinimum: null, reorderMinimum: '300.00' })
    // The penny part is the lowest price: 5 × $0.01.
    expect(await listedMinimum(entry.id)).toEqual({
      kind: 'default',
      amountCents: 5,
      amount: '0.05',
    })
    const tiny = await order(reseller.cookie, entry.id, itemsFor(crate!.id, penny!.id, 4))
    expect(tiny.status).toBe(400)
    expect((await bodyOf(tiny)).message).toBe(
      'The minimum order for this brand is $0.05. Add $0.01 more to place this order.',
    )
    const first = await order(reseller.cookie, entry.id, itemsFor(crate!.id, penny!.id, 5))
    expect(first.status).toBe(201)
    await accept(owner.id, (await bodyOf<{ order: PlacedOrder }>(first)).order.id)
    // The reorder minimum is set: it applies once the brand accepted an order.
    expect(await listedMinimum(entry.id)).toMatchObject({ kind: 'reorder', amount: '300.00' })
    expect(
      (await order(reseller.cookie, entry.id, itemsFor(crate!.id, penny!.id, 29_999))).status,
    ).toBe(400)
  })

  test('a zero minimum lets any order through; the opening minimum is per reseller', async () => {
    const {
      entry,
      owner,
      products: [crate, penny],
    } = await termsBrand({ openingOrderMinimum: '0.00', reorderMinimum: '1000.00' })
    const first = await order(reseller.cookie, entry.id, itemsFor(crate!.id, penny!.id, 1))
    expect(first.status).toBe(201)
    await accept(owner.id, (await bodyOf<{ order: PlacedOrder }>(first)).order.id)
    // Another reseller, authorized too, still places an opening order.
    await grantAuthorization(t.deps.db, {
      brandId: entry.id,
      resellerId: outsider.id,
      marketplaces: [],
      grantedBy: 'brand',
      grantedByUserId: owner.id,
    })
    expect((await order(outsider.cookie, entry.id, itemsFor(crate!.id, penny!.id, 1))).status).toBe(
      201,
    )
    expect((await order(reseller.cookie, entry.id, itemsFor(crate!.id, penny!.id, 1))).status).toBe(
      400,
    )
  })

  test('orders at once before the brand accepted any are all opening orders', async () => {
    const {
      entry,
      products: [crate, penny],
    } = await termsBrand({ openingOrderMinimum: '100.00', reorderMinimum: '500.00' })
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        order(reseller.cookie, entry.id, itemsFor(crate!.id, penny!.id, 10_000)),
      ),
    )
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201])
  })
})

describe('the minimum the product list hands the cart', () => {
  test("comes from all the brand's approved products, not only the 500 listed", async () => {
    const { owner, entry } = await orderableBrand(t.deps, [reseller.id], [])
    await t.deps.db.insert(products).values(
      Array.from({ length: RESELLER_PRODUCTS_LIMIT }, (_, i) => ({
        brandId: owner.id,
        name: `A Listed ${String(i).padStart(3, '0')}`,
        sku: `LISTED-${entry.id.slice(0, 8)}-${i}`,
        price: '20.00',
        wholesalePrice: '10.00',
        stock: 5,
        approvalStatus: 'approved' as const,
      })),
    )
    // Sorted last by name, so past the list's limit: the cheapest product sets the minimum.
    await insertProduct(t.deps, owner.id, { name: 'Zz Cheapest', wholesalePrice: '1.00' })
    const listing = await bodyOf<{
      products: { name: string }[]
      minimum: { kind: string; amountCents: number }
    }>(await get(t.app, `/api/reseller/brands/${entry.id}/products`, { cookie: reseller.cookie }))
    expect(listing.products).toHaveLength(RESELLER_PRODUCTS_LIMIT)
    expect(listing.products.some((p) => p.name === 'Zz Cheapest')).toBe(false)
    expect(listing.minimum).toEqual({ kind: 'default', amountCents: 500, amount: '5.00' })
  })
})

describe("a product's trade terms (case pack and minimum quantity)", () => {
  /** Min 12 in cases of 6 at $10.00 (the brand minimum is 5 × $1.00 = $5.00, never in the way). */
  const termsCatalog = () =>
    orderableBrand(
      t.deps,
      [reseller.id],
      [
        { name: 'Sunrise Mug', wholesalePrice: '10.00', stock: 100, casePack: 6, minOrderQty: 12 },
        { name: 'Loose Spoon', wholesalePrice: '1.00', stock: 100 },
      ],
    )

  test('exactly the minimum passes; one case less is refused and nothing is written', async () => {
    const {
      owner,
      products: [mug],
      entry,
    } = await termsCatalog()
    const below = await order(reseller.cookie, entry.id, [{ productId: mug!.id, quantity: 6 }])
    expect(below.status).toBe(400)
    expect(await bodyOf(below)).toMatchObject({
      code: 'ORDER_BREAKS_TERMS',
      message: 'Order at least 12 of Sunrise Mug',
    })
    expect(await ordersOf(owner.id)).toHaveLength(0)
    expect(await stockOf(mug!.id)).toBe(100)

    const exact = await order(reseller.cookie, entry.id, [{ productId: mug!.id, quantity: 12 }])
    expect(exact.status).toBe(201)
    expect(await stockOf(mug!.id)).toBe(88)
  })

  test('one unit below the minimum and a non-multiple of the case pack are refused by name', async () => {
    const {
      owner,
      products: [mug, spoon],
      entry,
    } = await termsCatalog()
    const oneLess = await orderableBrand(
      t.deps,
      [reseller.id],
      [{ name: 'Tall Vase', wholesalePrice: '10.00', stock: 50, minOrderQty: 12 }],
    )
    const eleven = await order(reseller.cookie, oneLess.entry.id, [
      { productId: oneLess.products[0]!.id, quantity: 11 },
    ])
    expect(eleven.status).toBe(400)
    expect((await bodyOf(eleven)).message).toBe('Order at least 12 of Tall Vase')
    expect(await stockOf(oneLess.products[0]!.id)).toBe(50)

    // 15 is above the minimum but not whole cases; the valid spoon line is not ordered either.
    const odd = await order(reseller.cookie, entry.id, [
      { productId: spoon!.id, quantity: 10 },
      { productId: mug!.id, quantity: 15 },
    ])
    expect(odd.status).toBe(400)
    expect(await bodyOf(odd)).toMatchObject({
      code: 'ORDER_BREAKS_TERMS',
      message: 'Sunrise Mug comes in cases of 6: order 12, 18, 24…',
    })
    expect(await stockOf(mug!.id)).toBe(100)
    expect(await stockOf(spoon!.id)).toBe(100)
    expect(await ordersOf(owner.id)).toHaveLength(0)
  })

  test('lines of the same product are checked together: 6 + 6 is two cases and meets min 12', async () => {
    const {
      products: [mug],
      entry,
    } = await termsCatalog()
    const response = await order(reseller.cookie, entry.id, [
      { productId: mug!.id, quantity: 6 },
      { productId: mug!.id, quantity: 6 },
    ])
    expect(response.status).toBe(201)
    expect(await stockOf(mug!.id)).toBe(88)
  })

  test('null terms impose nothing: one unit of a product without terms is ordered', async () => {
    const {
      products: [cup],
      entry,
    } = await orderableBrand(
      t.deps,
      [reseller.id],
      [{ name: 'Plain Cup', wholesalePrice: '5.00', stock: 10, casePack: null, minOrderQty: null }],
    )
    // 5 × $5.00 meets the brand minimum; 5 is neither a case nor a minimum for this product.
    const response = await order(reseller.cookie, entry.id, [{ productId: cup!.id, quantity: 5 }])
    expect(response.status).toBe(201)
    expect(await stockOf(cup!.id)).toBe(5)
  })

  test("the reseller products list returns each product's terms and whether the brand takes orders", async () => {
    const { entry } = await termsCatalog()
    const response = await get(t.app, `/api/reseller/brands/${entry.id}/products`, {
      cookie: reseller.cookie,
    })
    expect(response.status).toBe(200)
    const body = await bodyOf<{
      brand: { isActive: boolean }
      products: { name: string; casePack: number | null; minOrderQty: number | null }[]
    }>(response)
    expect(body.brand.isActive).toBe(true)
    expect(body.products).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Sunrise Mug', casePack: 6, minOrderQty: 12 }),
        expect.objectContaining({ name: 'Loose Spoon', casePack: null, minOrderQty: null }),
      ]),
    )
  })
})

describe('an inactive brand (brands_directory.is_active = false)', () => {
  test('lists its catalog but refuses orders with 409, and stock is unchanged', async () => {
    const {
      owner,
      entry,
      products: [mug],
    } = await orderableBrand(
      t.deps,
      [reseller.id],
      [{ name: 'Resting Mug', wholesalePrice: '30.00', stock: 40 }],
    )
    await t.deps.db
      .update(brandsDirectory)
      .set({ isActive: false })
      .where(eq(brandsDirectory.id, entry.id))

    const listed = await get(t.app, `/api/reseller/brands/${entry.id}/products`, {
      cookie: reseller.cookie,
    })
    expect(listed.status).toBe(200)
    const body = await bodyOf<{ brand: { isActive: boolean }; products: unknown[] }>(listed)
    expect(body.brand.isActive).toBe(false)
    expect(body.products).toHaveLength(1)

    const response = await order(reseller.cookie, entry.id, [{ productId: mug!.id, quantity: 5 }])
    expect(response.status).toBe(409)
    expect(await bodyOf(response)).toMatchObject({
      code: 'ORDER_BRAND_INACTIVE',
      message: `${entry.name} is not taking orders right now`,
    })
    expect(await stockOf(mug!.id)).toBe(40)
    expect(await ordersOf(owner.id)).toHaveLength(0)

    // A reseller who may not see the entry still gets 404, not the 409 that would reveal it.
    const hidden = await order(outsider.cookie, entry.id, [{ productId: mug!.id, quantity: 5 }])
    expect(hidden.status).toBe(404)
  })
})

describe('placing an order', () => {
  test('uses the server prices, stores the order and its items, tells the brand live and by mail', async () => {
    const {
      owner,
      entry,
      products: [kettle, towel],
    } = await orderableBrand(
      t.deps,
      [reseller.id],
      [
        { name: 'Kettle', sku: 'K-1', wholesalePrice: '24.50', stock: 30 },
        { name: 'Towel', sku: 'T-1', wholesalePrice: '3.10', stock: 100 },
      ],
    )
    const events: LiveEvent[] = []
    const stops = [owner.id, reseller.id].map((id) =>
      t.deps.live.subscribe(id, (e) => events.push(e)),
    )
    const response = await order(reseller.cookie, entry.id, [
      { productId: kettle!.id, quantity: 4 },
      { productId: towel!.id, quantity: 7 },
      // A second line of the same product adds up.
      { productId: kettle!.id, quantity: 1 },
    ])
    stops.forEach((stop) => stop())
    expect(response.status).toBe(201)
    const { order: placed } = await bodyOf<{ order: PlacedOrder }>(response)
    // 5 × 24.50 + 7 × 3.10 = 122.50 + 21.70 = 144.20
    expect(placed.totalAmount).toBe('144.20')
    expect(placed.items).toHaveLength(2)
    expect(placed.items).toEqual(
      expect.arrayContaining([
        {
          productId: kettle!.id,
          productName: 'Kettle',
          sku: 'K-1',
          quantity: 5,
          unitPrice: '24.50',
          lineTotal: '122.50',
        },
        {
          productId: towel!.id,
          productName: 'Towel',
          sku: 'T-1',
          quantity: 7,
          unitPrice: '3.10',
          lineTotal: '21.70',
        },
      ]),
    )
    const [row] = await ordersOf(owner.id)
    expect(row).toMatchObject({
      id: placed.id,
      resellerId: reseller.id,
      status: 'pending',
      totalAmount: '144.20',
    })
    const items = await t.deps.db.select().from(orderItems).where(eq(orderItems.orderId, placed.id))
    expect(items.map((i) => [i.productName, i.quantity, i.unitPrice]).sort()).toEqual([
      ['Kettle', 5, '24.50'],
      ['Towel', 7, '3.10'],
    ])
    expect(await stockOf(kettle!.id)).toBe(25)
    expect(await stockOf(towel!.id)).toBe(93)

    // The brand's Orders page and the reseller's My Orders both hear of it.
    const created = events.filter((e) => e.kind === 'order.created')
    expect(created).toHaveLength(2)
    expect(created[0]).toEqual({
      kind: 'order.created',
      userIds: [owner.id, reseller.id],
      data: { orderId: placed.id },
    })

    // Stock changed: the brand's inventory and the allocated resellers' product pages re-read.
    const changed = events.filter((e) => e.kind === 'product.changed')
    expect(changed).toHaveLength(2)
    expect(changed[0]!.userIds).toEqual([owner.id, reseller.id])
    expect(changed[0]!.data).toEqual({ orderId: placed.id, brandEntryId: entry.id })

    const [mail] = await mailsTo(t.deps, owner.email)
    expect(mail!.kind).toBe('new_order')
    expect(mail!.subject).toBe(T.mailSubject(reseller.companyName))
    expect(mail!.text).toContain('$144.20')
    expect(mail!.text).toContain('Kettle: 5 × $24.50 = $122.50')

    // It is in the reseller's My Orders at once.
    const mine = await bodyOf<{ orders: { id: string; itemCount: number }[] }>(
      await t.app.request('/api/reseller/orders', { headers: { cookie: reseller.cookie } }),
    )
    expect(mine.orders.find((o) => o.id === placed.id)).toMatchObject({ itemCount: 2 })
  })

  test('a price or total sent by the client is refused, and nothing is ordered', async () => {
    const {
      owner,
      entry,
      products: [kettle],
    } = await orderableBrand(t.deps, [reseller.id], [{ wholesalePrice: '50.00', stock: 10 }])
    const withPrice = await order(reseller.cookie, entry.id, [
      { productId: kettle!.id, quantity: 5, unitPrice: '0.01' },
    ])
    expect(withPrice.status).toBe(400)
    const withTotal = await post(
      t.app,
      '/api/reseller/orders',
      { brandId: entry.id, items: [{ productId: kettle!.id, quantity: 5 }], totalAmount: '1.00' },
      { cookie: reseller.cookie },
    )
    expect(withTotal.status).toBe(400)
    expect(await ordersOf(owner.id)).toHaveLength(0)
    expect(await stockOf(kettle!.id)).toBe(10)
  })

  // A mail that cannot be written rolls the order back, and SMTP is never part of the request
  // (order-mail-commit.api.test.ts).
  test('a brand that switched order mails off gets none', async () => {
    const quiet = await orderableBrand(t.deps, [reseller.id], [{ wholesalePrice: '1.00' }])
    await saveNotificationPreferences(t.deps.db, quiet.owner.id, {
      emailNotifications: true,
      newResellerApplications: true,
      newOrders: false,
      inventoryAlerts: true,
      mapViolations: true,
    })
    const ok = await order(reseller.cookie, quiet.entry.id, [
      { productId: quiet.products[0]!.id, quantity: 5 },
    ])
    expect(ok.status).toBe(201)
    expect(await mailsTo(t.deps, quiet.owner.email)).toHaveLength(0)
    expect(await ordersOf(quiet.owner.id)).toHaveLength(1)
  })
})

describe('who may order from whom', () => {
  test('a reseller neither allocated nor approved gets 404, as for an unknown brand', async () => {
    const {
      owner,
      entry,
      products: [p],
    } = await orderableBrand(t.deps, [reseller.id], [{ wholesalePrice: '10.00' }])
    await insertApplication(t.deps, { resellerId: outsider.id, brandId: entry.id })
    const items = [{ productId: p!.id, quantity: 5 }]
    expect((await order(outsider.cookie, entry.id, items)).status).toBe(404)
    expect((await order(reseller.cookie, crypto.randomUUID(), items)).status).toBe(404)
    expect(await ordersOf(owner.id)).toHaveLength(0)
  })

  test("the brand's approval is enough without an admin's allocation; suspended, revoked or expired: 403 with why", async () => {
    const {
      entry,
      products: [p],
    } = await orderableBrand(t.deps, [], [{ wholesalePrice: '10.00' }])
    const application = await insertApplication(t.deps, {
      resellerId: outsider.id,
      brandId: entry.id,
    })
    const { authorization } = await grantAuthorization(t.deps.db, {
      brandId: entry.id,
      resellerId: outsider.id,
      marketplaces: [],
      grantedBy: 'brand',
      grantedByUserId: null,
      brandApplicationId: application.id,
    })
    const items = [{ productId: p!.id, quantity: 5 }]
    expect((await order(outsider.cookie, entry.id, items)).status).toBe(201)
    const stock = async () =>
      (
        await t.deps.db
          .select({ stock: products.stock })
          .from(products)
          .where(eq(products.id, p!.id))
      )[0]!.stock
    const before = await stock()
    for (const [change, reason] of [
      ['suspend', 'Selling below MAP'],
      ['revoke', 'Contract ended'],
    ] as const) {
      await changeAuthorizationStatus(t.deps.db, {
        brandId: entry.id,
        authorizationId: authorization.id,
        change,
        reason,
      })
      const refused = await order(outsider.cookie, entry.id, items)
      expect(refused.status).toBe(403)
      expect(String((await bodyOf(refused)).message)).toContain(reason)
    }
    await t.deps.db
      .update(brandAuthorizations)
      .set({
        status: 'active',
        startsAt: new Date(Date.now() - 86_400_000),
        endsAt: new Date(Date.now() - 1000),
      })
      .where(eq(brandAuthorizations.id, authorization.id))
    const expired = await order(outsider.cookie, entry.id, items)
    expect(expired.status).toBe(403)
    expect(String((await bodyOf(expired)).message)).toContain('expired')
    // Nothing was ordered while it was not in force.
    expect(await stock()).toBe(before)
  })

  test('brands and admins do not place orders', async () => {
    const {
      entry,
      products: [p],
    } = await orderableBrand(t.deps, [reseller.id], [{}])
    const items = [{ productId: p!.id, quantity: 10 }]
    expect((await order(brandUser.cookie, entry.id, items)).status).toBe(403)
    const asAdmin = await order(admin.cookie, entry.id, items)
    expect(asAdmin.status).toBe(403)
    expect((await bodyOf(asAdmin)).message).toBe(T.resellersOnly)
    expect((await post(t.app, '/api/reseller/orders', { brandId: entry.id, items })).status).toBe(
      401,
    )
  })

  test("another brand's product, an unapproved one and an unknown id are refused by name", async () => {
    const {
      entry,
      products: [own],
    } = await orderableBrand(t.deps, [reseller.id], [{ wholesalePrice: '10.00' }])
    const other = await orderableBrand(t.deps, [reseller.id], [{ wholesalePrice: '10.00' }])
    const unapproved = await insertProduct(t.deps, other.owner.id, { approvalStatus: 'rejected' })
    const unknown = crypto.randomUUID()
    const response = await order(reseller.cookie, entry.id, [
      { productId: own!.id, quantity: 5 },
      { productId: other.products[0]!.id, quantity: 5 },
      { productId: unknown, quantity: 1 },
    ])
    expect(response.status).toBe(400)
    const body = await bodyOf<{ code: string; message: string }>(response)
    expect(body.code).toBe('ORDER_UNKNOWN_PRODUCTS')
    expect(body.message).toContain(other.products[0]!.id)
    expect(body.message).toContain(unknown)
    expect(body.message).not.toContain(own!.id)

    const own2 = await order(reseller.cookie, other.entry.id, [
      { productId: unapproved.id, quantity: 5 },
    ])
    expect(own2.status).toBe(400)
    expect((await bodyOf(own2)).message).toBe(T.unknownProducts([unapproved.id]))
    expect(await stockOf(own!.id)).toBe(10)
  })
})

describe('bad input', () => {
  test.each<[string, unknown]>([
    ['zero', 0],
    ['negative', -3],
    ['fractional', 1.5],
    ['a string', '5'],
    ['above the cap', 100_001],
    ['missing', undefined],
  ])('a %s quantity is refused', async (_label, quantity) => {
    const {
      entry,
      products: [p],
    } = await orderableBrand(t.deps, [reseller.id], [{ wholesalePrice: '1.00', stock: 1_000_000 }])
    const response = await order(reseller.cookie, entry.id, [{ productId: p!.id, quantity }])
    expect(response.status).toBe(400)
    expect(await stockOf(p!.id)).toBe(1_000_000)
  })

  test('merged duplicate lines above the cap, NUL bytes, no items and a non-list are refused', async () => {
    const {
      entry,
      products: [p],
    } = await orderableBrand(t.deps, [reseller.id], [{ wholesalePrice: '1.00', stock: 1_000_000 }])
    const cases: [string, unknown][] = [
      [
        entry.id,
        [
          { productId: p!.id, quantity: 60_000 },
          { productId: p!.id, quantity: 60_000 },
        ],
      ],
      ['\u0000', [{ productId: p!.id, quantity: 5 }]],
      [entry.id, [{ productId: `${p!.id}\u0000`, quantity: 5 }]],
      [entry.id, []],
      [entry.id, 'everything'],
    ]
    for (const [brandId, items] of cases) {
      const response = await order(reseller.cookie, brandId, items)
      expect(response.status, JSON.stringify(items)).toBe(400)
      expect((await bodyOf(response)).message).toBeTruthy()
    }
    expect((await order(reseller.cookie, entry.id, [])).status).toBe(400)
    expect((await bodyOf(await order(reseller.cookie, entry.id, []))).message).toBe(T.noItems)
    expect(await stockOf(p!.id)).toBe(1_000_000)
  })
})

describe('stock', () => {
  test('more than is in stock is refused with what is left, and nothing changes', async () => {
    const {
      owner,
      entry,
      products: [cheap, lamp],
    } = await orderableBrand(
      t.deps,
      [reseller.id],
      [
        { name: 'Cheap', wholesalePrice: '1.00', stock: 100 },
        { name: 'Desk Lamp', wholesalePrice: '30.00', stock: 3 },
      ],
    )
    const response = await order(reseller.cookie, entry.id, [
      { productId: cheap!.id, quantity: 10 },
      { productId: lamp!.id, quantity: 4 },
    ])
    expect(response.status).toBe(409)
    expect((await bodyOf(response)).message).toBe('Only 3 left in stock for Desk Lamp')
    // The other line's stock was given back with the rollback.
    expect(await stockOf(cheap!.id)).toBe(100)
    expect(await stockOf(lamp!.id)).toBe(3)
    expect(await ordersOf(owner.id)).toHaveLength(0)
  })

  test('20 concurrent orders for the last 7 units: exactly 7 succeed and stock never goes below 0', async () => {
    const {
      owner,
      entry,
      products: [, last],
    } = await orderableBrand(
      t.deps,
      [reseller.id],
      [
        { name: 'Cheap', wholesalePrice: '1.00', stock: 100 },
        { name: 'Last Units', wholesalePrice: '10.00', stock: 7 },
      ],
    )
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        order(reseller.cookie, entry.id, [{ productId: last!.id, quantity: 1 }] satisfies Items),
      ),
    )
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(7)
    expect(statuses.filter((s) => s === 409)).toHaveLength(13)
    expect(await stockOf(last!.id)).toBe(0)
    const placed = await ordersOf(owner.id)
    expect(placed).toHaveLength(7)
    const lines = await t.deps.db
      .select({ quantity: orderItems.quantity })
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          placed.map((o) => o.id),
        ),
      )
    expect(lines.reduce((sum, l) => sum + l.quantity, 0)).toBe(7)
    const refused = responses.find((r) => r.status === 409)!
    expect((await bodyOf(refused)).message).toBe(T.outOfStock(0, 'Last Units'))
  })
  test('concurrent orders naming the same products in opposite orders never deadlock', async () => {
    const {
      entry,
      products: [a, b],
    } = await orderableBrand(
      t.deps,
      [reseller.id],
      [
        { name: 'A', wholesalePrice: '5.00', stock: 12 },
        { name: 'B', wholesalePrice: '5.00', stock: 12 },
      ],
    )
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        order(
          reseller.cookie,
          entry.id,
          i % 2 === 0
            ? [
                { productId: a!.id, quantity: 1 },
                { productId: b!.id, quantity: 4 },
              ]
            : [
                { productId: b!.id, quantity: 1 },
                { productId: a!.id, quantity: 4 },
              ],
        ),
      ),
    )
    expect(responses.every((r) => r.status === 201 || r.status === 409)).toBe(true)
    expect(await stockOf(a!.id)).toBeGreaterThanOrEqual(0)
    expect(await stockOf(b!.id)).toBeGreaterThanOrEqual(0)
    const placed = responses.filter((r) => r.status === 201).length
    expect(placed).toBeGreaterThan(0)
    expect((await stockOf(a!.id)) + (await stockOf(b!.id))).toBe(24 - placed * 5)
  })
})
