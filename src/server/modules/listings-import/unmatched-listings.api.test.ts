/**
 * Unmatched listings (issue 14 item 3): a listing no GTIN, listing id or SKU matches is proposed
 * the brand's products by title; once the brand confirms one, the listing leaves the list at
 * once (the screen says its findings are being recalculated), and the re-detection matches it.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { listingOffers } from '#server/db/schema/index.ts'
import { rowsOf } from '#server/modules/brand-dashboard/sql-rows.ts'
import { runDueRedetects } from '#server/modules/protection/redetect.ts'
import type { UnmatchedListing } from '#shared/protection-api.ts'
import { signIn } from '#testing/factories.ts'
import { bodyOf, get, post } from '#testing/http.ts'
import { uniqueAsin } from '#testing/listing-files.ts'
import { draft, importDrafts, protectedBrand } from '#testing/protection.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' })
})
afterAll(() => t.close())

const unmatchedOf = async (cookie: string) =>
  bodyOf<{ items: UnmatchedListing[]; total: number }>(
    await get(t.app, '/api/brand/protection/unmatched', { cookie }),
  )

describe('unmatched listings', () => {
  test('a confirmed listing leaves the list at once and is matched by the re-detection', async () => {
    const brand = await protectedBrand(t.deps, {
      products: [{ name: 'Insulated Steel Water Bottle', map: '24.99' }, { map: '9.99' }],
    })
    const [bottle] = brand.products
    const asin = uniqueAsin()
    await importDrafts(t.deps, brand, [
      draft({ listingId: asin, title: 'Insulated Steel Water Bottle 24 oz', price: '19.99' }),
    ])
    const cookie = await signIn(t.app, brand.user)

    const before = await unmatchedOf(cookie)
    expect(before.total).toBe(1)
    expect(before.items[0]).toMatchObject({ marketplace: 'amazon', listingId: asin, offers: 1 })
    expect(before.items[0]!.proposals[0]).toMatchObject({ productId: bottle!.id })
    expect(before.items[0]!.proposals[0]!.similarity).toBeGreaterThan(0.5)

    const confirmed = await post(
      t.app,
      '/api/brand/protection/unmatched/confirm',
      { marketplace: 'amazon', listingId: asin.toLowerCase(), productId: bottle!.id },
      { cookie },
    )
    expect(confirmed.status).toBe(200)
    expect(await bodyOf(confirmed)).toEqual({ ok: true, recalculating: true })

    // Gone before the re-detection ran: the brand's answer is remembered.
    expect(await unmatchedOf(cookie)).toMatchObject({ items: [], total: 0 })

    await runDueRedetects(t.deps)
    const offers = await t.deps.db
      .select({ productId: listingOffers.productId, method: listingOffers.matchMethod })
      .from(listingOffers)
      .where(eq(listingOffers.brandId, brand.entryId))
    expect(offers).toEqual([{ productId: bottle!.id, method: 'confirmed' }])
    const [finding] = await rowsOf<{ kind: string }>(
      t.deps.db,
      sql`select kind from protection_findings where brand_id = ${brand.entryId}`,
    )
    expect(finding?.kind).toBe('unauthorized_seller')
  })

  test("another brand's product cannot be confirmed, and the listing stays", async () => {
    const brand = await protectedBrand(t.deps, { products: [{ name: 'Trail Lamp', map: null }] })
    const other = await protectedBrand(t.deps, { products: [{ name: 'Trail Lamp', map: null }] })
    const asin = uniqueAsin()
    await importDrafts(t.deps, brand, [draft({ listingId: asin, title: 'Trail Lamp XL' })])
    const cookie = await signIn(t.app, brand.user)
    const refused = await post(
      t.app,
      '/api/brand/protection/unmatched/confirm',
      { marketplace: 'amazon', listingId: asin, productId: other.products[0]!.id },
      { cookie },
    )
    expect(refused.status).toBe(400)
    const list = await unmatchedOf(cookie)
    expect(list.items.map((i) => i.listingId)).toEqual([asin])
    expect(list.items[0]!.proposals.map((p) => p.productId)).toEqual([brand.products[0]!.id])
  })
})
