/**
 * The words of an order hold where the reseller meets it before checkout: the brand card, the
 * brand's products page and its cart. Each says that orders are held, why (the listings, their
 * kind, the step and since when) and how to lift the hold (fix the listing, or answer or dispute
 * the notice on the Compliance page). The order route's own refusal is
 * ENFORCEMENT_TEXTS.orderHold.
 */
import { marketplaceName } from './compliance-texts.ts'
import type { OrderHold, OrderHoldFinding } from './order-hold.ts'
import { ENFORCEMENT_STEP_LABELS, FINDING_KIND_LABELS } from './protection.ts'

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })

/** "Insulated Bottle on Amazon" */
const listingName = (f: OrderHoldFinding) =>
  `${f.product ?? ORDER_HOLD_TEXTS.unknownProduct} on ${marketplaceName(f.marketplace)}`

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const more = (hold: OrderHold) => {
  const others = hold.count - 1
  return others > 0 ? ` and ${others} more ${others === 1 ? 'listing' : 'listings'}` : ''
}

export const ORDER_HOLD_TEXTS = {
  unknownProduct: 'a listing',
  /** The brand card's status in place of "Authorized". */
  badge: 'Orders on hold',
  /** The card's short reason: the earliest listing, and how many more. */
  cardReason: (hold: OrderHold) =>
    `Since ${day(hold.since)}: your listing of ${listingName(hold.findings[0]!)}${more(hold)} is not compliant.`,
  /** The products page's banner. */
  bannerTitle: (brand: string) => `${brand} has put your orders on hold`,
  bannerIntro: (hold: OrderHold) =>
    hold.count === 1
      ? 'New orders to this brand are refused until this listing complies with its MAP policy:'
      : `New orders to this brand are refused until these ${hold.count} listings comply with its MAP policy:`,
  /** One held listing: what, which kind, the step and since when, and its deadline. */
  findingLine: (f: OrderHoldFinding) =>
    `${capitalized(listingName(f))}: ${FINDING_KIND_LABELS[f.kind]}, ${ENFORCEMENT_STEP_LABELS[f.step].toLowerCase()} since ${day(f.stepAt)}${f.deadline ? `, cure by ${day(f.deadline)}` : ''}.`,
  notListed: (n: number) => `And ${n} more ${n === 1 ? 'listing' : 'listings'}.`,
  cure: 'To lift the hold, fix the listing: the next compliant observation lifts it on its own. Or answer the notice, or dispute the finding with your reason and proof.',
  cartStillOpen:
    'You can still add products to your cart. Place Order is available again once the hold lifts.',
  violationsLink: 'Open your violations',
  /** The cart's note beside its disabled Place Order. */
  cartTitle: 'Orders on hold',
  cartReason: (brand: string, hold: OrderHold) =>
    `Place Order is disabled: ${brand} holds your orders until your listing of ${listingName(hold.findings[0]!)}${more(hold)} complies with its MAP policy.`,
} as const
