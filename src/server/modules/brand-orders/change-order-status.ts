/**
 * One step of an order's life (issue 15), by the brand (accept, decline, processing, shipped,
 * delivered) or by the reseller (cancel while pending).
 *
 * One conditional UPDATE does the check and the write: it changes the row only while the order
 * still has the status just before the requested one, so two concurrent requests cannot both
 * move it, and no request can skip a step or go back. In the same transaction the step is written
 * to the order's timeline and, for a decline or a cancellation, every line's stock returns to its
 * product: only the request whose UPDATE matched returns it, so a double decline or cancel
 * returns stock once. The other party's mail is written in that transaction too (it commits
 * with the step or not at all); after the commit both parties hear it live and the outbox
 * worker is woken to send the mail.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import {
  ORDER_CODES,
  orderTransitionMessage,
  previousOrderStatus,
  RESELLER_ORDER_ID_LENGTH,
  shortOrderId,
  type OrderStatus,
} from '#shared/brand-orders-texts.ts'
import type { Tx } from '../../db/client.ts'
import { orderEvents, orderItems, orders, products, user } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http/errors.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { publishProductChange } from '../brand-products/notify-resellers.ts'
import { enqueueOrderStepMail } from './order-status-mail.ts'
import { recordAudit, type AuditActor } from '../audit-log/record-audit.ts'

export type OrderActorRole = 'brand' | 'reseller'

export interface OrderStep {
  orderId: string
  actor: { userId: string; role: OrderActorRole }
  to: OrderStatus
  /** Why the brand declined or the reseller cancelled. */
  reason?: string | null
  shipping?: { carrier: string; trackingNumber: string; trackingUrl: string }
  /** The request's actor for the audit log (issue 16); absent: the step's user and role only. */
  audit?: AuditActor | undefined
}

export interface ChangedOrder {
  id: string
  status: OrderStatus
  updatedAt: Date
}

type Deps = Pick<AppDeps, 'db' | 'live' | 'mailer' | 'logger' | 'env'>

const returnsStock = (status: OrderStatus) => status === 'declined' || status === 'cancelled'

/** Every line's quantity back on its product (lines whose product was deleted have none). */
async function returnStock(tx: Tx, orderId: string): Promise<number> {
  const lines = await tx
    .select({
      productId: orderItems.productId,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.productId)))
    .groupBy(orderItems.productId)
    // Product id order, as placing an order takes them: no deadlock between the two.
    .orderBy(asc(orderItems.productId))
  for (const line of lines) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}`, updatedAt: sql`now()` })
      .where(eq(products.id, line.productId!))
  }
  return lines.length
}

export async function changeOrderStatus(deps: Deps, step: OrderStep): Promise<ChangedOrder> {
  const own = and(
    eq(orders.id, step.orderId),
    step.actor.role === 'brand'
      ? eq(orders.brandId, step.actor.userId)
      : eq(orders.resellerId, step.actor.userId),
  )
  const from = previousOrderStatus(step.to)
  const reason = returnsStock(step.to) ? (step.reason ?? null) : undefined
  const done = await deps.db.transaction(async (tx) => {
    const [updated] = from
      ? await tx
          .update(orders)
          .set({
            status: step.to,
            updatedAt: sql`now()`,
            ...(reason !== undefined ? { statusReason: reason } : {}),
            ...(step.to === 'shipped' && step.shipping ? step.shipping : {}),
          })
          .where(and(own, eq(orders.status, from)))
          .returning({
            id: orders.id,
            status: orders.status,
            updatedAt: orders.updatedAt,
            brandId: orders.brandId,
            resellerId: orders.resellerId,
          })
      : []
    if (!updated) {
      const [current] = await tx.select({ status: orders.status }).from(orders).where(own)
      if (!current) throw notFound()
      throw conflict(orderTransitionMessage(current.status, step.to), ORDER_CODES.invalidTransition)
    }
    const note =
      step.to === 'shipped' && step.shipping
        ? `${step.shipping.carrier} ${step.shipping.trackingNumber}`
        : (reason ?? null)
    await tx.insert(orderEvents).values({
      orderId: updated.id,
      status: step.to,
      actorUserId: step.actor.userId,
      actorRole: step.actor.role,
      note,
    })
    const restocked = returnsStock(step.to) ? await returnStock(tx, updated.id) : 0
    await recordAudit(tx, {
      actor: step.audit ?? {
        userId: step.actor.userId,
        email: null,
        role: step.actor.role,
        ipAddress: null,
        userAgent: null,
      },
      action: 'order.status_changed',
      targetType: 'order',
      targetId: updated.id,
      targetLabel: `Order ${shortOrderId(updated.id, RESELLER_ORDER_ID_LENGTH)}`,
      before: { status: from },
      after: {
        status: step.to,
        ...(reason ? { reason } : {}),
        ...(step.to === 'shipped' && step.shipping
          ? { carrier: step.shipping.carrier, trackingNumber: step.shipping.trackingNumber }
          : {}),
      },
    })
    await enqueueOrderStepMail(tx, deps, {
      orderId: updated.id,
      status: step.to,
      actor: step.actor.role,
    })
    return { updated, restocked }
  })

  deps.mailer.deliverSoon()
  const { updated } = done
  // After the commit: the reseller's My Orders and order page, and the brand's tabs refresh.
  await deps.live.publish({
    kind: 'order.updated',
    userIds: [updated.resellerId, updated.brandId],
    data: { orderId: updated.id, status: updated.status },
  })
  try {
    if (done.restocked > 0) {
      const [brand] = await deps.db
        .select({ email: user.email })
        .from(user)
        .where(eq(user.id, updated.brandId))
      if (brand) {
        await publishProductChange(
          deps,
          { userId: updated.brandId, email: brand.email },
          { orderId: updated.id },
        )
      }
    }
  } catch (error) {
    // The step is committed; a live notification failure is logged and never undoes it.
    deps.logger.warn(`telling about order ${updated.id} (${step.to}) failed`, error)
  }
  return { id: updated.id, status: updated.status, updatedAt: updated.updatedAt }
}
