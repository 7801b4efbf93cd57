import { Mail, MessageSquare } from 'lucide-react'
import {
  MESSAGE_LIST_HEIGHT_PX,
  MESSAGES_TEXTS as T,
  messagePreview,
  messageSubject,
} from '#shared/messages-texts.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { Skeleton } from '../../components/ui/skeleton.tsx'
import { cn } from '../../lib/utils.ts'
import type { InboxMessage } from './api.ts'
import { TYPE_TONE, senderLabel, typeOf, type InboxPerspective } from './message-labels.ts'
import { formatRelativeTime } from './relative-time.ts'

function MessageRow({
  message,
  perspective,
  onOpen,
}: {
  message: InboxMessage
  perspective: InboxPerspective
  onOpen: (message: InboxMessage) => void
}) {
  const type = typeOf(message)
  const subject = messageSubject(message.content)
  const from = senderLabel(message, perspective)
  const isEmail = message.messageSource !== 'internal'
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(message)}
        className={cn(
          'hover:bg-accent focus-visible:ring-ring w-full rounded-md px-3 py-3 text-left focus-visible:ring-2 focus-visible:outline-none',
          !message.isRead && 'bg-blue-50/60',
        )}
        aria-label={`${message.isRead ? '' : `${T.newBadge}: `}${subject} — ${from}`}
        data-testid="message-row"
        data-message-id={message.id}
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 items-center gap-2">
            {isEmail ? (
              <Mail aria-hidden="true" className="text-muted-foreground size-4 shrink-0" />
            ) : (
              <MessageSquare aria-hidden="true" className="text-muted-foreground size-4 shrink-0" />
            )}
            <p className={cn('truncate', !message.isRead && 'font-semibold')}>{subject}</p>
          </div>
          <div className="flex shrink-0 flex-wrap items-center gap-1.5">
            {!message.isRead ? <Badge tone="danger">{T.newBadge}</Badge> : null}
            <Badge tone={isEmail ? 'info' : 'default'}>
              {T.sourceLabels[message.messageSource]}
            </Badge>
            {type !== 'internal' ? (
              <Badge tone={TYPE_TONE[type]}>{T.typeLabels[type]}</Badge>
            ) : null}
            <time
              dateTime={message.createdAt}
              title={new Date(message.createdAt).toLocaleString()}
              className="text-muted-foreground text-xs"
            >
              {formatRelativeTime(message.createdAt)}
            </time>
          </div>
        </div>
        <p className="text-muted-foreground mt-1 text-sm">{from}</p>
        <p className="text-muted-foreground mt-1 line-clamp-2 text-sm break-words">
          {messagePreview(message.content)}
        </p>
      </button>
    </li>
  )
}

/** 001 §2.3 / §2.4: the list (newest first) in a 400 px scrolling area (001 §9). */
export function MessageList({
  messages,
  perspective,
  loading,
  busy,
  empty,
  onOpen,
  label,
}: {
  messages: InboxMessage[] | undefined
  perspective: InboxPerspective
  loading: boolean
  busy: boolean
  empty: { title: string; description?: string }
  onOpen: (message: InboxMessage) => void
  label: string
}) {
  return (
    <div
      className="border-border overflow-y-auto rounded-md border p-1"
      style={{ maxHeight: MESSAGE_LIST_HEIGHT_PX, minHeight: 160 }}
      tabIndex={0}
      role="region"
      aria-label={label}
      aria-busy={busy}
    >
      {loading ? (
        <div className="space-y-3 p-3" role="status" aria-label="Loading">
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : !messages?.length ? (
        <div className="py-10 text-center">
          <p className="font-medium">{empty.title}</p>
          {empty.description ? (
            <p className="text-muted-foreground mt-1 text-sm">{empty.description}</p>
          ) : null}
        </div>
      ) : (
        <ul className="divide-border divide-y">
          {messages.map((message) => (
            <MessageRow
              key={message.id}
              message={message}
              perspective={perspective}
              onOpen={onOpen}
            />
          ))}
        </ul>
      )}
    </div>
  )
}
