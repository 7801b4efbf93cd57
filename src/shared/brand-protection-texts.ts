/**
 * Issue 14: the words of the brand's Brand Protection screens (the findings sorted into the three
 * kinds, one finding with its evidence and enforcement, a leak investigation), and the formats
 * they show money, gaps and times in.
 */
import { AUTHORIZATION_MARKETPLACE_LABELS } from './authorizations.ts'
import {
  ENFORCEMENT_STEP_LABELS,
  FINDING_KIND_LABELS,
  INVESTIGATION_STATUS_LABELS,
  type EnforcementEvent,
  type EnforcementStep,
  type FindingKind,
  type FindingStatus,
  type InvestigationStatus,
  type Verdict,
} from './protection.ts'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const count = new Intl.NumberFormat('en-US')

/** '$1,234.50' from the API's 2-decimal strings. */
export const formatMoney = (amount: string | number) => usd.format(Number(amount))

const currencyFormats = new Map<string, Intl.NumberFormat>([['USD', usd]])

/**
 * An amount in its own currency, as Intl writes it in en-US: '$49.99', '€43.19', '£12.00',
 * 'CA$20.00' (decision 013: a price is shown in the currency it was observed in, never as
 * dollars). A currency that is unknown (null) or not an ISO code shows the bare amount with the
 * code, if any: '43.19' or '43.19 XYZ'.
 */
export function formatPrice(amount: string | number, currency: string | null | undefined) {
  const code = (currency ?? '').toUpperCase()
  let format = currencyFormats.get(code)
  if (!format && /^[A-Z]{3}$/.test(code)) {
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code })
      currencyFormats.set(code, format)
    } catch {
      format = undefined
    }
  }
  if (format) return format.format(Number(amount))
  const bare = Number(amount).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  return code ? `${bare} ${code}` : bare
}
export const formatCount = (n: number) => count.format(n)

/** 'Nov 20, 2026, 10:00 AM' in the viewer's time zone. */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })
export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' })

/** A marketplace's name; a value the list does not know is shown as it is. */
export const marketplaceLabel = (marketplace: string) =>
  (AUTHORIZATION_MARKETPLACE_LABELS as Record<string, string>)[marketplace] ?? marketplace

/**
 * How far below MAP an advertised price is: null when there is no MAP or it is not below.
 * `amount` has 2 decimals; `percent` is the gap as a share of MAP, in percent, unrounded.
 */
export function mapGap(
  advertised: string,
  map: string | null,
): { amount: string; percent: number } | null {
  if (map === null) return null
  const cents = Math.round(Number(map) * 100) - Math.round(Number(advertised) * 100)
  if (!(cents > 0)) return null
  return { amount: (cents / 100).toFixed(2), percent: cents / Number(map) }
}

/**
 * A percentage with as many decimals as it needs to say something: 20%, 4.4%, 0.04%, never a
 * gap shown as "0%" (a 2-cent gap on $45 is 0.04%, not nothing).
 */
export function formatPercent(percent: number): string {
  if (percent > 0 && percent < 0.01) return '<0.01%'
  const digits = percent >= 10 ? 0 : percent >= 1 ? 1 : 2
  return `${Number(percent.toFixed(digits)).toLocaleString('en-US', { maximumFractionDigits: digits })}%`
}

const plural = (n: number, one: string, many = `${one}s`) =>
  `${formatCount(n)} ${n === 1 ? one : many}`

/** The tabs of the list: the three kinds, then the leak investigations. */
export const PROTECTION_TABS = [
  'map_violation',
  'scope_violation',
  'unauthorized_seller',
  'investigations',
] as const
export type ProtectionTab = (typeof PROTECTION_TABS)[number]

/** The status filter of the list: one status, or every finding. */
export const FINDING_STATUS_FILTERS = ['open', 'cured', 'withdrawn', 'superseded', 'all'] as const
export type FindingStatusFilter = (typeof FINDING_STATUS_FILTERS)[number]

