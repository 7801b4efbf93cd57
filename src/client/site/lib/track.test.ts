import { afterEach, describe, expect, it } from 'vitest'
import { connectTelemetry, track, trackDetailsToggles, type TrackedEvent } from './track.ts'

describe('track()', () => {
  let cleanup: (() => void) | undefined
  afterEach(() => {
    cleanup?.()
    document.body.innerHTML = ''
  })

  it('keeps events until the queue connects, then hands them over in order', () => {
    track('search', { query: 'beauty brands', source: 'hero' })
    track('scroll_depth', { percent: 25 }, 25)
    const received: TrackedEvent[] = []
    connectTelemetry((event) => received.push(event))
    expect(received).toEqual([
      { name: 'search', path: '/', props: { query: 'beauty brands', source: 'hero' } },
      { name: 'scroll_depth', path: '/', props: { percent: 25 }, value: 25 },
    ])
    track('page_view')
    expect(received.at(-1)).toEqual({ name: 'page_view', path: '/' })
  })

  it('counts an opened FAQ item as FAQ_Click (Accordion, question text), not a closed one', () => {
    const received: TrackedEvent[] = []
    connectTelemetry((event) => received.push(event))
    document.body.innerHTML = `
      <details name="faq" data-track-event="FAQ_Click" data-track-category="Accordion">
        <summary> How much does it cost? </summary><p>Answer</p>
      </details>
      <details><summary>Untracked</summary></details>`
    cleanup = trackDetailsToggles()
    const [tracked, untracked] = document.querySelectorAll('details')
    tracked!.open = true
    tracked!.dispatchEvent(new Event('toggle'))
    tracked!.open = false
    tracked!.dispatchEvent(new Event('toggle'))
    untracked!.open = true
    untracked!.dispatchEvent(new Event('toggle'))
    expect(received).toEqual([
      {
        name: 'FAQ_Click',
        path: '/',
        props: { category: 'Accordion', label: 'How much does it cost?' },
      },
    ])
  })
})
