/** What counts as the visitor reaching for the form before it is interactive. */
const INTERACTIONS = ['focusin', 'pointerdown', 'keydown', 'touchstart'] as const

/**
 * Resolves once the element with `id` comes within `margin` of the viewport, or the visitor
 * focuses, clicks or types inside it, whichever is first. Right away where there is no DOM
 * (prerendering) or no IntersectionObserver.
 *
 * The reseller-hub form is below the fold: its code waits for this, so a visitor who only reads
 * the page downloads none of it. Until then the prerendered form is on screen and accepts input
 * (its controls are uncontrolled, so hydration keeps what was typed); only its submit button,
 * disabled in the static HTML, waits for the code.
 */
export function whenNeeded(id: string, margin = '300px'): Promise<void> {
  if (typeof window === 'undefined' || typeof IntersectionObserver === 'undefined')
    return Promise.resolve()
  const element = document.getElementById(id)
  if (!element) return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done()
      },
      { rootMargin: `${margin} 0px` },
    )
    function done() {
      observer.disconnect()
      for (const type of INTERACTIONS) element!.removeEventListener(type, done, true)
      resolve()
    }
    observer.observe(element)
    for (const type of INTERACTIONS) element.addEventListener(type, done, true)
  })
}
