/**
 * Fixed-window counters in the shared rate_limit table (keys prefixed so they never meet
 * better-auth's own), so limits hold across app instances.
 */
import { and, eq, gt, sql } from 'drizzle-orm'
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

/**
 * Counts one hit (or `amount` units, e.g. events in a batch) and returns the window's new count;
 * the window restarts when its start is older than the window.
 */
export async function hit(db: Db, key: string, rule: RateRule, now = Date.now(), amount = 1) {
  const expired = now - rule.window * 1000
  const [row] = await db
    .insert(rateLimit)
    .values({ id: crypto.randomUUID(), key, count: amount, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} <= ${expired} then ${amount} else ${rateLimit.count} + ${amount} end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} <= ${expired} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count })
  return row?.count ?? amount
}

/** Counts the hit first, then says whether it went over: safe under concurrent requests. */
export async function consume(db: Db, key: string, rule: RateRule, now = Date.now()) {
  const count = await hit(db, key, rule, now)
  return count <= rule.max ? 0 : await blockedFor(db, key, rule, now)
}

/**
 * Counts `amount` units at once and says how many of them fit under the limit (0 to amount):
 * a batch over the limit is cut, not refused.
 */
export async function consumeUpTo(
  db: Db,
  key: string,
  rule: RateRule,
  amount: number,
  now = Date.now(),
) {
  const count = await hit(db, key, rule, now, amount)
  return Math.max(0, Math.min(amount, rule.max - (count - amount)))
}

/** One unit taken from a window by `take()`; `windowStart` names the window it came from. */
export interface TakenUnit {
  key: string
  windowStart: number
}

/**
 * Takes one unit of `key` if its window has one left, as one statement: ON CONFLICT DO UPDATE
 * locks the row and evaluates `setWhere` on its newest version (PostgreSQL and PGlite alike), so
 * concurrent callers on any number of instances never take more than `max` units of a window.
 * Null when the window is full; a refused call takes nothing.
 */
export async function take(
  db: Db,
  key: string,
  rule: RateRule,
  now = Date.now(),
): Promise<TakenUnit | null> {
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
      setWhere: sql`${rateLimit.lastRequest} <= ${expired} or ${rateLimit.count} < ${rule.max}`,
    })
    .returning({ windowStart: rateLimit.lastRequest })
  return row ? { key, windowStart: row.windowStart } : null
}

/**
 * Returns a unit `take()` gave out, when what it was taken for turned out not to count. Only to
 * the window it came from: once that window is over, the unit is gone with it.
 */
export async function giveBack(db: Db, unit: TakenUnit): Promise<void> {
  await db
    .update(rateLimit)
    .set({ count: sql`${rateLimit.count} - 1` })
    .where(
      and(
        eq(rateLimit.key, unit.key),
        eq(rateLimit.lastRequest, unit.windowStart),
        gt(rateLimit.count, 0),
      ),
    )
}
