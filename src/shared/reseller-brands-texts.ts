/**
 * Available Brands of the reseller portal (001 §2.4, §4.6, §8.3, §9): the numbers and texts the
 * server's rules and the screen share. Texts from the spec are verbatim; the others say what
 * the spec's rule means in the fewest words.
 */

/** 001 §9: brand list page size and the pagination window. */
export const RESELLER_BRANDS_PAGE_SIZE = 50
export const RESELLER_BRANDS_PAGE_WINDOW = 5
/** 001 §9: the brand list is fresh for 2 minutes and kept for 5; the count fresh for 2. */
export const RESELLER_BRANDS_STALE_MS = 2 * 60 * 1000
export const RESELLER_BRANDS_GC_MS = 5 * 60 * 1000
export const RESELLER_BRANDS_COUNT_STALE_MS = 2 * 60 * 1000

/** 001 §2.4 / §9 badges. */
export const RECENTLY_APPLIED_DAYS = 7
export const LONG_WAIT_DAYS = 14

/** 001 §4.6 / §9 follow-ups: at most 3, the first 3 days after applying, later ones 7 days apart. */
export const MAX_FOLLOW_UPS = 3
export const FIRST_FOLLOW_UP_AFTER_DAYS = 3
export const NEXT_FOLLOW_UP_AFTER_DAYS = 7
export const FOLLOW_UP_TYPES = ['gentle_reminder', 'second_followup', 'final_followup'] as const
export type FollowUpType = (typeof FOLLOW_UP_TYPES)[number] | 'custom'

/** 001 §4.6: the type follows the number already sent. */
export function followUpTypeFor(sent: number): FollowUpType {
  return FOLLOW_UP_TYPES[sent] ?? 'custom'
}

/** 001 §2.4: the minimum order is 5 × the lowest wholesale price, or $1,000 without a price. */
export const MIN_ORDER_PRICE_MULTIPLIER = 5
export const MIN_ORDER_DEFAULT_USD = 1000

/** A proposal message: required, bounded. */
export const PROPOSAL_MESSAGE_MAX_LENGTH = 2000

/**
 * The status filters. 'approved' keeps the brands the reseller may sell now (an authorization in
 * force, issue 13) and the rare approved application without one; 'authorized' only the former;
 * 'not_applied' the brands with neither an application nor an authorization.
 */
export const APPLICATION_STATUS_FILTERS = [
  'all',
  'not_applied',
  'pending',
  'approved',
  'authorized',
  'rejected',
] as const
export type ApplicationStatusFilter = (typeof APPLICATION_STATUS_FILTERS)[number]

/**
 * What a card says of the reseller and the brand (issue 13), one thing at a time: the
 * authorization while it is in force ('authorized', or 'scheduled' before its start), the
 * application made after the authorization last changed (a reseller who applied again after a
 * revocation is 'pending'), else the authorization's status (suspended, revoked, expired), else
 * the application's, else 'not_applied'.
 */
export const BRAND_STANDINGS = [
  'not_applied',
  'pending',
  'approved',
  'rejected',
  'authorized',
  'scheduled',
  'suspended',
  'revoked',
  'expired',
] as const
export type BrandStanding = (typeof BRAND_STANDINGS)[number]

/**
 * A reseller may apply when they never did, and again when the brand rejected them or their
 * authorization was revoked or has expired; not while pending, authorized or suspended.
 */
export const APPLY_STANDINGS = ['not_applied', 'rejected', 'revoked', 'expired'] as const
export const canApplyFrom = (standing: BrandStanding): boolean =>
  (APPLY_STANDINGS as readonly BrandStanding[]).includes(standing)

/**
 * Issue 13 item 6: a brand's approval rate and response time come from its own decisions once it
 * has made this many; until then the figures an admin entered show, marked as such.
 */
export const BRAND_FIGURES_MIN_DECISIONS = 5
export type BrandFiguresSource = 'decisions' | 'listed'
/** The mark on figures an admin entered, on reseller cards and the public search. */
export const LISTED_FIGURES = 'Listed by the marketplace'
export const LISTED_FIGURES_HINT = `Entered by the marketplace; the brand's own figures show once it has decided ${BRAND_FIGURES_MIN_DECISIONS} applications.`

/** The follow-up filters (get_reseller_brands_optimized p_follow_up_filters); OR-ed. */
export const FOLLOW_UP_FILTERS = ['can_follow_up', 'waiting', 'followed_up', 'max_reached'] as const
export type FollowUpFilter = (typeof FOLLOW_UP_FILTERS)[number]

/** The time filters (p_time_filters); OR-ed. */
export const TIME_FILTERS = ['recently_applied', 'long_wait'] as const
export type TimeFilter = (typeof TIME_FILTERS)[number]

