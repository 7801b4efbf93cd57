/**
 * The reseller's current plan (001 §2.4 current-subscription card, §7.3 subscribers by
 * user_id): tier, status, period end and this month's brand applications against the limit.
 * No row means free and unsubscribed (001 §4.7); nothing is written by a read.
 */
import { eq } from 'drizzle-orm'
import { UNLIMITED_THRESHOLD } from '#shared/billing-texts.ts'
import type { Db } from '../../db/client.ts'
import { subscribers } from '../../db/schema/index.ts'
import { applicationLimitFor } from './application-limit.ts'

export async function getResellerSubscription(db: Db, userId: string, now: Date = new Date()) {
  const [[row], usage] = await Promise.all([
    db
      .select({
        tier: subscribers.subscriptionTier,
        subscribed: subscribers.subscribed,
        subscriptionEnd: subscribers.subscriptionEnd,
        cancelAtPeriodEnd: subscribers.cancelAtPeriodEnd,
      })
      .from(subscribers)
      .where(eq(subscribers.userId, userId)),
    applicationLimitFor(db, userId, now),
  ])
  const s = row ?? {
    tier: 'free' as const,
    subscribed: false,
    subscriptionEnd: null,
    cancelAtPeriodEnd: false,
  }
  const status = !s.subscribed ? 'free' : s.cancelAtPeriodEnd ? 'cancelling' : 'active'
  return {
    tier: s.tier,
    subscribed: s.subscribed,
    status,
    subscriptionEnd: s.subscriptionEnd,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    usage: {
      usedThisMonth: usage.usedThisMonth,
      limit: usage.limit,
      unlimited: usage.limit >= UNLIMITED_THRESHOLD,
    },
  }
}
