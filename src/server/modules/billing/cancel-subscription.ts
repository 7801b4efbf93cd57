/**
 * Cancellation (001 §4.7, §7.1): the plan stays until the end of the paid period; the
 * downgrade job moves it to the free plan then. One conditional UPDATE, so a double click
 * cannot do anything twice; the confirmation mail is written in its transaction.
 */
import { and, eq, gt, inArray } from 'drizzle-orm'
import { BILLING_TEXTS, PAID_TIERS } from '#shared/billing-texts.ts'
import { subscribers } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http/errors.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { enqueueCancellationMail } from './billing-mails.ts'

export async function cancelSubscription(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'logger' | 'env'>,
  userId: string,
  now: Date = new Date(),
) {
  const { db } = deps
  const row = await db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(subscribers)
      .set({ cancelAtPeriodEnd: true, updatedAt: now })
      .where(
        and(
          eq(subscribers.userId, userId),
          eq(subscribers.subscribed, true),
          eq(subscribers.cancelAtPeriodEnd, false),
          inArray(subscribers.subscriptionTier, [...PAID_TIERS]),
          gt(subscribers.subscriptionEnd, now),
        ),
      )
      .returning({
        subscriptionEnd: subscribers.subscriptionEnd,
        tier: subscribers.subscriptionTier,
        email: subscribers.email,
      })
    // Only the request that set the flag mails: a double click sends one confirmation. The
    // mail commits with the cancellation.
    if (cancelled?.subscriptionEnd) {
      await enqueueCancellationMail(tx, deps, {
        email: cancelled.email,
        tier: cancelled.tier,
        end: cancelled.subscriptionEnd,
      })
    }
    return cancelled
  })
  if (row) {
    deps.mailer.deliverSoon()
    return { cancelAtPeriodEnd: true, subscriptionEnd: row.subscriptionEnd, tier: row.tier }
  }
  const [current] = await db
    .select({ cancel: subscribers.cancelAtPeriodEnd, subscribed: subscribers.subscribed })
    .from(subscribers)
    .where(eq(subscribers.userId, userId))
  const E = BILLING_TEXTS.errors
  throw new HttpError(409, {
    code: 'NOT_CANCELLABLE',
    title: BILLING_TEXTS.toasts.cancellationFailed,
    message: current?.subscribed && current.cancel ? E.alreadyCancelled : E.notSubscribed,
  })
}
