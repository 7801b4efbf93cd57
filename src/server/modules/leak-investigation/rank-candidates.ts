/**
 * Where an unknown seller's goods come from (issue 14 item 6; decision 013 item 11): the brand's
 * wholesale buyers of the products it lists, ranked by the evidence in their orders, with the
 * reasons in figures.
 *
 * The evidence, each a share of a 0–100 score that means the same for every candidate:
 * - timing: the buyer's "lead order" (of its orders placed before the seller's first sighting,
 *   the one with the most units once decayed) decays continuously with the days from it to that
 *   first sighting, halving every SCORING.halfLifeDays; orders placed after the first sighting
 *   cannot have stocked the seller and count for nothing;
 * - order size against the buyer's own history: the lead order's units of the listed products
 *   against its largest and its median earlier order (a buyer whose orders are always big is not
 *   unusual for ordering big again), weighed by the timing (an unusual order a year ago says
 *   little);
 * - units: units bought in the SCORING.windowDays before the first sighting against the units
 *   the seller lists; when no listing says how many, against the most any candidate bought in
 *   that window, at a reduced weight (a weaker clue, and never full points for every buyer);
 * - products in common: the share of the listed products (weighted by the units listed when every
 *   listing says how many) the buyer had bought before the first sighting;
 * - marketplace: the buyer has no legitimate outlet there (no authorization, one not in force, or
 *   one that leaves the seller's marketplace out): a modest factor.
 *
 * The weights were tuned on generated scenarios of one seed and are reported on another
 * (scripts/bench/leak-tracing.ts).
 */
import type { CandidateReason, CandidateSource } from '#shared/protection-api.ts'
import { LEAK_CANDIDATE_TEXTS as T } from '#shared/brand-protection-texts.ts'

/** The figures of the scoring, in one place: the SQL of investigations.ts reads them too. */
export interface Scoring {
  /** Orders placed this long before the first sighting weigh half as much as one placed that day. */
  readonly halfLifeDays: number
  /** Units bought this many days before the first sighting are weighed against the units listed. */
  readonly windowDays: number
  /** Earlier orders this close to the lead order are left out of its history (a split order). */
  readonly historyGapDays: number
  readonly weights: {
    readonly timing: number
    readonly orderSize: number
    readonly units: number
    readonly products: number
    readonly marketplace: number
  }
  /** A lead order this many times its history's figure is as unusual as it gets. */
  readonly fullyUnusualRatio: number
  /** What a first order (no history to compare with) counts as, against 0–1. */
  readonly noHistorySize: number
  /** When no listing says its quantity, the units compared across candidates weigh this much. */
  readonly unknownQuantityFactor: number
  /** The order size counts as much as timing^this (0: whenever it was; 1: decayed like timing). */
  readonly sizeTimingExponent: number
}

export const SCORING: Scoring = {
  halfLifeDays: 21,
  windowDays: 60,
  historyGapDays: 7,
  weights: { timing: 0.2, orderSize: 0.35, units: 0.25, products: 0.1, marketplace: 0.1 },
  fullyUnusualRatio: 4,
  noHistorySize: 0.5,
  unknownQuantityFactor: 0.5,
  sizeTimingExponent: 0.5,
}

export const CANDIDATES_SHOWN = 10

/** What the seller lists, in all. */
export interface Listing {
  products: number
  /** Units its offers show now, summed over the offers that say; null when none says. */
  units: number | null
}

