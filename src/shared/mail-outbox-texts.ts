/**
 * The admin's Failed mail screen (issue 12): mails the outbox could not deliver, failed (retried
 * with backoff) or dead (given up), and Retry. Plain words: the screen is ours, not the spec's.
 */
export const MAIL_OUTBOX_STATUSES = ['failed', 'dead'] as const
export type MailOutboxProblem = (typeof MAIL_OUTBOX_STATUSES)[number]
/** The list's filter: both, or one of them. */
export const MAIL_OUTBOX_FILTERS = ['all', ...MAIL_OUTBOX_STATUSES] as const
export type MailOutboxFilter = (typeof MAIL_OUTBOX_FILTERS)[number]

export const MAIL_OUTBOX_TEXTS = {
  filterLabel: 'Show',
  filters: { all: 'Failed and dead', failed: 'Failed', dead: 'Dead' },
  statusLabels: { failed: 'Failed', dead: 'Dead' },
  empty: 'No failed mail. Every mail went out.',
  loadFailed: 'The failed mail could not be loaded.',
  refresh: 'Refresh',
  to: 'To',
  subject: 'Subject',
  kind: 'Kind',
  attempts: 'Attempts',
  lastError: 'Last error',
  next: 'Next attempt / dead since',
  actions: 'Actions',
  retry: 'Retry',
  retrying: 'Retrying…',
  /** The total line under the list, with {failed} and {dead}. */
  counts: (failed: number, dead: number) => `${failed} failed, ${dead} dead`,
  nextAt: (when: string) => `Next attempt ${when}`,
  deadSince: (when: string) => `Dead since ${when}`,
  retrySent: 'Mail sent.',
  retryQueued: 'The mail is queued and will be sent shortly.',
  retryFailed: 'The mail could not be sent again.',
  noSmtp: 'SMTP is not configured: the mail is due again and goes out once it is.',
  notFound: 'This mail is no longer in the outbox.',
  notRetryable: 'Only failed and dead mail can be retried.',
} as const
