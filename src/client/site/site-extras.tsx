import { useEffect } from 'react'
import { PREFETCH_PATHS } from '#shared/site-map.ts'

/**
 * Everything the public site does only in the browser, mounted after hydration (000 §7 browser
 * extras): prefetch of the main pages at idle and the service worker. The welcome dialog, the
 * lead popup and telemetry mount here too.
 */
export default function SiteExtras({ path }: { path: string }) {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1))
    const id = idle(() => {
      for (const href of PREFETCH_PATHS) {
        if (href === path) continue
        const link = document.createElement('link')
        link.rel = 'prefetch'
        link.href = href
        document.head.append(link)
      }
      if ('serviceWorker' in navigator && import.meta.env.PROD) {
        navigator.serviceWorker.register('/sw.js').catch(() => {
          // An unsupported or blocked service worker leaves the site working online.
        })
      }
    })
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(id as number)
  }, [path])
  return null
}
