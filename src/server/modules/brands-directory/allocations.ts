/**
 * Allocation of directory brands to resellers (001 §2.2 Manage Access and Bulk Allocate, 7.2
 * admin_allocate_brand_to_reseller / admin_remove_brand_allocation, 7.3 the reads). Only
 * accounts whose role is reseller can hold an allocation; allocating twice or removing what
 * is not there is not an error (both are idempotent).
 */
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm'
import {
  BRANDS_API_MESSAGES,
  BRANDS_DIRECTORY_CODES,
  RESELLER_PICKER_LIMIT,
  cutDescription,
} from '#shared/brands-directory-texts.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import {
  brandResellerAllocations as a,
  brandsDirectory as b,
  profiles,
} from '../../db/schema/index.ts'
import { badRequest, notFound } from '../../lib/http/errors.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { brandUserIdsOf } from '../brand-portal/brand-entry.ts'
import { likePattern } from './brand-columns.ts'

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

/** Manage Access: the resellers allocated to a brand, newest allocation first. */
export async function listBrandAllocations(db: Db, brandId: string) {
  const brand = await brandOr404(db, brandId)
  const resellers = await db
    .select({ ...resellerColumns, allocatedAt: a.allocatedAt })
    .from(a)
    .innerJoin(profiles, eq(profiles.id, a.resellerId))
    .where(eq(a.brandId, brandId))
    .orderBy(desc(a.allocatedAt), asc(profiles.id))
  return { brand, resellers }
}

export async function allocateBrand(db: Db, brandId: string, resellerId: string) {
  return db.transaction(async (tx) => {
    await brandOr404(tx, brandId)
    await resellerOr404(tx, resellerId)
    const inserted = await tx
      .insert(a)
      .values({ brandId, resellerId })
      .onConflictDoNothing()
      .returning({ allocatedAt: a.allocatedAt })
    return { created: inserted.length > 0 }
  })
}

export async function removeAllocation(db: Db, brandId: string, resellerId: string) {
  await brandOr404(db, brandId)
  const removed = await db
    .delete(a)
    .where(and(eq(a.brandId, brandId), eq(a.resellerId, resellerId)))
    .returning({ brandId: a.brandId })
  return { removed: removed.length > 0 }
}

/**
 * Bulk Allocate: many brands to one reseller in one transaction. When a selected brand no
 * longer exists nothing is allocated and the answer says how many are missing (001 §8.1 'Some
 * allocations failed: ...').
 */
export async function bulkAllocate(db: Db, resellerId: string, brandIds: readonly string[]) {
  const unique = [...new Set(brandIds)]
  return db.transaction(async (tx) => {
    await resellerOr404(tx, resellerId)
    const existing = await tx.select({ id: b.id }).from(b).where(inArray(b.id, unique)).for('share')
    if (existing.length !== unique.length) {
      throw notFound(BRANDS_API_MESSAGES.brandsMissing(unique.length - existing.length))
    }
    const inserted = await tx
      .insert(a)
      .values(unique.map((brandId) => ({ brandId, resellerId })))
      .onConflictDoNothing()
      .returning({ brandId: a.brandId })
    return {
      requested: unique.length,
      allocated: inserted.length,
      alreadyAllocated: unique.length - inserted.length,
    }
  })
}

/**
 * 7.3 brand_reseller_allocations by reseller_id with the joined directory entry: the reseller's
 * allocation list, newest first, the description cut at 100 characters (001 §2.2).
 */
export async function listResellerAllocations(db: DbOrTx, resellerId: string) {
  const rows = await db
    .select({
      brandId: b.id,
      name: b.name,
      description: b.description,
      websiteUrl: b.websiteUrl,
      logoUrl: b.logoUrl,
      categories: b.categories,
      department: b.department,
      isActive: b.isActive,
      allocatedAt: a.allocatedAt,
    })
    .from(a)
    .innerJoin(b, eq(b.id, a.brandId))
    .where(eq(a.resellerId, resellerId))
    .orderBy(desc(a.allocatedAt), asc(b.name), asc(b.id))
  return rows.map((row) => ({ ...row, description: cutDescription(row.description) }))
}

/** The admin's view of a reseller's allocations (404 for anyone who is not a reseller). */
export async function resellerAllocationsForAdmin(db: Db, resellerId: string) {
  const reseller = await resellerOr404(db, resellerId)
  const { role: _role, ...summary } = reseller
  return { reseller: summary, allocations: await listResellerAllocations(db, resellerId) }
}

/** Resellers to pick from, searched by company, name or e-mail, with their allocation counts. */
export async function searchResellers(db: Db, search: string | undefined) {
  const term = search?.trim()
  const pattern = term ? likePattern(term) : undefined
  const resellers = await db
    .select({
      ...resellerColumns,
      allocationCount: sql<number>`(select count(*)::int from ${a} where ${a.resellerId} = ${profiles.id})`,
    })
    .from(profiles)
    .where(
      and(
        eq(profiles.userRole, 'reseller'),
        pattern
          ? or(
              sql`lower(${profiles.companyName}) like ${pattern}`,
              sql`lower(${profiles.email}) like ${pattern}`,
              sql`lower(${profiles.fullName}) like ${pattern}`,
            )
          : undefined,
      ),
    )
    .orderBy(
      asc(sql`lower(coalesce(${profiles.companyName}, ${profiles.email}))`),
      asc(profiles.id),
    )
    .limit(RESELLER_PICKER_LIMIT)
  return { resellers }
}

/**
 * Tells the reseller and the brands' own users that an allocation changed (after commit), so
 * their open portal pages refresh: the reseller's brands, the brand's resellers and dashboard.
 */
export async function announceAllocation(
  deps: Pick<AppDeps, 'db' | 'live'>,
  resellerId: string,
  brandIds: readonly string[],
) {
  const brandUsers = await brandUserIdsOf(deps.db, brandIds)
  await deps.live.publish({
    kind: 'allocation.changed',
    userIds: [resellerId, ...brandUsers],
    data: brandIds.length === 1 ? { resellerId, brandId: brandIds[0]! } : { resellerId },
  })
}
