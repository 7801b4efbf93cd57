/**
 * Prices in their currency through the API (decision 013): a finding and its evidence say the
 * currency their amounts are in, for the brand and for the reseller; a MAP scheduled in euros is
 * listed with its currency, announced and shown ahead in euros, never as "$"; and a policy
 * version's announcement says which price components count.
 */
import { parse } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { messages } from '#server/db/schema/index.ts'
import type { ResellerCompliance } from '#server/modules/reseller-compliance/compliance.ts'
import type {
  FindingDetail,
  FindingsPage,
  InvestigationDetail,
  MapProduct,
} from '#shared/protection-api.ts'
import { signIn } from '#testing/factories.ts'
import { bodyOf, get, post } from '#testing/http.ts'
import { authorizedReseller, draft, importDrafts, protectedBrand } from '#testing/protection.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' })
})
afterAll(() => t.close())

async function setup() {
  const brand = await protectedBrand(t.deps, {
    products: [{ name: 'Copper Kettle', map: '45.00' }],
  })
  const sellerId = `A${Math.random().toString(36).slice(2, 12).toUpperCase()}`
  const { reseller } = await authorizedReseller(t.deps, brand, [
    { marketplace: 'amazon', sellerId },
  ])
  return {
    brand,
    sellerId,
    kettle: brand.products[0]!,
    reseller,
    cookie: await signIn(t.app, brand.user),
    resellerCookie: await signIn(t.app, reseller),
  }
}

async function messagesTo(userId: string) {
  return (
    await t.deps.db
      .select({ content: messages.content })
      .from(messages)
      .where(eq(messages.recipientId, userId))
  ).map((m) => m.content)
}

describe('a finding says the currency of its prices', () => {
  test('a listing in euros: the list, the finding, its evidence and the reseller’s page carry EUR', async () => {
    const { brand, sellerId, kettle, cookie, resellerCookie, reseller } = await setup()
    // 1 EUR = 1.25 USD: the $45.00 MAP is €36.00.
    const rate = await post(
      t.app,
      '/api/brand/protection/exchange-rates',
      { currency: 'EUR', rate: '1.25', effectiveFrom: '2026-10-01T00:00:00Z' },
      { cookie },
    )
    expect(rate.status).toBe(201)
    await importDrafts(t.deps, brand, [
      draft({ sellerId, gtin: kettle.gtin, price: '34.00', currency: 'EUR' }),
    ])

    const page = await bodyOf<FindingsPage>(
      await get(t.app, '/api/brand/protection/findings?kind=map_violation', { cookie }),
    )
    expect(page.items).toHaveLength(1)
    const item = page.items[0]!
    expect(item).toMatchObject({ advertisedPrice: '34.00', mapPrice: '36.00', currency: 'EUR' })

    const detail = await bodyOf<FindingDetail>(
      await get(t.app, `/api/brand/protection/findings/${item.id}`, { cookie }),
    )
    expect(detail.finding.currency).toBe('EUR')
    expect(detail.evidence.map((e) => [e.advertisedPrice, e.mapPrice, e.currency])).toEqual([
      ['34.00', '36.00', 'EUR'],
    ])

    const mine = await bodyOf<ResellerCompliance>(
      await get(t.app, '/api/reseller/compliance', { cookie: resellerCookie }),
    )
    expect(mine.findings.map((f) => [f.advertisedPrice, f.currency])).toEqual([['34.00', 'EUR']])

    // The notice the brand sends writes the prices in euros too.
    const step = await post(
      t.app,
      `/api/brand/protection/findings/${item.id}/steps`,
      { note: '' },
      { cookie },
    )
    expect(step.status).toBe(200)
    const notices = (await messagesTo(reseller.id)).filter((m) => m.includes('Copper Kettle'))
    expect(notices).toHaveLength(1)
    expect(notices[0]).toContain('€34.00')
    expect(notices[0]).toContain('€36.00')
    expect(notices[0]).not.toContain('$34.00')
  })

  test('an unknown seller in euros: its investigation lists the listing in EUR', async () => {
    const { brand, kettle, cookie } = await setup()
    await importDrafts(t.deps, brand, [
      draft({
        sellerId: 'A9UNKNOWNEUR01',
        sellerName: 'Boutique Inconnue',
        gtin: kettle.gtin,
        price: '43.19',
        currency: 'EUR',
      }),
    ])
    const { items } = await bodyOf<{ items: { id: string }[] }>(
      await get(t.app, '/api/brand/protection/investigations', { cookie }),
    )
    expect(items).toHaveLength(1)
    const detail = await bodyOf<InvestigationDetail>(
      await get(t.app, `/api/brand/protection/investigations/${items[0]!.id}`, { cookie }),
    )
    expect(detail.listings.map((l) => [l.advertisedPrice, l.currency])).toEqual([['43.19', 'EUR']])

    // The evidence packet and the takedown packet say euros, not dollars.
    const id = items[0]!.id
    const evidence = await (
      await get(t.app, `/api/brand/protection/investigations/${id}/evidence.csv`, { cookie })
    ).text()
    const [header, row] = parse(evidence, { bom: true }) as string[][]
    expect(row![header!.indexOf('Currency')]).toBe('EUR')
    const takedown = await (
      await get(t.app, `/api/brand/protection/investigations/${id}/takedown.csv`, { cookie })
    ).text()
    const [tHeader, tRow] = parse(takedown, { bom: true }) as string[][]
    expect(tRow![tHeader!.indexOf('Currency')]).toBe('EUR')
    expect(tRow![tHeader!.indexOf('Price last seen')]).toBe('43.19')
  })

  test('a listing in dollars says USD', async () => {
    const { brand, sellerId, kettle, cookie } = await setup()
    await importDrafts(t.deps, brand, [draft({ sellerId, gtin: kettle.gtin, price: '30.00' })])
    const page = await bodyOf<FindingsPage>(
      await get(t.app, '/api/brand/protection/findings?kind=map_violation', { cookie }),
    )
    expect(page.items.map((f) => [f.advertisedPrice, f.mapPrice, f.currency])).toEqual([
      ['30.00', '45.00', 'USD'],
    ])
  })
})

