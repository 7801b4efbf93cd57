/**
 * What the brand sees of brand protection (issue 14 item 7), from real data: the Analytics tabs
 * Revenue Protection (revenue at risk: units listed below MAP × the price gap, and what was
 * recovered when violations were cured), Unauthorized Sellers (sellers, listings, trend) and
 * Loss Prevention Categories (by category and marketplace), compliance over time overall, per
 * reseller and per product, and the dashboard's compliance chart.
 *
 * Everything reads the daily figures detection writes (protection_daily_products and
 * protection_daily_sellers) and the findings, never the observations: at a million observations
 * these are a few thousand rows, so the screens answer in milliseconds.
 *
 * Compliance = compliant observations ÷ (compliant + MAP violations + scope violations): the
 * observations of authorized resellers that could be judged. Unknown sellers and unmatched
 * listings are not in it (they are not the resellers' compliance).
 *
 * Revenue at risk is one figure everywhere (the KPI, the months, and the per-category, reseller
 * and product rows add up to it): every observation below the MAP in force, whoever listed it,
 * counts its units × the gap; a MAP violation, a scope violation and an unknown seller below MAP
 * all undercut the brand's price. Recovered is what cured MAP violations had at risk.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'

export interface ProtectionFilters {
  marketplace?: string | undefined
  resellerId?: string | undefined
  productId?: string | undefined
}

export interface ProtectionAnalytics {
  window: { from: string; to: string; previousFrom: string }
  kpis: {
    revenueAtRisk: { value: string; previous: string }
    recovered: { value: string; previous: string }
    compliance: { value: number | null; previous: number | null }
    unauthorizedSellers: { value: number; previous: number }
    openViolations: number
  }
  months: {
    month: string
    atRisk: string
    recovered: string
    compliance: number | null
    judged: number
    violations: number
    unauthorizedSellers: number
    unauthorizedListings: number
  }[]
  /**
   * The figures a filter cannot split are null rather than unfiltered: the daily product figures
   * keep no reseller (categories and byProduct under a reseller filter), the storefront figures
   * no product (byReseller under a product filter).
   */
  categories:
    | {
        category: string | null
        marketplace: string
        violations: number
        unauthorized: number
        atRisk: string
      }[]
    | null
  byReseller:
    | {
        resellerId: string
        company: string | null
        compliance: number | null
        judged: number
        violations: number
        atRisk: string
      }[]
    | null
  byProduct:
    | {
        productId: string
        name: string
        sku: string | null
        compliance: number | null
        judged: number
        violations: number
        unauthorized: number
        atRisk: string
      }[]
    | null
  topUnauthorized: {
    investigationId: string | null
    seller: string | null
    marketplaces: string[]
    listings: number
    firstSeenAt: string
  }[]
}

/** GET /api/brand/protection/analytics (entry null: the brand has no directory entry yet). */
export type ProtectionAnalyticsResponse =
  | { entry: null; range: string }
  | ({
      entry: { id: string; name: string }
      range: string
      recalculating: boolean
    } & ProtectionAnalytics)

export type ComplianceSeries = Awaited<ReturnType<typeof getComplianceSeries>>

/** GET /api/brand/protection/compliance. */
export type ComplianceSeriesResponse =
  | { entry: null; unit: 'day'; days: number; points: []; compliance: null }
  | ({ entry: { id: string; name: string } } & ComplianceSeries)

/**
 * What the filters offer: the resellers and products with observations, whatever the range and
 * the filters (a chosen filter never hides the others). Asked for once, apart from the figures
 * (GET /api/brand/protection/analytics/options), so that a change of filter does not list them
 * again.
 */
export interface ProtectionFilterOptions {
  resellers: { id: string; company: string | null }[]
  products: { id: string; name: string; sku: string | null }[]
}

/** How many products the product filter offers (by name). */
export const FILTER_PRODUCTS_LIMIT = 1000

