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

export interface ListedProduct {
  productId: string
  name: string
  /** When the seller's first listing of it appeared. */
  firstSeenAt: Date
  /** Units the seller lists now (null: not said). */
  units: number | null
}

export interface Purchase {
  resellerId: string
  productId: string
  units: number
  at: Date
}

export interface Buyer {
  resellerId: string
  company: string | null
  email: string | null
  authorization: { status: string; inForce: boolean; marketplaces: string[] } | null
}

const DAY_MS = 24 * 60 * 60 * 1000
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
  listed: readonly ListedProduct[],
  marketplaces: readonly string[],
  purchases: readonly Purchase[],
  buyers: readonly Buyer[],
): CandidateSource[] {
  const listedById = new Map(listed.map((p) => [p.productId, p]))
  const unitsListed = listed.reduce((sum, p) => sum + (p.units ?? 0), 0)
  const byBuyer = new Map<string, Purchase[]>()
  for (const p of purchases) {
    if (!listedById.has(p.productId)) continue
    const list = byBuyer.get(p.resellerId) ?? []
    list.push(p)
    byBuyer.set(p.resellerId, list)
  }

  const out: CandidateSource[] = []
  for (const buyer of buyers) {
    const bought = byBuyer.get(buyer.resellerId) ?? []
    if (bought.length === 0) continue
    const products = new Set(bought.map((p) => p.productId))
    const unitsBought = bought.reduce((sum, p) => sum + p.units, 0)
    const reasons: CandidateReason[] = []

    const coverage = listed.length === 0 ? 0 : products.size / listed.length
    const names = [...products].map((id) => listedById.get(id)!.name)
    reasons.push({
      kind: 'bought_listed_products',
      text: `Bought ${plural(products.size, 'product')} of the ${plural(listed.length, 'product')} this seller lists: ${names.slice(0, 3).join(', ')}${names.length > 3 ? ` and ${names.length - 3} more` : ''}.`,
    })

    const unitRatio = unitsListed > 0 ? Math.min(unitsBought / unitsListed, 1) : 1
    reasons.push({
      kind: 'units',
      text:
        unitsListed > 0
          ? `Bought ${plural(unitsBought, 'unit')} of them; the seller lists ${plural(unitsListed, 'unit')}.`
          : `Bought ${plural(unitsBought, 'unit')} of them; the seller does not say how many it lists.`,
    })

    // The closest purchase before each product's first listing; else the first after it.
    let closestBefore: number | null = null
    let after = false
    let last: Date | null = null
    for (const p of bought) {
      if (!last || p.at > last) last = p.at
      const first = listedById.get(p.productId)!.firstSeenAt.getTime()
      const days = Math.floor((first - p.at.getTime()) / DAY_MS)
      if (days >= 0) closestBefore = closestBefore === null ? days : Math.min(closestBefore, days)
      else after = true
    }
    const recency = closestBefore ?? (after ? -1 : null)
    reasons.push({
      kind: 'recency',
      text:
        closestBefore !== null
          ? `Last bought them ${plural(closestBefore, 'day')} before the listing first appeared.`
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
      productsBought: products.size,
      productsListed: listed.length,
      unitsBought,
      unitsListed,
      lastPurchaseAt: last ? last.toISOString() : null,
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
