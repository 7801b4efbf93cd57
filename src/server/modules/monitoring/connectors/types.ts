/**
 * The contract between the scheduler (modules/monitoring) and each marketplace connector. A
 * connector turns one batch of the brand's products on one site into the provider's calls and
 * the provider's answers into observation drafts; it never touches the database. Every call it
 * makes first takes from the credential's shared budget (`ctx.budget.take`), so the rate holds on
 * any number of instances; when the budget is empty or the provider says "slow down" it stops
 * and says when to go on (`retryAt`), and the scheduler sends the rest again then.
 */
import type { ObservationDraft } from '#shared/listings.ts'
import type {
  MonitoredSiteId,
  MonitoringCredentials,
  MonitoringSource,
} from '#shared/monitoring.ts'

/** One product to check on the site, with what is known to find it by. */
export interface CheckItem {
  productId: string
  /** Known ASINs (Amazon) or item ids (eBay) of the product on this site, from earlier imports. */
  listingIds: string[]
  /** GTIN-14 of the product, when it has one. */
  gtin: string | null
  /** The brand's name, for searches by brand (eBay). */
  brandName: string
}

export interface CheckBatch {
  site: MonitoredSiteId
  items: CheckItem[]
}

/**
 * The provider's answer for one offer as received, kept as the observation's raw row and shown
 * on the finding: JSON of this object.
 */
export interface ProviderEvidence {
  provider: MonitoringSource
  /** The endpoint called, without credentials (no key in a query string). */
  request: string
  /** The provider's request id (x-amzn-RequestId, Keepa's timestamp, eBay's rlogid), if any. */
  requestId: string | null
  receivedAt: string
  /** The part of the answer that describes this offer, unchanged. */
  answer: unknown
}

export interface ConnectorObservation {
  productId: string
  /**
   * Stable per offer and check: the same offer seen by a retried check gets the same id, so it is
   * stored once (the unique index on brand and external id).
   */
  externalId: string
  draft: ObservationDraft
  evidence: ProviderEvidence
}

export interface ItemResult {
  productId: string
  /** The identifier the check used (ASIN, GTIN, item id). */
  identifier: string | null
  status: 'ok' | 'not_found' | 'failing'
  offersSeen: number
  requestId: string | null
  /** Why it failed or was not found, in plain words (the provider's, trimmed). */
  error: string | null
}

export interface CheckOutcome {
  observations: ConnectorObservation[]
  /** Items the connector finished (ok, not found or failed for good). */
  done: ItemResult[]
  /**
   * Items not checked yet because the budget ran dry or the provider asked to wait: the scheduler
   * checks them again at `retryAt`.
   */
  deferred: { productIds: string[]; retryAt: Date; reason: 'budget' | 'throttled' } | null
  /** The provider refused the credentials (401/403, invalid_grant): the connection is failing. */
  credentialFailure: string | null
}

/**
 * A credential's buckets, one per lane (an operation with a usage plan of its own: SP-API's
 * getItemOffersBatch and searchCatalogItems; `main` is the one every connector has).
 */
export interface RateBudget {
  /**
   * Take `cost` tokens from the lane's shared bucket: true when taken, else the time when
   * enough will be there (nothing is taken then).
   */
  take(cost: number, lane?: string): Promise<{ ok: true } | { ok: false; retryAt: Date }>
  /** The provider told what is left (Keepa's tokensLeft, refillIn, refillRate). */
  set(
    state: { tokens: number; refillPerSecond: number; capacity?: number },
    lane?: string,
  ): Promise<void>
  /** The provider asked to wait (429 or 503 with Retry-After): nobody calls before `until`. */
  block(until: Date, lane?: string): Promise<void>
}

export interface ConnectorContext<S extends MonitoringSource = MonitoringSource> {
  credentials: MonitoringCredentials[S]
  /** The provider's base URL (a test's local server), else the provider's own. */
  baseUrl: string | null
  budget: RateBudget
  fetch: typeof fetch
  now: () => Date
  signal: AbortSignal
}

export interface Connector<S extends MonitoringSource = MonitoringSource> {
  source: S
  /** Products per batch (SP-API: 20 ASINs a request; Keepa: up to 100; eBay: one GTIN a search). */
  batchSize: number
  /**
   * The published rate per lane: the buckets a new credential starts with (`main` always).
   * Keepa's is replaced by the first answer's.
   */
  lanes: { main: LaneBudget } & Record<string, LaneBudget>
  /** `main` tokens one item costs, for planning how many checks a day the budget carries. */
  costPerItem: number
  /** What identifies the credential (client id, key): the budget is shared per this. */
  credentialIdentity(credentials: MonitoringCredentials[S]): string
  check(batch: CheckBatch, ctx: ConnectorContext<S>): Promise<CheckOutcome>
}

export interface LaneBudget {
  capacity: number
  refillPerSecond: number
}
