import { Send } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { APP_ROUTES } from '#shared/app-routes.ts'
import { BRAND_RESELLERS_TEXTS } from '#shared/brand-orders-texts.ts'
import { newMessageSchema } from '#shared/schemas/messages.ts'
import { Button } from '../../components/ui/button.tsx'
import { PendingButton } from '../../components/ui/form-card.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx'
import { FormField } from '../../components/ui/form-field.tsx'
import { Textarea } from '../../components/ui/input.tsx'
import { useSendMessage, type BrandReseller } from './api.ts'

const T = BRAND_RESELLERS_TEXTS.composer

export const resellerName = (r: BrandReseller) => r.companyName ?? r.fullName ?? r.email

/**
 * Contact (DESIGN decision 8): writes an internal message the reseller reads in Messages, in the
 * pair's conversation, which the toast opens.
 */
export function ContactDialog({
  reseller,
  onOpenChange,
}: {
  reseller: BrandReseller | undefined
  onOpenChange: (open: boolean) => void
}) {
  const [content, setContent] = useState('')
  const [error, setError] = useState<string>()
  const send = useSendMessage()
  const navigate = useNavigate()

  function close(open: boolean) {
    if (!open) {
      setContent('')
      setError(undefined)
    }
    onOpenChange(open)
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!reseller) return
    const parsed = newMessageSchema.safeParse({ recipientId: reseller.id, content })
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? T.empty)
      return
    }
    setError(undefined)
    send.mutate(parsed.data, {
      onSuccess: ({ conversationId }) => {
        // Issue 15: the message is in the pair's conversation; one click opens it.
        toast.success(T.sent, {
          description: T.sentDescription,
          action: {
            label: T.openConversation,
            onClick: () =>
              void navigate(
                `${APP_ROUTES.brandMessages}?thread=${encodeURIComponent(conversationId)}`,
              ),
          },
        })
        close(false)
      },
      onError: (e) => toast.error(T.failed, { description: e.message }),
    })
  }

  return (
    <Dialog open={!!reseller} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{reseller ? T.title(resellerName(reseller)) : ''}</DialogTitle>
            <DialogDescription>{T.description}</DialogDescription>
          </DialogHeader>
          <FormField label={T.label} error={error}>
            <Textarea
              rows={6}
              value={content}
              onChange={(e) => setContent(e.target.value)}
              autoFocus
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              {T.cancel}
            </Button>
            <PendingButton
              type="submit"
              pending={send.isPending}
              disabled={content.trim() === ''}
              icon={<Send aria-hidden="true" />}
            >
              {T.send}
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