const pct = (ok: number, judged: number) =>
  judged > 0 ? Math.round((ok / judged) * 1000) / 10 : null

const JUDGED = sql.raw(`verdict in ('compliant', 'map_violation', 'scope_violation')`)

function productFilters(f: ProtectionFilters): SQL {
  return sql.join(
    [
      f.marketplace ? sql`and d.marketplace = ${f.marketplace}` : sql``,
      f.productId ? sql`and d.product_id = ${f.productId}` : sql``,
    ],
    sql` `,
  )
}

function sellerFilters(f: ProtectionFilters): SQL {
  return sql.join(
    [
      f.marketplace ? sql`and d.marketplace = ${f.marketplace}` : sql``,
      f.resellerId ? sql`and d.reseller_id = ${f.resellerId}` : sql``,
    ],
    sql` `,
  )
}

/** First instant of the UTC month `offset` months from the one holding `date`. */
const monthStart = (date: Date, offset = 0) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1))

export async function getProtectionAnalytics(
  db: DbOrTx,
  brandId: string,
  months: number,
  filters: ProtectionFilters,
  now: Date = new Date(),
): Promise<ProtectionAnalytics> {
  const from = monthStart(now, -(months - 1))
    .toISOString()
    .slice(0, 10)
  const previousFrom = monthStart(now, -(2 * months - 1))
    .toISOString()
    .slice(0, 10)
  const to = now.toISOString().slice(0, 10)
  // The monthly series from the storefront table (every observation once, a row per day and
  // storefront group: a few thousand at a million observations), or the product table when a
  // product is chosen (its rows only).
  const daily =
    filters.productId === undefined
      ? sql`protection_daily_sellers d where d.brand_id = ${brandId} ${sellerFilters(filters)}`
      : sql`protection_daily_products d where d.brand_id = ${brandId} ${productFilters(filters)}`
  const findingFilter = sql.join(
    [
      filters.marketplace ? sql`and pf.marketplace = ${filters.marketplace}` : sql``,
      filters.resellerId ? sql`and pf.reseller_id = ${filters.resellerId}` : sql``,
      filters.productId ? sql`and pf.product_id = ${filters.productId}` : sql``,
    ],
    sql` `,
  )

  const [monthly, recovered, unauthorized, open, productMarkets, resellers, topSellers] =
    await Promise.all([
      rowsOf<{
        month: string
        at_risk: string
        ok: number
        judged: number
        violations: number
        unauthorized_listings: number
      }>(
        db,
        sql`with m as (
            select to_char(date_trunc('month', g), 'YYYY-MM-DD') as month
            from generate_series(${previousFrom}::date, ${to}::date, interval '1 month') g
          ), d as (
            select to_char(date_trunc('month', d.day), 'YYYY-MM-DD') as month,
              sum(d.at_risk) as at_risk,
              sum(d.observations) filter (where d.verdict = 'compliant') as ok,
              sum(d.observations) filter (where d.${JUDGED}) as judged,
              sum(d.observations) filter (where d.verdict in ('map_violation', 'scope_violation')) as violations,
              sum(d.observations) filter (where d.verdict = 'unauthorized_seller') as unauthorized_listings
            from ${daily} and d.day >= ${previousFrom}::date and d.day <= ${to}::date
            group by 1
          )
          select m.month, round(coalesce(d.at_risk, 0), 2)::text as at_risk,
            coalesce(d.ok, 0)::int as ok, coalesce(d.judged, 0)::int as judged,
            coalesce(d.violations, 0)::int as violations,
            coalesce(d.unauthorized_listings, 0)::int as unauthorized_listings
          from m left join d on d.month = m.month order by m.month`,
      ),
      rowsOf<{ month: string; recovered: string }>(
        db,
        sql`select to_char(date_trunc('month', pf.closed_at at time zone 'UTC'), 'YYYY-MM-DD') as month,
            round(sum(pf.at_risk), 2)::text as recovered
          from protection_findings pf
          where pf.brand_id = ${brandId} and pf.kind = 'map_violation' and pf.status = 'cured'
            and pf.closed_at >= ${previousFrom}::date ${findingFilter}
          group by 1`,
      ),
      unauthorizedSellersPerMonth(db, brandId, filters, previousFrom, to),
      rowsOf<{ n: number }>(
        db,
        sql`select count(*)::int as n from protection_findings pf
          where pf.brand_id = ${brandId} and pf.status = 'open'
            and pf.kind in ('map_violation', 'scope_violation') ${findingFilter}`,
      ),
      filters.resellerId !== undefined
        ? null
        : rowsOf<ProductMarketRow>(
            db,
            // Categories and products from one pass over the product figures of the range,
            // summed by product and marketplace before the products are joined.
            sql`select d.product_id, d.marketplace, p.name, p.sku, p.category::text as category,
              d.ok, d.judged, d.violations, d.unauthorized, d.at_risk_cents
            from (
              select d.product_id, d.marketplace,
                coalesce(sum(d.observations) filter (where d.verdict = 'compliant'), 0)::int as ok,
                coalesce(sum(d.observations) filter (where d.${JUDGED}), 0)::int as judged,
                coalesce(sum(d.observations) filter (where d.verdict in ('map_violation', 'scope_violation')), 0)::int as violations,
                coalesce(sum(d.observations) filter (where d.verdict = 'unauthorized_seller'), 0)::int as unauthorized,
                round(coalesce(sum(d.at_risk), 0) * 100)::float8 as at_risk_cents
              from protection_daily_products d
              where d.brand_id = ${brandId} and d.day >= ${from}::date ${productFilters(filters)}
              group by 1, 2
            ) d
            left join products p on p.id = d.product_id`,
          ),
      filters.productId !== undefined
        ? null
        : rowsOf<{
            reseller_id: string
            company: string | null
            ok: number
            judged: number
            violations: number
            at_risk: string
          }>(
            db,
            sql`select d.reseller_id, coalesce(pr.company_name, pr.full_name) as company,
            coalesce(sum(d.observations) filter (where d.verdict = 'compliant'), 0)::int as ok,
            coalesce(sum(d.observations) filter (where d.${JUDGED}), 0)::int as judged,
            coalesce(sum(d.observations) filter (where d.verdict in ('map_violation', 'scope_violation')), 0)::int as violations,
            round(coalesce(sum(d.at_risk), 0), 2)::text as at_risk
          from protection_daily_sellers d
          left join profiles pr on pr.id = d.reseller_id
          where d.brand_id = ${brandId} and d.day >= ${from}::date and d.reseller_id is not null
            ${sellerFilters(filters)}
          group by 1, 2
          having coalesce(sum(d.observations) filter (where d.${JUDGED}), 0) > 0
          order by 5 desc, 4 desc
          limit 25`,
          ),
      rowsOf<{
        investigation_id: string | null
        seller: string | null
        marketplaces: string[]
        listings: number
        first_seen_at: string | Date
      }>(
        db,
        // The ten open unknown sellers with the most listings (grouped by group and marketplace
        // first, a hash of a few rows, rather than sorted).
        sql`select li.id as investigation_id,
            (select coalesce(r.name, r.seller_id) from marketplace_sellers r where r.id = g.seller_group_id) as seller,
            g.marketplaces, g.listings, g.first_seen_at
          from (
            select m.seller_group_id, array_agg(m.marketplace order by m.marketplace) as marketplaces,
              sum(m.listings)::int as listings, min(m.first_seen_at) as first_seen_at
            from (
              select pf.seller_group_id, pf.marketplace, count(*) as listings,
                min(pf.opened_at) as first_seen_at
              from protection_findings pf
              where pf.brand_id = ${brandId} and pf.kind = 'unauthorized_seller' and pf.status = 'open'
                ${findingFilter}
              group by 1, 2
            ) m
            group by m.seller_group_id
            order by 3 desc, 4
            limit 10
          ) g
          left join leak_investigations li on li.brand_id = ${brandId}
            and li.seller_group_id = g.seller_group_id
          order by g.listings desc, g.first_seen_at`,
      ),
    ])

  const recoveredBy = new Map(recovered.map((r) => [r.month, r.recovered]))
  const sellersBy = new Map(unauthorized.map((r) => [r.month, r.sellers]))
  const inRange = (m: string) => m >= from.slice(0, 7)
  const current = monthly.filter((m) => inRange(m.month))
  const previous = monthly.filter((m) => !inRange(m.month))
  const sum = (rows: typeof monthly, pick: (r: (typeof monthly)[number]) => number) =>
    rows.reduce((s, r) => s + pick(r), 0)
  const money = (n: number) => n.toFixed(2)
  const recoveredIn = (rows: typeof monthly) =>
    rows.reduce((s, r) => s + Number(recoveredBy.get(r.month) ?? 0), 0)
  const tomorrow = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10)
  const [sellersNow, sellersBefore] = await Promise.all([
    unauthorizedSellersBetween(db, brandId, filters, from, tomorrow),
    unauthorizedSellersBetween(db, brandId, filters, previousFrom, from),
  ])

  return {
    window: { from, to, previousFrom },
    kpis: {
      revenueAtRisk: {
        value: money(sum(current, (r) => Number(r.at_risk))),
        previous: money(sum(previous, (r) => Number(r.at_risk))),
      },
      recovered: { value: money(recoveredIn(current)), previous: money(recoveredIn(previous)) },
      compliance: {
        value: pct(
          sum(current, (r) => r.ok),
          sum(current, (r) => r.judged),
        ),
        previous: pct(
          sum(previous, (r) => r.ok),
          sum(previous, (r) => r.judged),
        ),
      },
      unauthorizedSellers: { value: sellersNow, previous: sellersBefore },
      openViolations: open[0]?.n ?? 0,
    },
    months: current.map((m) => ({
      month: m.month,
      atRisk: m.at_risk,
      recovered: recoveredBy.get(m.month) ?? '0.00',
      compliance: pct(m.ok, m.judged),
      judged: m.judged,
      violations: m.violations,
      unauthorizedSellers: sellersBy.get(m.month) ?? 0,
      unauthorizedListings: m.unauthorized_listings,
    })),
    categories: productMarkets ? categoriesOf(productMarkets) : null,
    byReseller:
      resellers?.map((r) => ({
        resellerId: r.reseller_id,
        company: r.company,
        compliance: pct(r.ok, r.judged),
        judged: r.judged,
        violations: r.violations,
        atRisk: r.at_risk,
      })) ?? null,
    byProduct: productMarkets ? productsOf(productMarkets) : null,
    topUnauthorized: topSellers.map((s) => ({
      investigationId: s.investigation_id,
      seller: s.seller,
      marketplaces: s.marketplaces ?? [],
      listings: s.listings,
      firstSeenAt: new Date(s.first_seen_at).toISOString(),
    })),
  }
}

