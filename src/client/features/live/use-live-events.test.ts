import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { subscribeLive } from './use-live-events.ts'

class FakeEventSource extends EventTarget {
  static CLOSED = 2
  static instances: FakeEventSource[] = []
  readyState = 1
  constructor(readonly url: string) {
    super()
    FakeEventSource.instances.push(this)
  }
  close() {
    this.readyState = FakeEventSource.CLOSED
  }
  emit(kind: string, data?: unknown) {
    this.dispatchEvent(
      data === undefined ? new Event(kind) : new MessageEvent(kind, { data: JSON.stringify(data) }),
    )
  }
}

const openSources = () =>
  FakeEventSource.instances.filter((s) => s.readyState !== FakeEventSource.CLOSED)

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('EventSource', FakeEventSource)
})

afterEach(() => {
  vi.runAllTimers()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the shared live stream', () => {
  it('one EventSource for every listener, handlers by kind, closed after the last leaves', () => {
    const created = vi.fn()
    const read = vi.fn()
    const offCreated = subscribeLive('message.created', created)
    const offRead = subscribeLive('message.read', read)
    expect(openSources()).toHaveLength(1)
    const source = openSources()[0]!
    expect(source.url).toBe('/api/live')

    source.emit('message.created', { messageId: 'm1' })
    expect(created).toHaveBeenCalledWith({ messageId: 'm1' })
    expect(read).not.toHaveBeenCalled()

    offCreated()
    source.emit('message.created', { messageId: 'm2' })
    expect(created).toHaveBeenCalledTimes(1)
    offRead()
    // Kept a moment for the next screen, then closed.
    expect(source.readyState).not.toBe(FakeEventSource.CLOSED)
    vi.advanceTimersByTime(2_000)
    expect(source.readyState).toBe(FakeEventSource.CLOSED)
  })

  it('after a dropped connection comes back, every listener re-reads once', () => {
    const created = vi.fn()
    const off = subscribeLive('order.updated', created)
    const source = openSources()[0]!
    source.emit('open')
    expect(created).not.toHaveBeenCalled()
    source.emit('error')
    source.emit('open')
    expect(created).toHaveBeenCalledWith({})
    off()
  })

  it('a refused stream is opened again later while someone listens', () => {
    const handler = vi.fn()
    const off = subscribeLive('product.changed', handler)
    const first = openSources()[0]!
    first.readyState = FakeEventSource.CLOSED
    first.emit('error')
    expect(openSources()).toHaveLength(0)
    vi.advanceTimersByTime(5_000)
    expect(openSources()).toHaveLength(1)
    openSources()[0]!.emit('product.changed', { productId: 'p1' })
    expect(handler).toHaveBeenCalledWith({ productId: 'p1' })
    off()
  })
})
