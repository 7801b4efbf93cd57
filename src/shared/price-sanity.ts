/**
 * Issue 15: prices that make sense together, one rule for every place a price is written (the
 * product form, a MAP change, a catalog import). Wholesale above retail is refused: resellers
 * would pay more than the product sells for, which no brand means. A MAP below wholesale is
 * allowed only when confirmed: a brand may mean it (a clearance), but usually it is a typo.
 */
import { PRICE_SANITY_TEXTS as T } from './brand-inventory-texts.ts'

/** Amounts as the schemas give them: text with 2 decimals; null where the value is not given. */
export interface PriceSet {
  price: string | null
  wholesalePrice: string | null
  mapPrice: string | null
}

export type PriceIssue =
  | { rule: 'wholesale-above-retail'; field: 'wholesalePrice'; confirmable: false; message: string }
  | { rule: 'map-below-wholesale'; field: 'mapPrice'; confirmable: true; message: string }

/** Cents of a 2-decimal amount (at most 12 digits: exact in a double). */
export const centsOf = (amount: string) => Math.round(Number(amount) * 100)

/** What is wrong with the prices: refusals first, then what needs a confirmation. */
export function priceIssues(prices: PriceSet): PriceIssue[] {
  const issues: PriceIssue[] = []
  const { price, wholesalePrice, mapPrice } = prices
  if (price !== null && wholesalePrice !== null && centsOf(wholesalePrice) > centsOf(price)) {
    issues.push({
      rule: 'wholesale-above-retail',
      field: 'wholesalePrice',
      confirmable: false,
      message: T.wholesaleAboveRetail(wholesalePrice, price),
    })
  }
  if (mapPrice !== null && wholesalePrice !== null && centsOf(mapPrice) < centsOf(wholesalePrice)) {
    issues.push({
      rule: 'map-below-wholesale',
      field: 'mapPrice',
      confirmable: true,
      message: T.mapBelowWholesale(mapPrice, wholesalePrice),
    })
  }
  return issues
}