interface ProductMarketRow {
  product_id: string | null
  marketplace: string
  name: string | null
  sku: string | null
  category: string | null
  ok: number
  judged: number
  violations: number
  unauthorized: number
  /** Whole cents, added up exactly. */
  at_risk_cents: number
}

const cents = (n: number) => (n / 100).toFixed(2)
const CATEGORIES_SHOWN = 60
const PRODUCTS_SHOWN = 25

/** Loss by category and marketplace: where there were violations or unknown sellers. */
function categoriesOf(rows: readonly ProductMarketRow[]) {
  const by = new Map<
    string,
    {
      category: string | null
      marketplace: string
      violations: number
      unauthorized: number
      atRisk: number
    }
  >()
  for (const r of rows) {
    if (r.violations + r.unauthorized === 0 && r.at_risk_cents === 0) continue
    const key = `${r.category ?? ''}\u0001${r.marketplace}`
    const c = by.get(key) ?? {
      category: r.category,
      marketplace: r.marketplace,
      violations: 0,
      unauthorized: 0,
      atRisk: 0,
    }
    c.violations += r.violations
    c.unauthorized += r.unauthorized
    c.atRisk += r.at_risk_cents
    by.set(key, c)
  }
  return [...by.values()]
    .sort((a, b) => b.atRisk - a.atRisk || b.violations - a.violations)
    .slice(0, CATEGORIES_SHOWN)
    .map((c) => ({ ...c, atRisk: cents(c.atRisk) }))
}

