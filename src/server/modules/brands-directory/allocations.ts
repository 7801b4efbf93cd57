/**
 * Allocation of directory brands to resellers (001 §2.2 Manage Access and Bulk Allocate, 7.2
 * admin_allocate_brand_to_reseller / admin_remove_brand_allocation, 7.3 the reads). Since issue
 * 13 an allocation is the admin granting the pair's one authorization on the brand's behalf
 * (modules/authorizations): allocating writes that record, removing revokes it, and every list
 * here shows the authorizations in force, whoever granted them. Only accounts whose role is
 * reseller can hold one; allocating twice or removing what is not there is not an error.
 */
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm'
import {
  BRANDS_API_MESSAGES,
  BRANDS_DIRECTORY_CODES,
  REMOVED_BY_ADMIN_REASON,
  cutDescription,
} from '#shared/brands-directory-texts.ts'
import type { ResellerSearchQuery } from '#shared/schemas/brands-directory.ts'
import { pageInfo } from '#shared/schemas/paging.ts'
import type { Db, DbOrTx, Tx } from '../../db/client.ts'
import { brandAuthorizations as a, brandsDirectory as b, profiles } from '../../db/schema/index.ts'
import { brandLogoUrl } from '../media/logo-url.ts'
import { HttpError, badRequest, notFound } from '../../lib/http/errors.ts'
import { grantAuthorization } from '../authorizations/grant-authorization.ts'
import { authorizationInForceSql, inForceSqlText } from '../authorizations/in-force.ts'
import { resellerSellerIds } from '../authorizations/reseller-seller-ids.ts'
import { likePattern } from './brand-columns.ts'
import { recordAudit, type AuditActor } from '../audit-log/record-audit.ts'

const resellerColumns = {
  id: profiles.id,
  email: profiles.email,
  fullName: profiles.fullName,
  companyName: profiles.companyName,
}

/** The reseller, or 404 when no such account, 400 when the account is not a reseller. */
async function resellerOr404(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ ...resellerColumns, role: profiles.userRole })
    .from(profiles)
    .where(eq(profiles.id, id))
  if (!row) throw notFound(BRANDS_API_MESSAGES.resellerNotFound)
  if (row.role !== 'reseller') {
    throw badRequest(BRANDS_API_MESSAGES.notReseller, BRANDS_DIRECTORY_CODES.notReseller)
  }
  return row
}

async function brandOr404(db: DbOrTx, id: string) {
  const [row] = await db.select({ id: b.id, name: b.name }).from(b).where(eq(b.id, id))
  if (!row) throw notFound(BRANDS_API_MESSAGES.brandNotFound)
  return row
}

/** Manage Access: the resellers authorized for a brand (in force), newest first. */
export async function listBrandAllocations(db: Db, brandId: string) {
  const brand = await brandOr404(db, brandId)
  const resellers = await db
    .select({ ...resellerColumns, allocatedAt: a.startsAt, grantedBy: a.grantedBy })
    .from(a)
    .innerJoin(profiles, eq(profiles.id, a.resellerId))
    .where(and(eq(a.brandId, brandId), authorizationInForceSql(a)))
    .orderBy(desc(a.startsAt), asc(profiles.id))
  return { brand, resellers }
}

/**
 * Grants the pair's authorization on the brand's behalf, unless one is in force already (then
 * its terms, perhaps the brand's own, stay as they are). It covers the marketplaces the reseller
 * gave seller ids for.
 */
/** An allocation as the audit log names it: the brand → the reseller (issue 16). */
const allocationLabel = (
  brand: { name: string },
  reseller: { email: string; companyName: string | null },
) => `${brand.name} → ${reseller.companyName ?? reseller.email}`

async function allocateOne(
  tx: Tx,
  brand: { id: string; name: string },
  reseller: { id: string; email: string; companyName: string | null },
  adminId: string | null,
  actor: AuditActor,
) {
  const brandId = brand.id
  const resellerId = reseller.id
  const [current] = await tx
    .select({ status: a.status, inForce: authorizationInForceSql(a) })
    .from(a)
    .where(and(eq(a.brandId, brandId), eq(a.resellerId, resellerId)))
    .for('update')
  if (current?.inForce) return false
  // A suspension is the brand's (or an admin's) deliberate pause: lifting it is a reinstatement,
  // never a side effect of an allocation. Revoked and expired records are granted anew.
  if (current?.status === 'suspended') {
    throw new HttpError(409, {
      code: BRANDS_DIRECTORY_CODES.suspendedByBrand,
      message: BRANDS_API_MESSAGES.suspendedByBrand,
    })
  }
  const { authorization } = await grantAuthorization(tx, {
    brandId,
    resellerId,
    marketplaces: await resellerSellerIds(tx, resellerId),
    grantedBy: 'admin',
    grantedByUserId: adminId,
  })
  await recordAudit(tx, {
    actor,
    action: 'allocation.granted',
    targetType: 'brand_authorization',
    targetId: authorization.id,
    targetLabel: allocationLabel(brand, reseller),
    before: { status: current?.status ?? null },
    after: {
      status: authorization.status,
      brandId,
      resellerId,
      resellerEmail: reseller.email,
      grantedBy: 'admin',
    },
  })
  return true
}

