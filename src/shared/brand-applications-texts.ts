/**
 * Issue 13, the brand's side: the applicant queue on the Resellers page (approve, reject, ask for
 * more information) and the management of authorizations (suspend, revoke, reinstate, invite).
 * Every text and number the screens, the API and the mails share.
 */
import {
  AUTHORIZATION_MARKETPLACE_LABELS,
  AUTHORIZATION_STATUS_LABELS,
  type AuthorizationChange,
  type AuthorizationStatus,
  type CoveredMarketplace,
} from './authorizations.ts'

/** The queue's two tabs: the applications waiting for the brand, and the ones it decided. */
export const APPLICATION_TABS = ['pending', 'decided'] as const
export type ApplicationTab = (typeof APPLICATION_TABS)[number]

/** The queue, a page at a time (a busy brand gets hundreds). */
export const BRAND_APPLICATIONS_PAGE_SIZE = 20
/** A seller id, store name or store URL: Amazon's are 13–14 characters, a URL is longer. */
export const SELLER_ID_MAX_CHARS = 200
/** The reason a reseller reads when rejected, suspended or revoked. */
export const DECISION_REASON_MAX_CHARS = 1000
/** The brand's own words in an invitation mail. */
export const INVITATION_MESSAGE_MAX_CHARS = 1000
/**
 * Invitations by e-mail: a brand may send 20 an hour (enough to invite a list by hand, too few
 * to spam with), and one address gets at most 3 a day from all brands together.
 */
export const BRAND_INVITATIONS_PER_HOUR = 20
export const INVITATIONS_PER_RECIPIENT_PER_DAY = 3

/** The authorization filter on the Resellers page: every record by default, or one status. */
export const AUTHORIZATION_FILTERS = ['all', 'active', 'suspended', 'revoked', 'expired'] as const
export type AuthorizationFilter = (typeof AUTHORIZATION_FILTERS)[number]

export const BRAND_APPLICATION_CODES = {
  alreadyDecided: 'APPLICATION_ALREADY_DECIDED',
  invitationLimited: 'INVITATION_RATE_LIMITED',
  noEntry: 'BRAND_ENTRY_MISSING',
} as const

const dateOnly = (d: Date | string) => new Date(d).toISOString().slice(0, 10)

/** 'Amazon (A1SELLER), Walmart (10001)': what an authorization covers, in one line. */
export function coveredMarketplacesText(marketplaces: readonly CoveredMarketplace[]): string {
  return marketplaces
    .map((m) => `${AUTHORIZATION_MARKETPLACE_LABELS[m.marketplace]} (${m.sellerId})`)
    .join(', ')
}

export const BRAND_APPLICATIONS_TEXTS = {
  title: 'Applications',
  description: 'Resellers who applied to sell your brand. Approve, reject, or ask them for more.',
  tabs: { pending: 'Pending', decided: 'Decided' } satisfies Record<ApplicationTab, string>,
  tabsLabel: 'Applications by state',
  empty: {
    pending: 'No applications are waiting for you.',
    decided: 'No decided applications yet.',
  },
  loadFailed: 'Error loading applications',
  tryAgainLater: 'Please try again later',
  tryAgain: 'Try Again',
  premium: 'Premium reseller',
  premiumHint: 'On the Premium plan: their applications are listed first.',
  applied: (date: string) => `Applied ${date}`,
  followUps: (count: number) => `${count} ${count === 1 ? 'follow-up' : 'follow-ups'}`,
  infoRequested: (date: string) => `More information requested ${date}`,
  decided: (status: 'approved' | 'rejected', date: string | null) =>
    `${status === 'approved' ? 'Approved' : 'Rejected'}${date ? ` ${date}` : ''}`,
  reasonLabel: 'Reason given',
  fields: {
    contact: 'Contact',
    email: 'Email',
    phone: 'Phone',
    marketplaces: 'Marketplaces and seller IDs',
    storeLinks: 'Store links',
    categories: 'Categories',
    salesVolume: 'Sales volume',
    feedbackScore: 'Feedback score',
    businessType: 'Business type',
    documents: 'Documents',
    proposal: 'Proposal',
  },
  none: 'Not given',
  noProposal: 'No proposal message.',
  documents: {
    verified: 'Verified by the marketplace',
    rejected: 'Not verified by the marketplace',
    unreviewed: 'Not reviewed yet',
  },
  storeLink: (marketplace: string) => `${marketplace} store`,
  previousAuthorization: (status: AuthorizationStatus) =>
    `Previously authorized: ${AUTHORIZATION_STATUS_LABELS[status].toLowerCase()}`,
  approve: 'Approve',
  reject: 'Reject',
  askInfo: 'Ask for more information',
  message: 'Message',
  openingConversation: 'Opening…',
  openConversationFailed: 'Could not open the conversation',
  pageOf: (page: number, pages: number, total: number) =>
    `Page ${page} of ${pages} · ${total} ${total === 1 ? 'application' : 'applications'}`,
  previous: 'Previous',
  next: 'Next',
  approveDialog: {
    title: (company: string) => `Approve ${company}`,
    description:
      'Choose the marketplaces the authorization covers, with the seller ID on each. The reseller can order at once and download a Letter of Authorization.',
    marketplaces: 'Marketplaces covered',
    sellerId: (marketplace: string) => `${marketplace} seller ID`,
    endsAt: 'End date (optional)',
    endsAtHint: 'Leave empty for an authorization until you revoke it.',
    submit: 'Approve',
    cancel: 'Cancel',
    done: 'Application approved',
    doneDescription: (company: string) => `${company} is now authorized to sell your brand.`,
    failed: 'Failed to approve',
  },
  rejectDialog: {
    title: (company: string) => `Reject ${company}`,
    description: 'The reseller is told by e-mail and sees the reason on your brand card.',
    reason: 'Reason the reseller will see',
    submit: 'Reject',
    cancel: 'Cancel',
    done: 'Application rejected',
    failed: 'Failed to reject',
  },
  askDialog: {
    title: (company: string) => `Ask ${company} for more information`,
    description:
      'Your message starts a conversation in Messages; the application stays pending until you decide.',
    message: 'Message',
    submit: 'Send',
    cancel: 'Cancel',
    done: 'Message sent',
    failed: 'Failed to send message',
  },
  api: {
    noEntry: 'Your brand is not in the brands directory yet.',
    alreadyDecided: (status: 'approved' | 'rejected', decidedAt: Date | string | null) =>
      `This application was already ${status}${decidedAt ? ` on ${dateOnly(decidedAt)}` : ''}: it cannot be decided again.`,
    notPendingForInfo: (status: 'approved' | 'rejected') =>
      `This application was already ${status}: write to the reseller from Messages instead.`,
  },
  validation: {
    marketplacesRequired: 'Choose at least one marketplace.',
    sellerIdRequired: 'Enter the seller ID for each marketplace you choose.',
    sellerIdTooLong: `A seller ID must be at most ${SELLER_ID_MAX_CHARS} characters.`,
    duplicateMarketplace: 'Each marketplace can be chosen once.',
    endsAtInvalid: 'Enter the end date as a date (YYYY-MM-DD).',
    endsAtPast: 'The end date must be today or later.',
    reasonRequired: 'Please give a reason.',
    reasonTooLong: `The reason must be at most ${DECISION_REASON_MAX_CHARS} characters.`,
    messageRequired: 'Please write a message.',
  },
} as const

