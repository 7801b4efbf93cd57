/**
 * Where an unknown seller's goods come from (issue 14 item 6): the brand's wholesale buyers,
 * ranked by how strongly their purchases point at the listings, with the reasons shown.
 *
 * Four signals, each worth part of a 0–100 score:
 * - coverage (40): the share of the listed products the buyer bought;
 * - units (20): units bought against units listed (a buyer of 12 cannot supply 500);
 * - recency (25): how shortly before the listing first appeared the buyer last bought them;
 * - authorization (15): the buyer is not authorized on the seller's marketplace (its
 *   authorization excludes it, or is not in force), so stock it bought has nowhere legitimate to
 *   go there.
 * The weights favour what a brand's investigator checks first; the reasons say what each is.
 */
import {
  AUTHORIZATION_MARKETPLACE_LABELS,
  type AuthorizationMarketplace,
} from '#shared/authorizations.ts'
import type { CandidateReason, CandidateSource } from '#shared/protection-api.ts'

/** What the seller lists, in all. */
export interface Listing {
  products: number
  /** Units it lists now (listings that do not say count none). */
  units: number
}

/** A buyer's purchases of the listed products, summed up (investigations.ts does it in SQL). */
export interface BuyerPurchases {
  resellerId: string
  /** How many of the listed products it bought. */
  products: number
  /** The first three of their names, in alphabetical order. */
  names: string[]
  units: number
  /** Days from its closest purchase before a product's first listing to that listing. */
  closestBeforeDays: number | null
  /** Whether it bought any of them only after their first listing. */
  boughtAfter: boolean
  lastPurchaseAt: Date
}

export interface Buyer {
  resellerId: string
  company: string | null
  email: string | null
  authorization: { status: string; inForce: boolean; marketplaces: string[] } | null
}

export const CANDIDATES_SHOWN = 10

const label = (m: string) => AUTHORIZATION_MARKETPLACE_LABELS[m as AuthorizationMarketplace] ?? m
const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

/** Points for the days between the last purchase and the listing's first appearance. */
export function recencyPoints(daysBefore: number | null): number {
  if (daysBefore === null) return 0
  if (daysBefore < 0) return 3
  if (daysBefore <= 30) return 25
  if (daysBefore <= 90) return 15
  if (daysBefore <= 180) return 8
  return 3
}

export function rankCandidates(
  listing: Listing,
  marketplaces: readonly string[],
  purchases: readonly BuyerPurchases[],
  buyers: readonly Buyer[],
): CandidateSource[] {
  const byBuyer = new Map(purchases.map((p) => [p.resellerId, p]))
  const out: CandidateSource[] = []
  for (const buyer of buyers) {
    const bought = byBuyer.get(buyer.resellerId)
    if (!bought || bought.products === 0) continue
    const reasons: CandidateReason[] = []

    const coverage = listing.products === 0 ? 0 : bought.products / listing.products
    const more = bought.products - bought.names.length
    reasons.push({
      kind: 'bought_listed_products',
      text: `Bought ${plural(bought.products, 'product')} of the ${plural(listing.products, 'product')} this seller lists: ${bought.names.join(', ')}${more > 0 ? ` and ${more} more` : ''}.`,
    })

    const unitRatio = listing.units > 0 ? Math.min(bought.units / listing.units, 1) : 1
    reasons.push({
      kind: 'units',
      text:
        listing.units > 0
          ? `Bought ${plural(bought.units, 'unit')} of them; the seller lists ${plural(listing.units, 'unit')}.`
          : `Bought ${plural(bought.units, 'unit')} of them; the seller does not say how many it lists.`,
    })

    const closest = bought.closestBeforeDays
    const recency = closest ?? (bought.boughtAfter ? -1 : null)
    reasons.push({
      kind: 'recency',
      text:
        closest !== null
          ? `Last bought them ${plural(closest, 'day')} before the listing first appeared.`
          : 'Bought them only after the listing first appeared.',
    })

    let authorizationPoints = 0
    const a = buyer.authorization
    if (!a) {
      authorizationPoints = 15
      reasons.push({
        kind: 'not_in_force',
        text: 'Has no authorization to sell your brand.',
      })
    } else if (!a.inForce) {
      authorizationPoints = 15
      reasons.push({
        kind: 'not_in_force',
        text: `Its authorization is ${a.status}.`,
      })
    } else {
      const excluded = marketplaces.filter((m) => !a.marketplaces.includes(m))
      if (excluded.length > 0) {
        authorizationPoints = 15
        reasons.push({
          kind: 'excluded_marketplace',
          text: `Its authorization does not cover ${excluded.map(label).join(', ')}, where this seller lists.`,
        })
      }
    }

    const score = Math.round(
      coverage * 40 + unitRatio * 20 + recencyPoints(recency) + authorizationPoints,
    )
    out.push({
      resellerId: buyer.resellerId,
      company: buyer.company,
      email: buyer.email,
      score,
      productsBought: bought.products,
      productsListed: listing.products,
      unitsBought: bought.units,
      unitsListed: listing.units,
      lastPurchaseAt: bought.lastPurchaseAt.toISOString(),
      authorization: a
        ? { status: a.inForce ? 'active' : a.status, marketplaces: a.marketplaces }
        : null,
      reasons,
    })
  }
  return out
    .sort((x, y) => y.score - x.score || y.unitsBought - x.unitsBought)
    .slice(0, CANDIDATES_SHOWN)
}
