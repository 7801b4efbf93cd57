import { useEffect } from 'react'
import { PREFETCH_PATHS } from '#shared/site-map.ts'
import { takeFlashToast } from '../lib/flash-toast.ts'
import { showToast } from './lib/toast.ts'
import { trackDetailsToggles } from './lib/track.ts'
import { LeadPopupHost } from './widgets/lead-popup-host.tsx'
import { WelcomeDialogHost } from './widgets/welcome-dialog-host.tsx'

/** requestIdleCallback where there is one (not in Safari), else the next task. */
const onIdle = (callback: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback)
    return () => window.cancelIdleCallback(id)
  }
  const id = setTimeout(callback, 1)
  return () => clearTimeout(id)
}

/**
 * Everything the public site does only in the browser, mounted after hydration (000 §7 browser
 * extras, §9 start-up): at idle the prefetch of the main pages, the service worker and
 * telemetry (which loads web-vitals 1.5 s after load); the visitor welcome dialog on the home
 * page; the lead-magnet popup's triggers on every page.
 */
export default function SiteExtras({ path }: { path: string }) {
  useEffect(() => trackDetailsToggles(), [])

  useEffect(() => {
    // A toast the portal app left for this page (e.g. 'Application submitted' after sign-up).
    const flash = takeFlashToast()
    if (flash) showToast(flash.kind, flash.title, { description: flash.description })
  }, [])

  useEffect(() => {
    // The moment the dialog and popup timers started (journeys drive time from it).
    document.documentElement.dataset.siteExtras = String(Date.now())
    return onIdle(() => {
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
      import('./lib/telemetry.ts')
        .then(({ startTelemetry }) => startTelemetry())
        .catch((error: unknown) => console.warn('telemetry could not be loaded', error))
    })
  }, [path])

  return (
    <>
      {path === '/' ? <WelcomeDialogHost /> : null}
      <LeadPopupHost path={path} />
    </>
  )
}
