/**
 * Reseller Access per catalog (DESIGN decision 8: the toggle persists in catalog_reseller_access).
 * Access is granted only to an approved catalog and only to reseller accounts; revoking is
 * allowed at any time and revoking what was never granted is not an error.
 *
 * Issue 13: only to a reseller whose authorization to sell the catalog's brand is in force. A
 * grant to anyone else is refused with a 409 that says so. The picker still lists them, marked
 * (`authorized: false`) and without Grant, rather than hiding them: an admin searching for a
 * reseller learns why they cannot be granted. A grant whose authorization later stops (suspended, revoked,
 * expired) is kept but opens nothing (catalog-file.ts) and is listed as such; reinstating the
 * authorization restores it.
 */
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import {
  CATALOG_CODES,
  CATALOG_RESELLER_SEARCH_LIMIT,
  CATALOG_TEXTS,
} from '#shared/catalogs-texts.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import {
  brandAuthorizations,
  brandsDirectory,
  catalogResellerAccess,
  productUploads,
  profiles,
} from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http/errors.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { enqueueCatalogSharedMail } from './announce-catalog-access.ts'
import { authorizationInForceSql } from '../authorizations/in-force.ts'
import { recordAudit, type AuditActor } from '../audit-log/record-audit.ts'

const resellerColumns = {
  id: profiles.id,
  email: profiles.email,
  fullName: profiles.fullName,
  companyName: profiles.companyName,
}

/** `%` and `_` typed by the admin are literal characters, not wildcards. */
export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

async function catalogOr404(db: Db, id: string) {
  const [catalog] = await db
    .select({
      id: productUploads.id,
      name: productUploads.name,
      status: productUploads.status,
      brandId: productUploads.brandId,
    })
    .from(productUploads)
    .where(eq(productUploads.id, id))
  if (!catalog) throw notFound('Catalog not found')
  return catalog
}

/** Which of `resellerIds` are authorized (in force) to sell a directory entry of the brand user. */
async function authorizedAmong(
  db: DbOrTx,
  brandUserId: string,
  resellerIds: readonly string[],
): Promise<Set<string>> {
  if (resellerIds.length === 0) return new Set()
  const rows = await db
    .selectDistinct({ id: brandAuthorizations.resellerId })
    .from(brandAuthorizations)
    .innerJoin(brandsDirectory, eq(brandsDirectory.id, brandAuthorizations.brandId))
    .where(
      and(
        eq(brandsDirectory.ownerUserId, brandUserId),
        inArray(brandAuthorizations.resellerId, [...resellerIds]),
        authorizationInForceSql(brandAuthorizations),
      ),
    )
  return new Set(rows.map((r) => r.id))
}

export async function getCatalogAccess(db: Db, uploadId: string, search: string | undefined) {
  const catalog = await catalogOr404(db, uploadId)
  const granted = await db
    .select({ ...resellerColumns, grantedAt: catalogResellerAccess.grantedAt })
    .from(catalogResellerAccess)
    .innerJoin(profiles, eq(profiles.id, catalogResellerAccess.resellerId))
    .where(eq(catalogResellerAccess.uploadId, uploadId))
    .orderBy(desc(catalogResellerAccess.grantedAt))
  const term = search?.trim()
  const resellers = await db
    .select({
      ...resellerColumns,
      hasAccess: sql<boolean>`exists (select 1 from ${catalogResellerAccess} where ${catalogResellerAccess.uploadId} = ${uploadId} and ${catalogResellerAccess.resellerId} = ${profiles.id})`,
    })
    .from(profiles)
    .where(
      and(
        eq(profiles.userRole, 'reseller'),
        term
          ? or(
              ilike(profiles.email, likePattern(term)),
              ilike(profiles.companyName, likePattern(term)),
              ilike(profiles.fullName, likePattern(term)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(coalesce(${profiles.companyName}, ${profiles.email}))`))
    .limit(CATALOG_RESELLER_SEARCH_LIMIT)
  const authorized = await authorizedAmong(db, catalog.brandId, [
    ...new Set([...granted, ...resellers].map((r) => r.id)),
  ])
  const { brandId: _brandId, ...summary } = catalog
  return {
    catalog: summary,
    granted: granted.map((r) => ({ ...r, authorized: authorized.has(r.id) })),
    resellers: resellers.map((r) => ({ ...r, authorized: authorized.has(r.id) })),
  }
}

/** A new grant's mail to the reseller (issue 16) is written in the grant's transaction. */
export async function setCatalogAccess(
  deps: Pick<AppDeps, 'db' | 'env' | 'mailer'>,
  input: { uploadId: string; resellerId: string; granted: boolean; adminId: string },
  actor: AuditActor,
) {
  return deps.db.transaction(async (tx) => {
    const [catalog] = await tx
      .select({
        status: productUploads.status,
        brandId: productUploads.brandId,
        name: productUploads.name,
      })
      .from(productUploads)
      .where(eq(productUploads.id, input.uploadId))
      .for('share')
    if (!catalog) throw notFound('Catalog not found')
    const audit = async (granted: boolean) => {
      const [reseller] = await tx
        .select({ email: profiles.email })
        .from(profiles)
        .where(eq(profiles.id, input.resellerId))
      const who = reseller?.email ?? input.resellerId
      await recordAudit(tx, {
        actor,
        action: granted ? 'catalog_access.granted' : 'catalog_access.revoked',
        targetType: 'catalog',
        targetId: input.uploadId,
        targetLabel: `${catalog.name} → ${who}`,
        before: { access: !granted },
        after: { access: granted, resellerId: input.resellerId, resellerEmail: who },
      })
    }
    if (!input.granted) {
      const removed = await tx
        .delete(catalogResellerAccess)
        .where(
          and(
            eq(catalogResellerAccess.uploadId, input.uploadId),
            eq(catalogResellerAccess.resellerId, input.resellerId),
          ),
        )
        .returning({ resellerId: catalogResellerAccess.resellerId })
      if (removed.length > 0) await audit(false)
      // changed: whether this call revoked or granted anything (issue 16: only then the mail).
      return {
        uploadId: input.uploadId,
        resellerId: input.resellerId,
        granted: false,
        changed: removed.length > 0,
      }
    }
    if (catalog.status !== 'approved') {
      throw conflict(CATALOG_TEXTS.notApproved, CATALOG_CODES.notApproved)
    }
    const [reseller] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.id, input.resellerId), eq(profiles.userRole, 'reseller')))
    if (!reseller) throw notFound(CATALOG_TEXTS.resellerNotFound)
    const authorized = await authorizedAmong(tx, catalog.brandId, [input.resellerId])
    if (!authorized.has(input.resellerId)) {
      throw conflict(CATALOG_TEXTS.resellerNotAuthorized, CATALOG_CODES.resellerNotAuthorized)
    }
    const added = await tx
      .insert(catalogResellerAccess)
      .values({ uploadId: input.uploadId, resellerId: input.resellerId, grantedBy: input.adminId })
      .onConflictDoNothing()
      .returning({ resellerId: catalogResellerAccess.resellerId })
    if (added.length > 0) {
      await audit(true)
      await enqueueCatalogSharedMail(tx, deps, input)
    }
    return {
      uploadId: input.uploadId,
      resellerId: input.resellerId,
      granted: true,
      changed: added.length > 0,
    }
  })
}
