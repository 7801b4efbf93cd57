/**
 * Detection (issue 14 items 3 and 4): observations judged against the policy in force at their
 * time, sorted into MAP violations, scope violations and unauthorized sellers; findings opened
 * and cured on each offer's newest observation only.
 */
import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  findingEvidence,
  leakInvestigations,
  listingOffers,
  mapPromotionProducts,
  mapPromotions,
  marketplaceSellers,
  productMapPrices,
  protectionFindings,
} from '#server/db/schema/index.ts'
import { rowsOf } from '#server/modules/brand-dashboard/sql-rows.ts'
import {
  authorizedReseller,
  day,
  draft,
  importDrafts,
  protectedBrand,
  publishPolicy,
} from '#testing/protection.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { mapAt, mapSegments } from './map-segments.ts'
import { redetectBrand } from './redetect.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function findingsOf(brandId: string) {
  return t.deps.db
    .select()
    .from(protectionFindings)
    .where(eq(protectionFindings.brandId, brandId))
    .orderBy(protectionFindings.createdAt)
}

describe('sorting observations into the three kinds', () => {
  test('an authorized reseller below MAP, one on a marketplace it is not authorized for, and an unknown seller', async () => {
    const brand = await protectedBrand(t.deps, { products: [{ map: '24.99' }, { map: '40.00' }] })
    const [kettle, lamp] = brand.products
    const { reseller } = await authorizedReseller(t.deps, brand, [
      { marketplace: 'amazon', sellerId: 'A2RESELLER' },
    ])
    const { importId, summary } = await importDrafts(t.deps, brand, [
      // Below MAP, on Amazon, which the authorization covers.
      draft({
        sellerId: 'A2RESELLER',
        gtin: kettle!.gtin,
        listingId: 'B0KETTLE01',
        price: '19.99',
      }),
      // The same reseller on Walmart, at MAP: a scope violation.
      draft({
        marketplace: 'walmart',
        sellerId: 'A2RESELLER',
        listingId: '555001',
        gtin: lamp!.gtin,
        price: '40.00',
      }),
      // A seller nobody authorized.
      draft({
        sellerId: 'AUNKNOWN9',
        sellerName: 'Deal Hunter',
        gtin: lamp!.gtin,
        listingId: 'B0LAMP0001',
        price: '39.00',
      }),
      // Compliant: at MAP.
      draft({ sellerId: 'A2RESELLER', gtin: lamp!.gtin, listingId: 'B0LAMP0001', price: '40.00' }),
      // Not one of the brand's products.
      draft({ sellerId: 'A2RESELLER', listingId: 'B0OTHER001', title: 'Something else' }),
    ])
    expect(summary).toMatchObject({
      rowsRead: 5,
      matched: 4,
      unmatched: 1,
      rejected: 0,
      findingsOpened: { map_violation: 1, scope_violation: 1, unauthorized_seller: 1 },
    })

    const findings = await findingsOf(brand.entryId)
    const byKind = Object.fromEntries(findings.map((f) => [f.kind, f]))
    expect(byKind.map_violation).toMatchObject({
      status: 'open',
      resellerId: reseller.id,
      productId: kettle!.id,
      advertisedPrice: '19.99',
      mapPrice: '24.99',
      atRisk: '5.00',
      marketplace: 'amazon',
    })
    expect(byKind.scope_violation).toMatchObject({
      resellerId: reseller.id,
      marketplace: 'walmart',
    })
    expect(byKind.unauthorized_seller).toMatchObject({ resellerId: null, productId: lamp!.id })

    // Evidence: the raw row, its SHA-256, the import and row, the rule that fired.
    const [evidence] = await t.deps.db
      .select()
      .from(findingEvidence)
      .where(eq(findingEvidence.findingId, byKind.map_violation!.id))
    const [raw] = await rowsOf<{ raw: string }>(
      t.deps.db,
      sql`select raw from committed_listing_observations where import_id = ${importId} and row_no = ${evidence!.rowNo}`,
    )
    expect(evidence!.rawSha256).toBe(createHash('sha256').update(raw!.raw).digest('hex'))
    expect(evidence!.rule).toContain('Advertised $19.99 is below the MAP of $24.99')

    // The unknown seller is under investigation; the GTIN taught the ASIN.
    const investigations = await t.deps.db
      .select()
      .from(leakInvestigations)
      .where(eq(leakInvestigations.brandId, brand.entryId))
    expect(investigations).toHaveLength(1)
    expect(investigations[0]!.status).toBe('open')
  })
})

