/**
 * Brand Analytics (001 §2.3, §9: ranges 6m, 1y, 2y), from the database. The spec's screen held
 * sample data only; here every figure is computed from the brand's orders and order lines.
 *
 * The range is whole calendar months in UTC: the current month (up to now) and the N − 1 before
 * it. The KPIs compare it with the N months before (same length): revenue, orders, average order
 * value and active resellers (resellers with at least one order). The series has one row per
 * month, zero-filled; product performance ranks the order lines' products by revenue
 * (quantity × unit price as ordered; an order line keeps its product's name and SKU when the
 * product is later edited or deleted), with the number of order lines that hold each (counting
 * lines rather than distinct orders keeps it one hash aggregate: at 100,000 lines a distinct
 * count sorted them all, which tripled the time).
 *
 * Cost: ranges of orders_brand_id_created_at_idx, order_items_order_id_idx for the lines.
 */
import { sql } from 'drizzle-orm'
import { ANALYTICS_TOP_PRODUCTS } from '#shared/brand-dashboard-texts.ts'
import {
  ANALYTICS_RANGES,
  type AnalyticsRange,
  type BrandAnalyticsData,
} from '#shared/schemas/brand-dashboard.ts'
import type { Db } from '../../db/client.ts'
import type { BrandEntry } from '../brand-portal/brand-entry.ts'
import { compareCounts, compareMoney, rowsOf } from '../brand-dashboard/sql-rows.ts'

/** First instant of the UTC month `offset` months from the one holding `date`. */
export function monthStart(date: Date, offset = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1))
}

interface KpiRow {
  revenue: string
  previous_revenue: string
  orders: number
  previous_orders: number
  average: string
  previous_average: string
  resellers: number
  previous_resellers: number
}

interface MonthRow {
  month: string
  revenue: string
  orders: number
  active_resellers: number
}

interface ProductRow {
  product_id: string | null
  name: string
  sku: string | null
  units: number
  revenue: string
  orders: number
}

export async function getBrandAnalytics(
  db: Db,
  brand: { userId: string; entry: BrandEntry },
  range: AnalyticsRange,
  now: Date = new Date(),
): Promise<BrandAnalyticsData> {
  const months = ANALYTICS_RANGES[range]
  const fromDate = monthStart(now, -(months - 1))
  const from = fromDate.toISOString()
  const previousFrom = monthStart(now, -(2 * months - 1)).toISOString()
  const to = now.toISOString()
  const userId = brand.userId

  const [kpis, series, products] = await Promise.all([
    rowsOf<KpiRow>(
      db,
      sql`
      with o as (
        select o.created_at >= ${from}::timestamptz as current, o.total_amount, o.reseller_id
        from orders o
        where o.brand_id = ${userId}
          and o.created_at >= ${previousFrom}::timestamptz and o.created_at < ${to}::timestamptz
      ),
      -- Distinct resellers by grouping (a hash), not count(distinct) (a sort of every order).
      resellers as (
        select bool_or(current) as current, bool_or(not current) as previous
        from o
        group by reseller_id
      )
      select
        round(coalesce(sum(total_amount) filter (where current), 0), 2)::text as revenue,
        round(coalesce(sum(total_amount) filter (where not current), 0), 2)::text
          as previous_revenue,
        count(*) filter (where current)::int as orders,
        count(*) filter (where not current)::int as previous_orders,
        round(coalesce(avg(total_amount) filter (where current), 0), 2)::text as average,
        round(coalesce(avg(total_amount) filter (where not current), 0), 2)::text
          as previous_average,
        (select count(*) filter (where current)::int from resellers) as resellers,
        (select count(*) filter (where previous)::int from resellers) as previous_resellers
      from o
    `,
    ),
    rowsOf<MonthRow>(
      db,
      sql`
      with o as (
        select date_trunc('month', o.created_at at time zone 'UTC') as month, o.reseller_id,
          sum(o.total_amount) as revenue, count(*) as orders
        from orders o
        where o.brand_id = ${userId}
          and o.created_at >= ${from}::timestamptz and o.created_at < ${to}::timestamptz
        group by 1, 2
      ),
      m as (
        select (date_trunc('month', ${from}::timestamptz at time zone 'UTC')
          + make_interval(months => g)) as month
        from generate_series(0, ${months - 1}::int) as g
      )
      select to_char(m.month, 'YYYY-MM-DD') as month,
        round(coalesce(sum(o.revenue), 0), 2)::text as revenue,
        coalesce(sum(o.orders), 0)::int as orders,
        count(o.reseller_id)::int as active_resellers
      from m
      left join o on o.month = m.month
      group by m.month
      order by m.month
    `,
    ),
    rowsOf<ProductRow>(
      db,
      sql`
      select i.product_id, min(i.product_name) as name, min(i.sku) as sku,
        sum(i.quantity)::int as units, round(sum(i.quantity * i.unit_price), 2)::text as revenue,
        count(*)::int as orders
      from orders o
      join order_items i on i.order_id = o.id
      where o.brand_id = ${userId}
        and o.created_at >= ${from}::timestamptz and o.created_at < ${to}::timestamptz
      group by i.product_id, case when i.product_id is null then i.product_name end
      order by sum(i.quantity * i.unit_price) desc, min(i.product_name)
      limit ${ANALYTICS_TOP_PRODUCTS}
    `,
    ),
  ])

  const k = kpis[0]!
  return {
    entry: {
      id: brand.entry.id,
      name: brand.entry.name,
      logoUrl: brand.entry.logoUrl,
      isActive: brand.entry.isActive,
    },
    range,
    months,
    window: { from, to, previousFrom },
    kpis: {
      revenue: compareMoney(k.revenue, k.previous_revenue),
      orders: compareCounts(k.orders, k.previous_orders),
      averageOrderValue: compareMoney(k.average, k.previous_average),
      activeResellers: compareCounts(k.resellers, k.previous_resellers),
    },
    series: series.map((r) => ({
      month: r.month,
      revenue: r.revenue,
      orders: Number(r.orders),
      activeResellers: Number(r.active_resellers),
    })),
    topProducts: products.map((p) => ({
      productId: p.product_id,
      name: p.name,
      sku: p.sku,
      unitsSold: Number(p.units),
      revenue: p.revenue,
      orders: Number(p.orders),
    })),
  }
}