describe('a MAP in euros', () => {
  test('is listed with its currency, announced in euros and shown ahead to the reseller in euros', async () => {
    const { brand, kettle, cookie, reseller, resellerCookie } = await setup()
    const at = new Date(Date.now() + 3 * 86_400_000)
    const res = await post(
      t.app,
      '/api/brand/protection/map-changes',
      {
        productIds: [kettle.id],
        mapPrice: '41.00',
        effectiveFrom: at.toISOString(),
        currency: 'EUR',
      },
      { cookie },
    )
    expect(res.status).toBe(201)

    const { products } = await bodyOf<{ products: MapProduct[] }>(
      await get(t.app, '/api/brand/protection/map', { cookie }),
    )
    const history = products.find((p) => p.id === kettle.id)!.history
    expect(history.map((h) => [h.mapPrice, h.currency, h.scheduled])).toEqual([
      ['41.00', 'EUR', true],
      ['45.00', 'USD', false],
    ])
    // The dollar MAP in force is unchanged.
    expect(products.find((p) => p.id === kettle.id)!.currentMap).toBe('45.00')

    const told = await messagesTo(reseller.id)
    expect(told.at(-1)).toContain(`of Copper Kettle in EUR to €41.00`)
    expect(told.at(-1)).not.toContain('$41.00')

    const mine = await bodyOf<ResellerCompliance>(
      await get(t.app, '/api/reseller/compliance', { cookie: resellerCookie }),
    )
    const ahead = mine.upcoming.filter((u) => u.kind === 'map_change' && u.brand === brand.name)
    expect(ahead.map((u) => [u.title, u.detail])).toEqual([['Copper Kettle', 'MAP €41.00']])
  })

  test('a dollar MAP ahead still reads "MAP $…"', async () => {
    const { kettle, cookie, resellerCookie } = await setup()
    const at = new Date(Date.now() + 3 * 86_400_000)
    await post(
      t.app,
      '/api/brand/protection/map-changes',
      { productIds: [kettle.id], mapPrice: '47.50', effectiveFrom: at.toISOString() },
      { cookie },
    )
    const mine = await bodyOf<ResellerCompliance>(
      await get(t.app, '/api/reseller/compliance', { cookie: resellerCookie }),
    )
    expect(mine.upcoming.filter((u) => u.kind === 'map_change').map((u) => u.detail)).toEqual([
      'MAP $47.50',
    ])
  })
})

describe('a policy version’s announcement', () => {
  test('says which price components count, from the version’s flags', async () => {
    const { cookie, reseller } = await setup()
    const text = 'Advertise our products at or above the MAP in force, on every marketplace.'
    const first = await post(
      t.app,
      '/api/brand/protection/policy',
      {
        text,
        shippingCounts: true,
        couponsCount: true,
        cartPriceCounts: true,
        toleranceKind: 'amount',
        toleranceValue: '0.01',
      },
      { cookie },
    )
    expect(first.status).toBe(201)
    const second = await post(
      t.app,
      '/api/brand/protection/policy',
      { text, shippingCounts: false, toleranceKind: 'amount', toleranceValue: '0' },
      { cookie },
    )
    expect(second.status).toBe(201)
    const [v1, v2] = await messagesTo(reseller.id)
    expect(v1).toContain('Coupons count in the advertised price too')
    expect(v1).toContain(
      'Subscribe & Save discounts and business and quantity prices do not count.',
    )
    expect(v1).toContain('MAP applies to a price shown only in the cart as well.')
    expect(v2).toContain(
      'Coupons, Subscribe & Save discounts and business and quantity prices do not count.',
    )
    expect(v2).toContain('A price shown only in the cart is not judged against MAP.')
  })
})
