/**
 * PostgreSQL restarted under write load: the process lives, the requests caught in the restart
 * answer 503 with Retry-After, and the server serves again once PostgreSQL is back, without a
 * restart of its own. The load is the one that used to end the process: resellers placing and
 * cancelling orders, so that connections are checked out of the pool for transactions when the
 * server ends them (pg-pool listens for errors only on idle connections).
 *
 * It runs on a cluster of its own (testing/postgres-cluster.ts), whatever TEST_DATABASE_URL
 * says, since it restarts the server; it is skipped where PostgreSQL is not installed.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addAddress, orderableBrand } from '#testing/orders.ts'
import { bodyOf, post } from '#testing/http.ts'
import {
  postgresBin,
  startPostgresCluster,
  type PostgresCluster,
} from '#testing/postgres-cluster.ts'
import { signedInUsers, type Session } from '#testing/sessions.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

const installed = postgresBin() !== null
/** How many resellers place and cancel orders side by side, as in the finding. */
const CLIENTS = 4

let cluster: PostgresCluster
let t: TestApp
let resellers: Session[]
let brandId: string
let productId: string
/** Every error that reached the process without a handler, which would have ended it. */
const uncaught: unknown[] = []
const onUncaught = (error: unknown) => uncaught.push(error)

beforeAll(async () => {
  if (!installed) return
  process.on('uncaughtException', onUncaught)
  cluster = await startPostgresCluster()
  t = await createTestApp({}, { databaseUrl: cluster.url })
  resellers = await signedInUsers(t, ...Array.from({ length: CLIENTS }, () => 'reseller' as const))
  for (const r of resellers) await addAddress(t.deps, r.id)
  const brand = await orderableBrand(
    t.deps,
    resellers.map((r) => r.id),
    [{ name: 'Restart Kettle', wholesalePrice: '20.00', stock: 1_000_000 }],
  )
  brandId = brand.entry.id
  productId = brand.products[0]!.id
}, 120_000)

afterAll(async () => {
  process.off('uncaughtException', onUncaught)
  await t?.close().catch(() => {})
  await cluster?.remove()
})

interface Outcome {
  status: number
  retryAfter: string | null
  body: string
}

/** One reseller's loop: place an order, cancel it, again, until told to stop. */
async function placeAndCancel(reseller: Session, running: () => boolean, seen: Outcome[]) {
  const record = async (response: Response) => {
    const outcome = {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: await response.text(),
    }
    seen.push(outcome)
    return outcome
  }
  while (running()) {
    const placed = await record(
      await post(
        t.app,
        '/api/reseller/orders',
        { brandId, items: [{ productId, quantity: 5 }] },
        { cookie: reseller.cookie },
      ),
    )
    if (placed.status !== 201) continue
    const { order } = JSON.parse(placed.body) as { order: { id: string } }
    await record(
      await post(t.app, `/api/reseller/orders/${order.id}/cancel`, {}, { cookie: reseller.cookie }),
    )
  }
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.skipIf(!installed)('PostgreSQL restarted while orders are placed and cancelled', () => {
  test.each(['fast', 'immediate'] as const)(
    'pg_ctl restart -m %s: the process lives, requests answer 503 with Retry-After, then serve again',
    async (mode) => {
      const seen: Outcome[] = []
      let running = true
      const loops = resellers.map((r) => placeAndCancel(r, () => running, seen))
      await settle(500)
      const before = seen.length
      expect(before, 'the load placed orders before the restart').toBeGreaterThan(0)

      await cluster.restart(mode)
      // Until the first write succeeds after the restart, then a little more.
      const back = Date.now()
      const okAfter = () => seen.slice(before).some((o) => o.status === 201)
      while (!okAfter() && Date.now() - back < 20_000) await settle(100)
      await settle(300)
      running = false
      await Promise.all(loops)

      expect(uncaught, 'errors that would have ended the process').toEqual([])
      const during = seen.slice(before)
      const unavailable = during.filter((o) => o.status === 503)
      // Not vacuous: requests were caught by the restart.
      expect(unavailable.length, 'requests caught in the restart').toBeGreaterThan(0)
      for (const o of unavailable) expect(o.retryAfter).toBe('5')
      const other = during.filter((o) => o.status !== 503 && o.status !== 201 && o.status !== 200)
      expect(other, 'answers neither served nor 503').toEqual([])
      for (const o of during) expect(o.body).not.toMatch(/\n\s+at /)
      expect(okAfter(), 'orders are placed again once PostgreSQL is back').toBe(true)

      // Every connection of the pool works again: as many orders at once as it holds.
      const again = await Promise.all(
        resellers.map((r) =>
          post(
            t.app,
            '/api/reseller/orders',
            { brandId, items: [{ productId, quantity: 5 }] },
            { cookie: r.cookie },
          ),
        ),
      )
      for (const response of again) {
        expect(response.status, JSON.stringify(await bodyOf(response.clone()))).toBe(201)
      }
      // With nothing in flight, every connection is back in the pool: a transaction whose BEGIN
      // failed in the restart used to keep its connection for good (transaction-safe-pool.ts).
      const pool = (t.deps.db as unknown as { $client: pg.Pool }).$client
      expect(pool.totalCount - pool.idleCount, 'connections never given back').toBe(0)
    },
    60_000,
  )
})
