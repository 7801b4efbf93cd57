/**
 * A 413 over a real socket (issue 12, finding 8): the answer says `Connection: close`, the server
 * really ends the connection after it (a clean end of stream, not a reset), and a client that
 * pools connections sends its next request on a fresh one, which works. Before, the 413 was
 * advertised keep-alive and the server dropped the connection half a second later, killing the
 * next request sent on it.
 */
import { serve, type ServerType } from '@hono/node-server'
import http from 'node:http'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { JSON_BODY_LIMIT_BYTES } from '#shared/constants.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
let server: ServerType
let port: number

beforeAll(async () => {
  t = await createTestApp()
  server = serve({ fetch: t.app.fetch, hostname: '127.0.0.1', port: 0 })
  await new Promise((resolve) => server.once('listening', resolve))
  port = (server.address() as net.AddressInfo).port
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  await t?.close()
})

const oversized = Buffer.alloc(JSON_BODY_LIMIT_BYTES + 64 * 1024, 'x')

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
  socket: net.Socket
  /** Resolves when the socket closes: true if it closed with an error (a reset). */
  closed: Promise<{ hadError: boolean; errors: string[] }>
}

/** One request through `agent`; `chunked` sends the body in pieces without a Content-Length. */
function request(
  agent: http.Agent,
  options: { method: string; path: string; body?: Buffer; chunked?: boolean },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      agent,
      host: '127.0.0.1',
      port,
      method: options.method,
      path: options.path,
      headers: {
        'content-type': 'application/json',
        ...(options.body && !options.chunked ? { 'content-length': options.body.length } : {}),
      },
    })
    const errors: string[] = []
    req.on('error', (error) => {
      errors.push(error.message)
      reject(error)
    })
    req.on('socket', (socket) => socket.on('error', (error) => errors.push(error.message)))
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const socket = req.socket!
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
          socket,
          closed: socket.destroyed
            ? Promise.resolve({ hadError: errors.length > 0, errors })
            : new Promise((done) => socket.once('close', (hadError) => done({ hadError, errors }))),
        })
      })
    })
    if (!options.body) return void req.end()
    if (!options.chunked) return void req.end(options.body)
    for (let at = 0; at < options.body.length; at += 16 * 1024) {
      req.write(options.body.subarray(at, at + 16 * 1024))
    }
    req.end()
  })
}

/**
 * Sends `head` + `body` on a raw connection that keeps its own side open, and collects what the
 * server sends until it ends the connection.
 */
function rawExchange(
  head: string,
  body: Buffer,
): Promise<{ text: string; ended: boolean; error: string | null }> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, allowHalfOpen: true })
    let text = ''
    let ended = false
    let error: string | null = null
    const timer = setTimeout(() => socket.destroy(), 5_000)
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
    socket.on('end', () => {
      // The server's FIN: it closed the connection, the client did not.
      ended = true
      socket.destroy()
    })
    socket.on('error', (e) => (error = e.message))
    socket.on('close', () => {
      clearTimeout(timer)
      resolve({ text, ended, error })
    })
    socket.write(head)
    socket.write(body)
  })
}

const chunkedBody = (body: Buffer) =>
  Buffer.concat([
    Buffer.from(`${body.length.toString(16)}\r\n`),
    body,
    Buffer.from('\r\n0\r\n\r\n'),
  ])

describe.each([
  { kind: 'with a Content-Length', chunked: false },
  { kind: 'chunked', chunked: true },
])('a body over the limit, $kind, on a keep-alive connection', ({ chunked }) => {
  test('is refused with Connection: close, and the pool’s next request works', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const first = await request(agent, { method: 'GET', path: '/api/health' })
      expect(first.status).toBe(200)
      expect(first.headers.connection).toBe('keep-alive')

      const refused = await request(agent, {
        method: 'POST',
        path: '/api/inquiries',
        body: oversized,
        chunked,
      })
      // The same connection: the 413 came on a keep-alive connection.
      expect(refused.socket).toBe(first.socket)
      expect(refused.status).toBe(413)
      expect(refused.headers.connection).toBe('close')
      expect(JSON.parse(refused.body)).toMatchObject({ code: 'BODY_TOO_LARGE' })
      // Closed cleanly: no reset while the client was still sending.
      expect(await refused.closed).toEqual({ hadError: false, errors: [] })

      const next = await request(agent, { method: 'GET', path: '/api/health' })
      expect(next.status).toBe(200)
      expect(next.socket).not.toBe(first.socket)
    } finally {
      agent.destroy()
    }
  })

  test('the server itself ends the connection after the 413, without a reset', async () => {
    const framing = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${oversized.length}`
    const { text, ended, error } = await rawExchange(
      `POST /api/inquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${framing}\r\n\r\n`,
      chunked ? chunkedBody(oversized) : oversized,
    )
    expect(text).toMatch(/^HTTP\/1\.1 413 /)
    expect(text).toMatch(/\r\nconnection: close\r\n/i)
    expect(text).toContain('"code":"BODY_TOO_LARGE"')
    expect(ended).toBe(true)
    expect(error).toBeNull()
  })
})
