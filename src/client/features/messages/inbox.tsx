import { Inbox as InboxIcon, Mail, MailOpen, MessagesSquare, type LucideIcon } from 'lucide-react'
import { useDeferredValue, useId, useState } from 'react'
import {
  INBOX_TABS,
  MESSAGES_TEXTS as T,
  MESSAGE_SEARCH_MAX_CHARS,
  type InboxTab,
} from '#shared/messages-texts.ts'
import { StatCards } from '../../components/layouts/stat-cards.tsx'
import { RetryAlert } from '../../components/ui/retry-alert.tsx'
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx'
import { SearchInput } from '../../components/ui/input.tsx'
import { Label } from '../../components/ui/label.tsx'
import { Tabs, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx'
import { useLiveInvalidation } from '../live/use-live-events.ts'
import { MESSAGES_KEY, useInbox, useMarkRead, type InboxMessage, type InboxSummary } from './api.ts'
import { MessageDialog } from './message-dialog.tsx'
import { MessageList } from './message-list.tsx'

const number = new Intl.NumberFormat('en-US')

interface CardSpec {
  key: keyof InboxSummary
  title: string
  hint?: string
  icon: LucideIcon
}

const BRAND_CARDS: CardSpec[] = [
  { key: 'total', title: T.brandCards.total, icon: InboxIcon },
  { key: 'unread', title: T.brandCards.unread, icon: MailOpen },
  { key: 'email', title: T.brandCards.email, icon: Mail },
]

const RESELLER_CARDS: CardSpec[] = [
  { key: 'unread', title: T.resellerCards.unread, icon: MailOpen },
  {
    key: 'brandReplies',
    title: T.resellerCards.emailReplies,
    hint: T.resellerCards.emailRepliesHint,
    icon: Mail,
  },
  { key: 'activeConversations', title: T.resellerCards.activeConversations, icon: MessagesSquare },
]

function InboxCards({ cards, summary }: { cards: CardSpec[]; summary: InboxSummary | undefined }) {
  return (
    <StatCards
      label="Message counts"
      cards={cards.map(({ key, title, hint, icon }) => ({
        id: `count-${key}`,
        title,
        icon,
        value: summary && number.format(summary[key]),
        valueLabel: summary && `${title}: ${summary[key]}`,
        hint,
      }))}
    />
  )
}

/** Opened → marked read (001 §4.5), and the lists reload; live events reload them too. */
function useInboxInteraction() {
  const [opened, setOpened] = useState<InboxMessage | null>(null)
  const markRead = useMarkRead()
  useLiveInvalidation({ 'message.created': [MESSAGES_KEY], 'message.read': [MESSAGES_KEY] })
  const open = (message: InboxMessage) => {
    setOpened(message)
    if (!message.isRead) markRead.mutate(message.id)
  }
  return { opened, open, close: () => setOpened(null) }
}

function LoadError({
  title,
  description,
  onRetry,
}: {
  title: string
  description?: string
  onRetry: () => void
}) {
  return (
    <RetryAlert title={title} description={description} retryLabel={T.tryAgain} onRetry={onRetry} />
  )
}

/** 001 §2.3 Messages (brand): the Total, Unread and Email Messages cards and the list. */
export function BrandInbox() {
  const inbox = useInbox({ search: '', tab: 'all' })
  const { opened, open, close } = useInboxInteraction()
  return (
    <div className="grid gap-6">
      {inbox.isError && !inbox.data ? (
        <LoadError
          title={T.loadErrorBrand.title}
          description={T.loadErrorBrand.description}
          onRetry={() => void inbox.refetch()}
        />
      ) : (
        <>
          <InboxCards cards={BRAND_CARDS} summary={inbox.data?.summary} />
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">{T.inboxTitle}</CardTitle>
            </CardHeader>
            <CardContent>
              <MessageList
                label={T.inboxTitle}
                messages={inbox.data?.messages}
                perspective="brand"
                loading={inbox.isPending}
                busy={inbox.isFetching}
                empty={T.empty.all}
                onOpen={open}
              />
            </CardContent>
          </Card>
        </>
      )}
      <MessageDialog message={opened} perspective="brand" onClose={close} />
    </div>
  )
}

const TAB_COUNT: Partial<Record<InboxTab, keyof InboxSummary>> = {
  unread: 'unread',
  applications: 'applications',
  brand_replies: 'brandReplies',
}

/**
 * 001 §2.4 Messages (reseller): the Unread Messages, Email Replies and Active Conversations
 * cards, a search, the All Messages, Unread (n), Applications (n) and Brand Replies (n) tabs with
 * their empty states, and the message dialog.
 */
export function ResellerInbox() {
  const searchId = useId()
  const [search, setSearch] = useState('')
  const [tab, setTab] = useState<InboxTab>('all')
  const deferredSearch = useDeferredValue(search.trim())
  const inbox = useInbox({ search: deferredSearch, tab })
  const { opened, open, close } = useInboxInteraction()
  const summary = inbox.data?.summary
  return (
    <div className="grid gap-6">
      {inbox.isError && !inbox.data ? (
        <LoadError title={T.loadErrorReseller} onRetry={() => void inbox.refetch()} />
      ) : (
        <>
          <InboxCards cards={RESELLER_CARDS} summary={summary} />
          <Card>
            <CardHeader className="gap-4">
              <div className="grid gap-1.5">
                <Label htmlFor={searchId} className="sr-only">
                  {T.searchLabel}
                </Label>
                <SearchInput
                  id={searchId}
                  placeholder={T.searchPlaceholder}
                  maxLength={MESSAGE_SEARCH_MAX_CHARS}
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                />
              </div>
              <Tabs value={tab} onValueChange={(value) => setTab(value as InboxTab)}>
                <TabsList className="h-auto flex-wrap">
                  {INBOX_TABS.map((key) => {
                    const countKey = TAB_COUNT[key]
                    return (
                      <TabsTrigger key={key} value={key}>
                        {T.tabs[key]}
                        {countKey && summary ? ` (${number.format(summary[countKey])})` : ''}
                      </TabsTrigger>
                    )
                  })}
                </TabsList>
              </Tabs>
            </CardHeader>
            <CardContent>
              <MessageList
                label={T.tabs[tab]}
                messages={inbox.data?.messages}
                perspective="reseller"
                loading={inbox.isPending}
                busy={inbox.isFetching}
                empty={deferredSearch ? T.empty.all : T.empty[tab]}
                onOpen={open}
              />
            </CardContent>
          </Card>
        </>
      )}
      <MessageDialog message={opened} perspective="reseller" onClose={close} />
    </div>
  )
}
