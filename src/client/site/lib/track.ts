/**
 * The one telemetry call pages and widgets make. It is tiny on purpose: the queue that batches
 * and sends (telemetry.ts) loads at idle, and until then events wait here.
 */

export type TrackProps = Record<string, string | number | boolean | null>

export interface TrackedEvent {
  name: string
  path: string
  value?: number
  props?: TrackProps
}

type Sink = (event: TrackedEvent) => void

const pending: TrackedEvent[] = []
let sink: Sink | null = null

export function track(name: string, props?: TrackProps, value?: number): void {
  if (typeof window === 'undefined') return
  const event: TrackedEvent = { name, path: window.location.pathname }
  if (props) event.props = props
  if (value !== undefined && Number.isFinite(value)) event.value = value
  if (sink) sink(event)
  else pending.push(event)
}

/** Called once by telemetry.ts: events tracked so far go to the queue, later ones directly. */
export function connectTelemetry(next: Sink): void {
  sink = next
  for (const event of pending.splice(0)) next(event)
}

/**
 * Content interactions: a <details data-track-event> that opens is an event with its category
 * and summary text (the FAQ: FAQ_Click, Accordion, the question). 'toggle' does not bubble,
 * hence the capture listener. Returns the cleanup.
 */
export function trackDetailsToggles(): () => void {
  const onToggle = (event: Event) => {
    const target = event.target
    if (!(target instanceof HTMLDetailsElement) || !target.open) return
    const name = target.dataset.trackEvent
    if (!name) return
    const label = target.querySelector('summary')?.textContent?.trim() ?? ''
    track(name, { category: target.dataset.trackCategory ?? null, label })
  }
  document.addEventListener('toggle', onToggle, true)
  return () => document.removeEventListener('toggle', onToggle, true)
}
