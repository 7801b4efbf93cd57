/** Rendering the MAP policy tabs in tests: a fresh query client, a router, and a routed fetch. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router'
import { vi } from 'vitest'

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

type Route = (init: RequestInit | undefined) => Response | Promise<Response>

/** A fetch that answers `METHOD path` from `routes` (a path alone answers GET), 404 otherwise. */
export function routedFetch(routes: Record<string, Route | unknown>) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET'
    const path = String(input)
    const route = routes[`${method} ${path}`] ?? (method === 'GET' ? routes[path] : undefined)
    if (route === undefined) return json({ message: `no route ${method} ${path}` }, 404)
    return typeof route === 'function' ? (route as Route)(init) : json(route)
  })
}

export function renderWithFetch(ui: ReactElement, fetchMock: ReturnType<typeof routedFetch>) {
  vi.stubGlobal('fetch', fetchMock)
  // Radix measures switches and checkboxes; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  )
}

/** The JSON bodies sent as `METHOD path`. */
export const sent = (fetchMock: ReturnType<typeof routedFetch>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input) === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => JSON.parse(String(init!.body)) as unknown)