/** A buyer's orders of the listed products, summed up (investigations.ts in SQL, or summariseBuyers). */
export interface BuyerEvidence {
  resellerId: string
  /** How many of the listed products it ever bought. */
  products: number
  /** The first three of their names, in alphabetical order. */
  names: string[]
  /** Units of the listed products it ever bought. */
  units: number
  lastPurchaseAt: Date
  /** Listed products it bought before the seller's first sighting. */
  productsBefore: number
  /** Their share of the listed products, 0–1 (weighted by units listed when all say). */
  productShare: number
  /** Units of listed products bought in the SCORING.windowDays before the first sighting. */
  windowUnits: number
  /** Units of listed products bought after the first sighting. */
  unitsAfter: number
  /** Days from the first sighting to its first order after it (null: none after). */
  firstAfterDays: number | null
  lead: {
    at: Date
    /** Days (fractional) from the order to the seller's first sighting. */
    daysBefore: number
    /** Units of the listed products in it. */
    units: number
    products: number
  } | null
  /**
   * The buyer's earlier orders (before the lead order by SCORING.historyGapDays or more): by units of
   * the listed products when it ordered any of them before, else by units of any of the brand's
   * products. Null when it had none (the lead order is its first).
   */
  history: { basis: 'listed' | 'all'; orders: number; largest: number; median: number } | null
}

export interface Buyer {
  resellerId: string
  company: string | null
  email: string | null
  authorization: { status: string; inForce: boolean; marketplaces: string[] } | null
}

/** One order line, as the pure summing up reads them (the SQL reads orders and order_items). */
export interface OrderLine {
  resellerId: string
  orderId: string
  at: Date
  productId: string
  quantity: number
}

/** A listed product with its first sighting by the seller and the units its offers show. */
export interface ListedProduct {
  productId: string
  name: string
  firstSeenAt: Date
  units: number | null
}

const DAY_MS = 86_400_000
const clamp01 = (x: number) => Math.max(0, Math.min(1, x))
export const decay = (daysBefore: number) =>
  daysBefore < 0 ? 0 : Math.pow(2, -daysBefore / SCORING.halfLifeDays)

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}

/** Product weights for the share of products in common: units listed when all say, else equal. */
export function productWeights(listed: readonly ListedProduct[]): Map<string, number> {
  const allKnown = listed.length > 0 && listed.every((p) => p.units !== null)
  return new Map(listed.map((p) => [p.productId, allKnown ? Math.max(p.units!, 1) : 1]))
}

/**
 * The evidence of each buyer from its order lines (all of the brand's, any buyer): the same
 * figures investigations.ts sums up in SQL, for the generated scenarios and the tests that hold
 * the two to each other.
 */
