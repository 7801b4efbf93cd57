/**
 * The admin dashboard's charts (issue 16 item 7), over the last 7, 30 or 90 UTC days: sign-ups
 * by role and applications by kind, orders and GMV, what enters the review queues and what
 * waits there now, and the public site's web vitals at the 75th percentile per page, from our
 * own telemetry. Every series has a value for every day (0 where nothing happened).
 */
import { sql } from 'drizzle-orm'
import type { DashboardPeriod } from '#shared/schemas/brand-dashboard.ts'
import {
  TREND_VITAL_PAGES,
  TREND_VITALS,
  type DashboardTrends,
  type PageVitals,
  type TrendDay,
  type TrendVital,
} from '#shared/admin-trends.ts'
import type { DbOrTx } from '../../db/client.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'
import { WEB_VITAL_EVENT } from '../telemetry/record-events.ts'

const DAY_MS = 24 * 60 * 60 * 1000

interface DayRow {
  day: string
  reseller_sign_ups: number
  brand_sign_ups: number
  admin_sign_ups: number
  hub_applications: number
  brand_applications: number
  orders: number
  gmv: string
  catalogs: number
  entry_changes: number
}

interface PendingRow {
  reseller_applications: number
  catalogs: number
  entry_changes: number
  brand_applications: number
}

interface VitalRow {
  path: string
  metric: TrendVital
  p75: number
  readings: number
}

/** Midnight UTC `days - 1` days before today: the period is today and the days before it. */
export function trendsStart(now: Date, days: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return new Date(today - (days - 1) * DAY_MS)
}

export async function getDashboardTrends(
  db: DbOrTx,
  period: DashboardPeriod,
  now = new Date(),
): Promise<DashboardTrends> {
  const from = trendsStart(now, period)
  const fromIso = from.toISOString()
  const nowIso = now.toISOString()
  // Each source counted per day once (a grouped scan from the period's start on its created_at
  // index), then joined to the calendar.
  const perDay = (table: string, extra = sql``) =>
    sql`select (created_at at time zone 'UTC')::date as day, count(*)::int as n
        from ${sql.identifier(table)}
        where created_at >= ${fromIso}::timestamptz and created_at <= ${nowIso}::timestamptz ${extra}
        group by 1`
  const [days, pending, vitals] = await Promise.all([
    rowsOf<DayRow>(
      db,
      sql`
      with calendar as (
        select generate_series(${fromIso}::timestamptz at time zone 'UTC',
          ${nowIso}::timestamptz at time zone 'UTC', interval '1 day')::date as day
      ),
      sign_ups as (
        select (created_at at time zone 'UTC')::date as day,
          count(*) filter (where user_role = 'reseller')::int as reseller,
          count(*) filter (where user_role = 'brand')::int as brand,
          count(*) filter (where user_role = 'admin')::int as admin
        from "user"
        where created_at >= ${fromIso}::timestamptz and created_at <= ${nowIso}::timestamptz
        group by 1
      ),
      hub as (${perDay('reseller_applications')}),
      applied as (${perDay('brand_applications')}),
      catalogs as (${perDay('product_uploads')}),
      entry_changes as (${perDay('brand_entry_changes')}),
      placed as (
        select (created_at at time zone 'UTC')::date as day, count(*)::int as orders,
          coalesce(sum(total_amount) filter (where status not in ('declined', 'cancelled')), 0)
            as gmv
        from orders
        where created_at >= ${fromIso}::timestamptz and created_at <= ${nowIso}::timestamptz
        group by 1
      )
      select to_char(c.day, 'YYYY-MM-DD') as day,
        coalesce(s.reseller, 0) as reseller_sign_ups,
        coalesce(s.brand, 0) as brand_sign_ups,
        coalesce(s.admin, 0) as admin_sign_ups,
        coalesce(h.n, 0) as hub_applications,
        coalesce(a.n, 0) as brand_applications,
        coalesce(p.orders, 0) as orders,
        round(coalesce(p.gmv, 0), 2)::text as gmv,
        coalesce(k.n, 0) as catalogs,
        coalesce(e.n, 0) as entry_changes
      from calendar c
      left join sign_ups s on s.day = c.day
      left join hub h on h.day = c.day
      left join applied a on a.day = c.day
      left join placed p on p.day = c.day
      left join catalogs k on k.day = c.day
      left join entry_changes e on e.day = c.day
      order by c.day
    `,
    ),
    rowsOf<PendingRow>(
      db,
      sql`
      select
        (select count(*)::int from reseller_applications where status = 'pending')
          as reseller_applications,
        (select count(*)::int from product_uploads where status = 'pending') as catalogs,
        (select count(*)::int from brand_entry_changes where status = 'pending') as entry_changes,
        (select count(*)::int from brand_applications where status = 'pending')
          as brand_applications
    `,
    ),
    rowsOf<VitalRow>(
      db,
      sql`
      with readings as (
        select path, props ->> 'metric' as metric, value
        from telemetry_events
        where name = ${WEB_VITAL_EVENT}
          and created_at >= ${fromIso}::timestamptz and created_at <= ${nowIso}::timestamptz
          and value is not null and path is not null
          and props ->> 'metric' in (${sql.join(
            TREND_VITALS.map((m) => sql`${m}`),
            sql`, `,
          )})
      ),
      pages as (
        select path, count(*)::int as readings from readings
        group by path order by readings desc, path limit ${TREND_VITAL_PAGES}
      )
      select r.path, r.metric,
        percentile_cont(0.75) within group (order by r.value)::float8 as p75,
        p.readings
      from readings r
      join pages p on p.path = r.path
      group by r.path, r.metric, p.readings
      order by p.readings desc, r.path, r.metric
    `,
    ),
  ])

  const byPage = new Map<string, PageVitals>()
  for (const row of vitals) {
    const page = byPage.get(row.path) ?? {
      path: row.path,
      readings: Number(row.readings),
      p75: { LCP: null, INP: null, CLS: null },
    }
    page.p75[row.metric] = Number(row.p75)
    byPage.set(row.path, page)
  }
  const waiting = pending[0]!
  return {
    period,
    from: fromIso,
    to: nowIso,
    days: days.map((d): TrendDay => ({
      date: d.day,
      signUps: {
        reseller: Number(d.reseller_sign_ups),
        brand: Number(d.brand_sign_ups),
        admin: Number(d.admin_sign_ups),
      },
      applications: {
        resellerHub: Number(d.hub_applications),
        brand: Number(d.brand_applications),
      },
      orders: Number(d.orders),
      gmv: d.gmv,
      arrivals: {
        resellerApplications: Number(d.hub_applications),
        catalogs: Number(d.catalogs),
        entryChanges: Number(d.entry_changes),
      },
    })),
    pending: {
      resellerApplications: Number(waiting.reseller_applications),
      catalogs: Number(waiting.catalogs),
      entryChanges: Number(waiting.entry_changes),
      brandApplications: Number(waiting.brand_applications),
    },
    webVitals: [...byPage.values()],
  }
}
