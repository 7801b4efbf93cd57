/** Issue 15, inventory alerts: an order crossing a low-stock level mails the brand once. */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LOW_STOCK_TEXTS } from '#shared/brand-inventory-texts.ts'
import { LOW_STOCK_THRESHOLD_DEFAULT } from '#shared/constants.ts'
import { products } from '#server/db/schema/index.ts'
import { mailsTo, signIn } from '#testing/factories.ts'
import { bodyOf, get, patch, post } from '#testing/http.ts'
import { orderableBrand } from '#testing/orders.ts'
import { signedInUsers, type Session } from '#testing/sessions.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { lowStockCrossings } from './alert-low-stock.ts'

let t: TestApp
let reseller: Session

beforeAll(async () => {
  t = await createTestApp()
  ;[reseller] = await signedInUsers(t, 'reseller')
})

afterAll(async () => {
  await t?.close()
})

const order = (brandId: string, productId: string, quantity: number) =>
  post(
    t.app,
    '/api/reseller/orders',
    { brandId, items: [{ productId, quantity }] },
    {
      cookie: reseller.cookie,
    },
  )

const lowStockMails = async (email: string) =>
  (await mailsTo(t.deps, email)).filter((m) => m.kind === 'low_stock')

describe('lowStockCrossings', () => {
  test('only a move from above the level to at or below it crosses', () => {
    const move = (before: number, after: number, level: number | null = null) => ({
      name: 'Kettle',
      sku: 'K-1',
      before,
      after,
      lowStockThreshold: level,
    })
    expect(lowStockCrossings([move(12, 10)], 10)).toEqual([
      { name: 'Kettle', sku: 'K-1', stock: 10, threshold: 10 },
    ])
    expect(lowStockCrossings([move(12, 11)], 10)).toEqual([])
    expect(lowStockCrossings([move(10, 5)], 10)).toEqual([])
    // The product's own level wins over the brand's.
    expect(lowStockCrossings([move(12, 4, 5)], 10)).toHaveLength(1)
    expect(lowStockCrossings([move(12, 6, 5)], 10)).toEqual([])
  })
})

describe('the low-stock mail', () => {
  test('is sent once when an order crosses the brand default, not again further down, and again after a restock', async () => {
    const {
      owner,
      entry,
      products: [kettle],
    } = await orderableBrand(
      t.deps,
      [reseller.id],
      [{ name: 'Kettle', sku: 'KET-LOW', wholesalePrice: '20.00', stock: 18 }],
    )
    // 18 → 13: still above the default of 10.
    expect((await order(entry.id, kettle!.id, 5)).status).toBe(201)
    expect(await lowStockMails(owner.email)).toHaveLength(0)
    // 13 → 8: crosses 10.
    expect((await order(entry.id, kettle!.id, 5)).status).toBe(201)
    const [mail, ...more] = await lowStockMails(owner.email)
    expect(more).toHaveLength(0)
    expect(mail!.subject).toBe(LOW_STOCK_TEXTS.subject(1, 'Kettle'))
    expect(mail!.text).toContain(
      LOW_STOCK_TEXTS.line('Kettle', 'KET-LOW', 8, LOW_STOCK_THRESHOLD_DEFAULT),
    )
    // 8 → 3: already low, no second mail for the same crossing.
    expect((await order(entry.id, kettle!.id, 5)).status).toBe(201)
    expect(await lowStockMails(owner.email)).toHaveLength(1)
    // Restocked to 20, then down to 5 again: a new crossing, a new mail.
    await t.deps.db.update(products).set({ stock: 20 }).where(eq(products.id, kettle!.id))
    expect((await order(entry.id, kettle!.id, 15)).status).toBe(201)
    expect(await lowStockMails(owner.email)).toHaveLength(2)
  })

  test("follows the product's own level and the brand's default from Settings", async () => {
    const {
      owner,
      entry,
      products: [own, byDefault],
    } = await orderableBrand(
      t.deps,
      [reseller.id],
      [
        { name: 'Own Level', wholesalePrice: '20.00', stock: 30, lowStockThreshold: 25 },
        { name: 'Default Level', wholesalePrice: '20.00', stock: 30 },
      ],
    )
    const brandCookie = await signIn(t.app, owner)
    const saved = await patch(
      t.app,
      '/api/brand/settings/notifications',
      {
        emailNotifications: true,
        newResellerApplications: true,
        newOrders: true,
        inventoryAlerts: true,
        mapViolations: true,
        lowStockThreshold: 20,
      },
      { cookie: brandCookie },
    )
    expect(saved.status).toBe(200)
    const read = await bodyOf<{ lowStockThreshold: number }>(
      await get(t.app, '/api/brand/settings/notifications', { cookie: brandCookie }),
    )
    expect(read.lowStockThreshold).toBe(20)
    // 30 → 25 crosses the product's own 25; the other stays above the brand's 20.
    expect((await order(entry.id, own!.id, 5)).status).toBe(201)
    expect((await order(entry.id, byDefault!.id, 5)).status).toBe(201)
    let mails = await lowStockMails(owner.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(LOW_STOCK_TEXTS.subject(1, 'Own Level'))
    // 25 → 20 crosses the brand's 20.
    expect((await order(entry.id, byDefault!.id, 5)).status).toBe(201)
    mails = await lowStockMails(owner.email)
    expect(mails).toHaveLength(2)
    expect(mails.map((m) => m.subject)).toContain(LOW_STOCK_TEXTS.subject(1, 'Default Level'))
  })

  test('a negative or fractional default level is refused with its message', async () => {
    const { owner } = await orderableBrand(t.deps, [reseller.id], [])
    const brandCookie = await signIn(t.app, owner)
    for (const lowStockThreshold of [-1, 2.5, '3']) {
      const response = await patch(
        t.app,
        '/api/brand/settings/notifications',
        {
          emailNotifications: true,
          newResellerApplications: true,
          newOrders: true,
          inventoryAlerts: true,
          mapViolations: true,
          lowStockThreshold,
        },
        { cookie: brandCookie },
      )
      expect(response.status).toBe(400)
      expect(JSON.stringify(await bodyOf(response))).toContain(
        'Enter a whole number of units, 0 or more',
      )
    }
  })

  test('is not sent when the Inventory Alerts switch is off (nor with all mail off)', async () => {
    for (const switches of [
      { emailNotifications: true, inventoryAlerts: false },
      { emailNotifications: false, inventoryAlerts: true },
    ]) {
      const {
        owner,
        entry,
        products: [kettle],
      } = await orderableBrand(
        t.deps,
        [reseller.id],
        [{ name: 'Quiet Kettle', wholesalePrice: '20.00', stock: 12 }],
      )
      const brandCookie = await signIn(t.app, owner)
      const saved = await patch(
        t.app,
        '/api/brand/settings/notifications',
        { newResellerApplications: true, newOrders: true, mapViolations: true, ...switches },
        { cookie: brandCookie },
      )
      expect(saved.status).toBe(200)
      expect((await order(entry.id, kettle!.id, 5)).status).toBe(201)
      expect(await lowStockMails(owner.email)).toHaveLength(0)
    }
  })
})
