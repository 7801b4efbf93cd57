/**
 * The brand's MAP policy through the API (issue 14 item 1): MAP changes that take effect now or
 * later (never in the past), announced to the authorized resellers by message and mail and
 * cancellable until they take effect; promotion windows and their validation; policy versions
 * numbered per brand with their acknowledgements; and the notice templates' preview values.
 * Another brand's records are not found.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PROTECTION_MESSAGES } from '#shared/schemas/protection.ts'
import { PROTECTION_TEXTS } from '#shared/protection-texts.ts'
import type { MapProduct, PolicyView, PromotionItem } from '#shared/protection-api.ts'
import { messages, products as productsTable } from '#server/db/schema/index.ts'
import { PRICE_SANITY_CODES, PRICE_SANITY_TEXTS } from '#shared/brand-inventory-texts.ts'
import { mailsTo, signIn } from '#testing/factories.ts'
import { bodyOf, get, post, send } from '#testing/http.ts'
import { authorizedReseller, draft, importDrafts, protectedBrand } from '#testing/protection.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' })
})
afterAll(() => t.close())

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000)

async function setup() {
  const brand = await protectedBrand(t.deps, {
    products: [
      { name: 'Copper Kettle', map: '59.99' },
      { name: 'Enamel Pot', map: '79.99' },
    ],
  })
  const sellerId = `A${Math.random().toString(36).slice(2, 12).toUpperCase()}`
  const { reseller } = await authorizedReseller(t.deps, brand, [
    { marketplace: 'amazon', sellerId },
  ])
  return {
    brand,
    sellerId,
    kettle: brand.products[0]!,
    pot: brand.products[1]!,
    reseller,
    cookie: await signIn(t.app, brand.user),
    resellerCookie: await signIn(t.app, reseller),
  }
}

async function mapProducts(cookie: string) {
  return (
    await bodyOf<{ products: MapProduct[] }>(
      await get(t.app, '/api/brand/protection/map', { cookie }),
    )
  ).products
}

async function messagesTo(userId: string) {
  return (
    await t.deps.db
      .select({ content: messages.content, senderId: messages.senderId })
      .from(messages)
      .where(eq(messages.recipientId, userId))
  ).map((m) => m.content)
}

describe('MAP changes', () => {
  test('a change that would take effect in the past is refused, and nothing is written', async () => {
    const { kettle, cookie, reseller } = await setup()
    const res = await post(
      t.app,
      '/api/brand/protection/map-changes',
      { productIds: [kettle.id], mapPrice: '49.99', effectiveFrom: inDays(-1).toISOString() },
      { cookie },
    )
    expect(res.status).toBe(400)
    expect(await bodyOf(res)).toMatchObject({ message: PROTECTION_TEXTS.noBackdating })
    const [product] = (await mapProducts(cookie)).filter((p) => p.id === kettle.id)
    expect(product!.history).toHaveLength(1)
    expect(await messagesTo(reseller.id)).toEqual([])
  })

  test('a scheduled change shows as scheduled and is announced to the authorized resellers by message and mail', async () => {
    const { brand, kettle, pot, cookie, reseller, resellerCookie } = await setup()
    const outsider = await authorizedReseller(t.deps, await protectedBrand(t.deps), [])
    const at = inDays(3)
    const res = await post(
      t.app,
      '/api/brand/protection/map-changes',
      { productIds: [kettle.id], mapPrice: '64.99', effectiveFrom: at.toISOString() },
      { cookie },
    )
    expect(res.status).toBe(201)
    expect(await bodyOf(res)).toEqual({ products: 1, resellersTold: 1 })

    const products = await mapProducts(cookie)
    const changed = products.find((p) => p.id === kettle.id)!
    // In force now: the old MAP; the new one waits for its date.
    expect(changed.currentMap).toBe('59.99')
    expect(changed.effectiveMap).toBe('59.99')
    expect(changed.history[0]).toMatchObject({
      mapPrice: '64.99',
      effectiveFrom: at.toISOString(),
      scheduled: true,
    })
    expect(changed.history[1]).toMatchObject({ mapPrice: '59.99', scheduled: false })
    expect(products.find((p) => p.id === pot.id)!.history.every((h) => !h.scheduled)).toBe(true)

    const told = await messagesTo(reseller.id)
    expect(told).toHaveLength(1)
    expect(told[0]).toContain(`MAP change from ${brand.name}: Copper Kettle`)
    expect(told[0]).toContain('$64.99')
    expect((await mailsTo(t.deps, reseller.email)).map((m) => m.kind)).toEqual(['map_change'])
    // A reseller of another brand hears nothing.
    expect(await messagesTo(outsider.reseller.id)).toEqual([])
    expect(await mailsTo(t.deps, outsider.reseller.email)).toEqual([])

    // The reseller's Compliance page lists it under what is coming up.
    const compliance = await bodyOf<{ upcoming: { kind: string; title: string; at: string }[] }>(
      await get(t.app, '/api/reseller/compliance', { cookie: resellerCookie }),
    )
    expect(compliance.upcoming).toEqual([
      expect.objectContaining({ kind: 'map_change', title: 'Copper Kettle', at: at.toISOString() }),
    ])
  })

  test('a scheduled change can be cancelled until it takes effect; another brand cannot', async () => {
    const { brand, kettle, cookie, reseller } = await setup()
    await post(
      t.app,
      '/api/brand/protection/map-changes',
      { productIds: [kettle.id], mapPrice: null, effectiveFrom: inDays(2).toISOString() },
      { cookie },
    )
    const scheduled = (await mapProducts(cookie))
      .find((p) => p.id === kettle.id)!
      .history.find((h) => h.scheduled)!
    expect(scheduled.mapPrice).toBeNull()

    const other = await protectedBrand(t.deps)
    const otherCookie = await signIn(t.app, other.user)
    const path = `/api/brand/protection/map-changes/${scheduled.id}`
    expect((await send(t.app, 'DELETE', path, { cookie: otherCookie })).status).toBe(404)

    const cancelled = await send(t.app, 'DELETE', path, { cookie })
    expect(cancelled.status).toBe(200)
    expect(
      (await mapProducts(cookie)).find((p) => p.id === kettle.id)!.history.some((h) => h.scheduled),
    ).toBe(false)
    const told = await messagesTo(reseller.id)
    expect(told.at(-1)).toContain(`MAP change cancelled by ${brand.name}: Copper Kettle`)
    expect((await send(t.app, 'DELETE', path, { cookie })).status).toBe(404)

    // The version in force cannot be cancelled.
    const inForce = (await mapProducts(cookie)).find((p) => p.id === kettle.id)!.history[0]!
    const refused = await send(t.app, 'DELETE', `/api/brand/protection/map-changes/${inForce.id}`, {
      cookie,
    })
    expect(refused.status).toBe(400)
    expect(await bodyOf(refused)).toMatchObject({ message: PROTECTION_TEXTS.alreadyInEffect })
  })

  test("another brand's products are refused", async () => {
    const { cookie } = await setup()
    const other = await protectedBrand(t.deps)
    const res = await post(
      t.app,
      '/api/brand/protection/map-changes',
      {
        productIds: [other.products[0]!.id],
        mapPrice: '10.00',
        effectiveFrom: inDays(1).toISOString(),
      },
      { cookie },
    )
    expect(res.status).toBe(400)
    expect(await bodyOf(res)).toMatchObject({ message: PROTECTION_TEXTS.unknownProducts })
  })
})

describe('promotions', () => {
  test('the window and the discount are checked', async () => {
    const { kettle, cookie } = await setup()
    const base = { name: 'Spring sale', products: [{ productId: kettle.id }] }
    const endBeforeStart = await post(
      t.app,
      '/api/brand/protection/promotions',
      {
        ...base,
        percentOff: '15',
        startsAt: inDays(5).toISOString(),
        endsAt: inDays(4).toISOString(),
      },
      { cookie },
    )
    expect(endBeforeStart.status).toBe(400)
    expect(JSON.stringify(await bodyOf(endBeforeStart))).toContain(
      PROTECTION_MESSAGES.endBeforeStart,
    )

    const noDiscount = await post(
      t.app,
      '/api/brand/protection/promotions',
      { ...base, startsAt: inDays(1).toISOString(), endsAt: inDays(4).toISOString() },
      { cookie },
    )
    expect(noDiscount.status).toBe(400)
    expect(JSON.stringify(await bodyOf(noDiscount))).toContain(
      PROTECTION_MESSAGES.promotionNeedsDiscount,
    )

    const started = await post(
      t.app,
      '/api/brand/protection/promotions',
      {
        ...base,
        percentOff: '15',
        startsAt: inDays(-2).toISOString(),
        endsAt: inDays(4).toISOString(),
      },
      { cookie },
    )
    expect(started.status).toBe(400)
    expect(await bodyOf(started)).toMatchObject({ message: PROTECTION_TEXTS.noBackdating })

    // A promotional MAP for every product is a discount too.
    const ok = await post(
      t.app,
      '/api/brand/protection/promotions',
      {
        name: 'Kettle days',
        startsAt: inDays(1).toISOString(),
        endsAt: inDays(4).toISOString(),
        products: [{ productId: kettle.id, promoMapPrice: '49.99' }],
      },
      { cookie },
    )
    expect(ok.status).toBe(201)
  })

  test('a promotion is listed, announced, cancelled once; another brand gets 404', async () => {
    const { brand, kettle, pot, cookie, reseller, resellerCookie } = await setup()
    const created = await post(
      t.app,
      '/api/brand/protection/promotions',
      {
        name: 'Holiday MAP',
        percentOff: '20',
        startsAt: inDays(1).toISOString(),
        endsAt: inDays(8).toISOString(),
        products: [{ productId: kettle.id }, { productId: pot.id, promoMapPrice: '59.00' }],
      },
      { cookie },
    )
    expect(created.status).toBe(201)
    const { id } = await bodyOf<{ id: string }>(created)
    const list = await bodyOf<{ promotions: PromotionItem[] }>(
      await get(t.app, '/api/brand/protection/map', { cookie }),
    )
    expect(list.promotions).toEqual([
      expect.objectContaining({
        id,
        name: 'Holiday MAP',
        percentOff: '20.00',
        status: 'scheduled',
        products: [
          { productId: kettle.id, name: 'Copper Kettle', promoMapPrice: null },
          { productId: pot.id, name: 'Enamel Pot', promoMapPrice: '59.00' },
        ],
      }),
    ])
    expect((await messagesTo(reseller.id)).at(-1)).toContain(
      `MAP promotion from ${brand.name}: Holiday MAP`,
    )
    const upcoming = await bodyOf<{ upcoming: { kind: string; title: string; detail: string }[] }>(
      await get(t.app, '/api/reseller/compliance', { cookie: resellerCookie }),
    )
    expect(upcoming.upcoming).toEqual([
      expect.objectContaining({
        kind: 'promotion',
        title: 'Holiday MAP',
        detail: '20% off MAP on 2 products',
      }),
    ])

    const other = await protectedBrand(t.deps)
    const otherCookie = await signIn(t.app, other.user)
    const cancelPath = `/api/brand/protection/promotions/${id}/cancel`
    expect((await post(t.app, cancelPath, {}, { cookie: otherCookie })).status).toBe(404)
    expect((await post(t.app, cancelPath, {}, { cookie })).status).toBe(200)
    expect((await post(t.app, cancelPath, {}, { cookie })).status).toBe(409)
    const after = await bodyOf<{ promotions: PromotionItem[] }>(
      await get(t.app, '/api/brand/protection/map', { cookie }),
    )
    expect(after.promotions[0]!.status).toBe('cancelled')
    expect((await messagesTo(reseller.id)).at(-1)).toContain(
      `MAP promotion cancelled by ${brand.name}: Holiday MAP`,
    )
  })
})

describe('policy versions', () => {
  const policy = (toleranceValue: string) => ({
    text: 'Advertise our products at or above the MAP in force, on every marketplace.',
    shippingCounts: true,
    toleranceKind: 'percent',
    toleranceValue,
  })

  test('versions are numbered 1, 2, … per brand, and the acknowledgements are counted', async () => {
    const { brand, cookie, reseller, resellerCookie } = await setup()
    const other = await setup()

    const first = await post(t.app, '/api/brand/protection/policy', policy('1'), { cookie })
    expect(first.status).toBe(201)
    expect(await bodyOf(first)).toEqual({ version: 1 })
    expect(
      await bodyOf(await post(t.app, '/api/brand/protection/policy', policy('2'), { cookie })),
    ).toEqual({ version: 2 })
    // Another brand starts at 1.
    expect(
      await bodyOf(
        await post(t.app, '/api/brand/protection/policy', policy('1'), { cookie: other.cookie }),
      ),
    ).toEqual({ version: 1 })

    // The reseller was asked to acknowledge each version.
    const told = await messagesTo(reseller.id)
    expect(told).toHaveLength(2)
    expect(told[1]).toContain(`${brand.name} published version 2 of its MAP policy`)
    expect(told[1]).toContain('Shipping counts in the advertised price.')
    expect(told[1]).toContain('A tolerance of 2% below MAP applies.')

    let view = await bodyOf<PolicyView>(
      await get(t.app, '/api/brand/protection/policy', { cookie }),
    )
    expect(view.versions.map((v) => [v.version, v.acknowledged])).toEqual([
      [2, 0],
      [1, 0],
    ])
    expect(view.current).toMatchObject({
      version: 2,
      shippingCounts: true,
      toleranceKind: 'percent',
      toleranceValue: '2.00',
    })
    expect(view.resellers).toEqual([
      expect.objectContaining({ id: reseller.id, acknowledgedVersion: null, acknowledgedAt: null }),
    ])

    const ack = await post(
      t.app,
      `/api/reseller/compliance/policies/${view.current!.id}/acknowledge`,
      {},
      { cookie: resellerCookie },
    )
    expect(ack.status).toBe(200)
    view = await bodyOf<PolicyView>(await get(t.app, '/api/brand/protection/policy', { cookie }))
    expect(view.versions.map((v) => [v.version, v.acknowledged])).toEqual([
      [2, 1],
      [1, 0],
    ])
    expect(view.resellers[0]).toMatchObject({
      acknowledgedVersion: 2,
      acknowledgedAt: expect.any(String),
    })

    // The other brand's version is not this reseller's to acknowledge.
    const theirs = await bodyOf<PolicyView>(
      await get(t.app, '/api/brand/protection/policy', { cookie: other.cookie }),
    )
    expect(
      (
        await post(
          t.app,
          `/api/reseller/compliance/policies/${theirs.current!.id}/acknowledge`,
          {},
          { cookie: resellerCookie },
        )
      ).status,
    ).toBe(404)
  })

  test('a tolerance over 50% or a short text is refused', async () => {
    const { cookie } = await setup()
    const tooMuch = await post(t.app, '/api/brand/protection/policy', policy('60'), { cookie })
    expect(tooMuch.status).toBe(400)
    expect(JSON.stringify(await bodyOf(tooMuch))).toContain(PROTECTION_MESSAGES.tolerancePercentMax)
    const short = await post(
      t.app,
      '/api/brand/protection/policy',
      { ...policy('1'), text: 'At MAP.' },
      { cookie },
    )
    expect(short.status).toBe(400)
    expect(JSON.stringify(await bodyOf(short))).toContain(PROTECTION_MESSAGES.policyTooShort)
  })
})

describe("the notice templates' preview", () => {
  test("is filled from the brand's newest open violation, or null without one", async () => {
    const { brand, kettle, cookie, sellerId } = await setup()
    const empty = await get(t.app, '/api/brand/protection/enforcement/sample', { cookie })
    expect(await bodyOf(empty)).toEqual({ sample: null })

    await importDrafts(
      t.deps,
      brand,
      [draft({ sellerId, gtin: kettle.gtin, price: '49.00', observedAt: inDays(-1) })],
      { observedAt: inDays(-1) },
    )
    const { sample } = await bodyOf<{
      sample: { findingId: string; values: Record<string, string> } | null
    }>(await get(t.app, '/api/brand/protection/enforcement/sample', { cookie }))
    expect(sample).not.toBeNull()
    expect(sample!.values).toMatchObject({
      brand: brand.name,
      product: 'Copper Kettle',
      marketplace: 'Amazon',
      advertised: '$49.00',
      map: '$59.99',
    })
    expect(sample!.values.rule).toContain('below the MAP')
    expect(sample!.values).not.toHaveProperty('deadline')

    // Another brand sees only its own (none).
    const other = await protectedBrand(t.deps)
    const otherCookie = await signIn(t.app, other.user)
    expect(
      await bodyOf(
        await get(t.app, '/api/brand/protection/enforcement/sample', { cookie: otherCookie }),
      ),
    ).toEqual({ sample: null })
  })
})

describe('price sanity of a MAP change (issue 15)', () => {
  test('a MAP below a wholesale price needs the confirmation, and then is scheduled', async () => {
    const { kettle, cookie } = await setup()
    await t.deps.db
      .update(productsTable)
      .set({ wholesalePrice: '30.00' })
      .where(eq(productsTable.id, kettle.id))
    const body = {
      productIds: [kettle.id],
      mapPrice: '25.00',
      effectiveFrom: inDays(2).toISOString(),
    }
    const refused = await post(t.app, '/api/brand/protection/map-changes', body, { cookie })
    expect(refused.status).toBe(422)
    expect(await bodyOf(refused)).toEqual({
      code: PRICE_SANITY_CODES.confirmationRequired,
      message: PRICE_SANITY_TEXTS.mapChangeBelowWholesale('25.00', ['Copper Kettle']),
    })
    let [product] = (await mapProducts(cookie)).filter((p) => p.id === kettle.id)
    expect(product!.history.filter((h) => h.scheduled)).toEqual([])

    const confirmed = await post(
      t.app,
      '/api/brand/protection/map-changes',
      { ...body, confirmBelowWholesale: true },
      { cookie },
    )
    expect(confirmed.status).toBe(201)
    ;[product] = (await mapProducts(cookie)).filter((p) => p.id === kettle.id)
    expect(product!.history.find((h) => h.scheduled)).toMatchObject({ mapPrice: '25.00' })
  })
})
