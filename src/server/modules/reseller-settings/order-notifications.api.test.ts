/**
 * Issue 15: the reseller's Email Notifications and Order Updates switches on its Settings. Off, the brand's steps on its
 * orders (accepted, processing, shipped...) send it no mail while the order still moves; on
 * again, the next step is mailed. Only the caller's own row changes, and a bad body is refused.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { RESELLER_NOTIFICATIONS_PATH as PATH } from '#shared/reseller-settings-texts.ts'
import { notificationPreferences } from '#server/db/schema/index.ts'
import { mailsTo, signIn } from '#testing/factories.ts'
import { bodyOf, get, patch, post } from '#testing/http.ts'
import { orderableBrand } from '#testing/orders.ts'
import { signedInUsers, type Session } from '#testing/sessions.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
let buyer: Session
let other: Session
let third: Session
let brandCookie: string
let brand: Awaited<ReturnType<typeof orderableBrand>>

beforeAll(async () => {
  t = await createTestApp()
  ;[buyer, other, third] = await signedInUsers(t, 'reseller', 'reseller', 'reseller')
  brand = await orderableBrand(
    t.deps,
    [buyer.id, other.id, third.id],
    [{ name: 'Lamp', wholesalePrice: '40.00', stock: 100 }],
  )
  brandCookie = await signIn(t.app, brand.owner)
})

afterAll(async () => {
  await t?.close()
})

const read = async (cookie: string) =>
  (
    await bodyOf<{ preferences: { emailNotifications: boolean; orderUpdates: boolean } }>(
      await get(t.app, PATH, { cookie }),
    )
  ).preferences

async function placeOrder(session: Session) {
  const response = await post(
    t.app,
    '/api/reseller/orders',
    { brandId: brand.entry.id, items: [{ productId: brand.products[0]!.id, quantity: 5 }] },
    { cookie: session.cookie },
  )
  expect(response.status, await response.clone().text()).toBe(201)
  return (await bodyOf<{ order: { id: string } }>(response)).order.id
}

const step = async (id: string, body: object) => {
  const response = await patch(t.app, `/api/brand/orders/${id}/status`, body, {
    cookie: brandCookie,
  })
  expect(response.status, await response.clone().text()).toBe(200)
}

const orderMailKinds = async (email: string) =>
  (await mailsTo(t.deps, email)).map((m) => m.kind).filter((k) => k.startsWith('order_'))

describe('the reseller’s Order Updates switch', () => {
  test('is on until saved, and off stops the mails about the orders’ steps', async () => {
    expect(await read(buyer.cookie)).toEqual({ emailNotifications: true, orderUpdates: true })

    const saved = await patch(t.app, PATH, { orderUpdates: false }, { cookie: buyer.cookie })
    expect(saved.status).toBe(200)
    expect(await bodyOf(saved)).toEqual({
      preferences: { emailNotifications: true, orderUpdates: false },
    })
    expect(await read(buyer.cookie)).toEqual({ emailNotifications: true, orderUpdates: false })

    const id = await placeOrder(buyer)
    await step(id, { status: 'accepted' })
    await step(id, { status: 'processing' })
    await step(id, { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' })
    expect(await orderMailKinds(buyer.email)).toEqual([])
    // The other reseller, whose switch is untouched, still hears about its order.
    const theirs = await placeOrder(other)
    await step(theirs, { status: 'accepted' })
    expect(await orderMailKinds(other.email)).toEqual(['order_accepted'])
    expect(await read(other.cookie)).toEqual({ emailNotifications: true, orderUpdates: true })

    // On again: the next step is mailed, with the tracking it had.
    expect(
      (await patch(t.app, PATH, { orderUpdates: true }, { cookie: buyer.cookie })).status,
    ).toBe(200)
    await step(id, { status: 'delivered' })
    expect(await orderMailKinds(buyer.email)).toEqual(['order_delivered'])
  })

  test('saving the switch keeps the other switches of the row', async () => {
    const [reseller] = await signedInUsers(t, 'reseller')
    await t.deps.db
      .insert(notificationPreferences)
      .values({ userId: reseller.id, emailNotifications: false })
    await patch(t.app, PATH, { orderUpdates: false }, { cookie: reseller.cookie })
    const [row] = await t.deps.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, reseller.id))
    expect(row).toMatchObject({ emailNotifications: false, orderUpdates: false })
    // And the other way round: the master switch alone keeps Order Updates as saved.
    await patch(t.app, PATH, { emailNotifications: true }, { cookie: reseller.cookie })
    expect(await read(reseller.cookie)).toEqual({ emailNotifications: true, orderUpdates: false })
  })

  test('Email Notifications off stops the order mails even with Order Updates on', async () => {
    const saved = await patch(t.app, PATH, { emailNotifications: false }, { cookie: third.cookie })
    expect(await bodyOf(saved)).toEqual({
      preferences: { emailNotifications: false, orderUpdates: true },
    })
    const id = await placeOrder(third)
    await step(id, { status: 'accepted' })
    expect(await orderMailKinds(third.email)).toEqual([])
    await patch(t.app, PATH, { emailNotifications: true }, { cookie: third.cookie })
    await step(id, { status: 'processing' })
    expect(await orderMailKinds(third.email)).toEqual(['order_processing'])
  })

  test('a body without a boolean switch is refused and nothing changes', async () => {
    const [reseller] = await signedInUsers(t, 'reseller')
    for (const body of [
      {},
      { orderUpdates: 'no' },
      { orderUpdates: null },
      { emailNotifications: 1 },
      [],
    ]) {
      const response = await patch(t.app, PATH, body, { cookie: reseller.cookie })
      expect(response.status, JSON.stringify(body)).toBe(400)
    }
    expect(await read(reseller.cookie)).toEqual({ emailNotifications: true, orderUpdates: true })
  })

  test('a brand and a visitor cannot use it', async () => {
    expect((await get(t.app, PATH)).status).toBe(401)
    expect((await patch(t.app, PATH, { orderUpdates: false })).status).toBe(401)
    expect((await get(t.app, PATH, { cookie: brandCookie })).status).toBe(403)
    expect(
      (await patch(t.app, PATH, { orderUpdates: false }, { cookie: brandCookie })).status,
    ).toBe(403)
  })
})
