/**
 * Offers, findings and evidence carry no foreign keys (decision 013): triggers on their parents
 * do what the keys did. A deleted product leaves its offers unmatched and its findings without a
 * product (and asks for a re-detection); a deleted reseller leaves its findings without one; a
 * deleted brand takes its storefronts, offers, findings and evidence with it.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { rowsOf } from '#server/modules/brand-dashboard/sql-rows.ts'
import { authorizedReseller, draft, importDrafts, protectedBrand } from '#testing/protection.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' })
})
afterAll(() => t.close())

async function offersOf(entryId: string) {
  return rowsOf<{
    gtin: string
    product_id: string | null
    match_method: string | null
    finding_product: string | null
    finding_reseller: string | null
  }>(
    t.deps.db,
    sql`select f.gtin, f.product_id, f.match_method::text as match_method,
        pf.product_id as finding_product, pf.reseller_id as finding_reseller
      from listing_offers f join protection_findings pf on pf.offer_id = f.id
      where f.brand_id = ${entryId} order by f.gtin`,
  )
}

const count = async (query: ReturnType<typeof sql>) =>
  (await rowsOf<{ n: number }>(t.deps.db, query))[0]!.n

test('deleting a product, a reseller or a brand does to offers, findings and evidence what foreign keys did', async () => {
  const brand = await protectedBrand(t.deps, { products: [{ map: '24.99' }, { map: '30.00' }] })
  const [gone, kept] = brand.products
  const { reseller } = await authorizedReseller(t.deps, brand, [
    { marketplace: 'amazon', sellerId: 'A2PARENTSELLER' },
  ])
  await importDrafts(t.deps, brand, [
    draft({ sellerId: 'A2PARENTSELLER', gtin: gone!.gtin, price: '10.00' }),
    draft({ sellerId: 'A2PARENTSELLER', gtin: kept!.gtin, price: '10.00' }),
  ])
  const before = await offersOf(brand.entryId)
  expect(before).toHaveLength(2)
  expect(before).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ product_id: gone!.id, match_method: 'gtin' }),
      expect.objectContaining({ product_id: kept!.id, match_method: 'gtin' }),
    ]),
  )

  await t.deps.db.execute(sql`delete from products where id = ${gone!.id}`)
  const afterProduct = await offersOf(brand.entryId)
  expect(afterProduct.find((o) => o.gtin === gone!.gtin)).toMatchObject({
    product_id: null,
    match_method: null,
    finding_product: null,
    finding_reseller: reseller.id,
  })
  expect(afterProduct.find((o) => o.gtin === kept!.gtin)).toMatchObject({
    product_id: kept!.id,
    match_method: 'gtin',
    finding_product: kept!.id,
  })
  expect(
    await count(sql`select count(*)::int as n from protection_states
      where brand_id = ${brand.entryId} and redetect_requested_at is not null`),
  ).toBe(1)

  await t.deps.db.execute(sql`delete from "user" where id = ${reseller.id}`)
  expect((await offersOf(brand.entryId)).map((o) => o.finding_reseller)).toEqual([null, null])

  const evidence = sql`select count(*)::int as n from finding_evidence e
    join protection_findings pf on pf.id = e.finding_id where pf.brand_id = ${brand.entryId}`
  expect(await count(evidence)).toBeGreaterThanOrEqual(2)
  const findingIds = (
    await rowsOf<{ id: string }>(
      t.deps.db,
      sql`select id from protection_findings where brand_id = ${brand.entryId}`,
    )
  ).map((r) => r.id)
  await t.deps.db.execute(sql`delete from brands_directory where id = ${brand.entryId}`)
  expect(
    await rowsOf(
      t.deps.db,
      sql`select
        (select count(*)::int from listing_offers where brand_id = ${brand.entryId}) as offers,
        (select count(*)::int from marketplace_sellers where brand_id = ${brand.entryId}) as sellers,
        (select count(*)::int from protection_findings where brand_id = ${brand.entryId}) as findings,
        (select count(*)::int from finding_evidence
          where finding_id in (select jsonb_array_elements_text(${JSON.stringify(findingIds)}::jsonb)::uuid)) as evidence`,
    ),
  ).toEqual([{ offers: 0, sellers: 0, findings: 0, evidence: 0 }])
})
