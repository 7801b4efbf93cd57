/**
 * Issue 16: the catalogs a reseller may download, newest grant first: granted to it by an admin
 * (catalog_reseller_access), approved, and of a brand it is authorized to sell right now (the
 * same rule as the file route, catalog-file.ts): a grant whose authorization lapsed, a revoked
 * grant or a catalog no longer approved disappears from the list as it stops opening.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import { CATALOG_LIST_LIMIT } from '#shared/catalogs-texts.ts'
import type { Db } from '../../db/client.ts'
import { catalogResellerAccess as access, productUploads as u } from '../../db/schema/index.ts'
import { catalogBrandNameSql } from './catalog-brand-name.ts'
import { authorizedForBrandUserSql } from './catalog-brand-authorization.ts'

export async function listResellerCatalogs(db: Db, resellerId: string) {
  const rows = await db
    .select({
      id: u.id,
      name: u.name,
      brandName: catalogBrandNameSql(sql`${u.brandId}`),
      storageKey: u.storageKey,
      contentType: u.contentType,
      sizeBytes: u.sizeBytes,
      grantedAt: access.grantedAt,
    })
    .from(access)
    .innerJoin(u, eq(u.id, access.uploadId))
    .where(
      and(
        eq(access.resellerId, resellerId),
        eq(u.status, 'approved'),
        authorizedForBrandUserSql(sql`${u.brandId}`, resellerId),
      ),
    )
    .orderBy(desc(access.grantedAt), desc(u.id))
    .limit(CATALOG_LIST_LIMIT)
  return rows.map(({ storageKey, ...row }) => ({
    ...row,
    /** csv, xlsx or pdf: the extension the file was stored under. */
    fileType: storageKey.slice(storageKey.lastIndexOf('.') + 1),
    fileUrl: resellerCatalogFileUrl(row.id),
  }))
}

export const resellerCatalogFileUrl = (id: string) => `/api/reseller/catalogs/${id}/file`
