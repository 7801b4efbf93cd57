/**
 * What the Monitoring screen shows (shared/monitoring.ts): the brand's connections, and its
 * coverage — every product × site a connection watches, when it was last checked, when it is
 * due, what was seen, and the gaps (never checked, failing, over the provider's budget).
 *
 * The figures count product × site pairs once however many connections watch them (Amazon's
 * SP-API and Keepa both watch amazon.com): a pair is checked when any connection checked it in
 * the last 24 h; failing or over budget when one of its rows is and none is in good standing
 * (its latest check answered, and its connection not failing). The list has one row per
 * connection's coverage row, gaps first, then by the next check.
 */
import { sql, type SQL } from 'drizzle-orm'
import {
  COVERAGE_PAGE_SIZE,
  type CoveragePage,
  type CoverageRow,
  type MonitoredSiteId,
  type MonitoringOverview,
  type MonitoringSource,
  type CoverageStatus,
} from '#shared/monitoring.ts'
import type { CoverageQuery } from '#shared/schemas/monitoring.ts'
import type { DbOrTx } from '../../db/client.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'
import { likePattern } from '../brand-products/product-columns.ts'
import type { ProtectionScope } from '../protection/protection-brand.ts'
import { listConnections } from './connections.ts'

const DAY_MS = 24 * 60 * 60 * 1000

const EMPTY_COVERAGE: MonitoringOverview['coverage'] = {
  total: 0,
  checkedLast24h: 0,
  neverChecked: 0,
  failing: 0,
  overBudget: 0,
}

export async function coverageCounts(
  db: DbOrTx,
  brandId: string,
  now: Date,
): Promise<MonitoringOverview['coverage']> {
  const since = new Date(now.getTime() - DAY_MS).toISOString()
  const [row] = await rowsOf<{
    total: number
    checked: number
    never: number
    failing: number
    over_budget: number
  }>(
    db,
    sql`with pairs as (
        select mc.product_id, mc.site,
          bool_or(mc.last_checked_at >= ${since}::timestamptz) as checked,
          bool_and(mc.last_checked_at is null) as never,
          bool_or(mc.status = 'failing' or c.status = 'failing') as any_failing,
          bool_or(mc.status = 'over_budget') as any_over,
          bool_or(mc.status in ('ok', 'not_found') and c.status <> 'failing') as any_good
        from monitoring_coverage mc
        join monitoring_connections c on c.id = mc.connection_id
        where c.brand_id = ${brandId}
        group by mc.product_id, mc.site
      )
      select count(*)::int as total,
        count(*) filter (where checked)::int as checked,
        count(*) filter (where never)::int as never,
        count(*) filter (where any_failing and not any_good)::int as failing,
        count(*) filter (where any_over and not any_good and not any_failing)::int as over_budget
      from pairs`,
  )
  if (!row) return EMPTY_COVERAGE
  return {
    total: row.total,
    checkedLast24h: row.checked,
    neverChecked: row.never,
    failing: row.failing,
    overBudget: row.over_budget,
  }
}

export async function getOverview(
  deps: Pick<AppDeps, 'db' | 'env'>,
  scope: ProtectionScope | null,
  now: Date = new Date(),
): Promise<MonitoringOverview> {
  const baseUrlAllowed = deps.env.MONITORING_BASE_URLS === 'allow'
  if (!scope) return { connections: [], coverage: EMPTY_COVERAGE, baseUrlAllowed }
  const [connections, coverage] = await Promise.all([
    listConnections(deps.db, scope),
    coverageCounts(deps.db, scope.entry.id, now),
  ])
  return { connections, coverage, baseUrlAllowed }
}

/** A row as the screen shows it: a failing connection's rows are failing, with its words. */
const STATUS = sql.raw(`case when c.status = 'failing' then 'failing' else mc.status::text end`)

/** 0 failing, 1 over budget, 2 never checked, 3 not checked in 24 h, 4 in order. */
const gapRank = (since: string): SQL => sql`case
    when c.status = 'failing' or mc.status = 'failing' then 0
    when mc.status = 'over_budget' then 1
    when mc.last_checked_at is null then 2
    when mc.last_checked_at < ${since}::timestamptz then 3
    else 4 end`

function coverageFilters(query: CoverageQuery, since: string): SQL {
  const parts: SQL[] = []
  switch (query.filter) {
    case 'gaps':
      parts.push(sql`and ${gapRank(since)} < 4`)
      break
    case 'never_checked':
      parts.push(sql`and mc.last_checked_at is null`)
      break
    case 'failing':
      parts.push(sql`and (c.status = 'failing' or mc.status = 'failing')`)
      break
    case 'over_budget':
      parts.push(sql`and mc.status = 'over_budget' and c.status <> 'failing'`)
      break
    case 'all':
      break
  }
  if (query.site) parts.push(sql`and mc.site = ${query.site}`)
  if (query.q) {
    const like = likePattern(query.q)
    parts.push(sql`and (p.name ilike ${like} or p.sku ilike ${like})`)
  }
  return sql.join(parts, sql` `)
}

interface RawCoverageRow {
  product_id: string
  product_name: string
  sku: string | null
  site: MonitoredSiteId
  source: MonitoringSource
  connection_id: string
  identifier: string | null
  last_checked_at: string | Date | null
  next_check_at: string | Date | null
  offers_seen: number | null
  status: CoverageStatus
  error: string | null
}

const isoOrNull = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString())

export async function getCoveragePage(
  db: DbOrTx,
  scope: ProtectionScope | null,
  query: CoverageQuery,
  now: Date = new Date(),
): Promise<CoveragePage> {
  const pageSize = COVERAGE_PAGE_SIZE
  if (!scope) return { rows: [], total: 0, page: query.page, pageSize }
  const since = new Date(now.getTime() - DAY_MS).toISOString()
  const from = sql`from monitoring_coverage mc
    join monitoring_connections c on c.id = mc.connection_id
    join products p on p.id = mc.product_id
    where c.brand_id = ${scope.entry.id} ${coverageFilters(query, since)}`
  const [rows, [counted]] = await Promise.all([
    rowsOf<RawCoverageRow>(
      db,
      sql`select mc.product_id, p.name as product_name, p.sku, mc.site, c.source,
          mc.connection_id, mc.identifier, mc.last_checked_at, mc.next_check_at, mc.offers_seen,
          ${STATUS} as status,
          case when c.status = 'failing' then coalesce(c.failure, mc.error) else mc.error end as error
        ${from}
        order by ${gapRank(since)}, mc.next_check_at, p.name, mc.site, mc.connection_id
        limit ${pageSize} offset ${(query.page - 1) * pageSize}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n ${from}`),
  ])
  return {
    rows: rows.map((r): CoverageRow => ({
      productId: r.product_id,
      productName: r.product_name,
      sku: r.sku,
      site: r.site,
      source: r.source,
      connectionId: r.connection_id,
      identifier: r.identifier,
      lastCheckedAt: isoOrNull(r.last_checked_at),
      nextCheckAt: isoOrNull(r.next_check_at),
      offersSeen: r.offers_seen,
      status: r.status,
      error: r.error,
    })),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize,
  }
}
