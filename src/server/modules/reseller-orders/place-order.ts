/**
 * A reseller orders from a brand (issue 6 item 5; the spec only displays orders, 001 §2.4, §3,
 * §4.5): the brand's approved products at the server's wholesale prices, at least the minimum
 * that applies (the brand's opening or reorder minimum, issue 13 item 5, or the spec's rule,
 * 001 §2.4), never more than is in stock.
 *
 * One transaction does everything: the products are read, the total is checked against the
 * minimum, each line's stock is taken by a conditional UPDATE (stock >= quantity) in product id
 * order, and the order and its items are inserted. When any line finds too little stock the
 * whole transaction rolls back, so concurrent orders for the last units can never oversell: the
 * second UPDATE waits for the first to commit, re-reads the row, and then matches nothing.
 * After the commit the brand and the reseller get the live event, the brand's inventory (and the
 * allocated resellers' product pages) hear that stock changed, and the brand gets its e-mail.
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm'
import {
  MAX_ORDER_QUANTITY,
  MAX_ORDER_TOTAL_CENTS,
  RESELLER_ORDER_CODES as CODES,
  RESELLER_ORDER_TEXTS as T,
  centsToAmount,
  toCents,
} from '#shared/reseller-order-texts.ts'
import { ENFORCEMENT_CODES, ENFORCEMENT_TEXTS } from '#shared/enforcement-texts.ts'
import { termsError } from '#shared/order-terms.ts'
import type { PlaceOrderInput, PlacedOrder } from '#shared/schemas/reseller-orders.ts'
import {
  brandAuthorizations,
  orderEvents,
  orderItems,
  orders,
  products,
  user,
} from '../../db/schema/index.ts'
import { HttpError, forbidden } from '../../lib/http/errors.ts'
import type { AppDeps, Viewer } from '../../lib/http/types.ts'
import { alertLowStock, type StockMove } from '../brand-products/alert-low-stock.ts'
import { publishProductChange } from '../brand-products/notify-resellers.ts'
import { activeOrderHold } from '../enforcement/order-hold.ts'
import { visibleBrandEntry } from '../brand-products/reseller-brand-products.ts'
import { sendBrandMail } from '../brand-settings/notification-preferences.ts'
import { resellerNameOf } from '../reseller-brands/apply-to-brand.ts'
import { newOrderMail } from './order-mail.ts'
import { orderMinimumFor } from './order-minimum.ts'
import { orderAddressesFor } from './order-addresses.ts'

const refuse = (code: string, message: string, status: 400 | 409 = 400) =>
  new HttpError(status, { code, message })

/** Lines of the same product are one line: their quantities add up. */
function mergeLines(items: PlaceOrderInput['items']): Map<string, number> {
  const merged = new Map<string, number>()
  for (const item of items) {
    merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.quantity)
  }
  return merged
}