export function summariseBuyers(
  listed: readonly ListedProduct[],
  lines: readonly OrderLine[],
): BuyerEvidence[] {
  const byProduct = new Map(listed.map((p) => [p.productId, p]))
  const weights = productWeights(listed)
  const totalWeight = [...weights.values()].reduce((a, b) => a + b, 0)
  // The seller's first sighting with any of them: stock bought after it cannot have started it.
  const firstSeen = Math.min(...listed.map((p) => p.firstSeenAt.getTime()))
  const byBuyer = new Map<string, OrderLine[]>()
  for (const l of lines) {
    const list = byBuyer.get(l.resellerId) ?? []
    list.push(l)
    byBuyer.set(l.resellerId, list)
  }
  const out: BuyerEvidence[] = []
  for (const [resellerId, own] of byBuyer) {
    const ofListed = own.filter((l) => byProduct.has(l.productId))
    if (ofListed.length === 0) continue
    const daysOf = (l: OrderLine) => (firstSeen - l.at.getTime()) / DAY_MS
    const bought = new Set(ofListed.map((l) => l.productId))
    const before = new Set(ofListed.filter((l) => daysOf(l) >= 0).map((l) => l.productId))
    const after = ofListed.filter((l) => daysOf(l) < 0)
    // The orders placed before the first sighting, for the lead order.
    const orders = new Map<
      string,
      { at: Date; units: number; products: Set<string>; days: number }
    >()
    for (const l of ofListed) {
      const days = daysOf(l)
      if (days < 0) continue
      const o = orders.get(l.orderId) ?? { at: l.at, units: 0, products: new Set(), days }
      o.units += l.quantity
      o.products.add(l.productId)
      o.days = Math.min(o.days, days)
      orders.set(l.orderId, o)
    }
    let lead: BuyerEvidence['lead'] = null
    let best = -1
    for (const o of orders.values()) {
      const weight = o.units * decay(o.days)
      if (weight > best || (weight === best && lead && o.at > lead.at)) {
        best = weight
        lead = { at: o.at, daysBefore: o.days, units: o.units, products: o.products.size }
      }
    }
    let history: BuyerEvidence['history'] = null
    if (lead) {
      const cutoff = lead.at.getTime() - SCORING.historyGapDays * DAY_MS
      const earlier = new Map<string, { listed: number; all: number }>()
      for (const l of own) {
        if (l.at.getTime() >= cutoff) continue
        const o = earlier.get(l.orderId) ?? { listed: 0, all: 0 }
        o.all += l.quantity
        if (byProduct.has(l.productId)) o.listed += l.quantity
        earlier.set(l.orderId, o)
      }
      const listedOrders = [...earlier.values()].map((o) => o.listed).filter((u) => u > 0)
      const allOrders = [...earlier.values()].map((o) => o.all)
      if (listedOrders.length > 0)
        history = {
          basis: 'listed',
          orders: listedOrders.length,
          largest: Math.max(...listedOrders),
          median: median(listedOrders),
        }
      else if (allOrders.length > 0)
        history = {
          basis: 'all',
          orders: allOrders.length,
          largest: Math.max(...allOrders),
          median: median(allOrders),
        }
    }
    const names = [...bought].map((id) => byProduct.get(id)!.name).sort()
    out.push({
      resellerId,
      products: bought.size,
      names: names.slice(0, 3),
      units: ofListed.reduce((a, l) => a + l.quantity, 0),
      lastPurchaseAt: new Date(Math.max(...ofListed.map((l) => l.at.getTime()))),
      productsBefore: before.size,
      productShare:
        totalWeight === 0
          ? 0
          : [...before].reduce((a, id) => a + weights.get(id)!, 0) / totalWeight,
      windowUnits: ofListed
        .filter((l) => daysOf(l) >= 0 && daysOf(l) <= SCORING.windowDays)
        .reduce((a, l) => a + l.quantity, 0),
      unitsAfter: after.reduce((a, l) => a + l.quantity, 0),
      firstAfterDays: after.length === 0 ? null : Math.min(...after.map((l) => -daysOf(l))),
      lead,
      history,
    })
  }
  return out
}

/** Each part of a score, 0–1 before its weight. */
export interface Signals {
  timing: number
  orderSize: number
  units: number
  products: number
  marketplace: number
}

const unusual = (ratio: number) =>
  clamp01(Math.log2(Math.max(ratio, 1)) / Math.log2(SCORING.fullyUnusualRatio))

/** The parts of one buyer's score; `mostWindowUnits` is the most any candidate bought in the window. */
export function signalsOf(
  listing: Listing,
  evidence: BuyerEvidence,
  outsideAuthorization: boolean,
  mostWindowUnits: number,
): Signals {
  const timing = evidence.lead ? decay(evidence.lead.daysBefore) : 0
  let size = 0
  if (evidence.lead) {
    const h = evidence.history
    const raw = h
      ? (unusual(evidence.lead.units / h.largest) + unusual(evidence.lead.units / h.median)) / 2
      : SCORING.noHistorySize
    size = raw * Math.pow(timing, SCORING.sizeTimingExponent)
  }
  const units =
    listing.units !== null && listing.units > 0
      ? clamp01(evidence.windowUnits / listing.units)
      : mostWindowUnits > 0
        ? (evidence.windowUnits / mostWindowUnits) * SCORING.unknownQuantityFactor
        : 0
  return {
    timing,
    orderSize: size,
    units,
    products: clamp01(evidence.productShare),
    marketplace: outsideAuthorization ? 1 : 0,
  }
}

export const scoreOf = (s: Signals) =>
  100 *
  (SCORING.weights.timing * s.timing +
    SCORING.weights.orderSize * s.orderSize +
    SCORING.weights.units * s.units +
    SCORING.weights.products * s.products +
    SCORING.weights.marketplace * s.marketplace)

