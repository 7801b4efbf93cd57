/**
 * Reorder (issue 15): the lines of one of the reseller's orders as they can be ordered now, at
 * today's prices, stock and terms, and what changed (price, fewer in stock, product gone, case
 * pack or minimum, the brand's minimum order). Nothing is written: the client puts the lines in
 * the brand's cart, and placing the order checks everything again.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { formatUsd } from '#shared/brand-orders-texts.ts'
import { REORDER_CHANGES as C } from '#shared/order-lifecycle-texts.ts'
import { meetsTerms, smallestQuantity } from '#shared/order-terms.ts'
import { MAX_ORDER_QUANTITY, toCents, centsToAmount } from '#shared/reseller-order-texts.ts'
import { products } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http/errors.ts'
import type { AppDeps, Viewer } from '../../lib/http/types.ts'
import { visibleBrandEntry } from '../brand-products/reseller-brand-products.ts'
import { getResellerOrder } from '../brand-orders/get-brand-order.ts'
import { orderMinimumFor } from './order-minimum.ts'

export interface ReorderResult {
  brandEntryId: string
  brandName: string
  lines: { productId: string; quantity: number }[]
  changes: string[]
}

/** The largest quantity up to `wanted` and `stock` that meets the terms, or 0. */
function fit(
  terms: { casePack: number | null; minOrderQty: number | null },
  wanted: number,
  stock: number,
) {
  const cap = Math.min(wanted, stock, MAX_ORDER_QUANTITY)
  if (meetsTerms(terms, cap)) return cap
  const step = terms.casePack ?? 1
  const down = Math.floor(cap / step) * step
  if (down >= smallestQuantity(terms) && meetsTerms(terms, down)) return down
  const first = smallestQuantity(terms)
  return first <= Math.min(stock, MAX_ORDER_QUANTITY) ? first : 0
}

export async function reorderOrder(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  orderId: string,
): Promise<ReorderResult> {
  const order = await getResellerOrder(deps.db, viewer.userId, orderId)
  if (!order.brandEntryId) throw notFound()
  // Still allocated to or approved by this brand (404 otherwise, as its products page says).
  const entry = await visibleBrandEntry(deps.db, viewer, order.brandEntryId)
  const ids = order.items.map((i) => i.productId).filter((id): id is string => id !== null)
  const current =
    ids.length === 0
      ? []
      : await deps.db
          .select({
            id: products.id,
            name: products.name,
            price: products.wholesalePrice,
            stock: products.stock,
            casePack: products.casePack,
            minOrderQty: products.minOrderQty,
          })
          .from(products)
          .where(
            and(
              inArray(products.id, ids),
              eq(products.brandId, order.brandId),
              eq(products.approvalStatus, 'approved'),
            ),
          )
  const byId = new Map(current.map((p) => [p.id, p]))
  const wanted = new Map<string, { name: string; quantity: number; unitPrice: string }>()
  const changes: string[] = []
  for (const item of order.items) {
    const product = item.productId ? byId.get(item.productId) : undefined
    if (!product) {
      changes.push(C.gone(item.productName))
      continue
    }
    const had = wanted.get(product.id)
    wanted.set(product.id, {
      name: product.name,
      quantity: (had?.quantity ?? 0) + item.quantity,
      unitPrice: item.unitPrice,
    })
  }
  const lines: ReorderResult['lines'] = []
  let totalCents = 0
  for (const [id, want] of wanted) {
    const product = byId.get(id)!
    if (toCents(product.price) !== toCents(want.unitPrice)) {
      changes.push(C.price(product.name, formatUsd(want.unitPrice), formatUsd(product.price)))
    }
    if (product.stock <= 0) {
      changes.push(C.outOfStock(product.name))
      continue
    }
    const quantity = fit(product, want.quantity, product.stock)
    if (quantity === 0) {
      changes.push(C.fewer(product.name, product.stock, want.quantity))
      continue
    }
    if (quantity < want.quantity && product.stock < want.quantity) {
      changes.push(C.fewer(product.name, product.stock, want.quantity))
    } else if (quantity !== want.quantity) {
      changes.push(C.terms(product.name, quantity, want.quantity))
    }
    lines.push({ productId: id, quantity })
    totalCents += toCents(product.price) * quantity
  }
  if (lines.length > 0) {
    const minimum = await orderMinimumFor(deps.db, {
      terms: entry,
      brandUserId: order.brandId,
      resellerId: viewer.userId,
    })
    if (totalCents < minimum.amountCents) {
      changes.push(
        C.minimum(
          formatUsd(centsToAmount(minimum.amountCents)),
          formatUsd(centsToAmount(totalCents)),
        ),
      )
    }
  }
  return { brandEntryId: entry.id, brandName: entry.name, lines, changes }
}
