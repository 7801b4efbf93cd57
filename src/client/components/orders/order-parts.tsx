/**
 * Pieces of an order both portals show (issue 15): an address as the order kept it, the
 * lines with their total, the tracking with its link, the timeline (who, what, when) and the invoice / packing slip links.
 */
import { FileText, Truck } from 'lucide-react'
import { BRAND_ORDERS_TEXTS as T, formatUsd } from '#shared/brand-orders-texts.ts'
import { ORDER_LIFECYCLE_TEXTS as L } from '#shared/order-lifecycle-texts.ts'
import type { OrderAddressView, OrderDetailsView } from '#shared/schemas/orders.ts'

export function AddressBlock({
  title,
  address,
}: {
  title: string
  address: OrderAddressView | null
}) {
  const id = `address-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <section aria-labelledby={id} className="space-y-0.5 text-sm">
      <h3 id={id} className="font-medium">
        {title}
      </h3>
      {address ? (
        <address className="not-italic">
          <p>{address.name}</p>
          {address.company ? <p>{address.company}</p> : null}
          <p>{address.line1}</p>
          {address.line2 ? <p>{address.line2}</p> : null}
          <p>{[address.city, address.region, address.postalCode].filter(Boolean).join(', ')}</p>
          <p>{address.country}</p>
          {address.phone ? <p className="text-muted-foreground">{address.phone}</p> : null}
        </address>
      ) : (
        <p className="text-muted-foreground">{L.noAddress}</p>
      )}
    </section>
  )
}

export function TrackingInfo({ tracking }: { tracking: OrderDetailsView['tracking'] }) {
  if (!tracking) return null
  return (
    <section aria-labelledby="order-tracking" className="space-y-1 text-sm">
      <h3 id="order-tracking" className="font-medium">
        {L.tracking}
      </h3>
      <p>
        {L.carrier}: {tracking.carrier}
      </p>
      <p>
        {L.trackingNumber}: <span className="font-mono">{tracking.trackingNumber}</span>
      </p>
      {tracking.trackingUrl ? (
        <a
          href={tracking.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand inline-flex items-center gap-1 font-medium hover:underline"
        >
          <Truck aria-hidden="true" className="size-4" />
          {L.trackParcel}
        </a>
      ) : null}
    </section>
  )
}

export function OrderTimeline({ order }: { order: OrderDetailsView }) {
  return (
    <section aria-labelledby="order-timeline" className="space-y-2 text-sm">
      <h3 id="order-timeline" className="font-medium">
        {L.timeline}
      </h3>
      <ol className="border-border space-y-3 border-l pl-4">
        {order.timeline.map((event) => (
          <li key={event.id} className="relative">
            <span
              aria-hidden="true"
              className="bg-brand absolute top-1.5 -left-[21px] size-2 rounded-full"
            />
            <p className="font-medium">{L.event(event.status)}</p>
            <p className="text-muted-foreground text-xs">
              <time dateTime={event.createdAt}>{new Date(event.createdAt).toLocaleString()}</time>
              {' · '}
              {event.actorName ??
                L.actors[event.actorRole as keyof typeof L.actors] ??
                event.actorRole}
            </p>
            {event.note ? <p className="mt-0.5 break-words">{event.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  )
}

/** Downloads through the authorized route; the browser keeps the session cookie. */
export function DocumentLinks({ orderId }: { orderId: string }) {
  const link = (kind: 'invoice' | 'packing-slip', label: string) => (
    <a
      href={`/api/orders/${orderId}/documents/${kind}`}
      target="_blank"
      rel="noopener"
      className="border-border hover:bg-muted inline-flex items-center gap-1 rounded-md border px-3 py-1.5 text-sm font-medium"
    >
      <FileText aria-hidden="true" className="size-4" />
      {label}
    </a>
  )
  return (
    <div className="flex flex-wrap gap-2">
      {link('invoice', L.invoice)}
      {link('packing-slip', L.packingSlip)}
    </div>
  )
}

/** The order's lines with their total, as a table (the brand's dialog and the reseller's page). */
export function OrderLines({
  items,
  totalAmount,
}: {
  items: OrderDetailsView['items']
  totalAmount: string
}) {
  if (items.length === 0) {
    return <p className="text-muted-foreground text-sm">{T.details.noItems}</p>
  }
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[480px] text-left text-sm">
        <caption className="mb-2 text-left font-medium">{T.details.items}</caption>
        <thead>
          <tr className="border-border text-muted-foreground border-b">
            <th scope="col" className="py-2 pr-2 font-medium">
              {T.details.product}
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              {T.details.sku}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {T.details.quantity}
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              {T.details.unitPrice}
            </th>
            <th scope="col" className="py-2 pl-2 text-right font-medium">
              {T.details.lineTotal}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-border border-b last:border-0">
              <td className="py-2 pr-2">{item.productName}</td>
              <td className="text-muted-foreground px-2 py-2">{item.sku ?? '—'}</td>
              <td className="px-2 py-2 text-right tabular-nums">{item.quantity}</td>
              <td className="px-2 py-2 text-right tabular-nums">{formatUsd(item.unitPrice)}</td>
              <td className="py-2 pl-2 text-right tabular-nums">{formatUsd(item.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4} className="pt-3 pr-2 text-right font-medium">
              {T.details.total}
            </th>
            <td className="pt-3 pl-2 text-right font-semibold tabular-nums">
              {formatUsd(totalAmount)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