export const RESELLER_BRANDS_TEXTS = {
  title: 'Available Brands',
  subtitle: 'Discover brands and apply to become an authorized reseller',
  searchPlaceholder: 'Search brands by name, category or description...',
  searchLabel: 'Search brands',
  suggestions: 'Suggestions',
  filters: 'Filters',
  clearFilters: 'Clear filters',
  applicationStatus: 'Application status',
  followUps: 'Follow-ups',
  timing: 'Timing',
  statusLabels: {
    all: 'All brands',
    not_applied: 'Not applied',
    pending: 'Pending',
    approved: 'Approved',
    authorized: 'Authorized now',
    rejected: 'Rejected',
  } satisfies Record<ApplicationStatusFilter, string>,
  followUpLabels: {
    can_follow_up: 'Can follow up',
    waiting: 'Waiting to follow up',
    followed_up: 'Followed up',
    max_reached: 'Max follow-ups reached',
  } satisfies Record<FollowUpFilter, string>,
  timeLabels: {
    recently_applied: 'Recently Applied',
    long_wait: 'Long Wait',
  } satisfies Record<TimeFilter, string>,
  /** 001 §2.4: 'Showing n of m brands'. */
  counts: (shown: number, total: number) =>
    `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} brands`,
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previous: 'Previous',
  next: 'Next',
  minimumOrder: 'Minimum order',
  /** Issue 13 item 5: the brand's own minimums, each falling back to the 5× rule. */
  brandMinimums: (opening: string, reorder: string) =>
    `Opening order ${opening} · Reorders ${reorder}`,
  approvalRate: 'Approval rate',
  responseTime: 'Response time',
  hours: (h: number) => `${h} h`,
  /** Issue 13 item 6: the figures are the admin's until the brand has decided 5 applications. */
  listedFigures: LISTED_FIGURES,
  listedFiguresHint: LISTED_FIGURES_HINT,
  apply: 'Apply',
  applyAgain: 'Apply Again',
  applyTitle: (brand: string) => `Apply to ${brand}`,
  applyDescription:
    'Tell the brand about your business and why you would like to sell their products.',
  proposalLabel: 'Proposal message',
  proposalPlaceholder: 'Introduce your business, your marketplaces and your sales volume...',
  submit: 'Submit Application',
  submitting: 'Submitting...',
  cancel: 'Cancel',
  viewProducts: 'View Products',
  downloadLetter: 'Download Letter of Authorization',
  notApplied: 'Not applied',
  /** 001 §4.6 button states. */
  followUp: 'Follow Up',
  approved: 'Approved',
  rejected: 'Rejected',
  maxFollowUps: 'Max Follow-ups',
  /** Issue 13 item 8: the real wait until the next follow-up, by the server's clock. */
  wait: (amount: number, unit: 'day' | 'hour') =>
    `Wait ${amount} ${unit === 'day' ? 'Day' : 'Hour'}${amount === 1 ? '' : 's'}`,
  nextFollowUpAt: (date: string) => `Next follow-up possible on ${date}`,
  followUpsSent: (n: number) => `${n} of 3 follow-ups sent`,
  recentlyApplied: 'Recently Applied',
  longWait: 'Long Wait',
  /** The card's one status badge (issue 13). */
  standingBadge: {
    not_applied: 'Not applied',
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
    authorized: 'Authorized',
    scheduled: 'Authorized',
    suspended: 'Suspended',
    revoked: 'Revoked',
    expired: 'Expired',
  } satisfies Record<BrandStanding, string>,
  infoRequested: 'More information requested',
  infoRequestedDetail: (date: string) => `The brand asked for more information on ${date}.`,
  openMessages: 'Open Messages',
  rejectedReason: (reason: string) => `Reason: ${reason}`,
  covers: 'Covers',
  authorizedSince: (date: string) => `Since ${date}`,
  authorizedUntil: (date: string) => `Until ${date}`,
  authorizedFrom: (date: string) => `Starts on ${date}`,
  endedSince: (standing: 'suspended' | 'revoked' | 'expired', date: string) =>
    `${{ suspended: 'Suspended', revoked: 'Revoked', expired: 'Expired' }[standing]} since ${date}`,
  endedReason: (reason: string) => `Reason: ${reason}`,
  /** 001 §8.3 toasts. */
  applicationSubmitted: 'Application Submitted!',
  applicationSubmittedDescription: (brand: string) => `Your application to ${brand} has been sent.`,
  applicationFailed: 'Application Failed',
  followUpSent: 'Follow-up Sent',
  /** Ours: the reminder is queued with the follow-up; the outbox delivers it. */
  followUpSentDescription: 'Your reminder is on its way to the brand.',
  followUpRecorded: 'Follow-up Recorded',
  followUpFailed: 'Follow-up Failed',
  errorTitle: 'Error',
  loadFailed: 'Failed to load brands',
  retry: 'Try Again',
  /** 001 §8.3 empty states. */
  emptyAll: 'No brands available',
  emptySearch: 'No brands match your search',
  emptyFilters: 'No brands match your current filters',
  emptySearchAndFilters: 'No brands match your search and filters',
  /** Server answers. */
  alreadyApplied: 'You have already applied to this brand.',
  alreadyApproved: 'This brand has already approved your application.',
  alreadyAuthorized: 'You are already authorized to sell this brand.',
  authorizationSuspended:
    'Your authorization to sell this brand is suspended. You can apply again only once it is revoked or has expired; ask the brand in Messages.',
  brandNotFound: 'Brand not found',
  applicationNotFound: 'Application not found',
  proposalRequired: 'Please write a proposal message',
  proposalTooLong: `Proposal message must be at most ${PROPOSAL_MESSAGE_MAX_LENGTH} characters`,
  noNulBytes: 'Text must not contain NUL characters',
  limitReached: (limit: number) =>
    `You have reached your plan's limit of ${limit} brand applications this month. Upgrade your plan to apply to more brands.`,
  notPending: 'Follow-ups are possible only while the application is pending.',
  maxReached: 'You have already sent the maximum of 3 follow-ups for this application.',
  tooEarly: (date: string) => `The next follow-up is possible on ${date}.`,
  mailNotSent: 'The brand has no e-mail address on file, so no e-mail was sent.',
  mailFailed: 'The e-mail could not be sent yet; it is retried automatically.',
  mailSwitchedOff: 'The brand has switched off e-mail notifications.',
} as const
