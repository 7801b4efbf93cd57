import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ComboChart } from './combo-chart.tsx'

/** jsdom lays nothing out: the chart's container reports a size, as a browser would. */
class SizedResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback(
      [{ target, contentRect: { width: 600, height: 260 } } as unknown as ResizeObserverEntry],
      this as unknown as ResizeObserver,
    )
  }
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', SizedResizeObserver)
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 600,
    height: 260,
    top: 0,
    left: 0,
    right: 600,
    bottom: 260,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const DATA = [
  { key: 'a', label: 'Jan', values: { atRisk: 10, compliance: 80 } },
  { key: 'b', label: 'Feb', values: { atRisk: 0, compliance: null } },
  { key: 'c', label: 'Mar', values: { atRisk: 30, compliance: 100 } },
]

describe('ComboChart', () => {
  it('is one labelled image with its legend, drawn by recharts with no keyboard stop of its own', async () => {
    const { container } = render(
      <ComboChart
        label="Revenue at risk and compliance per month"
        formatValue={(v) => `$${v}`}
        formatRight={(v) => `${v}%`}
        data={DATA}
        series={[
          { key: 'atRisk', name: 'Revenue at risk', kind: 'bar', color: '#d97706' },
          { key: 'compliance', name: 'Compliance', kind: 'line', color: '#2563eb', right: true },
        ]}
      />,
    )
    const image = screen.getByRole('img', { name: 'Revenue at risk and compliance per month' })
    // The drawing arrives with its (lazily loaded) code.
    await waitFor(() => expect(image.querySelector('svg.recharts-surface')).toBeTruthy(), {
      timeout: 10_000,
    })
    // Two non-empty bars, a line, and the axes' numbers from both formatters.
    expect(image.querySelectorAll('.recharts-bar-rectangle path').length).toBe(2)
    expect(image.querySelector('.recharts-line-curve')).toBeTruthy()
    expect(image.textContent).toMatch(/\$\d+/)
    expect(image.textContent).toMatch(/\d+%/)
    expect(image.querySelector('[tabindex]:not([tabindex="-1"])')).toBeNull()
    // The legend is for the eye; the label and the caller's table are for assistive technology.
    const legend = container.querySelector('ul[aria-hidden="true"]')
    expect(legend?.textContent).toBe('Revenue at riskCompliance')
  })

  it('a single series has no legend', () => {
    const { container } = render(
      <ComboChart
        label="Compliance per month"
        formatValue={(v) => `${v}%`}
        domain={[0, 100]}
        data={DATA}
        series={[{ key: 'compliance', name: 'Compliance', kind: 'line', color: '#2563eb' }]}
      />,
    )
    expect(screen.getByRole('img', { name: 'Compliance per month' })).toBeTruthy()
    expect(container.querySelector('ul')).toBeNull()
  })
})
