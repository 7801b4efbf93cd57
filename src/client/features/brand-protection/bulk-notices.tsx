import { Mail, X } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import type { BulkStepResult } from '#shared/protection-api.ts'
import { BULK_NOTICE_TEXTS as T } from '#shared/protection-bulk-texts.ts'
import { takeStepSchema } from '#shared/schemas/protection.ts'
import { Alert, AlertTitle } from '../../components/ui/alert.tsx'
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
import { useBulkStep } from './api.ts'

/** What a bulk notice goes to: the selected findings, or every open finding of one reseller. */
export type BulkTarget =
  | { kind: 'selection'; findingIds: string[] }
  | { kind: 'reseller'; resellerId: string; name: string }

/** How many skipped reasons the result shows before "and N more". */
const SKIPPED_SHOWN = 8

function BulkNoticeDialog({
  target,
  onClose,
  onDone,
}: {
  target: BulkTarget | null
  onClose: () => void
  onDone: (result: BulkStepResult) => void
}) {
  const [note, setNote] = useState('')
  const [error, setError] = useState<string>()
  // The request's name, one per dialog: a second click, or a retry after a lost answer, sends
  // the same key and the server steps nothing twice.
  const [batchKey, setBatchKey] = useState(() => crypto.randomUUID())
  const mutation = useBulkStep()

  function close() {
    setNote('')
    setError(undefined)
    setBatchKey(crypto.randomUUID())
    onClose()
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!target || mutation.isPending) return
    const parsed = takeStepSchema.safeParse({ note })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    const body =
      target.kind === 'selection'
        ? { batchKey, note: parsed.data.note, findingIds: target.findingIds }
        : { batchKey, note: parsed.data.note, resellerId: target.resellerId }
    mutation.mutate(body, {
      onSuccess: (result) => {
        onDone(result)
        close()
      },
      onError: (e) => {
        setError(e.message)
        toast.error(T.failed, { description: e.message })
      },
    })
  }

  const title = !target
    ? ''
    : target.kind === 'selection'
      ? T.dialogTitleSelected(target.findingIds.length)
      : T.dialogTitleReseller(target.name)
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{T.dialogDescription}</DialogDescription>
          </DialogHeader>
          <FormField label={T.noteLabel} hint={T.noteHint} error={error}>
            <Textarea rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {T.cancel}
            </Button>
            <PendingButton
              type="submit"
              pending={mutation.isPending}
              icon={<Mail aria-hidden="true" />}
            >
              {T.send}
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/** "Notice sent for 7 findings, 2 skipped: …" with each skipped finding's reason. */
export function BulkResult({
  result,
  onDismiss,
}: {
  result: BulkStepResult
  onDismiss: () => void
}) {
  const sent = result.sent.length
  const skipped = result.skipped
  return (
    <Alert
      role="status"
      variant={sent > 0 ? 'success' : 'warning'}
      className="flex items-start justify-between gap-3"
    >
      <div className="min-w-0">
        <AlertTitle>{T.resultTitle(sent, skipped.length)}</AlertTitle>
        <p>{sent > 0 ? T.resultNotices(result.notices) : T.nothingSent}</p>
        {skipped.length > 0 ? (
          <>
            <p className="mt-2 font-medium">{T.skippedHeading(skipped.length)}</p>
            <ul className="list-disc space-y-0.5 pl-5">
              {skipped.slice(0, SKIPPED_SHOWN).map((s) => (
                <li key={s.findingId} className="break-words">
                  {T.skippedItem(s.label, s.reason)}
                </li>
              ))}
              {skipped.length > SKIPPED_SHOWN ? (
                <li>{T.skippedMore(skipped.length - SKIPPED_SHOWN)}</li>
              ) : null}
            </ul>
          </>
        ) : null}
      </div>
      <Button variant="ghost" size="sm" onClick={onDismiss} aria-label={T.dismiss}>
        <X aria-hidden="true" />
      </Button>
    </Alert>
  )
}

/**
 * Notices in bulk above the findings list: the selected findings, and (while the list is
 * filtered to one reseller) every open finding of that reseller, each behind a confirmation with
 * an optional note; the answer says what was sent and why anything was skipped.
 */
export function BulkNoticeBar({
  selectedIds,
  reseller,
  onClearSelection,
}: {
  selectedIds: readonly string[]
  /** The reseller the list is filtered to, if any. */
  reseller: { id: string; name: string } | null
  onClearSelection: () => void
}) {
  const [target, setTarget] = useState<BulkTarget | null>(null)
  const [result, setResult] = useState<BulkStepResult | null>(null)
  const n = selectedIds.length
  return (
    <div className="grid gap-3">
      {result ? <BulkResult result={result} onDismiss={() => setResult(null)} /> : null}
      {n > 0 || reseller ? (
        <div role="group" aria-label={T.actionsLabel} className="flex flex-wrap items-center gap-2">
          {n > 0 ? (
            <>
              <span className="text-sm font-medium">{T.selectedCount(n)}</span>
              <Button
                onClick={() => setTarget({ kind: 'selection', findingIds: [...selectedIds] })}
              >
                <Mail aria-hidden="true" />
                {T.sendSelected(n)}
              </Button>
              <Button variant="ghost" onClick={onClearSelection}>
                {T.clearSelection}
              </Button>
            </>
          ) : null}
          {reseller ? (
            <Button
              variant="outline"
              onClick={() =>
                setTarget({ kind: 'reseller', resellerId: reseller.id, name: reseller.name })
              }
            >
              <Mail aria-hidden="true" />
              {T.sendAllOf(reseller.name)}
            </Button>
          ) : null}
        </div>
      ) : null}
      <BulkNoticeDialog
        target={target}
        onClose={() => setTarget(null)}
        onDone={(r) => {
          setResult(r)
          onClearSelection()
        }}
      />
    </div>
  )
}