/** Whether the buyer has no legitimate outlet on the seller's marketplaces, and why in words. */
function authorizationReason(
  buyer: Buyer,
  marketplaces: readonly string[],
): CandidateReason | null {
  const a = buyer.authorization
  if (!a) return { kind: 'not_in_force', text: T.noAuthorization }
  if (!a.inForce) return { kind: 'not_in_force', text: T.authorizationIs(a.status) }
  const excluded = marketplaces.filter((m) => !a.marketplaces.includes(m))
  if (excluded.length > 0) return { kind: 'excluded_marketplace', text: T.excluded(excluded) }
  return null
}

function reasonsOf(listing: Listing, e: BuyerEvidence, mostWindowUnits: number): CandidateReason[] {
  const reasons: CandidateReason[] = []
  if (e.lead) {
    reasons.push({
      kind: 'recency',
      text: T.leadOrder(e.lead.units, e.lead.products, Math.floor(e.lead.daysBefore)),
    })
    const h = e.history
    reasons.push({
      kind: 'order_size',
      text: h
        ? T.againstHistory(
            e.lead.units / h.largest,
            h.largest,
            e.lead.units / h.median,
            h.median,
            h.basis,
          )
        : T.firstOrder,
    })
  } else {
    reasons.push({ kind: 'recency', text: T.onlyAfter(Math.floor(e.firstAfterDays ?? 0)) })
  }
  if (e.unitsAfter > 0 && e.lead) reasons.push({ kind: 'recency', text: T.alsoAfter(e.unitsAfter) })
  reasons.push({
    kind: 'units',
    text:
      listing.units !== null && listing.units > 0
        ? T.unitsAgainstListed(e.windowUnits, listing.units, SCORING.windowDays)
        : T.unitsUnknownListed(e.windowUnits, mostWindowUnits, SCORING.windowDays),
  })
  const more = e.products - e.names.length
  reasons.push({
    kind: 'bought_listed_products',
    text: T.productsInCommon(e.productsBefore, e.products, listing.products, e.names, more),
  })
  return reasons
}

/**
 * The candidates of one seller, most likely first: every buyer with evidence who is among
 * `buyers` (the brand's buyers with their authorizations now).
 */
export function rankCandidates(
  listing: Listing,
  marketplaces: readonly string[],
  evidence: readonly BuyerEvidence[],
  buyers: readonly Buyer[],
  shown = CANDIDATES_SHOWN,
): CandidateSource[] {
  const byId = new Map(buyers.map((b) => [b.resellerId, b]))
  const present = evidence.filter((e) => e.products > 0 && byId.has(e.resellerId))
  const mostWindowUnits = Math.max(0, ...present.map((e) => e.windowUnits))
  const out = present.map((e) => {
    const buyer = byId.get(e.resellerId)!
    const outside = authorizationReason(buyer, marketplaces)
    const signals = signalsOf(listing, e, outside !== null, mostWindowUnits)
    const a = buyer.authorization
    const reasons = reasonsOf(listing, e, mostWindowUnits)
    if (outside) reasons.push(outside)
    const candidate: CandidateSource = {
      resellerId: e.resellerId,
      company: buyer.company,
      email: buyer.email,
      score: Math.round(scoreOf(signals)),
      productsBought: e.products,
      productsListed: listing.products,
      unitsBought: e.units,
      unitsListed: listing.units ?? 0,
      lastPurchaseAt: e.lastPurchaseAt.toISOString(),
      authorization: a
        ? { status: a.inForce ? 'active' : a.status, marketplaces: a.marketplaces }
        : null,
      reasons,
    }
    return { candidate, exact: scoreOf(signals), windowUnits: e.windowUnits }
  })
  // By the unrounded score: two candidates shown with the same figure keep the evidence's order.
  return out
    .sort(
      (x, y) =>
        y.exact - x.exact ||
        y.windowUnits - x.windowUnits ||
        y.candidate.unitsBought - x.candidate.unitsBought,
    )
    .slice(0, shown)
    .map((c) => c.candidate)
}
