import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RESELLER_BRANDS_TEXTS as T } from '#shared/reseller-brands-texts.ts'
import type { ResellerBrandRow, ResellerBrandsResponse } from '#shared/schemas/reseller-brands.ts'
import { AvailableBrands } from './available-brands.tsx'

const NOW = '2026-11-21T12:00:00.000Z'
const daysBefore = (days: number) => new Date(Date.parse(NOW) - days * 86_400_000).toISOString()

const brand = (overrides: Partial<ResellerBrandRow>): ResellerBrandRow => ({
  id: crypto.randomUUID(),
  name: 'Northwind',
  department: 'Consumer',
  categories: ['beauty', 'health', 'toys', 'books'],
  description: 'Skin care',
  logoUrl: null,
  websiteUrl: null,
  approvalRate: 87.5,
  responseTime: 24,
  allocated: false,
  applicationStatus: null,
  applicationId: null,
  applicationCreatedAt: null,
  followUpCount: 0,
  lastFollowUpAt: null,
  nextFollowUpAt: null,
  minimumOrder: '62.00',
  ...overrides,
})

const answer = (brands: ResellerBrandRow[], extra: Partial<ResellerBrandsResponse> = {}) =>
  ({
    brands,
    filteredCount: brands.length,
    totalCount: 120,
    page: 1,
    pageSize: 50,
    now: NOW,
    ...extra,
  }) satisfies ResellerBrandsResponse

/** The address, as the router has it. */
function Where() {
  const { pathname, search } = useLocation()
  return <output aria-label="address">{pathname + search}</output>
}

function renderAt(url: string, reply: (url: string) => Promise<Response>) {
  const fetch = vi.fn((input: RequestInfo | URL) => reply(String(input)))
  vi.stubGlobal('fetch', fetch)
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[url]}>
        <AvailableBrands />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return fetch
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('AvailableBrands (001 §2.4)', () => {
  it('a link followed right after typing is not undone by the search it cut short', async () => {
    const approved = brand({ name: 'Open Co', applicationStatus: 'approved' })
    renderAt('/reseller/dashboard/brands', () => json(answer([approved])))
    const link = await screen.findByRole('link', { name: T.viewProducts })
    fireEvent.change(screen.getByLabelText(T.searchLabel), {
      target: { value: 'open' },
    })
    // The products screen may still be loading: the list is still mounted, its timer running.
    fireEvent.click(link)
    const address = screen.getByRole('status', { name: 'address' })
    const products = `/reseller/dashboard/brands/${approved.id}/products`
    expect(address.textContent).toBe(products)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(address.textContent).toBe(products)
  })

  it('shows the counts, the minimum order and each card’s state', async () => {
    renderAt('/reseller/dashboard/brands', () =>
      json(
        answer(
          [
            brand({ name: 'Fresh Co' }),
            brand({
              name: 'Waiting Co',
              applicationStatus: 'pending',
              applicationId: crypto.randomUUID(),
              applicationCreatedAt: daysBefore(1),
              nextFollowUpAt: daysBefore(-2),
            }),
            brand({
              name: 'Slow Co',
              applicationStatus: 'pending',
              applicationId: crypto.randomUUID(),
              applicationCreatedAt: daysBefore(20),
              followUpCount: 1,
              nextFollowUpAt: daysBefore(5),
            }),
            brand({
              name: 'Yes Co',
              applicationStatus: 'approved',
              applicationId: crypto.randomUUID(),
              applicationCreatedAt: daysBefore(30),
            }),
          ],
          { filteredCount: 4 },
        ),
      ),
    )
    expect(await screen.findByText('Showing 4 of 120 brands')).toBeTruthy()
    const card = (name: string) => screen.getByRole('article', { name })
    expect(within(card('Fresh Co')).getByRole('button', { name: T.apply })).toBeTruthy()
    expect(within(card('Fresh Co')).getByText('$62.00')).toBeTruthy()
    expect(within(card('Fresh Co')).getByText('+1')).toBeTruthy()
    const waiting = within(card('Waiting Co'))
    expect((waiting.getByRole('button', { name: T.wait }) as HTMLButtonElement).disabled).toBe(true)
    expect(waiting.getByText(T.recentlyApplied)).toBeTruthy()
    const slow = within(card('Slow Co'))
    expect((slow.getByRole('button', { name: T.followUp }) as HTMLButtonElement).disabled).toBe(
      false,
    )
    expect(slow.getByText(T.longWait)).toBeTruthy()
    const yes = within(card('Yes Co'))
    expect((yes.getByRole('button', { name: T.approved }) as HTMLButtonElement).disabled).toBe(true)
    expect(yes.getByRole('link', { name: T.viewProducts }).getAttribute('href')).toMatch(
      /^\/reseller\/dashboard\/brands\/[0-9a-f-]+\/products$/,
    )
  })

  it('says which empty state applies', async () => {
    renderAt('/reseller/dashboard/brands?q=zzz&status=pending', () =>
      json(answer([], { filteredCount: 0 })),
    )
    expect(await screen.findByText(T.emptySearchAndFilters)).toBeTruthy()
    cleanup()
    renderAt('/reseller/dashboard/brands', () => json(answer([], { totalCount: 0 })))
    expect(await screen.findByText(T.emptyAll)).toBeTruthy()
  })

  it('passes the address’s filters to the API, and a chip changes them', async () => {
    const fetch = renderAt('/reseller/dashboard/brands?q=kitchen&page=2', () =>
      json(answer([brand({})], { filteredCount: 120 })),
    )
    await screen.findByText('Showing 120 of 120 brands · Page 2 of 3')
    expect(fetch.mock.calls[0]![0]).toBe('/api/reseller/brands?q=kitchen&page=2')
    fireEvent.click(screen.getByRole('button', { name: T.timeLabels.long_wait }))
    await vi.waitFor(() =>
      expect(fetch.mock.calls.at(-1)![0]).toBe('/api/reseller/brands?q=kitchen&time=long_wait'),
    )
  })

  it('shows the error alert with a retry', async () => {
    renderAt('/reseller/dashboard/brands', () =>
      json({ code: 'X', message: 'Database unavailable' }, 503),
    )
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(T.errorTitle)).toBeTruthy()
    expect(within(alert).getByText('Database unavailable')).toBeTruthy()
    expect(within(alert).getByRole('button', { name: T.retry })).toBeTruthy()
  })
})
