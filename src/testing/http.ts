/**
 * Requests against a test app through `app.request()`, shaped like the browser client's: JSON
 * bodies, `Origin: TEST_ORIGIN`, an optional session cookie and a simulated client address.
 *
 * The address reaches the client-ip middleware the way @hono/node-server passes the socket
 * (`env.incoming.socket.remoteAddress`), never through a header. Unless a test names one, each
 * request comes from a fresh address, so that the per-address rate limits of one test never
 * leak into another; tests about rate limits pass `ip` explicitly.
 */
import { TEST_ORIGIN } from './test-app.ts'

export interface RequestOptions {
  /** The Cookie header, e.g. from `signIn()`. */
  cookie?: string | undefined
  /** The simulated socket address; a fresh one per request when omitted. */
  ip?: string
  /** The Origin header; `null` sends none. Defaults to TEST_ORIGIN. */
  origin?: string | null
  headers?: Record<string, string>
}

/** Anything with Hono's `request(path, init, env)`. */
export interface RequestTarget {
  request(input: string, init?: RequestInit, env?: unknown): Response | Promise<Response>
}

let addressCounter = 0

/** A client address no other request of this process used (10.0.0.0/8). */
export function freshAddress(): string {
  addressCounter += 1
  const n = addressCounter
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

/** The `env` @hono/node-server hands to the app for a connection from `ip`. */
export function socketEnv(ip: string) {
  return { incoming: { socket: { remoteAddress: ip, remotePort: 50000, remoteFamily: 'IPv4' } } }
}

export function send(
  app: RequestTarget,
  method: string,
  path: string,
  options: RequestOptions & { body?: BodyInit | null; json?: unknown } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers }
  const origin = options.origin === undefined ? TEST_ORIGIN : options.origin
  if (origin !== null) headers.origin = origin
  if (options.cookie) headers.cookie = options.cookie
  let body: BodyInit | null | undefined = options.body
  if (options.json !== undefined) {
    body = JSON.stringify(options.json)
    headers['content-type'] ??= 'application/json'
  }
  const init: RequestInit & { duplex?: 'half' } = { method, headers }
  if (body !== undefined && body !== null) init.body = body
  // A stream body is sent chunked, without Content-Length; fetch requires duplex for it.
  if (body instanceof ReadableStream) init.duplex = 'half'
  return Promise.resolve(app.request(path, init, socketEnv(options.ip ?? freshAddress())))
}

export const get = (app: RequestTarget, path: string, options: RequestOptions = {}) =>
  send(app, 'GET', path, options)

export const post = (
  app: RequestTarget,
  path: string,
  json: unknown = {},
  options: RequestOptions = {},
) => send(app, 'POST', path, { ...options, json })

export const patch = (
  app: RequestTarget,
  path: string,
  json: unknown = {},
  options: RequestOptions = {},
) => send(app, 'PATCH', path, { ...options, json })

/** The JSON body of an answer, or null when it is not JSON. */
export async function bodyOf<T = Record<string, unknown>>(response: Response): Promise<T> {
  const text = await response.text()
  try {
    return JSON.parse(text) as T
  } catch {
    return null as T
  }
}
