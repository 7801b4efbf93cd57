/**
 * Ordering from a brand (issue 6 item 5; the spec only displays orders): the brand's minimum
 * order (001 §2.4), the money maths in whole cents, the limits and every text the server and
 * the cart share. Amounts travel as 2-decimal strings ('1234.50'), as PostgreSQL numeric does.
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
} as const

export const RESELLER_ORDER_TEXTS = {
  // The order form's checks (shared with the zod schema).
  quantityWhole: 'Quantity must be a whole number',
  quantityPositive: 'Quantity must be at least 1',
  quantityMax: `Quantity must be at most ${MAX_ORDER_QUANTITY.toLocaleString('en-US')}`,
  noItems: 'Add at least one product to the order',
  tooManyLines: `An order has at most ${MAX_ORDER_LINES} products`,
  // The server's refusals.
  belowMinimum: (minimumCents: number, shortfallCents: number) =>
    `The minimum order for this brand is ${formatCents(minimumCents)}. Add ${formatCents(shortfallCents)} more to place this order.`,
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
  addMore: (shortfallCents: number, minimumCents: number) =>
    `Add ${formatCents(shortfallCents)} more to reach the ${formatCents(minimumCents)} minimum order`,
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
