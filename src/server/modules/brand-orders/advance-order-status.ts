/**
 * The brand moves its order one step forward: pending → processing → shipped → delivered
 * (001 §4.5 names the states; the spec shows no transition, so the brand portal defines them).
 *
 * One conditional UPDATE does the check and the write: it changes the row only while the order
 * still has the status just before the requested one. Two concurrent requests cannot both move
 * it (PostgreSQL re-reads the row after the first commits, and the second then matches nothing),
 * and no request can skip a step or go back.
 */
import { and, eq, sql } from 'drizzle-orm'
import {
  ORDER_CODES,
  orderTransitionMessage,
  previousOrderStatus,
  type OrderStatus,
} from '#shared/brand-orders-texts.ts'
import { orders } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http/errors.ts'
import type { AppDeps } from '../../lib/http/types.ts'

export async function advanceOrderStatus(
  deps: Pick<AppDeps, 'db' | 'live'>,
  brandUserId: string,
  orderId: string,
  status: OrderStatus,
): Promise<{ id: string; status: OrderStatus; updatedAt: Date }> {
  const ownOrder = and(eq(orders.id, orderId), eq(orders.brandId, brandUserId))
  const from = previousOrderStatus(status)
  const [updated] = from
    ? await deps.db
        .update(orders)
        .set({ status, updatedAt: sql`now()` })
        .where(and(ownOrder, eq(orders.status, from)))
        .returning({
          id: orders.id,
          status: orders.status,
          updatedAt: orders.updatedAt,
          resellerId: orders.resellerId,
        })
    : []
  if (!updated) {
    const [current] = await deps.db.select({ status: orders.status }).from(orders).where(ownOrder)
    if (!current) throw notFound()
    throw conflict(orderTransitionMessage(current.status, status), ORDER_CODES.invalidTransition)
  }
  // After the commit (a single statement commits on its own): the reseller's My Orders and the
  // brand's other tabs refresh.
  await deps.live.publish({
    kind: 'order.updated',
    userIds: [updated.resellerId, brandUserId],
    data: { orderId: updated.id, status: updated.status },
  })
  const { resellerId: _resellerId, ...order } = updated
  return order
}
