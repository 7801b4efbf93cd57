/**
 * The public site in the browser: hydrate the prerendered page (no router, no portal code), after
 * its first paint.
 */
import { normalizeSitePath } from '#shared/site-map.ts'
import '../styles.css'
import { loadPage } from './pages.ts'

/**
 * Resolves once the page has painted: the frame after the next animation frame. A hidden page
 * paints no frames, and waits for nothing.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') setTimeout(resolve, 0)
    else requestAnimationFrame(() => setTimeout(resolve, 0))
  })
}

// React (~70 KB gzipped) is imported only after the first paint. Imported statically, it was
// fetched as soon as this small module arrived, while the stylesheet was still loading, and when
// it arrived first it ran before the first paint: on a phone, Lighthouse mobile counted it in
// the LCP (2.0–2.2 s instead of 1.1–1.4 s, every page, in about one run of three). The page's
// chunk loads beside it instead of after it, so hydration waits one round trip less than it did.
const path = normalizeSitePath(window.location.pathname)
await afterFirstPaint()
const [{ hydrate }, page] = await Promise.all([import('./hydrate.tsx'), loadPage(path)])
await page.load?.(path)
hydrate(path, page)
