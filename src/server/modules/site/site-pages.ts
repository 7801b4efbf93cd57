/**
 * The public site's prerendered pages (dist/site, written by scripts/prerender.ts), read once at
 * start. The build cannot know the public URL, so canonical and Open Graph URLs carry a token
 * that is replaced with APP_URL here.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { ORIGIN_TOKEN, SITE_PAGES, siteFileFor } from '#shared/site-map.ts'

/** A prerendered page, compressed once at start (Brotli 11 and gzip 9) rather than per request. */
export interface SitePage {
  html: string
  brotli: Buffer
  gzip: Buffer
}

export function loadSitePages(siteDir: string, appUrl: string): Map<string, SitePage> {
  const pages = new Map<string, SitePage>()
  for (const page of SITE_PAGES) {
    const file = path.join(siteDir, siteFileFor(page.path))
    if (!fs.existsSync(file)) continue
    const html = fs.readFileSync(file, 'utf8').replaceAll(ORIGIN_TOKEN, appUrl)
    pages.set(page.path, {
      html,
      brotli: zlib.brotliCompressSync(html, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
      }),
      gzip: zlib.gzipSync(html, { level: 9 }),
    })
  }
  return pages
}

/** The page in the best encoding the request accepts: Brotli, gzip, or plain HTML. */
export function sitePageBody(
  page: SitePage,
  acceptEncoding: string | undefined,
):
  | { encoding: 'br' | 'gzip'; body: Uint8Array<ArrayBuffer> }
  | { encoding: undefined; body: string } {
  const accepted = new Set((acceptEncoding ?? '').split(',').map((e) => e.split(';')[0]!.trim()))
  if (accepted.has('br')) return { body: new Uint8Array(page.brotli), encoding: 'br' }
  if (accepted.has('gzip')) return { body: new Uint8Array(page.gzip), encoding: 'gzip' }
  return { body: page.html, encoding: undefined }
}

/** /sitemap.xml: every public page and article (000 §2). */
export function renderSitemap(appUrl: string, lastModified: Date): string {
  const lastmod = lastModified.toISOString().slice(0, 10)
  const urls = SITE_PAGES.map(
    (p) =>
      `  <url><loc>${appUrl}${p.path === '/' ? '/' : p.path}</loc><lastmod>${lastmod}</lastmod><changefreq>${p.changefreq}</changefreq><priority>${p.priority.toFixed(1)}</priority></url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** /robots.txt: the public site is crawlable; the portals, the API and dev pages are not. */
export function renderRobots(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dev/',
    'Disallow: /admin/',
    'Disallow: /brand/dashboard',
    'Disallow: /reseller/dashboard',
    'Disallow: /demo-setup',
    'Disallow: /role-updater',
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n')
}
