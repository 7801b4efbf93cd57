import { and, eq, or, sql, type SQL } from 'drizzle-orm'
import type { BrandListQuery } from '#shared/schemas/brands-directory.ts'
import { pageInfo } from '#shared/schemas/paging.ts'
import type { Db } from '../../db/client.ts'
import { brandsDirectory as b } from '../../db/schema/index.ts'
import { brandColumns, likePattern } from './brand-columns.ts'

/**
 * 7.2 admin_get_brands: one page of the directory, newest first (id breaks ties, so paging is
 * stable), searched over name, contact e-mail and department, with the total for the pager.
 * The order matches brands_directory_created_at_id_idx, so the first page reads a page of index
 * entries instead of sorting the table. A page past the last one answers no rows and the
 * real page count (the screen then steps back to the last page).
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
  const offset = (query.page - 1) * query.pageSize
  const [brands, [count]] = await Promise.all([
    db
      .select(brandColumns)
      .from(b)
      .where(where)
      .orderBy(sql`${b.createdAt} desc nulls last`, sql`${b.id} desc nulls last`)
      .limit(query.pageSize)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(b)
      .where(where),
  ])
  return { brands, ...pageInfo(count?.n ?? 0, query.page, query.pageSize) }
}
