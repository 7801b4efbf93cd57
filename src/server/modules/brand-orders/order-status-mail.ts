/**
 * The mail about an order's step to the other party (issue 15): the brand's answer, shipping and
 * delivery to the reseller, a cancellation to the brand. The brand's mail goes through its order
 * switch (New Orders) and the master switch; the reseller's through its own Order Updates and
 * master switches. Every value is escaped. Written in the step's own transaction.
 */
import { eq } from 'drizzle-orm'
import {
  RESELLER_ORDER_ID_LENGTH,
  formatUsd,
  shortOrderId,
  type OrderStatus,
} from '#shared/brand-orders-texts.ts'
import { APP_ROUTES } from '#shared/app-routes.ts'
import { ORDER_LIFECYCLE_TEXTS as L, ORDER_MAIL_TEXTS as M } from '#shared/order-lifecycle-texts.ts'
import type { DbOrTx } from '../../db/client.ts'
import { notificationPreferences as prefs, user } from '../../db/schema/index.ts'
import type { OrderAddress } from '../../db/schema/orders.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { button, escapeHtml, layout } from '../../lib/mail/templates.ts'
import { enqueueBrandMail } from '../brand-settings/notification-preferences.ts'
import { getAnyOrder, type BrandOrderDetails } from './get-brand-order.ts'

/** A reseller's switches (a missing row: every switch on). */
export async function resellerWantsOrderMail(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ all: prefs.emailNotifications, orders: prefs.orderUpdates })
    .from(prefs)
    .where(eq(prefs.userId, userId))
  return !row || (row.all && row.orders)
}

export const addressLines = (a: OrderAddress): string[] =>
  [
    a.name,
    a.company,
    a.line1,
    a.line2,
    [a.city, a.region, a.postalCode].filter(Boolean).join(', '),
    a.country,
    a.phone,
  ].filter((l): l is string => Boolean(l))

const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').slice(0, 180)

export function orderStepMail(order: BrandOrderDetails, status: OrderStatus, link: string) {
  const id = shortOrderId(order.id, RESELLER_ORDER_ID_LENGTH)
  const brand = order.brandName ?? 'The brand'
  const reseller = order.reseller.companyName || order.reseller.fullName || 'The reseller'
  const intro = M.intro(status, id, brand, reseller)
  const extra: string[] = []
  if ((status === 'declined' || status === 'cancelled') && order.statusReason) {
    extra.push(`${L.reason}: ${order.statusReason}`)
  }
  if (status === 'shipped' && order.tracking) {
    extra.push(`${L.carrier}: ${order.tracking.carrier}`)
    extra.push(`${L.trackingNumber}: ${order.tracking.trackingNumber}`)
  }
  const tracking = status === 'shipped' ? order.tracking?.trackingUrl : null
  const lines = order.items.map(
    (i) =>
      `${i.productName}: ${i.quantity} × ${formatUsd(i.unitPrice)} = ${formatUsd(i.lineTotal)}`,
  )
  const shipTo = order.shipTo ? addressLines(order.shipTo) : []
  const html =
    `<p>${escapeHtml(intro)}</p>` +
    extra.map((e) => `<p>${escapeHtml(e)}</p>`).join('') +
    (tracking ? `<p><a href="${escapeHtml(tracking)}">${escapeHtml(L.trackParcel)}</a></p>` : '') +
    `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` +
    `<p><strong>Total: ${escapeHtml(formatUsd(order.totalAmount))}</strong></p>` +
    (shipTo.length
      ? `<p>${escapeHtml(L.shipTo)}:<br>${shipTo.map(escapeHtml).join('<br>')}</p>`
      : '') +
    button(link, M.openOrder)
  const text = [
    intro,
    ...extra,
    ...(tracking ? [`${L.trackParcel}: ${tracking}`] : []),
    '',
    ...lines.map((l) => `- ${l}`),
    '',
    `Total: ${formatUsd(order.totalAmount)}`,
    ...(shipTo.length ? ['', `${L.shipTo}:`, ...shipTo] : []),
    '',
    `${M.openOrder}: ${link}`,
  ].join('\n')
  return {
    subject: oneLine(M.subject(status, id, oneLine(brand))),
    html: layout(oneLine(M.subject(status, id, brand)), html),
    text: `${text}\n`,
  }
}

/**
 * Writes the mail about the step in the step's transaction `tx` (the switches are read in it),
 * so the step and its mail commit together; the caller wakes the outbox after the commit.
 */
export async function enqueueOrderStepMail(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'mailer' | 'env'>,
  step: { orderId: string; status: OrderStatus; actor: 'brand' | 'reseller' },
): Promise<void> {
  const order = await getAnyOrder(tx, step.orderId)
  if (step.actor === 'reseller') {
    const [brand] = await tx
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, order.brandId))
    if (!brand) return
    await enqueueBrandMail(tx, deps, order.brandId, 'newOrders', {
      to: brand.email,
      kind: `order_${step.status}`,
      ...orderStepMail(order, step.status, `${deps.env.appUrl}${APP_ROUTES.brandOrders}`),
    })
    return
  }
  if (!(await resellerWantsOrderMail(tx, order.reseller.id))) return
  const [reseller] = await tx
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, order.reseller.id))
  if (!reseller) return
  await deps.mailer.enqueue(tx, {
    to: reseller.email,
    kind: `order_${step.status}`,
    ...orderStepMail(
      order,
      step.status,
      `${deps.env.appUrl}${APP_ROUTES.resellerOrders}/${order.id}`,
    ),
  })
}
