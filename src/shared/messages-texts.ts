/**
 * Messages, shared by the brand and reseller portals (001 §2.3 Messages, §2.4 Messages, §3
 * message, §4.5, §8.2, §8.3, §9): the values, limits, derived labels and texts that the API and
 * both screens share.
 */

/** 001 §3: message_source; the brand view also lists 'email'. */
export const MESSAGE_SOURCES = ['internal', 'email_inbound', 'email'] as const
export type MessageSource = (typeof MESSAGE_SOURCES)[number]

/** 001 §9: message preview 150 characters; message lists scroll at 400 px. */
export const MESSAGE_PREVIEW_CHARS = 150
export const MESSAGE_LIST_HEIGHT_PX = 400
/** Messages per inbox read (newest first). */
export const INBOX_LIMIT = 100
/** Messages a thread view shows (the newest, in the order written). */
export const MESSAGE_THREAD_LIMIT = 500
/** The longest message a user may type; a pasted e-mail thread fits. */
export const MESSAGE_MAX_CHARS = 10_000
export const MESSAGE_SEARCH_MAX_CHARS = 200

/** 001 §2.4: the reseller's tabs. */
export const INBOX_TABS = ['all', 'unread', 'applications', 'brand_replies'] as const
export type InboxTab = (typeof INBOX_TABS)[number]

/** 001 §3 derived type label. */
export type MessageType = 'brand_reply' | 'application' | 'internal'

export function messageTypeOf(message: {
  messageSource: MessageSource
  brandApplicationId: string | null
}): MessageType {
  if (message.messageSource === 'email_inbound') return 'brand_reply'
  if (message.brandApplicationId) return 'application'
  return 'internal'
}

/** 001 §3: the first line of the content, or 'No Subject'. */
export function messageSubject(content: string): string {
  const first = content.split(/\r\n|\r|\n/, 1)[0]!.trim()
  return first === '' ? MESSAGES_TEXTS.noSubject : first
}

/** 001 §3: the first 150 characters (code points, so an emoji is never cut in half). */
export function messagePreview(content: string): string {
  const chars = Array.from(content)
  return chars.length <= MESSAGE_PREVIEW_CHARS
    ? content
    : `${chars.slice(0, MESSAGE_PREVIEW_CHARS).join('')}…`
}

