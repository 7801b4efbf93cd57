/**
 * Deferred hydration of a below-the-fold part of a prerendered page: its code loads once the
 * visitor comes near it (200 % of a screen ahead) or touches it, not with the page. Until then
 * React leaves its prerendered HTML as it is (a lazy component inside <Suspense> stays
 * dehydrated), so typing works, and a form submitted too early waits instead of navigating.
 */

const INTERACTIONS = ['focusin', 'pointerdown', 'pointerover', 'touchstart'] as const

/** Resolves when the element with `id` is near the viewport or interacted with. */
export function whenNeeded(id: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id)
    if (!element || typeof IntersectionObserver === 'undefined') {
      resolve()
      return
    }
    const done = () => {
      observer.disconnect()
      for (const type of INTERACTIONS) element.removeEventListener(type, done, true)
      resolve()
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done()
      },
      { rootMargin: '200% 0px' },
    )
    observer.observe(element)
    for (const type of INTERACTIONS) element.addEventListener(type, done, true)
    holdEarlySubmits(element)
  })
}

/**
 * A form inside `root` submitted before its component hydrated would do a native GET to the page
 * itself (with the visitor's data in the URL): it is held, and the component submits it again
 * once ready: it marks the form data-ready and calls requestSubmit() on a held one.
 */
function holdEarlySubmits(root: HTMLElement) {
  root.addEventListener(
    'submit',
    (event) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement) || form.hasAttribute('data-ready')) return
      event.preventDefault()
      form.dataset.heldSubmit = 'true'
    },
    true,
  )
}
