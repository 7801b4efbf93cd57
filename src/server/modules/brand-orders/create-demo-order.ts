/**
 * A new pending order of the demo reseller with the demo brand, at wholesale prices from two of
 * the demo brand's products: what a presenter (and the live-update journey) needs to show a brand
 * moving an order while the reseller watches. The spec shows no call that places an order, so
 * outside the demo this does not exist; it only ever touches the demo accounts, and it is open
 * exactly as far as the rest of Investor Demo Setup is (DESIGN decision 2).
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts'
import {
  orderEvents,
  orderItems,
  orders,
  products,
  resellerAddresses,
  user,
} from '../../db/schema/index.ts'
import { addressColumns, orderAddressOf } from '../reseller-addresses/list-addresses.ts'
import { conflict } from '../../lib/http/errors.ts'
import type { AppDeps } from '../../lib/http/types.ts'

export const DEMO_ORDER_TEXTS = {
  noAccounts: 'Create the demo accounts first (Investor Demo Setup).',
  noProducts: 'The demo brand has no approved products to order.',
}

/** Lines per demo order, and the quantity of each. */
const LINES = 2
const QUANTITY = 3

export async function createDemoOrder(deps: Pick<AppDeps, 'db' | 'live'>) {
  const emailOf = (role: 'brand' | 'reseller') =>
    DEMO_ACCOUNTS.find((a) => a.role === role)!.email.toLowerCase()
  const accounts = await deps.db
    .select({ id: user.id, email: user.email })
    .from(user)
    .where(inArray(user.email, [emailOf('brand'), emailOf('reseller')]))
  const brandId = accounts.find((a) => a.email === emailOf('brand'))?.id
  const resellerId = accounts.find((a) => a.email === emailOf('reseller'))?.id
  if (!brandId || !resellerId) throw conflict(DEMO_ORDER_TEXTS.noAccounts)

  const order = await deps.db.transaction(async (tx) => {
    const lines = await tx
      .select({
        id: products.id,
        name: products.name,
        sku: products.sku,
        price: products.wholesalePrice,
      })
      .from(products)
      .where(and(eq(products.brandId, brandId), eq(products.approvalStatus, 'approved')))
      .orderBy(asc(products.createdAt), asc(products.id))
      .limit(LINES)
    if (lines.length === 0) throw conflict(DEMO_ORDER_TEXTS.noProducts)
    const cents = lines.reduce((sum, l) => sum + Math.round(Number(l.price) * 100) * QUANTITY, 0)
    // Issue 15: the demo reseller's default ship-to address, copied as checkout does.
    const [address] = await tx
      .select(addressColumns)
      .from(resellerAddresses)
      .where(
        and(
          eq(resellerAddresses.userId, resellerId),
          eq(resellerAddresses.kind, 'shipping'),
          eq(resellerAddresses.isDefault, true),
        ),
      )
    const shipTo = address ? orderAddressOf(address) : null
    const [created] = await tx
      .insert(orders)
      .values({
        brandId,
        resellerId,
        totalAmount: (cents / 100).toFixed(2),
        status: 'pending',
        shipTo,
        billTo: shipTo,
      })
      .returning({
        id: orders.id,
        status: orders.status,
        totalAmount: orders.totalAmount,
        createdAt: orders.createdAt,
      })
    await tx.insert(orderEvents).values({
      orderId: created!.id,
      status: 'pending',
      actorUserId: resellerId,
      actorRole: 'reseller',
    })
    await tx.insert(orderItems).values(
      lines.map((l) => ({
        orderId: created!.id,
        productId: l.id,
        productName: l.name,
        sku: l.sku,
        quantity: QUANTITY,
        unitPrice: l.price,
      })),
    )
    return created!
  })
  await deps.live.publish({
    kind: 'order.created',
    userIds: [resellerId, brandId],
    data: { orderId: order.id },
  })
  return order
}
