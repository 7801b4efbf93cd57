/**
 * POST /api/reseller/orders: a brand's directory entry and the products with their quantities.
 * Prices are never part of it: the server reads them. A key the schema does not know (a price,
 * a total) is refused rather than silently dropped, so a client cannot believe it set one.
 */
import { z } from 'zod'
import {
  MAX_ORDER_LINES,
  MAX_ORDER_QUANTITY,
  RESELLER_ORDER_TEXTS as T,
  WHOLESALE_TERMS_MAX_CENTS,
  WHOLESALE_TERMS_TEXTS as W,
  centsToAmount,
  toCents,
} from '../reseller-order-texts.ts'
import { ORDER_LIFECYCLE_TEXTS } from '../order-lifecycle-texts.ts'
import { uuid } from './common.ts'

export const orderQuantity = z
  .number({ error: T.quantityWhole })
  .int(T.quantityWhole)
  .min(1, T.quantityPositive)
  .max(MAX_ORDER_QUANTITY, T.quantityMax)

export const placeOrderSchema = z.strictObject({
  brandId: uuid,
  /**
   * Issue 15: the ship-to address of the reseller's address book (its default ship-to address
   * when omitted); the order keeps a copy. An order without any is refused.
   */
  shipToAddressId: z.uuid({ error: ORDER_LIFECYCLE_TEXTS.noShipToAddress }).optional(),
  items: z
    .array(z.strictObject({ productId: uuid, quantity: orderQuantity }), { error: T.noItems })
    .min(1, T.noItems)
    .max(MAX_ORDER_LINES, T.tooManyLines),
})
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>

export interface PlacedOrderItem {
  productId: string
  productName: string
  sku: string | null
  quantity: number
  unitPrice: string
  lineTotal: string
}

export interface PlacedOrder {
  id: string
  brandId: string
  status: 'pending'
  totalAmount: string
  createdAt: string
  items: PlacedOrderItem[]
}

/**
 * A minimum the brand sets (issue 13 item 5): dollars with at most two decimals, 0 to
 * $1,000,000, or empty / null for the marketplace's rule. Out: '500.00' or null.
 */
function minimumAmount(label: string) {
  return z
    .union([z.string().max(32, W.invalidAmount(label)), z.number(), z.null()], {
      error: W.invalidAmount(label),
    })
    .transform((value, ctx) => {
      if (value === null) return null
      let raw = typeof value === 'number' ? String(value) : value.trim().replace(/^\$/, '')
      if (raw === '') return null
      // '1,250.50' as people write it.
      if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(raw)) raw = raw.replace(/,/g, '')
      if (/^-/.test(raw) && /^-\d*(\.\d*)?$/.test(raw)) {
        ctx.addIssue({ code: 'custom', message: W.negative(label) })
        return z.NEVER
      }
      if (!/^\d{1,9}(\.\d{1,2})?$/.test(raw)) {
        ctx.addIssue({ code: 'custom', message: W.invalidAmount(label) })
        return z.NEVER
      }
      const cents = toCents(raw)
      if (cents > WHOLESALE_TERMS_MAX_CENTS) {
        ctx.addIssue({ code: 'custom', message: W.tooLarge(label) })
        return z.NEVER
      }
      return centsToAmount(cents)
    })
}

export const wholesaleTermsSchema = z.strictObject({
  openingOrderMinimum: minimumAmount(W.openingName),
  reorderMinimum: minimumAmount(W.reorderName),
})
export type WholesaleTermsInput = z.input<typeof wholesaleTermsSchema>
export type WholesaleTermsOutput = z.output<typeof wholesaleTermsSchema>
