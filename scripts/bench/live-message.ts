/**
 * Live messages (issue 5: 'the live message reaches the other browser in under 1 s'): the app
 * served over real HTTP in this process on a fresh in-memory PGlite; a reseller's Server-Sent
 * Events stream (GET /api/live) is open while the brand replies to the reseller's message
 * (POST /api/messages/:id/reply). Measured: from sending the reply to the `message.created`
 * event arriving on the reseller's stream; 5 warm-up, median and p95 of 20. Budget: median < 1 s.
 *
 * With TEST_DATABASE_URL (a PostgreSQL server) it also measures two app instances on one new
 * database: the stream on one, the reply on the other, so the event crosses LISTEN/NOTIFY.
 * Returns the lines to print; `scripts/bench.ts` wires it in.
 */
import { serve, type ServerType } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import { createApp } from '../../src/server/app.ts'
import { parseEnv } from '../../src/server/env.ts'
import type { AppDeps } from '../../src/server/lib/http/types.ts'
import { createDeps } from '../../src/server/server.ts'
import { createUser, signIn, type TestUser } from '../../src/testing/factories.ts'
import { insertMessage } from '../../src/testing/messages.ts'
import { createTestApp, TEST_ORIGIN } from '../../src/testing/test-app.ts'

const WARM_UP = 5
const TIMED = 20
const BUDGET_MS = 1000
const EVENT_TIMEOUT_MS = 5000

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}
const ms = (n: number) => `${n.toFixed(1)} ms`

interface Instance {
  deps: AppDeps
  base: string
  server: ServerType
}

function listen(deps: AppDeps): Promise<Instance> {
  const app = createApp(deps)
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve({ deps, server, base: `http://127.0.0.1:${(info as AddressInfo).port}` }),
    )
  })
}

const stop = (server: ServerType) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve())
    ;(server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.()
  })

/** Reads an SSE stream and resolves each wait when its `event: <kind>` block arrives. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  const arrived: { at: number; block: string }[] = []
  let wake: (() => void) | undefined
  const pump = (async () => {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      buffer += decoder.decode(value, { stream: true })
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        arrived.push({ at: performance.now(), block })
        wake?.()
      }
    }
  })().catch(() => {})
  return {
    /** The next block containing `match` (earlier blocks are dropped). */
    async next(match: string): Promise<{ at: number; block: string }> {
      const deadline = performance.now() + EVENT_TIMEOUT_MS
      for (;;) {
        const index = arrived.findIndex((a) => a.block.includes(match))
        if (index >= 0) return arrived.splice(0, index + 1).at(-1)!
        const left = deadline - performance.now()
        if (left <= 0) throw new Error(`no ${match} within ${EVENT_TIMEOUT_MS} ms`)
        await new Promise<void>((resolve) => {
          wake = resolve
          setTimeout(resolve, left)
        })
      }
    },
    async close() {
      await reader.cancel().catch(() => {})
      await pump
    },
  }
}

async function measure(
  streamOn: Instance,
  replyOn: Instance,
  brand: TestUser,
  reseller: TestUser,
): Promise<number[]> {
  const resellerCookie = await signIn(createApp(streamOn.deps), reseller)
  const brandCookie = await signIn(createApp(replyOn.deps), brand)
  const stream = await fetch(`${streamOn.base}/api/live`, {
    headers: { cookie: resellerCookie, 'accept-encoding': 'gzip' },
  })
  if (stream.status !== 200 || !stream.body) throw new Error(`/api/live answered ${stream.status}`)
  const events = eventReader(stream.body)
  await events.next(': connected')
  const durations: number[] = []
  try {
    for (let i = 0; i < WARM_UP + TIMED; i++) {
      const original = await insertMessage(streamOn.deps, {
        senderId: reseller.id,
        recipientId: brand.id,
        content: `Bench question ${i}`,
      })
      const started = performance.now()
      const response = await fetch(`${replyOn.base}/api/messages/${original.id}/reply`, {
        method: 'POST',
        headers: { cookie: brandCookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ content: `Bench answer ${i}` }),
      })
      if (response.status !== 201) throw new Error(`reply answered ${response.status}`)
      const { message } = (await response.json()) as { message: { id: string } }
      const event = await events.next('event: message.created')
      if (!event.block.includes(message.id)) throw new Error('the event named another message')
      if (i >= WARM_UP) durations.push(event.at - started)
    }
  } finally {
    await events.close()
  }
  return durations.sort((a, b) => a - b)
}

function line(label: string, sorted: number[]) {
  const median = percentile(sorted, 50)
  return `  ${label}: median ${ms(median)}, p95 ${ms(percentile(sorted, 95))} over ${sorted.length} (budget median < ${BUDGET_MS} ms) ${median < BUDGET_MS ? 'PASS' : 'FAIL'}`
}

async function crossInstance(baseUrl: string): Promise<string> {
  const name = `bench_live_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  const env = parseEnv({
    NODE_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    DEMO_MODE: 'true',
    AUTH_SECRET: 'bench-live-secret-0123456789-0123456789',
  })
  const config = { kind: 'postgres' as const, url: url.toString(), poolSize: 4 }
  const first = await createDeps(env, config)
  const second = await createDeps(env, config)
  const [a, b] = await Promise.all([listen(first), listen(second)])
  try {
    const brand = await createUser(first, 'brand')
    const reseller = await createUser(first, 'reseller')
    return line('two instances, PostgreSQL LISTEN/NOTIFY', await measure(a, b, brand, reseller))
  } finally {
    await Promise.all([stop(a.server), stop(b.server)])
    for (const deps of [first, second]) {
      await deps.live.close()
      await deps.database.close()
    }
    const drop = new pg.Client({ connectionString: baseUrl })
    await drop.connect()
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await drop.end()
  }
}

export async function benchLiveMessage(): Promise<string[]> {
  const lines = ['Live message (reply → the recipient’s SSE stream, over HTTP)']
  // The in-memory PGlite, whatever TEST_DATABASE_URL says: the one-process case.
  const saved = process.env.TEST_DATABASE_URL
  delete process.env.TEST_DATABASE_URL
  const t = await createTestApp()
  if (saved !== undefined) process.env.TEST_DATABASE_URL = saved
  const instance = await listen(t.deps)
  try {
    const brand = await createUser(t.deps, 'brand')
    const reseller = await createUser(t.deps, 'reseller')
    lines.push(
      line('one instance, in-memory PGlite', await measure(instance, instance, brand, reseller)),
    )
  } finally {
    await stop(instance.server)
    await t.close()
  }
  if (saved) lines.push(await crossInstance(saved))
  return lines
}
