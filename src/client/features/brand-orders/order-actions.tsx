/**
 * What the brand can do with an order now (issue 15): accept or decline (with a reason) a
 * pending order, ship a processing one with the carrier and tracking number, or take the next
 * step. The server checks every move; these forms only ask for what it needs.
 */
import { Check, Truck, X } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import {
  BRAND_ORDERS_TEXTS as T,
  nextOrderStatus,
  type OrderStatus,
} from '#shared/brand-orders-texts.ts'
import { CARRIERS, ORDER_LIFECYCLE_TEXTS as L } from '#shared/order-lifecycle-texts.ts'
import { orderStatusUpdateSchema, type OrderStatusUpdateInput } from '#shared/schemas/orders.ts'
import { Button } from '../../components/ui/button.tsx'
import { PendingButton } from '../../components/ui/form-card.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input, Textarea } from '../../components/ui/input.tsx'
import { useAdvanceOrder, type BrandOrderDetails } from './api.ts'

type Mode = 'idle' | 'decline' | 'ship'

export function OrderActions({ order, shortId }: { order: BrandOrderDetails; shortId: string }) {
  const advance = useAdvanceOrder({
    onSuccess: ({ order: moved }) =>
      toast.success(T.statusUpdated, {
        description: T.statusUpdatedDescription(shortId, moved.status as OrderStatus),
      }),
    onError: (error) => toast.error(T.statusFailed, { description: error.message }),
  })
  const [mode, setMode] = useState<Mode>('idle')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const next = nextOrderStatus(order.status)

  function send(body: OrderStatusUpdateInput) {
    const parsed = orderStatusUpdateSchema.safeParse(body)
    if (!parsed.success) {
      // The first issue of each field: an empty tracking number is 'required', not 'invalid'.
      const firstErrors: Record<string, string> = {}
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '')
        firstErrors[field] ??= issue.message
      }
      setErrors(firstErrors)
      return
    }
    setErrors({})
    advance.mutate({ id: order.id, ...body }, { onSuccess: () => setMode('idle') })
  }

  if (!next) {
    return <p className="text-muted-foreground text-sm">{T.details.delivered}</p>
  }

  if (mode === 'decline') {
    const submit = (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault()
      send({ status: 'declined', reason: String(new FormData(e.currentTarget).get('reason')) })
    }
    return (
      <form onSubmit={submit} className="grid w-full gap-3" aria-label={L.declineTitle}>
        <p className="font-medium">{L.declineTitle}</p>
        <p className="text-muted-foreground text-sm">{L.declineDescription}</p>
        <FormField label={L.declineReason} error={errors.reason}>
          <Textarea name="reason" rows={3} maxLength={1000} />
        </FormField>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => setMode('idle')}>
            {L.back}
          </Button>
          <PendingButton type="submit" variant="destructive" pending={advance.isPending}>
            {L.confirmDecline}
          </PendingButton>
        </div>
      </form>
    )
  }

  if (mode === 'ship') {
    const submit = (e: FormEvent<HTMLFormElement>) => {
      e.preventDefault()
      const form = new FormData(e.currentTarget)
      send({
        status: 'shipped',
        carrier: String(form.get('carrier')),
        trackingNumber: String(form.get('trackingNumber')),
        trackingUrl: String(form.get('trackingUrl')),
      })
    }
    return (
      <form onSubmit={submit} className="grid w-full gap-3" aria-label={L.shipTitle}>
        <p className="font-medium">{L.shipTitle}</p>
        <p className="text-muted-foreground text-sm">{L.shipDescription}</p>
        <FormField label={L.carrier} error={errors.carrier}>
          <Input name="carrier" list="order-carriers" autoComplete="off" maxLength={60} />
        </FormField>
        <datalist id="order-carriers">
          {CARRIERS.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
        <FormField label={L.trackingNumber} error={errors.trackingNumber}>
          <Input name="trackingNumber" autoComplete="off" maxLength={60} />
        </FormField>
        <FormField label={L.trackingUrl} error={errors.trackingUrl}>
          <Input name="trackingUrl" type="url" inputMode="url" maxLength={500} />
        </FormField>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => setMode('idle')}>
            {L.back}
          </Button>
          <PendingButton type="submit" pending={advance.isPending}>
            {L.confirmShip}
          </PendingButton>
        </div>
      </form>
    )
  }

  if (order.status === 'pending') {
    return (
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={() => setMode('decline')}>
          <X aria-hidden="true" />
          {L.decline}
        </Button>
        <PendingButton
          onClick={() => send({ status: 'accepted' })}
          pending={advance.isPending}
          icon={<Check aria-hidden="true" />}
        >
          {L.accept}
        </PendingButton>
      </div>
    )
  }
  if (next === 'shipped') {
    return (
      <Button type="button" onClick={() => setMode('ship')}>
        <Truck aria-hidden="true" />
        {L.ship}
      </Button>
    )
  }
  return (
    <PendingButton
      onClick={() => send({ status: next as 'processing' | 'delivered' })}
      pending={advance.isPending}
    >
      {T.markAs(next)}
    </PendingButton>
  )
}
