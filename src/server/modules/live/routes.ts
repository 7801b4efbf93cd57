/**
 * GET /api/live: the signed-in user's live-update stream (001 §7.5 live updates; DESIGN: Server-
 * Sent Events). Each event addressed to the viewer is sent as `event: <kind>` with its ids as JSON
 * data; a comment every 25 s keeps proxies from closing an idle connection. The stream is never
 * compressed or buffered (text/event-stream is not in the compress middleware's types, and
 * Cache-Control no-transform and X-Accel-Buffering no say so to proxies); the subscription ends
 * when the browser goes away. A user has at most LIVE_STREAMS_PER_USER open on an instance: the
 * oldest is closed when one more opens (admit-stream.ts).
 */
import { and, eq, gt } from 'drizzle-orm'
import { streamSSE } from 'hono/streaming'
import type { Db } from '../../db/client.ts'
import { session } from '../../db/schema/index.ts'
import { defineRoute } from '../../lib/http/route.ts'
import type { LiveEvent } from '../../lib/live/live-bus.ts'
import { admitStream } from './admit-stream.ts'

export const LIVE_HEARTBEAT_MS = 25_000
/** How long a browser waits before reconnecting after the stream drops. */
export const LIVE_RETRY_MS = 3_000
/**
 * The wait a stream closed for a newer one is told: its tab would otherwise reconnect in 3 s and
 * close the next oldest, round and round. An hour later it takes its turn again.
 */
export const LIVE_REPLACED_RETRY_MS = 60 * 60 * 1000

async function sessionAlive(db: Db, sessionId: string): Promise<boolean> {
  try {
    const [row] = await db
      .select({ id: session.id })
      .from(session)
      .where(and(eq(session.id, sessionId), gt(session.expiresAt, new Date())))
    return Boolean(row)
  } catch {
    // A database hiccup does not end every open stream; the next heartbeat checks again.
    return true
  }
}

export const liveRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/live',
    summary:
      'Server-Sent Events: live updates for the signed-in user (event = kind, data = ids as JSON)',
    tags: ['live'],
    access: 'signed-in',
    responses: { 200: 'text/event-stream' },
    handler: async ({ c, deps, viewer }) => {
      const response = streamSSE(c, async (stream) => {
        // Writes are chained so that events leave in the order they were published.
        let writing: Promise<unknown> = stream.write(`retry: ${LIVE_RETRY_MS}\n: connected\n\n`)
        const send = (chunk: () => Promise<unknown>) => {
          writing = writing.then(chunk, chunk)
        }
        const unsubscribe = deps.live.subscribe(viewer.userId, (event: LiveEvent) => {
          send(() => stream.writeSSE({ event: event.kind, data: JSON.stringify(event.data ?? {}) }))
        })
        let end = () => {}
        const ended = new Promise<void>((resolve) => {
          end = resolve
          if (stream.aborted || c.req.raw.signal.aborted) return resolve()
          stream.onAbort(resolve)
          c.req.raw.signal.addEventListener('abort', () => resolve(), { once: true })
        })
        const release = admitStream(deps.live, viewer.userId, () =>
          send(async () => {
            try {
              await stream.write(
                `retry: ${LIVE_REPLACED_RETRY_MS}\n: replaced by a newer stream\n\n`,
              )
            } finally {
              end()
            }
          }),
        )
        // Each heartbeat also checks the session: a stream outlives neither a sign-out nor a ban.
        const heartbeat = setInterval(
          () =>
            send(async () => {
              if (!(await sessionAlive(deps.db, viewer.sessionId))) return end()
              await stream.write(': heartbeat\n\n')
            }),
          LIVE_HEARTBEAT_MS,
        )
        heartbeat.unref()
        await ended
        release()
        clearInterval(heartbeat)
        unsubscribe()
      })
      response.headers.set('Cache-Control', 'no-cache, no-transform')
      response.headers.set('X-Accel-Buffering', 'no')
      return response
    },
  }),
]
