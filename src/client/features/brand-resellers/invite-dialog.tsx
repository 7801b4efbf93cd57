import { Send, UserPlus } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { AUTHORIZATION_MANAGEMENT_TEXTS } from '#shared/brand-applications-texts.ts'
import { brandInvitationSchema } from '#shared/schemas/brand-applications.ts'
import { Button } from '../../components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx'
import { PendingButton } from '../../components/ui/form-card.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Input, Textarea } from '../../components/ui/input.tsx'
import { useInviteReseller } from './api.ts'

const T = AUTHORIZATION_MANAGEMENT_TEXTS.invite

/** Invite a reseller: an e-mail asking them to apply to sell the brand. */
export function InviteDialog() {
  const [open, setOpen] = useState(false)
  const [email, setEmail] = useState('')
  const [message, setMessage] = useState('')
  const [error, setError] = useState<string>()
  const invite = useInviteReseller()

  function onOpenChange(next: boolean) {
    if (!next) {
      setEmail('')
      setMessage('')
      setError(undefined)
    }
    setOpen(next)
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const body = { email, ...(message.trim() ? { message } : {}) }
    const parsed = brandInvitationSchema.safeParse(body)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message)
      return
    }
    setError(undefined)
    invite.mutate(body, {
      onSuccess: () => {
        toast.success(T.done, { description: T.doneDescription(parsed.data.email) })
        onOpenChange(false)
      },
      onError: (e) => {
        setError(e.message)
        toast.error(T.failed, { description: e.message })
      },
    })
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <UserPlus aria-hidden="true" />
          {T.open}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{T.title}</DialogTitle>
            <DialogDescription>{T.description}</DialogDescription>
          </DialogHeader>
          <FormField label={T.email} error={error}>
            <Input
              type="email"
              autoComplete="off"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoFocus
            />
          </FormField>
          <FormField label={T.message}>
            <Textarea rows={4} value={message} onChange={(e) => setMessage(e.target.value)} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {T.cancel}
            </Button>
            <PendingButton
              type="submit"
              pending={invite.isPending}
              icon={<Send aria-hidden="true" />}
            >
              {T.submit}
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
