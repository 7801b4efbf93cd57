/**
 * A monitoring API key acts for its brand only while the brand's owner may sign in (not banned,
 * by the rule sign-in and the session check use) and the brand's directory entry is active.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { LISTINGS_TEXTS } from '#shared/listings-texts.ts'
import { user } from '#server/db/schema/index.ts'
import { rowsOf } from '#server/modules/brand-dashboard/sql-rows.ts'
import { createUser, signIn } from '#testing/factories.ts'
import { bodyOf, patch, post, send } from '#testing/http.ts'
import { uniqueAsin } from '#testing/listing-files.ts'
import { authorizedReseller, protectedBrand } from '#testing/protection.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' })
})
afterAll(() => t.close())

async function stored(brandId: string) {
  const [row] = await rowsOf<{ observations: number; imports: number }>(
    t.deps.db,
    sql`select (select count(*)::int from listing_observations where brand_id = ${brandId}) as observations,
        (select count(*)::int from listing_imports where brand_id = ${brandId}) as imports`,
  )
  return row!
}

test("a key is refused while its brand's owner is banned or its entry inactive, and works again after", async () => {
  const brand = await protectedBrand(t.deps, { products: [{ map: '24.99' }] })
  await authorizedReseller(t.deps, brand, [{ marketplace: 'amazon', sellerId: 'A1KEYSELLER' }])
  const brandCookie = await signIn(t.app, brand.user)
  const admin = await createUser(t.deps, 'admin')
  const adminCookie = await signIn(t.app, admin)
  const created = await post(
    t.app,
    '/api/brand/protection/api-keys',
    { name: 'Price monitor' },
    { cookie: brandCookie },
  )
  expect(created.status).toBe(201)
  const { key } = await bodyOf<{ key: string }>(created)

  let n = 0
  const push = () => {
    n += 1
    return send(t.app, 'POST', '/api/protection/observations', {
      origin: null,
      headers: { authorization: `Bearer ${key}` },
      json: {
        observations: [
          {
            id: `ban-${n}`,
            marketplace: 'amazon',
            sellerId: 'A1KEYSELLER',
            listingId: uniqueAsin(),
            gtin: brand.products[0]!.gtin,
            price: '18.00',
            observedAt: `2026-11-${String(10 + n).padStart(2, '0')}T08:00:00Z`,
          },
        ],
      },
    })
  }
  const refused = async (message: string) => {
    const before = await stored(brand.entryId)
    const answer = await push()
    expect(answer.status).toBe(403)
    expect(await bodyOf(answer)).toMatchObject({ message })
    expect(await stored(brand.entryId)).toEqual(before)
  }
  const works = async () => {
    const answer = await push()
    expect(answer.status).toBe(200)
    expect(await bodyOf(answer)).toMatchObject({ accepted: 1 })
  }

  // The owner banned through User Management, as an admin does it.
  const banned = await post(
    t.app,
    `/api/admin/users/${brand.user.id}/ban`,
    { reason: 'Test', durationDays: 0 },
    { cookie: adminCookie },
  )
  expect(banned.status).toBe(200)
  await refused(LISTINGS_TEXTS.apiKeyOwnerBanned)
  expect(await stored(brand.entryId)).toEqual({ observations: 0, imports: 0 })

  const unbanned = await post(
    t.app,
    `/api/admin/users/${brand.user.id}/unban`,
    {},
    { cookie: adminCookie },
  )
  expect(unbanned.status).toBe(200)
  await works()

  // A ban that has run out no longer holds (the same rule as signing in).
  await t.deps.db
    .update(user)
    .set({ banned: true, banExpires: new Date(Date.now() - 60_000) })
    .where(eq(user.id, brand.user.id))
  await works()
  await t.deps.db
    .update(user)
    .set({ banned: true, banExpires: new Date(Date.now() + 3_600_000) })
    .where(eq(user.id, brand.user.id))
  await refused(LISTINGS_TEXTS.apiKeyOwnerBanned)
  await t.deps.db
    .update(user)
    .set({ banned: false, banExpires: null })
    .where(eq(user.id, brand.user.id))

  // The entry deactivated in the Brands Directory.
  const off = await patch(
    t.app,
    `/api/admin/brands/${brand.entryId}/status`,
    { isActive: false },
    { cookie: adminCookie },
  )
  expect(off.status).toBe(200)
  await refused(LISTINGS_TEXTS.apiKeyBrandInactive)
  const on = await patch(
    t.app,
    `/api/admin/brands/${brand.entryId}/status`,
    { isActive: true },
    { cookie: adminCookie },
  )
  expect(on.status).toBe(200)
  await works()
  expect(await stored(brand.entryId)).toMatchObject({ observations: 3 })
})
