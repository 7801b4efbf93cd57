/**
 * Request body limits that leave the connection in a state a client or proxy can trust.
 *
 * hono/body-limit answers 413 in the middle of the body with the connection still advertised as
 * keep-alive; @hono/node-server then tries to drain the rest, but the body's web stream pauses
 * the socket again, so after 500 ms it drops the connection. A client that reused it meanwhile
 * (a pooling proxy does) lost an unrelated request: behind a load balancer, a 502.
 *
 * Here a 413 always says `Connection: close` (Node then ends the connection after the answer),
 * and before answering the rest of the body is read and thrown away, up to a bound. A socket
 * closed with unread bytes sends a TCP reset, and a client still uploading may then never see
 * the 413; once the body has been read the close is a clean end of stream. A body that would
 * take longer or more bytes than the bound to drain is answered at once (and then reset).
 */
import type { Context, MiddlewareHandler } from 'hono'

/** How much of an oversized body is read to let the client see its 413; beyond it, a reset. */
export const BODY_DRAIN_MAX_BYTES = 8 * 1024 * 1024
export const BODY_DRAIN_MAX_MS = 2_000

/** The header every 413 carries: the unread remainder makes the connection unusable. */
export const CLOSE_CONNECTION = { Connection: 'close' } as const

/** Reads and discards the rest of a body; true when it ended within the bounds. */
async function drain(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  maxBytes: number,
): Promise<boolean> {
  const deadline = Date.now() + BODY_DRAIN_MAX_MS
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), BODY_DRAIN_MAX_MS)
  })
  try {
    for (let drained = 0; drained <= maxBytes && Date.now() < deadline;) {
      // A read left pending when the bound is hit rejects when the socket closes: handled here.
      const next = reader.read().catch(() => ({ done: true, value: undefined }) as const)
      const chunk = await Promise.race([next, timedOut])
      if (chunk === 'timeout') return false
      if (chunk.done) return true
      drained += chunk.value.byteLength
    }
    return false
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Limits a request body to `maxBytes`, Content-Length or chunked. `tooLarge` builds the 413
 * (its JSON body); the connection header is added here.
 */
export function limitBody(maxBytes: number, tooLarge: (c: Context) => Response): MiddlewareHandler {
  const refuse = (c: Context) => {
    const response = tooLarge(c)
    for (const [name, value] of Object.entries(CLOSE_CONNECTION)) response.headers.set(name, value)
    return response
  }
  return async (c, next) => {
    const body = c.req.raw.body
    if (!body) return next()
    const headers = c.req.raw.headers
    // A chunked body (or one built in a test) declares no length: it is counted as it arrives.
    const length = headers.has('transfer-encoding')
      ? Number.NaN
      : Number(headers.get('content-length') ?? Number.NaN)
    if (Number.isFinite(length)) {
      // Node's parser never delivers more than a Content-Length declares.
      if (length <= maxBytes) return next()
      if (length - maxBytes <= BODY_DRAIN_MAX_BYTES) await drain(body.getReader(), length)
      return refuse(c)
    }
    const reader = body.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await drain(reader, BODY_DRAIN_MAX_BYTES)
        return refuse(c)
      }
      chunks.push(value)
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks, size) })
    return next()
  }
}
