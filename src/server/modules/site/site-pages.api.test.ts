/** /sitemap.xml and /robots.txt (000 §2), generated from the site map with the public URL. */
import { afterAll, beforeAll, expect, test } from 'vitest'
import { BLOG_SLUGS, SITE_PAGES } from '#shared/site-map.ts'
import { get } from '#testing/http.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ APP_URL: 'https://shop.example.com' })
})
afterAll(async () => {
  await t?.close()
})

test('the sitemap lists every public page and article under APP_URL', async () => {
  const response = await get(t.app, '/sitemap.xml')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('application/xml')
  const xml = await response.text()
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /)
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
  expect(locs).toEqual(SITE_PAGES.map((p) => `https://shop.example.com${p.path}`))
  for (const slug of BLOG_SLUGS) expect(locs).toContain(`https://shop.example.com/blog/${slug}`)
  expect(locs.some((l) => /\/(api|dev|admin)\//.test(l!))).toBe(false)
})

test('robots.txt allows the site, keeps crawlers out of the API and portals, names the sitemap', async () => {
  const response = await get(t.app, '/robots.txt')
  expect(response.status).toBe(200)
  const text = await response.text()
  expect(text).toContain('User-agent: *')
  expect(text).toContain('Disallow: /api/')
  expect(text).toContain('Disallow: /dev/')
  expect(text).toContain('Sitemap: https://shop.example.com/sitemap.xml')
})
