/**
 * A product's trade terms (beyond the spec; DESIGN: trade terms): products.case_pack (it ships
 * in cases of this many) and products.min_order_qty (the fewest units a line may order). Each
 * may be null. The one rule: the order route refuses a line that breaks it, and the cart starts
 * at, steps by and checks against the same numbers.
 */

export interface OrderTerms {
  casePack: number | null
  minOrderQty: number | null
}

/** A quantity is valid when it is at least the minimum (1 if none) and a whole number of cases. */
export function meetsTerms(terms: OrderTerms, quantity: number): boolean {
  if (quantity < (terms.minOrderQty ?? 1)) return false
  return terms.casePack === null || quantity % terms.casePack === 0
}

/** The smallest valid quantity: the least multiple of the case pack that is >= the minimum. */
export function smallestQuantity(terms: OrderTerms): number {
  const minimum = terms.minOrderQty ?? 1
  if (terms.casePack === null) return minimum
  return Math.ceil(minimum / terms.casePack) * terms.casePack
}

/** The quantity box steps by the case pack (1 without one). */
export const quantityStep = (terms: OrderTerms): number => terms.casePack ?? 1

const count = (n: number) => n.toLocaleString('en-US')

export const ORDER_TERMS_TEXTS = {
  /** Below the product's minimum quantity (the first valid quantity when cases apply). */
  atLeast: (product: string, quantity: number) => `Order at least ${count(quantity)} of ${product}`,
  /** Not a whole number of cases: the first three valid quantities from the smallest one. */
  cases: (product: string, casePack: number, first: number) =>
    `${product} comes in cases of ${count(casePack)}: order ${[0, 1, 2]
      .map((i) => count(first + i * casePack))
      .join(', ')}…`,
  /** The products table's terms line, only what is set: 'Case of 6 · Min 12'. */
  summary: (terms: OrderTerms) =>
    [
      terms.casePack === null ? null : `Case of ${count(terms.casePack)}`,
      terms.minOrderQty === null ? null : `Min ${count(terms.minOrderQty)}`,
    ]
      .filter((part) => part !== null)
      .join(' · '),
} as const

/** Why `quantity` of `product` breaks its terms, or null when it meets them. */
export function termsError(product: string, terms: OrderTerms, quantity: number): string | null {
  if (meetsTerms(terms, quantity)) return null
  const first = smallestQuantity(terms)
  if (terms.casePack === null || (quantity < first && (terms.minOrderQty ?? 1) > 1)) {
    return ORDER_TERMS_TEXTS.atLeast(product, first)
  }
  return ORDER_TERMS_TEXTS.cases(product, terms.casePack, first)
}
