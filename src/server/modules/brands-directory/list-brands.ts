import { and, eq, or, sql, type SQL } from 'drizzle-orm'
import { BRANDS_DIRECTORY_PAGE_SIZE } from '#shared/brands-directory-texts.ts'
import type { BrandListQuery } from '#shared/schemas/brands-directory.ts'
import type { Db } from '../../db/client.ts'
import { brandsDirectory as b } from '../../db/schema/index.ts'
import { brandColumns, likePattern } from './brand-columns.ts'

/**
 * 7.2 admin_get_brands: one page of the directory, newest first (id breaks ties, so paging is
 * stable), searched over name, contact e-mail and department, with the total for the pager.
 * The order matches brands_directory_created_at_id_idx, so the first page reads 50 index
 * entries instead of sorting the table.
 */
export async function listBrands(db: Db, query: BrandListQuery) {
  const conditions: SQL[] = []
  if (query.status !== 'all') conditions.push(eq(b.isActive, query.status === 'active'))
  const term = query.search?.trim()
  if (term) {
    const pattern = likePattern(term)
    conditions.push(
      or(
        sql`lower(${b.name}) like ${pattern}`,
        sql`lower(${b.contactEmail}) like ${pattern}`,
        sql`lower(${b.department}) like ${pattern}`,
      )!,
    )
  }
  const where = conditions.length ? and(...conditions) : undefined
  const offset = (query.page - 1) * BRANDS_DIRECTORY_PAGE_SIZE
  const [brands, [count]] = await Promise.all([
    db
      .select(brandColumns)
      .from(b)
      .where(where)
      .orderBy(sql`${b.createdAt} desc nulls last`, sql`${b.id} desc nulls last`)
      .limit(BRANDS_DIRECTORY_PAGE_SIZE)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(b)
      .where(where),
  ])
  const total = count?.n ?? 0
  return {
    brands,
    total,
    page: query.page,
    pageSize: BRANDS_DIRECTORY_PAGE_SIZE,
    pages: Math.max(1, Math.ceil(total / BRANDS_DIRECTORY_PAGE_SIZE)),
  }
}
