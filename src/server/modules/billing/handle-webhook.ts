/**
 * Razorpay's webhook (POST /api/payments/razorpay/webhook): the raw body's signature first
 * (X-Razorpay-Signature; a bad one changes nothing), then the event id is recorded in the same
 * transaction as the change it makes, so that a replayed delivery changes nothing.
 * payment.captured and order.paid activate the plan; payment.failed marks an open payment failed.
 */
import { createHash } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { BILLING_TEXTS } from '#shared/billing-texts.ts'
import { payments, paymentWebhookEvents } from '../../db/schema/index.ts'
import { HttpError, badRequest } from '../../lib/http/errors.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { activatePayment } from './activate-payment.ts'
import { enqueueReceiptMail } from './billing-mails.ts'
import { providerNamed } from './payment-provider.ts'

interface PaymentEntity {
  id?: unknown
  order_id?: unknown
  amount?: unknown
}
interface WebhookPayload {
  id?: unknown
  event?: unknown
  payload?: { payment?: { entity?: PaymentEntity }; order?: { entity?: { id?: unknown } } }
}

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined)

export async function handleRazorpayWebhook(
  deps: AppDeps,
  rawBody: string,
  headers: { signature: string | undefined; eventId: string | undefined },
) {
  const E = BILLING_TEXTS.errors
  const provider = providerNamed(deps, 'razorpay')
  if (!provider || !deps.env.RAZORPAY_WEBHOOK_SECRET) {
    throw new HttpError(503, { code: 'WEBHOOK_OFF', message: E.webhookOff })
  }
  if (!provider.verifyWebhook(rawBody, headers.signature)) {
    throw badRequest(E.webhookSignature, 'SIGNATURE_INVALID')
  }
  let event: WebhookPayload
  try {
    event = JSON.parse(rawBody) as WebhookPayload
  } catch {
    throw badRequest('Invalid JSON body')
  }
  if (typeof event !== 'object' || event === null) throw badRequest('Invalid webhook payload')
  const type = str(event.event) ?? 'unknown'
  // Razorpay names each event in x-razorpay-event-id; an identical body is the same event too.
  const eventId =
    str(headers.eventId) ??
    str(event.id) ??
    `sha256:${createHash('sha256').update(rawBody).digest('hex')}`
  const entity = event.payload?.payment?.entity
  const orderId = str(entity?.order_id) ?? str(event.payload?.order?.entity?.id)
  const paymentId = str(entity?.id)
  const amount = typeof entity?.amount === 'number' ? entity.amount : undefined

  const answer = await deps.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentWebhookEvents)
      .values({ eventId, provider: 'razorpay', eventType: type })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhookEvents.eventId })
    if (!fresh) return { status: 'duplicate' as const, event: type }
    if ((type === 'payment.captured' || type === 'order.paid') && orderId && paymentId) {
      const result = await activatePayment(tx, {
        orderId,
        paymentId,
        ...(amount === undefined ? {} : { amountCents: amount }),
      })
      // The receipt commits with the activation: a rolled-back one sends none.
      if (result.outcome === 'activated') await enqueueReceiptMail(tx, deps, result.receipt)
      return { status: result.outcome, event: type }
    }
    if (type === 'payment.failed' && orderId) {
      const changed = await tx
        .update(payments)
        .set({ status: 'failed', updatedAt: new Date() })
        .where(and(eq(payments.providerOrderId, orderId), inArray(payments.status, ['created'])))
        .returning({ id: payments.id })
      return {
        status: changed.length > 0 ? ('failed' as const) : ('ignored' as const),
        event: type,
      }
    }
    return { status: 'ignored' as const, event: type }
  })
  deps.mailer.deliverSoon()
  return answer
}