export async function placeOrder(
  deps: Pick<AppDeps, 'db' | 'live' | 'mailer' | 'logger' | 'env'>,
  viewer: Viewer,
  input: PlaceOrderInput,
): Promise<PlacedOrder> {
  // Orders are trade between a brand and a reseller: an admin browsing the portal is neither.
  if (viewer.role !== 'reseller') throw forbidden(T.resellersOnly)
  const quantities = mergeLines(input.items)
  for (const quantity of quantities.values()) {
    if (quantity > MAX_ORDER_QUANTITY) throw refuse(CODES.tooLarge, T.quantityMax)
  }
  const productIds = [...quantities.keys()].sort()

  const placed = await deps.db.transaction(async (tx) => {
    // The reseller's authorization for the brand, locked for the order: two orders at once are
    // placed one after the other, so the second knows the first was the opening order (issue
    // 13: opening and reorder minimums), and a suspension commits before or after, not between.
    await tx
      .select({ id: brandAuthorizations.id })
      .from(brandAuthorizations)
      .where(
        and(
          eq(brandAuthorizations.brandId, input.brandId),
          eq(brandAuthorizations.resellerId, viewer.userId),
        ),
      )
      .for('update')
    const entry = await visibleBrandEntry(tx, viewer, input.brandId)
    // The products page still lists an inactive entry's catalog (the reseller keeps its
    // allocation); only new orders wait until the entry is active again.
    if (!entry.isActive) throw refuse(CODES.brandInactive, T.brandInactive(entry.name), 409)
    // Issue 14: an order hold of the brand's enforcement ladder, until the violation is cured.
    const hold = await activeOrderHold(tx, input.brandId, viewer.userId)
    if (hold) {
      throw refuse(
        ENFORCEMENT_CODES.orderHold,
        ENFORCEMENT_TEXTS.orderHold(entry.name, hold.product, hold.marketplace),
        409,
      )
    }
    // An entry no brand account owns has no products; nothing can be ordered from it.
    const brandUserId = entry.ownerUserId
    if (!brandUserId) throw refuse(CODES.unknownProducts, T.unknownProducts(productIds))

    const approved = and(eq(products.brandId, brandUserId), eq(products.approvalStatus, 'approved'))
    const rows = await tx
      .select({
        id: products.id,
        name: products.name,
        sku: products.sku,
        wholesalePrice: products.wholesalePrice,
        casePack: products.casePack,
        minOrderQty: products.minOrderQty,
      })
      .from(products)
      .where(and(approved, inArray(products.id, productIds)))
    const byId = new Map(rows.map((r) => [r.id, r]))
    const unknown = productIds.filter((id) => !byId.has(id))
    if (unknown.length > 0) throw refuse(CODES.unknownProducts, T.unknownProducts(unknown))

    const lines = productIds.map((id) => {
      const product = byId.get(id)!
      const quantity = quantities.get(id)!
      // The product's case pack and minimum quantity (one rule with the cart).
      const broken = termsError(product.name, product, quantity)
      if (broken) throw refuse(CODES.breaksTerms, broken)
      return { product, quantity, lineCents: toCents(product.wholesalePrice) * quantity }
    })
    const totalCents = lines.reduce((sum, l) => sum + l.lineCents, 0)
    if (totalCents > MAX_ORDER_TOTAL_CENTS) throw refuse(CODES.tooLarge, T.tooLarge)

    // The brand's opening or reorder minimum, or the spec's 5 × its lowest wholesale price.
    const minimum = await orderMinimumFor(tx, {
      terms: entry,
      brandUserId,
      resellerId: viewer.userId,
    })
    if (totalCents < minimum.amountCents) {
      throw refuse(
        CODES.belowMinimum,
        T.belowMinimum(minimum, minimum.amountCents - totalCents, entry.name),
      )
    }

    // Product id order: two orders sharing products lock them in the same order (no deadlock).
    const stockMoves: StockMove[] = []
    for (const line of lines) {
      const [taken] = await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${line.quantity}`, updatedAt: sql`now()` })
        .where(and(approved, eq(products.id, line.product.id), gte(products.stock, line.quantity)))
        .returning({ stock: products.stock, lowStockThreshold: products.lowStockThreshold })
      if (!taken) {
        // Sold out by a concurrent order, or withdrawn by the brand since it was read.
        const [now] = await tx
          .select({ stock: products.stock })
          .from(products)
          .where(and(approved, eq(products.id, line.product.id)))
        if (!now) throw refuse(CODES.unknownProducts, T.unknownProducts([line.product.id]))
        throw refuse(CODES.outOfStock, T.outOfStock(now.stock, line.product.name), 409)
      }
      // Issue 15: the stock before and after, for the low-stock alert after the commit.
      stockMoves.push({
        name: line.product.name,
        sku: line.product.sku,
        before: taken.stock + line.quantity,
        after: taken.stock,
        lowStockThreshold: taken.lowStockThreshold,
      })
    }

    // Issue 15: copies of the chosen ship-to and the default bill-to address.
    const { shipTo, billTo } = await orderAddressesFor(tx, viewer.userId, input.shipToAddressId)
    const [order] = await tx
      .insert(orders)
      .values({
        brandId: brandUserId,
        resellerId: viewer.userId,
        totalAmount: centsToAmount(totalCents),
        status: 'pending',
        shipTo,
        billTo,
      })
      .returning({ id: orders.id, totalAmount: orders.totalAmount, createdAt: orders.createdAt })
    await tx.insert(orderEvents).values({
      orderId: order!.id,
      status: 'pending',
      actorUserId: viewer.userId,
      actorRole: 'reseller',
    })
    const items = lines.map((l) => ({
      productId: l.product.id,
      productName: l.product.name,
      sku: l.product.sku,
      quantity: l.quantity,
      unitPrice: l.product.wholesalePrice,
    }))
    await tx.insert(orderItems).values(items.map((i) => ({ ...i, orderId: order!.id })))
    return {
      brandUserId,
      brandName: entry.name,
      stockMoves,
      order: {
        id: order!.id,
        brandId: entry.id,
        status: 'pending' as const,
        totalAmount: order!.totalAmount,
        createdAt: order!.createdAt.toISOString(),
        items: items.map((i) => ({
          ...i,
          lineTotal: centsToAmount(toCents(i.unitPrice) * i.quantity),
        })),
      },
    }
  })

  // After the commit: the brand's order list and dashboard and the reseller's My Orders refresh.
  await deps.live.publish({
    kind: 'order.created',
    userIds: [placed.brandUserId, viewer.userId],
    data: { orderId: placed.order.id },
  })
  await tellBrand(deps, viewer, placed.brandUserId, placed.brandName, placed.order)
  try {
    await alertLowStock(deps, placed.brandUserId, placed.stockMoves)
  } catch (error) {
    deps.logger.warn(`the low-stock alert of order ${placed.order.id} failed`, error)
  }
  return placed.order
}

/**
 * After the commit, for the brand: its stock changed (its inventory and the allocated resellers'
 * product pages re-read) and the 'New order' mail, through its order switch. A failure here is
 * logged and never undoes or fails the order.
 */
async function tellBrand(
  deps: Pick<AppDeps, 'db' | 'live' | 'mailer' | 'logger' | 'env'>,
  viewer: Viewer,
  brandUserId: string,
  brandName: string,
  order: PlacedOrder,
) {
  try {
    const [brand] = await deps.db
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, brandUserId))
    if (!brand) return
    await publishProductChange(
      deps,
      { userId: brandUserId, email: brand.email },
      {
        orderId: order.id,
      },
    )
    await sendBrandMail(deps, brandUserId, 'newOrders', {
      to: brand.email,
      kind: 'new_order',
      ...newOrderMail({
        brandName,
        reseller: resellerNameOf(viewer),
        resellerEmail: viewer.email,
        order,
        appUrl: deps.env.appUrl,
      }),
    })
  } catch (error) {
    deps.logger.warn(`telling the brand about order ${order.id} failed`, error)
  }
}
