/**
 * Live updates across app instances (DESIGN: live updates; 001 §7.5): on a PostgreSQL server an
 * event is delivered to this process's listeners at once and sent with NOTIFY on one channel;
 * every process holds one dedicated LISTEN connection and hands the notifications of the other
 * processes to its own listeners. The payload carries the origin's id so that a process never
 * delivers its own event twice.
 *
 * NOTIFY is transactional and at-most-once: a process whose LISTEN connection is down misses the
 * events of that moment (it reconnects with a growing delay); a browser re-reads on reconnection.
 */
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import type { Logger } from '../logger.ts'
import {
  LIVE_EVENT_KINDS,
  createMemoryLiveBus,
  type LiveBus,
  type LiveEvent,
  type LiveEventKind,
} from './live-bus.ts'

export const LIVE_CHANNEL = 'marketplace_live'
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const NOTIFY_PAYLOAD_MAX_BYTES = 7999
const RECONNECT_MIN_MS = 250
const RECONNECT_MAX_MS = 10_000

interface Wire {
  /** The publishing process. */
  o: string
  k: LiveEventKind
  u: string[]
  d?: LiveEvent['data']
}

/** Splits an event into payloads under the NOTIFY limit (by halving its user list). */
export function encodeLiveEvent(origin: string, event: LiveEvent): string[] {
  const users = [...new Set(event.userIds)]
  const encode = (u: string[]) =>
    JSON.stringify({ o: origin, k: event.kind, u, ...(event.data ? { d: event.data } : {}) })
  const split = (u: string[]): string[] => {
    const payload = encode(u)
    if (Buffer.byteLength(payload) <= NOTIFY_PAYLOAD_MAX_BYTES) return [payload]
    if (u.length <= 1) throw new Error(`live event ${event.kind} is too large for NOTIFY`)
    const half = Math.ceil(u.length / 2)
    return [...split(u.slice(0, half)), ...split(u.slice(half))]
  }
  return users.length ? split(users) : []
}

function decode(payload: string): Wire | null {
  try {
    const wire = JSON.parse(payload) as Partial<Wire>
    if (
      typeof wire.o !== 'string' ||
      !LIVE_EVENT_KINDS.includes(wire.k as LiveEventKind) ||
      !Array.isArray(wire.u) ||
      !wire.u.every((u) => typeof u === 'string')
    ) {
      return null
    }
    return wire as Wire
  } catch {
    return null
  }
}

export interface PostgresLiveBusOptions {
  url: string
  logger: Logger
  channel?: string
}

export async function createPostgresLiveBus(options: PostgresLiveBusOptions): Promise<LiveBus> {
  const channel = options.channel ?? LIVE_CHANNEL
  const { logger } = options
  const origin = randomUUID()
  const local = createMemoryLiveBus()
  // NOTIFY goes through a small pool of its own: publishing never waits for the app's queries.
  const pool = new pg.Pool({ connectionString: options.url, max: 2 })
  pool.on('error', (error) => logger.warn(`live: notify connection error: ${error.message}`))
  let listener: pg.Client | null = null
  let closed = false
  let retryTimer: NodeJS.Timeout | undefined
  let delay = RECONNECT_MIN_MS

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== channel || !message.payload) return
    const wire = decode(message.payload)
    if (!wire) {
      logger.warn('live: ignored a malformed notification')
      return
    }
    if (wire.o === origin) return
    void local.publish({ kind: wire.k, userIds: wire.u, ...(wire.d ? { data: wire.d } : {}) })
  }

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: options.url })
    client.on('notification', onNotification)
    const lost = (reason: string) => {
      if (listener !== client) return
      listener = null
      client.removeAllListeners('notification')
      client.end().catch(() => {})
      if (closed) return
      logger.warn(`live: LISTEN connection lost (${reason}); reconnecting in ${delay} ms`)
      scheduleReconnect()
    }
    client.on('error', (error) => lost(error.message))
    client.on('end', () => lost('ended'))
    await client.connect()
    await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    if (closed) {
      await client.end().catch(() => {})
      return
    }
    listener = client
    delay = RECONNECT_MIN_MS
  }

  const scheduleReconnect = () => {
    clearTimeout(retryTimer)
    retryTimer = setTimeout(() => {
      connect().catch((error: unknown) => {
        logger.warn(`live: LISTEN reconnect failed: ${(error as Error).message}`)
        delay = Math.min(delay * 2, RECONNECT_MAX_MS)
        if (!closed) scheduleReconnect()
      })
    }, delay)
    retryTimer.unref()
  }

  // The first connection must work: a misconfigured server fails at start, not silently.
  await connect()

  return {
    async publish(event) {
      await local.publish(event)
      try {
        for (const payload of encodeLiveEvent(origin, event)) {
          await pool.query('select pg_notify($1, $2)', [channel, payload])
        }
      } catch (error) {
        logger.warn(`live: NOTIFY ${event.kind} failed: ${(error as Error).message}`)
      }
    },
    subscribe: (userId, listen) => local.subscribe(userId, listen),
    async close() {
      closed = true
      clearTimeout(retryTimer)
      const client = listener
      listener = null
      await Promise.allSettled([client?.end(), pool.end(), local.close()])
    },
  }
}
