/**
 * Resellers Management (001 §2.3, §6; issue 13 #3): every authorization record of the brand's
 * directory entry, whatever its status (active, suspended, revoked, expired), with the
 * marketplaces it covers, its term and the reason of its status, so the brand manages them all
 * in one list; a status filter narrows it. Each reseller comes with its order count and total
 * with this brand (orders.brand_id is the brand user's id). The Total card counts the
 * authorizations in force (brand_authorization_in_force), the ones that give rights now.
 *
 * Active (the spec names the card, not its rule): a reseller who placed an order with this brand
 * in the last ACTIVE_RESELLER_DAYS (90) days. The UI's tooltip says the same.
 */
import { sql, type SQL } from 'drizzle-orm'
import {
  ACTIVE_RESELLER_DAYS,
  BRAND_RESELLERS_PAGE_SIZE,
  type ResellerFilter,
} from '#shared/brand-orders-texts.ts'
import type {
  AuthorizationSource,
  AuthorizationStatus,
  CoveredMarketplace,
} from '#shared/authorizations.ts'
import type { AuthorizationFilter } from '#shared/brand-applications-texts.ts'
import type { BrandResellersListQuery } from '#shared/schemas/brand-applications.ts'
import type { Db } from '../../db/client.ts'

export interface BrandResellerRow {
  id: string
  companyName: string | null
  fullName: string | null
  email: string
  authorizedAt: string
  orderCount: number
  orderTotal: string
  lastOrderAt: string | null
  active: boolean
  /** The pair's authorization record. */
  authorizationId: string
  /** What it is now: an active one past its end date reads expired. */
  status: AuthorizationStatus
  /** Whether it gives rights now (active, started, not ended). */
  inForce: boolean
  marketplaces: CoveredMarketplace[]
  endsAt: string | null
  statusReason: string | null
  statusChangedAt: string
  grantedBy: AuthorizationSource
}

export interface BrandScope {
  /** The brands-directory entry (allocations, applications). */
  entryId: string
  /** The brand user (orders). */
  brandUserId: string
}

