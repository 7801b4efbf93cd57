/**
 * Issue 14: what the brand protection routes answer, shared by the server and the screens.
 * Money is a string with 2 decimals; times are ISO strings.
 */
import type { AuthorizationMarketplace } from './authorizations.ts'
import type { LadderStep, NoticeTemplateText } from './enforcement-texts.ts'
import type { ColumnMapping, ListingSource } from './listings.ts'
import type { ListingImportWarnings } from './listing-warnings.ts'
import type {
  DisputeStatus,
  EnforcementEvent,
  EnforcementStep,
  FindingKind,
  FindingStatus,
  InvestigationStatus,
  ListingImportStatus,
  SellerMatchMethod,
  ToleranceKind,
  Verdict,
} from './protection.ts'

/** A brand's entry, or null when the brand has none yet (the screens say so). */
export interface EntryRef {
  id: string
  name: string
}

export interface FindingListItem {
  id: string
  kind: FindingKind
  status: FindingStatus
  marketplace: AuthorizationMarketplace | string
  product: { id: string; name: string; sku: string | null } | null
  listing: { id: string | null; title: string | null; url: string | null }
  seller: { name: string | null; sellerId: string | null; groupId: number }
  reseller: { id: string; company: string | null } | null
  /** In `currency`, as the MAP (converted with the brand's rate when it had none of its own). */
  advertisedPrice: string
  mapPrice: string | null
  /** ISO 4217 code of the listing's prices (decision 013); null: the source did not say. */
  currency: string | null
  /** In MAP_CURRENCY. */
  atRisk: string
  openedAt: string
  lastObservedAt: string
  closedAt: string | null
  step: EnforcementStep | null
  deadline: string | null
  disputeStatus: DisputeStatus | null
  markedFixedAt: string | null
  /** The leak investigation of an unauthorized seller's storefront group. */
  investigationId: string | null
  /**
   * Where the finding's first evidence came from (an import's file, the listings API, a
   * monitoring connector: Amazon, Keepa, eBay) and when that listing was observed.
   */
  source: ListingSource
  foundAt: string
}

export interface FindingsPage {
  entry: EntryRef | null
  items: FindingListItem[]
  total: number
  page: number
  pageSize: number
  /** Open findings of each kind (the tabs' counts). */
  openCounts: Record<FindingKind, number>
  /** What the filters offer. */
  resellers: { id: string; company: string | null }[]
  /** A re-detection is asked for or running: the figures are being updated. */
  recalculating: boolean
}

export interface EvidenceItem {
  importId: string
  importLabel: string
  source: ListingSource
  rowNo: number
  observedAt: string
  recordedAt: string
  verdict: Verdict
  advertisedPrice: string
  mapPrice: string | null
  /** ISO 4217 code of the two amounts above; null: the source did not say. */
  currency: string | null
  rule: string
  rawSha256: string
  /** The source row exactly as it was in the file (or as the API sent it). */
  raw: string | null
}

export interface EnforcementActionItem {
  id: number
  event: EnforcementEvent
  actor: string
  note: string | null
  deadline: string | null
  at: string
  attachment: { name: string; url: string } | null
}

export interface FindingDetail {
  finding: FindingListItem & { quantity: number | null; closedReason: string | null }
  evidence: EvidenceItem[]
  actions: EnforcementActionItem[]
  /** What the brand can do next on it (null on the reseller's side). */
  enforcement: {
    ladder: LadderStep[]
    nextStep: EnforcementStep | null
    /** Why the next step cannot be taken now, or null when it can. */
    blockedReason: string | null
  } | null
}

export interface EnforcementSettingsView {
  ladder: LadderStep[]
  templates: Record<EnforcementStep, NoticeTemplateText>
  autoFirstNotice: boolean
  customised: boolean
  placeholders: Record<string, string>
}

export interface CandidateReason {
  kind:
    | 'bought_listed_products'
    | 'units'
    | 'recency'
    | 'order_size'
    | 'excluded_marketplace'
    | 'not_in_force'
  text: string
}

export interface CandidateSource {
  resellerId: string
  company: string | null
  email: string | null
  /** 0–100: how strongly the evidence points at this buyer. */
  score: number
  productsBought: number
  productsListed: number
  unitsBought: number
  unitsListed: number
  lastPurchaseAt: string | null
  authorization: {
    status: string
    marketplaces: string[]
  } | null
  reasons: CandidateReason[]
}

export interface InvestigationListItem {
  id: string
  status: InvestigationStatus
  sellerName: string | null
  storefronts: number
  marketplaces: string[]
  openListings: number
  firstSeenAt: string
  lastSeenAt: string
  /** The likeliest source, with its first reason (the order that points at it). */
  topCandidate: { company: string | null; score: number; reason: string | null } | null
  updatedAt: string
}

export interface InvestigationDetail {
  investigation: InvestigationListItem & {
    notes: string | null
    sourceReseller: { id: string; company: string | null } | null
  }
  storefronts: {
    id: number
    marketplace: string
    sellerId: string | null
    name: string | null
    businessName: string | null
    businessAddress: string | null
    firstSeenAt: string
    lastSeenAt: string
  }[]
  listings: {
    findingId: string
    product: string | null
    marketplace: string
    listingId: string | null
    url: string | null
    advertisedPrice: string
    mapPrice: string | null
    /** ISO 4217 code of the two amounts above; null: the source did not say. */
    currency: string | null
    quantity: number | null
    firstSeenAt: string
    lastObservedAt: string
    status: FindingStatus
  }[]
  candidates: CandidateSource[]
  events: {
    fromStatus: InvestigationStatus | null
    toStatus: InvestigationStatus
    note: string | null
    actor: string
    at: string
  }[]
}

