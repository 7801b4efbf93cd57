/**
 * Available Brands as ONE statement (001 §7.2 get_reseller_brands_optimized with
 * get_reseller_brands_count): a page of active brands with the reseller's application and
 * authorization (issue 13), the filtered count and the count of every active brand.
 *
 * This is the reference: the tests hold the API's path (list-reseller-brands.ts, which asks the
 * one brand search for the page and reads the reseller's part on its own) to its answers.
 */
import { sql, type SQL } from 'drizzle-orm'
import {
  LONG_WAIT_DAYS,
  MAX_FOLLOW_UPS,
  RECENTLY_APPLIED_DAYS,
  RESELLER_BRANDS_PAGE_SIZE,
} from '#shared/reseller-brands-texts.ts'
import type { ResellerBrandsQuery } from '#shared/schemas/reseller-brands.ts'
import type { Db } from '../../db/client.ts'
import type { BrandSearch } from '../search/brand-search.ts'
import {
  applicationJoin,
  authorizationJoin,
  brandRowColumns,
  nextFollowUpSql,
  referenceSearch,
  standingSql,
  type BrandRowJson,
} from './reseller-brands-sql.ts'

export interface StatementRow {
  filtered_count: number
  total_count: number
  brands: BrandRowJson[] | string
}

/**
 * The reseller-side filters of the query, over the left-joined application `a` and authorization
 * `z`: the status of the card's standing, then the follow-up and time filters of the application.
 */
function applicationConditions(query: ResellerBrandsQuery, at: SQL): SQL[] {
  const conditions: SQL[] = []
  const standing = standingSql(at)
  // Each standing comes with a plain condition on `a` or `z` that it implies, so that the planner
  // can start from the reseller's few rows rather than judge every matching brand.
  switch (query.status) {
    case 'all':
      break
    case 'not_applied':
      conditions.push(sql`a.id is null and z.id is null`)
      break
    case 'approved':
      conditions.push(sql`(a.status = 'approved' or z.status = 'active')
        and ${standing} in ('authorized', 'approved')`)
      break
    case 'authorized':
      conditions.push(sql`z.status = 'active' and ${standing} = 'authorized'`)
      break
    default:
      conditions.push(sql`a.status = ${query.status} and ${standing} = ${query.status}`)
  }
  const followUp: SQL[] = query.followUp.map((f) => {
    switch (f) {
      case 'can_follow_up':
        return sql`(${nextFollowUpSql}) <= ${at}`
      case 'waiting':
        return sql`(${nextFollowUpSql}) > ${at}`
      case 'followed_up':
        return sql`a.follow_up_count > 0`
      case 'max_reached':
        return sql`a.follow_up_count >= ${MAX_FOLLOW_UPS}`
    }
  })
  if (followUp.length) conditions.push(sql`(${sql.join(followUp, sql` or `)})`)
  const time: SQL[] = query.time.map((f) => {
    switch (f) {
      case 'recently_applied':
        return sql`a.created_at >= ${at} - interval '${sql.raw(String(RECENTLY_APPLIED_DAYS))} days'`
      case 'long_wait':
        return sql`(a.status = 'pending' and a.created_at <= ${at} - interval '${sql.raw(String(LONG_WAIT_DAYS))} days')`
    }
  })
  if (time.length) conditions.push(sql`(${sql.join(time, sql` or `)})`)
  return conditions
}

export function resellerBrandsStatement(
  resellerId: string,
  query: ResellerBrandsQuery,
  now: Date,
  brandSearch: BrandSearch,
): SQL {
  const search = referenceSearch(brandSearch)
  const at = sql`${now.toISOString()}::timestamptz`
  const conditions = [search.condition, ...applicationConditions(query, at)]
  const offset = (query.page - 1) * RESELLER_BRANDS_PAGE_SIZE
  const statement = sql`
    with f as materialized (
      select b.id, b.name, ${search.tier} as tier
      from brands_directory b
      ${applicationJoin(resellerId)}
      ${authorizationJoin(resellerId)}
      where ${sql.join(conditions, sql` and `)}
    )
    select
      (select count(*)::int from f) as filtered_count,
      (select count(*)::int from brands_directory where is_active) as total_count,
      (select coalesce(json_agg(p), '[]'::json) from (
        select ${brandRowColumns(at, resellerId)}
        from (select f.id, f.name, f.tier from f
              order by f.tier, f.name, f.id
              limit ${RESELLER_BRANDS_PAGE_SIZE} offset ${offset}) pg
        join brands_directory b on b.id = pg.id
        ${applicationJoin(resellerId)}
        ${authorizationJoin(resellerId)}
        order by pg.tier, pg.name, pg.id
      ) p) as brands`
  return statement
}

export async function runResellerBrandsStatement(db: Db, statement: SQL): Promise<StatementRow> {
  return ((await db.execute(statement)) as unknown as { rows: StatementRow[] }).rows[0]!
}