const KIND_PLURALS: Record<FindingKind, string> = {
  map_violation: `${FINDING_KIND_LABELS.map_violation}s`,
  scope_violation: `${FINDING_KIND_LABELS.scope_violation}s`,
  unauthorized_seller: `${FINDING_KIND_LABELS.unauthorized_seller}s`,
}

/** The label of the button that takes each step, and what it did. */
const STEP_ACTIONS: Record<EnforcementStep, { button: string; done: string }> = {
  notice: { button: 'Send notice', done: 'Notice sent' },
  second_notice: { button: 'Send second notice', done: 'Second notice sent' },
  order_hold: { button: 'Place order hold', done: 'Orders put on hold' },
  suspension: { button: 'Suspend authorization', done: 'Authorization suspended' },
  termination: { button: 'Terminate authorization', done: 'Authorization terminated' },
}

const cureText = (days: number) =>
  days > 0
    ? `It has ${plural(days, 'business day')} to cure the listing before you can take the next step.`
    : 'No cure period follows this step.'

export const BRAND_PROTECTION_TEXTS = {
  loadingLabel: 'Loading brand protection',
  tryAgain: 'Try again',
  tryLater: 'Please try again in a moment.',
  back: 'Back to Brand Protection',
  unknownSeller: 'Unknown seller',
  none: '—',

  list: {
    loadError: 'Brand protection could not be loaded',
    importListings: 'Import listings',
    policy: 'MAP policy and enforcement',
    recalculating: {
      title: 'Recalculating…',
      body: 'Your findings are being updated after a change (a storefront’s details, a MAP or an authorization). This page refreshes when it is done.',
    },
    noListings: {
      title: 'No listings imported yet',
      body: 'Brand Protection compares the marketplace listings of your products with your MAP and your authorizations. Import a listings file (an Amazon All Listings Report, a Keepa export, a Walmart report or any CSV or XLSX) or connect a monitoring service, and what breaks your policy shows here.',
      action: 'Import listings',
    },
    kpis: {
      label: 'Brand protection figures',
      map: 'Open MAP violations',
      mapHint: 'Your authorized resellers advertising below MAP',
      scope: 'Open scope violations',
      scopeHint: 'Your resellers on marketplaces their authorization does not cover',
      unauthorized: 'Unauthorized sellers',
      unauthorizedHint: 'Sellers listing your products without an authorization in force',
      atRisk: 'Revenue at risk',
      atRiskHint: 'Units listed below MAP × the price gap, over the open findings',
    },
    tabsLabel: 'Kinds of finding',
    tabs: {
      ...KIND_PLURALS,
      investigations: 'Investigations',
    } satisfies Record<ProtectionTab, string>,
    openCount: (n: number) => `${formatCount(n)} open`,
    filters: {
      label: 'Filters',
      status: 'Status',
      statuses: {
        open: 'Open',
        cured: 'Cured',
        withdrawn: 'Withdrawn',
        superseded: 'Superseded',
        all: 'All statuses',
      } satisfies Record<FindingStatusFilter, string>,
      marketplace: 'Marketplace',
      allMarketplaces: 'All marketplaces',
      reseller: 'Reseller',
      allResellers: 'All resellers',
      search: 'Search findings',
      searchPlaceholder: 'Product, listing, seller or reseller',
      clear: 'Clear filters',
    },
    columns: {
      product: 'Product',
      seller: 'Seller',
      reseller: 'Reseller',
      marketplace: 'Marketplace',
      price: 'Advertised vs MAP',
      atRisk: 'Revenue at risk',
      observed: 'Observed',
      enforcement: 'Enforcement',
      dispute: 'Dispute',
      investigation: 'Investigation',
    },
    tableLabel: (kind: FindingKind) => KIND_PLURALS[kind],
    // Lower case in a sentence, but an acronym (MAP) keeps its capitals.
    empty: (kind: FindingKind) =>
      `No open ${KIND_PLURALS[kind].replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase())}`,
    emptyHint: 'Findings appear here when an imported listing breaks your policy.',
    emptyFiltered: 'No findings match these filters',
    emptyFilteredHint: 'Change the status, marketplace, reseller or search.',
    // Both amounts are in the listing's currency (the MAP converted when it had none of its own).
    advertisedVsMap: (advertised: string, map: string | null, currency: string | null = 'USD') =>
      map === null
        ? `${formatPrice(advertised, currency)}, no MAP`
        : `${formatPrice(advertised, currency)} vs ${formatPrice(map, currency)}`,
    gap: (amount: string, percent: number, currency: string | null = 'USD') =>
      `${formatPrice(amount, currency)} below MAP (${formatPercent(percent)})`,
    notStarted: 'No step yet',
    cureBy: (date: string) => `Cure by ${date}`,
    markedFixed: 'Marked fixed by the reseller',
    openInvestigation: 'Investigation',
    openInvestigationOf: (seller: string) => `Open the investigation of ${seller}`,
    sellerId: (id: string) => `Seller id ${id}`,
    pageOf: (page: number, pages: number, total: number) =>
      `Page ${formatCount(page)} of ${formatCount(pages)} (${plural(total, 'finding')})`,
    previous: 'Previous',
    next: 'Next',
  },

  investigations: {
    tableLabel: 'Leak investigations',
    description:
      'Each unknown seller (its storefronts grouped) is investigated: which of your wholesale buyers is likely its source.',
    columns: {
      seller: 'Seller',
      status: 'Status',
      storefronts: 'Storefronts',
      marketplaces: 'Marketplaces',
      openListings: 'Open listings',
      topCandidate: 'Top candidate source',
      lastSeen: 'Last seen',
    },
    empty: 'No unknown sellers yet',
    emptyHint:
      'When an imported listing comes from a seller that is not your reseller, it is investigated here.',
    noCandidate: 'No candidate among your buyers',
    candidate: (company: string, score: number) => `${company} (score ${score})`,
    loadError: 'The investigations could not be loaded',
  },

  finding: {
    loadError: 'This finding could not be loaded',
    notFound: 'This finding was not found',
    notFoundBody: 'It may belong to another brand, or the link is incomplete.',
    heading: (product: string | null, kind: FindingKind) =>
      `${product ?? 'Unmatched product'}: ${FINDING_KIND_LABELS[kind]}`,
    summary: {
      title: 'Summary',
      seller: 'Seller',
      reseller: 'Reseller',
      marketplace: 'Marketplace',
      listing: 'Listing',
      openListing: 'Open the listing',
      advertised: 'Advertised price',
      map: 'MAP',
      noMap: 'No MAP',
      gap: 'Below MAP by',
      notBelow: 'Not below MAP',
      units: 'Units offered',
      unitsUnknown: 'Not reported',
      atRisk: 'Revenue at risk',
      opened: 'Opened',
      lastObserved: 'Last observed',
      status: 'Status',
      closedReason: 'Why it closed',
    },
    evidence: {
      title: 'Evidence',
      description:
        'Every observation of this listing with the row it came from. The SHA-256 fingerprint of each row proves it against the source file.',
      tableLabel: 'Evidence',
      columns: {
        observed: 'Observed',
        source: 'Source',
        verdict: 'Verdict',
        advertised: 'Advertised',
        map: 'MAP',
        rule: 'Rule',
        sha: 'SHA-256',
        raw: 'Raw row',
      },
      row: (label: string, rowNo: number) => `${label}, row ${formatCount(rowNo)}`,
      recorded: (date: string) => `Recorded ${date}`,
      copySha: (rowNo: number) => `Copy the SHA-256 of row ${rowNo}`,
      showRaw: 'Show raw row',
      rawMissing: 'Not kept',
      empty: 'No evidence recorded.',
    },
    enforcement: {
      title: 'Enforcement',
      description:
        'Your ladder: you take each step yourself, one after the other, once the cure period of the last one has run out.',
      ladderLabel: 'Enforcement ladder',
      current: 'Current step',
      taken: 'Taken',
      cureDays: (days: number) =>
        days > 0 ? `${plural(days, 'business day')} to cure` : 'No cure period',
      deadline: (date: string) => `Cure by ${date}`,
      noStep: 'No step has been taken yet.',
      currentStep: (step: EnforcementStep) => `Current step: ${ENFORCEMENT_STEP_LABELS[step]}`,
      nextStep: (step: EnforcementStep) => `Next step: ${ENFORCEMENT_STEP_LABELS[step]}`,
      button: (step: EnforcementStep) => STEP_ACTIONS[step].button,
      done: (step: EnforcementStep) => STEP_ACTIONS[step].done,
      failed: 'The step could not be taken',
      noteLabel: 'Personal note (optional)',
      noteHint: 'Added to what the reseller reads.',
      cancel: 'Cancel',
      dialogTitle: (step: EnforcementStep, reseller: string) =>
        `${STEP_ACTIONS[step].button} to ${reseller}?`,
      /** What taking a step does: who is told, what it blocks, how long the reseller has. */
      consequences: (step: EnforcementStep, reseller: string, cureDays: number): string => {
        switch (step) {
          case 'notice':
          case 'second_notice':
            return `${reseller} receives the ${step === 'notice' ? 'notice' : 'second notice'} as a message in its portal and by e-mail, with the evidence. ${cureText(cureDays)} Nothing is blocked yet.`
          case 'order_hold':
            return `${reseller} is told by message and e-mail, and its new orders to your brand are refused until a compliant observation of this listing comes in; the hold then lifts on its own. ${cureText(cureDays)}`
          case 'suspension':
            return `${reseller} is told by message and e-mail, and its authorization to sell your brand is suspended: its Letter of Authorization stops verifying and it can no longer see your products or order until you reinstate it. ${cureText(cureDays)}`
          case 'termination':
            return `${reseller} is told by message and e-mail, and its authorization to sell your brand is revoked: its Letter of Authorization is no longer valid and it can no longer order. This is the last step.`
        }
      },
      endOfLadder: 'Every step of your ladder has been taken.',
      unauthorized:
        'This seller is not one of your resellers, so no enforcement ladder applies. Find out where its stock comes from in the leak investigation.',
      openInvestigation: 'Open the investigation',
    },
    dispute: {
      title: 'Dispute',
      pending: (reseller: string) => `${reseller} disputes this finding.`,
      reason: 'Reason',
      proof: 'Proof',
      noProof: 'No proof attached',
      downloadProof: (name: string) => `Download proof (${name})`,
      noteLabel: 'Your note to the reseller',
      noteHint: 'Required. The reseller reads it with your decision.',
      accept: 'Accept dispute',
      reject: 'Reject dispute',
      acceptHint: 'Accepting withdraws the finding.',
      rejectHint: 'Rejecting keeps it open, and enforcement goes on.',
      accepted: 'Dispute accepted: the finding is withdrawn',
      rejected: 'Dispute rejected',
      failed: 'The decision could not be saved',
    },
    history: {
      title: 'History',
      label: 'Enforcement history',
      empty: 'Nothing has been done on this finding yet.',
      by: (actor: string) => `by ${actor}`,
      deadline: (date: string) => `Cure by ${date}`,
      attachment: (name: string) => `Attachment: ${name}`,
      events: {
        notice: 'Notice sent',
        second_notice: 'Second notice sent',
        order_hold: 'Orders put on hold',
        suspension: 'Authorization suspended',
        termination: 'Authorization terminated',
        marked_fixed: 'Marked fixed by the reseller',
        disputed: 'Disputed by the reseller',
        dispute_accepted: 'Dispute accepted',
        dispute_rejected: 'Dispute rejected',
        cured: 'Cured',
        hold_lifted: 'Order hold lifted',
      } satisfies Record<EnforcementEvent, string>,
    },
  },

  investigation: {
    loadError: 'This investigation could not be loaded',
    notFound: 'This investigation was not found',
    notFoundBody: 'It may belong to another brand, or the link is incomplete.',
    heading: (seller: string) => `Leak investigation: ${seller}`,
    description:
      'Where does this seller get your products? The candidates are your wholesale buyers who bought what it lists, ranked by how strongly the evidence points at them.',
    downloadPdf: 'Download evidence packet (PDF)',
    downloadCsv: 'Download evidence packet (CSV)',
    overview: (storefronts: number, listings: number, firstSeen: string) =>
      `${plural(storefronts, 'storefront')}, ${plural(listings, 'open listing')}, first seen ${firstSeen}`,
    storefronts: {
      title: 'Storefronts',
      description:
        'The seller’s storefronts. Storefronts that share a name, business name or address are grouped as one seller.',
      tableLabel: 'Storefronts',
      columns: {
        marketplace: 'Marketplace',
        sellerId: 'Seller id',
        name: 'Name',
        businessName: 'Business name',
        businessAddress: 'Business address',
        seen: 'Seen',
        actions: 'Actions',
      },
      seen: (first: string, last: string) => `${first} to ${last}`,
      edit: 'Edit',
      editOf: (name: string) => `Edit the details of ${name}`,
      dialogTitle: (name: string) => `Storefront details: ${name}`,
      dialogDescription:
        'Record the business name and address the marketplace shows for this storefront. Storefronts that share them are grouped as one seller, and your findings are recalculated.',
      businessName: 'Business name',
      businessAddress: 'Business address',
      save: 'Save details',
      cancel: 'Cancel',
      saved: 'Storefront details saved',
      savedDescription: 'Your findings are being recalculated.',
      failed: 'The details could not be saved',
    },
    listings: {
      title: 'Listings of your products',
      tableLabel: 'Listings of your products',
      columns: {
        product: 'Product',
        marketplace: 'Marketplace',
        listing: 'Listing',
        price: 'Advertised vs MAP',
        units: 'Units',
        firstSeen: 'First seen',
        lastObserved: 'Last observed',
        status: 'Status',
      },
      empty: 'No listings of your products.',
      open: (listing: string) => `Open the listing ${listing}`,
    },
    candidates: {
      title: 'Candidate sources',
      description:
        'Your wholesale buyers who bought the products this seller lists, most likely first. The score (0–100) weighs what they bought, how much, how recently, and what their authorization covers.',
      listLabel: 'Candidate sources, most likely first',
      score: (score: number) => `Score ${score} of 100`,
      reasons: 'Why',
      rank: (n: number) => `#${n}`,
      authorization: (status: string, marketplaces: readonly string[]) =>
        status === 'active'
          ? `Authorized on ${marketplaces.map(marketplaceLabel).join(', ') || 'no marketplace'}`
          : `Authorization ${status}`,
      noAuthorization: 'Not authorized for your brand',
      identified: 'Identified as the source',
      empty:
        'None of your wholesale buyers bought the products this seller lists: its stock may come from elsewhere (another distributor, retail arbitrage).',
    },
    status: {
      title: 'Status',
      description: 'Record how the investigation moves on, with a note for your team.',
      label: 'Status',
      note: 'Note',
      noteHint: 'Optional. Kept in the history.',
      source: 'Source',
      sourceHint: 'The wholesale buyer you identified as the source.',
      sourceNone: 'Not known yet',
      save: 'Update investigation',
      saved: 'Investigation updated',
      failed: 'The investigation could not be updated',
      current: (status: InvestigationStatus) => `Now: ${INVESTIGATION_STATUS_LABELS[status]}`,
      sourceIs: (company: string) => `Source: ${company}`,
    },
    history: {
      title: 'History',
      label: 'Investigation history',
      empty: 'No change yet.',
      opened: (to: InvestigationStatus) => `Opened as ${INVESTIGATION_STATUS_LABELS[to]}`,
      moved: (from: InvestigationStatus, to: InvestigationStatus) =>
        `${INVESTIGATION_STATUS_LABELS[from]} → ${INVESTIGATION_STATUS_LABELS[to]}`,
      by: (actor: string) => `by ${actor}`,
    },
  },

  statuses: {
    open: 'Open',
    cured: 'Cured',
    withdrawn: 'Withdrawn',
    superseded: 'Superseded',
  } satisfies Record<FindingStatus, string>,
  disputes: {
    pending: 'Disputed',
    accepted: 'Dispute accepted',
    rejected: 'Dispute rejected',
  },
  verdicts: {
    compliant: 'Compliant',
    map_violation: 'Below MAP',
    scope_violation: 'Outside authorization',
    unauthorized_seller: 'Unauthorized seller',
    unmatched: 'Not matched',
    no_map: 'No MAP',
    seller_unknown: 'Seller not named',
    not_judged: 'Not judged (currency or cart price)',
  } satisfies Record<Verdict, string>,
} as const

