/**
 * A restart mid-run (decision 019 §4–§5): the instance running the checks stops without waiting
 * (pg-boss fails its jobs under way, as a start on PGlite fails a dead process's), whatever it
 * had in flight never comes back, and another instance takes over: every due product is checked
 * and stored exactly once, none lost, none twice.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { listingObservations } from '#server/db/schema/index.ts'
import {
  connectTestSource,
  coverageOf,
  fakeConnector,
  makeAllDue,
  monitoredBrand,
} from '#testing/monitoring-jobs.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import type { Connector } from './connectors/types.ts'
import { startMonitoring } from './worker.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
}, 60_000)
afterAll(async () => {
  await t?.close()
})

const PRODUCTS = 60

test('a worker stopped mid-run: another takes over, every due product checked exactly once', async () => {
  const brand = await monitoredBrand(t.deps, PRODUCTS)
  const connectionId = await connectTestSource(t.deps, brand)
  await makeAllDue(t.deps.db, connectionId)

  // The first instance: slow calls; once "killed", what it has in flight never returns.
  let killed = false
  const slow = fakeConnector('keepa_api', {
    batchSize: 5,
    latencyMs: 400,
    answer: () => ({ price: '29.99', sellerId: 'A1FIRST' }),
  })
  const dying: Connector<'keepa_api'> = {
    ...slow,
    check: async (batch, ctx) => {
      const outcome = await slow.check(batch, ctx)
      if (killed) await new Promise(() => {})
      return outcome
    },
  }
  const first = await startMonitoring(t.deps, {
    connectors: { keepa_api: dying },
    schedule: false,
    checkWorkers: 2,
    pollingIntervalSeconds: 0.5,
    retryDelaySeconds: 0,
  })
  const checked = async () =>
    (await coverageOf(t.deps.db, connectionId)).filter((r) => r.status === 'ok').length
  await vi.waitFor(async () => expect(await checked()).toBeGreaterThanOrEqual(10), {
    timeout: 30_000,
    interval: 100,
  })
  killed = true
  await first.stop({ graceful: false })
  const stoppedAt = Date.now()
  const checkedByFirst = await checked()
  expect(checkedByFirst).toBeLessThan(PRODUCTS)

  const fast = fakeConnector('keepa_api', {
    batchSize: 5,
    answer: () => ({ price: '29.99', sellerId: 'A1SECOND' }),
  })
  const second = await startMonitoring(t.deps, {
    connectors: { keepa_api: fast },
    schedule: false,
    checkWorkers: 2,
    pollingIntervalSeconds: 0.5,
    retryDelaySeconds: 0,
  })
  try {
    await vi.waitFor(async () => expect(await checked()).toBe(PRODUCTS), {
      timeout: 60_000,
      interval: 100,
    })
    const resumedInMs = Date.now() - stoppedAt
    console.log(
      `restart: ${checkedByFirst} of ${PRODUCTS} checked before the stop, the rest ${resumedInMs} ms after it; ` +
        `first instance's calls ${slow.calls.length}, second's ${fast.calls.length}`,
    )
  } finally {
    await second.stop()
  }

  // Exactly once: one stored observation per product (each check's offer has an id of its own),
  // by one instance or the other; the second checked only what the first had not stored.
  const stored = await t.deps.db
    .select({ gtin: listingObservations.gtin, seller: listingObservations.sellerId })
    .from(listingObservations)
    .where(eq(listingObservations.brandId, brand.entryId))
  expect(stored).toHaveLength(PRODUCTS)
  expect(new Set(stored.map((o) => o.gtin)).size).toBe(PRODUCTS)
  const gtinOf = new Map(brand.products.map((p) => [p.id, p.gtin]))
  const bySecond = new Set(stored.filter((o) => o.seller === 'A1SECOND').map((o) => o.gtin))
  const calledBySecond = fast.calls.flatMap((c) => c.productIds).map((id) => gtinOf.get(id))
  expect(calledBySecond).toHaveLength(bySecond.size)
  expect(new Set(calledBySecond)).toEqual(bySecond)
  expect(stored.filter((o) => o.seller === 'A1FIRST').length).toBeGreaterThanOrEqual(checkedByFirst)
}, 120_000)