describe('findings move on the newest observation of their offer', () => {
  test('a later compliant observation cures the finding and its history stays; an older one imported later sends nothing', async () => {
    const brand = await protectedBrand(t.deps)
    const [kettle] = brand.products
    await authorizedReseller(t.deps, brand, [{ marketplace: 'amazon', sellerId: 'ACURE1' }])
    const offer = { sellerId: 'ACURE1', listingId: 'B0CURE0001', gtin: kettle!.gtin }

    await importDrafts(t.deps, brand, [
      draft({ ...offer, price: '20.00', observedAt: day('2026-11-02') }),
    ])
    let [finding] = await findingsOf(brand.entryId)
    expect(finding).toMatchObject({ kind: 'map_violation', status: 'open' })

    // An older observation, imported later: kept as history, changes nothing.
    const stale = await importDrafts(t.deps, brand, [
      draft({ ...offer, price: '26.00', observedAt: day('2026-10-20') }),
    ])
    expect(stale.summary.stale).toBe(1)
    expect(stale.detected.closed).toHaveLength(0)
    ;[finding] = await findingsOf(brand.entryId)
    expect(finding!.status).toBe('open')

    // A newer compliant one cures it.
    const cure = await importDrafts(t.deps, brand, [
      draft({ ...offer, price: '24.99', observedAt: day('2026-11-05') }),
    ])
    expect(cure.summary.findingsClosed).toBe(1)
    const findings = await findingsOf(brand.entryId)
    expect(findings).toHaveLength(1)
    expect(findings[0]).toMatchObject({ status: 'cured', closedAt: day('2026-11-05') })
    expect(findings[0]!.closedReason).toContain('meets the MAP of $24.99')
    const evidence = await t.deps.db
      .select({ verdict: findingEvidence.verdict, observedAt: findingEvidence.observedAt })
      .from(findingEvidence)
      .where(eq(findingEvidence.findingId, findings[0]!.id))
      .orderBy(findingEvidence.observedAt)
    expect(evidence.map((e) => e.verdict)).toEqual(['map_violation', 'compliant'])

    // Violating again later opens a new finding; the cured one keeps its history.
    await importDrafts(t.deps, brand, [
      draft({ ...offer, price: '21.00', observedAt: day('2026-11-09') }),
    ])
    const after = await findingsOf(brand.entryId)
    expect(after.map((f) => f.status)).toEqual(['cured', 'open'])
  })
})

