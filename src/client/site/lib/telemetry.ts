/**
 * Our own analytics for the public site (000 §7, DESIGN decision 9): a small batching queue that
 * posts to /api/telemetry, plus page views, time on page and scroll depth.
 * Loaded at idle by site-extras; pages call track() (track.ts), which waits for this queue
 * (content interactions are tracked from site-extras, so that none is missed before idle).
 * Sending never throws and never blocks the page: failures are only logged.
 */
import { TELEMETRY_MAX_EVENTS } from '#shared/constants.ts'
import { startPerformanceMetrics } from './performance-metrics.ts'
import { connectTelemetry, track, type TrackedEvent } from './track.ts'

export const TELEMETRY_ENDPOINT = '/api/telemetry'
export const TELEMETRY_SESSION_KEY = 'siteTelemetrySession'
/** Events wait this long for company before they are sent. */
export const TELEMETRY_FLUSH_DELAY_MS = 5000
export const SCROLL_DEPTH_MARKS = [25, 50, 75, 100] as const

const MAX_TEXT = 500

export interface TelemetryTransport {
  /** navigator.sendBeacon: survives the page going away; false when the browser refused it. */
  beacon(body: string): boolean
  /** fetch with keepalive. */
  post(body: string): Promise<unknown>
}

export interface TelemetryQueueOptions {
  transport: TelemetryTransport
  sessionId: string
  /** True while the page is hidden: then every event leaves at once, by beacon. */
  isHidden?: () => boolean
  delayMs?: number
  setTimer?: (callback: () => void, ms: number) => unknown
  clearTimer?: (handle: unknown) => void
  onError?: (error: unknown) => void
}

export interface TelemetryQueue {
  add(event: TrackedEvent): void
  /** Sends everything queued, in batches of at most TELEMETRY_MAX_EVENTS. */
  flush(options?: { beacon?: boolean }): void
  readonly size: number
}

/** Strings are cut to what the server accepts, so that one long value does not lose a batch. */
function clip(event: TrackedEvent): TrackedEvent {
  const out: TrackedEvent = { ...event, path: event.path.slice(0, MAX_TEXT) }
  if (event.props) {
    out.props = {}
    for (const [key, value] of Object.entries(event.props).slice(0, 20)) {
      out.props[key.slice(0, 60)] = typeof value === 'string' ? value.slice(0, MAX_TEXT) : value
    }
  }
  return out
}

export function createTelemetryQueue(options: TelemetryQueueOptions): TelemetryQueue {
  const {
    transport,
    sessionId,
    isHidden = () => false,
    delayMs = TELEMETRY_FLUSH_DELAY_MS,
    setTimer = (callback, ms) => setTimeout(callback, ms),
    clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    onError = (error) => console.warn('telemetry: not sent', error),
  } = options
  let queue: (TrackedEvent & { sessionId: string })[] = []
  let timer: unknown = null

  function flush({ beacon = false }: { beacon?: boolean } = {}) {
    if (timer !== null) {
      clearTimer(timer)
      timer = null
    }
    while (queue.length) {
      const events = queue.slice(0, TELEMETRY_MAX_EVENTS)
      queue = queue.slice(TELEMETRY_MAX_EVENTS)
      const body = JSON.stringify({ events })
      let sent = false
      if (beacon) {
        try {
          sent = transport.beacon(body)
        } catch (error) {
          onError(error)
        }
      }
      if (!sent) {
        try {
          transport.post(body).catch(onError)
        } catch (error) {
          onError(error)
        }
      }
    }
  }

  return {
    add(event) {
      queue.push({ ...clip(event), sessionId })
      if (isHidden()) flush({ beacon: true })
      else if (queue.length >= TELEMETRY_MAX_EVENTS) flush()
      else if (timer === null) timer = setTimer(() => flush(), delayMs)
    },
    flush,
    get size() {
      return queue.length
    },
  }
}

function randomId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}

/** One id per browser tab session (sessionStorage), so a visit's events can be told apart. */
export function telemetrySessionId(storage: Pick<Storage, 'getItem' | 'setItem'> | null): string {
  try {
    const existing = storage?.getItem(TELEMETRY_SESSION_KEY)
    if (existing) return existing
    const id = randomId()
    storage?.setItem(TELEMETRY_SESSION_KEY, id)
    return id
  } catch {
    // Storage blocked (privacy settings): an id for this page only.
    return randomId()
  }
}

/**
 * How far down the page the visitor has scrolled, 0..1 (0 on a page that does not scroll).
 * Also in widgets/lead-popup-host.tsx: a shared module would be one more request on the first load.
 */
function scrolledRatio(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight
  return scrollable <= 0 ? 0 : Math.min(1, window.scrollY / scrollable)
}

/** The scroll-depth marks reached at `ratio` that were not reported yet. */
export function newScrollMarks(ratio: number, reported: ReadonlySet<number>): number[] {
  return SCROLL_DEPTH_MARKS.filter((mark) => ratio * 100 >= mark - 0.5 && !reported.has(mark))
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

let started = false

/** Starts the site's telemetry once per page. */
export function startTelemetry(): void {
  if (started) return
  started = true

  const queue = createTelemetryQueue({
    sessionId: telemetrySessionId(sessionStorageOrNull()),
    isHidden: () => document.visibilityState === 'hidden',
    transport: {
      beacon: (body) => navigator.sendBeacon?.(TELEMETRY_ENDPOINT, body) ?? false,
      post: (body) =>
        fetch(TELEMETRY_ENDPOINT, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          credentials: 'same-origin',
          body,
          keepalive: true,
        }).then((response) => {
          if (!response.ok && response.status !== 202) {
            throw new Error(`telemetry: HTTP ${response.status}`)
          }
        }),
    },
  })
  connectTelemetry((event) => queue.add(event))

  track('page_view', {
    title: document.title,
    referrer: document.referrer ? document.referrer.split(/[?#]/)[0]! : null,
  })

  // Time on page: measured while the page is visible, reported when it goes away.
  let visibleSince = document.visibilityState === 'visible' ? performance.now() : null
  let visibleMs = 0
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') {
      if (visibleSince !== null) visibleMs += performance.now() - visibleSince
      visibleSince = null
      queue.flush({ beacon: true })
    } else {
      visibleSince = performance.now()
    }
  })
  window.addEventListener('pagehide', () => {
    const total = visibleMs + (visibleSince !== null ? performance.now() - visibleSince : 0)
    track('time_on_page', undefined, Math.round(total))
    queue.flush({ beacon: true })
  })

  // Scroll depth: 25/50/75/100 % marks, each once.
  const reported = new Set<number>()
  const onScroll = () => {
    for (const mark of newScrollMarks(scrolledRatio(), reported)) {
      reported.add(mark)
      track('scroll_depth', { percent: mark }, mark)
    }
    if (reported.size === SCROLL_DEPTH_MARKS.length) {
      window.removeEventListener('scroll', onScroll)
    }
  }
  window.addEventListener('scroll', onScroll, { passive: true })
  // The page may already be scrolled (an anchor such as /#contact, or scrolling before idle).
  if (window.scrollY > 0) onScroll()

  startPerformanceMetrics()
}
