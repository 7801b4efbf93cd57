/**
 * Ordering from a brand (issue 6 item 5; the spec only displays orders): the brand's minimum
 * order (001 §2.4, or the brand's own wholesale terms, issue 13 item 5), the money maths in whole
 * cents, the limits and every text the server and the cart share. Amounts travel as 2-decimal
 * strings ('1234.50'), as PostgreSQL numeric does.
 */
import { MIN_ORDER_DEFAULT_USD, MIN_ORDER_PRICE_MULTIPLIER } from './reseller-brands-texts.ts'

/** A line's quantity: a positive whole number up to this. */
export const MAX_ORDER_QUANTITY = 100_000
/** Lines per order (a brand shows a reseller at most 500 products). */
export const MAX_ORDER_LINES = 500
/** orders.total_amount is numeric(12, 2): at most 9,999,999,999.99. */
export const MAX_ORDER_TOTAL_CENTS = 999_999_999_999

/** '12.50' → 1250. Amounts are numeric(12, 2) text, so cents are exact in a double. */
export const toCents = (amount: string | number): number => Math.round(Number(amount) * 100)

/** 1250 → '12.50'. */
export const centsToAmount = (cents: number): string => (cents / 100).toFixed(2)

/**
 * 001 §2.4: the minimum order is 5 × the lowest wholesale price of the brand's approved
 * products, or $1,000 when it has none. The one rule: the order route enforces it, and the
 * cart shows it (the Available Brands query computes the same in SQL from the same constants).
 */
export function minimumOrderCents(wholesalePrices: readonly (string | number)[]): number {
  if (wholesalePrices.length === 0) return MIN_ORDER_DEFAULT_USD * 100
  const lowest = Math.min(...wholesalePrices.map(toCents))
  return MIN_ORDER_PRICE_MULTIPLIER * lowest
}

/**
 * Issue 13 item 5: which minimum applies to an order. A brand may set its own wholesale terms:
 * an opening order minimum for a reseller's orders until it has accepted one of them, and a
 * reorder minimum for the ones after (a pending, declined or cancelled order does not count).
 * Each one it has not set falls back to the spec's rule above. Opening or reorder
 * is about orders with this brand only.
 */
export const ORDER_MINIMUM_KINDS = ['opening', 'reorder', 'default'] as const
export type OrderMinimumKind = (typeof ORDER_MINIMUM_KINDS)[number]

export interface OrderMinimum {
  kind: OrderMinimumKind
  amountCents: number
  /** The same as a 2-decimal string, as amounts travel. */
  amount: string
}

export interface WholesaleTerms {
  /** Dollars as numeric text ('500.00'); null: not set, the spec's rule applies. */
  openingOrderMinimum: string | null
  reorderMinimum: string | null
}

/** The one rule: the order route enforces it, the products answer hands it to the cart. */
export function orderMinimum(
  terms: WholesaleTerms,
  context: {
    /** Whether the brand has accepted an order of the reseller's before. */
    hasOrdered: boolean
    /** The lowest wholesale price of the brand's approved products; null when it has none. */
    lowestWholesalePrice: string | number | null
  },
): OrderMinimum {
  const own = context.hasOrdered ? terms.reorderMinimum : terms.openingOrderMinimum
  if (own !== null) {
    const amountCents = toCents(own)
    return {
      kind: context.hasOrdered ? 'reorder' : 'opening',
      amountCents,
      amount: centsToAmount(amountCents),
    }
  }
  const amountCents = minimumOrderCents(
    context.lowestWholesalePrice === null ? [] : [context.lowestWholesalePrice],
  )
  return { kind: 'default', amountCents, amount: centsToAmount(amountCents) }
}

/** What a brand may set as a minimum: whole dollars and cents, at most $1,000,000. */
export const WHOLESALE_TERMS_MAX_CENTS = 100_000_000

export interface CartLine {
  productId: string
  quantity: number
}

export interface PricedLine extends CartLine {
  /** The wholesale price, as the server sent it. */
  unitPrice: string
}

export interface CartSummary {
  lines: (PricedLine & { lineTotalCents: number })[]
  subtotalCents: number
  minimumCents: number
  /** How much more reaches the minimum; 0 once it is met. */
  shortfallCents: number
  meetsMinimum: boolean
}

