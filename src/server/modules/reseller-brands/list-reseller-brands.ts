/**
 * Available Brands (001 §2.4; §7.2 get_reseller_brands_optimized and get_reseller_brands_count):
 * one statement answers a page of active directory brands with the reseller's own application
 * (left join), the filtered count, the count of every active brand, whether an admin allocated
 * the brand, and the minimum order (5 × the lowest approved wholesale price of the brand account
 * owning the entry, or $1,000).
 *
 * Search uses the public search's indexed expressions (drizzle/0002, 0003): full text over name,
 * categories, department and description, and trigram word similarity so that misspellings match.
 * The counts and the page come back as one row (the page as a JSON array), so a page past the
 * end still carries its counts.
 */
import { sql, type SQL } from 'drizzle-orm'
import {
  FIRST_FOLLOW_UP_AFTER_DAYS,
  LONG_WAIT_DAYS,
  MAX_FOLLOW_UPS,
  MIN_ORDER_DEFAULT_USD,
  MIN_ORDER_PRICE_MULTIPLIER,
  NEXT_FOLLOW_UP_AFTER_DAYS,
  RECENTLY_APPLIED_DAYS,
  RESELLER_BRANDS_PAGE_SIZE,
} from '#shared/reseller-brands-texts.ts'
import type {
  ResellerBrandRow,
  ResellerBrandsQuery,
  ResellerBrandsResponse,
} from '#shared/schemas/reseller-brands.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { queryWords, WORD_SIMILARITY_THRESHOLD } from '../search/search-brands.ts'

/** Shorter words match too loosely by trigrams; they count for full text only (as in search). */
const FUZZY_MIN_LENGTH = 4

const vector = sql.raw(
  'brands_directory_search_vector(b.name, b.categories, b.department, b.description)',
)
const searchText = sql.raw('brands_directory_search_text(b.name, b.categories, b.department)')

/** When the next follow-up may be sent (001 §4.6), or null when none can be. */
export const nextFollowUpSql =
  sql.raw(`case when a.status = 'pending' and a.follow_up_count < ${MAX_FOLLOW_UPS} then
  case when a.follow_up_count = 0 then a.created_at + interval '${FIRST_FOLLOW_UP_AFTER_DAYS} days'
  else coalesce(a.last_follow_up_at, a.created_at) + interval '${NEXT_FOLLOW_UP_AFTER_DAYS} days' end end`)

interface BuiltQuery {
  statement: SQL
  /** The search needs pg_trgm's threshold set for its transaction. */
  fuzzy: boolean
}

