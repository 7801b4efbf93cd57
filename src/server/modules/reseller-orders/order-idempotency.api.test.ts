/**
 * An order's Idempotency-Key: a retry after a lost answer (a proxy's time-out) with
 * the same key from the same reseller gets the first order's answer, marked Idempotent-Replayed,
 * and places nothing: no second order, no second stock move, no second mail. The key is taken
 * first in the placing transaction, so two requests at once with one key place one order too.
 * The same key with another order is refused (422), and the key is the reseller's own.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { RESELLER_ORDER_TEXTS as T } from '#shared/reseller-order-texts.ts'
import type { PlacedOrder } from '#shared/schemas/reseller-orders.ts'
import { mailOutbox, orders, products } from '#server/db/schema/index.ts'
import { bodyOf, post } from '#testing/http.ts'
import { orderableBrand } from '#testing/orders.ts'
import { signedInUsers, type Session } from '#testing/sessions.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
let reseller: Session
let other: Session

beforeAll(async () => {
  t = await createTestApp()
  ;[reseller, other] = await signedInUsers(t, 'reseller', 'reseller')
})
afterAll(async () => {
  await t?.close()
})

const catalog = () =>
  orderableBrand(
    t.deps,
    [reseller.id, other.id],
    [{ name: 'Keyed Lamp', wholesalePrice: '20.00', stock: 40 }],
  )

const order = (cookie: string, body: unknown, key?: string) =>
  post(t.app, '/api/reseller/orders', body, {
    cookie,
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  })

const ordersOf = (brandUserId: string) =>
  t.deps.db.select().from(orders).where(eq(orders.brandId, brandUserId))
const stockOf = async (id: string) =>
  (await t.deps.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!
    .stock
const newOrderMails = (to: string) =>
  t.deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'new_order')))

describe('an order with an Idempotency-Key', () => {
  test('sent twice, one after the other: one order, the first answer replayed', async () => {
    const {
      owner,
      entry,
      products: [lamp],
    } = await catalog()
    const body = { brandId: entry.id, items: [{ productId: lamp!.id, quantity: 5 }] }
    const key = crypto.randomUUID()

    const first = await order(reseller.cookie, body, key)
    expect(first.status).toBe(201)
    expect(first.headers.get('Idempotent-Replayed')).toBeNull()
    const placed = await bodyOf<{ order: PlacedOrder }>(first)

    const again = await order(reseller.cookie, body, key)
    expect(again.status).toBe(201)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await bodyOf(again)).toEqual(placed)

    expect(await ordersOf(owner.id)).toHaveLength(1)
    expect(await stockOf(lamp!.id)).toBe(35)
    expect(await newOrderMails(owner.email)).toHaveLength(1)
  })

  test('sent twice at once: one order and one stock move', async () => {
    const {
      owner,
      entry,
      products: [lamp],
    } = await catalog()
    const body = { brandId: entry.id, items: [{ productId: lamp!.id, quantity: 5 }] }
    const key = crypto.randomUUID()
    const answers = await Promise.all([
      order(reseller.cookie, body, key),
      order(reseller.cookie, body, key),
      order(reseller.cookie, body, key),
    ])
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201])
    expect(answers.filter((a) => a.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(2)
    const ids = await Promise.all(
      answers.map(async (a) => (await bodyOf<{ order: PlacedOrder }>(a)).order.id),
    )
    expect(new Set(ids).size).toBe(1)
    expect(await ordersOf(owner.id)).toHaveLength(1)
    expect(await stockOf(lamp!.id)).toBe(35)
    expect(await newOrderMails(owner.email)).toHaveLength(1)
  })

  test('the same key with another order is refused with 422 and places nothing', async () => {
    const {
      owner,
      entry,
      products: [lamp],
    } = await catalog()
    const key = crypto.randomUUID()
    const body = { brandId: entry.id, items: [{ productId: lamp!.id, quantity: 5 }] }
    expect((await order(reseller.cookie, body, key)).status).toBe(201)
    const changed = await order(
      reseller.cookie,
      { ...body, items: [{ productId: lamp!.id, quantity: 6 }] },
      key,
    )
    expect(changed.status).toBe(422)
    expect(await bodyOf(changed)).toMatchObject({
      code: 'IDEMPOTENCY_KEY_MISMATCH',
      message: T.idempotencyKeyMismatch,
    })
    expect(await ordersOf(owner.id)).toHaveLength(1)
    expect(await stockOf(lamp!.id)).toBe(35)
  })

  test("a key is the reseller's own: another reseller's order with it is its own order", async () => {
    const {
      owner,
      entry,
      products: [lamp],
    } = await catalog()
    const key = crypto.randomUUID()
    const body = { brandId: entry.id, items: [{ productId: lamp!.id, quantity: 5 }] }
    const mine = await bodyOf<{ order: PlacedOrder }>(await order(reseller.cookie, body, key))
    const theirs = await order(other.cookie, body, key)
    expect(theirs.status).toBe(201)
    expect(theirs.headers.get('Idempotent-Replayed')).toBeNull()
    expect((await bodyOf<{ order: PlacedOrder }>(theirs)).order.id).not.toBe(mine.order.id)
    expect(await ordersOf(owner.id)).toHaveLength(2)
  })

  test('a refused attempt keeps nothing: the retry with its key is placed once the cart is right', async () => {
    const {
      owner,
      entry,
      products: [lamp],
    } = await catalog()
    const key = crypto.randomUUID()
    const tooMany = { brandId: entry.id, items: [{ productId: lamp!.id, quantity: 41 }] }
    expect((await order(reseller.cookie, tooMany, key)).status).toBe(409)
    // Stock came in meanwhile: the same request now succeeds, as a first answer.
    await t.deps.db.update(products).set({ stock: 50 }).where(eq(products.id, lamp!.id))
    const retried = await order(reseller.cookie, tooMany, key)
    expect(retried.status).toBe(201)
    expect(retried.headers.get('Idempotent-Replayed')).toBeNull()
    expect(await ordersOf(owner.id)).toHaveLength(1)
  })

  test('an empty, too long or unprintable key is a 400', async () => {
    const {
      entry,
      products: [lamp],
    } = await catalog()
    const body = { brandId: entry.id, items: [{ productId: lamp!.id, quantity: 5 }] }
    for (const key of ['', 'x'.repeat(101), 'has space']) {
      const response = await order(reseller.cookie, body, key)
      expect(response.status).toBe(400)
      expect(await bodyOf(response)).toMatchObject({ code: 'INVALID_IDEMPOTENCY_KEY' })
    }
  })
})