export const MESSAGES_TEXTS = {
  noSubject: 'No Subject',
  /** 001 §3: the sender label when no brand name exists. */
  defaultSender: 'Marketplace',
  typeLabels: {
    brand_reply: 'Brand Reply',
    application: 'Application',
    internal: 'Internal',
  } satisfies Record<MessageType, string>,
  sourceLabels: {
    internal: 'Internal',
    email_inbound: 'Email',
    email: 'Email',
  } satisfies Record<MessageSource, string>,
  newBadge: 'New',
  /** 001 §2.3 brand cards. */
  brandCards: { total: 'Total', unread: 'Unread', email: 'Email Messages' },
  /** 001 §2.4 reseller cards. */
  resellerCards: {
    unread: 'Unread Messages',
    emailReplies: 'Email Replies',
    emailRepliesHint: 'Direct from brands',
    activeConversations: 'Active Conversations',
  },
  /** 001 §2.4 tabs and their empty states. */
  tabs: {
    all: 'All Messages',
    unread: 'Unread',
    applications: 'Applications',
    brand_replies: 'Brand Replies',
  } satisfies Record<InboxTab, string>,
  empty: {
    all: { title: 'No messages found' },
    unread: { title: 'No unread messages', description: "You're all caught up!" },
    applications: { title: 'No application messages' },
    brand_replies: { title: 'No brand replies' },
  } satisfies Record<InboxTab, { title: string; description?: string }>,
  inboxTitle: 'Inbox',
  searchLabel: 'Search messages',
  searchPlaceholder: 'Search messages…',
  reply: 'Reply',
  from: 'From',
  received: 'Received',
  replyLabel: 'Your reply',
  replyPlaceholder: 'Type your reply…',
  close: 'Close',
  sendReply: 'Send Reply',
  sending: 'Sending…',
  /** Relative time (001 §2.3). */
  justNow: 'Just now',
  hoursAgo: (hours: number) => `${hours}h ago`,
  yesterday: 'Yesterday',
  /** 001 §8.2 / §8.3. */
  loadErrorBrand: { title: 'Error loading messages', description: 'Please try again later' },
  loadErrorReseller: 'Failed to load messages',
  tryAgain: 'Try Again',
  replySent: { title: 'Reply sent', description: 'Your message has been sent successfully.' },
  replyFailed: { title: 'Failed to send reply', description: 'Please try again later.' },
  /** Validation and server answers. */
  emptyMessage: 'Please enter a message.',
  noSenderToReply: 'This message has no sender to reply to.',
  /** The notification mail to an e-mail-only recipient (001 §4.5, send-message-notification). */
  notificationSubject: (senderName: string) => `New message from ${senderName}`,
  notificationIntro: (senderName: string) => `${senderName} sent you a message:`,
  notificationReplyHint: 'Reply to this e-mail to answer; keep the subject as it is.',
  /**
   * Issue 15: the mail to an account holder when a message arrives in one of its conversations
   * (the first unread one in that thread; the switches in Settings can turn it off).
   */
  arrivedMail: {
    subject: (senderName: string) => `New message from ${senderName}`,
    intro: (senderName: string) => `${senderName} wrote to you on the marketplace:`,
    open: 'Open the conversation',
    footer:
      'Answer in the conversation. While this message is unread, further messages in it do not send another e-mail.',
    brandFooter: 'You can turn these e-mails off under Settings, Notifications.',
  },
  /** Conversations (issue 15): threads per brand and reseller, and per brand application. */
  conversation: {
    listTitle: 'Conversations',
    listLabel: 'Conversations',
    empty: 'No conversations yet',
    emptyReseller: 'Start one with a brand that has authorized you or that you have applied to.',
    emptyBrand: 'Message an applicant from the applicant queue, or a reseller from Resellers.',
    unread: (n: number) => `${n} unread`,
    you: 'You',
    applicationThread: 'Application',
    pick: 'Choose a conversation to read it.',
    threadLabel: (name: string) => `Conversation with ${name}`,
    replyLabel: 'Your message',
    replyPlaceholder: 'Write a message…',
    send: 'Send',
    sending: 'Sending…',
    sent: 'Message sent',
    sendFailed: 'Failed to send message',
    loadFailed: 'Failed to load conversations',
    threadLoadFailed: 'Failed to load this conversation',
    back: 'All conversations',
    newConversation: 'New Conversation',
    newTitle: 'Message a brand',
    newDescription: 'Brands that have authorized you or that you have applied to.',
    brandLabel: 'Brand',
    brandPlaceholder: 'Choose a brand',
    newTitleBrand: 'Message a reseller',
    newDescriptionBrand: 'Your applicants and the resellers you have authorized.',
    resellerLabel: 'Reseller',
    resellerPlaceholder: 'Choose a reseller',
    noBrands: 'You can message a brand once it has authorized you or you have applied to it.',
    messageApplicant: 'Message',
    messageApplicantTitle: (name: string) => `Message ${name}`,
    chooseBrand: 'Choose a brand to message.',
    chooseReseller: 'Choose a reseller to message.',
    unknownApplication: 'Choose an application.',
    oneCounterpart: 'Name either a brand or a reseller.',
    notYourBrand: 'You can message a brand that has authorized you or that you have applied to.',
    notYourReseller: 'You can message your applicants and your resellers.',
    noBrandAccount:
      'This brand has no account on the marketplace yet, so it cannot receive messages here.',
    navUnread: (n: number) => `${n} unread messages`,
  },
} as const
