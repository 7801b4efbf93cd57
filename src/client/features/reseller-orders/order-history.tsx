import {
  ORDER_STATUS_LABELS,
  RESELLER_ORDER_ID_LENGTH,
  RESELLER_ORDERS_SKELETON_ROWS,
  RESELLER_ORDERS_TEXTS as T,
  formatUsd,
  orderStatusTone,
  shortOrderId,
} from '#shared/brand-orders-texts.ts'
import { Link } from 'react-router'
import { APP_ROUTES } from '#shared/app-routes.ts'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx'
import { DataTableBody, TableHeader } from '../../components/ui/data-table.tsx'
import { useResellerOrders } from './api.ts'

const COLUMNS = Object.values(T.columns)

/**
 * My Orders (001 §2.4): the Order History table with Order ID (first 10 characters), Brand,
 * Date, Items, Total and Status; four skeleton rows while loading; the spec's empty state; the
 * badge colours and capitalised labels of §4.5.
 */
export function OrderHistory() {
  const query = useResellerOrders()

  if (query.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{T.errorTitle}</AlertTitle>
        <p>{query.error.message || T.loadFailed}</p>
      </Alert>
    )
  }

  const data = query.data
  return (
    <Card>
      <CardHeader>
        <CardTitle>{T.title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="overflow-x-auto">
          <table className="w-full min-w-[640px] text-left text-sm">
            <TableHeader columns={COLUMNS} right={[T.columns.items, T.columns.total]} />
            <DataTableBody
              columns={COLUMNS.length}
              rows={data?.orders}
              skeletonRows={RESELLER_ORDERS_SKELETON_ROWS}
              skeletonTestId="order-skeleton"
              empty={T.empty}
            >
              {(order) => (
                <tr
                  key={order.id}
                  className="border-border border-b last:border-0"
                  data-order-id={order.id}
                >
                  <td className="px-2 py-3 font-mono" title={order.id}>
                    {/* Issue 15: the row opens the order's details. */}
                    <Link
                      to={APP_ROUTES.resellerOrder.replace(':orderId', order.id)}
                      className="text-brand font-medium hover:underline"
                      aria-label={T.open(shortOrderId(order.id, RESELLER_ORDER_ID_LENGTH))}
                    >
                      {shortOrderId(order.id, RESELLER_ORDER_ID_LENGTH)}
                    </Link>
                  </td>
                  <td className="px-2 py-3">{order.brandName ?? '—'}</td>
                  <td className="px-2 py-3">{new Date(order.createdAt).toLocaleDateString()}</td>
                  <td className="px-2 py-3 text-right tabular-nums">{order.itemCount}</td>
                  <td className="px-2 py-3 text-right tabular-nums">
                    {formatUsd(order.totalAmount)}
                  </td>
                  <td className="px-2 py-3">
                    <Badge tone={orderStatusTone(order.status)}>
                      {ORDER_STATUS_LABELS[order.status]}
                    </Badge>
                  </td>
                </tr>
              )}
            </DataTableBody>
          </table>
        </div>
        {data?.limited ? (
          <p className="text-muted-foreground text-sm">{T.limited(data.limit)}</p>
        ) : null}
      </CardContent>
    </Card>
  )
}
