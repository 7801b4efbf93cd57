import { ArrowLeft, LoaderCircle, MessageSquarePlus, Send } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { MESSAGES_TEXTS } from '#shared/messages-texts.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx'
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
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { ApiError } from '../../lib/api.ts'
import { cn } from '../../lib/utils.ts'
import type { InboxPerspective } from './message-labels.ts'
import {
  useContacts,
  useConversation,
  useConversations,
  useMarkConversationRead,
  useSendInConversation,
  useStartConversation,
  type ConversationSummary,
} from './conversations-api.ts'
import { formatRelativeTime } from './relative-time.ts'

const T = MESSAGES_TEXTS.conversation
const THREAD_PARAM = 'thread'

const counterpartOf = (c: ConversationSummary, perspective: InboxPerspective) =>
  perspective === 'reseller' ? c.brandName : c.resellerName

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : fallback

/**
 * Issue 15: the portal's conversations, a thread list (counterpart, last message, unread count)
 * beside the open thread (its messages in order and a reply box). The open thread is in the
 * address (?thread=), so a reload or a shared link keeps it. Live message events reload both
 * (their queries sit under the inbox's key, which the inbox's live invalidation covers).
 */
export function Conversations({ perspective }: { perspective: InboxPerspective }) {
  const [params, setParams] = useSearchParams()
  const selected = params.get(THREAD_PARAM)
  const list = useConversations()
  const [composing, setComposing] = useState(false)
  const select = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (id) next.set(THREAD_PARAM, id)
        else next.delete(THREAD_PARAM)
        return next
      },
      { replace: false },
    )
  const conversations = list.data?.conversations
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle className="text-lg">{T.listTitle}</CardTitle>
        <Button size="sm" onClick={() => setComposing(true)}>
          <MessageSquarePlus aria-hidden="true" />
          {T.newConversation}
        </Button>
      </CardHeader>
      <CardContent>
        {list.isError && !list.data ? (
          <RetryAlert
            title={T.loadFailed}
            retryLabel={MESSAGES_TEXTS.tryAgain}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <div className="grid gap-4 md:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
            <div className={cn(selected ? 'hidden md:block' : 'block')}>
              <ThreadList
                conversations={conversations}
                perspective={perspective}
                selected={selected}
                onSelect={select}
              />
            </div>
            <div className={cn(selected ? 'block' : 'hidden md:block')}>
              {selected ? (
                <ThreadView
                  key={selected}
                  id={selected}
                  perspective={perspective}
                  onBack={() => select(null)}
                />
              ) : (
                <p className="text-muted-foreground grid h-full min-h-40 place-items-center rounded-md border border-dashed p-6 text-sm">
                  {T.pick}
                </p>
              )}
            </div>
          </div>
        )}
      </CardContent>
      <NewConversationDialog
        open={composing}
        perspective={perspective}
        onClose={() => setComposing(false)}
        onStarted={(id) => {
          setComposing(false)
          select(id)
        }}
      />
    </Card>
  )
}

function ThreadList({
  conversations,
  perspective,
  selected,
  onSelect,
}: {
  conversations: ConversationSummary[] | undefined
  perspective: InboxPerspective
  selected: string | null
  onSelect: (id: string) => void
}) {
  if (!conversations) {
    return (
      <div className="grid gap-2" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    )
  }
  if (conversations.length === 0) {
    return (
      <div className="text-muted-foreground rounded-md border border-dashed p-4 text-sm">
        <p className="text-foreground font-medium">{T.empty}</p>
        <p>{perspective === 'reseller' ? T.emptyReseller : T.emptyBrand}</p>
      </div>
    )
  }
  return (
    <ul aria-label={T.listLabel} className="grid max-h-[32rem] gap-1 overflow-y-auto">
      {conversations.map((c) => {
        const name = counterpartOf(c, perspective)
        return (
          <li key={c.id}>
            <button
              type="button"
              onClick={() => onSelect(c.id)}
              aria-current={c.id === selected ? 'true' : undefined}
              className={cn(
                'focus-visible:ring-ring grid w-full gap-0.5 rounded-md border px-3 py-2 text-left text-sm transition-colors focus-visible:ring-2 focus-visible:outline-none',
                c.id === selected
                  ? 'border-primary bg-accent'
                  : 'hover:bg-accent border-transparent',
              )}
            >
              <span className="flex items-center gap-2">
                <span className={cn('truncate', c.unread > 0 && 'font-semibold')}>{name}</span>
                {c.brandApplicationId ? <Badge tone="warning">{T.applicationThread}</Badge> : null}
                {c.unread > 0 ? (
                  <Badge tone="info" className="ml-auto">
                    {T.unread(c.unread)}
                  </Badge>
                ) : null}
              </span>
              {c.lastMessage ? (
                <span className="text-muted-foreground truncate">
                  {c.lastMessage.fromViewer ? `${T.you}: ` : ''}
                  {c.lastMessage.preview.split(/\r?\n/, 1)[0]}
                </span>
              ) : null}
              <time className="text-muted-foreground text-xs" dateTime={c.lastMessageAt}>
                {formatRelativeTime(c.lastMessageAt)}
              </time>
            </button>
          </li>
        )
      })}
    </ul>
  )
}

