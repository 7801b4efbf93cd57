/**
 * Responses are compressed for clients that accept it (br first, then gzip), only when large
 * enough, never twice, never for HEAD; and the answer always says it varies by Accept-Encoding.
 */
import zlib from 'node:zlib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { get, send } from '#testing/http.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
let plain: string

beforeAll(async () => {
  t = await createTestApp()
  plain = await (await get(t.app, '/api/openapi.json')).text()
})

afterAll(async () => {
  await t?.close()
})

const openapi = (acceptEncoding?: string) =>
  get(t.app, '/api/openapi.json', {
    headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
  })

test('without Accept-Encoding the JSON is sent as it is, and says it varies', async () => {
  const response = await openapi()
  expect(response.status).toBe(200)
  expect(response.headers.get('content-encoding')).toBeNull()
  expect(response.headers.get('vary')).toContain('Accept-Encoding')
  expect(plain.length).toBeGreaterThan(10_000)
  expect(JSON.parse(plain)).toHaveProperty('openapi')
})

test('br when accepted, and it unpacks to the same JSON', async () => {
  const response = await openapi('gzip, deflate, br')
  expect(response.headers.get('content-encoding')).toBe('br')
  expect(response.headers.get('content-type')).toContain('application/json')
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  const packed = Buffer.from(await response.arrayBuffer())
  expect(packed.length).toBeLessThan(plain.length / 3)
  expect(zlib.brotliDecompressSync(packed).toString()).toBe(plain)
})

test('gzip when br is not accepted', async () => {
  const response = await openapi('gzip, br;q=0')
  expect(response.headers.get('content-encoding')).toBe('gzip')
  expect(zlib.gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(plain)
})

test('nothing when neither is acceptable', async () => {
  const response = await openapi('deflate, identity')
  expect(response.headers.get('content-encoding')).toBeNull()
  expect(await response.text()).toBe(plain)
})

test('a small answer is not worth compressing', async () => {
  const response = await get(t.app, '/api/health', { headers: { 'Accept-Encoding': 'br' } })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-encoding')).toBeNull()
  expect(await response.json()).toHaveProperty('status')
})

test('HEAD answers the headers only, uncompressed', async () => {
  const response = await send(t.app, 'HEAD', '/api/openapi.json', {
    headers: { 'Accept-Encoding': 'br' },
  })
  expect(response.headers.get('content-encoding')).toBeNull()
  expect((await response.arrayBuffer()).byteLength).toBe(0)
})

test("a handler's own response (HTML) is compressed by the middleware", async () => {
  const docs = (acceptEncoding: string) =>
    get(t.app, '/api/docs', { headers: { 'Accept-Encoding': acceptEncoding } })
  const html = await (await docs('identity')).text()
  expect(html.length).toBeGreaterThan(5_000)
  const response = await docs('gzip')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-encoding')).toBe('gzip')
  expect(response.headers.get('vary')).toContain('Accept-Encoding')
  expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
  expect(zlib.gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(html)
})

test('an event stream is never compressed', async () => {
  const response = await get(t.app, '/api/live', { headers: { 'Accept-Encoding': 'br' } })
  // Anonymous: a JSON refusal, small, so not compressed either way; the stream itself is
  // covered by live.api.test.ts.
  expect(response.headers.get('content-encoding')).toBeNull()
})
