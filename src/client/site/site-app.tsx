import { lazy, Suspense, useEffect, useState } from 'react'
import { SiteFooter } from './components/site-footer.tsx'
import { SiteHeader } from './components/site-header.tsx'
import type { SitePageModule } from './page-types.ts'

// Browser-only pieces (dialogs, popup, telemetry, prefetch, toasts) load after the page is
// interactive, so they cost the first paint nothing and never differ from the prerendered HTML.
const SiteExtras = lazy(() => import('./site-extras.tsx'))

/**
 * Mounts SiteExtras once hydration is done. The state lives here, not in SiteApp, so that
 * switching it on renders this component only: in SiteApp it rendered the whole page a second
 * time right after hydrating it, a long task on a phone for nothing (the HTML does not change).
 */
function AfterHydration({ path, onHydrated }: { path: string; onHydrated?: () => void }) {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => {
    setHydrated(true)
    onHydrated?.()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when hydration is done
  }, [])
  return hydrated ? (
    <Suspense fallback={null}>
      <SiteExtras path={path} />
    </Suspense>
  ) : null
}

export function SiteApp({
  path,
  page,
  onHydrated,
}: {
  path: string
  page: SitePageModule
  /** Called once the whole page is hydrated (entry-client.tsx sends the forms it held). */
  onHydrated?: () => void
}) {
  const { Page } = page
  return (
    <>
      <a
        href="#main"
        className="bg-background focus-visible:ring-ring sr-only z-50 rounded-md px-3 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:ring-2"
      >
        Skip to content
      </a>
      <SiteHeader path={path} />
      <main id="main">
        <Page path={path} />
      </main>
      <SiteFooter />
      <AfterHydration path={path} onHydrated={onHydrated} />
    </>
  )
}
