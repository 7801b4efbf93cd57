/**
 * One directory brand as its admin detail view shows it (issue 16 item 2): the entry's fields
 * (the same columns as the directory's list, with the brand's wholesale terms and decision
 * counts), the brand account it belongs to, and the resellers authorized for it now — how many,
 * and the newest first page. An id that is not a uuid names no brand: 404, like an unknown one.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import {
  BRAND_DETAIL_ALLOCATIONS_LIMIT,
  type AdminBrandDetail,
} from '#shared/admin-detail-texts.ts'
import { BRANDS_API_MESSAGES } from '#shared/brands-directory-texts.ts'
import { uuid } from '#shared/schemas/common.ts'
import type { DbOrTx } from '../../db/client.ts'
import {
  brandAuthorizations as a,
  brandsDirectory as b,
  profiles,
  user,
} from '../../db/schema/index.ts'
import { notFound } from '../../lib/http/errors.ts'
import { authorizationInForceSql } from '../authorizations/in-force.ts'
import { brandColumns } from './brand-columns.ts'

export async function getBrandDetail(db: DbOrTx, id: string): Promise<AdminBrandDetail> {
  if (!uuid.safeParse(id).success) throw notFound(BRANDS_API_MESSAGES.brandNotFound)
  const [row] = await db
    .select({
      ...brandColumns,
      ownerUserId: b.ownerUserId,
      openingOrderMinimum: b.openingOrderMinimum,
      reorderMinimum: b.reorderMinimum,
      decidedApplications: b.decidedApplications,
      approvedApplications: b.approvedApplications,
    })
    .from(b)
    .where(eq(b.id, id))
  if (!row) throw notFound(BRANDS_API_MESSAGES.brandNotFound)

  const [owners, resellers] = await Promise.all([
    // The owner by the recorded link; before the brand's first sign-in, the brand account whose
    // address is the contact e-mail (the one that will claim it, brand-portal/brand-entry.ts).
    db
      .select({ id: user.id, email: user.email, fullName: profiles.fullName })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(
        row.ownerUserId
          ? eq(user.id, row.ownerUserId)
          : and(
              eq(sql`lower(${user.email})`, row.contactEmail.trim().toLowerCase()),
              eq(sql`coalesce(${profiles.userRole}::text, ${user.userRole})`, 'brand'),
            ),
      )
      .limit(1),
    db
      .select({
        id: profiles.id,
        email: profiles.email,
        fullName: profiles.fullName,
        companyName: profiles.companyName,
        allocatedAt: a.startsAt,
        grantedBy: a.grantedBy,
      })
      .from(a)
      .innerJoin(profiles, eq(profiles.id, a.resellerId))
      .where(and(eq(a.brandId, id), authorizationInForceSql(a)))
      .orderBy(desc(a.startsAt), asc(profiles.id))
      .limit(BRAND_DETAIL_ALLOCATIONS_LIMIT),
  ])
  const owner = owners[0]

  const { ownerUserId, allocationCount, logoUrl: _typedLogo, ...fields } = row
  return {
    brand: {
      ...fields,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    },
    owner: owner ? { ...owner, claimed: ownerUserId !== null } : null,
    allocations: {
      count: allocationCount,
      resellers: resellers.map((r) => ({ ...r, allocatedAt: r.allocatedAt.toISOString() })),
    },
  }
}
