/**
 * The effective price and the currency of an observation (decision 013), through the API: Keepa
 * exports in Keepa's own column layout, English and French, with planted rows and an answer key.
 * Coupons count under the policy that says so, Subscribe & Save only under the version that says
 * so (an older observation keeps its version's verdict), a price in euros is judged against a MAP
 * in euros or the MAP converted with the brand's rate in force then, and otherwise not at all,
 * which the import's summary says.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { findingEvidence, productMapPrices, protectionFindings } from '#server/db/schema/index.ts'
import { signIn } from '#testing/factories.ts'
import { bodyOf, get, post, send } from '#testing/http.ts'
import { uniqueAsin, upcOf } from '#testing/listing-files.ts'
import {
  authorizedReseller,
  day,
  protectedBrand,
  publishPolicy,
  type ProtectedBrand,
  type TestProduct,
} from '#testing/protection.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' })
})
afterAll(() => t.close())

const SELLER_ID = 'A1EFFECTIVE01'

const csv = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)

interface Row {
  product: TestProduct
  price: string
  couponAmount?: string
  couponPercent?: string
  subscribeSave?: string
}

/**
 * A Keepa Product Viewer export. English names as Keepa writes them (the coupon columns seen in
 * public code reading its exports); the French coupon names follow the seen French pattern.
 */
function keepaFile(language: 'en' | 'fr', rows: readonly Row[]) {
  const header =
    language === 'en'
      ? [
          'Locale',
          'Image',
          'Title',
          'Buy Box 🚚: Current',
          'Buy Box: Buy Box Seller',
          'New: Current',
          'URL: Amazon',
          'ASIN',
          'Product Codes: UPC',
          'One Time Coupon: Absolute',
          'One Time Coupon: Percentage',
          'One Time Coupon: Subscribe & Save %',
          'Brand',
        ]
      : [
          'Locale',
          'Image',
          'Titre',
          'Buy Box 🚚: Courant',
          'Buy Box: Buy Box Vendeur',
          'Nouveau: Courant',
          'URL: Amazon',
          'ASIN',
          'Codes produit: UPC',
          'Coupon unique: Absolu',
          'Coupon unique: Pourcentage',
          'Coupon unique: Abonnez-vous et économisez %',
          'Marque',
        ]
  const money = (amount: string) =>
    language === 'en' ? `$ ${amount}` : `${amount.replace('.', ',')} €`
  const lines = [header.join(',')]
  for (const r of rows) {
    const asin = uniqueAsin()
    lines.push(
      [
        language === 'en' ? 'com' : 'fr',
        'https://m.media-amazon.com/images/I/61kQ2vXh7PL.jpg',
        r.product.name,
        money(r.price),
        `Effective Shop (86% ${SELLER_ID})`,
        money(r.price),
        `https://www.amazon.${language === 'en' ? 'com' : 'fr'}/dp/${asin}`,
        asin,
        upcOf(r.product.gtin),
        r.couponAmount ? money(r.couponAmount) : '-',
        r.couponPercent ? `${r.couponPercent} %` : '-',
        r.subscribeSave ? `${r.subscribeSave} %` : '-',
        'Northwind Goods',
      ]
        .map(csv)
        .join(','),
    )
  }
  return `${lines.join('\n')}\n`
}

interface Done {
  type: string
  import?: {
    status: string
    summary: {
      findingsOpened: Record<string, number>
      warnings?: { kinds: { kind: string; label: string; count: number }[] }
    }
  }
}

async function importKeepa(cookie: string, file: string, observedAt: string, name: string) {
  const qs = new URLSearchParams({ fileName: name, observedAt }).toString()
  const res = await send(t.app, 'POST', `/api/brand/protection/imports?${qs}`, {
    cookie,
    body: file,
    headers: { 'content-type': 'text/plain' },
  })
  expect(res.status).toBe(201)
  const lines = (await res.text())
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Done)
  const done = lines.at(-1)!
  expect(done.import?.status).toBe('complete')
  return done.import!.summary
}

async function brandWith(n: number) {
  const brand = await protectedBrand(t.deps, {
    products: Array.from({ length: n }, (_, i) => ({ name: `Bottle ${i + 1}`, map: '45.00' })),
  })
  await authorizedReseller(t.deps, brand, [{ marketplace: 'amazon', sellerId: SELLER_ID }])
  return { brand, cookie: await signIn(t.app, brand.user) }
}

async function findingsOf(brand: ProtectedBrand) {
  return t.deps.db
    .select()
    .from(protectionFindings)
    .where(eq(protectionFindings.brandId, brand.entryId))
}

async function ruleOf(findingId: string) {
  const [e] = await t.deps.db
    .select({ rule: findingEvidence.rule, currency: findingEvidence.currency })
    .from(findingEvidence)
    .where(eq(findingEvidence.findingId, findingId))
    .orderBy(findingEvidence.observedAt)
  return e!
}

