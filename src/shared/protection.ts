/**
 * Issue 14: brand protection. The words of the domain, shared by the server's tables and the
 * screens: what a finding is, how enforcement escalates, how a leak investigation moves.
 */

/**
 * What an observation of an offer is, judged against the policy in force at its time:
 * - compliant: an authorized reseller at or above MAP (within tolerance) on a covered marketplace;
 * - map_violation: an authorized reseller below MAP beyond tolerance;
 * - scope_violation: an authorized reseller on a marketplace its authorization does not cover;
 * - unauthorized_seller: a seller that is not a reseller in force at that time;
 * - unmatched: not (yet) matched to one of the brand's products: not judged;
 * - no_map: a matched product without a MAP at that time, sold by an authorized reseller;
 * - seller_unknown: the source names no seller (a Keepa row without a Buy Box seller): kept for
 *   price history and the buy box, never a finding against a seller or a leak investigation.
 * - not_judged: the price cannot be compared with a MAP: its currency is unknown, or has neither
 *   a MAP of its own nor an exchange rate in force then; or it is shown only in the cart and the
 *   policy in force does not apply MAP in the cart (decision 013).
 */
export const VERDICTS = [
  'compliant',
  'map_violation',
  'scope_violation',
  'unauthorized_seller',
  'unmatched',
  'no_map',
  'seller_unknown',
  'not_judged',
] as const
export type Verdict = (typeof VERDICTS)[number]

/** The currency MAP prices are in unless a product has a MAP in another (decision 013). */
export const MAP_CURRENCY = 'USD'

/** The three kinds of finding (a violating verdict), in the order the screens show them. */
export const FINDING_KINDS = ['map_violation', 'scope_violation', 'unauthorized_seller'] as const
export type FindingKind = (typeof FINDING_KINDS)[number]

export const FINDING_KIND_LABELS: Record<FindingKind, string> = {
  map_violation: 'MAP violation',
  scope_violation: 'Scope violation',
  unauthorized_seller: 'Unauthorized seller',
}

/**
 * open: the newest observation still violates; cured: a later compliant observation closed it
 * (on its own); withdrawn: the brand accepted the reseller's dispute; superseded: the same offer
 * now violates another way (a new finding of that kind is open).
 */
export const FINDING_STATUSES = ['open', 'cured', 'withdrawn', 'superseded'] as const
export type FindingStatus = (typeof FINDING_STATUSES)[number]

export const FINDING_STATUS_LABELS: Record<FindingStatus, string> = {
  open: 'Open',
  cured: 'Cured',
  withdrawn: 'Withdrawn',
  superseded: 'Superseded',
}

/** The steps a brand's enforcement ladder is built from, mildest first. */
export const ENFORCEMENT_STEPS = [
  'notice',
  'second_notice',
  'order_hold',
  'suspension',
  'termination',
] as const
export type EnforcementStep = (typeof ENFORCEMENT_STEPS)[number]

export const ENFORCEMENT_STEP_LABELS: Record<EnforcementStep, string> = {
  notice: 'Notice',
  second_notice: 'Second notice',
  order_hold: 'Order hold',
  suspension: 'Suspension of the authorization',
  termination: 'Termination of the authorization',
}

/** Steps that stop new orders from the reseller to the brand while the finding is open. */
export const ORDER_BLOCKING_STEPS: readonly EnforcementStep[] = [
  'order_hold',
  'suspension',
  'termination',
]

/** Everything recorded on a finding's enforcement history: steps and the parties' answers. */
export const ENFORCEMENT_EVENTS = [
  ...ENFORCEMENT_STEPS,
  'marked_fixed',
  'disputed',
  'dispute_accepted',
  'dispute_rejected',
  'cured',
  'hold_lifted',
] as const
export type EnforcementEvent = (typeof ENFORCEMENT_EVENTS)[number]

export const DISPUTE_STATUSES = ['pending', 'accepted', 'rejected'] as const
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number]

/** A leak investigation of an unknown seller, worked through by the brand. */
export const INVESTIGATION_STATUSES = [
  'open',
  'investigating',
  'source_identified',
  'takedown_filed',
  'resolved',
] as const
export type InvestigationStatus = (typeof INVESTIGATION_STATUSES)[number]

export const INVESTIGATION_STATUS_LABELS: Record<InvestigationStatus, string> = {
  open: 'Open',
  investigating: 'Investigating',
  source_identified: 'Source identified',
  takedown_filed: 'Takedown filed',
  resolved: 'Resolved',
}

/** A listings import: running until its one final transaction commits it (or it fails). */
export const LISTING_IMPORT_STATUSES = ['running', 'complete', 'failed'] as const
export type ListingImportStatus = (typeof LISTING_IMPORT_STATUSES)[number]

/** How an offer was matched to one of the brand's products. */
export const PRODUCT_MATCH_METHODS = ['gtin', 'listing_id', 'sku', 'confirmed'] as const
export type ProductMatchMethod = (typeof PRODUCT_MATCH_METHODS)[number]

/**
 * How a marketplace seller was matched to a reseller: by a seller id on the authorization or in
 * the reseller's settings, by the brand's confirmation (a storefront whose id neither names), or
 * through its storefront group.
 */
export const SELLER_MATCH_METHODS = [
  'authorization',
  'settings',
  'storefront_group',
  'confirmed',
] as const
export type SellerMatchMethod = (typeof SELLER_MATCH_METHODS)[number]

/** A tolerance below MAP that is not yet a violation: an amount in dollars or a percentage. */
export const TOLERANCE_KINDS = ['amount', 'percent'] as const
export type ToleranceKind = (typeof TOLERANCE_KINDS)[number]
