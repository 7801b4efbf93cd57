/**
 * An order hold as the reseller's screens receive it (brand card, products page, cart): which of
 * the reseller's open findings with the brand hold its orders, since when and at which step of
 * the brand's ladder. The server computes it by the rule the order route enforces
 * (server/modules/enforcement/order-hold.ts); the screens never work one out.
 */
import type { DisputeStatus, EnforcementStep, FindingKind } from './protection.ts'

/** At most this many findings are listed with a hold (the count says how many there are). */
export const ORDER_HOLD_FINDINGS_LISTED = 5

export interface OrderHoldFinding {
  findingId: string
  /** The product's name, else the listing's title; null when neither is known. */
  product: string | null
  /** The marketplace's code (amazon, walmart...). */
  marketplace: string
  kind: FindingKind
  /** The ladder's step the finding reached (order hold or beyond). */
  step: EnforcementStep
  /** When that step was taken. */
  stepAt: string
  /** The date to cure by before the brand may take the next step; null at the ladder's end. */
  deadline: string | null
  disputeStatus: DisputeStatus | null
  markedFixedAt: string | null
}

export interface OrderHold {
  /** When the earliest of these steps was taken. */
  since: string
  /** The holding findings, earliest step first (at most ORDER_HOLD_FINDINGS_LISTED). */
  findings: OrderHoldFinding[]
  /** How many open findings hold the orders, listed or not. */
  count: number
}
