/**
 * A verified payment activates its plan for one month (001 §4.7), once: the payment row is
 * locked, and a payment already paid changes nothing, so the checkout's verify call and the
 * webhook may both arrive, in any order, any number of times.
 */
import { eq } from 'drizzle-orm'
import {
  PAID_PLAN_APPLICATION_LIMITS,
  PAID_TIERS,
  PLAN_PERIOD_MONTHS,
  type PaidTier,
} from '#shared/billing-texts.ts'
import type { Tx } from '../../db/client.ts'
import { payments, subscribers, user } from '../../db/schema/index.ts'

/** `months` later, on the same day or the month's last (Jan 31 → Feb 28), as PostgreSQL does. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date)
  const day = result.getUTCDate()
  result.setUTCDate(1)
  result.setUTCMonth(result.getUTCMonth() + months)
  const last = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0))
  result.setUTCDate(Math.min(day, last.getUTCDate()))
  return result
}

/** What the receipt mail states; set only on the call that activated the payment. */
export interface Receipt {
  email: string
  tier: string
  amountCents: number
  currency: string
  paymentId: string
  orderId: string
  paidAt: Date
  periodEnd: Date
}

export type ActivationResult =
  | {
      outcome: 'activated' | 'already-paid'
      userId: string | null
      tier: string
      receipt?: Receipt
    }
  | { outcome: 'unknown-order' }

export async function activatePayment(
  tx: Tx,
  input: { orderId: string; paymentId: string; amountCents?: number },
  now: Date = new Date(),
): Promise<ActivationResult> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.providerOrderId, input.orderId))
    .for('update')
  if (!payment) return { outcome: 'unknown-order' }
  if (payment.status === 'paid') {
    return { outcome: 'already-paid', userId: payment.userId, tier: payment.tier }
  }
  // A webhook naming another amount is not this order's payment.
  if (input.amountCents !== undefined && input.amountCents !== payment.amountCents) {
    return { outcome: 'unknown-order' }
  }
  await tx
    .update(payments)
    .set({ status: 'paid', providerPaymentId: input.paymentId, updatedAt: now })
    .where(eq(payments.id, payment.id))
  if (!payment.userId) return { outcome: 'activated', userId: null, tier: payment.tier }

  const [account] = await tx
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, payment.userId))
  const [current] = await tx
    .select()
    .from(subscribers)
    .where(eq(subscribers.userId, payment.userId))
    .for('update')
  // Paying again before the period ends adds a month to it rather than losing the rest.
  const from =
    current?.subscribed && current.subscriptionEnd && current.subscriptionEnd > now
      ? current.subscriptionEnd
      : now
  const values = {
    subscribed: true,
    subscriptionTier: payment.tier,
    // Decision 014: the tier's monthly brand applications (Basic 25, Premium unlimited).
    brandApplicationLimit: (PAID_TIERS as readonly string[]).includes(payment.tier)
      ? PAID_PLAN_APPLICATION_LIMITS[payment.tier as PaidTier]
      : (current?.brandApplicationLimit ?? PAID_PLAN_APPLICATION_LIMITS.basic),
    subscriptionEnd: addMonths(from, PLAN_PERIOD_MONTHS),
    cancelAtPeriodEnd: false,
    providerSubscriptionId: input.paymentId,
    updatedAt: now,
  }
  const email = account?.email ?? current?.email ?? ''
  await tx
    .insert(subscribers)
    .values({ userId: payment.userId, email, ...values })
    .onConflictDoUpdate({ target: subscribers.userId, set: values })
  return {
    outcome: 'activated',
    userId: payment.userId,
    tier: payment.tier,
    receipt: {
      email,
      tier: payment.tier,
      amountCents: payment.amountCents,
      currency: payment.currency,
      paymentId: input.paymentId,
      orderId: input.orderId,
      paidAt: now,
      periodEnd: values.subscriptionEnd,
    },
  }
}
