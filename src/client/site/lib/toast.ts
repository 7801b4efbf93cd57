/**
 * Toasts on the public site without shipping sonner in the first load: the library and its
 * <Toaster> (spec settings: sonner's defaults, bottom-right, system theme) load on first use.
 */
import type { ExternalToast } from 'sonner'

type Kind = 'success' | 'error' | 'message'

let ready: Promise<typeof import('sonner')> | undefined

function loadSonner() {
  ready ??= Promise.all([import('sonner'), import('./mount-toaster.tsx')]).then(
    async ([sonner, mount]) => {
      await mount.mountToaster()
      return sonner
    },
  )
  return ready
}

/** Starts loading toasts early (on idle), so that the first one shows at once. */
export function preloadToasts() {
  void loadSonner()
}

export function showToast(kind: Kind, title: string, options?: ExternalToast) {
  void loadSonner().then(({ toast }) => {
    if (kind === 'message') toast(title, options)
    else toast[kind](title, options)
  })
}
