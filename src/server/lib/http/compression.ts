/** Response compression: the encoding a client accepts, and the compressing itself. */
import type { Context } from 'hono'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

/** Text the browser reads: JSON, HTML, CSS, JavaScript, SVG, XML, CSV and plain text. */
export const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|[\w.+-]*\+(?:json|xml))|image\/svg\+xml)/i
/** Smaller bodies gain less than the header costs. */
export const THRESHOLD_BYTES = 1024
/** Above this the work goes to libuv's thread pool instead of the event loop. */
const SYNC_LIMIT_BYTES = 64 * 1024

/**
 * Brotli's fast quality 1, as nginx compresses dynamic answers at gzip level 1: on a 23 KB page of
 * Available Brands it takes 50 µs for 2.5 KB, where quality 4 takes 90 µs for 2.2 KB and gzip 6
 * 117 µs. Hashed assets and the public pages are compressed once, at the highest quality.
 */
const BROTLI_OPTIONS = (size: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
})
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 1 }
const brotliAsync = promisify(zlib.brotliCompress)
const gzipAsync = promisify(zlib.gzip)

export type Encoding = 'br' | 'gzip'

/** The client's best of br and gzip by weight (q=0: not acceptable), br on a tie. */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined
  let best: { encoding: Encoding; q: number } | undefined
  let wildcard = 0
  const explicit = new Set<string>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const q = qParam === undefined ? 1 : Number(qParam.slice(2))
    if (!Number.isFinite(q)) continue
    if (name === '*') wildcard = q
    if (name !== 'br' && name !== 'gzip') continue
    explicit.add(name)
    // On equal weights br wins: smaller for the same work.
    if (q > 0 && (!best || q > best.q || (q === best.q && name === 'br'))) {
      best = { encoding: name, q }
    }
  }
  if (best) return best.encoding
  if (wildcard > 0 && !explicit.has('br')) return 'br'
  if (wildcard > 0 && !explicit.has('gzip')) return 'gzip'
  return undefined
}

export type Bytes = Uint8Array<ArrayBuffer>

export function compressBody(body: Bytes, encoding: Encoding): Bytes | Promise<Bytes> {
  if (body.byteLength <= SYNC_LIMIT_BYTES) {
    return encoding === 'br'
      ? zlib.brotliCompressSync(body, BROTLI_OPTIONS(body.byteLength))
      : zlib.gzipSync(body, GZIP_OPTIONS)
  }
  return encoding === 'br'
    ? brotliAsync(body, BROTLI_OPTIONS(body.byteLength))
    : gzipAsync(body, GZIP_OPTIONS)
}

/**
 * An API answer as JSON, compressed here when the client accepts it: the body is still a string,
 * so the response stays on @hono/node-server's buffered path (middleware/compress.ts would have
 * to read it back from a web stream).
 */
export async function jsonAnswer(c: Context, value: unknown): Promise<Response> {
  const text = JSON.stringify(value)
  const encoding =
    text.length >= THRESHOLD_BYTES && c.req.method !== 'HEAD'
      ? chooseEncoding(c.req.header('accept-encoding'))
      : undefined
  if (!encoding) return c.body(text, 200, { 'Content-Type': 'application/json' })
  return c.body(await compressBody(Buffer.from(text), encoding), 200, {
    'Content-Type': 'application/json',
    'Content-Encoding': encoding,
    Vary: 'Accept-Encoding',
  })
}
