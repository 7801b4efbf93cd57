/**
 * The panels under the cards (001 §2.4): the Orders/Spending performance tabs, the Category
 * Distribution pie, and the Recent Orders and Top Brands tables, each with its empty state.
 */
import { PieChart as PieIcon, ShoppingCart } from 'lucide-react'
import { Link } from 'react-router'
import { ORDER_STATUS_LABELS, type OrderStatus } from '#shared/brand-orders-texts.ts'
import {
  RESELLER_DASHBOARD_TEXTS as T,
  RESELLER_ORDER_ID_LENGTH,
} from '#shared/reseller-dashboard-texts.ts'
import type { ResellerDashboardData } from '#shared/schemas/reseller-dashboard.ts'
import { BarChart } from '../../components/charts/bar-chart.tsx'
import { ChartTable } from '../../components/charts/chart-table.tsx'
import {
  formatDate,
  formatMoney,
  formatMoneyAxis,
  integer,
} from '../../components/charts/format.ts'
import { PieChart } from '../../components/charts/pie-chart.tsx'
import { RESELLER_SCREENS } from '../../components/layouts/portal-screens.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { DataTableBody, TableHeader } from '../../components/ui/data-table.tsx'
import { SectionCard } from '../../components/ui/section-card.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx'
import { EmptyState } from '../../components/ui/empty-state.tsx'

const STATUS_TONE: Record<OrderStatus, 'success' | 'info' | 'warning' | 'danger'> = {
  delivered: 'success',
  shipped: 'info',
  processing: 'warning',
  accepted: 'warning',
  pending: 'warning',
  declined: 'danger',
  cancelled: 'danger',
}

function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{ORDER_STATUS_LABELS[status]}</Badge>
}

/** 'Jun 2026' for '2026-06-01' (the months are UTC calendar months). */
export const formatMonth = (month: string) =>
  new Date(`${month}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })

export function Performance({ data }: { data: ResellerDashboardData }) {
  const t = T.performance
  const { months } = data
  const hasOrders = months.some((m) => m.orders > 0)
  const labels = months.map((m) => formatMonth(m.month))
  return (
    <SectionCard title={t.title} description={t.description} className="lg:col-span-2">
      <Tabs defaultValue="orders">
        <TabsList aria-label={t.tabsLabel}>
          <TabsTrigger value="orders">{t.ordersTab}</TabsTrigger>
          <TabsTrigger value="spending">{t.spendingTab}</TabsTrigger>
        </TabsList>
        <TabsContent value="orders">
          {hasOrders ? (
            <BarChart
              data={months.map((m, i) => ({ key: m.month, label: labels[i]!, value: m.orders }))}
              label={`${t.ordersCaption}: ${months
                .map((m, i) => `${labels[i]} ${integer.format(m.orders)}`)
                .join(', ')}`}
              formatValue={(v) => integer.format(v)}
            />
          ) : (
            <EmptyState icon={ShoppingCart} title={t.empty} />
          )}
          <ChartTable
            caption={t.ordersCaption}
            columns={[t.monthColumn, t.orders]}
            rows={months.map((m, i) => [labels[i], integer.format(m.orders)])}
          />
        </TabsContent>
        <TabsContent value="spending">
          {hasOrders ? (
            <BarChart
              data={months.map((m, i) => ({
                key: m.month,
                label: labels[i]!,
                value: Number(m.spending),
              }))}
              label={`${t.spendingCaption}: ${months
                .map((m, i) => `${labels[i]} ${formatMoney(m.spending)}`)
                .join(', ')}`}
              formatValue={formatMoneyAxis}
            />
          ) : (
            <EmptyState icon={ShoppingCart} title={t.empty} />
          )}
          <ChartTable
            caption={t.spendingCaption}
            columns={[t.monthColumn, t.spending]}
            rows={months.map((m, i) => [labels[i], formatMoney(m.spending)])}
          />
        </TabsContent>
      </Tabs>
    </SectionCard>
  )
}

export function CategoryDistribution({ data }: { data: ResellerDashboardData }) {
  const t = T.categories
  return (
    <SectionCard title={t.title} description={t.description}>
      {data.categories.length === 0 ? (
        <EmptyState icon={PieIcon} title={t.empty} />
      ) : (
        <>
          <PieChart
            label={t.title}
            formatValue={(v) => formatMoney(v)}
            slices={data.categories.map((c) => ({
              key: c.category,
              label: c.category,
              value: Number(c.spending),
            }))}
          />
          <ChartTable
            caption={t.tableCaption}
            columns={[t.categoryColumn, t.spendingColumn, t.shareColumn]}
            rows={data.categories.map((c) => [
              c.category,
              formatMoney(c.spending),
              `${c.percent.toFixed(1)}%`,
            ])}
          />
        </>
      )}
    </SectionCard>
  )
}

export function RecentOrders({ data }: { data: ResellerDashboardData | undefined }) {
  const t = T.recentOrders
  const columns = [t.orderId, t.brand, t.date, t.status, t.total]
  return (
    <SectionCard
      title={t.title}
      description={
        <span className="flex flex-wrap items-center justify-between gap-2">
          {t.description}
          <Link
            to={RESELLER_SCREENS.orders.to}
            className="text-foreground text-sm font-medium underline-offset-4 hover:underline"
          >
            {t.viewAll}
          </Link>
        </span>
      }
    >
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" aria-label={t.title}>
          <TableHeader columns={columns} right={[t.total]} />
          <DataTableBody
            columns={columns.length}
            rows={data?.recentOrders}
            skeletonRows={5}
            empty={t.empty}
            emptyHint={t.emptyHint}
          >
            {(o) => (
              <tr key={o.id} className="border-border border-b last:border-0">
                <td className="px-2 py-3 font-mono text-xs whitespace-nowrap">
                  {o.id.slice(0, RESELLER_ORDER_ID_LENGTH)}
                </td>
                <td className="px-2 py-3 font-medium">{o.brandName}</td>
                <td className="px-2 py-3 whitespace-nowrap">
                  <time dateTime={o.createdAt}>{formatDate(o.createdAt)}</time>
                </td>
                <td className="px-2 py-3">
                  <OrderStatusBadge status={o.status} />
                </td>
                <td className="px-2 py-3 text-right tabular-nums">{formatMoney(o.totalAmount)}</td>
              </tr>
            )}
          </DataTableBody>
        </table>
      </div>
    </SectionCard>
  )
}

export function TopBrands({ data }: { data: ResellerDashboardData | undefined }) {
  const t = T.topBrands
  const columns = [t.brand, t.orders, t.total]
  return (
    <SectionCard title={t.title} description={t.description}>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" aria-label={t.title}>
          <TableHeader columns={columns} right={[t.orders, t.total]} />
          <DataTableBody
            columns={columns.length}
            rows={data?.topBrands}
            skeletonRows={5}
            empty={t.empty}
            emptyHint={
              <Link to={RESELLER_SCREENS.brands.to} className="underline underline-offset-4">
                {t.findBrands}
              </Link>
            }
          >
            {(b) => (
              <tr key={b.brandId} className="border-border border-b last:border-0">
                <td className="px-2 py-3 font-medium">{b.brandName}</td>
                <td className="px-2 py-3 text-right tabular-nums">{integer.format(b.orders)}</td>
                <td className="px-2 py-3 text-right tabular-nums">
                  {formatMoney(b.totalSpending)}
                </td>
              </tr>
            )}
          </DataTableBody>
        </table>
      </div>
    </SectionCard>
  )
}
