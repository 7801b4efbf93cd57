/**
 * Brand Analytics (001 §2.3): four KPI cards, the monthly revenue, orders and reseller activity
 * charts and product performance, from the brand's orders. The tabs Revenue Protection,
 * Unauthorized Sellers and Loss Prevention Categories are brand protection's
 * (protection-section.tsx).
 */
import { Activity, DollarSign, ShoppingCart, Users } from 'lucide-react'
import { BRAND_ANALYTICS_TEXTS as T } from '#shared/brand-dashboard-texts.ts'
import type { BrandAnalyticsData, Compared } from '#shared/schemas/brand-dashboard.ts'
import { CompactTableHeader } from '../../components/ui/data-table.tsx'
import { StatCards } from '../../components/layouts/stat-cards.tsx'
import { BarChart } from '../../components/charts/bar-chart.tsx'
import { ChangeBadge } from '../../components/charts/change-badge.tsx'
import { ChartTable } from '../../components/charts/chart-table.tsx'
import { formatMoney, formatMoneyAxis, integer } from '../../components/charts/format.ts'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { formatMonth } from './api.ts'

type KpiKey = keyof typeof T.kpis

const KPI_ICONS = {
  revenue: DollarSign,
  orders: ShoppingCart,
  averageOrderValue: Activity,
  activeResellers: Users,
} as const

type Month = BrandAnalyticsData['series'][number]
const countFormat = (v: number) => integer.format(v)

/** The three monthly charts: which figure of a month each shows, and how its numbers read. */
const SERIES: {
  section: 'revenue' | 'orders' | 'resellers'
  value: (m: Month) => number
  format: (v: number) => string
  tableValue: (v: number) => string
}[] = [
  {
    section: 'revenue',
    value: (m) => Number(m.revenue),
    format: formatMoneyAxis,
    tableValue: (v) => formatMoney(v),
  },
  { section: 'orders', value: (m) => m.orders, format: countFormat, tableValue: countFormat },
  {
    section: 'resellers',
    value: (m) => m.activeResellers,
    format: countFormat,
    tableValue: countFormat,
  },
]

export function AnalyticsView({ data }: { data: BrandAnalyticsData }) {
  const kpis: { key: KpiKey; compared: Compared<number | string>; text: string }[] = [
    { key: 'revenue', compared: data.kpis.revenue, text: formatMoney(data.kpis.revenue.value) },
    { key: 'orders', compared: data.kpis.orders, text: integer.format(data.kpis.orders.value) },
    {
      key: 'averageOrderValue',
      compared: data.kpis.averageOrderValue,
      text: formatMoney(data.kpis.averageOrderValue.value),
    },
    {
      key: 'activeResellers',
      compared: data.kpis.activeResellers,
      text: integer.format(data.kpis.activeResellers.value),
    },
  ]
  const hasOrders = data.kpis.orders.value > 0
  const withYear = data.months > 12
  const labelEvery = data.series.length > 12 ? 4 : data.series.length > 6 ? 2 : 1
  const monthLabel = (m: string) => formatMonth(m, withYear)

  return (
    <div className="grid gap-6 *:min-w-0">
      <StatCards
        label="Key figures"
        region
        cards={kpis.map(({ key, compared, text }) => ({
          id: `kpi-${key}`,
          title: T.kpis[key],
          icon: KPI_ICONS[key],
          value: text,
          extra: <ChangeBadge compared={compared} against={`vs previous ${data.months} months`} />,
          hint: T.kpiNote(data.months),
        }))}
      />

      <div className="grid gap-6 *:min-w-0 lg:grid-cols-2">
        {SERIES.map(({ section, value, format, tableValue }) => (
          <SeriesCard
            key={section}
            title={T.sections[section].title}
            description={T.sections[section].description}
            hasOrders={hasOrders}
            data={data.series.map((m) => ({
              key: m.month,
              label: monthLabel(m.month),
              value: value(m),
            }))}
            format={format}
            tableValue={tableValue}
            labelEvery={labelEvery}
          />
        ))}
        <ProductPerformance data={data} />
      </div>
    </div>
  )
}

function SeriesCard({
  title,
  description,
  hasOrders,
  data,
  format,
  tableValue,
  labelEvery,
}: {
  title: string
  description: string
  hasOrders: boolean
  data: { key: string; label: string; value: number }[]
  format: (v: number) => string
  tableValue: (v: number) => string
  labelEvery: number
}) {
  return (
    <SectionCard title={title} description={description}>
      {hasOrders ? (
        <BarChart
          data={data}
          label={`${title}: ${description.toLowerCase()}`}
          formatValue={format}
          labelEvery={labelEvery}
          width={440}
        />
      ) : (
        <p className="text-muted-foreground py-8 text-center text-sm">{T.noData}</p>
      )}
      <ChartTable
        caption={title}
        columns={[T.monthColumn, title]}
        rows={data.map((d) => [d.label, tableValue(d.value)])}
      />
    </SectionCard>
  )
}

function ProductPerformance({ data }: { data: BrandAnalyticsData }) {
  const t = T.sections.products
  const top = data.topProducts
  const max = Math.max(1, ...top.map((p) => Number(p.revenue)))
  return (
    <SectionCard title={t.title} description={t.description}>
      {top.length === 0 ? (
        <p className="text-muted-foreground py-8 text-center text-sm">{t.empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" aria-label={t.title}>
            <CompactTableHeader
              columns={[t.product, t.units, t.orders, t.revenue]}
              right={[t.units, t.orders, t.revenue]}
            />
            <tbody className="divide-border divide-y">
              {top.map((p) => (
                <tr key={`${p.productId ?? ''}-${p.name}`}>
                  <td className="py-2.5 pr-4">
                    <p className="font-medium">{p.name}</p>
                    {p.sku ? (
                      <p className="text-muted-foreground text-xs">
                        {t.sku} {p.sku}
                      </p>
                    ) : null}
                    <div className="bg-muted mt-1 h-1.5 rounded-full" aria-hidden="true">
                      <div
                        className="bg-brand h-1.5 rounded-full"
                        style={{ width: `${(Number(p.revenue) / max) * 100}%` }}
                      />
                    </div>
                  </td>
                  <td className="py-2.5 pr-4 text-right tabular-nums">
                    {integer.format(p.unitsSold)}
                  </td>
                  <td className="py-2.5 pr-4 text-right tabular-nums">
                    {integer.format(p.orders)}
                  </td>
                  <td className="py-2.5 text-right tabular-nums">{formatMoney(p.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  )
}
