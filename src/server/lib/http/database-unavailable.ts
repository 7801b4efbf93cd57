/**
 * Telling "the database cannot be reached" apart from a bug, so that an outage answers
 * 503 with Retry-After (a load balancer or client retries; nothing is wrong with the request)
 * instead of a 500, and a session that could not be looked up is never taken for "signed out".
 *
 * The errors are the ones a dead database really throws: node-postgres and pg-pool on a refused,
 * reset or timed-out connection or a connection the server ended, PostgreSQL's connection and
 * shutdown SQLSTATEs, and PGlite once closed. Drizzle, better-auth and AggregateError wrap them,
 * so the whole cause chain is looked at.
 */
import { sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { MESSAGES } from '#shared/messages.ts'
import type { Db } from '../../db/client.ts'

/** How long a client should wait before trying again: a restart or failover takes seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5
/**
 * A probe that has not answered by then counts as "unreachable": a database host that drops
 * packets leaves a connection attempt hanging for minutes.
 */
export const DATABASE_PROBE_TIMEOUT_MS = 3_000

/** Socket failures (Node's codes) on the way to the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
])

/**
 * SQLSTATEs of an unreachable or stopping server: class 08 (connection exception), 57P01-57P03
 * (admin or crash shutdown, starting up) and 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATE = /^(08\w{3}|57P0[123]|53300)$/

/** Messages of node-postgres, pg-pool and PGlite that carry no code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // unexpectedly, or due to connection timeout
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is clos(ed|ing)/,
]

function unavailableItself(error: object): boolean {
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) {
    return true
  }
  const message = (error as { message?: unknown }).message
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => m.test(message))
}

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<object>()
  const pending: unknown[] = [error]
  while (pending.length > 0) {
    const current = pending.pop()
    if (typeof current !== 'object' || current === null || seen.has(current)) continue
    seen.add(current)
    if (unavailableItself(current)) return true
    pending.push((current as { cause?: unknown }).cause)
    if (current instanceof AggregateError) pending.push(...(current.errors as unknown[]))
  }
  return false
}

/** The one answer while the database is down. */
export function databaseUnavailable(c: Context): Response {
  return c.json({ code: 'SERVICE_UNAVAILABLE', message: MESSAGES.serviceUnavailable }, 503, {
    'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
    // It may come before the /api/* middleware that marks answers no-store (the session lookup).
    'Cache-Control': 'no-store',
  })
}

/**
 * Whether the database answers `select 1` in time: for /api/health, and for answers that hide
 * their error (better-auth turns a failed query into a bare 500).
 */
export async function databaseReachable(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_PROBE_TIMEOUT_MS)
    timer.unref()
  })
  try {
    return await Promise.race([
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      late,
    ])
  } finally {
    clearTimeout(timer)
  }
}
