/**
 * The brand's findings (issue 14 item 4), sorted into the three kinds, with filters: status,
 * marketplace, reseller, product and a search over product, title, seller and listing id. The
 * reseller's own violations (its Compliance page) come from the same query.
 */
import { sql, type SQL } from 'drizzle-orm'
import { FINDING_KINDS, type FindingKind } from '#shared/protection.ts'
import type { FindingListItem, FindingsPage } from '#shared/protection-api.ts'
import { PROTECTION_LIMITS, type FindingsQuery } from '#shared/schemas/protection.ts'
import type { DbOrTx } from '../../db/client.ts'
import { likePattern } from '../brand-products/product-columns.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'

/**
 * The list's answer with the figures the Brand Protection screen shows above its tabs: revenue at
 * risk of the open findings, the unauthorized sellers (storefront groups with an open
 * unauthorized listing: the top card and the tab show this one figure), the unknown sellers still
 * being worked on (investigations not resolved), and whether any listing was observed at all (the
 * first-run empty state).
 */
export type BrandFindingsPage = Omit<FindingsPage, 'entry' | 'recalculating'> & {
  /** The sum of the open findings' revenue at risk, 2 decimals. */
  openAtRisk: string
  /** Leak investigations (storefront groups of unknown sellers) not resolved yet. */
  openInvestigations: number
  /** Sellers (storefront groups) with at least one open unauthorized-seller finding. */
  openUnauthorizedSellers: number
  /** Whether the brand has any observed listing (imported or pushed). */
  hasListings: boolean
}

export interface FindingRow {
  id: string
  kind: FindingKind
  status: FindingListItem['status']
  marketplace: string
  product_id: string | null
  product_name: string | null
  product_sku: string | null
  listing_id: string | null
  title: string | null
  url: string | null
  seller_name: string | null
  seller_id: string | null
  group_id: string | number
  reseller_id: string | null
  reseller_company: string | null
  advertised_price: string
  map_price: string | null
  currency: string | null
  at_risk: string
  opened_at: string | Date
  last_observed_at: string | Date
  closed_at: string | Date | null
  step: FindingListItem['step']
  deadline: string | Date | null
  dispute_status: FindingListItem['disputeStatus']
  marked_fixed_at: string | Date | null
  investigation_id: string | null
  first_source: FindingListItem['source']
  found_at: string | Date
  total?: number
}

const iso = (v: string | Date) => new Date(v).toISOString()
const isoOrNull = (v: string | Date | null) => (v === null ? null : iso(v))

export function toFindingItem(r: FindingRow): FindingListItem {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    marketplace: r.marketplace,
    product: r.product_id
      ? { id: r.product_id, name: r.product_name ?? '', sku: r.product_sku }
      : null,
    listing: { id: r.listing_id, title: r.title, url: r.url },
    seller: { name: r.seller_name, sellerId: r.seller_id, groupId: Number(r.group_id) },
    reseller: r.reseller_id ? { id: r.reseller_id, company: r.reseller_company } : null,
    advertisedPrice: r.advertised_price,
    mapPrice: r.map_price,
    currency: r.currency,
    atRisk: r.at_risk,
    openedAt: iso(r.opened_at),
    lastObservedAt: iso(r.last_observed_at),
    closedAt: isoOrNull(r.closed_at),
    step: r.step,
    deadline: isoOrNull(r.deadline),
    disputeStatus: r.dispute_status,
    markedFixedAt: isoOrNull(r.marked_fixed_at),
    investigationId: r.investigation_id,
    source: r.first_source,
    foundAt: iso(r.found_at),
  }
}

/**
 * The columns of a finding row (pf: protection_findings); FROM and joins are findingJoins. Where
 * the finding came from is its first evidence's source (finding_evidence's index on finding and
 * time answers it per row), else the source of the offer's latest import.
 */
export const FINDING_COLUMNS = sql.raw(`pf.id, pf.kind, pf.status, pf.marketplace,
  pf.product_id, p.name as product_name, p.sku as product_sku, f.listing_id, f.title, f.url,
  s.name as seller_name, s.seller_id, s.group_id, pf.reseller_id,
  coalesce(pr.company_name, pr.full_name) as reseller_company,
  pf.advertised_price::text, pf.map_price::text, pf.currency, pf.at_risk::text, pf.opened_at,
  pf.last_observed_at, pf.closed_at, pf.step, pf.deadline, pf.dispute_status, pf.marked_fixed_at,
  li.id as investigation_id,
  coalesce((select i.source from finding_evidence e join listing_imports i on i.id = e.import_id
      where e.finding_id = pf.id order by e.observed_at, e.id limit 1),
    (select i.source from listing_imports i where i.id = f.latest_import_id)) as first_source,
  coalesce((select min(e.observed_at) from finding_evidence e where e.finding_id = pf.id),
    pf.opened_at) as found_at`)

export const FINDING_JOINS = sql.raw(`from protection_findings pf
  join listing_offers f on f.id = pf.offer_id
  join marketplace_sellers s on s.id = f.seller_id
  left join products p on p.id = pf.product_id
  left join profiles pr on pr.id = pf.reseller_id
  left join leak_investigations li on pf.kind = 'unauthorized_seller'
    and li.brand_id = pf.brand_id and li.seller_group_id = s.group_id`)

