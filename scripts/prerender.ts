/**
 * `npm run build`, last step: renders every public page of the site map to static HTML in
 * dist/site, from the site template Vite built (dist/client/site.html) and the SSR build of
 * src/client/site/entry-server.tsx (dist/ssr). A page without a module fails the build.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { SITE_PAGES, siteFileFor } from '../src/shared/site-map.ts'
import { precompressDir } from './precompress.ts'
import { writeServiceWorker } from './service-worker.ts'

const root = path.resolve(import.meta.dirname, '..')
const templatePath = path.join(root, 'dist/client/site.html')
const outDir = path.join(root, 'dist/site')

interface ServerEntry {
  render(path: string): Promise<{ html: string; head: string }>
  hasPage(path: string): boolean
}

const entry = (await import(
  pathToFileURL(path.join(root, 'dist/ssr/entry-server.js')).href
)) as ServerEntry
const template = fs.readFileSync(templatePath, 'utf8')
if (!template.includes('<!--site-head-->') || !template.includes('<!--site-app-->')) {
  throw new Error('dist/client/site.html lacks the <!--site-head--> or <!--site-app--> marker')
}

fs.rmSync(outDir, { recursive: true, force: true })
const missing = SITE_PAGES.filter((p) => !entry.hasPage(p.path)).map((p) => p.path)
// --allow-missing is for work in progress only; `npm run build` never passes it.
const allowMissing = process.argv.includes('--allow-missing')
if (missing.length && !allowMissing) {
  throw new Error(`No page module for: ${missing.join(', ')}`)
}
if (missing.length)
  console.warn(`prerender: skipping pages without a module: ${missing.join(', ')}`)

/**
 * Public pages are complete HTML, so they paint before any script runs. Vite's modulepreload
 * links would make ~90 KB of JavaScript compete with the stylesheet for a slow phone's bandwidth
 * before that first paint (Lighthouse measured LCP 2.0 s with them); without them the entry's
 * imports load once it arrives, and the page hydrates a round trip later. The service worker
 * still precaches every chunk (it reads the unstripped document).
 */
function withoutModulePreloads(document: string): string {
  return document.replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '')
}

const started = performance.now()
const written = new Map<string, string>()
for (const page of SITE_PAGES.filter((p) => !missing.includes(p.path))) {
  const { html, head } = await entry.render(page.path)
  const file = path.join(outDir, siteFileFor(page.path))
  const document = template.replace('<!--site-head-->', head).replace('<!--site-app-->', html)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, withoutModulePreloads(document))
  written.set(page.path, document)
}
const sw = writeServiceWorker(path.join(root, 'dist/client'), written)
console.log(`service worker ${sw.version}: ${sw.entries} precached entries`)
// The template itself is not a page; only the prerendered copies are served.
fs.rmSync(templatePath)
const compressed = precompressDir(path.join(root, 'dist/client'))
console.log(
  `precompressed ${compressed.files} files: ${Math.round(compressed.bytes / 1024)} KB → ${Math.round(compressed.brotliBytes / 1024)} KB brotli`,
)
console.log(
  `prerendered ${SITE_PAGES.length - missing.length} public pages into dist/site in ${Math.round(performance.now() - started)} ms`,
)
