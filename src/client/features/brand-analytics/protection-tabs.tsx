/**
 * The three brand protection tabs of Analytics (issue 14 item 7), from
 * GET /api/brand/protection/analytics: Revenue Protection (revenue at risk and recovered per
 * month, compliance over time, per reseller and per product), Unauthorized Sellers (the monthly
 * trend and the top sellers, each linked to its investigation) and Loss Prevention Categories
 * (by category and marketplace). Every chart has its numbers in a table beside it.
 */
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { FileUp } from 'lucide-react'
import {
  AUTHORIZATION_MARKETPLACE_LABELS,
  type AuthorizationMarketplace,
} from '#shared/authorizations.ts'
import { APP_ROUTES } from '#shared/app-routes.ts'
import { BRAND_ANALYTICS_TEXTS } from '#shared/brand-dashboard-texts.ts'
import { PRODUCT_CATEGORY_LABELS, type ProductCategory } from '#shared/reseller-hub-texts.ts'
import { CHART_COLORS } from '../../components/charts/chart-palette.ts'
import { ChartTable } from '../../components/charts/chart-table.tsx'
import { ComboChart } from '../../components/charts/combo-chart.tsx'
import {
  formatDate,
  formatMoney,
  formatMoneyAxis,
  integer,
} from '../../components/charts/format.ts'
import { SegmentedToggle } from '../../components/charts/segmented-toggle.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { CompactTableHeader } from '../../components/ui/data-table.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { formatMonth, type ProtectionFilters } from './api.ts'
import { formatPercent } from './protection-figures.tsx'
import { productLabel } from './protection-filters.tsx'
import type { ProtectionData, ProtectionMonth } from './protection-types.ts'

const P = BRAND_ANALYTICS_TEXTS.protection
const SELLER_PATH = (investigationId: string) =>
  APP_ROUTES.brandProtectionSeller.replace(':investigationId', investigationId)

const count = (v: number) => integer.format(v)
const percentAxis = (v: number) => `${v}%`
const marketplaceLabel = (m: string) =>
  AUTHORIZATION_MARKETPLACE_LABELS[m as AuthorizationMarketplace] ?? m
const categoryLabel = (c: string | null) =>
  c === null ? P.categories.uncategorised : (PRODUCT_CATEGORY_LABELS[c as ProductCategory] ?? c)

/** Whether the range holds any observation at all (else the tabs say how to get some). */
export function hasListings(data: ProtectionData) {
  return (
    data.months.some((m) => m.judged > 0 || m.unauthorizedListings > 0 || Number(m.atRisk) > 0) ||
    data.topUnauthorized.length > 0 ||
    (data.byProduct?.length ?? 0) > 0
  )
}

/** No listings in the range: where they come from, with the way there. */
export function NoListings({ filtered }: { filtered: boolean }) {
  return (
    <EmptyState icon={FileUp} title={filtered ? P.empty.filtered : P.empty.title}>
      <p>{P.empty.body}</p>
      <Link
        to={APP_ROUTES.brandProtectionImports}
        className="text-foreground mt-2 inline-block font-medium underline underline-offset-4"
      >
        {P.empty.action}
      </Link>
    </EmptyState>
  )
}

/** A figure a filter cannot split: said, not shown unfiltered. */
function NotSplit({ children }: { children: string }) {
  return <p className="text-muted-foreground py-6 text-center text-sm">{children}</p>
}

interface TabProps {
  data: ProtectionData
  /** More than a year of months: axis labels carry the year. */
  withYear: boolean
  filters: ProtectionFilters
  /** The filters that change (undefined: lifted); the others stay as they are. */
  onFilter: (change: ProtectionFilters) => void
}

/** A figure of each month: one drawn series, and the column it has in the table. */
interface MonthlySeries {
  key: string
  name: string
  kind: 'bar' | 'line'
  color: string
  right?: boolean
  value: (m: ProtectionMonth) => number | null
  cell: (m: ProtectionMonth) => string
}

