/**
 * The panels under the summary cards (001 §2.3): recent orders, sales performance, marketplace
 * distribution, compliance monitoring (from brand protection's observed listings, issue 14),
 * recent activities and pending applications.
 */
import { ClipboardList, Handshake, ShieldCheck, ShoppingCart } from 'lucide-react'
import { useId } from 'react'
import { Link, useSearchParams } from 'react-router'
import { APP_ROUTES } from '#shared/app-routes.ts'
import {
  BRAND_ACTIVITY_LABELS,
  BRAND_DASHBOARD_TEXTS as T,
  BRAND_ORDER_ID_LENGTH,
  MARKETPLACE_LABELS,
  ORDER_STATUS_LABELS,
} from '#shared/brand-dashboard-texts.ts'
import type { BrandDashboardData, OrderStatus } from '#shared/schemas/brand-dashboard.ts'
import { CompactTableHeader } from '../../components/ui/data-table.tsx'
import { BarChart, ChartLegend } from '../../components/charts/bar-chart.tsx'
import { CHART_COLORS } from '../../components/charts/chart-palette.ts'
import { ChartTable } from '../../components/charts/chart-table.tsx'
import { ComboChart } from '../../components/charts/combo-chart.tsx'
import { PieChart } from '../../components/charts/pie-chart.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatMoneyAxis,
  formatShortDate,
  integer,
  parsePeriod,
  useBrandCompliance,
} from './api.ts'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'

const STATUS_TONE: Record<OrderStatus, 'success' | 'info' | 'warning' | 'danger'> = {
  delivered: 'success',
  shipped: 'info',
  processing: 'warning',
  accepted: 'warning',
  pending: 'warning',
  declined: 'danger',
  cancelled: 'danger',
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{ORDER_STATUS_LABELS[status]}</Badge>
}