interface RawRow {
  id: string
  company_name: string | null
  full_name: string | null
  email: string
  authorized_at: Date | string
  order_count: number
  order_total: string
  last_order_at: Date | string | null
  active: boolean
  authorization_id: string
  status: AuthorizationStatus
  in_force: boolean
  marketplaces: CoveredMarketplace[] | null
  ends_at: Date | string | null
  status_reason: string | null
  status_changed_at: Date | string
  granted_by: AuthorizationSource
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer { rows }.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

const iso = (value: Date | string) => new Date(value).toISOString()

/** The brand's resellers with their figures, as a subquery both the list and the export read. */
function resellersOf(scope: BrandScope): SQL {
  return sql`(
    with authorized as (
      -- Issue 13: the one record per reseller, in any status; an active one past its end date
      -- reads expired (effectiveAuthorizationStatus says the same in TypeScript).
      select z.id as authorization_id, z.reseller_id, z.starts_at as authorized_at, z.ends_at,
        case when z.status = 'active' and z.ends_at is not null and z.ends_at <= now()
          then 'expired' else z.status::text end as status,
        brand_authorization_in_force(z.status, z.starts_at, z.ends_at) as in_force,
        z.marketplaces, z.status_reason, z.status_changed_at, z.granted_by
      from brand_authorizations z
      where z.brand_id = ${scope.entryId}
    ),
    figures as (
      select o.reseller_id, count(*)::int as order_count, sum(o.total_amount) as order_total,
        max(o.created_at) as last_order_at
      from orders o
      where o.brand_id = ${scope.brandUserId}
      group by o.reseller_id
    )
    select a.reseller_id as id,
      coalesce(p.company_name, (select ra.company_name from reseller_applications ra
        where ra.user_id = a.reseller_id order by ra.created_at desc limit 1)) as company_name,
      coalesce(p.full_name, u.name) as full_name,
      u.email,
      a.authorized_at,
      coalesce(f.order_count, 0) as order_count,
      coalesce(f.order_total, 0)::numeric(14, 2)::text as order_total,
      f.last_order_at,
      coalesce(f.last_order_at >= now() - make_interval(days => ${ACTIVE_RESELLER_DAYS}), false) as active,
      a.authorization_id, a.status, a.in_force, a.marketplaces, a.ends_at, a.status_reason,
      a.status_changed_at, a.granted_by
    from authorized a
    join "user" u on u.id = a.reseller_id
    left join profiles p on p.id = a.reseller_id
    left join figures f on f.reseller_id = a.reseller_id
  )`
}

const FILTERS: Record<ResellerFilter, SQL> = {
  all: sql`true`,
  active: sql`r.active`,
  inactive: sql`not r.active`,
  'with-orders': sql`r.order_count > 0`,
  'without-orders': sql`r.order_count = 0`,
}

function statusMatches(status: AuthorizationFilter): SQL {
  return status === 'all' ? sql`true` : sql`r.status = ${status}`
}

export type ResellerListFilter = Pick<BrandResellersListQuery, 'search' | 'filter' | 'status'>

function matching(query: ResellerListFilter): SQL {
  const filters = sql`${FILTERS[query.filter]} and ${statusMatches(query.status)}`
  const search = query.search?.trim()
  if (!search) return filters
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return sql`${filters} and (r.company_name ilike ${pattern}
    or r.full_name ilike ${pattern} or r.email ilike ${pattern})`
}

/** Records in force first (the ones a brand acts on most), then the newest. */
const ORDER = sql`r.in_force desc, r.authorized_at desc, r.id`

function toRow(r: RawRow): BrandResellerRow {
  return {
    id: r.id,
    companyName: r.company_name,
    fullName: r.full_name,
    email: r.email,
    authorizedAt: iso(r.authorized_at),
    orderCount: Number(r.order_count),
    orderTotal: r.order_total,
    lastOrderAt: r.last_order_at ? iso(r.last_order_at) : null,
    active: r.active,
    authorizationId: r.authorization_id,
    status: r.status,
    inForce: r.in_force,
    marketplaces: r.marketplaces ?? [],
    endsAt: r.ends_at ? iso(r.ends_at) : null,
    statusReason: r.status_reason,
    statusChangedAt: iso(r.status_changed_at),
    grantedBy: r.granted_by,
  }
}

/** Every reseller matching the search and filters, as the list orders them (the export). */
export async function allBrandResellers(
  db: Db,
  scope: BrandScope,
  query: ResellerListFilter,
): Promise<BrandResellerRow[]> {
  const rows = await rowsOf<RawRow>(
    db,
    sql`select * from ${resellersOf(scope)} r where ${matching(query)} order by ${ORDER}`,
  )
  return rows.map(toRow)
}

export interface BrandResellerPage {
  resellers: BrandResellerRow[]
  /**
   * The cards count the brand's authorizations in force (and of those, the ones that ordered
   * lately), whatever the search and filters; `statuses` counts every record by status.
   */
  summary: {
    total: number
    active: number
    activeDays: number
    statuses: Record<AuthorizationStatus, number>
  }
  page: number
  pages: number
  pageSize: number
  /** Resellers matching the search and filter. */
  matching: number
}

export async function listBrandResellers(
  db: Db,
  scope: BrandScope,
  query: BrandResellersListQuery,
): Promise<BrandResellerPage> {
  const [counts] = await rowsOf<{
    total: number
    active: number
    matching: number
    active_status: number
    suspended: number
    revoked: number
    expired: number
  }>(
    db,
    sql`select (count(*) filter (where r.in_force))::int as total,
      (count(*) filter (where r.in_force and r.active))::int as active,
      (count(*) filter (where ${matching(query)}))::int as matching,
      (count(*) filter (where r.status = 'active'))::int as active_status,
      (count(*) filter (where r.status = 'suspended'))::int as suspended,
      (count(*) filter (where r.status = 'revoked'))::int as revoked,
      (count(*) filter (where r.status = 'expired'))::int as expired
      from ${resellersOf(scope)} r`,
  )
  const total = Number(counts?.total ?? 0)
  const matched = Number(counts?.matching ?? 0)
  const pages = Math.max(1, Math.ceil(matched / BRAND_RESELLERS_PAGE_SIZE))
  const page = Math.min(query.page, pages)
  const rows =
    matched === 0
      ? []
      : await rowsOf<RawRow>(
          db,
          sql`select * from ${resellersOf(scope)} r where ${matching(query)}
            order by ${ORDER}
            limit ${BRAND_RESELLERS_PAGE_SIZE} offset ${(page - 1) * BRAND_RESELLERS_PAGE_SIZE}`,
        )
  return {
    resellers: rows.map(toRow),
    summary: {
      total,
      active: Number(counts?.active ?? 0),
      activeDays: ACTIVE_RESELLER_DAYS,
      statuses: {
        active: Number(counts?.active_status ?? 0),
        suspended: Number(counts?.suspended ?? 0),
        revoked: Number(counts?.revoked ?? 0),
        expired: Number(counts?.expired ?? 0),
      },
    },
    page,
    pages,
    pageSize: BRAND_RESELLERS_PAGE_SIZE,
    matching: matched,
  }
}
