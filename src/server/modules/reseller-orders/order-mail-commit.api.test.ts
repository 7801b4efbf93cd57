/**
 * An order and its mail commit together: the 'New order' mail is written in the
 * order's transaction, so a database fault while writing it rolls the order back (the reseller
 * is told to retry: 503 with Retry-After, never a 500) instead of keeping an order whose brand
 * is never told; and a committed order always has its mail. The same holds for a status step
 * and its mail to the other party. The fault is a trigger on mail_outbox that raises a
 * connection-class error, as a database going away mid-transaction does.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { mailOutbox, orderEvents, orders, products } from '#server/db/schema/index.ts'
import { rowsOf } from '#server/modules/brand-dashboard/sql-rows.ts'
import { signIn } from '#testing/factories.ts'
import { bodyOf, patch, post } from '#testing/http.ts'
import { orderableBrand } from '#testing/orders.ts'
import { signedInUsers, type Session } from '#testing/sessions.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
let reseller: Session

beforeAll(async () => {
  t = await createTestApp()
  ;[reseller] = await signedInUsers(t, 'reseller')
  await t.deps.db.execute(sql`create function test_mail_outbox_down() returns trigger
    language plpgsql as $$
    begin
      raise exception 'terminating connection: the mail outbox is unreachable'
        using errcode = '08006';
    end $$`)
})
afterEach(async () => {
  await t.deps.db.execute(sql`drop trigger if exists test_mail_outbox_down on mail_outbox`)
})
afterAll(async () => {
  await t?.close()
})

const breakTheOutbox = () =>
  t.deps.db.execute(sql`create trigger test_mail_outbox_down before insert on mail_outbox
    for each row execute function test_mail_outbox_down()`)

const catalog = () =>
  orderableBrand(
    t.deps,
    [reseller.id],
    [{ name: 'Atomic Vase', wholesalePrice: '20.00', stock: 30 }],
  )

const place = (brandId: string, productId: string) =>
  post(
    t.app,
    '/api/reseller/orders',
    { brandId, items: [{ productId, quantity: 5 }] },
    { cookie: reseller.cookie },
  )

const ordersOf = (brandUserId: string) =>
  t.deps.db.select().from(orders).where(eq(orders.brandId, brandUserId))
const stockOf = async (id: string) =>
  (await t.deps.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!
    .stock
const mailsOf = (to: string, kind: string) =>
  t.deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)))

describe("an order's mail", () => {
  test('that cannot be written rolls the order back: 503 with Retry-After, no order, stock kept', async () => {
    const {
      owner,
      entry,
      products: [vase],
    } = await catalog()
    await breakTheOutbox()
    const response = await place(entry.id, vase!.id)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBeTruthy()
    const body = await bodyOf<Record<string, unknown>>(response)
    expect(body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' })
    expect(JSON.stringify(body)).not.toMatch(/stack|mail_outbox|at .*\.ts/)
    expect(await ordersOf(owner.id)).toHaveLength(0)
    expect(await stockOf(vase!.id)).toBe(30)
  })

  test('commits with the order: the committed order has its mail row, written in its transaction', async () => {
    const {
      owner,
      entry,
      products: [vase],
    } = await catalog()
    const response = await place(entry.id, vase!.id)
    expect(response.status).toBe(201)
    const [placed] = await ordersOf(owner.id)
    const [mail] = await mailsOf(owner.email, 'new_order')
    expect(mail).toBeDefined()
    expect(mail!.text).toContain('Atomic Vase')
    // One transaction: both rows carry its id (xmin).
    const [writers] = await rowsOf<{ same: boolean }>(
      t.deps.db,
      sql`select (select xmin::text from orders where id = ${placed!.id}) =
                 (select xmin::text from mail_outbox where id = ${mail!.id}) as same`,
    )
    expect(writers?.same).toBe(true)
  })

  test("of a status step that cannot be written rolls the step back: the brand's accept is not kept", async () => {
    const {
      owner,
      entry,
      products: [vase],
    } = await catalog()
    const placed = await place(entry.id, vase!.id)
    const { order } = await bodyOf<{ order: { id: string } }>(placed)
    await breakTheOutbox()
    const accept = await patch(
      t.app,
      `/api/brand/orders/${order.id}/status`,
      { status: 'accepted' },
      { cookie: await signIn(t.app, owner) },
    )
    expect(accept.status).toBe(503)
    const [row] = await ordersOf(owner.id)
    expect(row!.status).toBe('pending')
    const events = await t.deps.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
    expect(events.map((e) => e.status)).toEqual(['pending'])
  })
})