/** Products by revenue at risk, then violations and unknown sellers' listings. */
function productsOf(rows: readonly ProductMarketRow[]) {
  const by = new Map<
    string,
    {
      productId: string
      name: string
      sku: string | null
      ok: number
      judged: number
      violations: number
      unauthorized: number
      atRisk: number
    }
  >()
  for (const r of rows) {
    if (!r.product_id) continue
    const p = by.get(r.product_id) ?? {
      productId: r.product_id,
      name: r.name ?? '',
      sku: r.sku,
      ok: 0,
      judged: 0,
      violations: 0,
      unauthorized: 0,
      atRisk: 0,
    }
    p.ok += r.ok
    p.judged += r.judged
    p.violations += r.violations
    p.unauthorized += r.unauthorized
    p.atRisk += r.at_risk_cents
    by.set(r.product_id, p)
  }
  return [...by.values()]
    .sort(
      (a, b) =>
        b.atRisk - a.atRisk || b.violations - a.violations || b.unauthorized - a.unauthorized,
    )
    .slice(0, PRODUCTS_SHOWN)
    .map((p) => ({
      productId: p.productId,
      name: p.name,
      sku: p.sku,
      compliance: pct(p.ok, p.judged),
      judged: p.judged,
      violations: p.violations,
      unauthorized: p.unauthorized,
      atRisk: cents(p.atRisk),
    }))
}