function ThreadView({
  id,
  perspective,
  onBack,
}: {
  id: string
  perspective: InboxPerspective
  onBack: () => void
}) {
  const thread = useConversation(id)
  const markRead = useMarkConversationRead()
  const send = useSendInConversation()
  const replyId = useId()
  const [reply, setReply] = useState('')
  const end = useRef<HTMLLIElement>(null)
  const messages = thread.data?.messages
  const unreadToViewer = messages?.some((m) => !m.fromViewer && !m.isRead) ?? false
  const { mutate: mark } = markRead
  // Opened, or a new message arrived while open: what is on screen is read.
  useEffect(() => {
    if (unreadToViewer) mark(id)
  }, [id, unreadToViewer, mark, messages?.length])
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' })
  }, [messages?.length])

  if (thread.isError && !thread.data) {
    return (
      <RetryAlert
        title={T.threadLoadFailed}
        retryLabel={MESSAGES_TEXTS.tryAgain}
        onRetry={() => void thread.refetch()}
      />
    )
  }
  if (!thread.data) return <Skeleton className="h-64 w-full" />
  const conversation = thread.data.conversation
  const name = counterpartOf(conversation, perspective)
  const submit = () => {
    if (!reply.trim() || send.isPending) return
    send.mutate(
      { id, content: reply },
      {
        onSuccess: () => setReply(''),
        onError: (error) =>
          toast.error(T.sendFailed, {
            description: errorText(error, MESSAGES_TEXTS.replyFailed.description),
          }),
      },
    )
  }
  return (
    <section aria-label={T.threadLabel(name)} className="grid gap-3">
      <header className="flex items-center gap-2">
        <Button variant="ghost" size="sm" className="md:hidden" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {T.back}
        </Button>
        <h3 className="truncate text-base font-semibold">{name}</h3>
        {conversation.brandApplicationId ? (
          <Badge tone="warning">{T.applicationThread}</Badge>
        ) : null}
      </header>
      <ol
        aria-label={T.threadLabel(name)}
        className="bg-muted/40 grid max-h-[28rem] gap-2 overflow-y-auto rounded-md p-3"
      >
        {thread.data.messages.map((m) => (
          <li
            key={m.id}
            className={cn(
              'max-w-[85%] rounded-lg px-3 py-2 text-sm shadow-sm',
              m.fromViewer
                ? 'bg-primary text-primary-foreground justify-self-end'
                : 'bg-background justify-self-start',
            )}
          >
            <p className="text-xs opacity-80">
              {m.fromViewer ? T.you : m.senderCompany || m.senderName || name}
              {' · '}
              <time dateTime={m.createdAt}>{new Date(m.createdAt).toLocaleString()}</time>
            </p>
            <p className="break-words whitespace-pre-wrap">{m.content}</p>
          </li>
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
      <form
        className="grid gap-1.5"
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <Label htmlFor={replyId}>{T.replyLabel}</Label>
        <Textarea
          id={replyId}
          rows={3}
          placeholder={T.replyPlaceholder}
          value={reply}
          onChange={(e) => setReply(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit()
          }}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={!reply.trim() || send.isPending}>
            {send.isPending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Send aria-hidden="true" />
            )}
            {send.isPending ? T.sending : T.send}
          </Button>
        </div>
      </form>
    </section>
  )
}

const SELECT_CLASS = 'border-border bg-background h-10 w-full rounded-md border px-3 text-sm'

/** A reseller picks one of its brands, a brand one of its resellers (the server's rule). */
function NewConversationDialog({
  open,
  perspective,
  onClose,
  onStarted,
}: {
  open: boolean
  perspective: InboxPerspective
  onClose: () => void
  onStarted: (id: string) => void
}) {
  const contacts = useContacts(open)
  const start = useStartConversation()
  const selectId = useId()
  const messageId = useId()
  const [counterpart, setCounterpart] = useState('')
  const [content, setContent] = useState('')
  const list = contacts.data?.contacts ?? []
  const submit = () => {
    if (!counterpart || !content.trim() || start.isPending) return
    start.mutate(
      perspective === 'reseller'
        ? { brandId: counterpart, content }
        : { resellerId: counterpart, content },
      {
        onSuccess: (sent) => {
          toast.success(T.sent)
          setContent('')
          setCounterpart('')
          onStarted(sent.conversationId)
        },
        onError: (error) =>
          toast.error(T.sendFailed, {
            description: errorText(error, MESSAGES_TEXTS.replyFailed.description),
          }),
      },
    )
  }
  const label = perspective === 'reseller' ? T.brandLabel : T.resellerLabel
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{perspective === 'reseller' ? T.newTitle : T.newTitleBrand}</DialogTitle>
          <DialogDescription>
            {perspective === 'reseller' ? T.newDescription : T.newDescriptionBrand}
          </DialogDescription>
        </DialogHeader>
        {contacts.isSuccess && list.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            {perspective === 'reseller' ? T.noBrands : T.emptyBrand}
          </p>
        ) : (
          <form
            id="new-conversation"
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault()
              submit()
            }}
          >
            <div className="grid gap-1.5">
              <Label htmlFor={selectId}>{label}</Label>
              <select
                id={selectId}
                className={SELECT_CLASS}
                value={counterpart}
                onChange={(e) => setCounterpart(e.target.value)}
              >
                <option value="">
                  {perspective === 'reseller' ? T.brandPlaceholder : T.resellerPlaceholder}
                </option>
                {list.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={messageId}>{T.replyLabel}</Label>
              <Textarea
                id={messageId}
                rows={4}
                placeholder={T.replyPlaceholder}
                value={content}
                onChange={(e) => setContent(e.target.value)}
              />
            </div>
          </form>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{MESSAGES_TEXTS.close}</Button>
          </DialogClose>
          <Button
            type="submit"
            form="new-conversation"
            disabled={!counterpart || !content.trim() || start.isPending}
          >
            {start.isPending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <Send aria-hidden="true" />
            )}
            {start.isPending ? T.sending : T.send}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