describe('the MAP in force at the time of each observation', () => {
  test('versions: an observation is judged by the MAP in force when it was made', async () => {
    const brand = await protectedBrand(t.deps, { products: [{ map: '24.99' }] })
    const [p] = brand.products
    await t.deps.db
      .insert(productMapPrices)
      .values({ productId: p!.id, mapPrice: '29.99', effectiveFrom: day('2026-11-10') })
    await authorizedReseller(t.deps, brand, [{ marketplace: 'amazon', sellerId: 'AVERS1' }])
    const { detected } = await importDrafts(t.deps, brand, [
      draft({
        sellerId: 'AVERS1',
        listingId: 'B0VERS0001',
        gtin: p!.gtin,
        price: '27.00',
        observedAt: day('2026-11-05'),
      }),
      draft({
        sellerId: 'AVERS1',
        listingId: 'B0VERS0002',
        gtin: p!.gtin,
        price: '27.00',
        observedAt: day('2026-11-12'),
      }),
    ])
    expect(detected.opened).toHaveLength(1)
    const [finding] = await findingsOf(brand.entryId)
    expect(finding).toMatchObject({ mapPrice: '29.99', openedAt: day('2026-11-12') })
  })

  test('promotions lower the MAP for their products and dates only', async () => {
    const brand = await protectedBrand(t.deps, { products: [{ map: '29.99' }, { map: '50.00' }] })
    const [p, q] = brand.products
    const [promo] = await t.deps.db
      .insert(mapPromotions)
      .values({
        brandId: brand.entryId,
        name: 'Black Friday',
        startsAt: new Date('2026-10-09T00:00:00Z'),
        endsAt: new Date('2026-10-13T00:00:00Z'),
        percentOff: '20',
      })
      .returning()
    await t.deps.db
      .insert(mapPromotionProducts)
      .values({ promotionId: promo!.id, productId: p!.id })
    await authorizedReseller(t.deps, brand, [{ marketplace: 'amazon', sellerId: 'APROMO1' }])
    const offer = (listingId: string, gtin: string) => ({ sellerId: 'APROMO1', listingId, gtin })
    const { detected } = await importDrafts(t.deps, brand, [
      // 20% off 29.99 = 23.99 during the promotion: compliant.
      draft({ ...offer('B0PROMO001', p!.gtin), price: '23.99', observedAt: day('2026-10-10') }),
      // The other product is not in the promotion.
      draft({ ...offer('B0PROMO002', q!.gtin), price: '40.00', observedAt: day('2026-10-10') }),
    ])
    expect(detected.opened.map((f) => f.kind)).toEqual(['map_violation'])
    // After the promotion the same price is a violation again.
    const later = await importDrafts(t.deps, brand, [
      draft({ ...offer('B0PROMO001', p!.gtin), price: '23.99', observedAt: day('2026-10-14') }),
    ])
    expect(later.detected.opened).toHaveLength(1)

    // The SQL function and the segments detection joins say the same.
    const segments = mapSegments(
      [{ productId: p!.id, effectiveFrom: day('2026-01-01'), mapPrice: '29.99' }],
      [
        {
          startsAt: promo!.startsAt,
          endsAt: promo!.endsAt,
          percentOff: '20',
          products: [{ productId: p!.id, promoMapPrice: null }],
        },
      ],
    )
    for (const at of ['2026-10-08', '2026-10-10', '2026-10-14']) {
      const [row] = await rowsOf<{ map: string | null }>(
        t.deps.db,
        sql`select product_effective_map_at(${p!.id}::uuid, ${day(at).toISOString()}::timestamptz)::text as map`,
      )
      expect(row!.map).toBe(mapAt(segments, p!.id, day(at)))
    }
  })
})

describe('the policy: shipping and tolerance', () => {
  test('shipping counts when the policy says so; a tolerance below MAP is not a violation', async () => {
    const brand = await protectedBrand(t.deps, { products: [{ map: '24.99' }] })
    const [p] = brand.products
    await authorizedReseller(t.deps, brand, [{ marketplace: 'amazon', sellerId: 'APOL1' }])
    const at = (d: string, price: string, shipping = '0.00', listingId = 'B0POL00001') =>
      draft({ sellerId: 'APOL1', listingId, gtin: p!.gtin, price, shipping, observedAt: day(d) })

    // No policy yet: shipping does not count, no tolerance.
    let r = await importDrafts(t.deps, brand, [at('2026-02-01', '22.99', '2.00')])
    expect(r.detected.opened).toHaveLength(1)

    // Version 1 (from March): shipping counts, tolerance $0.01.
    await publishPolicy(t.deps, brand, {
      version: 1,
      shippingCounts: true,
      toleranceKind: 'amount',
      toleranceValue: '0.01',
      publishedAt: day('2026-03-01'),
    })
    r = await importDrafts(t.deps, brand, [at('2026-03-02', '22.99', '2.00')])
    expect(r.detected.closed.map((c) => c.status)).toEqual(['cured'])
    r = await importDrafts(t.deps, brand, [at('2026-03-03', '24.98')])
    expect(r.detected.opened).toHaveLength(0)
    r = await importDrafts(t.deps, brand, [at('2026-03-04', '24.97')])
    expect(r.detected.opened).toHaveLength(1)

    // Version 2 (from April): 1% tolerance (25 cents of 24.99), shipping no longer counts.
    await publishPolicy(t.deps, brand, {
      version: 2,
      shippingCounts: false,
      toleranceKind: 'percent',
      toleranceValue: '1',
      publishedAt: day('2026-04-01'),
    })
    r = await importDrafts(t.deps, brand, [at('2026-04-02', '24.74', '9.00')])
    expect(r.detected.closed.map((c) => c.status)).toEqual(['cured'])
    r = await importDrafts(t.deps, brand, [at('2026-04-03', '24.73')])
    expect(r.detected.opened).toHaveLength(1)
    const evidence = await t.deps.db
      .select({ rule: findingEvidence.rule })
      .from(findingEvidence)
      .innerJoin(protectionFindings, eq(protectionFindings.id, findingEvidence.findingId))
      .where(and(eq(protectionFindings.id, r.detected.opened[0]!.id)))
    expect(evidence[0]!.rule).toContain('tolerance of $0.25 (MAP policy version 2)')
  })
})

