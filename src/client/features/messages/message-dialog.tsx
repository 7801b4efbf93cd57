import { LoaderCircle, Send } from 'lucide-react'
import { useId, useState } from 'react'
import { toast } from 'sonner'
import { MESSAGES_TEXTS as T, messageSubject } from '#shared/messages-texts.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx'
import { Textarea } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { useReply, type InboxMessage } from './api.ts'
import { TYPE_TONE, senderLabel, typeOf, type InboxPerspective } from './message-labels.ts'

/**
 * 001 §2.3 / §2.4: the full message (subject, sender, time, content) and a reply box with Close
 * and Send Reply. Text of only whitespace is not sent (001 §5), and the button is disabled while
 * sending. The content is rendered as text: markup someone typed stays visible characters.
 */
export function MessageDialog({
  message,
  perspective,
  onClose,
}: {
  message: InboxMessage | null
  perspective: InboxPerspective
  onClose: () => void
}) {
  return (
    <Dialog open={message !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {message ? (
        <MessageDialogContent
          key={message.id}
          message={message}
          perspective={perspective}
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  )
}

function MessageDialogContent({
  message,
  perspective,
  onClose,
}: {
  message: InboxMessage
  perspective: InboxPerspective
  onClose: () => void
}) {
  const replyId = useId()
  const [reply, setReply] = useState('')
  const sending = useReply()
  const type = typeOf(message)
  const canReply = message.senderId !== null
  const send = () => {
    if (!reply.trim() || sending.isPending) return
    sending.mutate(
      { id: message.id, content: reply },
      {
        onSuccess: () => {
          toast.success(T.replySent.title, { description: T.replySent.description })
          setReply('')
          onClose()
        },
        onError: () => toast.error(T.replyFailed.title, { description: T.replyFailed.description }),
      },
    )
  }
  return (
    <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
      <DialogHeader>
        <DialogTitle className="pr-6 break-words">{messageSubject(message.content)}</DialogTitle>
        <DialogDescription asChild>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>
              {T.from}: <span className="text-foreground">{senderLabel(message, perspective)}</span>
            </span>
            <time dateTime={message.createdAt}>{new Date(message.createdAt).toLocaleString()}</time>
            <Badge tone={message.messageSource === 'internal' ? 'default' : 'info'}>
              {T.sourceLabels[message.messageSource]}
            </Badge>
            {type !== 'internal' ? (
              <Badge tone={TYPE_TONE[type]}>{T.typeLabels[type]}</Badge>
            ) : null}
          </div>
        </DialogDescription>
      </DialogHeader>
      <div
        className="bg-muted max-h-[40vh] overflow-auto rounded-md p-3 text-sm break-words whitespace-pre-wrap"
        data-testid="message-content"
      >
        {message.content}
      </div>
      {canReply ? (
        <div className="grid gap-1.5">
          <Label htmlFor={replyId}>{T.replyLabel}</Label>
          <Textarea
            id={replyId}
            rows={4}
            placeholder={T.replyPlaceholder}
            value={reply}
            onChange={(e) => setReply(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) send()
            }}
          />
        </div>
      ) : (
        <p className="text-muted-foreground text-sm">{T.noSenderToReply}</p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{T.close}</Button>
        </DialogClose>
        {canReply ? (
          <Button onClick={send} disabled={!reply.trim() || sending.isPending}>
            {sending.isPending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Send aria-hidden="true" />
            )}
            {sending.isPending ? T.sending : T.sendReply}
          </Button>
        ) : null}
      </DialogFooter>
    </DialogContent>
  )
}