/**
 * Unauthorized storefront groups seen listing in [start, end). The daily storefront figures
 * carry no product, so with a product filter they are counted from the product's
 * unauthorized-seller findings instead: a group counts in a range its finding's run (first to
 * last violating observation) meets.
 */
function unauthorizedSellersSql(
  brandId: string,
  filters: ProtectionFilters,
  range: { start: SQL; stop: SQL },
): SQL {
  if (filters.productId) {
    return sql`select count(distinct pf.seller_group_id)::int from protection_findings pf
      where pf.brand_id = ${brandId} and pf.kind = 'unauthorized_seller'
        and pf.product_id = ${filters.productId}
        ${filters.marketplace ? sql`and pf.marketplace = ${filters.marketplace}` : sql``}
        ${filters.resellerId ? sql`and pf.reseller_id = ${filters.resellerId}` : sql``}
        and pf.opened_at < (${range.stop})::timestamp at time zone 'UTC'
        and pf.last_observed_at >= (${range.start})::timestamp at time zone 'UTC'`
  }
  return sql`select count(distinct d.seller_group_id)::int from protection_daily_sellers d
    where d.brand_id = ${brandId} and d.verdict = 'unauthorized_seller'
      and d.day >= ${range.start} and d.day < ${range.stop} ${sellerFilters(filters)}`
}

async function unauthorizedSellersPerMonth(
  db: DbOrTx,
  brandId: string,
  filters: ProtectionFilters,
  from: string,
  to: string,
) {
  return rowsOf<{ month: string; sellers: number }>(
    db,
    sql`select to_char(m.start, 'YYYY-MM-DD') as month,
        (${unauthorizedSellersSql(brandId, filters, { start: sql`m.start`, stop: sql`m.stop` })}) as sellers
      from (
        select g::date as start, (g + interval '1 month')::date as stop
        from generate_series(${from}::date, ${to}::date, interval '1 month') g
      ) m`,
  )
}

