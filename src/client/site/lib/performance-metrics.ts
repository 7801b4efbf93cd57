/**
 * Site-speed readings (000 §7, §9; sampled at 100 %): web-vitals (LCP, FCP, CLS, TTFB, INP) loaded
 * 1.5 s after the page's load, main-thread tasks over 50 ms, and resources slower than 1000 ms,
 * checked 1 s after load. The server compares the readings with the budgets and stores
 * violations; here they are only reported.
 */
import { LONG_TASK_MS, SLOW_RESOURCE_MS, WEB_VITALS_DELAY_MS } from '#shared/constants.ts'
import { track } from './track.ts'

/** Long tasks reported per page at most, so that a janky page does not flood the endpoint. */
const MAX_LONG_TASKS = 20
const SLOW_RESOURCE_CHECK_MS = 1000

/** Runs `callback` `delayMs` after the load event (at once if that moment has passed). */
function afterLoad(delayMs: number, callback: () => void) {
  const schedule = () => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const loadedAt = navigation?.loadEventEnd || performance.now()
    setTimeout(callback, Math.max(0, loadedAt + delayMs - performance.now()))
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
}

export function startPerformanceMetrics(): void {
  afterLoad(WEB_VITALS_DELAY_MS, () => {
    import('web-vitals')
      .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        const report = (metric: { name: string; value: number; rating: string; id: string }) =>
          track(
            'web_vital',
            { metric: metric.name, rating: metric.rating, id: metric.id },
            metric.value,
          )
        onLCP(report)
        onFCP(report)
        onCLS(report)
        onTTFB(report)
        onINP(report)
      })
      .catch((error: unknown) => console.warn('web-vitals could not be loaded', error))
  })

  if (PerformanceObserver.supportedEntryTypes?.includes('longtask')) {
    let reported = 0
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.duration <= LONG_TASK_MS) continue
        track('long_task', { name: entry.name }, Math.round(entry.duration))
        reported += 1
        if (reported >= MAX_LONG_TASKS) {
          observer.disconnect()
          return
        }
      }
    })
    observer.observe({ type: 'longtask', buffered: true })
  }

  afterLoad(SLOW_RESOURCE_CHECK_MS, () => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    for (const entry of resources) {
      if (entry.duration <= SLOW_RESOURCE_MS) continue
      track(
        'slow_resource',
        { url: entry.name.split(/[?#]/)[0]!, type: entry.initiatorType },
        Math.round(entry.duration),
      )
    }
  })
}
