/**
 * The public site ships no portal code and stays within its JavaScript budget (issue 3), and
 * axe-core finds no serious or critical violation on any public page.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { SITE_PAGES } from '../../src/shared/site-map.ts'
import { expect, test } from '../support/fixtures.ts'
import { CONTENT_PAGES } from './content-pages-list.ts'

const ASSETS = path.resolve(import.meta.dirname, '../../dist/client/assets')
const JS_BUDGET_BYTES = 100 * 1024
const AXE = path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js')
/** Sources that belong to the portals (the SPA), never to a public page. */
const PORTAL_SOURCE =
  /node_modules\/(react-router|@tanstack|@radix-ui\/react-(dialog|slot)|tailwind-merge)|src\/client\/(app|features)\//

function sourcesOf(file: string): string[] {
  const map = path.join(ASSETS, `${file}.map`)
  if (!fs.existsSync(map)) return []
  return (JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] }).sources
}

const gzipped = (file: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(ASSETS, file)), { level: 9 }).length

test.describe('[PUBLIC][PERF]', () => {
  for (const pagePath of ['/', '/blog', '/about', '/reseller-hub', '/search', '/privacy']) {
    test(`${pagePath} loads no portal code and at most 100 KB of gzipped JavaScript`, async ({
      page,
    }) => {
      // First-time visitor: nothing stored, so the welcome dialog's code loads too.
      const scripts = new Set<string>()
      page.on('response', (response) => {
        const url = new URL(response.url())
        if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) {
          scripts.add(path.basename(url.pathname))
        }
      })
      await page.goto(pagePath)
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(1500)
      expect(scripts.size).toBeGreaterThan(0)
      const portalCode = [...scripts].flatMap((file) =>
        sourcesOf(file)
          .filter((s) => PORTAL_SOURCE.test(s))
          .map((s) => `${file}: ${s}`),
      )
      expect(portalCode).toEqual([])
      const total = [...scripts].reduce((sum, file) => sum + gzipped(file), 0)
      expect(total, `gzipped JS of ${pagePath}: ${[...scripts].join(', ')}`).toBeLessThanOrEqual(
        JS_BUDGET_BYTES,
      )
    })
  }
})

test.describe('[PUBLIC][A11Y]', () => {
  // axe is injected as a script, which the site's Content-Security-Policy would refuse.
  test.use({ bypassCSP: true })
  // The content pages get the same check in their own journey (content-pages.spec.ts).
  const checkedThere = new Set<string>(CONTENT_PAGES.map((p) => p.path))
  for (const { path: pagePath } of SITE_PAGES.filter((p) => !checkedThere.has(p.path))) {
    test(`axe finds no serious or critical violation on ${pagePath}`, async ({ page }) => {
      // The welcome dialog and the lead popup are covered by their own journeys.
      await page.addInitScript(() => {
        localStorage.setItem('visitor-type-selected', 'brand')
        sessionStorage.setItem('leadMagnetPopup_disabled', 'true')
      })
      await page.goto(pagePath)
      await page.waitForLoadState('networkidle')
      await page.addScriptTag({ path: AXE })
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: {
              run: () => Promise<{
                violations: { id: string; impact: string; nodes: { target: string[] }[] }[]
              }>
            }
          }
        ).axe
        const result = await axe.run()
        return result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
      })
      expect(violations).toEqual([])
    })
  }
})
