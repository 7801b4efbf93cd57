import { describe, expect, it, vi } from 'vitest'
import {
  createTelemetryQueue,
  newScrollMarks,
  TELEMETRY_SESSION_KEY,
  telemetrySessionId,
  type TelemetryTransport,
} from './telemetry.ts'

/** A transport that records what it was given; the beacon accepts unless told otherwise. */
function recorder(beaconAccepts = true) {
  const beacons: string[] = []
  const posts: string[] = []
  const transport: TelemetryTransport = {
    beacon: (body) => {
      beacons.push(body)
      return beaconAccepts
    },
    post: (body) => {
      posts.push(body)
      return Promise.resolve()
    },
  }
  const events = (bodies: string[]) =>
    bodies.flatMap((b) => (JSON.parse(b) as { events: { name: string }[] }).events)
  return { transport, beacons, posts, events }
}

/** Manual timers: the test decides when the flush delay has passed. */
function manualTimers() {
  let pending: (() => void) | null = null
  return {
    setTimer: (callback: () => void) => {
      pending = callback
      return 1
    },
    clearTimer: () => {
      pending = null
    },
    fire: () => {
      const run = pending
      pending = null
      run?.()
    },
    get scheduled() {
      return pending !== null
    },
  }
}

const event = (name: string) => ({ name, path: '/' })

describe('telemetry queue', () => {
  it('batches events and posts them together after the delay, with the session id', () => {
    const { transport, posts, events } = recorder()
    const timers = manualTimers()
    const queue = createTelemetryQueue({ transport, sessionId: 's-1', ...timers })
    queue.add(event('page_view'))
    queue.add(event('scroll_depth'))
    expect(posts).toEqual([])
    expect(timers.scheduled).toBe(true)
    timers.fire()
    expect(posts).toHaveLength(1)
    expect(JSON.parse(posts[0]!)).toEqual({
      events: [
        { name: 'page_view', path: '/', sessionId: 's-1' },
        { name: 'scroll_depth', path: '/', sessionId: 's-1' },
      ],
    })
    expect(events(posts)).toHaveLength(2)
    expect(queue.size).toBe(0)
  })

  it('never sends more than 50 events in one request', () => {
    const { transport, posts } = recorder()
    const timers = manualTimers()
    const queue = createTelemetryQueue({ transport, sessionId: 's', ...timers })
    for (let i = 0; i < 49; i += 1) queue.add(event(`e${i}`))
    expect(posts).toHaveLength(0)
    queue.add(event('e49'))
    // The 50th fills a batch: it leaves at once, the timer is no longer needed.
    expect(posts).toHaveLength(1)
    expect(timers.scheduled).toBe(false)
    for (let i = 0; i < 120; i += 1) queue.add(event(`more${i}`))
    queue.flush()
    const sizes = posts.map((b) => (JSON.parse(b) as { events: unknown[] }).events.length)
    expect(sizes).toEqual([50, 50, 50, 20])
  })

  it('uses sendBeacon when the page goes away, and fetch when the beacon is refused', () => {
    const accepted = recorder(true)
    const queue = createTelemetryQueue({ transport: accepted.transport, sessionId: 's' })
    queue.add(event('time_on_page'))
    queue.flush({ beacon: true })
    expect(accepted.beacons).toHaveLength(1)
    expect(accepted.posts).toHaveLength(0)

    const refused = recorder(false)
    const second = createTelemetryQueue({ transport: refused.transport, sessionId: 's' })
    second.add(event('time_on_page'))
    second.flush({ beacon: true })
    expect(refused.beacons).toHaveLength(1)
    expect(refused.events(refused.posts).map((e) => e.name)).toEqual(['time_on_page'])
  })

  it('sends at once, by beacon, while the page is hidden', () => {
    const { transport, beacons } = recorder()
    const timers = manualTimers()
    const queue = createTelemetryQueue({
      transport,
      sessionId: 's',
      isHidden: () => true,
      ...timers,
    })
    queue.add(event('web_vital'))
    expect(beacons).toHaveLength(1)
    expect(timers.scheduled).toBe(false)
  })

  it('only logs a failed request; nothing throws into the page', async () => {
    const onError = vi.fn()
    const queue = createTelemetryQueue({
      sessionId: 's',
      onError,
      transport: {
        beacon: () => {
          throw new TypeError('Illegal invocation')
        },
        post: () => Promise.reject(new Error('offline')),
      },
    })
    queue.add(event('page_view'))
    expect(() => queue.flush({ beacon: true })).not.toThrow()
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(2))
  })

  it('cuts strings to what the endpoint accepts', () => {
    const { transport, posts } = recorder()
    const queue = createTelemetryQueue({ transport, sessionId: 's' })
    queue.add({ name: 'search', path: `/${'p'.repeat(900)}`, props: { query: 'q'.repeat(900) } })
    queue.flush()
    const [sent] = (
      JSON.parse(posts[0]!) as { events: { path: string; props: { query: string } }[] }
    ).events
    expect(sent!.path).toHaveLength(500)
    expect(sent!.props.query).toHaveLength(500)
  })
})

describe('telemetry session id', () => {
  it('is created once per tab session and then reused', () => {
    const store = new Map<string, string>()
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    }
    const first = telemetrySessionId(storage)
    expect(first).toMatch(/\S{8,}/)
    expect(store.get(TELEMETRY_SESSION_KEY)).toBe(first)
    expect(telemetrySessionId(storage)).toBe(first)
  })

  it('still gives an id when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => undefined,
    }
    expect(telemetrySessionId(blocked)).toMatch(/\S{8,}/)
    expect(telemetrySessionId(null)).toMatch(/\S{8,}/)
  })
})

describe('scroll depth marks', () => {
  it('reports 25/50/75/100 once each, as they are reached', () => {
    const reported = new Set<number>()
    expect(newScrollMarks(0.1, reported)).toEqual([])
    expect(newScrollMarks(0.52, reported)).toEqual([25, 50])
    for (const mark of [25, 50]) reported.add(mark)
    expect(newScrollMarks(0.6, reported)).toEqual([])
    expect(newScrollMarks(1, reported)).toEqual([75, 100])
  })
})
