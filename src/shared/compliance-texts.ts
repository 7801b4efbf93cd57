/**
 * Issue 14 items 1, 5 and 7: the words of the reseller's Compliance page — the brands' MAP
 * policies to acknowledge, the reseller's violations with their deadlines (mark fixed, dispute),
 * the MAP changes and promotions announced ahead, and its compliance score.
 */
import {
  AUTHORIZATION_MARKETPLACE_LABELS,
  type AuthorizationMarketplace,
} from './authorizations.ts'
import { formatPrice } from './brand-protection-texts.ts'
import {
  ENFORCEMENT_STEP_LABELS,
  type DisputeStatus,
  type EnforcementEvent,
  type FindingStatus,
  type ToleranceKind,
} from './protection.ts'

/** An amount in its own currency ('$49.00', '€43.19'); null is no MAP. */
export const money = (amount: string | null, currency: string | null = 'USD') =>
  amount === null ? 'no MAP' : formatPrice(amount, currency)

export const marketplaceName = (m: string) =>
  AUTHORIZATION_MARKETPLACE_LABELS[m as AuthorizationMarketplace] ?? m

export const percentText = (score: number) =>
  `${score.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

export const COMPLIANCE_TEXTS = {
  loadFailed: 'Your compliance could not be loaded',
  loading: 'Loading your compliance…',
  tryAgainLater: 'Please try again in a moment.',
  tryAgain: 'Try again',
  cancel: 'Cancel',
  close: 'Close',

  score: {
    title: 'Your compliance score',
    description: (days: number) =>
      `The share of your observed listings that were at or above MAP, on marketplaces your authorizations cover, over the last ${days} days.`,
    overallLabel: 'Overall',
    observations: (n: number) => `from ${count(n, 'observation', 'observations')}`,
    none: 'No listings of yours observed yet',
    noneHint:
      'Brands import marketplace listings; your score appears once one of your listings is observed.',
    byBrandLabel: 'Score per brand',
    columns: { brand: 'Brand', score: 'Score', observations: 'Observations' },
    notJudged: '—',
  },

  policies: {
    title: 'MAP policies',
    description:
      'The MAP policies of the brands you sell. Read each new version and acknowledge it: the brand records which version you acknowledged and when.',
    none: 'No MAP policy to read',
    noneHint: 'When a brand you sell publishes its MAP policy, it appears here.',
    heading: (brand: string, version: number) => `${brand}: MAP policy version ${version}`,
    published: (at: string) => `Published ${at}`,
    shippingCounts: 'Shipping counts in the advertised price',
    shippingExcluded: 'Shipping does not count in the advertised price',
    tolerance: (kind: ToleranceKind, value: string) =>
      Number(value) === 0
        ? 'No tolerance below MAP'
        : `Tolerance below MAP: ${kind === 'percent' ? `${Number(value)}%` : `$${Number(value).toFixed(2)}`}`,
    textRegion: (brand: string, version: number) => `${brand} MAP policy, version ${version}`,
    acknowledge: (version: number) => `I have read and acknowledge version ${version}`,
    acknowledging: 'Recording…',
    acknowledged: (version: number, at: string) => `You acknowledged version ${version} on ${at}`,
    olderAcknowledged: (version: number) =>
      `You acknowledged version ${version}; this version is new and waits for your acknowledgement.`,
    toAcknowledge: 'To acknowledge',
    done: 'Acknowledged',
    acknowledgedToast: (brand: string, version: number) =>
      `${brand}: version ${version} acknowledged`,
    acknowledgeFailed: 'Your acknowledgement could not be recorded',
  },

  violations: {
    title: 'Open violations',
    description:
      'Your listings a brand found below MAP or on a marketplace your authorization does not cover. Fix the listing before the deadline, or dispute the finding with your reason and proof.',
    none: 'No open violations',
    noneHint: 'Every listing of yours that brands observed is compliant.',
    columns: {
      listing: 'Listing',
      price: 'Advertised vs MAP',
      rule: 'Rule',
      step: 'Step and deadline',
      status: 'Your answer',
      actions: 'Actions',
    },
    brandProduct: (brand: string, product: string) => `${brand}: ${product}`,
    unknownProduct: 'Unmatched product',
    listingId: (id: string) => `Listing ${id}`,
    openListing: 'Open the listing',
    advertisedVsMap: (advertised: string, map: string | null, currency: string | null = 'USD') =>
      `${money(advertised, currency)} vs MAP ${money(map, currency)}`,
    noStep: 'No step taken yet',
    deadline: (at: string) => `Cure by ${at}`,
    deadlinePassed: (at: string) => `Deadline passed ${at}`,
    noAnswer: 'None yet',
    markedFixed: (at: string) => `Marked fixed ${at}; the next observation checks it`,
    dispute: {
      pending: 'Dispute pending: the brand decides',
      accepted: 'Dispute accepted',
      rejected: 'Dispute rejected',
    } satisfies Record<DisputeStatus, string>,
    viewDetails: 'View details',
    markFixed: 'Mark fixed',
    disputeAction: 'Dispute',
    closedTitle: 'Closed in the last 30 days',
    closedColumns: {
      listing: 'Listing',
      price: 'Advertised vs MAP',
      status: 'Status',
      closed: 'Closed',
    },
    statuses: {
      open: 'Open',
      cured: 'Cured',
      withdrawn: 'Withdrawn',
      superseded: 'Superseded',
    } satisfies Record<FindingStatus, string>,
  },

  markFixed: {
    title: 'Mark this violation fixed',
    description:
      'Tell the brand you have changed the listing. It stays open until the next observation of the listing checks it.',
    note: 'Note to the brand (optional)',
    notePlaceholder: 'Repriced to MAP on Amazon.',
    submit: 'Mark fixed',
    submitting: 'Sending…',
    done: 'Marked fixed',
    doneDescription: 'The next observation of the listing checks it.',
    failed: 'The violation could not be marked fixed',
  },

  disputeDialog: {
    title: 'Dispute this violation',
    description:
      'Explain why the finding is wrong, and add proof if you have it. The brand decides; no further step is taken while it does.',
    reason: 'Reason',
    reasonPlaceholder: 'Our listing was at MAP on that day; the screenshot shows the price.',
    proof: 'Proof (optional)',
    proofHint: 'A PDF, PNG or JPEG file of up to 10 MB.',
    submit: 'Send dispute',
    submitting: 'Sending…',
    done: 'Dispute sent',
    doneDescription: 'The brand decides it; you will see its answer here.',
    failed: 'The dispute could not be sent',
  },

  detail: {
    title: 'Violation details',
    loading: 'Loading the details…',
    loadFailed: 'The details could not be loaded',
    summary: 'Summary',
    evidenceTitle: 'Evidence',
    evidenceNone: 'No evidence recorded.',
    observed: (at: string) => `Observed ${at}`,
    recorded: (at: string) => `recorded ${at}`,
    source: (label: string, row: number) => `${label}, row ${row}`,
    sha: 'SHA-256',
    raw: 'The row as imported',
    historyTitle: 'History',
    historyNone: 'Nothing has happened on it yet.',
    by: (actor: string) => `by ${actor}`,
    deadline: (at: string) => `cure by ${at}`,
    attachment: (name: string) => `Proof: ${name}`,
    closedReason: (reason: string) => `Closed: ${reason}`,
  },

  events: {
    ...ENFORCEMENT_STEP_LABELS,
    marked_fixed: 'Marked fixed',
    disputed: 'Disputed',
    dispute_accepted: 'Dispute accepted',
    dispute_rejected: 'Dispute rejected',
    cured: 'Cured',
    hold_lifted: 'Order hold lifted',
  } satisfies Record<EnforcementEvent, string>,

  upcoming: {
    title: 'Coming up',
    description:
      'MAP changes and promotions the brands you sell announced ahead. Update your listings by their dates.',
    none: 'Nothing announced ahead',
    noneHint: 'Scheduled MAP changes and promotions of your brands appear here.',
    kinds: { map_change: 'MAP change', promotion: 'Promotion' },
    from: (at: string) => `From ${at}`,
    window: (start: string, end: string) => `${start} – ${end}`,
    /** A scheduled MAP version, in its own currency (decision 013). */
    mapDetail: (amount: string | null, currency: string) =>
      amount === null ? 'No MAP' : `MAP ${formatPrice(amount, currency)}`,
  },
} as const
