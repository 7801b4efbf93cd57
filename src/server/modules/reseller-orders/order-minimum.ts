/**
 * The minimum order that applies to a reseller with a brand now (issue 13 item 5): the brand's
 * opening order minimum until the brand has accepted an order of theirs, its reorder minimum
 * after (a pending, declined or cancelled order is no trade yet: counting it let an opening
 * order placed and cancelled at once turn every later order into a reorder), and the
 * spec's 5 × the lowest wholesale price (001 §2.4) for each one it has not set. Read by the
 * order route, which enforces it, and by the reseller's product list, which hands it to the cart
 * (so the cart no longer works it out from the products it was sent, at most 500).
 */
import { and, eq, inArray, min, sql } from 'drizzle-orm'
import { ACCEPTED_ORDER_STATUSES } from '#shared/brand-orders-texts.ts'
import { orderMinimum, type OrderMinimum } from '#shared/reseller-order-texts.ts'
import type { DbOrTx } from '../../db/client.ts'
import { orders, products } from '../../db/schema/index.ts'

/** The directory entry's own terms (null: the default rule). */
export interface WholesaleTerms {
  openingOrderMinimum: string | null
  reorderMinimum: string | null
}

export async function orderMinimumFor(
  db: DbOrTx,
  input: {
    /** The directory entry's terms, as the caller already read them with the entry. */
    terms: WholesaleTerms
    /** The brand account behind it (its products and orders); null when none claimed it. */
    brandUserId: string | null
    resellerId: string
  },
): Promise<OrderMinimum> {
  let hasOrdered = false
  let lowest: string | null = null
  if (input.brandUserId) {
    const [row] = await db
      .select({
        // orders_reseller_brand_status_idx: the pair's orders of these statuses only.
        hasOrdered: sql<boolean>`exists (select 1 from ${orders} where ${orders.resellerId} = ${input.resellerId} and ${orders.brandId} = ${input.brandUserId} and ${inArray(orders.status, [...ACCEPTED_ORDER_STATUSES])})`,
        lowest: min(products.wholesalePrice),
      })
      .from(products)
      .where(and(eq(products.brandId, input.brandUserId), eq(products.approvalStatus, 'approved')))
    hasOrdered = row?.hasOrdered ?? false
    lowest = row?.lowest ?? null
  }
  return orderMinimum(
    {
      openingOrderMinimum: input.terms.openingOrderMinimum,
      reorderMinimum: input.terms.reorderMinimum,
    },
    { hasOrdered, lowestWholesalePrice: lowest },
  )
}