describe('the effective price: coupons and Subscribe & Save, by the policy version in force', () => {
  test('an English Keepa export: what each version counts decides, and findings match the answer key', async () => {
    const { brand, cookie } = await brandWith(4)
    const [bigCoupon, smallCoupon, subscribe, percentCoupon] = brand.products
    // Version 1: coupons count, Subscribe & Save does not. Version 2 (from 15 November): both.
    await publishPolicy(t.deps, brand, {
      version: 1,
      couponsCount: true,
      publishedAt: day('2026-01-01'),
    })
    await publishPolicy(t.deps, brand, {
      version: 2,
      couponsCount: true,
      subscribeSaveCounts: true,
      publishedAt: day('2026-11-15'),
    })

    const early = keepaFile('en', [
      // $49.99 − $8.00 = $41.99 < $45.00: a violation.
      { product: bigCoupon!, price: '49.99', couponAmount: '8.00' },
      // $49.99 − $2.00 = $47.99: compliant.
      { product: smallCoupon!, price: '49.99', couponAmount: '2.00' },
      // 15 % Subscribe & Save: not counted by version 1, so $49.99 is compliant.
      { product: subscribe!, price: '49.99', subscribeSave: '15' },
      // 20 % off $49.99 = $10.00 off: $39.99.
      { product: percentCoupon!, price: '49.99', couponPercent: '20' },
    ])
    const first = await importKeepa(cookie, early, '2026-11-10T10:00:00Z', 'keepa-en-1.csv')
    expect(first.findingsOpened).toEqual({ map_violation: 2 })

    const findings = await findingsOf(brand)
    expect(findings).toHaveLength(2)
    const big = findings.find((f) => f.productId === bigCoupon!.id)!
    expect(big).toMatchObject({ advertisedPrice: '41.99', mapPrice: '45.00', currency: 'USD' })
    expect((await ruleOf(big.id)).rule).toContain('$49.99 − $8.00 coupon = $41.99 < MAP $45.00')
    const percent = findings.find((f) => f.productId === percentCoupon!.id)!
    expect((await ruleOf(percent.id)).rule).toContain(
      '$49.99 − $10.00 coupon (20%) = $39.99 < MAP $45.00',
    )

    // The Subscribe & Save row seen again after version 2: now a violation, opened at that
    // observation; the one of 10 November stays judged by version 1 (compliant).
    const later = keepaFile('en', [{ product: subscribe!, price: '49.99', subscribeSave: '15' }])
    const second = await importKeepa(cookie, later, '2026-11-20T10:00:00Z', 'keepa-en-2.csv')
    expect(second.findingsOpened).toEqual({ map_violation: 1 })
    const sns = (await findingsOf(brand)).find((f) => f.productId === subscribe!.id)!
    expect(sns.openedAt.toISOString()).toBe('2026-11-20T10:00:00.000Z')
    expect(sns.advertisedPrice).toBe('42.49')
    const rule = (await ruleOf(sns.id)).rule
    expect(rule).toContain('$49.99 − $7.50 Subscribe & Save (15%) = $42.49 < MAP $45.00')
    expect(rule).toContain('MAP policy version 2')
    expect(await findingsOf(brand)).toHaveLength(3)
  })

  test('without a policy that counts coupons, a coupon changes nothing', async () => {
    const { brand, cookie } = await brandWith(1)
    await publishPolicy(t.deps, brand, { version: 1, publishedAt: day('2026-01-01') })
    const file = keepaFile('en', [
      { product: brand.products[0]!, price: '49.99', couponAmount: '8.00' },
    ])
    const summary = await importKeepa(cookie, file, '2026-11-10T10:00:00Z', 'keepa-en.csv')
    expect(summary.findingsOpened).toEqual({})
    expect(await findingsOf(brand)).toHaveLength(0)
  })
})

