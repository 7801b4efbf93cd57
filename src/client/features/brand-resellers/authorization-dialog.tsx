import { Ban, PauseCircle, RotateCcw } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import type { AuthorizationChange } from '#shared/authorizations.ts'
import { AUTHORIZATION_MANAGEMENT_TEXTS } from '#shared/brand-applications-texts.ts'
import { authorizationStatusChangeSchema } from '#shared/schemas/brand-applications.ts'
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
import { FormField } from '../../components/ui/form-field.tsx'
import { Textarea } from '../../components/ui/input.tsx'
import { useChangeAuthorization, type BrandReseller } from './api.ts'
import { resellerName } from './contact-dialog.tsx'

const T = AUTHORIZATION_MANAGEMENT_TEXTS

const ICONS = { suspend: PauseCircle, revoke: Ban, reinstate: RotateCcw } as const

/** The changes a record in this status allows (changeAuthorizationStatus's rules). */
export function changesFor(reseller: Pick<BrandReseller, 'status'>): AuthorizationChange[] {
  switch (reseller.status) {
    case 'active':
      return ['suspend', 'revoke']
    case 'suspended':
      return ['reinstate', 'revoke']
    case 'revoked':
      return ['reinstate']
    default:
      // Expired: renewed by approving a new application, not reinstated.
      return []
  }
}

export interface PendingChange {
  reseller: BrandReseller
  change: AuthorizationChange
}

/** Suspend or revoke with the reason the reseller reads, or reinstate. */
export function AuthorizationDialog({
  pending,
  onClose,
}: {
  pending: PendingChange | undefined
  onClose: () => void
}) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string>()
  const mutation = useChangeAuthorization()

  function close() {
    setReason('')
    setError(undefined)
    onClose()
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!pending) return
    const { change, reseller } = pending
    const parsed = authorizationStatusChangeSchema.safeParse({ change, reason })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    mutation.mutate(
      { authorizationId: reseller.authorizationId, change, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast.success(T.dialog.done[change], { description: resellerName(reseller) })
          close()
        },
        onError: (e) => {
          setError(e.message)
          toast.error(T.dialog.failed, { description: e.message })
        },
      },
    )
  }

  const change = pending?.change
  const Icon = change ? ICONS[change] : RotateCcw
  return (
    <Dialog open={!!pending} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        {pending && change ? (
          <form onSubmit={onSubmit} className="grid gap-4" noValidate>
            <DialogHeader>
              <DialogTitle>{T.dialog.title(change, resellerName(pending.reseller))}</DialogTitle>
              <DialogDescription>{T.dialog.description[change]}</DialogDescription>
            </DialogHeader>
            {change === 'reinstate' ? (
              error ? (
                <p role="alert" className="text-destructive text-sm">
                  {error}
                </p>
              ) : null
            ) : (
              <FormField label={T.dialog.reason} error={error}>
                <Textarea
                  rows={4}
                  required
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  autoFocus
                />
              </FormField>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close}>
                {T.dialog.cancel}
              </Button>
              <PendingButton
                type="submit"
                variant={change === 'reinstate' ? 'default' : 'destructive'}
                pending={mutation.isPending}
                icon={<Icon aria-hidden="true" />}
              >
                {T.actions[change]}
              </PendingButton>
            </DialogFooter>
          </form>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
