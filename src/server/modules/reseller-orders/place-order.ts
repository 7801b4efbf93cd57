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
 * The brand's 'New order' mail (and a low-stock alert) is written in that transaction too, so
 * the order never commits without its mail (a mail written after the commit was lost
 * when the database failed in between). After the commit the brand and the reseller get the
 * live event, the brand's inventory (and the allocated resellers' product pages) hear that stock
 * changed, and the outbox worker is woken to send the mail; the request never waits for SMTP.
 *
 * With an Idempotency-Key, the key is the transaction's first write: a retry of the
 * same order by the same reseller (after a proxy's time-out, say) waits for the first and gets
 * its answer back, marked Idempotent-Replayed, without a second order or stock move.
 */
import { createHash } from 'node:crypto'
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
import type { Tx } from '../../db/client.ts'
import {
  brandAuthorizations,
  orderEvents,
  orderIdempotencyKeys,
  orderItems,
  orders,
  products,
  user,
} from '../../db/schema/index.ts'
import { HttpError, forbidden } from '../../lib/http/errors.ts'
import type { AppDeps, Viewer } from '../../lib/http/types.ts'
import { enqueueLowStockAlert, type StockMove } from '../brand-products/alert-low-stock.ts'
import { publishProductChange } from '../brand-products/notify-resellers.ts'
import { activeOrderHold } from '../enforcement/order-hold.ts'
import { visibleBrandEntry } from '../brand-products/reseller-brand-products.ts'
import { enqueueBrandMail } from '../brand-settings/notification-preferences.ts'
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

/** The body a key stands for, as it was parsed (a retry sends the same one). */
const requestHashOf = (input: PlaceOrderInput) =>
  createHash('sha256')
    .update(
      JSON.stringify({
        brandId: input.brandId,
        shipToAddressId: input.shipToAddressId ?? null,
        items: input.items.map((i) => [i.productId, i.quantity]),
      }),
    )
    .digest('hex')

/**
 * Takes the key for this request, or answers the order it was first used for. The insert waits
 * while another transaction holds the same key and reports a conflict once that one committed,
 * so concurrent requests with one key place one order.
 */
async function claimKey(
  tx: Tx,
  resellerId: string,
  key: string,
  requestHash: string,
): Promise<PlacedOrder | null> {
  const taken = await tx
    .insert(orderIdempotencyKeys)
    .values({ resellerId, key, requestHash })
    .onConflictDoNothing()
    .returning({ key: orderIdempotencyKeys.key })
  if (taken.length === 1) return null
  const [first] = await tx
    .select({
      requestHash: orderIdempotencyKeys.requestHash,
      response: orderIdempotencyKeys.response,
    })
    .from(orderIdempotencyKeys)
    .where(and(eq(orderIdempotencyKeys.resellerId, resellerId), eq(orderIdempotencyKeys.key, key)))
  if (!first?.response || first.requestHash !== requestHash) {
    throw new HttpError(422, {
      code: CODES.idempotencyKeyMismatch,
      message: T.idempotencyKeyMismatch,
    })
  }
  return first.response as unknown as PlacedOrder
}

export interface PlaceOrderOutcome {
  order: PlacedOrder
  /** The first answer of this Idempotency-Key, repeated: nothing was placed now. */
  replayed: boolean
}

export async function placeOrder(
  deps: Pick<AppDeps, 'db' | 'live' | 'mailer' | 'logger' | 'env'>,
  viewer: Viewer,
  input: PlaceOrderInput,
  idempotencyKey?: string,
): Promise<PlaceOrderOutcome> {
  // Orders are trade between a brand and a reseller: an admin browsing the portal is neither.
  if (viewer.role !== 'reseller') throw forbidden(T.resellersOnly)
  const quantities = mergeLines(input.items)
  for (const quantity of quantities.values()) {
    if (quantity > MAX_ORDER_QUANTITY) throw refuse(CODES.tooLarge, T.quantityMax)
  }
  const productIds = [...quantities.keys()].sort()
  const requestHash = idempotencyKey ? requestHashOf(input) : null

  const placed = await deps.db.transaction(async (tx) => {
    if (idempotencyKey) {
      const replay = await claimKey(tx, viewer.userId, idempotencyKey, requestHash!)
      if (replay) return { replay }
    }
    // The reseller's authorization for the brand, locked for the order: a suspension commits
    // before or after the order, not between its checks and its write.
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
    const placedOrder: PlacedOrder = {
      id: order!.id,
      brandId: entry.id,
      status: 'pending' as const,
      totalAmount: order!.totalAmount,
      createdAt: order!.createdAt.toISOString(),
      items: items.map((i) => ({
        ...i,
        lineTotal: centsToAmount(toCents(i.unitPrice) * i.quantity),
      })),
    }
    if (idempotencyKey) {
      await tx
        .update(orderIdempotencyKeys)
        .set({ orderId: order!.id, response: { ...placedOrder } })
        .where(
          and(
            eq(orderIdempotencyKeys.resellerId, viewer.userId),
            eq(orderIdempotencyKeys.key, idempotencyKey),
          ),
        )
    }
    // The brand's mails commit with the order (a failure to write them rolls it back).
    const [brand] = await tx
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, brandUserId))
    if (brand) {
      await enqueueBrandMail(tx, deps, brandUserId, 'newOrders', {
        to: brand.email,
        kind: 'new_order',
        ...newOrderMail({
          brandName: entry.name,
          reseller: resellerNameOf(viewer),
          resellerEmail: viewer.email,
          order: placedOrder,
          appUrl: deps.env.appUrl,
        }),
      })
      await enqueueLowStockAlert(tx, deps, { userId: brandUserId, email: brand.email }, stockMoves)
    }
    return { replay: null, brandUserId, brandEmail: brand?.email ?? null, order: placedOrder }
  })
  if (placed.replay) return { order: placed.replay, replayed: true }

  deps.mailer.deliverSoon()
  // After the commit: the brand's order list and dashboard and the reseller's My Orders refresh.
  await deps.live.publish({
    kind: 'order.created',
    userIds: [placed.brandUserId, viewer.userId],
    data: { orderId: placed.order.id },
  })
  if (placed.brandEmail) {
    // Its stock changed: the brand's inventory and the allocated resellers' product pages re-read.
    try {
      await publishProductChange(
        deps,
        { userId: placed.brandUserId, email: placed.brandEmail },
        { orderId: placed.order.id },
      )
    } catch (error) {
      deps.logger.warn(`the stock change of order ${placed.order.id} was not announced`, error)
    }
  }
  return { order: placed.order, replayed: false }
}
