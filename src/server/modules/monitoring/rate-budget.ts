/**
 * A credential's rate budget, shared by every app instance (decision 019 §3): one token-bucket
 * row per lane in monitoring_rate_budgets (key = the connection's budget key + ':' + lane),
 * refilled by time up to its capacity. A take is ONE conditional `UPDATE … RETURNING`: the refill
 * and the subtraction happen in the statement that checks there is enough, so two instances can
 * never both take the last token (no read-then-write race). A provider's answer may set the bucket
 * (Keepa's tokensLeft and refillRate) or block it until a time (Retry-After on 429 and 503).
 *
 * Time is the database's (statement_timestamp(), the same on every instance) unless a clock is
 * given, as the bench does to run a simulated day; one budget uses one of the two throughout.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'
import type { LaneBudget, RateBudget } from './connectors/types.ts'

/** When a lane's refill is 0 (a provider said so), look again after this long. */
const NO_REFILL_RETRY_MS = 60_000

interface BudgetRow {
  tokens: number
  capacity: number
  refill_per_second: number
  updated_at: Date | string
  blocked_until: Date | string | null
  now: Date | string
}

export function budgetLaneKey(budgetKey: string, lane: string): string {
  return `${budgetKey}:${lane}`
}

export function dbRateBudget(
  db: DbOrTx,
  budgetKey: string,
  lanes: Record<string, LaneBudget>,
  now?: () => Date,
): RateBudget {
  const ensured = new Set<string>()
  const at = (): SQL =>
    now ? sql`${now().toISOString()}::timestamptz` : sql`statement_timestamp()`

  function laneOf(lane: string): LaneBudget {
    const plan = lanes[lane]
    if (!plan) throw new Error(`The budget has no lane "${lane}".`)
    return plan
  }

  /** The lane's row, made with the published plan (full) the first time it is used. */
  async function ensure(lane: string): Promise<string> {
    const key = budgetLaneKey(budgetKey, lane)
    if (ensured.has(lane)) return key
    const plan = laneOf(lane)
    await db.execute(sql`insert into monitoring_rate_budgets
        (key, tokens, capacity, refill_per_second, updated_at)
      values (${key}, ${plan.capacity}, ${plan.capacity}, ${plan.refillPerSecond}, ${at()})
      on conflict (key) do nothing`)
    ensured.add(lane)
    return key
  }

  return {
    async take(cost, lane = 'main') {
      const key = await ensure(lane)
      // Elapsed time never counts negative (an instance whose clock is behind the last writer's).
      const t = at()
      const filled = sql`least(capacity, tokens + greatest(0, extract(epoch from (${t} - updated_at))) * refill_per_second)`
      const taken = await rowsOf<{ tokens: number }>(
        db,
        sql`update monitoring_rate_budgets
          set tokens = ${filled} - ${cost}, updated_at = greatest(updated_at, ${t})
          where key = ${key}
            and (blocked_until is null or blocked_until <= ${t})
            and ${filled} >= ${cost}
          returning tokens`,
      )
      if (taken.length > 0) return { ok: true }
      const [row] = await rowsOf<BudgetRow>(
        db,
        sql`select tokens, capacity, refill_per_second, updated_at, blocked_until, ${t} as now
          from monitoring_rate_budgets where key = ${key}`,
      )
      if (!row) throw new Error(`The budget row ${key} is gone.`)
      return { ok: false, retryAt: retryAtOf(row, cost) }
    },

    async set(state, lane = 'main') {
      const key = await ensure(lane)
      await db.execute(sql`update monitoring_rate_budgets
        set tokens = ${state.tokens}, refill_per_second = ${state.refillPerSecond},
          capacity = coalesce(${state.capacity ?? null}::double precision, capacity),
          updated_at = ${at()}
        where key = ${key}`)
    },

    async block(until, lane = 'main') {
      const key = await ensure(lane)
      await db.execute(sql`update monitoring_rate_budgets
        set blocked_until = greatest(coalesce(blocked_until, ${until.toISOString()}::timestamptz),
          ${until.toISOString()}::timestamptz)
        where key = ${key}`)
    },
  }
}

/** When `cost` tokens will be there (and the lane no longer blocked), from the row as read. */
function retryAtOf(row: BudgetRow, cost: number): Date {
  const now = new Date(row.now).getTime()
  const blocked = row.blocked_until === null ? 0 : new Date(row.blocked_until).getTime()
  const from = Math.max(now, blocked)
  if (cost > row.capacity) {
    throw new Error(`A cost of ${cost} can never be taken from a bucket of ${row.capacity}.`)
  }
  const elapsed = Math.max(0, (from - new Date(row.updated_at).getTime()) / 1000)
  const tokens = Math.min(row.capacity, row.tokens + elapsed * row.refill_per_second)
  if (tokens >= cost) return new Date(from)
  if (row.refill_per_second <= 0) return new Date(from + NO_REFILL_RETRY_MS)
  return new Date(from + Math.ceil(((cost - tokens) / row.refill_per_second) * 1000))
}

/**
 * The tokens a lane has now, without taking any (the planner sizes what it claims by it), and
 * whether it is blocked. A lane never used yet has its published capacity.
 */
/**
 * When a lane as peeked (peekBudget) holds `cost` tokens: now when it does already, null when
 * it does not refill.
 */
export function budgetHoldsAt(
  budget: { tokens: number; refillPerSecond: number },
  cost: number,
  now: Date,
): Date | null {
  if (budget.tokens >= cost) return now
  if (budget.refillPerSecond <= 0) return null
  return new Date(now.getTime() + ((cost - budget.tokens) / budget.refillPerSecond) * 1000)
}

export async function peekBudget(
  db: DbOrTx,
  budgetKey: string,
  lane: string,
  plan: LaneBudget,
  now?: Date,
): Promise<{ tokens: number; refillPerSecond: number; blockedUntil: Date | null }> {
  const t = now ? sql`${now.toISOString()}::timestamptz` : sql`statement_timestamp()`
  const [row] = await rowsOf<{
    tokens: number
    refill_per_second: number
    blocked_until: Date | string | null
    now: Date | string
  }>(
    db,
    sql`select least(capacity, tokens + greatest(0, extract(epoch from (${t} - updated_at))) * refill_per_second) as tokens,
        refill_per_second, blocked_until, ${t} as now
      from monitoring_rate_budgets where key = ${budgetLaneKey(budgetKey, lane)}`,
  )
  if (!row)
    return { tokens: plan.capacity, refillPerSecond: plan.refillPerSecond, blockedUntil: null }
  const blockedUntil =
    row.blocked_until !== null && new Date(row.blocked_until) > new Date(row.now)
      ? new Date(row.blocked_until)
      : null
  return {
    tokens: Number(row.tokens),
    refillPerSecond: Number(row.refill_per_second),
    blockedUntil,
  }
}