describe('currencies: a price in euros is judged in euros, or not at all', () => {
  test('a French Keepa export: a EUR MAP, a dated rate, a coupon in euros; never the $ MAP', async () => {
    const { brand, cookie } = await brandWith(4)
    const [euroMap, converted, compliant, coupon] = brand.products
    await publishPolicy(t.deps, brand, {
      version: 1,
      couponsCount: true,
      publishedAt: day('2026-01-01'),
    })
    // A MAP of its own in euros for the first product (set before the observations).
    await t.deps.db.insert(productMapPrices).values({
      productId: euroMap!.id,
      currency: 'EUR',
      mapPrice: '40.00',
      effectiveFrom: day('2026-01-01'),
    })
    // 1 EUR = 1.25 USD from 1 November: the $45.00 MAP is €36.00.
    const rate = await post(
      t.app,
      '/api/brand/protection/exchange-rates',
      { currency: 'EUR', rate: '1.25', effectiveFrom: '2026-11-01T00:00:00Z' },
      { cookie },
    )
    expect(rate.status).toBe(201)

    const file = keepaFile('fr', [
      { product: euroMap!, price: '37.00' }, // €37.00 < €40.00 (its EUR MAP): a violation
      { product: converted!, price: '34.00' }, // €34.00 < €36.00 (converted): a violation
      { product: compliant!, price: '43.19' }, // €43.19 ≥ €36.00; below $45.00 but not in $
      { product: coupon!, price: '40.00', couponAmount: '5.00' }, // €35.00 < €36.00
    ])
    const summary = await importKeepa(cookie, file, '2026-11-20T10:00:00Z', 'keepa-fr.csv')
    expect(summary.findingsOpened).toEqual({ map_violation: 3 })
    const findings = await findingsOf(brand)
    expect(findings.map((f) => f.productId).sort()).toEqual(
      [euroMap!.id, converted!.id, coupon!.id].sort(),
    )
    for (const f of findings) expect(f.currency).toBe('EUR')
    const own = findings.find((f) => f.productId === euroMap!.id)!
    expect(own).toMatchObject({ advertisedPrice: '37.00', mapPrice: '40.00' })
    expect((await ruleOf(own.id)).rule).toContain('Advertised €37.00 is below the MAP of €40.00')
    const conv = findings.find((f) => f.productId === converted!.id)!
    expect(conv.mapPrice).toBe('36.00')
    expect((await ruleOf(conv.id)).rule).toContain(
      '€34.00 < MAP €36.00 (MAP $45.00 at 1 EUR = 1.25 USD from 2026-11-01)',
    )
    const off = findings.find((f) => f.productId === coupon!.id)!
    expect((await ruleOf(off.id)).rule).toContain('€40.00 − €5.00 coupon = €35.00 < MAP €36.00')
  })

  test('a € row with no EUR MAP and no rate in force then is not judged, and the summary says so', async () => {
    const { brand, cookie } = await brandWith(2)
    await publishPolicy(t.deps, brand, { version: 1, publishedAt: day('2026-01-01') })
    // A rate dated after the observations is not theirs.
    const rate = await post(
      t.app,
      '/api/brand/protection/exchange-rates',
      { currency: 'EUR', rate: '1.25', effectiveFrom: '2026-11-25T00:00:00Z' },
      { cookie },
    )
    expect(rate.status).toBe(201)
    const file = keepaFile('fr', [
      { product: brand.products[0]!, price: '43.19' },
      { product: brand.products[1]!, price: '30.00' },
    ])
    const summary = await importKeepa(cookie, file, '2026-11-20T10:00:00Z', 'keepa-fr-2.csv')
    expect(summary.findingsOpened).toEqual({})
    expect(await findingsOf(brand)).toHaveLength(0)
    expect(summary.warnings?.kinds).toContainEqual(
      expect.objectContaining({
        kind: 'not_judged',
        count: 2,
      }),
    )
    // Each sample row says why: the currency, and that neither a MAP nor a rate was found.
    expect(JSON.stringify(summary.warnings)).toContain(
      'No MAP in EUR and no exchange rate for EUR: 2 rows not judged',
    )
    const offers = await t.deps.db.execute(
      sql`select latest_verdict::text as v, latest_currency as c from listing_offers where brand_id = ${brand.entryId}`,
    )
    expect((offers as unknown as { rows: { v: string; c: string }[] }).rows).toEqual([
      { v: 'not_judged', c: 'EUR' },
      { v: 'not_judged', c: 'EUR' },
    ])
  })
})

describe('exchange rates', () => {
  test('are listed by currency, refused when not a rate, and a brand sees only its own', async () => {
    const { brand, cookie } = await brandWith(1)
    const bad = await post(
      t.app,
      '/api/brand/protection/exchange-rates',
      { currency: 'EUR', rate: '-1', effectiveFrom: '2026-11-01T00:00:00Z' },
      { cookie },
    )
    expect(bad.status).toBe(400)
    const usd = await post(
      t.app,
      '/api/brand/protection/exchange-rates',
      { currency: 'USD', rate: '1', effectiveFrom: '2026-11-01T00:00:00Z' },
      { cookie },
    )
    expect(usd.status).toBe(400)
    const ok = await post(
      t.app,
      '/api/brand/protection/exchange-rates',
      { currency: 'gbp', rate: '1.27', effectiveFrom: '2026-11-01T00:00:00Z' },
      { cookie },
    )
    expect(ok.status).toBe(201)
    const again = await post(
      t.app,
      '/api/brand/protection/exchange-rates',
      { currency: 'GBP', rate: '1.30', effectiveFrom: '2026-11-01T00:00:00Z' },
      { cookie },
    )
    expect(again.status).toBe(409)
    const list = await get(t.app, '/api/brand/protection/exchange-rates', { cookie })
    expect(await bodyOf(list)).toEqual({
      rates: [
        {
          id: expect.any(String),
          currency: 'GBP',
          rate: '1.27000000',
          effectiveFrom: '2026-11-01T00:00:00.000Z',
        },
      ],
    })
    const other = await brandWith(1)
    const theirs = await get(t.app, '/api/brand/protection/exchange-rates', {
      cookie: other.cookie,
    })
    expect(await bodyOf(theirs)).toEqual({ rates: [] })
    const rows = await t.deps.db
      .select()
      .from(productMapPrices)
      .where(and(eq(productMapPrices.productId, brand.products[0]!.id)))
    expect(rows.map((r) => r.currency)).toEqual(['USD'])
  })
})
