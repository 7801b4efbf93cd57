/**
 * How built files are served: public pages and hashed assets in the best encoding the browser
 * accepts (Brotli, else gzip, else plain), assets cached for a year without the document headers,
 * pages with their Content-Security-Policy, a missing asset as a 404, never the app, and an
 * unknown page as a 404 with the app's not-found screen (issue 12: no soft 404s).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createApp } from '#server/app.ts'
import { BLOG_SLUGS } from '#shared/site-map.ts'
import { signedInUser } from '#testing/factories.ts'
import { get, type RequestTarget } from '#testing/http.ts'
import { createTestApp, TEST_ORIGIN, type TestApp } from '#testing/test-app.ts'

const PAGE = `<!doctype html><title>Home</title><a href="%APP_ORIGIN%/about">${'About us. '.repeat(200)}</a>`
const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(4000))}\n`

let t: TestApp
let app: RequestTarget
let dir: string
beforeAll(async () => {
  t = await createTestApp()
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-static-'))
  const client = path.join(dir, 'client')
  fs.mkdirSync(path.join(client, 'assets'), { recursive: true })
  fs.writeFileSync(path.join(client, 'index.html'), '<!doctype html><div id="root"></div>')
  const asset = path.join(client, 'assets', 'app-abc123.js')
  fs.writeFileSync(asset, SCRIPT)
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(SCRIPT))
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(SCRIPT))
  fs.mkdirSync(path.join(dir, 'site'))
  fs.writeFileSync(path.join(dir, 'site', 'index.html'), PAGE)
  app = createApp(t.deps, { staticDir: client, siteDir: path.join(dir, 'site') })
})
afterAll(async () => {
  await t?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const fetchWith = (pathname: string, acceptEncoding: string) =>
  get(app, pathname, { headers: { 'Accept-Encoding': acceptEncoding } })

test('a public page comes in Brotli, gzip or plain, with the public URL and its CSP', async () => {
  const expected = PAGE.replace('%APP_ORIGIN%', TEST_ORIGIN)
  const br = await fetchWith('/', 'gzip, deflate, br')
  expect(br.status).toBe(200)
  expect(br.headers.get('content-encoding')).toBe('br')
  expect(br.headers.get('vary')).toContain('Accept-Encoding')
  expect(br.headers.get('content-security-policy')).toContain("default-src 'self'")
  expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(expected)

  const gz = await fetchWith('/', 'gzip')
  expect(gz.headers.get('content-encoding')).toBe('gzip')
  expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(expected)

  const plain = await fetchWith('/', 'identity')
  expect(plain.headers.get('content-encoding')).toBeNull()
  expect(plain.headers.get('content-type')).toContain('text/html')
  expect(await plain.text()).toBe(expected)
})

test('a hashed asset is sent precompressed, cached for a year, without document headers', async () => {
  const br = await fetchWith('/assets/app-abc123.js', 'br, gzip')
  expect(br.status).toBe(200)
  expect(br.headers.get('content-encoding')).toBe('br')
  expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  expect(br.headers.get('x-content-type-options')).toBe('nosniff')
  expect(br.headers.get('content-security-policy')).toBeNull()
  expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(SCRIPT)

  const gz = await fetchWith('/assets/app-abc123.js', 'gzip')
  expect(gz.headers.get('content-encoding')).toBe('gzip')
  expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT)
})

test('a missing asset is a 404, and an app path gets the SPA shell', async () => {
  expect((await fetchWith('/assets/missing-123.js', 'br')).status).toBe(404)
  const spa = await fetchWith('/brand/dashboard', 'identity')
  expect(spa.status).toBe(200)
  expect(await spa.text()).toContain('<div id="root">')
})

test('an unknown page is a 404 with the app shell, whose router shows its not-found screen', async () => {
  for (const pathname of ['/nonexistent-page', '/blog/does-not-exist', '/brand/login/extra']) {
    const response = await fetchWith(pathname, 'identity')
    expect(response.status, pathname).toBe(404)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(await response.text()).toContain('<div id="root">')
  }
})

test('the app’s screens and the public pages are still 200', async () => {
  const paths = [
    '/brand/login',
    '/brand/login/',
    '/reseller/dashboard/brands/3f0e6a1b/products',
    '/reset-password/confirm',
    // Public pages: prerendered (/) or, without their file, the app that sends the browser there.
    '/',
    '/about',
    `/blog/${BLOG_SLUGS[0]}`,
  ]
  for (const pathname of paths) {
    expect((await fetchWith(pathname, 'identity')).status, pathname).toBe(200)
  }
})

test('the Investor Demo Setup page answers this machine or an admin; anyone else gets 401 or 403', async () => {
  const local = await get(app, '/demo-setup', { ip: '127.0.0.1' })
  expect(local.status).toBe(200)
  expect(await local.text()).toContain('<div id="root">')
  expect((await get(app, '/demo-setup', { ip: '203.0.113.9' })).status).toBe(401)
  const reseller = await signedInUser(t.deps, t.app, 'reseller')
  expect((await get(app, '/demo-setup', { cookie: reseller.cookie })).status).toBe(403)
  const admin = await signedInUser(t.deps, t.app, 'admin')
  expect((await get(app, '/demo-setup', { cookie: admin.cookie })).status).toBe(200)
})
