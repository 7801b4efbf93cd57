/**
 * The reseller Dashboard (001 §2.4, §4.5, §9), every figure from the signed-in reseller's own
 * rows; the spec's random sample values are gone. Another user's orders never count: every
 * read is filtered on reseller_id = the viewer (an admin visiting the portal sees its own,
 * empty, figures).
 *
 * Identities: orders.brand_id and products.brand_id are the brand's USER id; allocations and
 * brand applications key on its brands_directory entry, which links to the user through
 * brands_directory.owner_user_id. A brand's name and categories are those of its oldest owned
 * entry (as My Orders and findBrandEntry pick it), else its account's company or full name.
 *
 * Cards:
 * - Total Spending: the sum of total_amount over all the reseller's orders, every status.
 * - Brand Partners: the distinct directory entries the reseller is allocated to
 *   (brand_reseller_allocations.reseller_id) or whose brand approved its application
 *   (brand_applications.status = 'approved'); an entry that is both counts once.
 * - Products: the approved products of those partner brands (products.brand_id = the partner
 *   entry's owner_user_id; an entry no brand account owns has no products yet).
 * - Active Orders: 001 §4.5, every order that is not delivered.
 *
 * Performance: orders and spending per calendar month (UTC) over the last 6 months, the current
 * one included, zero-filled by generate_series.
 *
 * Category Distribution: the spending with each brand, split evenly across the categories of
 * its directory entry (blank and repeated categories dropped); spending with a brand whose
 * entry lists none (or that has no entry) is 'Uncategorized'.
 *
 * Cost: five statements side by side, each a range of orders_reseller_id_created_at_idx
 * (aggregated in the database), plus the allocation/application indexes on reseller_id and
 * products_brand_id_created_at_idx for the cards.
 */
import { sql, type SQL } from 'drizzle-orm'
import {
  RESELLER_DASHBOARD_MONTHS,
  RESELLER_DASHBOARD_RECENT_ORDERS,
  RESELLER_DASHBOARD_TOP_BRANDS,
  UNCATEGORIZED,
} from '#shared/reseller-dashboard-texts.ts'
import type { OrderStatus } from '#shared/brand-orders-texts.ts'
import type { ResellerDashboardData } from '#shared/schemas/reseller-dashboard.ts'
import type { Db } from '../../db/client.ts'
import { iso, rowsOf } from '../brand-dashboard/sql-rows.ts'

interface CardsRow {
  total_spending: string
  active_orders: number
  brand_partners: number
  products: number
}

interface MonthRow {
  month: string
  orders: number
  spending: string
}

interface CategoryRow {
  category: string | null
  spending: string
}

interface RecentRow {
  id: string
  brand_name: string
  status: OrderStatus
  total_amount: string
  created_at: Date | string
}

interface TopBrandRow {
  brand_id: string
  brand_name: string
  orders: number
  total_spending: string
}

/** The display name of the brand whose user id is `brandId` (see the header). */
function brandName(brandId: SQL): SQL {
  return sql`coalesce(
    (select d.name from brands_directory d where d.owner_user_id = ${brandId}
      order by d.created_at, d.id limit 1),
    (select coalesce(nullif(btrim(p.company_name), ''), nullif(btrim(p.full_name), ''))
      from profiles p where p.id = ${brandId}),
    (select coalesce(nullif(btrim(u.company_name), ''), nullif(btrim(u.full_name), ''), u.email)
      from "user" u where u.id = ${brandId})
  )`
}