export const AUTHORIZATION_MANAGEMENT_TEXTS = {
  statusFilter: 'Authorization',
  statusFilterLabel: 'Authorization status',
  statusFilters: {
    all: 'All statuses',
    active: AUTHORIZATION_STATUS_LABELS.active,
    suspended: AUTHORIZATION_STATUS_LABELS.suspended,
    revoked: AUTHORIZATION_STATUS_LABELS.revoked,
    expired: AUTHORIZATION_STATUS_LABELS.expired,
  } satisfies Record<AuthorizationFilter, string>,
  since: (date: string) => `Since ${date}`,
  until: (date: string) => `Until ${date}`,
  noEnd: 'No end date',
  noMarketplaces: 'No marketplaces listed',
  grantedByAdmin: 'Granted by a marketplace admin',
  reason: (reason: string) => `Reason: ${reason}`,
  actions: {
    suspend: 'Suspend',
    revoke: 'Revoke',
    reinstate: 'Reinstate',
  } satisfies Record<AuthorizationChange, string>,
  dialog: {
    title: (change: AuthorizationChange, company: string) =>
      `${{ suspend: 'Suspend', revoke: 'Revoke', reinstate: 'Reinstate' }[change]} ${company}`,
    description: {
      suspend:
        'The reseller loses ordering rights, product access and their Letter of Authorization at once, until you reinstate them.',
      revoke:
        'The authorization ends now: the reseller loses ordering rights, product access and their Letter of Authorization. They may apply again.',
      reinstate:
        'The authorization is active again with its marketplaces and term: the reseller can order at once.',
    } satisfies Record<AuthorizationChange, string>,
    reason: 'Reason the reseller will see',
    cancel: 'Cancel',
    done: {
      suspend: 'Authorization suspended',
      revoke: 'Authorization revoked',
      reinstate: 'Authorization reinstated',
    } satisfies Record<AuthorizationChange, string>,
    failed: 'Failed to change the authorization',
  },
  invite: {
    open: 'Invite a reseller',
    title: 'Invite a reseller',
    description:
      'We e-mail them an invitation to apply to sell your brand: a reseller already on the marketplace gets a link to your brand, anyone else a link to apply to the marketplace.',
    email: 'Email',
    message: 'Message (optional)',
    submit: 'Send Invitation',
    cancel: 'Cancel',
    done: 'Invitation sent',
    doneDescription: (email: string) => `We e-mailed ${email} an invitation.`,
    failed: 'Failed to send the invitation',
    limited: (minutes: number) =>
      `Too many invitations: try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    recipientLimited: 'This address has had enough invitations for today: try again tomorrow.',
    invalidEmail: 'Please enter a valid email address',
  },
  validation: {
    reasonRequired: 'Please give a reason the reseller will see.',
  },
} as const

/** How the mails and the letter name a status change, in the past tense. */
export const CHANGE_PAST: Record<AuthorizationChange, string> = {
  suspend: 'suspended',
  revoke: 'revoked',
  reinstate: 'reinstated',
}