export function findingFilters(query: Partial<FindingsQuery>): SQL {
  const parts: SQL[] = []
  if (query.kind) parts.push(sql`and pf.kind = ${query.kind}`)
  if (query.status && query.status !== 'all') parts.push(sql`and pf.status = ${query.status}`)
  if (query.marketplace) parts.push(sql`and pf.marketplace = ${query.marketplace}`)
  if (query.resellerId) parts.push(sql`and pf.reseller_id = ${query.resellerId}`)
  if (query.productId) parts.push(sql`and pf.product_id = ${query.productId}`)
  if (query.q) {
    const like = likePattern(query.q)
    parts.push(sql`and (p.name ilike ${like} or f.title ilike ${like} or s.name ilike ${like}
      or f.listing_id ilike ${like} or s.seller_id ilike ${like} or pr.company_name ilike ${like})`)
  }
  return sql.join(parts, sql` `)
}

export async function listFindings(
  db: DbOrTx,
  brandId: string,
  query: FindingsQuery,
): Promise<BrandFindingsPage> {
  const pageSize = PROTECTION_LIMITS.findingsPageSize
  const offset = (query.page - 1) * pageSize
  // Without a search, the page is read from the findings alone (an index serves a kind's
  // findings in this order), and only its rows are joined for their details; the total is a
  // count of the same findings. A search needs the joined names, and pays for them.
  const order = sql.raw(
    query.status === 'all'
      ? `(pf.status = 'open') desc, pf.at_risk desc, pf.last_observed_at desc, pf.id`
      : `pf.at_risk desc, pf.last_observed_at desc, pf.id`,
  )
  const page = query.q
    ? rowsOf<FindingRow>(
        db,
        sql`select ${FINDING_COLUMNS}, count(*) over ()::int as total
          ${FINDING_JOINS}
          where pf.brand_id = ${brandId} ${findingFilters(query)}
          order by ${order}
          limit ${pageSize} offset ${offset}`,
      ).then((rows) => ({ rows, total: rows[0]?.total ?? null }))
    : Promise.all([
        rowsOf<FindingRow>(
          db,
          sql`select ${FINDING_COLUMNS}
            ${FINDING_JOINS}
            where pf.id in (
              select pf.id from protection_findings pf
              where pf.brand_id = ${brandId} ${findingFilters(query)}
              order by ${order}
              limit ${pageSize} offset ${offset}
            )
            order by ${order}`,
        ),
        rowsOf<{ n: number }>(
          db,
          sql`select count(*)::int as n from protection_findings pf
            where pf.brand_id = ${brandId} ${findingFilters(query)}`,
        ),
      ]).then(([rows, [count]]) => ({ rows, total: count!.n as number | null }))
  const [{ rows, total }, counts, resellers, [figures]] = await Promise.all([
    page,
    rowsOf<{ kind: FindingKind; n: number }>(
      db,
      sql`select kind, count(*)::int as n from protection_findings
        where brand_id = ${brandId} and status = 'open' group by kind`,
    ),
    rowsOf<{ id: string; company: string | null }>(
      db,
      // The resellers behind the brand's storefronts (a few rows), not a pass over the findings.
      sql`select distinct s.reseller_id as id, coalesce(pr.company_name, pr.full_name) as company
        from marketplace_sellers s join profiles pr on pr.id = s.reseller_id
        where s.brand_id = ${brandId} order by 2`,
    ),
    rowsOf<{
      at_risk: string
      investigations: number
      unauthorized_sellers: number
      has_listings: boolean
    }>(
      db,
      sql`select
          (select coalesce(sum(at_risk), 0)::numeric(14, 2)::text from protection_findings
            where brand_id = ${brandId} and status = 'open') as at_risk,
          (select count(*)::int from leak_investigations
            where brand_id = ${brandId} and status <> 'resolved') as investigations,
          (select count(distinct seller_group_id)::int from protection_findings
            where brand_id = ${brandId} and kind = 'unauthorized_seller' and status = 'open')
            as unauthorized_sellers,
          exists (select 1 from listing_offers where brand_id = ${brandId}) as has_listings`,
    ),
  ])
  const openCounts = Object.fromEntries(FINDING_KINDS.map((k) => [k, 0])) as Record<
    FindingKind,
    number
  >
  for (const c of counts) openCounts[c.kind] = c.n
  return {
    items: rows.map(toFindingItem),
    total: total ?? (query.page > 1 ? await countFindings(db, brandId, query) : 0),
    page: query.page,
    pageSize,
    openCounts,
    resellers,
    openAtRisk: figures?.at_risk ?? '0.00',
    openInvestigations: figures?.investigations ?? 0,
    openUnauthorizedSellers: figures?.unauthorized_sellers ?? 0,
    hasListings: figures?.has_listings ?? false,
  }
}

/** The total when the page asked for is past the end (no row to carry the window count). */
async function countFindings(db: DbOrTx, brandId: string, query: FindingsQuery) {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n ${FINDING_JOINS}
      where pf.brand_id = ${brandId} ${findingFilters(query)}`,
  )
  return row!.n
}
