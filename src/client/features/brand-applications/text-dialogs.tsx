import { MessageSquare, X } from 'lucide-react'
import { useState, type FormEvent, type ReactNode } from 'react'
import { toast } from 'sonner'
import { BRAND_APPLICATIONS_TEXTS } from '#shared/brand-applications-texts.ts'
import { applicationDecisionSchema, requestInfoSchema } from '#shared/schemas/brand-applications.ts'
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
import { useDecideApplication, useRequestInfo, type BrandApplicationView } from './api.ts'
import { applicantName } from './applicant-name.ts'

interface TextDialogTexts {
  title: string
  description: string
  label: string
  submit: string
  cancel: string
}

/** A dialog with one required text: its check and its send are the caller's. */
function TextDialog({
  open,
  texts,
  icon,
  pending,
  check,
  send,
  onClose,
}: {
  open: boolean
  texts: TextDialogTexts
  icon: ReactNode
  pending: boolean
  /** The error message, or undefined when the text may be sent. */
  check: (text: string) => string | undefined
  send: (text: string, done: () => void, failed: (message: string) => void) => void
  onClose: () => void
}) {
  const [text, setText] = useState('')
  const [error, setError] = useState<string>()

  function close() {
    setText('')
    setError(undefined)
    onClose()
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const problem = check(text)
    setError(problem)
    if (!problem) send(text, close, setError)
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{texts.title}</DialogTitle>
            <DialogDescription>{texts.description}</DialogDescription>
          </DialogHeader>
          <FormField label={texts.label} error={error}>
            <Textarea
              rows={5}
              required
              value={text}
              onChange={(e) => setText(e.target.value)}
              autoFocus
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {texts.cancel}
            </Button>
            <PendingButton type="submit" pending={pending} icon={icon}>
              {texts.submit}
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

const R = BRAND_APPLICATIONS_TEXTS.rejectDialog
const A = BRAND_APPLICATIONS_TEXTS.askDialog

/** Reject: the reason is required; the reseller reads it in the mail and on the brand's card. */
export function RejectDialog({
  application,
  onClose,
}: {
  application: BrandApplicationView | undefined
  onClose: () => void
}) {
  const decide = useDecideApplication()
  return (
    <TextDialog
      open={!!application}
      texts={{
        title: application ? R.title(applicantName(application)) : '',
        description: R.description,
        label: R.reason,
        submit: R.submit,
        cancel: R.cancel,
      }}
      icon={<X aria-hidden="true" />}
      pending={decide.isPending}
      check={(reason) => {
        const parsed = applicationDecisionSchema.safeParse({ action: 'reject', reason })
        return parsed.success ? undefined : parsed.error.issues[0]?.message
      }}
      send={(reason, done, failed) => {
        if (!application) return
        decide.mutate(
          { id: application.id, body: { action: 'reject', reason } },
          {
            onSuccess: () => {
              toast.success(R.done)
              done()
            },
            onError: (e) => {
              failed(e.message)
              toast.error(R.failed, { description: e.message })
            },
          },
        )
      }}
      onClose={onClose}
    />
  )
}

/** Ask for more information: a message in the application's conversation. */
export function AskInfoDialog({
  application,
  onClose,
}: {
  application: BrandApplicationView | undefined
  onClose: () => void
}) {
  const ask = useRequestInfo()
  return (
    <TextDialog
      open={!!application}
      texts={{
        title: application ? A.title(applicantName(application)) : '',
        description: A.description,
        label: A.message,
        submit: A.submit,
        cancel: A.cancel,
      }}
      icon={<MessageSquare aria-hidden="true" />}
      pending={ask.isPending}
      check={(message) => {
        const parsed = requestInfoSchema.safeParse({ message })
        return parsed.success ? undefined : parsed.error.issues[0]?.message
      }}
      send={(message, done, failed) => {
        if (!application) return
        ask.mutate(
          { id: application.id, message },
          {
            onSuccess: () => {
              toast.success(A.done)
              done()
            },
            onError: (e) => {
              failed(e.message)
              toast.error(A.failed, { description: e.message })
            },
          },
        )
      }}
      onClose={onClose}
    />
  )
}
