/**
 * The plan's brand-application limit (DESIGN decision 6) and this month's count, for the
 * subscription card and for applying to a brand (which calls it inside its own transaction).
 */
import { and, count, eq, gte } from 'drizzle-orm'
import { FREE_PLAN_APPLICATION_LIMIT } from '#shared/constants.ts'
import type { DbOrTx } from '../../db/client.ts'
import { brandApplications, subscribers } from '../../db/schema/index.ts'

/** The first instant of `now`'s calendar month, in UTC. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
}

export async function applicationLimitFor(
  db: DbOrTx,
  resellerId: string,
  now: Date = new Date(),
): Promise<{ limit: number; usedThisMonth: number }> {
  const [[sub], [used]] = await Promise.all([
    db
      .select({ limit: subscribers.brandApplicationLimit })
      .from(subscribers)
      .where(eq(subscribers.userId, resellerId)),
    db
      .select({ n: count() })
      .from(brandApplications)
      .where(
        and(
          eq(brandApplications.resellerId, resellerId),
          gte(brandApplications.createdAt, monthStart(now)),
        ),
      ),
  ])
  // 001 §4.7: no subscriber row means the free plan with its limit.
  return { limit: sub?.limit ?? FREE_PLAN_APPLICATION_LIMIT, usedThisMonth: used?.n ?? 0 }
}
