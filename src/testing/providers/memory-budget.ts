/**
 * An in-memory RateBudget for connector tests and the bench: one token bucket per lane, filled
 * at the lane's rate up to its capacity, on a clock the test sets. It keeps the shared budget's
 * rules (take before every call, nothing taken when short, nobody through a lane while it is
 * blocked) without a database, so a contract test can see what a connector took and when.
 */
import type { LaneBudget, RateBudget } from '#server/modules/monitoring/connectors/types.ts'

interface Bucket {
  tokens: number
  capacity: number
  refillPerSecond: number
  updatedAt: number
  blockedUntil: number
}

export interface MemoryBudgetTake {
  lane: string
  cost: number
  ok: boolean
  at: Date
}

export interface MemoryRateBudget extends RateBudget {
  /** Every take asked for, in order (granted or not). */
  takes: MemoryBudgetTake[]
  /** Lanes a connector blocked, with the time asked for. */
  blocks: Array<{ lane: string; until: Date }>
  /** The lane's bucket now (after filling it to the clock's time). */
  state(lane?: string): {
    tokens: number
    capacity: number
    refillPerSecond: number
    blockedUntil: Date | null
  }
  /** Empties (or fills) a lane's bucket. */
  setTokens(tokens: number, lane?: string): void
  /** Moves the clock (only when the budget keeps its own clock). */
  advance(ms: number): void
  now(): Date
}

export interface MemoryBudgetOptions {
  /** The clock; by default a clock of its own starting at `start`, moved by `advance`. */
  now?: () => Date
  start?: Date
  /** Tokens each lane starts with; by default its capacity. */
  initialTokens?: Partial<Record<string, number>>
}

export function createMemoryBudget(
  lanes: Record<string, LaneBudget>,
  options: MemoryBudgetOptions = {},
): MemoryRateBudget {
  let ownClock = (options.start ?? new Date('2025-01-06T10:00:00Z')).getTime()
  const clock = options.now ?? (() => new Date(ownClock))
  const buckets = new Map<string, Bucket>()
  for (const [lane, plan] of Object.entries(lanes)) {
    buckets.set(lane, {
      tokens: options.initialTokens?.[lane] ?? plan.capacity,
      capacity: plan.capacity,
      refillPerSecond: plan.refillPerSecond,
      updatedAt: clock().getTime(),
      blockedUntil: 0,
    })
  }
  const takes: MemoryBudgetTake[] = []
  const blocks: Array<{ lane: string; until: Date }> = []

  function bucket(lane: string): Bucket {
    const found = buckets.get(lane)
    if (!found) throw new Error(`The budget has no lane "${lane}".`)
    const now = clock().getTime()
    if (now > found.updatedAt) {
      found.tokens = Math.min(
        found.capacity,
        found.tokens + ((now - found.updatedAt) / 1000) * found.refillPerSecond,
      )
      found.updatedAt = now
    }
    return found
  }

  return {
    takes,
    blocks,
    take(cost, lane = 'main') {
      const found = bucket(lane)
      const now = clock().getTime()
      let retryAt: number | null = null
      if (found.blockedUntil > now) retryAt = found.blockedUntil
      else if (found.tokens + 1e-9 < cost) {
        const missing = cost - found.tokens
        retryAt =
          found.refillPerSecond > 0
            ? now + Math.ceil((missing / found.refillPerSecond) * 1000)
            : now + 3_600_000
      }
      takes.push({ lane, cost, ok: retryAt === null, at: new Date(now) })
      if (retryAt !== null)
        return Promise.resolve({ ok: false as const, retryAt: new Date(retryAt) })
      found.tokens -= cost
      return Promise.resolve({ ok: true as const })
    },
    set(state, lane = 'main') {
      const found = bucket(lane)
      found.tokens = state.tokens
      found.refillPerSecond = state.refillPerSecond
      if (state.capacity !== undefined) found.capacity = state.capacity
      return Promise.resolve()
    },
    block(until, lane = 'main') {
      const found = bucket(lane)
      blocks.push({ lane, until })
      found.blockedUntil = Math.max(found.blockedUntil, until.getTime())
      return Promise.resolve()
    },
    state(lane = 'main') {
      const found = bucket(lane)
      return {
        tokens: found.tokens,
        capacity: found.capacity,
        refillPerSecond: found.refillPerSecond,
        blockedUntil: found.blockedUntil > 0 ? new Date(found.blockedUntil) : null,
      }
    },
    setTokens(tokens, lane = 'main') {
      bucket(lane).tokens = tokens
    },
    advance(ms) {
      if (options.now) throw new Error('This budget runs on the clock it was given.')
      ownClock += ms
    },
    now: clock,
  }
}
