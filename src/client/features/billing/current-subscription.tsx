import { useState } from 'react'
import { toast } from 'sonner'
import { BILLING_TEXTS } from '#shared/billing-texts.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx'
import { PendingButton } from '../../components/ui/form-card.tsx'
import { useCancelSubscription, type ResellerSubscription } from './api.ts'

const T = BILLING_TEXTS.current

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })

/** 001 §2.4: the current-subscription card, with a cancel confirmation (001 §4.7). */
export function CurrentSubscription({ subscription: s }: { subscription: ResellerSubscription }) {
  const [confirming, setConfirming] = useState(false)
  const cancel = useCancelSubscription()
  const end = s.subscriptionEnd ? formatDate(s.subscriptionEnd) : null
  const limit = s.usage.unlimited ? T.unlimited : String(s.usage.limit)

  async function confirmCancel() {
    try {
      const result = await cancel.mutateAsync()
      setConfirming(false)
      toast.success(T.cancelled, {
        description: T.cancelledBody(formatDate(result.subscriptionEnd)),
      })
    } catch (error) {
      toast.error(BILLING_TEXTS.toasts.cancellationFailed, {
        description: (error as Error).message,
      })
    }
  }

  return (
    <Card role="region" aria-labelledby="current-subscription">
      <CardHeader>
        <CardTitle id="current-subscription" className="text-lg">
          {T.title}
        </CardTitle>
        {s.subscribed ? null : <CardDescription>{T.free}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-4 sm:grid-cols-4">
          <div>
            <dt className="text-muted-foreground text-sm">{T.plan}</dt>
            <dd className="mt-1 text-lg font-semibold">{BILLING_TEXTS.tiers[s.tier]}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-sm">{T.status}</dt>
            <dd className="mt-1">
              {s.status === 'active' ? (
                <Badge tone="success">{T.active}</Badge>
              ) : s.status === 'cancelling' && end ? (
                <Badge tone="warning">{T.cancelsOn(end)}</Badge>
              ) : (
                <Badge>{T.free}</Badge>
              )}
            </dd>
          </div>
          {s.subscribed && end ? (
            <div>
              <dt className="text-muted-foreground text-sm">{T.renewsOn}</dt>
              <dd className="mt-1 text-sm">{end}</dd>
            </div>
          ) : null}
          <div>
            <dt className="text-muted-foreground text-sm">{T.usage}</dt>
            <dd className="mt-1 text-sm">{T.usageOf(s.usage.usedThisMonth, limit)}</dd>
          </div>
        </dl>
        {s.status === 'active' && end ? (
          <div>
            <Button variant="outline" onClick={() => setConfirming(true)}>
              {T.cancel}
            </Button>
            <Dialog open={confirming} onOpenChange={setConfirming}>
              <DialogContent>
                <DialogHeader>
                  <DialogTitle>{T.cancelTitle}</DialogTitle>
                  <DialogDescription>{T.cancelBody(end)}</DialogDescription>
                </DialogHeader>
                <DialogFooter>
                  <Button variant="outline" onClick={() => setConfirming(false)}>
                    {T.keep}
                  </Button>
                  <PendingButton
                    variant="destructive"
                    pending={cancel.isPending}
                    onClick={() => void confirmCancel()}
                  >
                    {T.confirmCancel}
                  </PendingButton>
                </DialogFooter>
              </DialogContent>
            </Dialog>
          </div>
        ) : null}
      </CardContent>
    </Card>
  )
}
