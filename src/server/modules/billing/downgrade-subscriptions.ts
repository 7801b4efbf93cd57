/**
 * The server's downgrade (001 §4.7: "done server-side"): a paid plan whose period has ended
 * moves to the free plan with 3 brand applications a month (DESIGN decision 6). Cancelled plans
 * end here; so does a plan that was not paid again, since each payment buys one month.
 */
import { and, eq, lte } from 'drizzle-orm'
import {
  CANCELLED_PLAN_APPLICATION_LIMIT,
  SUBSCRIPTION_DOWNGRADE_INTERVAL_MS,
} from '#shared/billing-texts.ts'
import type { Db } from '../../db/client.ts'
import { subscribers } from '../../db/schema/index.ts'
import type { Logger } from '../../lib/logger.ts'

export async function downgradeExpiredSubscriptions(
  db: Db,
  now: Date = new Date(),
): Promise<string[]> {
  const rows = await db
    .update(subscribers)
    .set({
      subscribed: false,
      subscriptionTier: 'free',
      brandApplicationLimit: CANCELLED_PLAN_APPLICATION_LIMIT,
      cancelAtPeriodEnd: false,
      updatedAt: now,
    })
    .where(and(eq(subscribers.subscribed, true), lte(subscribers.subscriptionEnd, now)))
    .returning({ userId: subscribers.userId })
  return rows.map((r) => r.userId)
}

/** Runs at start and then every interval in the server process; returns the stop function. */
export function startSubscriptionDowngradeJob(
  deps: { db: Db; logger: Logger },
  intervalMs: number = SUBSCRIPTION_DOWNGRADE_INTERVAL_MS,
): () => void {
  let running = false
  const run = async () => {
    if (running) return
    running = true
    try {
      const downgraded = await downgradeExpiredSubscriptions(deps.db)
      if (downgraded.length > 0) {
        deps.logger.info(`subscriptions: ${downgraded.length} moved to the free plan`)
      }
    } catch (error) {
      deps.logger.error(`subscriptions: downgrade failed: ${String(error)}`)
    } finally {
      running = false
    }
  }
  void run()
  const timer = setInterval(() => void run(), intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
