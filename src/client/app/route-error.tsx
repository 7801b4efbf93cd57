/**
 * The router's error screen (issue 12). Instead of React Router's "Unexpected Application
 * Error!" with a stack, a screen in plain words: a part of the app that could not be fetched
 * (a screen's chunk while offline, or one a new release removed) says so and offers to try
 * again, which reloads the page; anything else is a short apology with the same way out.
 */
import { ArrowLeft, RotateCw, WifiOff } from 'lucide-react'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { Link, useRouteError } from 'react-router'
import { PORTAL_MESSAGES } from '#shared/messages.ts'
import { StatusPage } from '../components/layouts/status-page.tsx'
import { Button } from '../components/ui/button.tsx'
import { ApiError } from '../lib/api.ts'

/**
 * What browsers and Vite say when a module or a fetch did not arrive: Chromium ("Failed to fetch
 * dynamically imported module"), Firefox ("error loading dynamically imported module",
 * "NetworkError when attempting to fetch resource"), Safari ("Importing a module script failed",
 * "Load failed"), Vite's CSS preload ("Unable to preload CSS").
 */
const LOAD_FAILURE =
  /dynamically imported module|importing a module script failed|failed to fetch|networkerror|load failed|unable to preload css/i

export function isLoadFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.isNetworkError
  if (!(error instanceof Error)) return false
  return error.name === 'ChunkLoadError' || LOAD_FAILURE.test(error.message)
}

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  )

/**
 * Whether the server answers: navigator.onLine says only that a network is there (a café's
 * Wi-Fi without internet, or a browser that has not noticed it went offline, is "online").
 * Asked once a part failed to load, and again when the browser says the connection changed.
 */
function useServerReachable(ask: boolean, online: boolean): boolean | null {
  const [reachable, setReachable] = useState<boolean | null>(null)
  useEffect(() => {
    if (!ask) return
    let current = true
    fetch('/api/health', { cache: 'no-store' }).then(
      () => current && setReachable(true),
      () => current && setReachable(false),
    )
    return () => {
      current = false
    }
  }, [ask, online])
  return reachable
}

export function RouteError() {
  const error = useRouteError()
  const loadFailure = isLoadFailure(error)
  const browserOnline = useOnline()
  const reachable = useServerReachable(loadFailure && browserOnline, browserOnline)
  const online = browserOnline && reachable !== false
  const text = PORTAL_MESSAGES.routeError
  const [title, message] = !loadFailure
    ? [text.failedTitle, text.failed]
    : online
      ? [text.loadFailedTitle, text.loadFailed]
      : [text.offlineTitle, text.offline]
  return (
    <StatusPage>
      {loadFailure && !online ? (
        <WifiOff aria-hidden="true" className="text-muted-foreground mx-auto size-10" />
      ) : null}
      <h1 className="mt-4 text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      <p className="text-muted-foreground mt-3 text-sm">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* A reload fetches the page and its parts afresh (a new release's too). */}
        <Button onClick={() => window.location.reload()}>
          <RotateCw />
          {text.retry}
        </Button>
        {loadFailure ? null : (
          <Button asChild variant="outline">
            <Link to="/" reloadDocument>
              <ArrowLeft />
              {PORTAL_MESSAGES.notFound.backHome}
            </Link>
          </Button>
        )}
      </div>
    </StatusPage>
  )
}
