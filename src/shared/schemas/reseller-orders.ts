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
} from '../reseller-order-texts.ts'
import { uuid } from './common.ts'

export const orderQuantity = z
  .number({ error: T.quantityWhole })
  .int(T.quantityWhole)
  .min(1, T.quantityPositive)
  .max(MAX_ORDER_QUANTITY, T.quantityMax)

export const placeOrderSchema = z.strictObject({
  brandId: uuid,
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