export function RecentOrders({ data }: { data: BrandDashboardData }) {
  const t = T.orders
  const { orders } = data
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2 space-y-0">
        <div className="space-y-1.5">
          <CardTitle className="text-lg">{t.title}</CardTitle>
          <CardDescription>
            {t.description(data.period)}: {integer.format(orders.total)} (
            {(Object.keys(ORDER_STATUS_LABELS) as OrderStatus[])
              .map(
                (s) =>
                  `${integer.format(orders.byStatus[s])} ${ORDER_STATUS_LABELS[s].toLowerCase()}`,
              )
              .join(', ')}
            )
          </CardDescription>
        </div>
        <Link
          to="/brand/dashboard/orders"
          className="text-sm font-medium underline-offset-4 hover:underline"
        >
          {t.viewAll}
        </Link>
      </CardHeader>
      <CardContent>
        {orders.recent.length === 0 ? (
          <EmptyState icon={ShoppingCart} title={t.empty(data.period)} />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" aria-label={t.title}>
              <CompactTableHeader
                columns={[t.orderId, t.reseller, t.date, t.status, t.total]}
                right={[t.total]}
              />
              <tbody className="divide-border divide-y">
                {orders.recent.map((o) => (
                  <tr key={o.id}>
                    <td className="py-3 pr-4 font-mono text-xs">
                      {o.id.slice(0, BRAND_ORDER_ID_LENGTH)}
                    </td>
                    <td className="py-3 pr-4 font-medium">{o.resellerName}</td>
                    <td className="py-3 pr-4 whitespace-nowrap">
                      <time dateTime={o.createdAt}>{formatDate(o.createdAt)}</time>
                    </td>
                    <td className="py-3 pr-4">
                      <OrderStatusBadge status={o.status} />
                    </td>
                    <td className="py-3 text-right tabular-nums">{formatMoney(o.totalAmount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  )
}

export function SalesPerformance({ data }: { data: BrandDashboardData }) {
  const t = T.sales
  const { points, bucket } = data.sales
  const hasSales = points.some((p) => p.orders > 0)
  const bars = points.map((p) => ({
    key: p.start,
    label: formatShortDate(p.start),
    value: Number(p.revenue),
  }))
  return (
    <SectionCard title={t.title} description={t.description[bucket]} className="lg:col-span-2">
      {!hasSales ? (
        <EmptyState icon={ShoppingCart} title={t.empty(data.period)} />
      ) : (
        <>
          <ChartLegend
            items={[
              { name: t.revenue, color: CHART_COLORS[0] },
              { name: t.orders, color: CHART_COLORS[1] },
            ]}
          />
          <BarChart
            data={bars}
            label={`${t.title}: ${t.description[bucket].toLowerCase()}, ${formatMoney(data.cards.totalRevenue.value)} from ${integer.format(data.orders.total)} orders in all`}
            formatValue={formatMoneyAxis}
            line={{
              name: t.orders,
              values: points.map((p) => p.orders),
              format: (v) => integer.format(v),
            }}
            labelEvery={Math.max(1, Math.ceil(points.length / 7))}
          />
        </>
      )}
      <ChartTable
        caption={t.tableCaption}
        columns={[t.periodColumn, t.revenue, t.orders]}
        rows={points.map((p) => [
          formatDate(p.start),
          formatMoney(p.revenue),
          integer.format(p.orders),
        ])}
      />
    </SectionCard>
  )
}

export function MarketplaceDistribution({ data }: { data: BrandDashboardData }) {
  const t = T.marketplaces
  return (
    <SectionCard title={t.title} description={t.description}>
      {data.marketplaces.length === 0 ? (
        <EmptyState icon={ClipboardList} title={t.empty(data.period)} />
      ) : (
        <>
          <PieChart
            label={t.title}
            formatValue={(v) => formatMoney(v)}
            slices={data.marketplaces.map((m) => ({
              key: m.marketplace,
              label: MARKETPLACE_LABELS[m.marketplace],
              value: Number(m.revenue),
            }))}
          />
          <ChartTable
            caption={t.tableCaption}
            columns={[t.marketplaceColumn, t.revenueColumn, t.shareColumn]}
            rows={data.marketplaces.map((m) => [
              MARKETPLACE_LABELS[m.marketplace],
              formatMoney(m.revenue),
              `${m.percent.toFixed(1)}%`,
            ])}
          />
        </>
      )}
    </SectionCard>
  )
}

const VERDICT_COLORS = {
  compliant: CHART_COLORS[2],
  mapViolations: CHART_COLORS[1],
  scopeViolations: CHART_COLORS[3],
  unauthorized: CHART_COLORS[4],
} as const
const VERDICTS = Object.keys(VERDICT_COLORS) as (keyof typeof VERDICT_COLORS)[]
const percent = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)}%`)

/**
 * The spec's compliance chart from real data (issue 14 item 7): the period's observed listings
 * per day (7 or 30 days) or week (90) by verdict, stacked, and the period's compliance. The
 * period is the dashboard's (?period= in the URL); findings and imports refresh it live.
 */
export function ComplianceMonitoring() {
  const t = T.compliance
  const headingId = useId()
  const [params] = useSearchParams()
  const days = parsePeriod(params.get('period'))
  const query = useBrandCompliance(days)
  const response = query.data
  const data = response && response.entry !== null ? response : undefined
  const observed = data?.points.some((p) => VERDICTS.some((v) => p[v] > 0)) ?? false
  const unit = data?.unit === 'week' ? 'week' : 'day'

  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2 space-y-0">
        <div className="space-y-1.5">
          <CardTitle id={headingId} className="text-lg">
            {t.title}
          </CardTitle>
          <CardDescription>{t.description[unit]}</CardDescription>
        </div>
        <Link
          to={APP_ROUTES.brandProtection}
          className="text-sm font-medium underline-offset-4 hover:underline"
        >
          {t.open}
        </Link>
      </CardHeader>
      <CardContent
        aria-busy={query.isPlaceholderData}
        className={`transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {query.isError && !response ? (
          <RetryAlert
            title={t.loadError}
            retryLabel={T.tryAgain}
            onRetry={() => void query.refetch()}
          />
        ) : !response ? (
          <div role="status" aria-label={t.loading}>
            <Skeleton className="h-64 w-full" />
          </div>
        ) : !data || !observed ? (
          <EmptyState icon={ShieldCheck} title={t.empty(days)}>
            <p>{t.emptyDetail}</p>
            <Link
              to={APP_ROUTES.brandProtectionImports}
              className="text-foreground mt-2 inline-block font-medium underline underline-offset-4"
            >
              {t.importAction}
            </Link>
          </EmptyState>
        ) : (
          <div className="grid gap-4">
            <div>
              <p className="text-3xl font-semibold tabular-nums" data-testid="compliance-percent">
                {data.compliance === null ? t.noJudged : percent(data.compliance)}
              </p>
              {data.compliance === null ? null : (
                <p className="text-sm font-medium">{t.periodCompliance(days)}</p>
              )}
              <p className="text-muted-foreground mt-1 text-xs">{t.complianceNote}</p>
            </div>
            <ComboChart
              label={t.chartLabel(days, `${percent(data.compliance)} ${t.periodCompliance(days)}`)}
              formatValue={(v) => integer.format(v)}
              height={220}
              data={data.points.map((p) => ({
                key: p.period,
                label: formatShortDate(`${p.period}T00:00:00Z`),
                values: p,
              }))}
              series={VERDICTS.map((v) => ({
                key: v,
                name: t.series[v],
                kind: 'bar' as const,
                color: VERDICT_COLORS[v],
                stack: 'verdicts',
              }))}
            />
            <ChartTable
              caption={t.tableCaption}
              columns={[t.periodColumn, ...VERDICTS.map((v) => t.series[v]), t.complianceColumn]}
              rows={data.points.map((p) => [
                formatDate(`${p.period}T00:00:00Z`),
                ...VERDICTS.map((v) => integer.format(p[v])),
                percent(p.compliance),
              ])}
            />
            <p className="text-muted-foreground text-xs">{t.updatedLive}</p>
          </div>
        )}
      </CardContent>
    </Card>
  )
}

export function RecentActivities({ data }: { data: BrandDashboardData }) {
  const t = T.activities
  return (
    <SectionCard title={t.title}>
      {data.activities.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t.empty}</p>
      ) : (
        <ol className="divide-border divide-y">
          {data.activities.map((a) => (
            <li
              key={`${a.type}-${a.id}`}
              className="flex flex-wrap items-start gap-x-3 gap-y-1 py-3"
            >
              <Badge
                tone={a.type === 'order' ? 'info' : a.type === 'allocation' ? 'success' : 'warning'}
              >
                {BRAND_ACTIVITY_LABELS[a.type]}
              </Badge>
              <p className="min-w-0 flex-1 text-sm">{a.description}</p>
              <time
                dateTime={a.createdAt}
                className="text-muted-foreground text-xs whitespace-nowrap"
              >
                {formatDateTime(a.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  )
}

export function PendingApplications({ data }: { data: BrandDashboardData }) {
  const t = T.applications
  const { rows, total } = data.pendingApplications
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2 space-y-0">
        <div className="space-y-1.5">
          <CardTitle className="text-lg">
            {t.title}{' '}
            {total > 0 ? (
              <span className="text-muted-foreground">({integer.format(total)})</span>
            ) : null}
          </CardTitle>
          <CardDescription>{t.description}</CardDescription>
        </div>
        <Link
          to="/brand/dashboard/resellers#applications"
          className="text-sm font-medium underline-offset-4 hover:underline"
        >
          {t.viewAll}
        </Link>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <EmptyState icon={Handshake} title={t.empty} />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" aria-label={t.title}>
              <CompactTableHeader columns={[t.company, t.email, t.message, t.date]} />
              <tbody className="divide-border divide-y">
                {rows.map((r) => (
                  <tr key={r.id}>
                    <td className="py-3 pr-4 font-medium">{r.companyName ?? r.email}</td>
                    <td className="py-3 pr-4 break-all">{r.email}</td>
                    <td className="text-muted-foreground py-3 pr-4">
                      {r.proposalMessage ? (
                        <span className="line-clamp-2">{r.proposalMessage}</span>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td className="py-3 whitespace-nowrap">
                      <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  )
}
