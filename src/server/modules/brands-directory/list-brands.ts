import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { BrandListQuery } from '#shared/schemas/brands-directory.ts'
import { pageInfo } from '#shared/schemas/paging.ts'
import type { Db } from '../../db/client.ts'
import { perDatabase } from '../../db/per-database.ts'
import { brandsDirectory as b } from '../../db/schema/index.ts'
import { inOrder, prepareBrandSearch, rankBrands } from '../search/brand-search.ts'
import { brandColumns, likePattern } from './brand-columns.ts'

/**
 * 7.2 admin_get_brands: one page of the directory with the total for the pager. Without a search,
 * newest first (id breaks ties, so paging is stable); the order matches
 * brands_directory_created_at_id_idx, so the first page reads a page of index entries instead of
 * sorting the table. A search is the one brand search (decision 017), so that the admin sees the
 * brands a reseller or a visitor finds, in their order; a search with an '@' looks up contact
 * e-mails instead, which only admins see. A page past the last one answers no rows and the
 * real page count (the screen then steps back to the last page).
 */
/** A search's page of rows by id, prepared once per database. */
const rowsStatement = perDatabase((db: Db) =>
  db
    .select(brandColumns)
    .from(b)
    .where(sql`${b.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('brands_directory_search_rows'),
)

export async function listBrands(db: Db, query: BrandListQuery) {
  const term = query.search?.trim()
  const offset = (query.page - 1) * query.pageSize
  if (term && !term.includes('@')) {
    const search = await prepareBrandSearch(db, term)
    const active = query.status === 'all' ? null : query.status === 'active'
    const { total, ids } = await rankBrands(
      db,
      search,
      { active },
      {
        offset,
        limit: query.pageSize,
      },
    )
    const rows = ids.length ? await rowsStatement(db).execute({ ids: `{${ids.join(',')}}` }) : []
    return { brands: inOrder(ids, rows), ...pageInfo(total, query.page, query.pageSize) }
  }
  const conditions: SQL[] = []
  if (query.status !== 'all') conditions.push(eq(b.isActive, query.status === 'active'))
  if (term) conditions.push(sql`lower(${b.contactEmail}) like ${likePattern(term)}`)
  const where = conditions.length ? and(...conditions) : undefined
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
