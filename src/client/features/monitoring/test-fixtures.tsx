/**
 * Answers of the Monitoring API as the component tests use them, a fake server routing the tab's
 * calls, and a render helper with a router (the coverage filters live in the address).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import type {
  CoveragePage,
  CoverageRow,
  MonitoringConnection,
  MonitoringOverview,
} from '#shared/monitoring.ts'

export const json = (body: unknown, status = 200) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })

export const KEEPA: MonitoringConnection = {
  id: '00000000-0000-4000-8000-00000000c001',
  source: 'keepa_api',
  sites: ['amazon.com', 'amazon.de'],
  frequencyHours: 6,
  extraWeekend: true,
  extraEvening: false,
  timeZone: 'America/New_York',
  status: 'active',
  failure: null,
  failingSince: null,
  baseUrl: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastRunAt: '2026-11-21T09:00:00.000Z',
  checksPerDayWanted: 10,
  checksPerDayAllowed: 1000,
}

export const OVERVIEW: MonitoringOverview = {
  connections: [KEEPA],
  coverage: { total: 430, checkedLast24h: 412, neverChecked: 9, failing: 5, overBudget: 4 },
  baseUrlAllowed: false,
}

export const EMPTY_OVERVIEW: MonitoringOverview = {
  connections: [],
  coverage: { total: 0, checkedLast24h: 0, neverChecked: 0, failing: 0, overBudget: 0 },
  baseUrlAllowed: false,
}

export const ROW: CoverageRow = {
  productId: 'p1',
  productName: 'Insulated Bottle',
  sku: 'NW-BTL',
  site: 'amazon.com',
  source: 'keepa_api',
  connectionId: KEEPA.id,
  identifier: 'B0BOTTLE01',
  lastCheckedAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
  nextCheckAt: new Date(Date.now() + 4 * 3600_000).toISOString(),
  offersSeen: 3,
  status: 'ok',
  error: null,
}

export const NEVER_ROW: CoverageRow = {
  ...ROW,
  productId: 'p2',
  productName: 'Trail Lamp',
  sku: null,
  site: 'amazon.de',
  identifier: null,
  lastCheckedAt: null,
  offersSeen: null,
  status: 'pending',
}

export const page = (rows: CoverageRow[], total = rows.length): CoveragePage => ({
  rows,
  total,
  page: 1,
  pageSize: 50,
})

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>

/**
 * A fetch stub answering the overview and coverage (GETs) with what is given, and each write by
 * `writes` ('POST /api/brand/monitoring/connections' → handler), else 201 with KEEPA.
 */
export function fakeServer({
  overview = OVERVIEW,
  coverage = page([ROW]),
  writes = {},
}: {
  overview?: MonitoringOverview
  coverage?: CoveragePage | ((url: URL) => CoveragePage)
  writes?: Record<string, Handler>
} = {}) {
  return vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost')
    const method = init?.method ?? 'GET'
    if (method === 'GET' && url.pathname === '/api/brand/monitoring') return json(overview)
    if (method === 'GET' && url.pathname === '/api/brand/monitoring/coverage') {
      return json(typeof coverage === 'function' ? coverage(url) : coverage)
    }
    const handler = writes[`${method} ${url.pathname}`]
    if (handler) return handler(url, init)
    return json(KEEPA, 201)
  })
}

export function renderTab(
  element: ReactNode,
  fetchMock: ReturnType<typeof vi.fn>,
  path = '/brand/dashboard/settings?tab=monitoring',
) {
  vi.stubGlobal('fetch', fetchMock)
  // Radix's switches and checkboxes measure; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] })
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

/** The writes made with `method`, as [path, parsed body]. */
export const writesOf = (fetchMock: ReturnType<typeof vi.fn>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === method)
    .map(([url, init]) => [
      String(url),
      (init as RequestInit).body
        ? (JSON.parse(String((init as RequestInit).body)) as unknown)
        : null,
    ])

/** The coverage queries asked, as their search params. */
export const coverageCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/brand/monitoring/coverage')
    .map((url) => Object.fromEntries(url.searchParams))
