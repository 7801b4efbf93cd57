/**
 * The shared token bucket (decision 019 §3) on PGlite and on PostgreSQL (a cluster of its own
 * where PostgreSQL is installed): takes racing each other never take more than the capacity plus
 * the refill over the time elapsed, a dry bucket says when to come back, and a provider's answer
 * can set or block it.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { bothDatabases } from '#testing/both-databases.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { dbRateBudget, peekBudget } from './rate-budget.ts'

const databases = bothDatabases()

const lanes = {
  main: { capacity: 5, refillPerSecond: 1 },
  search: { capacity: 2, refillPerSecond: 0.5 },
}

describe.each(databases)('on $name', ({ skip, appOptions }) => {
  let t: TestApp
  beforeAll(async () => {
    if (!skip) t = await createTestApp({}, appOptions())
  }, 60_000)
  afterAll(async () => {
    await t?.close()
  })

  test.skipIf(skip)(
    'concurrent takes get exactly the capacity; the rest are told when',
    async () => {
      let now = new Date('2026-03-04T10:00:00Z')
      const budget = dbRateBudget(t.deps.db, `k-${randomUUID()}`, lanes, () => now)
      const results = await Promise.all(Array.from({ length: 30 }, () => budget.take(1)))
      expect(results.filter((r) => r.ok)).toHaveLength(5)
      for (const r of results.filter((r) => !r.ok)) {
        expect(r.ok === false && r.retryAt.toISOString()).toBe('2026-03-04T10:00:01.000Z')
      }
      // 2.5 s later: two and a half tokens came in.
      now = new Date('2026-03-04T10:00:02.500Z')
      const later = await Promise.all(Array.from({ length: 10 }, () => budget.take(1)))
      expect(later.filter((r) => r.ok)).toHaveLength(2)
      const refused = later.find((r) => !r.ok)
      expect(refused?.ok === false && refused.retryAt.toISOString()).toBe(
        '2026-03-04T10:00:03.000Z',
      )
    },
  )

  test.skipIf(skip)(
    'on the database clock, racing takes never pass capacity + refill × elapsed',
    async () => {
      const key = `k-${randomUUID()}`
      // Two budgets on one key: two instances of one credential.
      const budgets = [
        dbRateBudget(t.deps.db, key, { main: { capacity: 3, refillPerSecond: 5 } }),
        dbRateBudget(t.deps.db, key, { main: { capacity: 3, refillPerSecond: 5 } }),
      ]
      const started = Date.now()
      const until = started + 2_000
      let taken = 0
      let attempts = 0
      await Promise.all(
        Array.from({ length: 8 }, async (_, i) => {
          while (Date.now() < until) {
            attempts += 1
            const r = await budgets[i % 2]!.take(1)
            if (r.ok) taken += 1
          }
        }),
      )
      const elapsed = (Date.now() - started) / 1000
      expect(attempts).toBeGreaterThan(taken)
      expect(taken).toBeLessThanOrEqual(Math.floor(3 + 5 * elapsed))
      // And the bucket was really used: most of what it allowed was taken.
      expect(taken).toBeGreaterThanOrEqual(Math.floor(5 * 2 * 0.8))
    },
    30_000,
  )

  test.skipIf(skip)('a provider’s answer sets the bucket, or blocks it until a time', async () => {
    let now = new Date('2026-03-04T10:00:00Z')
    const key = `k-${randomUUID()}`
    const budget = dbRateBudget(t.deps.db, key, lanes, () => now)
    await budget.set({ tokens: 0, refillPerSecond: 2, capacity: 60 })
    const dry = await budget.take(3)
    expect(dry.ok === false && dry.retryAt.toISOString()).toBe('2026-03-04T10:00:01.500Z')
    expect((await peekBudget(t.deps.db, key, 'main', lanes.main, now)).tokens).toBe(0)

    now = new Date('2026-03-04T10:00:10Z')
    await budget.block(new Date('2026-03-04T10:00:30Z'))
    const blocked = await budget.take(1)
    expect(blocked.ok === false && blocked.retryAt.toISOString()).toBe('2026-03-04T10:00:30.000Z')
    // A shorter block never shortens the one in force.
    await budget.block(new Date('2026-03-04T10:00:20Z'))
    now = new Date('2026-03-04T10:00:25Z')
    expect((await budget.take(1)).ok).toBe(false)
    now = new Date('2026-03-04T10:00:30Z')
    expect((await budget.take(1)).ok).toBe(true)
    // Refilled 2/s for 30 s up to the capacity the provider gave (60), one taken.
    expect((await peekBudget(t.deps.db, key, 'main', lanes.main, now)).tokens).toBe(59)
  })

  test.skipIf(skip)('lanes and credentials have buckets of their own', async () => {
    const now = new Date('2026-03-04T10:00:00Z')
    const a = dbRateBudget(t.deps.db, `k-${randomUUID()}`, lanes, () => now)
    const b = dbRateBudget(t.deps.db, `k-${randomUUID()}`, lanes, () => now)
    for (let i = 0; i < 5; i++) expect((await a.take(1)).ok).toBe(true)
    expect((await a.take(1)).ok).toBe(false)
    expect((await a.take(1, 'search')).ok).toBe(true)
    expect((await b.take(5)).ok).toBe(true)
    await expect(a.take(1, 'nope')).rejects.toThrow(/no lane/)
  })
})
