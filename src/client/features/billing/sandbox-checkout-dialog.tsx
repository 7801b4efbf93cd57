import { useState } from 'react'
import { BILLING_TEXTS } from '#shared/billing-texts.ts'
import { Button } from '../../components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx'
import { PendingButton } from '../../components/ui/form-card.tsx'
import type { SandboxSession } from './use-checkout.ts'

const T = BILLING_TEXTS.sandbox

const money = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100)

/**
 * The local sandbox provider's checkout page (DESIGN: payments): success, failure or cancel.
 * Closing it any other way is a cancel too, as closing Razorpay's window is.
 */
export function SandboxCheckoutDialog({
  session,
  onSuccess,
  onFailure,
  onCancel,
}: {
  session: SandboxSession | null
  onSuccess: () => Promise<void>
  onFailure: () => Promise<void>
  onCancel: () => void
}) {
  const [busy, setBusy] = useState<'success' | 'failure' | null>(null)
  const run = (which: 'success' | 'failure', action: () => Promise<void>) => async () => {
    setBusy(which)
    try {
      await action()
    } finally {
      setBusy(null)
    }
  }
  return (
    <Dialog open={session !== null} onOpenChange={(open) => (!open && !busy ? onCancel() : null)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{T.title}</DialogTitle>
          <DialogDescription>{T.description}</DialogDescription>
        </DialogHeader>
        {session ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{T.amount}</dt>
            <dd className="font-semibold">{money(session.amount, session.currency)}</dd>
            <dt className="text-muted-foreground">{T.order}</dt>
            <dd className="font-mono text-xs break-all">{session.order_id}</dd>
          </dl>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={busy !== null}>
            {T.cancel}
          </Button>
          <PendingButton
            variant="destructive"
            pending={busy === 'failure'}
            disabled={busy !== null}
            onClick={run('failure', onFailure)}
          >
            {T.failure}
          </PendingButton>
          <PendingButton
            pending={busy === 'success'}
            disabled={busy !== null}
            onClick={run('success', onSuccess)}
          >
            {T.success}
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
