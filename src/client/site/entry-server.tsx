/** Prerendering (scripts/prerender.ts): one public page to HTML plus its head tags. */
import { prerender } from 'react-dom/static'
import { renderHead } from './head.ts'
import { hasPage, loadPage } from './pages.ts'
import { SiteApp } from './site-app.tsx'

export { hasPage }

export async function render(path: string): Promise<{ html: string; head: string }> {
  const page = await loadPage(path)
  await page.load?.(path)
  // prerender waits for every Suspense boundary, so lazy islands are in the HTML too; the
  // browser hydrates each when its chunk arrives.
  // One chunk: React would otherwise move large Suspense sections into hidden blocks revealed by
  // an inline script, which the Content-Security-Policy blocks (content hidden, then shifted).
  const { prelude } = await prerender(<SiteApp path={path} page={page} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  })
  const html = await new Response(prelude).text()
  return { html, head: renderHead(path, page.meta(path)) }
}