export async function getResellerDashboard(
  db: Db,
  resellerId: string,
  now: Date = new Date(),
): Promise<ResellerDashboardData> {
  const at = now.toISOString()
  const [cards, months, categories, recent, top] = await Promise.all([
    rowsOf<CardsRow>(
      db,
      sql`
      with partners as (
        -- Issue 13: the brands this reseller is authorized to sell now.
        select z.brand_id as id from brand_authorizations z
          where z.reseller_id = ${resellerId}
            and brand_authorization_in_force(z.status, z.starts_at, z.ends_at)
      ),
      mine as (
        select round(coalesce(sum(o.total_amount), 0), 2)::text as total_spending,
          count(*) filter (where o.status <> 'delivered')::int as active_orders
        from orders o where o.reseller_id = ${resellerId}
      )
      select mine.*,
        (select count(*)::int from partners) as brand_partners,
        (select count(*)::int from products p
          where p.approval_status = 'approved'
            and p.brand_id in (
              select d.owner_user_id from brands_directory d join partners on partners.id = d.id
              where d.owner_user_id is not null)) as products
      from mine
    `,
    ),
    rowsOf<MonthRow>(
      db,
      sql`
      with m as (
        select g.month from generate_series(
          date_trunc('month', ${at}::timestamptz at time zone 'UTC')
            - make_interval(months => ${RESELLER_DASHBOARD_MONTHS - 1}::int),
          date_trunc('month', ${at}::timestamptz at time zone 'UTC'),
          interval '1 month') as g(month)
      )
      select to_char(m.month, 'YYYY-MM-DD') as month, count(o.id)::int as orders,
        round(coalesce(sum(o.total_amount), 0), 2)::text as spending
      from m
      left join orders o on o.reseller_id = ${resellerId}
        and o.created_at >= (m.month at time zone 'UTC')
        and o.created_at < ((m.month + interval '1 month') at time zone 'UTC')
      group by m.month
      order by m.month
    `,
    ),
    rowsOf<CategoryRow>(
      db,
      sql`
      with per_brand as (
        select o.brand_id, sum(o.total_amount) as spending
        from orders o where o.reseller_id = ${resellerId}
        group by o.brand_id
      ),
      with_categories as (
        select pb.spending, coalesce(e.categories, '{}'::text[]) as categories
        from per_brand pb
        left join lateral (
          select array(
            select distinct btrim(c) from unnest(d.categories) as c where btrim(c) <> ''
          ) as categories
          from brands_directory d where d.owner_user_id = pb.brand_id
          order by d.created_at, d.id limit 1
        ) e on true
      ),
      split as (
        select unnest(case when cardinality(categories) = 0 then array[null::text]
            else categories end) as category,
          spending / greatest(cardinality(categories), 1) as share
        from with_categories
      )
      select category, round(sum(share), 2)::text as spending
      from split
      group by category
      having sum(share) > 0
      order by sum(share) desc, category nulls last
    `,
    ),
    rowsOf<RecentRow>(
      db,
      sql`
      select o.id, ${brandName(sql`o.brand_id`)} as brand_name, o.status,
        o.total_amount::text as total_amount, o.created_at
      from orders o
      where o.reseller_id = ${resellerId}
      order by o.created_at desc, o.id desc
      limit ${RESELLER_DASHBOARD_RECENT_ORDERS}
    `,
    ),
    rowsOf<TopBrandRow>(
      db,
      sql`
      select t.brand_id, ${brandName(sql`t.brand_id`)} as brand_name, t.orders,
        round(t.total, 2)::text as total_spending
      from (
        select o.brand_id, count(*)::int as orders, sum(o.total_amount) as total
        from orders o where o.reseller_id = ${resellerId}
        group by o.brand_id
        order by sum(o.total_amount) desc, count(*) desc, o.brand_id
        limit ${RESELLER_DASHBOARD_TOP_BRANDS}
      ) t
      order by t.total desc, t.orders desc, t.brand_id
    `,
    ),
  ])

  const c = cards[0]!
  const totalCategorized = categories.reduce((s, r) => s + Number(r.spending), 0)
  return {
    cards: {
      totalSpending: c.total_spending,
      brandPartners: Number(c.brand_partners),
      products: Number(c.products),
      activeOrders: Number(c.active_orders),
    },
    months: months.map((m) => ({
      month: m.month,
      orders: Number(m.orders),
      spending: m.spending,
    })),
    categories: categories.map((r) => ({
      category: r.category ?? UNCATEGORIZED,
      spending: r.spending,
      percent:
        totalCategorized > 0 ? Math.round((Number(r.spending) / totalCategorized) * 1000) / 10 : 0,
    })),
    recentOrders: recent.map((o) => ({
      id: o.id,
      brandName: o.brand_name,
      status: o.status,
      totalAmount: o.total_amount,
      createdAt: iso(o.created_at),
    })),
    topBrands: top.map((b) => ({
      brandId: b.brand_id,
      brandName: b.brand_name,
      orders: Number(b.orders),
      totalSpending: b.total_spending,
    })),
  }
}