export async function allocateBrand(
  db: Db,
  brandId: string,
  resellerId: string,
  adminId: string | null,
  actor: AuditActor,
) {
  return db.transaction(async (tx) => {
    const brand = await brandOr404(tx, brandId)
    const reseller = await resellerOr404(tx, resellerId)
    return { created: await allocateOne(tx, brand, reseller, adminId, actor) }
  })
}

/** Removing an allocation revokes the authorization, with a reason the reseller sees. */
export async function removeAllocation(
  db: Db,
  brandId: string,
  resellerId: string,
  actor: AuditActor,
) {
  return db.transaction(async (tx) => {
    const brand = await brandOr404(tx, brandId)
    const now = new Date()
    const removed = await tx
      .update(a)
      .set({
        status: 'revoked',
        statusReason: REMOVED_BY_ADMIN_REASON,
        statusChangedAt: now,
        updatedAt: now,
      })
      .where(and(eq(a.brandId, brandId), eq(a.resellerId, resellerId), authorizationInForceSql(a)))
      .returning({ id: a.id, status: a.status })
    if (removed.length > 0) {
      const [reseller] = await tx
        .select(resellerColumns)
        .from(profiles)
        .where(eq(profiles.id, resellerId))
      await recordAudit(tx, {
        actor,
        action: 'allocation.revoked',
        targetType: 'brand_authorization',
        targetId: removed[0]!.id,
        targetLabel: allocationLabel(brand, reseller ?? { email: resellerId, companyName: null }),
        before: { status: 'active' },
        after: { status: 'revoked', statusReason: REMOVED_BY_ADMIN_REASON, brandId, resellerId },
      })
    }
    return { removed: removed.length > 0 }
  })
}

/**
 * Bulk Allocate: many brands to one reseller in one transaction. When a selected brand no
 * longer exists nothing is allocated and the answer says how many are missing (001 §8.1 'Some
 * allocations failed: ...').
 */
export async function bulkAllocate(
  db: Db,
  resellerId: string,
  brandIds: readonly string[],
  adminId: string | null,
  actor: AuditActor,
) {
  const unique = [...new Set(brandIds)]
  return db.transaction(async (tx) => {
    const reseller = await resellerOr404(tx, resellerId)
    const existing = await tx
      .select({ id: b.id, name: b.name })
      .from(b)
      .where(inArray(b.id, unique))
      .for('share')
    if (existing.length !== unique.length) {
      throw notFound(BRANDS_API_MESSAGES.brandsMissing(unique.length - existing.length))
    }
    const byId = new Map(existing.map((brand) => [brand.id, brand]))
    let allocated = 0
    for (const brandId of unique) {
      if (await allocateOne(tx, byId.get(brandId)!, reseller, adminId, actor)) allocated += 1
    }
    return { requested: unique.length, allocated, alreadyAllocated: unique.length - allocated }
  })
}

/**
 * 7.3 brand_reseller_allocations by reseller_id with the joined directory entry (now: the
 * reseller's authorizations in force), newest first, the description cut at 100 characters
 * (001 §2.2).
 */
export async function listResellerAllocations(db: DbOrTx, resellerId: string) {
  const rows = await db
    .select({
      brandId: b.id,
      name: b.name,
      description: b.description,
      websiteUrl: b.websiteUrl,
      logoUrl: brandLogoUrl,
      categories: b.categories,
      department: b.department,
      isActive: b.isActive,
      allocatedAt: a.startsAt,
    })
    .from(a)
    .innerJoin(b, eq(b.id, a.brandId))
    .where(and(eq(a.resellerId, resellerId), authorizationInForceSql(a)))
    .orderBy(desc(a.startsAt), asc(b.name), asc(b.id))
  return rows.map((row) => ({ ...row, description: cutDescription(row.description) }))
}

/** The admin's view of a reseller's allocations (404 for anyone who is not a reseller). */
export async function resellerAllocationsForAdmin(db: Db, resellerId: string) {
  const reseller = await resellerOr404(db, resellerId)
  const { role: _role, ...summary } = reseller
  return { reseller: summary, allocations: await listResellerAllocations(db, resellerId) }
}

/** Resellers to pick from, searched by company, name or e-mail, with their allocation counts. */
export async function searchResellers(db: Db, query: ResellerSearchQuery) {
  const term = query.search?.trim()
  const pattern = term ? likePattern(term) : undefined
  const where = and(
    eq(profiles.userRole, 'reseller'),
    pattern
      ? or(
          sql`lower(${profiles.companyName}) like ${pattern}`,
          sql`lower(${profiles.email}) like ${pattern}`,
          sql`lower(${profiles.fullName}) like ${pattern}`,
        )
      : undefined,
  )
  const [resellers, [count]] = await Promise.all([
    db
      .select({
        ...resellerColumns,
        // Table names written out: in a select list Drizzle leaves columns bare (see brand-columns).
        allocationCount: sql<number>`(select count(*)::int from brand_authorizations z
          where z.reseller_id = profiles.id and ${sql.raw(inForceSqlText('z'))})`,
      })
      .from(profiles)
      .where(where)
      .orderBy(
        asc(sql`lower(coalesce(${profiles.companyName}, ${profiles.email}))`),
        asc(profiles.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(profiles)
      .where(where),
  ])
  return { resellers, ...pageInfo(count?.n ?? 0, query.page, query.pageSize) }
}