/** The cart's figures: line totals, the subtotal and what is missing to the minimum. */
export function summarizeCart(lines: readonly PricedLine[], minimumCents: number): CartSummary {
  const priced = lines.map((l) => ({ ...l, lineTotalCents: toCents(l.unitPrice) * l.quantity }))
  const subtotalCents = priced.reduce((sum, l) => sum + l.lineTotalCents, 0)
  const shortfallCents = Math.max(0, minimumCents - subtotalCents)
  return {
    lines: priced,
    subtotalCents,
    minimumCents,
    shortfallCents,
    meetsMinimum: lines.length > 0 && shortfallCents === 0,
  }
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
/** Cents as US dollars: 125050 → '$1,250.50'. */
export const formatCents = (cents: number) => usd.format(cents / 100)

export const RESELLER_ORDER_CODES = {
  belowMinimum: 'ORDER_BELOW_MINIMUM',
  unknownProducts: 'ORDER_UNKNOWN_PRODUCTS',
  outOfStock: 'ORDER_OUT_OF_STOCK',
  tooLarge: 'ORDER_TOO_LARGE',
  resellersOnly: 'ORDER_RESELLERS_ONLY',
  brandInactive: 'ORDER_BRAND_INACTIVE',
  breaksTerms: 'ORDER_BREAKS_TERMS',
  idempotencyKeyMismatch: 'IDEMPOTENCY_KEY_MISMATCH',
} as const

export const RESELLER_ORDER_TEXTS = {
  /** A retry must repeat its order exactly; another order needs a new key. */
  idempotencyKeyMismatch:
    'This Idempotency-Key was already used for a different order. Send a new key for a new order.',
  // The order form's checks (shared with the zod schema).
  quantityWhole: 'Quantity must be a whole number',
  quantityPositive: 'Quantity must be at least 1',
  quantityMax: `Quantity must be at most ${MAX_ORDER_QUANTITY.toLocaleString('en-US')}`,
  noItems: 'Add at least one product to the order',
  tooManyLines: `An order has at most ${MAX_ORDER_LINES} products`,
  // The server's refusals.
  belowMinimum: (minimum: OrderMinimum, shortfallCents: number, brandName: string) => {
    const amount = formatCents(minimum.amountCents)
    const first =
      minimum.kind === 'opening'
        ? `Opening orders with ${brandName} start at ${amount}.`
        : minimum.kind === 'reorder'
          ? `Reorders with ${brandName} start at ${amount}.`
          : `The minimum order for this brand is ${amount}.`
    return `${first} Add ${formatCents(shortfallCents)} more to place this order.`
  },
  unknownProducts: (ids: readonly string[]) =>
    `These products are not available from this brand: ${ids.join(', ')}`,
  outOfStock: (left: number, name: string) =>
    left === 0 ? `${name} is out of stock` : `Only ${left} left in stock for ${name}`,
  tooLarge: 'The order total is too large. Split it into smaller orders.',
  resellersOnly: 'Only reseller accounts place orders.',
  brandInactive: (brand: string) => `${brand} is not taking orders right now`,
  // The brand's e-mail.
  mailSubject: (reseller: string) => `New order from ${reseller}`,
  mailHeading: 'New order',
  // The cart.
  quantityLabel: (product: string) => `Quantity of ${product}`,
  addToCart: 'Add to cart',
  addToCartLabel: (product: string) => `Add ${product} to cart`,
  added: (product: string) => `${product} added to cart`,
  inStock: (n: number) => `${n.toLocaleString('en-US')} in stock`,
  outOfStockShort: 'Out of stock',
  cartTitle: 'Your Order',
  cartEmpty: 'Your cart is empty. Add products to start an order.',
  cartLineQuantity: (product: string) => `Quantity of ${product} in cart`,
  remove: 'Remove',
  removeLabel: (product: string) => `Remove ${product} from cart`,
  lineTotal: 'Line total',
  subtotal: 'Subtotal',
  minimumOrder: 'Minimum order',
  /** The cart's minimum line, named by which minimum applies. */
  minimumLabel: (kind: OrderMinimumKind) =>
    kind === 'opening'
      ? 'Opening order minimum'
      : kind === 'reorder'
        ? 'Reorder minimum'
        : 'Minimum order',
  addMore: (shortfallCents: number, minimumCents: number, kind: OrderMinimumKind = 'default') =>
    `Add ${formatCents(shortfallCents)} more to reach the ${formatCents(minimumCents)} ${
      kind === 'opening'
        ? 'opening order minimum'
        : kind === 'reorder'
          ? 'reorder minimum'
          : 'minimum order'
    }`,
  minimumMet: 'Minimum order reached',
  placeOrder: 'Place Order',
  placing: 'Placing Order...',
  placed: 'Order placed',
  placedDescription: (shortId: string, total: string) =>
    `Order ${shortId} for ${total} was sent to the brand.`,
  viewOrders: 'View My Orders',
  failed: 'Order not placed',
  unavailable: 'No longer available from this brand',
} as const

/** The brand's Settings card for its wholesale terms (issue 13 item 5). */
export const WHOLESALE_TERMS_TEXTS = {
  title: 'Wholesale terms',
  description:
    "The smallest order a reseller may place with you. Leave a field empty to use the marketplace's rule: 5 × your lowest wholesale price.",
  openingLabel: 'Opening order minimum ($)',
  openingHint: "A reseller's orders until you have accepted one of theirs.",
  reorderLabel: 'Reorder minimum ($)',
  reorderHint: 'Every order after you accepted one.',
  defaultNow: (amountCents: number) =>
    `Empty uses the marketplace's rule, today ${formatCents(amountCents)}.`,
  placeholder: 'Marketplace rule',
  save: 'Save Terms',
  saving: 'Saving...',
  saved: 'Wholesale terms saved',
  saveFailed: 'Failed to save wholesale terms',
  noEntry:
    'Your brand has no directory entry yet. Create it from the dashboard, then set your terms.',
  // The form's checks (shared with the zod schema).
  invalidAmount: (label: string) => `${label}: enter an amount in dollars, such as 500 or 499.99`,
  negative: (label: string) => `${label}: must be 0 or more`,
  tooLarge: (label: string) =>
    `${label}: must be at most ${formatCents(WHOLESALE_TERMS_MAX_CENTS)}`,
  openingName: 'Opening order minimum',
  reorderName: 'Reorder minimum',
} as const

export const WHOLESALE_TERMS_CODES = {
  noEntry: 'BRAND_ENTRY_MISSING',
} as const
