/**
 * Two app instances on one PostgreSQL share one credential's budget (decision 019 §3): each runs
 * pg-boss, the planner and the check workers; one credential with rate R and burst B; a fake
 * provider counts the calls with their times. Over T seconds (MONITORING_TWO_INSTANCE_SECONDS,
 * 60 by default) the calls stay within R × T + B, no window holds more than one burst beyond the
 * rate, both instances call, and no product is checked twice in its period.
 *
 * It runs on a PostgreSQL cluster of its own (testing/postgres-cluster.ts); skipped, saying so,
 * where PostgreSQL is not installed.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseEnv } from '#server/env.ts'
import type { AppDeps } from '#server/lib/http/types.ts'
import { SCRYPT_TEST_COST, scryptPasswordHasher } from '#server/lib/password-hash.ts'
import { createDeps } from '#server/server.ts'
import {
  connectTestSource,
  coverageOf,
  fakeConnector,
  makeAllDue,
  monitoredBrand,
  type FakeCall,
} from '#testing/monitoring-jobs.ts'
import {
  postgresBin,
  startPostgresCluster,
  type PostgresCluster,
} from '#testing/postgres-cluster.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { startMonitoring, type MonitoringRuntime } from './worker.ts'

const installed = postgresBin() !== null
if (!installed) {
  console.warn('two-instances.api.test.ts skipped: PostgreSQL is not installed (no initdb)')
}
const SECONDS = Number(process.env.MONITORING_TWO_INSTANCE_SECONDS ?? 60)
/** The credential's published plan: R calls a second, bursts of B. */
const R = 1
const B = 3
const BATCH = 5
/** More products than the budget carries in T, so the budget is what limits. */
const PRODUCTS = Math.ceil((R * SECONDS + B) * 1.3) * BATCH
const MONITORING_KEY = 'two-instances-monitoring-key-0123456789'

let cluster: PostgresCluster
let first: TestApp
let second: AppDeps
let secondDataDir: string

beforeAll(async () => {
  if (!installed) return
  cluster = await startPostgresCluster()
  first = await createTestApp({ MONITORING_KEY }, { databaseUrl: cluster.url })
  // The second instance: the same database and keys, a process of its own in all but name.
  const url = (first.deps.db as unknown as { $client: { options: { connectionString: string } } })
    .$client.options.connectionString
  secondDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-test-data-'))
  second = await createDeps(
    parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: secondDataDir,
      MONITORING_KEY,
    }),
    { kind: 'postgres', url, poolSize: 4 },
    { passwordHasher: scryptPasswordHasher(SCRYPT_TEST_COST) },
  )
}, 120_000)

afterAll(async () => {
  await second?.live.close()
  await second?.database.close()
  await first?.close()
  await cluster?.remove()
  if (secondDataDir) fs.rmSync(secondDataDir, { recursive: true, force: true })
})

/** The most calls in any window of `seconds`. */
function mostInWindow(times: number[], seconds: number): number {
  let most = 0
  let from = 0
  for (let to = 0; to < times.length; to++) {
    while (times[to]! - times[from]! >= seconds * 1000) from += 1
    most = Math.max(most, to - from + 1)
  }
  return most
}

describe.skipIf(!installed)('two instances, one credential', () => {
  test(
    `over ${SECONDS} s the calls stay within R × T + B, and no product is checked twice`,
    async () => {
      const brand = await monitoredBrand(first.deps, PRODUCTS)
      const connectionId = await connectTestSource(first.deps, brand, {
        budgetKey: 'test:shared-credential',
      })
      await makeAllDue(first.deps.db, connectionId)
      const lanes = { main: { capacity: B, refillPerSecond: R } }
      const fakes = [1, 2].map(() =>
        fakeConnector('keepa_api', { batchSize: BATCH, lanes, costPerItem: 1 / BATCH }),
      )
      const runtimes: MonitoringRuntime[] = []
      const started = Date.now()
      for (const [i, deps] of [first.deps, second].entries()) {
        runtimes.push(
          await startMonitoring(deps, {
            connectors: { keepa_api: fakes[i]! },
            checkWorkers: 2,
            pollingIntervalSeconds: 0.5,
          }),
        )
      }
      await new Promise((r) => setTimeout(r, SECONDS * 1000))
      await Promise.all(runtimes.map((r) => r.stop()))
      const elapsed = (Date.now() - started) / 1000

      const calls: (FakeCall & { instance: number })[] = fakes
        .flatMap((f, i) => f.calls.map((c) => ({ ...c, instance: i + 1 })))
        .sort((a, b) => a.at.getTime() - b.at.getTime())
      const times = calls.map((c) => c.at.getTime())
      const perInstance = [1, 2].map((i) => calls.filter((c) => c.instance === i).length)
      const mostIn1s = mostInWindow(times, 1)
      const mostIn10s = mostInWindow(times, 10)
      console.log(
        `two instances: ${calls.length} calls in ${elapsed.toFixed(1)} s (${perInstance.join(' + ')}), ` +
          `${(calls.length / elapsed).toFixed(2)}/s against R = ${R}/s, B = ${B}; ` +
          `most in any 1 s: ${mostIn1s}, in any 10 s: ${mostIn10s}; ` +
          `share of the allowed rate used: ${((100 * calls.length) / (R * elapsed + B)).toFixed(0)} %`,
      )

      expect(calls.length).toBeLessThanOrEqual(Math.floor(R * elapsed + B))
      // A few ms between the database's clock and the fake's: the window is a little wider.
      expect(mostIn1s).toBeLessThanOrEqual(Math.floor(B + R * 1.2))
      expect(mostIn10s).toBeLessThanOrEqual(Math.floor(B + R * 10.2))
      // The budget is used, and by both instances.
      expect(calls.length).toBeGreaterThanOrEqual(Math.floor(R * SECONDS * 0.75))
      expect(perInstance.every((n) => n > 0)).toBe(true)

      // No product twice in its period (one UTC day): each product's id in one call at most.
      const productIds = calls.flatMap((c) => c.productIds)
      expect(new Set(productIds).size).toBe(productIds.length)
      const coverage = await coverageOf(first.deps.db, connectionId)
      expect(coverage.filter((r) => r.status === 'ok').length).toBe(productIds.length)
    },
    (SECONDS + 120) * 1000,
  )
})
