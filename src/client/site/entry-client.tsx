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
// Until the page is hydrated, a form sent (the contact form's button pressed at once) waits for
// it instead of reloading the page with the fields in the address; it is sent again once React
// handles it, so the check and its messages follow.
const waiting = new Set<HTMLFormElement>()
const hold = (event: SubmitEvent) => {
  event.preventDefault()
  if (event.target instanceof HTMLFormElement) waiting.add(event.target)
}
document.addEventListener('submit', hold, true)
await afterFirstPaint()
const [{ hydrate }, page] = await Promise.all([import('./hydrate.tsx'), loadPage(path)])
await page.load?.(path)
hydrate(path, page, () => {
  document.removeEventListener('submit', hold, true)
  for (const form of waiting) if (form.isConnected) form.requestSubmit()
})
