/**
 * Fixed-window counters in the shared rate_limit table (keys prefixed so they never meet
 * better-auth's own), so limits hold across app instances.
 */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { rateLimit } from '../db/schema/index.ts'

export interface RateRule {
  /** Seconds. */
  window: number
  max: number
}

/** Seconds until `key` is under its limit again, or 0 when it is under it now. */
export async function blockedFor(db: Db, key: string, rule: RateRule, now = Date.now()) {
  const [row] = await db.select().from(rateLimit).where(eq(rateLimit.key, key)).limit(1)
  const windowMs = rule.window * 1000
  if (!row || now - row.lastRequest >= windowMs || row.count < rule.max) return 0
  return Math.max(1, Math.ceil((row.lastRequest + windowMs - now) / 1000))
}

/** Counts one hit; the window restarts when its start is older than the window. */
export async function hit(db: Db, key: string, rule: RateRule, now = Date.now()) {
  const expired = now - rule.window * 1000
  const [row] = await db
    .insert(rateLimit)
    .values({ id: crypto.randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} <= ${expired} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} <= ${expired} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count })
  return row?.count ?? 1
}

/** Counts the hit first, then says whether it went over: safe under concurrent requests. */
export async function consume(db: Db, key: string, rule: RateRule, now = Date.now()) {
  const count = await hit(db, key, rule, now)
  return count <= rule.max ? 0 : await blockedFor(db, key, rule, now)
}