export interface ListingImportItem {
  id: string
  source: ListingSource
  label: string
  status: ListingImportStatus
  startedAt: string
  finishedAt: string | null
  startedBy: string | null
  observedAt: string
  fileBytes: number | null
  summary: {
    rowsRead: number
    matched: number
    unmatched: number
    rejected: number
    rejections: { reason: string; count: number; rows: number[] }[]
    /** Rows imported without one of their values (a URL that is not http or https). */
    leftOut?: { reason: string; count: number; rows: number[] }[]
    duplicates: number
    findingsOpened: Partial<Record<FindingKind, number>>
    findingsClosed: number
    /** Findings open after the import on the listings it saw, by kind (absent before it was kept). */
    stillOpen?: Partial<Record<FindingKind, number>>
    stale: number
    durationMs: number
    /** The rows' warnings by kind; absent in summaries written before warnings were kept. */
    warnings?: ListingImportWarnings
  } | null
  error: string | null
}

export interface ImportPreview {
  /** null: no known format, a mapping is needed. */
  format: { id: ListingSource; label: string; needsSeller: boolean } | null
  fileKind: 'delimited' | 'xlsx'
  header: string[]
  mapping: ColumnMapping
  /** A mapping remembered for this header, and its source name. */
  rememberedSource: string | null
  /** What keeps the mapping from reading the file, in plain words; empty when it can. */
  mappingProblems: string[]
  sample: { line: number; ok: boolean; text: string }[]
}

export interface UnmatchedListing {
  marketplace: string
  listingId: string
  title: string | null
  gtin: string | null
  sku: string | null
  offers: number
  proposals: { productId: string; name: string; sku: string | null; similarity: number }[]
}

export interface MapProduct {
  id: string
  name: string
  sku: string | null
  gtin: string | null
  /** Before promotions. */
  currentMap: string | null
  /** With promotions running now. */
  effectiveMap: string | null
  /** Every version in every currency (MAP_CURRENCY's are what currentMap and effectiveMap read). */
  history: {
    id: string
    mapPrice: string | null
    currency: string
    effectiveFrom: string
    scheduled: boolean
  }[]
}

export interface PromotionItem {
  id: string
  name: string
  startsAt: string
  endsAt: string
  percentOff: string | null
  status: 'scheduled' | 'running' | 'ended' | 'cancelled'
  products: { productId: string; name: string; promoMapPrice: string | null }[]
}

export interface PolicyVersion {
  id: string
  version: number
  text: string
  shippingCounts: boolean
  couponsCount: boolean
  subscribeSaveCounts: boolean
  businessPriceCounts: boolean
  cartPriceCounts: boolean
  toleranceKind: ToleranceKind
  toleranceValue: string
  publishedAt: string
  acknowledged: number
}

/** A dated exchange rate: 1 unit of `currency` is `rate` units of MAP_CURRENCY from then on. */
export interface ExchangeRateView {
  id: string
  currency: string
  rate: string
  effectiveFrom: string
}

export interface PolicyView {
  entry: EntryRef | null
  current: PolicyVersion | null
  versions: PolicyVersion[]
  /** Resellers in force and the newest version each acknowledged. */
  resellers: {
    id: string
    company: string | null
    acknowledgedVersion: number | null
    acknowledgedAt: string | null
  }[]
}

export interface ApiKeyItem {
  id: string
  name: string
  prefix: string
  createdAt: string
  lastUsedAt: string | null
  revokedAt: string | null
}

/** A bulk step's answer: what was sent and what was skipped, each finding with its reason. */
export interface BulkStepResult {
  sent: {
    findingId: string
    label: string
    step: EnforcementStep
    deadline: string | null
    /** Sent by an earlier copy of this same request (its batchKey): not sent twice. */
    already: boolean
  }[]
  skipped: { findingId: string; label: string; code: string; reason: string }[]
  /** Notices sent: one message and one mail per reseller. */
  notices: number
}

/** A takedown packet of an unknown seller: at most PROTECTION_LIMITS.takedownAsinsMax listing ids. */
export interface TakedownPacketItem {
  number: number
  of: number
  marketplace: string
  listingIds: string[]
}

/**
 * Whose a seller's own report can be (the import's "Whose listings are these?"): an authorized
 * reseller's seller id (`name` its company), or another storefront seen (`name` the storefront's).
 */
export interface SellerChoiceItem {
  marketplace: string
  sellerId: string
  name: string | null
  resellerId: string | null
  kind: 'reseller' | 'storefront'
  /** The storefront's own name on the marketplace, when it has been seen. */
  storefront: string | null
}

/** A storefront, whom it is matched to, and the brand's resellers it can be confirmed as. */
export interface StorefrontResellerView {
  storefront: {
    id: number
    marketplace: string
    sellerId: string | null
    name: string | null
    reseller: { id: string; company: string | null } | null
    matchMethod: SellerMatchMethod | null
    /** The reseller the brand confirmed (null: none); seller ids still match first. */
    confirmedResellerId: string | null
  }
  /** Every reseller with an authorization record from the brand, with its status. */
  choices: { resellerId: string; company: string; status: string }[]
}
