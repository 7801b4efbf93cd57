/**
 * Inbound e-mail routing (001 §2.2 Email Routing Logs, §3 email_routing_log, §4.4, §8.1, §9): the
 * values, limits and texts the webhook, the admin API and the logs screen share.
 */

/** 001 §4.4. */
export const EMAIL_LOG_STATUSES = ['processed', 'failed', 'pending'] as const
export type EmailLogStatus = (typeof EMAIL_LOG_STATUSES)[number]
export const EMAIL_LOG_TYPES = ['webhook_success', 'webhook_failure', 'manual_import'] as const
export type EmailLogType = (typeof EMAIL_LOG_TYPES)[number]

/** 001 §9: email logs limit 100; the list area is 600 px high. */
export const EMAIL_LOGS_LIMIT = 100
export const EMAIL_LOGS_LIST_HEIGHT_PX = 600
/** The log's content_preview and a message preview (001 §3: 150 characters). */
export const EMAIL_PREVIEW_CHARS = 150

/**
 * The inbound-parse POST: a provider also sends attachments (ignored), so the body may be large;
 * the text kept of one e-mail is bounded.
 */
export const INBOUND_EMAIL_BODY_LIMIT_BYTES = 10 * 1024 * 1024
export const INBOUND_EMAIL_TEXT_MAX_CHARS = 100_000
/**
 * The longest Message-ID kept (RFC 5322's line limit). A longer one is refused, never cut: two
 * deliveries whose ids share a prefix would otherwise be taken for one and the second lost.
 */
export const INBOUND_MESSAGE_ID_MAX_CHARS = 998
/** A raw message pasted for a manual import. */
export const MANUAL_IMPORT_MAX_CHARS = 200_000

/** Where the shared secret may travel: this header, or the password of HTTP basic auth. */
export const INBOUND_SECRET_HEADER = 'x-inbound-secret'

/**
 * How a reply names its thread (checked in this order; the first id that is a known thread wins):
 * 1. the plus-address of a recipient: reply+<threadId>@your-domain;
 * 2. an In-Reply-To or References message id: <threadId@...> or <reply+threadId@...>;
 * 3. a token in the subject: [thread:<threadId>].
 */
export const THREAD_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{3,127}$/
export const threadReplyAddress = (threadId: string, domain: string) =>
  `reply+${threadId}@${domain}`
export const threadSubjectToken = (threadId: string) => `[thread:${threadId}]`

export const EMAIL_ROUTING_TEXTS = {
  title: 'Email Routing Logs',
  description: 'Inbound e-mail replies routed to conversations, newest first.',
  searchLabel: 'Search logs',
  searchPlaceholder: 'Search by sender, recipient, subject or thread',
  statusLabel: 'Status',
  typeLabel: 'Type',
  all: 'all',
  refresh: 'Refresh',
  viewFullMessage: 'View Full Message',
  /** 001 §8.1. */
  loadErrorTitle: 'Error Loading Email Logs',
  tryAgain: 'Try Again',
  empty: 'No email routing logs found',
  noSubject: 'No Subject',
  from: 'From',
  to: 'To',
  thread: 'Thread',
  error: 'Error',
  received: 'Received',
  /** Webhook failures, stored as error_message. */
  noThread: 'No known thread id in the recipient address, the reply headers or the subject.',
  unknownSender: (email: string) => `The sender ${email} is not a participant of this thread.`,
  noSenderAddress: 'The e-mail has no sender address.',
  noRecipient: 'The other party of this thread has no profile to receive the message.',
  /** Webhook answers. */
  disabled: 'Inbound e-mail is not configured on this server.',
  badSecret: 'Invalid or missing inbound e-mail secret.',
  unreadable: 'The inbound e-mail could not be read.',
  badMessageId: 'The Message-ID of the inbound e-mail is not valid.',
  /** Manual import. */
  manualImport: 'Manual import',
  manualImportHint: 'Paste a raw e-mail (headers, a blank line, then the body).',
  manualImportDone: 'E-mail imported',
  manualImportFailed: 'Import failed',
} as const

/**
 * The demo conversation (DESIGN decision 7: the demo seed fills what the screens show): the demo
 * reseller's application to the demo brand carries this e-mail thread id, so an inbound reply to
 * reply+demo-application-thread@… is routed between the two demo accounts.
 */
export const DEMO_APPLICATION_THREAD_ID = 'demo-application-thread'
