import type { MiddlewareHandler } from 'hono'
import {
  chooseEncoding,
  compressBody,
  COMPRESSIBLE,
  THRESHOLD_BYTES,
  type Bytes,
} from '../lib/http/compression.ts'

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i

/**
 * Compresses text responses for clients that accept br or gzip. Unlike hono/compress it only
 * touches the response's headers when it leaves the body alone: reading the body, or setting a
 * header with c.header() after the handler, turns @hono/node-server's buffered response into a
 * web stream, which cost a third of an API call's CPU under load (issue 6's p95 budget).
 * Streams (text/event-stream) and responses that are already encoded pass untouched.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    const headers = res.headers
    if (
      c.req.method === 'HEAD' ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      headers.has('content-encoding') ||
      headers.has('transfer-encoding')
    ) {
      return
    }
    const type = headers.get('content-type')
    if (
      !type ||
      !COMPRESSIBLE.test(type) ||
      NO_TRANSFORM.test(headers.get('cache-control') ?? '')
    ) {
      return
    }
    const vary = headers.get('vary')
    if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary))) {
      headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    }
    const encoding = chooseEncoding(c.req.header('accept-encoding'))
    const declared = headers.get('content-length')
    if (!encoding || (declared !== null && Number(declared) < THRESHOLD_BYTES)) return
    const body = new Uint8Array(await res.arrayBuffer())
    const out = new Headers(headers)
    let payload: Bytes = body
    if (body.byteLength >= THRESHOLD_BYTES) {
      payload = await compressBody(body, encoding)
      out.set('Content-Encoding', encoding)
      out.delete('Content-Length')
      const etag = out.get('etag')
      if (etag && !etag.startsWith('W/')) out.set('ETag', `W/${etag}`)
    }
    // Hono's `res` setter copies the old response's headers into a new one, reading its body
    // again; clearing it first hands over this response as it is.
    c.res = undefined
    c.res = new Response(payload, { status: res.status, statusText: res.statusText, headers: out })
  }
}
