/**
 * The public site's prerendered pages (dist/site, written by scripts/prerender.ts), read once at
 * start. The build cannot know the public URL, so canonical and Open Graph URLs carry a token
 * that is replaced with APP_URL here.
 */
import fs from 'node:fs'
import path from 'node:path'
import { ORIGIN_TOKEN, SITE_PAGES, siteFileFor } from '#shared/site-map.ts'

export function loadSitePages(siteDir: string, appUrl: string): Map<string, string> {
  const pages = new Map<string, string>()
  for (const page of SITE_PAGES) {
    const file = path.join(siteDir, siteFileFor(page.path))
    if (!fs.existsSync(file)) continue
    pages.set(page.path, fs.readFileSync(file, 'utf8').replaceAll(ORIGIN_TOKEN, appUrl))
  }
  return pages
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