/** A card with a chart over the range's months and its numbers as a table. */
function MonthlyCard({
  title,
  description,
  label,
  caption,
  months,
  withYear,
  series,
  more = [],
  formatValue,
  formatRight,
  domain,
  children,
}: {
  title: string
  description: string
  label: string
  caption: string
  months: readonly ProtectionMonth[]
  withYear: boolean
  series: readonly MonthlySeries[]
  /** Columns the table has beyond the drawn series. */
  more?: readonly { name: string; cell: (m: ProtectionMonth) => string }[]
  formatValue: (v: number) => string
  formatRight?: (v: number) => string
  domain?: [number, number]
  children?: ReactNode
}) {
  const columns = [...series, ...more]
  return (
    <SectionCard title={title} description={description}>
      {children}
      <ComboChart
        label={label}
        formatValue={formatValue}
        {...(formatRight ? { formatRight } : {})}
        {...(domain ? { domain } : {})}
        data={months.map((m) => ({
          key: m.month,
          label: formatMonth(m.month, withYear),
          values: Object.fromEntries(series.map((x) => [x.key, x.value(m)])),
        }))}
        series={series.map(({ key, name, kind, color, right }) => ({
          key,
          name,
          kind,
          color,
          ...(right ? { right } : {}),
        }))}
      />
      <ChartTable
        caption={caption}
        columns={[P.monthColumn, ...columns.map((c) => c.name)]}
        rows={months.map((m) => [formatMonth(m.month), ...columns.map((c) => c.cell(m))])}
      />
    </SectionCard>
  )
}

export function RevenueProtectionTab({ data, withYear, filters, onFilter }: TabProps) {
  const r = P.revenue
  const c = P.complianceTrend
  const totalAtRisk = data.months.reduce((s, m) => s + Number(m.atRisk), 0)
  const totalRecovered = data.months.reduce((s, m) => s + Number(m.recovered), 0)
  return (
    <div className="grid gap-6 *:min-w-0 lg:grid-cols-2">
      <MonthlyCard
        title={r.title}
        description={r.description}
        label={r.chartLabel(formatMoney(totalAtRisk), formatMoney(totalRecovered))}
        caption={r.tableCaption}
        months={data.months}
        withYear={withYear}
        formatValue={formatMoneyAxis}
        series={[
          {
            key: 'atRisk',
            name: r.atRisk,
            kind: 'bar',
            color: CHART_COLORS[1],
            value: (m) => Number(m.atRisk),
            cell: (m) => formatMoney(m.atRisk),
          },
          {
            key: 'recovered',
            name: r.recovered,
            kind: 'bar',
            color: CHART_COLORS[2],
            value: (m) => Number(m.recovered),
            cell: (m) => formatMoney(m.recovered),
          },
        ]}
      >
        <p className="mb-4 text-sm">{r.explanation}</p>
      </MonthlyCard>

      <MonthlyCard
        title={c.title}
        description={c.description}
        label={c.chartLabel(formatPercent(data.kpis.compliance.value))}
        caption={c.tableCaption}
        months={data.months}
        withYear={withYear}
        formatValue={percentAxis}
        domain={[0, 100]}
        series={[
          {
            key: 'compliance',
            name: c.compliance,
            kind: 'line',
            color: CHART_COLORS[0],
            value: (m) => m.compliance,
            cell: (m) => formatPercent(m.compliance),
          },
        ]}
        more={[
          { name: c.judged, cell: (m) => count(m.judged) },
          { name: P.columns.violations, cell: (m) => count(m.violations) },
        ]}
      />

      <ResellerTable data={data} filters={filters} onFilter={onFilter} />
      <ProductTable data={data} filters={filters} onFilter={onFilter} />
    </div>
  )
}

const FILTER_BUTTON =
  'text-left font-medium underline-offset-4 hover:underline focus-visible:ring-ring rounded-sm focus-visible:ring-2 focus-visible:outline-none aria-pressed:underline'

/** A row of a compliance table: a reseller or a product, which a click filters by. */
interface ComplianceRow {
  id: string
  name: string
  /** Under the name (a product's SKU). */
  detail?: string | undefined
  /** The button's tooltip. */
  filterLabel: string
  compliance: number | null
  judged: number
  violations: number
  /** Products only: unknown sellers' listings. */
  unauthorized?: number
  atRisk: string
}

