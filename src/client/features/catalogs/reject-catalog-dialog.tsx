import { X } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import {
  CATALOG_REJECTION_REASON_MAX_LENGTH,
  CATALOG_REJECT_DIALOG_TEXTS as T,
} from '#shared/catalogs-texts.ts'
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

/**
 * Issue 16: Reject asks before it acts, and takes an optional reason that the brand reads in the
 * mail of the decision. `onReject` calls `done` once the server has rejected it.
 */
export function RejectCatalogDialog({
  catalog,
  pending,
  onReject,
  onClose,
}: {
  catalog: { id: string; name: string } | undefined
  pending: boolean
  onReject: (reason: string, done: () => void) => void
  onClose: () => void
}) {
  const [reason, setReason] = useState('')

  function close() {
    setReason('')
    onClose()
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    onReject(reason.trim(), close)
  }

  return (
    <Dialog open={!!catalog} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{catalog ? T.title(catalog.name) : ''}</DialogTitle>
            <DialogDescription>{T.description}</DialogDescription>
          </DialogHeader>
          <FormField label={T.reason}>
            <Textarea
              rows={4}
              maxLength={CATALOG_REJECTION_REASON_MAX_LENGTH}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              autoFocus
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {T.cancel}
            </Button>
            <PendingButton
              type="submit"
              variant="destructive"
              pending={pending}
              icon={<X aria-hidden="true" />}
            >
              {T.submit}
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
