import { Clock, DollarSign, ShoppingCart, X, type LucideIcon } from 'lucide-react'
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
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx'
import { useBrandOrders, type BrandOrder, type BrandOrderList } from './api.ts'
import { OrderDetailsDialog } from './order-details-dialog.tsx'
import { OrderStatusBadge } from './order-status-badge.tsx'

const number = new Intl.NumberFormat('en-US')
const COLUMNS = Object.values(T.columns)

function SummaryCards({ data }: { data: BrandOrderList | undefined }) {
  const cards: { title: string; icon: LucideIcon; value: string | undefined; id: string }[] = [
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
  return (
    <ul className="grid gap-4 sm:grid-cols-3" aria-label="Order totals">
      {cards.map(({ id, title, icon: Icon, value }) => (
        <li key={id}>
          <Card className="h-full">
            <CardHeader className="flex-row items-center justify-between space-y-0 pb-2">
              <CardTitle className="text-sm font-medium">{title}</CardTitle>
              <Icon aria-hidden="true" className="text-muted-foreground size-4" />
            </CardHeader>
            <CardContent>
              {value === undefined ? (
                <Skeleton className="h-8 w-24" />
              ) : (
                <p className="text-2xl font-semibold tabular-nums" data-testid={id}>
                  {value}
                </p>
              )}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  )
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
        <thead>
          <tr className="border-border text-muted-foreground border-b">
            {COLUMNS.map((c) => (
              <th
                key={c}
                scope="col"
                className={`px-2 py-2 font-medium ${c === T.columns.total || c === T.columns.actions ? 'text-right' : ''}`}
              >
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {!data ? (
            Array.from({ length: 5 }, (_, i) => (
              <tr key={i} className="border-border border-b">
                {COLUMNS.map((c) => (
                  <td key={c} className="px-2 py-3">
                    <Skeleton className="h-5 w-full" />
                  </td>
                ))}
              </tr>
            ))
          ) : data.orders.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length} className="text-muted-foreground py-10 text-center">
                {tab === 'all' ? T.empty : T.emptyTab(T.tabs[tab])}
              </td>
            </tr>
          ) : (
            data.orders.map((order) => {
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
            })
          )}
        </tbody>
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
      <Alert variant="destructive">
        <AlertTitle>{T.loadFailed}</AlertTitle>
        <p>{T.tryAgainLater}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          {T.tryAgain}
        </Button>
      </Alert>
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
                  <nav aria-label="Pagination" className="flex items-center justify-between gap-3">
                    <p className="text-muted-foreground text-sm">
                      {T.pageOf(data.page, data.pages, data.total)}
                    </p>
                    <div className="flex gap-2">
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={data.page <= 1}
                        onClick={() => update({ page: String(data.page - 1) })}
                      >
                        {T.previous}
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={data.page >= data.pages}
                        onClick={() => update({ page: String(data.page + 1) })}
                      >
                        {T.next}
                      </Button>
                    </div>
                  </nav>
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
