import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DashboardTrends as Trends, TrendDay } from '#shared/admin-trends.ts'
import { DashboardTrends } from './dashboard-trends.tsx'

function day(date: string, over: Partial<TrendDay> = {}): TrendDay {
  return {
    date,
    signUps: { reseller: 0, brand: 0, admin: 0 },
    applications: { resellerHub: 0, brand: 0 },
    orders: 0,
    gmv: '0.00',
    arrivals: { resellerApplications: 0, catalogs: 0, entryChanges: 0 },
    ...over,
  }
}

function trends(period: 7 | 30): Trends {
  return {
    period,
    from: '2026-11-21T00:00:00.000Z',
    to: '2026-11-27T12:00:00.000Z',
    days: [
      day('2026-11-26', {
        signUps: { reseller: 3, brand: 1, admin: 0 },
        applications: { resellerHub: 2, brand: 5 },
        orders: 4,
        gmv: '1250.50',
      }),
      day('2026-11-27', { orders: period === 7 ? 1 : 9, gmv: '10.00' }),
    ],
    pending: { resellerApplications: 6, catalogs: 2, entryChanges: 1, brandApplications: 11 },
    webVitals: [
      { path: '/', readings: 40, p75: { LCP: 3100, INP: 120, CLS: 0.05 } },
      { path: '/blog', readings: 12, p75: { LCP: 1800, INP: null, CLS: 0.2 } },
    ],
  }
}

function Where() {
  return <output aria-label="location">{useLocation().search}</output>
}

function renderAt(url: string) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const period = new URL(String(input), 'http://x').searchParams.get('period') === '7' ? 7 : 30
    return new Response(JSON.stringify(trends(period)), { status: 200 })
  })
  vi.stubGlobal('fetch', fetch)
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[url]}>
        <DashboardTrends />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return fetch
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('DashboardTrends', () => {
  it('charts each series with its numbers in a table, 30 days unless the URL says', async () => {
    const fetch = renderAt('/admin/dashboard')
    const orders = await screen.findByRole('img', {
      name: 'Orders and GMV per day over the last 30 days: 13 orders, $1,260.50',
    })
    expect(orders).toBeTruthy()
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/admin/dashboard/trends?period=30')
    expect(
      screen.getByRole('img', {
        name: 'Sign-ups and applications per day over the last 30 days: 11 in all',
      }),
    ).toBeTruthy()

    const waiting = screen.getByRole('region', { name: 'Pending queues' }).querySelector('dl')!
    expect(waiting.getAttribute('aria-labelledby')).toBeTruthy()
    const terms = within(waiting)
      .getAllByRole('term')
      .map((t) => t.textContent)
    const counts = within(waiting)
      .getAllByRole('definition')
      .map((d) => d.textContent)
    expect(Object.fromEntries(terms.map((term, i) => [term, counts[i]]))).toEqual({
      'Reseller applications': '6',
      'Catalogs to review': '2',
      'Directory entry changes': '1',
      'Applications to brands (brands decide)': '11',
    })

    const vitals = screen.getByRole('region', { name: 'Web vitals (p75 per page)' })
    const row = within(vitals).getByRole('row', { name: /^\/ / })
    expect(row.textContent).toContain('3,100 ms (over budget)')
    expect(within(vitals).getByRole('row', { name: /^\/blog/ }).textContent).toContain(
      '0.20 (over budget)',
    )
  })

  it('the period toggle asks for 7 days and keeps it in the URL', async () => {
    const fetch = renderAt('/admin/dashboard?tab=inquiries')
    await screen.findByRole('img', { name: /13 orders/ })
    const period = screen.getByRole('group', { name: 'Period' })
    await userEvent.click(within(period).getByRole('button', { name: '7 Days' }))
    expect(await screen.findByRole('img', { name: /over the last 7 days: 5 orders/ })).toBeTruthy()
    expect(fetch.mock.calls.map((c) => String(c[0]))).toContain(
      '/api/admin/dashboard/trends?period=7',
    )
    expect(screen.getByLabelText('location').textContent).toBe('?tab=inquiries&period=7')
    expect(
      within(period).getByRole('button', { name: '7 Days' }).getAttribute('aria-pressed'),
    ).toBe('true')
  })
})
