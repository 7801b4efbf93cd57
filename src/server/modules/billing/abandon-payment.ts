/**
 * A checkout that ended without a payment: the window closed (001 §8.3 'Payment Cancelled') or
 * the provider reported a failure. Only an open ('created') or failed payment moves; a paid
 * one never goes back.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { BILLING_TEXTS } from '#shared/billing-texts.ts'
import { HttpError } from '../../lib/http/errors.ts'
import type { AppDeps, Viewer } from '../../lib/http/types.ts'
import { payments } from '../../db/schema/index.ts'
import { ownPayment } from './create-checkout.ts'
import { createSandboxProvider } from './sandbox.ts'
import { sandboxAllowed } from './payment-provider.ts'

export async function abandonPayment(
  deps: AppDeps,
  viewer: Viewer,
  input: { order_id: string; outcome: 'cancelled' | 'failed' },
) {
  const payment = await ownPayment(deps, viewer, input.order_id)
  const [updated] = await deps.db
    .update(payments)
    .set({ status: input.outcome, updatedAt: new Date() })
    .where(and(eq(payments.id, payment.id), inArray(payments.status, ['created', 'failed'])))
    .returning({ status: payments.status })
  return { status: updated?.status ?? payment.status }
}

/**
 * The sandbox checkout page's choice: success is signed as Razorpay signs one and goes on to
 * the verify route; failure marks the payment failed and answers the provider's description.
 */
export async function sandboxPayment(
  deps: AppDeps,
  viewer: Viewer,
  input: { order_id: string; outcome: 'success' | 'failure' },
) {
  const payment = await ownPayment(deps, viewer, input.order_id)
  const E = BILLING_TEXTS.errors
  if (payment.provider !== 'sandbox' || !sandboxAllowed(deps.env)) {
    throw new HttpError(409, { code: 'NOT_SANDBOX', message: E.sandboxOnly })
  }
  if (payment.status === 'paid') {
    throw new HttpError(409, { code: 'ORDER_CLOSED', message: E.orderClosed })
  }
  if (input.outcome === 'failure') {
    await abandonPayment(deps, viewer, { order_id: input.order_id, outcome: 'failed' })
    return {
      error: { code: 'PAYMENT_FAILED', description: BILLING_TEXTS.sandbox.failureDescription },
    }
  }
  const { paymentId, signature } = createSandboxProvider(deps.signingSecret).pay(
    payment.providerOrderId,
  )
  return { order_id: payment.providerOrderId, payment_id: paymentId, signature }
}