describe('storefronts and resellers', () => {
  test("a storefront sharing the reseller's business name is theirs: a scope violation, not an unknown seller", async () => {
    const brand = await protectedBrand(t.deps, { products: [{ map: '24.99' }] })
    const [p] = brand.products
    const { reseller } = await authorizedReseller(t.deps, brand, [
      { marketplace: 'amazon', sellerId: 'AGROUP1' },
    ])
    await importDrafts(t.deps, brand, [
      draft({
        sellerId: 'AGROUP1',
        sellerName: 'Coastal Home Traders',
        listingId: 'B0GRP00001',
        gtin: p!.gtin,
      }),
      draft({
        marketplace: 'ebay',
        sellerId: 'coastal_home_outlet',
        sellerName: 'Coastal Home Traders LLC',
        listingId: '3344556677',
        gtin: p!.gtin,
      }),
    ])
    const findings = await findingsOf(brand.entryId)
    expect(findings.map((f) => [f.kind, f.resellerId])).toEqual([['scope_violation', reseller.id]])
    const sellers = await t.deps.db
      .select({ groupId: marketplaceSellers.groupId, method: marketplaceSellers.matchMethod })
      .from(marketplaceSellers)
      .where(eq(marketplaceSellers.brandId, brand.entryId))
    expect(new Set(sellers.map((s) => s.groupId)).size).toBe(1)
    expect(sellers.map((s) => s.method).sort()).toEqual(['authorization', 'storefront_group'])
  })

  test('an observation from before the authorization began is an unauthorized seller', async () => {
    const brand = await protectedBrand(t.deps, { products: [{ map: '24.99' }] })
    const [p] = brand.products
    const { reseller } = await authorizedReseller(
      t.deps,
      brand,
      [{ marketplace: 'amazon', sellerId: 'ALATE1' }],
      { since: day('2026-11-10') },
    )
    const { detected } = await importDrafts(t.deps, brand, [
      draft({
        sellerId: 'ALATE1',
        listingId: 'B0LATE0001',
        gtin: p!.gtin,
        observedAt: day('2026-11-01'),
      }),
    ])
    expect(detected.opened).toEqual([
      expect.objectContaining({ kind: 'unauthorized_seller', resellerId: reseller.id }),
    ])
  })
})

describe('re-detection', () => {
  test('a MAP changed back in time judges past observations again: findings open and cure', async () => {
    const brand = await protectedBrand(t.deps, { products: [{ map: '24.99' }] })
    const [p] = brand.products
    await authorizedReseller(t.deps, brand, [{ marketplace: 'amazon', sellerId: 'AREDO1' }])
    await importDrafts(t.deps, brand, [
      draft({ sellerId: 'AREDO1', listingId: 'B0REDO0001', gtin: p!.gtin, price: '22.00' }),
    ])
    expect((await findingsOf(brand.entryId)).map((f) => f.status)).toEqual(['open'])

    // The brand corrects the MAP back to 21.99 from the start: the listing complied after all.
    await t.deps.db
      .update(productMapPrices)
      .set({ mapPrice: '21.99' })
      .where(eq(productMapPrices.productId, p!.id))
    const result = await redetectBrand(t.deps.db, brand)
    expect(result.observations).toBe(1)
    const [finding] = await findingsOf(brand.entryId)
    expect(finding!.status).toBe('cured')
    const [offer] = await t.deps.db
      .select({ verdict: listingOffers.latestVerdict })
      .from(listingOffers)
      .where(eq(listingOffers.brandId, brand.entryId))
    expect(offer!.verdict).toBe('compliant')
  })
})