/** The statement (exported for the bench, which times it without the API around it). */
export function resellerBrandsStatement(
  resellerId: string,
  query: ResellerBrandsQuery,
  now: Date,
): BuiltQuery {
  const at = sql`${now.toISOString()}::timestamptz`
  const conditions: SQL[] = [sql`b.is_active`]
  let score: SQL = sql`0`
  const words = queryWords(query.q)
  const fuzzyWords = words.filter((w) => w.length >= FUZZY_MIN_LENGTH)
  if (query.q !== '') {
    if (words.length === 0) {
      conditions.push(sql`false`)
    } else {
      const tsquery = sql.join(
        words.map((w) => sql`to_tsquery('english', ${`${w}:*`})`),
        sql` || `,
      )
      const matches: SQL[] = [sql`${vector} @@ (${tsquery})`]
      for (const w of fuzzyWords) matches.push(sql`${w} <% ${searchText}`)
      conditions.push(sql`(${sql.join(matches, sql` or `)})`)
      const similarity = fuzzyWords.length
        ? sql.join(
            fuzzyWords.map((w) => sql`word_similarity(${w}, ${searchText})`),
            sql` + `,
          )
        : sql`0`
      score = sql`2 * ts_rank(${vector}, (${tsquery})) + 0.5 * (${similarity})`
    }
  }

  if (query.status === 'not_applied') conditions.push(sql`a.id is null`)
  else if (query.status !== 'all') conditions.push(sql`a.status = ${query.status}`)

  const next = nextFollowUpSql
  const followUp: SQL[] = query.followUp.map((f) => {
    switch (f) {
      case 'can_follow_up':
        return sql`(${next}) <= ${at}`
      case 'waiting':
        return sql`(${next}) > ${at}`
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

  const offset = (query.page - 1) * RESELLER_BRANDS_PAGE_SIZE
  const statement = sql`
    with f as materialized (
      select b.id, b.name, b.department, b.categories, b.description, b.logo_url, b.website_url,
        b.approval_rate, b.response_time, b.owner_user_id,
        a.id as application_id, a.status as application_status,
        a.created_at as application_created_at, a.follow_up_count, a.last_follow_up_at,
        (${next}) as next_follow_up_at,
        ${score} as score
      from brands_directory b
      left join brand_applications a on a.brand_id = b.id and a.reseller_id = ${resellerId}
      where ${sql.join(conditions, sql` and `)}
    )
    select
      (select count(*)::int from f) as filtered_count,
      (select count(*)::int from brands_directory where is_active) as total_count,
      (select coalesce(json_agg(p), '[]'::json) from (
        select f.id, f.name, f.department, f.categories, f.description,
          f.logo_url as "logoUrl", f.website_url as "websiteUrl",
          f.approval_rate::float8 as "approvalRate", f.response_time::float8 as "responseTime",
          exists (select 1 from brand_reseller_allocations al
            where al.brand_id = f.id and al.reseller_id = ${resellerId}) as allocated,
          f.application_status as "applicationStatus", f.application_id as "applicationId",
          f.application_created_at as "applicationCreatedAt",
          coalesce(f.follow_up_count, 0) as "followUpCount",
          f.last_follow_up_at as "lastFollowUpAt", f.next_follow_up_at as "nextFollowUpAt",
          coalesce((select (${MIN_ORDER_PRICE_MULTIPLIER} * min(pr.wholesale_price))::numeric(14, 2)
            from products pr
            where pr.brand_id = f.owner_user_id and pr.approval_status = 'approved'),
            ${MIN_ORDER_DEFAULT_USD})::numeric(14, 2)::text as "minimumOrder"
        from f
        order by f.score desc, f.name, f.id
        limit ${RESELLER_BRANDS_PAGE_SIZE} offset ${offset}
      ) p) as brands`
  return { statement, fuzzy: fuzzyWords.length > 0 }
}

interface ResultRow {
  filtered_count: number
  total_count: number
  brands: ResellerBrandRow[] | string
}

async function run(db: DbOrTx, statement: SQL): Promise<ResultRow> {
  const result = (await db.execute(statement)) as unknown as { rows: ResultRow[] }
  return result.rows[0]!
}

/** Runs the statement as the API does: in a transaction with the trigram threshold when fuzzy. */
export async function runResellerBrandsStatement(db: Db, built: BuiltQuery): Promise<ResultRow> {
  if (!built.fuzzy) return run(db, built.statement)
  return db.transaction(async (tx) => {
    // Local to this transaction, so pooled connections keep the default.
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
    )
    return run(tx, built.statement)
  })
}

const isoOrNull = (v: string | null) => (v === null ? null : new Date(v).toISOString())

export async function listResellerBrands(
  db: Db,
  resellerId: string,
  query: ResellerBrandsQuery,
  now: Date = new Date(),
): Promise<ResellerBrandsResponse> {
  const row = await runResellerBrandsStatement(db, resellerBrandsStatement(resellerId, query, now))
  const raw =
    typeof row.brands === 'string' ? (JSON.parse(row.brands) as ResellerBrandRow[]) : row.brands
  return {
    brands: raw.map((b) => ({
      ...b,
      categories: b.categories ?? [],
      applicationCreatedAt: isoOrNull(b.applicationCreatedAt),
      lastFollowUpAt: isoOrNull(b.lastFollowUpAt),
      nextFollowUpAt: isoOrNull(b.nextFollowUpAt),
    })),
    filteredCount: row.filtered_count,
    totalCount: row.total_count,
    page: query.page,
    pageSize: RESELLER_BRANDS_PAGE_SIZE,
    now: now.toISOString(),
  }
}
