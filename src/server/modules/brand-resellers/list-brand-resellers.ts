/**
 * Resellers Management (001 §2.3, §6): the brand's resellers are those allocated to its
 * brands-directory entry (brand_reseller_allocations.brand_id is the entry's id), plus those
 * whose application to the entry was approved. Each comes with its order count and total with
 * this brand (orders.brand_id is the brand user's id).
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
import type { BrandResellersQuery } from '#shared/schemas/orders.ts'
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
      -- Issue 13: the one record per reseller, in force.
      select reseller_id, starts_at as authorized_at from brand_authorizations z
        where z.brand_id = ${scope.entryId}
          and brand_authorization_in_force(z.status, z.starts_at, z.ends_at)
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
      coalesce(f.last_order_at >= now() - make_interval(days => ${ACTIVE_RESELLER_DAYS}), false) as active
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

function matching(query: Pick<BrandResellersQuery, 'search' | 'filter'>): SQL {
  const search = query.search?.trim()
  if (!search) return FILTERS[query.filter]
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return sql`${FILTERS[query.filter]} and (r.company_name ilike ${pattern}
    or r.full_name ilike ${pattern} or r.email ilike ${pattern})`
}

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
  }
}

/** Every reseller matching the search and filter, newest authorization first (the export). */
export async function allBrandResellers(
  db: Db,
  scope: BrandScope,
  query: Pick<BrandResellersQuery, 'search' | 'filter'>,
): Promise<BrandResellerRow[]> {
  const rows = await rowsOf<RawRow>(
    db,
    sql`select * from ${resellersOf(scope)} r where ${matching(query)}
      order by r.authorized_at desc, r.id`,
  )
  return rows.map(toRow)
}

export interface BrandResellerPage {
  resellers: BrandResellerRow[]
  /** The cards count every reseller of the brand, whatever the search and filter. */
  summary: { total: number; active: number; activeDays: number }
  page: number
  pages: number
  pageSize: number
  /** Resellers matching the search and filter. */
  matching: number
}

export async function listBrandResellers(
  db: Db,
  scope: BrandScope,
  query: BrandResellersQuery,
): Promise<BrandResellerPage> {
  const [counts] = await rowsOf<{ total: number; active: number; matching: number }>(
    db,
    sql`select count(*)::int as total, (count(*) filter (where r.active))::int as active,
      (count(*) filter (where ${matching(query)}))::int as matching
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
            order by r.authorized_at desc, r.id
            limit ${BRAND_RESELLERS_PAGE_SIZE} offset ${(page - 1) * BRAND_RESELLERS_PAGE_SIZE}`,
        )
  return {
    resellers: rows.map(toRow),
    summary: { total, active: Number(counts?.active ?? 0), activeDays: ACTIVE_RESELLER_DAYS },
    page,
    pages,
    pageSize: BRAND_RESELLERS_PAGE_SIZE,
    matching: matched,
  }
}
