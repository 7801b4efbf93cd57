/**
 * Checkout creation (001 §7.1: tier, user, billing address → order_id, amount, currency, key_id,
 * user_name, user_email): a payment row in 'created' and the provider's order for it.
 */
import { eq } from 'drizzle-orm'
import {
  BILLING_TEXTS,
  PLAN_CURRENCY,
  PLAN_PRICES_CENTS,
  type PaidTier,
} from '#shared/billing-texts.ts'
import type { BillingAddress } from '#shared/schemas/billing.ts'
import { HttpError } from '../../lib/http/errors.ts'
import type { AppDeps, Viewer } from '../../lib/http/types.ts'
import { payments } from '../../db/schema/index.ts'
import { PaymentServiceError, activeProvider } from './payment-provider.ts'

const T = BILLING_TEXTS.toasts

export async function createCheckout(
  deps: AppDeps,
  viewer: Viewer,
  input: { tier: PaidTier; billingAddress: BillingAddress },
) {
  const provider = activeProvider(deps)
  if (!provider) {
    throw new HttpError(503, { code: 'PAYMENTS_UNAVAILABLE', message: T.serviceError })
  }
  const amountCents = PLAN_PRICES_CENTS[input.tier]
  let order
  try {
    order = await provider.createOrder({
      amountCents,
      currency: PLAN_CURRENCY,
      receipt: `sub_${viewer.userId}`.slice(0, 40),
      notes: { user_id: viewer.userId, tier: input.tier },
    })
  } catch (error) {
    if (!(error instanceof PaymentServiceError)) throw error
    deps.logger.warn(`checkout: ${error.message}`)
    const message =
      error.kind === 'connection'
        ? T.connectError
        : error.kind === 'response'
          ? T.invalidResponse
          : T.serviceError
    throw new HttpError(502, { code: 'PAYMENT_SERVICE', title: T.checkoutFailed, message })
  }
  // The order the provider made is for this amount; anything else is not our order.
  if (order.amountCents !== amountCents || order.currency !== PLAN_CURRENCY) {
    throw new HttpError(502, {
      code: 'PAYMENT_SERVICE',
      title: T.checkoutFailed,
      message: T.invalidResponse,
    })
  }
  await deps.db.insert(payments).values({
    userId: viewer.userId,
    provider: provider.name,
    providerOrderId: order.orderId,
    tier: input.tier,
    amountCents,
    currency: PLAN_CURRENCY,
    status: 'created',
    billingAddress: input.billingAddress,
  })
  const a = input.billingAddress
  return {
    provider: provider.name,
    order_id: order.orderId,
    amount: amountCents,
    currency: PLAN_CURRENCY,
    key_id: provider.keyId,
    tier: input.tier,
    description: `${BILLING_TEXTS.tiers[input.tier]} plan, 1 month`,
    user_name: `${a.firstName} ${a.lastName}`,
    user_email: a.email,
    user_phone: a.phone,
  }
}

/** The viewer's own payment by the provider's order id; another user's is not found (404). */
export async function ownPayment(deps: AppDeps, viewer: Viewer, orderId: string) {
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(eq(payments.providerOrderId, orderId))
  if (!payment || payment.userId !== viewer.userId) {
    throw new HttpError(404, { code: 'NOT_FOUND', message: BILLING_TEXTS.errors.orderNotFound })
  }
  return payment
}
