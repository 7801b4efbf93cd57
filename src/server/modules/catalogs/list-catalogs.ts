/**
 * Catalog lists (001 §7.3): a brand's own, newest first; the admin's pending and approved ones,
 * newest first, with the uploader's name and how many resellers have access.
 */
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import { CATALOG_LIST_LIMIT, type CatalogStatus } from '#shared/catalogs-texts.ts'
import type { CatalogListQuery } from '#shared/schemas/catalogs.ts'
import { pageInfo } from '#shared/schemas/paging.ts'
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

/** LIKE treats % and _ as wildcards; a search for them means the characters themselves. */
const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const brandName = sql<string | null>`coalesce(${profiles.companyName}, ${profiles.fullName})`

/**
 * The admin's catalogs of one status (or pending and approved: `listed`), newest first, a page at
 * a time (issue 16 item 4), searched by the catalog's name or the brand's name or e-mail; with
 * the total of that status and the counts of each status under the same search, for the tabs.
 */
export async function listCatalogsForAdmin(db: Db, query: CatalogListQuery) {
  const statuses: CatalogStatus[] =
    query.status === 'listed' ? ['pending', 'approved'] : [query.status]
  const search = query.search
    ? or(
        ilike(productUploads.name, likePattern(query.search)),
        ilike(brandName, likePattern(query.search)),
        ilike(profiles.email, likePattern(query.search)),
      )
    : undefined
  const [catalogs, [counts]] = await Promise.all([
    db
      .select({
        ...catalogColumns,
        brandName,
        brandEmail: profiles.email,
        accessCount: sql<number>`(select count(*)::int from ${catalogResellerAccess} where ${catalogResellerAccess.uploadId} = ${productUploads.id})`,
      })
      .from(productUploads)
      .leftJoin(profiles, eq(profiles.id, productUploads.brandId))
      .where(and(inArray(productUploads.status, statuses), search))
      .orderBy(desc(productUploads.createdAt), desc(productUploads.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({
        pending: sql<number>`(count(*) filter (where ${productUploads.status} = 'pending'))::int`,
        approved: sql<number>`(count(*) filter (where ${productUploads.status} = 'approved'))::int`,
        rejected: sql<number>`(count(*) filter (where ${productUploads.status} = 'rejected'))::int`,
      })
      .from(productUploads)
      .leftJoin(profiles, eq(profiles.id, productUploads.brandId))
      .where(search),
  ])
  const byStatus: Record<CatalogStatus, number> = {
    pending: counts?.pending ?? 0,
    approved: counts?.approved ?? 0,
    rejected: counts?.rejected ?? 0,
  }
  const total = statuses.reduce((sum, status) => sum + byStatus[status], 0)
  return {
    catalogs,
    counts: byStatus,
    ...pageInfo(total, Math.floor(query.offset / query.limit) + 1, query.limit),
  }
}