const ratio = (r: number) => `${r.toFixed(1)}×`

/**
 * A leak investigation's candidate sources: the reasons of each, in figures (decision 013 item 11,
 * leak-investigation/rank-candidates.ts).
 */
export const LEAK_CANDIDATE_TEXTS = {
  description:
    'Your wholesale buyers who bought the products this seller lists, most likely first. The score (0–100) weighs how shortly before the seller appeared they ordered, how unusual that order was for them, how many units against how many are listed, which products, and whether their authorization leaves them any outlet there.',
  leadOrder: (units: number, products: number, days: number) =>
    `Ordered ${plural(units, 'unit')} of ${plural(products, 'listed product')} ${days === 0 ? 'the day' : `${plural(days, 'day')} before`} the seller was first seen.`,
  againstHistory: (
    toLargest: number,
    largest: number,
    toMedian: number,
    median: number,
    basis: 'listed' | 'all',
  ) => {
    const of = basis === 'listed' ? 'of these products' : 'of your products'
    return toLargest <= 1.25
      ? `In line with its earlier orders ${of} (largest ${plural(largest, 'unit')}, median ${plural(Math.round(median), 'unit')}).`
      : `${ratio(toLargest)} its largest earlier order ${of} (${plural(largest, 'unit')}) and ${ratio(toMedian)} its median (${plural(Math.round(median), 'unit')}).`
  },
  firstOrder: 'Its first order of your products: no earlier order to compare its size with.',
  onlyAfter: (days: number) =>
    `Ordered them only after the seller was first seen (${days === 0 ? 'the same day' : `${plural(days, 'day')} after`}): that stock cannot have supplied its first listings.`,
  alsoAfter: (units: number) =>
    `Another ${plural(units, 'unit')} ordered after the seller was first seen (not counted).`,
  unitsAgainstListed: (units: number, listed: number, windowDays: number) =>
    `Bought ${plural(units, 'unit')} in the ${windowDays} days before the seller was first seen; the seller lists ${plural(listed, 'unit')}.`,
  unitsUnknownListed: (units: number, most: number, windowDays: number) =>
    `Bought ${plural(units, 'unit')} in the ${windowDays} days before the seller was first seen; the seller does not say how many it lists (the most any of your buyers bought then: ${plural(most, 'unit')}).`,
  productsInCommon: (
    before: number,
    bought: number,
    listed: number,
    names: readonly string[],
    more: number,
  ) =>
    `Bought ${plural(bought, 'product')} of the ${plural(listed, 'product')} this seller lists: ${names.join(', ')}${more > 0 ? ` and ${more} more` : ''}; ${before === bought ? (bought === 1 ? 'before' : 'all before') : before === 0 ? 'none before' : `${before} before`} the seller was first seen.`,
  noAuthorization: 'Has no authorization to sell your brand.',
  authorizationIs: (status: string) => `Its authorization is ${status}.`,
  excluded: (marketplaces: readonly string[]) =>
    `Its authorization does not cover ${marketplaces.map(marketplaceLabel).join(', ')}, where this seller lists.`,
  topReason: 'Why this buyer',
} as const
