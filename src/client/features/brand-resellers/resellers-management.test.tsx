import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BRAND_RESELLERS_TEXTS } from '#shared/brand-orders-texts.ts'
import type { BrandResellerList } from './api.ts'
import { ResellersManagement } from './resellers-management.tsx'

const LIST: BrandResellerList = {
  entry: { id: 'e1', name: 'Northwind' },
  resellers: [
    {
      id: 'reseller-1',
      companyName: 'Prime Resale',
      fullName: 'Riley Reseller',
      email: 'riley@example.com',
      authorizedAt: '2026-03-05T10:00:00.000Z',
      orderCount: 2,
      orderTotal: '130.25',
      lastOrderAt: '2026-03-06T10:00:00.000Z',
      active: true,
    },
  ],
  summary: { total: 4, active: 1 },
  page: 1,
  pages: 1,
  pageSize: 50,
  matching: 1,
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

function renderWith(fetchMock: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetchMock)
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <ResellersManagement />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('ResellersManagement (001 §2.3)', () => {
  it('shows Total and Active, with the Active rule as the tooltip', async () => {
    renderWith(vi.fn(async () => json(LIST)))
    expect((await screen.findByTestId('resellers-total')).textContent).toBe('4')
    expect(screen.getByTestId('resellers-active').textContent).toBe('1')
    expect(screen.getAllByTitle('Ordered from you in the last 90 days').length).toBeGreaterThan(0)
    const row = screen.getByRole('row', { name: /Prime Resale/ })
    expect(within(row).getByText('2 orders · $130.25')).toBeTruthy()
    expect(
      within(row)
        .getByRole('link', { name: /View Orders/ })
        .getAttribute('href'),
    ).toBe('/brand/dashboard/orders?reseller=reseller-1')
  })

  it('search and Filter reach the API, and Export downloads the same list', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(LIST))
    renderWith(fetchMock)
    await screen.findByTestId('resellers-total')
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search resellers' }), 'prime')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Filter/ }), 'with-orders')
    await waitFor(() =>
      expect(String(fetchMock.mock.calls.at(-1)![0])).toBe(
        '/api/brand/resellers?filter=with-orders&search=prime&page=1',
      ),
    )
    expect(screen.getByRole('link', { name: 'Export' }).getAttribute('href')).toBe(
      '/api/brand/resellers/export.csv?filter=with-orders&search=prime',
    )
  })

  it('Contact sends a message to the reseller', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === '/api/messages' && init?.method === 'POST'
        ? json({ message: { id: 'm1' } }, 201)
        : json(LIST),
    )
    renderWith(fetchMock)
    await userEvent.click(await screen.findByRole('button', { name: /Contact/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Message Prime Resale' })
    const send = within(dialog).getByRole('button', { name: 'Send Message' })
    expect((send as HTMLButtonElement).disabled).toBe(true)
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Hello there')
    await userEvent.click(send)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      recipientId: 'reseller-1',
      content: 'Hello there',
    })
  })

  it('a brand without a directory entry gets an explanation, not an error', async () => {
    renderWith(
      vi.fn(async () =>
        json({ ...LIST, entry: null, resellers: [], summary: { total: 0, active: 0 } }),
      ),
    )
    expect(await screen.findByText(BRAND_RESELLERS_TEXTS.noEntry)).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
