/**
 * "Whose listings are these?" for a seller's own report: the brand's authorized resellers by
 * company name with their seller ids, apart from the other storefronts seen; a seller id once.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { SellerChoiceItem } from '#shared/protection-api.ts'
import { brandAuthorizations, profiles } from '#server/db/schema/index.ts'
import { signIn } from '#testing/factories.ts'
import { bodyOf, get } from '#testing/http.ts'
import { uniqueAsin } from '#testing/listing-files.ts'
import { authorizedReseller, draft, importDrafts, protectedBrand } from '#testing/protection.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' })
})
afterAll(() => t.close())

const id = (prefix: string) => `${prefix}${randomUUID().slice(0, 8).toUpperCase()}`

test('authorized resellers by company name apart from other storefronts seen', async () => {
  const brand = await protectedBrand(t.deps)
  const harborId = id('AHAR')
  const greyId = id('AGRY')
  const walmartId = id('WHAR')
  const revokedId = id('AREV')
  const { reseller: harbor } = await authorizedReseller(t.deps, brand, [
    { marketplace: 'amazon', sellerId: harborId },
    { marketplace: 'walmart', sellerId: walmartId },
  ])
  await t.deps.db
    .update(profiles)
    .set({ companyName: 'Harbor Retail Co' })
    .where(eq(profiles.id, harbor.id))
  const { reseller: gone } = await authorizedReseller(t.deps, brand, [
    { marketplace: 'amazon', sellerId: revokedId },
  ])
  await t.deps.db
    .update(brandAuthorizations)
    .set({ status: 'revoked' })
    .where(eq(brandAuthorizations.resellerId, gone.id))
  const gtin = brand.products[0]!.gtin
  await importDrafts(t.deps, brand, [
    // The reseller's storefront, named otherwise than its company.
    draft({
      currency: 'USD',
      sellerId: harborId,
      sellerName: 'Harbor Store',
      gtin,
      listingId: uniqueAsin(),
    }),
    draft({
      currency: 'USD',
      sellerId: greyId,
      sellerName: 'Grey Goods',
      gtin,
      listingId: uniqueAsin(),
    }),
    draft({
      currency: 'USD',
      sellerId: revokedId,
      sellerName: 'Former Partner',
      gtin,
      listingId: uniqueAsin(),
    }),
  ])

  const cookie = await signIn(t.app, brand.user)
  const res = await get(t.app, '/api/brand/protection/imports', { cookie })
  expect(res.status).toBe(200)
  const { sellers } = await bodyOf<{ sellers: SellerChoiceItem[] }>(res)
  const view = sellers.map((s) => [s.kind, s.marketplace, s.sellerId, s.name])
  expect(view).toEqual([
    ['reseller', 'amazon', harborId, 'Harbor Retail Co'],
    ['reseller', 'walmart', walmartId, 'Harbor Retail Co'],
    ['storefront', 'amazon', revokedId, 'Former Partner'],
    ['storefront', 'amazon', greyId, 'Grey Goods'],
  ])
  // The storefront's own name stays beside the company's.
  expect(sellers[0]!.storefront).toBe('Harbor Store')
  expect(sellers[0]!.resellerId).toBe(harbor.id)
  expect(sellers[3]!.resellerId).toBeNull()
})