async function unauthorizedSellersBetween(
  db: DbOrTx,
  brandId: string,
  filters: ProtectionFilters,
  start: string,
  stop: string,
) {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select (${unauthorizedSellersSql(brandId, filters, {
      start: sql`${start}::date`,
      stop: sql`${stop}::date`,
    })}) as n`,
  )
  return row?.n ?? 0
}

/** The resellers and products the filters offer: those with observations, whatever the range. */
export async function getFilterOptions(
  db: DbOrTx,
  brandId: string,
): Promise<ProtectionFilterOptions> {
  const [resellers, products] = await Promise.all([
    rowsOf<{ id: string; company: string | null }>(
      db,
      sql`select d.reseller_id as id, coalesce(pr.company_name, pr.full_name) as company
        from (select distinct reseller_id from protection_daily_sellers
          where brand_id = ${brandId} and reseller_id is not null) d
        left join profiles pr on pr.id = d.reseller_id
        order by 2 nulls last, 1`,
    ),
    // The owner's products (products key on the owner account) with an offer, each one index
    // probe into listing_offers (by brand and product) rather than a scan of the daily figures.
    rowsOf<{ id: string; name: string; sku: string | null }>(
      db,
      sql`select p.id, p.name, p.sku
        from products p
        where p.brand_id = (select owner_user_id from brands_directory where id = ${brandId})
          and exists (
            select 1 from listing_offers f where f.brand_id = ${brandId} and f.product_id = p.id
          )
        order by p.name, p.sku
        limit ${FILTER_PRODUCTS_LIMIT}`,
    ),
  ])
  return { resellers, products }
}

/** The dashboard's compliance chart: per day (7 or 30 days) or week (90), judged observations by verdict. */
export async function getComplianceSeries(
  db: DbOrTx,
  brandId: string,
  days: number,
  now: Date = new Date(),
) {
  const unit = days > 30 ? 'week' : 'day'
  const from = new Date(now.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10)
  const to = now.toISOString().slice(0, 10)
  const rows = await rowsOf<{
    period: string
    compliant: number
    map_violations: number
    scope_violations: number
    unauthorized: number
  }>(
    db,
    sql`with p as (
        select to_char(date_trunc(${unit}, g), 'YYYY-MM-DD') as period
        from generate_series(date_trunc(${unit}, ${from}::date), ${to}::date, ${`1 ${unit}`}::interval) g
      ), d as (
        select to_char(date_trunc(${unit}, d.day), 'YYYY-MM-DD') as period,
          sum(d.observations) filter (where d.verdict = 'compliant') as compliant,
          sum(d.observations) filter (where d.verdict = 'map_violation') as map_violations,
          sum(d.observations) filter (where d.verdict = 'scope_violation') as scope_violations,
          sum(d.observations) filter (where d.verdict = 'unauthorized_seller') as unauthorized
        from protection_daily_sellers d
        where d.brand_id = ${brandId} and d.day >= ${from}::date and d.day <= ${to}::date
        group by 1
      )
      select p.period, coalesce(d.compliant, 0)::int as compliant,
        coalesce(d.map_violations, 0)::int as map_violations,
        coalesce(d.scope_violations, 0)::int as scope_violations,
        coalesce(d.unauthorized, 0)::int as unauthorized
      from p left join d on d.period = p.period order by p.period`,
  )
  const points = rows.map((r) => ({
    period: r.period,
    compliant: r.compliant,
    mapViolations: r.map_violations,
    scopeViolations: r.scope_violations,
    unauthorized: r.unauthorized,
    compliance: pct(r.compliant, r.compliant + r.map_violations + r.scope_violations),
  }))
  const totals = points.reduce(
    (t, p) => ({
      compliant: t.compliant + p.compliant,
      violations: t.violations + p.mapViolations + p.scopeViolations,
    }),
    { compliant: 0, violations: 0 },
  )
  return {
    unit,
    days,
    points,
    compliance: pct(totals.compliant, totals.compliant + totals.violations),
  }
}
