/**
 * One order of My Orders (issue 15): its lines and totals, the ship-to and bill-to addresses it
 * kept, the tracking, the timeline (refreshed live by the route), the invoice and packing slip,
 * Cancel while pending, and Reorder: the same lines into the brand's cart at today's prices,
 * stock and terms, with what changed.
 */
import { ArrowLeft, RotateCcw, ShoppingCart, XCircle } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import {
  ORDER_STATUS_LABELS,
  RESELLER_ORDER_ID_LENGTH,
  BRAND_ORDERS_TEXTS as B,
  RESELLER_ORDERS_TEXTS as R,
  orderStatusTone,
  shortOrderId,
} from '#shared/brand-orders-texts.ts'
import { APP_ROUTES } from '#shared/app-routes.ts'
import { ORDER_LIFECYCLE_TEXTS as L } from '#shared/order-lifecycle-texts.ts'
import type { OrderDetailsView } from '#shared/schemas/orders.ts'
import {
  AddressBlock,
  DocumentLinks,
  OrderLines,
  OrderTimeline,
  TrackingInfo,
} from '../../components/orders/order-parts.tsx'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx'
import { PendingButton } from '../../components/ui/form-card.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Textarea } from '../../components/ui/input.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useCancelOrder, useReorder, useResellerOrder, type ReorderResult } from './api.ts'
import { addLine, readCart, writeCart } from './cart.ts'

const productsPath = (entryId: string) =>
  APP_ROUTES.resellerBrandProducts.replace(':brandId', encodeURIComponent(entryId))

function CancelForm({ order }: { order: OrderDetailsView }) {
  const [open, setOpen] = useState(false)
  const cancel = useCancelOrder({
    onSuccess: () => toast.success(L.cancelled),
    onError: (error) => toast.error(error.message),
  })
  if (order.status !== 'pending') return null
  if (!open) {
    return (
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <XCircle aria-hidden="true" />
        {L.cancelOrder}
      </Button>
    )
  }
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const reason = String(new FormData(e.currentTarget).get('reason') ?? '')
    cancel.mutate({ id: order.id, reason }, { onSuccess: () => setOpen(false) })
  }
  return (
    <form onSubmit={submit} aria-label={L.cancelTitle} className="grid w-full gap-3">
      <p className="font-medium">{L.cancelTitle}</p>
      <p className="text-muted-foreground text-sm">{L.cancelDescription}</p>
      <FormField label={L.cancelReason}>
        <Textarea name="reason" rows={2} maxLength={1000} />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          {L.keepOrder}
        </Button>
        <PendingButton type="submit" variant="destructive" pending={cancel.isPending}>
          {L.confirmCancel}
        </PendingButton>
      </div>
    </form>
  )
}

function ReorderButton({ order }: { order: OrderDetailsView }) {
  const reorder = useReorder()
  const [result, setResult] = useState<ReorderResult | null>(null)
  const run = () =>
    reorder.mutate(order.id, {
      onSuccess: (r) => {
        // The brand's cart, as the products page keeps it: the lines are added to what is there.
        let lines = readCart(r.brandEntryId)
        for (const line of r.lines) lines = addLine(lines, line.productId, line.quantity)
        writeCart(r.brandEntryId, lines)
        setResult(r)
      },
      onError: (error) => toast.error(error.message),
    })
  return (
    <div className="space-y-3">
      <PendingButton
        type="button"
        onClick={run}
        pending={reorder.isPending}
        icon={<RotateCcw aria-hidden="true" />}
      >
        {L.reorder}
      </PendingButton>
      {result ? (
        <Alert variant={result.lines.length === 0 ? 'destructive' : 'success'}>
          <AlertTitle>
            {result.lines.length === 0 ? L.reorderNothing : L.reorderAdded(result.brandName)}
          </AlertTitle>
          {result.changes.length > 0 ? (
            <div className="mt-2 text-sm">
              <p className="font-medium">{L.reorderChanges}</p>
              <ul className="list-disc pl-5">
                {result.changes.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            </div>
          ) : null}
          {result.lines.length > 0 ? (
            <Link
              to={productsPath(result.brandEntryId)}
              className="mt-2 inline-flex items-center gap-1 font-medium underline"
            >
              <ShoppingCart aria-hidden="true" className="size-4" />
              {L.openCart}
            </Link>
          ) : null}
        </Alert>
      ) : null}
    </div>
  )
}

export function ResellerOrderDetails({ orderId }: { orderId: string }) {
  const query = useResellerOrder(orderId)
  const order = query.data
  const shortId = shortOrderId(orderId, RESELLER_ORDER_ID_LENGTH)
  const back = (
    <Link
      to={APP_ROUTES.resellerOrders}
      className="text-muted-foreground inline-flex items-center gap-1 text-sm hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {R.title}
    </Link>
  )
  if (query.isError) {
    return (
      <div className="space-y-4">
        {back}
        <Alert variant="destructive">
          <AlertTitle>{L.loadFailed}</AlertTitle>
          <p>{query.error.message}</p>
        </Alert>
      </div>
    )
  }
  if (!order) {
    return (
      <div className="space-y-3" aria-busy="true">
        {back}
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    )
  }
  return (
    <div className="space-y-4">
      {back}
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 space-y-0">
          <div>
            <CardTitle>{B.details.title(shortId)}</CardTitle>
            <p className="text-muted-foreground text-sm">
              {order.brandName ?? '—'} · {B.details.placed}{' '}
              {new Date(order.createdAt).toLocaleString()}
            </p>
          </div>
          <Badge tone={orderStatusTone(order.status)} data-testid="order-status">
            {ORDER_STATUS_LABELS[order.status]}
          </Badge>
        </CardHeader>
        <CardContent className="grid gap-6">
          {order.statusReason ? (
            <p className="text-sm">
              <span className="font-medium">{L.reason}:</span> {order.statusReason}
            </p>
          ) : null}
          <OrderLines items={order.items} totalAmount={order.totalAmount} />
          <div className="grid gap-4 sm:grid-cols-2">
            <AddressBlock title={L.shipTo} address={order.shipTo} />
            <AddressBlock title={L.billTo} address={order.billTo} />
          </div>
          <TrackingInfo tracking={order.tracking} />
          <DocumentLinks orderId={order.id} />
          <OrderTimeline order={order} />
          <div className="flex flex-wrap items-start gap-3">
            <CancelForm key={order.status} order={order} />
            {order.brandEntryId ? <ReorderButton order={order} /> : null}
          </div>
        </CardContent>
      </Card>
    </div>
  )
}
