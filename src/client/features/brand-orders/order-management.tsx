import { Clock, DollarSign, ShoppingCart, X } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import {
  BRAND_ORDER_ID_LENGTH,
  BRAND_ORDERS_TEXTS as T,
  ORDER_TABS,
  formatUsd,
  shortOrderId,
  type OrderTab,
} from '#shared/brand-orders-texts.ts'
import { StatCards, type StatCard } from '../../components/layouts/stat-cards.tsx'
import { Alert } from '../../components/ui/alert.tsx'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardContent } from '../../components/ui/card.tsx'
import { DataTableBody, Pagination, TableHeader } from '../../components/ui/data-table.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx'
import { useBrandOrders, type BrandOrder, type BrandOrderList } from './api.ts'
import { OrderDetailsDialog } from './order-details-dialog.tsx'
import { OrderStatusBadge } from './order-status-badge.tsx'

const number = new Intl.NumberFormat('en-US')
const COLUMNS = Object.values(T.columns)

function SummaryCards({ data }: { data: BrandOrderList | undefined }) {
  const cards: StatCard[] = [
    {
      id: 'total-orders',
      title: T.cards.totalOrders,
      icon: ShoppingCart,
      value: data && number.format(data.summary.totalOrders),
    },
    {
      id: 'total-revenue',
      title: T.cards.totalRevenue,
      icon: DollarSign,
      value: data && formatUsd(data.summary.totalRevenue),
    },
    {
      id: 'pending-orders',
      title: T.cards.pendingOrders,
      icon: Clock,
      value: data && number.format(data.summary.pendingOrders),
    },
  ]
  return <StatCards label="Order totals" cards={cards} />
}

function resellerLabel(order: BrandOrder) {
  return order.resellerCompany ?? order.resellerName ?? order.resellerEmail ?? order.resellerId
}

function OrdersTable({
  data,
  tab,
  onDetails,
}: {
  data: BrandOrderList | undefined
  tab: OrderTab
  onDetails: (id: string) => void
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[720px] text-left text-sm">
        <TableHeader columns={COLUMNS} right={[T.columns.total, T.columns.actions]} />
        <DataTableBody
          columns={COLUMNS.length}
          rows={data?.orders}
          skeletonRows={5}
          empty={tab === 'all' ? T.empty : T.emptyTab(T.tabs[tab])}
        >
          {(order) => {
            const id = shortOrderId(order.id, BRAND_ORDER_ID_LENGTH)
            return (
              <tr key={order.id} className="border-border border-b last:border-0">
                <td className="px-2 py-3 font-mono" title={order.id}>
                  {id}
                </td>
                <td className="px-2 py-3">
                  <p className="font-medium">{resellerLabel(order)}</p>
                  {order.resellerCompany && order.resellerName ? (
                    <p className="text-muted-foreground text-xs">{order.resellerName}</p>
                  ) : null}
                </td>
                <td className="px-2 py-3">{new Date(order.createdAt).toLocaleDateString()}</td>
                <td className="px-2 py-3">
                  <OrderStatusBadge status={order.status} />
                </td>
                <td className="px-2 py-3 text-right tabular-nums">
                  {formatUsd(order.totalAmount)}
                </td>
                <td className="px-2 py-3 text-right">
                  <Button variant="outline" size="sm" onClick={() => onDetails(order.id)}>
                    {T.viewDetails}
                    <span className="sr-only"> {id}</span>
                  </Button>
                </td>
              </tr>
            )
          }}
        </DataTableBody>
      </table>
    </div>
  )
}

const isTab = (value: string | null): value is OrderTab =>
  (ORDER_TABS as readonly string[]).includes(value ?? '')

/**
 * Order Management (001 §2.3): Total Orders, Total Revenue and Pending Orders, the status tabs
 * with counts, and the table with View Details. The tab, the page and the reseller (from View
 * Orders on Resellers Management) live in the address, so a link can open any of them.
 */
export function OrderManagement() {
  const [params, setParams] = useSearchParams()
  const rawStatus = params.get('status')
  const tab: OrderTab = isTab(rawStatus) ? rawStatus : 'all'
  const reseller = params.get('reseller') ?? undefined
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const [detailsId, setDetailsId] = useState<string>()
  const query = useBrandOrders({ status: tab, reseller, page })
  const data = query.data

  function update(changes: Record<string, string | null>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key)
          else next.set(key, value)
        }
        return next
      },
      { replace: true },
    )
  }

  if (query.isError && !data) {
    return (
      <RetryAlert
        title={T.loadFailed}
        description={T.tryAgainLater}
        retryLabel={T.tryAgain}
        onRetry={() => void query.refetch()}
      />
    )
  }

  const resellerName =
    data?.reseller?.companyName ?? data?.reseller?.fullName ?? (reseller ? reseller : undefined)

  return (
    <div className="grid gap-6">
      {reseller ? (
        <Alert role="status" className="flex flex-wrap items-center justify-between gap-3">
          <span>{resellerName ? T.filteredBy(resellerName) : null}</span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => update({ reseller: null, page: null })}
          >
            <X aria-hidden="true" />
            {T.clearFilter}
          </Button>
        </Alert>
      ) : null}
      <SummaryCards data={data} />
      <Tabs value={tab} onValueChange={(value) => update({ status: value, page: null })}>
        <TabsList className="h-auto flex-wrap">
          {ORDER_TABS.map((t) => (
            <TabsTrigger key={t} value={t}>
              {T.tabs[t]}
              {data ? ` (${number.format(data.counts[t])})` : ''}
            </TabsTrigger>
          ))}
        </TabsList>
        {ORDER_TABS.map((t) => (
          <TabsContent key={t} value={t}>
            <Card>
              <CardContent className="space-y-4 pt-6">
                <OrdersTable data={data} tab={t} onDetails={setDetailsId} />
                {data && data.total > data.pageSize ? (
                  <Pagination
                    summary={T.pageOf(data.page, data.pages, data.total)}
                    page={data.page}
                    pages={data.pages}
                    onPage={(page) => update({ page: String(page) })}
                    texts={T}
                  />
                ) : null}
              </CardContent>
            </Card>
          </TabsContent>
        ))}
      </Tabs>
      <OrderDetailsDialog
        orderId={detailsId}
        onOpenChange={(open) => (open ? undefined : setDetailsId(undefined))}
      />
    </div>
  )
}
