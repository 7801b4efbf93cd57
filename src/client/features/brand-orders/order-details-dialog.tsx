import {
  BRAND_ORDER_ID_LENGTH,
  BRAND_ORDERS_TEXTS as T,
  shortOrderId,
} from '#shared/brand-orders-texts.ts'
import { ORDER_LIFECYCLE_TEXTS as L } from '#shared/order-lifecycle-texts.ts'
import {
  AddressBlock,
  DocumentLinks,
  OrderLines,
  OrderTimeline,
  TrackingInfo,
} from '../../components/orders/order-parts.tsx'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { useBrandOrder, type BrandOrderDetails } from './api.ts'
import { OrderActions } from './order-actions.tsx'
import { OrderStatusBadge } from './order-status-badge.tsx'

const dateTime = (iso: string) => new Date(iso).toLocaleString()

function ResellerContact({ reseller }: { reseller: BrandOrderDetails['reseller'] }) {
  return (
    <section aria-labelledby="order-reseller" className="space-y-1 text-sm">
      <h3 id="order-reseller" className="font-medium">
        {T.details.reseller}
      </h3>
      <p>{reseller.companyName ?? reseller.fullName ?? reseller.email ?? reseller.id}</p>
      {reseller.companyName && reseller.fullName ? (
        <p className="text-muted-foreground">{reseller.fullName}</p>
      ) : null}
      {reseller.email ? (
        <p>
          <a href={`mailto:${reseller.email}`} className="text-brand break-all hover:underline">
            {reseller.email}
          </a>
        </p>
      ) : null}
      {reseller.phone ? (
        <p>
          <a href={`tel:${reseller.phone}`} className="hover:underline">
            {reseller.phone}
          </a>
        </p>
      ) : null}
    </section>
  )
}

/**
 * View Details (DESIGN decision 8; issue 15): the items, the reseller, the ship-to address, the
 * tracking, the documents, the timeline, and what the brand can do now (accept or decline, ship
 * with tracking, the next step). The server refuses any other move, and says why.
 */
export function OrderDetailsDialog({
  orderId,
  onOpenChange,
}: {
  orderId: string | undefined
  onOpenChange: (open: boolean) => void
}) {
  const query = useBrandOrder(orderId)
  const order = query.data
  const shortId = orderId ? shortOrderId(orderId, BRAND_ORDER_ID_LENGTH) : ''

  return (
    <Dialog open={!!orderId} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{T.details.title(shortId)}</DialogTitle>
          <DialogDescription asChild>
            <div className="flex flex-wrap items-center gap-2">
              {order ? (
                <>
                  <OrderStatusBadge status={order.status} />
                  <span>
                    {T.details.placed} {dateTime(order.createdAt)} · {T.details.updated}{' '}
                    {dateTime(order.updatedAt)}
                  </span>
                </>
              ) : (
                <span className="sr-only">Loading</span>
              )}
            </div>
          </DialogDescription>
        </DialogHeader>
        {query.isError ? (
          <Alert variant="destructive">
            <AlertTitle>{T.details.loadFailed}</AlertTitle>
            <p>{query.error.message}</p>
          </Alert>
        ) : !order ? (
          <div className="space-y-3" aria-busy="true">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-32 w-full" />
          </div>
        ) : (
          <div className="grid gap-6">
            <div className="grid gap-4 sm:grid-cols-2">
              <ResellerContact reseller={order.reseller} />
              <AddressBlock title={L.shipTo} address={order.shipTo} />
            </div>
            {order.statusReason ? (
              <p className="text-sm">
                <span className="font-medium">{L.reason}:</span> {order.statusReason}
              </p>
            ) : null}
            <OrderLines items={order.items} totalAmount={order.totalAmount} />
            <TrackingInfo tracking={order.tracking} />
            <DocumentLinks orderId={order.id} />
            <OrderTimeline order={order} />
          </div>
        )}
        <DialogFooter className="items-center">
          {order ? (
            <OrderActions key={`${order.id}-${order.status}`} order={order} shortId={shortId} />
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
