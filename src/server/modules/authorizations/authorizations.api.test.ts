/**
 * The one authorization record (issue 13): granted by the brand or by an admin, it is the same
 * row; it is in force only while active, started and not ended; suspend, revoke and reinstate
 * follow their rules; a pending application is decided with the grant.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { brandApplications, brandAuthorizations } from '#server/db/schema/index.ts'
import { createReseller } from '#testing/factories.ts'
import { createBrand } from '#testing/public-site.ts'
import { insertApplication } from '#testing/reseller-brands.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { toAuthorization } from './authorization-row.ts'
import { changeAuthorizationStatus } from './change-authorization-status.ts'
import { grantAuthorization } from './grant-authorization.ts'
import { authorizedSql } from './in-force.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

async function pair() {
  const [brand, reseller] = await Promise.all([
    createBrand(t.deps),
    createReseller(t.deps, 'approved'),
  ])
  return { brandId: brand.id, resellerId: reseller.id }
}

const authorized = async (brandId: string, resellerId: string) => {
  const [row] = await t.deps.db
    .execute<{ ok: boolean }>(sql`select ${authorizedSql(brandId, resellerId)} as ok`)
    .then((r) => (r as unknown as { rows: { ok: boolean }[] }).rows)
  return row!.ok
}

describe('grantAuthorization', () => {
  test('the brand approving and an admin allocating write the same one record', async () => {
    const { brandId, resellerId } = await pair()
    const byBrand = await grantAuthorization(t.deps.db, {
      brandId,
      resellerId,
      marketplaces: [{ marketplace: 'amazon', sellerId: 'A1SELLER' }],
      grantedBy: 'brand',
      grantedByUserId: null,
    })
    expect(byBrand.created).toBe(true)
    const byAdmin = await grantAuthorization(t.deps.db, {
      brandId,
      resellerId,
      marketplaces: [
        { marketplace: 'amazon', sellerId: 'A1SELLER' },
        { marketplace: 'walmart', sellerId: '10001' },
      ],
      grantedBy: 'admin',
      grantedByUserId: null,
    })
    expect(byAdmin.created).toBe(false)
    expect(byAdmin.authorization.id).toBe(byBrand.authorization.id)
    expect(byAdmin.authorization.version).toBe(byBrand.authorization.version + 1)
    const rows = await t.deps.db
      .select()
      .from(brandAuthorizations)
      .where(eq(brandAuthorizations.resellerId, resellerId))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.marketplaces).toHaveLength(2)
    expect(await authorized(brandId, resellerId)).toBe(true)
  })

  test("the pair's pending application is decided with the grant", async () => {
    const { brandId, resellerId } = await pair()
    const application = await insertApplication(t.deps, { brandId, resellerId })
    await grantAuthorization(t.deps.db, {
      brandId,
      resellerId,
      marketplaces: [],
      grantedBy: 'admin',
      grantedByUserId: null,
    })
    const [row] = await t.deps.db
      .select()
      .from(brandApplications)
      .where(eq(brandApplications.id, application.id))
    expect(row!.status).toBe('approved')
    expect(row!.decidedAt).toBeInstanceOf(Date)
  })

  test('an authorization past its end date is expired and gives no rights', async () => {
    const { brandId, resellerId } = await pair()
    const { authorization } = await grantAuthorization(t.deps.db, {
      brandId,
      resellerId,
      marketplaces: [],
      endsAt: new Date(Date.now() + 60_000),
      grantedBy: 'brand',
      grantedByUserId: null,
    })
    expect(await authorized(brandId, resellerId)).toBe(true)
    await t.deps.db
      .update(brandAuthorizations)
      .set({ startsAt: new Date(Date.now() - 7200_000), endsAt: new Date(Date.now() - 1000) })
      .where(eq(brandAuthorizations.id, authorization.id))
    expect(await authorized(brandId, resellerId)).toBe(false)
    const [row] = await t.deps.db
      .select()
      .from(brandAuthorizations)
      .where(eq(brandAuthorizations.id, authorization.id))
    expect(toAuthorization(row!).status).toBe('expired')
  })
})

describe('changeAuthorizationStatus', () => {
  test('suspend, reinstate, revoke: each takes effect at once; a wrong step is a 409', async () => {
    const { brandId, resellerId } = await pair()
    const { authorization } = await grantAuthorization(t.deps.db, {
      brandId,
      resellerId,
      marketplaces: [],
      grantedBy: 'brand',
      grantedByUserId: null,
    })
    const change = (c: 'suspend' | 'revoke' | 'reinstate', reason: string | null = null) =>
      changeAuthorizationStatus(t.deps.db, {
        brandId,
        authorizationId: authorization.id,
        change: c,
        reason,
      })
    const suspended = await change('suspend', 'Listed below MAP')
    expect(suspended.after).toMatchObject({ status: 'suspended', statusReason: 'Listed below MAP' })
    expect(await authorized(brandId, resellerId)).toBe(false)
    await expect(change('suspend')).rejects.toMatchObject({ status: 409 })
    await change('reinstate')
    expect(await authorized(brandId, resellerId)).toBe(true)
    const revoked = await change('revoke', 'Contract ended')
    expect(revoked.after.status).toBe('revoked')
    expect(await authorized(brandId, resellerId)).toBe(false)
  })

  test("another brand's record is not found", async () => {
    const { brandId, resellerId } = await pair()
    const other = await createBrand(t.deps)
    const { authorization } = await grantAuthorization(t.deps.db, {
      brandId,
      resellerId,
      marketplaces: [],
      grantedBy: 'brand',
      grantedByUserId: null,
    })
    await expect(
      changeAuthorizationStatus(t.deps.db, {
        brandId: other.id,
        authorizationId: authorization.id,
        change: 'revoke',
        reason: 'not mine',
      }),
    ).rejects.toMatchObject({ status: 404 })
    expect(await authorized(brandId, resellerId)).toBe(true)
  })
})
