/**
 * The admin dashboard's charts (issue 16 item 7): sign-ups and applications, orders and GMV, the
 * review queues, and the site's web vitals at p75 per page, over 7, 30 or 90 days. The period is
 * in the URL (?period=), so a reload or a shared link shows the same charts. Each chart is an
 * image with a summary label and its numbers in a "View as table".
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useId, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { PERFORMANCE_BUDGETS } from '#shared/constants.ts'
import {
  ADMIN_TRENDS_TEXTS as T,
  TREND_VITALS,
  type DashboardTrends,
  type TrendVital,
} from '#shared/admin-trends.ts'
import { DASHBOARD_PERIODS, type DashboardPeriod } from '#shared/schemas/brand-dashboard.ts'
import { CHART_COLORS } from '../../components/charts/chart-palette.ts'
import { ChartTable } from '../../components/charts/chart-table.tsx'
import { ComboChart } from '../../components/charts/combo-chart.tsx'
import {
  formatDate,
  formatMoney,
  formatMoneyAxis,
  formatShortDate,
  integer,
} from '../../components/charts/format.ts'
import { SegmentedToggle } from '../../components/charts/segmented-toggle.tsx'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { api } from '../../lib/api.ts'

const DEFAULT_PERIOD: DashboardPeriod = 30

export const dashboardTrendsQueryOptions = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', 'trends', period],
    queryFn: () => api<DashboardTrends>(`/api/admin/dashboard/trends?period=${period}`),
  })

function parsePeriod(value: string | null): DashboardPeriod {
  const n = Number(value)
  return (DASHBOARD_PERIODS as readonly number[]).includes(n)
    ? (n as DashboardPeriod)
    : DEFAULT_PERIOD
}

const dayLabel = (date: string) => formatShortDate(`${date}T00:00:00Z`)
const dayCell = (date: string) => formatDate(`${date}T00:00:00Z`)
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

function vitalValue(metric: TrendVital, value: number | null): string {
  if (value === null) return '–'
  return metric === 'CLS' ? value.toFixed(2) : `${integer.format(Math.round(value))} ms`
}

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="border-border grid gap-3 rounded-lg border p-4">
      <h3 id={id} className="text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  )
}

function SignUpsChart({ data }: { data: DashboardTrends }) {
  const t = T.signUps
  const total = sum(
    data.days.map(
      (d) =>
        d.signUps.reseller +
        d.signUps.brand +
        d.signUps.admin +
        d.applications.resellerHub +
        d.applications.brand,
    ),
  )
  return (
    <ChartCard title={t.title}>
      <ComboChart
        label={t.chart(data.period, total)}
        formatValue={(v) => integer.format(v)}
        height={220}
        data={data.days.map((d) => ({
          key: d.date,
          label: dayLabel(d.date),
          values: {
            reseller: d.signUps.reseller,
            brand: d.signUps.brand,
            admin: d.signUps.admin,
            resellerHub: d.applications.resellerHub,
            brandApplications: d.applications.brand,
          },
        }))}
        series={[
          { key: 'reseller', name: t.reseller, kind: 'bar', color: CHART_COLORS[0], stack: 'u' },
          { key: 'brand', name: t.brand, kind: 'bar', color: CHART_COLORS[1], stack: 'u' },
          { key: 'admin', name: t.admin, kind: 'bar', color: CHART_COLORS[4], stack: 'u' },
          { key: 'resellerHub', name: t.resellerHub, kind: 'line', color: CHART_COLORS[2] },
          {
            key: 'brandApplications',
            name: t.brandApplications,
            kind: 'line',
            color: CHART_COLORS[3],
          },
        ]}
      />
      <ChartTable
        caption={t.title}
        columns={[T.day, t.reseller, t.brand, t.admin, t.resellerHub, t.brandApplications]}
        rows={data.days.map((d) => [
          dayCell(d.date),
          integer.format(d.signUps.reseller),
          integer.format(d.signUps.brand),
          integer.format(d.signUps.admin),
          integer.format(d.applications.resellerHub),
          integer.format(d.applications.brand),
        ])}
      />
    </ChartCard>
  )
}

function OrdersChart({ data }: { data: DashboardTrends }) {
  const t = T.orders
  const orders = sum(data.days.map((d) => d.orders))
  const gmv = sum(data.days.map((d) => Number(d.gmv)))
  return (
    <ChartCard title={t.title}>
      <ComboChart
        label={t.chart(data.period, orders, formatMoney(gmv))}
        formatValue={(v) => integer.format(v)}
        formatRight={formatMoneyAxis}
        height={220}
        data={data.days.map((d) => ({
          key: d.date,
          label: dayLabel(d.date),
          values: { orders: d.orders, gmv: Number(d.gmv) },
        }))}
        series={[
          { key: 'orders', name: t.orders, kind: 'bar', color: CHART_COLORS[0] },
          { key: 'gmv', name: t.gmv, kind: 'line', color: CHART_COLORS[2], right: true },
        ]}
      />
      <p className="text-muted-foreground text-xs">{t.note}</p>
      <ChartTable
        caption={t.title}
        columns={[T.day, t.orders, t.gmv]}
        rows={data.days.map((d) => [dayCell(d.date), integer.format(d.orders), formatMoney(d.gmv)])}
      />
    </ChartCard>
  )
}

function QueuesChart({ data }: { data: DashboardTrends }) {
  const t = T.queues
  const nowId = useId()
  const waiting = [
    [t.resellerApplications, data.pending.resellerApplications],
    [t.catalogs, data.pending.catalogs],
    [t.entryChanges, data.pending.entryChanges],
    [t.brandApplications, data.pending.brandApplications],
  ] as const
  return (
    <ChartCard title={t.title}>
      <div>
        <p id={nowId} className="text-sm font-medium">
          {t.now}
        </p>
        <dl aria-labelledby={nowId} className="mt-2 grid grid-cols-2 gap-2 text-sm">
          {waiting.map(([label, count]) => (
            <div key={label} className="border-border rounded-md border px-3 py-2">
              <dt className="text-muted-foreground text-xs">{label}</dt>
              <dd className="text-lg font-semibold tabular-nums">{integer.format(count)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <ComboChart
        label={t.chart(data.period)}
        formatValue={(v) => integer.format(v)}
        height={180}
        data={data.days.map((d) => ({
          key: d.date,
          label: dayLabel(d.date),
          values: d.arrivals,
        }))}
        series={[
          {
            key: 'resellerApplications',
            name: t.resellerApplications,
            kind: 'bar',
            color: CHART_COLORS[0],
            stack: 'q',
          },
          { key: 'catalogs', name: t.catalogs, kind: 'bar', color: CHART_COLORS[1], stack: 'q' },
          {
            key: 'entryChanges',
            name: t.entryChanges,
            kind: 'bar',
            color: CHART_COLORS[3],
            stack: 'q',
          },
        ]}
      />
      <ChartTable
        caption={t.chart(data.period)}
        columns={[T.day, t.resellerApplications, t.catalogs, t.entryChanges]}
        rows={data.days.map((d) => [
          dayCell(d.date),
          integer.format(d.arrivals.resellerApplications),
          integer.format(d.arrivals.catalogs),
          integer.format(d.arrivals.entryChanges),
        ])}
      />
    </ChartCard>
  )
}

function VitalsChart({ data }: { data: DashboardTrends }) {
  const t = T.vitals
  if (data.webVitals.length === 0) {
    return (
      <ChartCard title={t.title}>
        <p className="text-muted-foreground text-sm">{t.empty}</p>
      </ChartCard>
    )
  }
  const budget = PERFORMANCE_BUDGETS.LCP
  return (
    <ChartCard title={t.title}>
      <ComboChart
        label={t.chart(data.period)}
        formatValue={(v) => `${integer.format(Math.round(v))} ms`}
        height={220}
        data={data.webVitals.map((p) => ({
          key: p.path,
          label: p.path,
          values: { lcp: p.p75.LCP, budget },
        }))}
        series={[
          { key: 'lcp', name: 'LCP p75', kind: 'bar', color: CHART_COLORS[0] },
          {
            key: 'budget',
            name: t.budget('LCP', vitalValue('LCP', budget)),
            kind: 'line',
            color: CHART_COLORS[1],
          },
        ]}
      />
      <ChartTable
        caption={t.title}
        columns={[t.page, t.readings, ...TREND_VITALS.map((m) => `${m} p75`)]}
        rows={data.webVitals.map((p) => [
          p.path,
          integer.format(p.readings),
          ...TREND_VITALS.map((m) => {
            const value = p.p75[m]
            const over = value !== null && value > PERFORMANCE_BUDGETS[m]
            return over ? `${vitalValue(m, value)} (${t.overBudget})` : vitalValue(m, value)
          }),
        ])}
      />
    </ChartCard>
  )
}

export function DashboardTrends() {
  const headingId = useId()
  const [params, setParams] = useSearchParams()
  const period = parsePeriod(params.get('period'))
  const query = useQuery({
    ...dashboardTrendsQueryOptions(period),
    placeholderData: keepPreviousData,
  })
  const data = query.data

  const choose = (next: DashboardPeriod) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current)
        copy.set('period', String(next))
        return copy
      },
      { replace: true, preventScrollReset: true },
    )

  return (
    <Card role="region" aria-labelledby={headingId} className="mt-6">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2 space-y-0">
        <div className="space-y-1.5">
          <CardTitle id={headingId} className="text-lg">
            {T.title}
          </CardTitle>
          <CardDescription>{T.description(period)}</CardDescription>
        </div>
        <SegmentedToggle
          label={T.period}
          options={DASHBOARD_PERIODS.map((p) => ({ value: p, label: T.periodOption(p) }))}
          value={period}
          onChange={choose}
        />
      </CardHeader>
      <CardContent
        aria-busy={query.isPlaceholderData}
        className={`transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {query.isError && !data ? (
          <RetryAlert
            title={T.loadError}
            retryLabel="Try Again"
            onRetry={() => void query.refetch()}
          />
        ) : !data ? (
          <div role="status" aria-label={T.title}>
            <Skeleton className="h-64 w-full" />
          </div>
        ) : (
          <div className="grid gap-4 xl:grid-cols-2">
            <SignUpsChart data={data} />
            <OrdersChart data={data} />
            <QueuesChart data={data} />
            <VitalsChart data={data} />
          </div>
        )}
      </CardContent>
    </Card>
  )
}
