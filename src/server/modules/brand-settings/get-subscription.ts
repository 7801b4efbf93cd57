/**
 * The Subscription tab (001 §2.3: read-only details): the subscribers row of the user (§7.3
 * subscribers by user_id) and its latest payments. No row means the free plan, unsubscribed
 * (001 §4.7); nothing is written here.
 */
import { desc, eq } from 'drizzle-orm'
import { BRAND_RECENT_PAYMENTS } from '#shared/brand-settings-texts.ts'
import type { Db } from '../../db/client.ts'
import { payments, subscribers } from '../../db/schema/index.ts'

export async function getSubscription(db: Db, userId: string) {
  const [[row], recent] = await Promise.all([
    db
      .select({
        tier: subscribers.subscriptionTier,
        subscribed: subscribers.subscribed,
        subscriptionEnd: subscribers.subscriptionEnd,
        cancelAtPeriodEnd: subscribers.cancelAtPeriodEnd,
      })
      .from(subscribers)
      .where(eq(subscribers.userId, userId)),
    db
      .select({
        id: payments.id,
        tier: payments.tier,
        amountCents: payments.amountCents,
        currency: payments.currency,
        status: payments.status,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.createdAt))
      .limit(BRAND_RECENT_PAYMENTS),
  ])
  return {
    subscription: row ?? {
      tier: 'free' as const,
      subscribed: false,
      subscriptionEnd: null,
      cancelAtPeriodEnd: false,
    },
    payments: recent,
  }
}