/** Compliance per reseller or per product; choosing a row filters by it, again lifts it. */
function ComplianceTable({
  title,
  description,
  first,
  empty,
  notSplit,
  unauthorized,
  rows,
  active,
  onChoose,
}: {
  title: string
  description: string
  first: string
  empty: string
  /** Said instead when the filters cannot split these figures (rows null). */
  notSplit: string
  /** The unauthorized listings column's name, when the rows have it. */
  unauthorized?: string
  rows: readonly ComplianceRow[] | null
  active: string | undefined
  onChoose: (id: string | undefined) => void
}) {
  const numbers = [
    P.columns.compliance,
    P.columns.judged,
    P.columns.violations,
    ...(unauthorized ? [unauthorized] : []),
    P.columns.atRisk,
  ]
  const cell = 'py-2.5 pr-4 text-right tabular-nums'
  return (
    <SectionCard title={title} description={description} className="lg:col-span-2">
      {rows === null ? (
        <NotSplit>{notSplit}</NotSplit>
      ) : rows.length === 0 ? (
        <p className="text-muted-foreground py-6 text-center text-sm">{empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" aria-label={title}>
            <CompactTableHeader columns={[first, ...numbers]} right={numbers} />
            <tbody className="divide-border divide-y">
              {rows.map((row) => (
                <tr key={row.id}>
                  <td className="py-2.5 pr-4">
                    <button
                      type="button"
                      className={FILTER_BUTTON}
                      aria-pressed={active === row.id}
                      title={row.filterLabel}
                      onClick={() => onChoose(active === row.id ? undefined : row.id)}
                    >
                      {row.name}
                    </button>
                    {row.detail ? (
                      <p className="text-muted-foreground text-xs">{row.detail}</p>
                    ) : null}
                  </td>
                  <td className={cell}>{formatPercent(row.compliance)}</td>
                  <td className={cell}>{count(row.judged)}</td>
                  <td className={cell}>{count(row.violations)}</td>
                  {unauthorized ? <td className={cell}>{count(row.unauthorized ?? 0)}</td> : null}
                  <td className="py-2.5 text-right tabular-nums">{formatMoney(row.atRisk)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  )
}

function ResellerTable({ data, filters, onFilter }: Omit<TabProps, 'withYear'>) {
  const t = P.byReseller
  return (
    <ComplianceTable
      title={t.title}
      description={t.description}
      first={t.reseller}
      empty={t.empty}
      notSplit={P.notSplit.byReseller}
      rows={
        data.byReseller?.map((r) => {
          const name = r.company ?? P.filters.noReseller
          return { ...r, id: r.resellerId, name, filterLabel: t.filterBy(name) }
        }) ?? null
      }
      active={filters.resellerId}
      onChoose={(resellerId) => onFilter({ resellerId, productId: undefined })}
    />
  )
}

function ProductTable({ data, filters, onFilter }: Omit<TabProps, 'withYear'>) {
  const t = P.byProduct
  return (
    <ComplianceTable
      title={t.title}
      description={t.description}
      first={t.product}
      empty={t.empty}
      notSplit={P.notSplit.byProduct}
      unauthorized={t.unauthorized}
      rows={
        data.byProduct?.map((p) => ({
          ...p,
          id: p.productId,
          detail: p.sku ? `${t.sku} ${p.sku}` : undefined,
          filterLabel: t.filterBy(productLabel(p)),
        })) ?? null
      }
      active={filters.productId}
      onChoose={(productId) => onFilter({ productId, resellerId: undefined })}
    />
  )
}

export function UnauthorizedSellersTab({ data, withYear }: Pick<TabProps, 'data' | 'withYear'>) {
  const t = P.sellers
  const top = P.topSellers
  const listings = data.months.reduce((s, m) => s + m.unauthorizedListings, 0)
  return (
    <div className="grid gap-6 *:min-w-0">
      <MonthlyCard
        title={t.title}
        description={t.description}
        label={t.chartLabel(count(data.kpis.unauthorizedSellers.value), count(listings))}
        caption={t.tableCaption}
        months={data.months}
        withYear={withYear}
        formatValue={count}
        formatRight={count}
        series={[
          {
            key: 'listings',
            name: t.listings,
            kind: 'bar',
            color: CHART_COLORS[4],
            value: (m) => m.unauthorizedListings,
            cell: (m) => count(m.unauthorizedListings),
          },
          {
            key: 'sellers',
            name: t.sellers,
            kind: 'line',
            color: CHART_COLORS[1],
            right: true,
            value: (m) => m.unauthorizedSellers,
            cell: (m) => count(m.unauthorizedSellers),
          },
        ]}
      />

      <SectionCard title={top.title} description={top.description}>
        {data.topUnauthorized.length === 0 ? (
          <p className="text-muted-foreground py-6 text-center text-sm">{top.empty}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm" aria-label={top.title}>
              <CompactTableHeader
                columns={[top.seller, top.marketplaces, top.listings, top.firstSeen]}
                right={[top.listings]}
              />
              <tbody className="divide-border divide-y">
                {data.topUnauthorized.map((s, i) => {
                  const name = s.seller ?? top.unnamed
                  return (
                    <tr key={s.investigationId ?? `${name}-${i}`}>
                      <td className="py-2.5 pr-4">
                        {s.investigationId ? (
                          <Link
                            to={SELLER_PATH(s.investigationId)}
                            className="font-medium underline underline-offset-4"
                            title={top.investigate(name)}
                          >
                            {name}
                          </Link>
                        ) : (
                          <>
                            <p className="font-medium">{name}</p>
                            <p className="text-muted-foreground text-xs">{top.noInvestigation}</p>
                          </>
                        )}
                      </td>
                      <td className="py-2.5 pr-4">
                        {s.marketplaces.map(marketplaceLabel).join(', ')}
                      </td>
                      <td className="py-2.5 pr-4 text-right tabular-nums">{count(s.listings)}</td>
                      <td className="py-2.5 whitespace-nowrap">
                        <time dateTime={s.firstSeenAt}>{formatDate(s.firstSeenAt)}</time>
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        )}
      </SectionCard>
    </div>
  )
}

type Metric = keyof typeof P.categories.metrics
const METRICS = Object.keys(P.categories.metrics) as Metric[]
const metricOf = (row: NonNullable<ProtectionData['categories']>[number], metric: Metric) =>
  metric === 'atRisk' ? Number(row.atRisk) : row[metric]

export function LossPreventionTab({ data }: Pick<TabProps, 'data'>) {
  const t = P.categories
  const [metric, setMetric] = useState<Metric>('atRisk')
  const rows = data.categories
  if (rows === null) {
    return (
      <SectionCard title={t.title} description={t.description}>
        <NotSplit>{P.notSplit.categories}</NotSplit>
      </SectionCard>
    )
  }
  const marketplaces = [...new Set(rows.map((r) => r.marketplace))].sort()
  const categories = [...new Set(rows.map((r) => r.category))]
  const format = metric === 'atRisk' ? formatMoneyAxis : count
  const maxAtRisk = Math.max(0, ...rows.map((r) => Number(r.atRisk)))
  return (
    <SectionCard title={t.title} description={t.description}>
      {rows.length === 0 ? (
        <p className="text-muted-foreground py-6 text-center text-sm">{t.empty}</p>
      ) : (
        <div className="grid gap-4">
          <SegmentedToggle
            label={t.metricLabel}
            options={METRICS.map((value) => ({ value, label: t.metrics[value] }))}
            value={metric}
            onChange={setMetric}
          />
          <ComboChart
            label={t.chartLabel(t.metrics[metric])}
            formatValue={format}
            data={categories.map((category) => ({
              key: category ?? 'none',
              label: categoryLabel(category),
              values: Object.fromEntries(
                marketplaces.map((m) => {
                  const row = rows.find((r) => r.category === category && r.marketplace === m)
                  return [m, row ? metricOf(row, metric) : 0]
                }),
              ),
            }))}
            series={marketplaces.map((m, i) => ({
              key: m,
              name: marketplaceLabel(m),
              kind: 'bar' as const,
              color: CHART_COLORS[i % CHART_COLORS.length]!,
            }))}
          />
          {/* The chart's numbers, every metric at once; the shade is the share of revenue at risk.
              Focusable, so that a keyboard can scroll it on a narrow screen (it holds no link). */}
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t.tableCaption}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t.tableCaption}</caption>
              <CompactTableHeader
                columns={[
                  t.category,
                  t.marketplace,
                  t.metrics.violations,
                  t.metrics.unauthorized,
                  t.metrics.atRisk,
                ]}
                right={[t.metrics.violations, t.metrics.unauthorized, t.metrics.atRisk]}
              />
              <tbody className="divide-border divide-y">
                {rows.map((row) => (
                  <tr key={`${row.category ?? 'none'}-${row.marketplace}`}>
                    <th scope="row" className="py-2.5 pr-4 font-medium">
                      {categoryLabel(row.category)}
                    </th>
                    <td className="py-2.5 pr-4">{marketplaceLabel(row.marketplace)}</td>
                    <td className="py-2.5 pr-4 text-right tabular-nums">{count(row.violations)}</td>
                    <td className="py-2.5 pr-4 text-right tabular-nums">
                      {count(row.unauthorized)}
                    </td>
                    <td
                      className="py-2.5 pr-2 text-right font-medium tabular-nums"
                      style={{
                        backgroundColor: `rgb(217 119 6 / ${
                          maxAtRisk > 0 ? (Number(row.atRisk) / maxAtRisk) * 0.3 : 0
                        })`,
                      }}
                    >
                      {formatMoney(row.atRisk)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </SectionCard>
  )
}
