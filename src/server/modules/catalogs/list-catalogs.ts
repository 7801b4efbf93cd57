/**
 * Catalog lists (001 §7.3): a brand's own, newest first; the admin's pending and approved ones,
 * newest first, with the uploader's name and how many resellers have access.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { CATALOG_LIST_LIMIT, type CatalogStatus } from '#shared/catalogs-texts.ts'
import type { Db } from '../../db/client.ts'
import { catalogResellerAccess, productUploads, profiles } from '../../db/schema/index.ts'

const catalogColumns = {
  id: productUploads.id,
  name: productUploads.name,
  brandId: productUploads.brandId,
  fileUrl: productUploads.fileUrl,
  contentType: productUploads.contentType,
  sizeBytes: productUploads.sizeBytes,
  status: productUploads.status,
  /** What approval did to the brand's products (catalog-products.ts). */
  importSummary: productUploads.importSummary,
  createdAt: productUploads.createdAt,
  updatedAt: productUploads.updatedAt,
}

export async function listBrandCatalogs(db: Db, brandId: string) {
  return db
    .select(catalogColumns)
    .from(productUploads)
    .where(eq(productUploads.brandId, brandId))
    .orderBy(desc(productUploads.createdAt))
    .limit(CATALOG_LIST_LIMIT)
}

export async function listCatalogsForAdmin(
  db: Db,
  status: CatalogStatus | 'listed',
): Promise<
  (Awaited<ReturnType<typeof listBrandCatalogs>>[number] & {
    brandName: string | null
    brandEmail: string | null
    accessCount: number
  })[]
> {
  const statuses: CatalogStatus[] = status === 'listed' ? ['pending', 'approved'] : [status]
  return db
    .select({
      ...catalogColumns,
      brandName: sql<string | null>`coalesce(${profiles.companyName}, ${profiles.fullName})`,
      brandEmail: profiles.email,
      accessCount: sql<number>`(select count(*)::int from ${catalogResellerAccess} where ${catalogResellerAccess.uploadId} = ${productUploads.id})`,
    })
    .from(productUploads)
    .leftJoin(profiles, eq(profiles.id, productUploads.brandId))
    .where(and(inArray(productUploads.status, statuses)))
    .orderBy(desc(productUploads.createdAt))
    .limit(CATALOG_LIST_LIMIT)
}
