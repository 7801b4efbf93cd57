/**
 * The checkout's answer (order_id, payment_id, signature): named missing fields in the spec's
 * words (001 §5), the signature checked by the provider that made the order, then the plan
 * activated in one transaction (idempotent, see activate-payment.ts).
 */
import { BILLING_TEXTS, invalidPaymentData } from '#shared/billing-texts.ts'
import type { VerifyPaymentInput } from '#shared/schemas/billing.ts'
import { badRequest } from '../../lib/http/errors.ts'
import type { AppDeps, Viewer } from '../../lib/http/types.ts'
import { activatePayment } from './activate-payment.ts'
import { enqueueReceiptMail } from './billing-mails.ts'
import { ownPayment } from './create-checkout.ts'
import { providerNamed } from './payment-provider.ts'

const FIELDS = ['order_id', 'payment_id', 'signature'] as const

export async function verifyPayment(deps: AppDeps, viewer: Viewer, input: VerifyPaymentInput) {
  const missing = FIELDS.filter((f) => !input[f]?.trim())
  if (missing.length > 0) throw badRequest(invalidPaymentData(missing), 'INVALID_PAYMENT_DATA')
  const orderId = input.order_id!.trim()
  const paymentId = input.payment_id!.trim()
  const signature = input.signature!
  const payment = await ownPayment(deps, viewer, orderId)
  const provider = providerNamed(deps, payment.provider)
  if (!provider || !provider.verifyPayment({ orderId, paymentId, signature })) {
    throw badRequest(BILLING_TEXTS.errors.signatureInvalid, 'SIGNATURE_INVALID')
  }
  const result = await deps.db.transaction(async (tx) => {
    const activated = await activatePayment(tx, { orderId, paymentId })
    // The receipt commits with the activation.
    if (activated.outcome === 'activated') await enqueueReceiptMail(tx, deps, activated.receipt)
    return activated
  })
  deps.mailer.deliverSoon()
  return {
    success: true,
    alreadyActive: result.outcome === 'already-paid',
    tier: payment.tier,
  }
}
