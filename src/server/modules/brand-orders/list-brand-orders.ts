/**
 * Order Management (001 §2.3): the signed-in brand's orders (orders.brand_id is the brand user's
 * id), the counts behind the cards and the status tabs, and one page of the table, newest first.
 * With `reseller` (View Orders on Resellers Management) every figure is that reseller's.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import {
  BRAND_ORDERS_PAGE_SIZE,
  type OrderStatus,
  type OrderTab,
} from '#shared/brand-orders-texts.ts'
import type { BrandOrdersQuery } from '#shared/schemas/orders.ts'
import type { Db } from '../../db/client.ts'
import { orderItems, orders, profiles } from '../../db/schema/index.ts'

export interface BrandOrderRow {
  id: string
  resellerId: string
  resellerCompany: string | null
  resellerName: string | null
  resellerEmail: string | null
  status: OrderStatus
  totalAmount: string
  itemCount: number
  createdAt: Date
  updatedAt: Date
}

export interface BrandOrderList {
  orders: BrandOrderRow[]
  counts: Record<OrderTab, number>
  summary: { totalOrders: number; totalRevenue: string; pendingOrders: number }
  /** The reseller the list is filtered by, when it is. */
  reseller: { id: string; companyName: string | null; fullName: string | null } | null
  page: number
  pages: number
  pageSize: number
  total: number
}

export async function listBrandOrders(
  db: Db,
  brandUserId: string,
  query: BrandOrdersQuery,
): Promise<BrandOrderList> {
  const scope = and(
    eq(orders.brandId, brandUserId),
    query.reseller ? eq(orders.resellerId, query.reseller) : undefined,
  )
  const countOf = (status: OrderStatus) =>
    sql<number>`(count(*) filter (where ${orders.status} = ${status}))::int`
  const [agg] = await db
    .select({
      all: sql<number>`count(*)::int`,
      pending: countOf('pending'),
      accepted: countOf('accepted'),
      processing: countOf('processing'),
      declined: countOf('declined'),
      cancelled: countOf('cancelled'),
      shipped: countOf('shipped'),
      delivered: countOf('delivered'),
      // Rounded by the database and read as text: no cent is lost to floating point.
      revenue: sql<string>`coalesce(sum(${orders.totalAmount}), 0)::numeric(14, 2)::text`,
    })
    .from(orders)
    .where(scope)
  const counts: Record<OrderTab, number> = {
    all: agg?.all ?? 0,
    pending: agg?.pending ?? 0,
    accepted: agg?.accepted ?? 0,
    processing: agg?.processing ?? 0,
    declined: agg?.declined ?? 0,
    cancelled: agg?.cancelled ?? 0,
    shipped: agg?.shipped ?? 0,
    delivered: agg?.delivered ?? 0,
  }
  const total = counts[query.status]
  const pages = Math.max(1, Math.ceil(total / BRAND_ORDERS_PAGE_SIZE))
  const page = Math.min(query.page, pages)
  const rows =
    total === 0
      ? []
      : await db
          .select({
            id: orders.id,
            resellerId: orders.resellerId,
            resellerCompany: profiles.companyName,
            resellerName: profiles.fullName,
            resellerEmail: profiles.email,
            status: orders.status,
            totalAmount: orders.totalAmount,
            itemCount: sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
            createdAt: orders.createdAt,
            updatedAt: orders.updatedAt,
          })
          .from(orders)
          .leftJoin(profiles, eq(profiles.id, orders.resellerId))
          .where(and(scope, query.status === 'all' ? undefined : eq(orders.status, query.status)))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(BRAND_ORDERS_PAGE_SIZE)
          .offset((page - 1) * BRAND_ORDERS_PAGE_SIZE)

  let reseller: BrandOrderList['reseller'] = null
  if (query.reseller) {
    // Named only when it is this brand's reseller (orders, allocation or approved application):
    // the filter must not tell a brand the name behind any user id it tries.
    const [profile] = await db
      .select({ id: profiles.id, companyName: profiles.companyName, fullName: profiles.fullName })
      .from(profiles)
      .where(
        and(
          eq(profiles.id, query.reseller),
          sql`(${counts.all > 0}
            or exists (select 1 from brand_authorizations z
              join brands_directory d on d.id = z.brand_id
              where d.owner_user_id = ${brandUserId} and z.reseller_id = ${profiles.id}))`,
        ),
      )
    reseller = profile ?? { id: query.reseller, companyName: null, fullName: null }
  }

  return {
    orders: rows,
    counts,
    summary: {
      totalOrders: counts.all,
      totalRevenue: agg?.revenue ?? '0.00',
      pendingOrders: counts.pending,
    },
    reseller,
    page,
    pages,
    pageSize: BRAND_ORDERS_PAGE_SIZE,
    total,
  }
}
