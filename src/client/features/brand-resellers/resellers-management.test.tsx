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
      authorizationId: 'auth-1',
      status: 'active',
      inForce: true,
      marketplaces: [
        { marketplace: 'amazon', sellerId: 'A1PRIME' },
        { marketplace: 'walmart', sellerId: '10001' },
      ],
      endsAt: '2027-01-31T23:59:59.999Z',
      statusReason: null,
      statusChangedAt: '2026-03-05T10:00:00.000Z',
      grantedBy: 'brand',
    },
    {
      id: 'reseller-2',
      companyName: 'Paused Co',
      fullName: 'Pat Paused',
      email: 'pat@example.com',
      authorizedAt: '2026-02-01T10:00:00.000Z',
      orderCount: 0,
      orderTotal: '0.00',
      lastOrderAt: null,
      active: false,
      authorizationId: 'auth-2',
      status: 'suspended',
      inForce: false,
      marketplaces: [],
      endsAt: null,
      statusReason: 'Listed below MAP',
      statusChangedAt: '2026-03-01T10:00:00.000Z',
      grantedBy: 'admin',
    },
  ],
  summary: {
    total: 4,
    active: 1,
    statuses: { active: 4, suspended: 1, revoked: 0, expired: 0 },
  },
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

  it('shows each authorization: status, term, reason, marketplaces with seller ids, and the changes it allows', async () => {
    renderWith(vi.fn(async () => json(LIST)))
    const active = await screen.findByRole('row', { name: /Prime Resale/ })
    // The ordering badge (Active: ordered lately) and the authorization's status.
    expect(within(active).getAllByText('Active')).toHaveLength(2)
    expect(within(active).getByText(/Until /)).toBeTruthy()
    expect(within(active).getByText('A1PRIME')).toBeTruthy()
    expect(within(active).getByText('10001')).toBeTruthy()
    expect(within(active).getByRole('button', { name: /Suspend/ })).toBeTruthy()
    expect(within(active).getByRole('button', { name: /Revoke/ })).toBeTruthy()
    expect(within(active).queryByRole('button', { name: /Reinstate/ })).toBeNull()

    const paused = screen.getByRole('row', { name: /Paused Co/ })
    expect(within(paused).getByText('Suspended')).toBeTruthy()
    expect(within(paused).getByText('Reason: Listed below MAP')).toBeTruthy()
    expect(within(paused).getByText('No end date', { exact: false })).toBeTruthy()
    expect(within(paused).getByText('Granted by a marketplace admin')).toBeTruthy()
    expect(within(paused).getByRole('button', { name: /Reinstate/ })).toBeTruthy()
    expect(within(paused).queryByRole('button', { name: /Suspend/ })).toBeNull()
  })

  it('Suspend asks for the reason the reseller will see, then sends it', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST'
        ? json({ authorization: { id: 'auth-1', status: 'suspended' } })
        : json(LIST),
    )
    renderWith(fetchMock)
    const row = await screen.findByRole('row', { name: /Prime Resale/ })
    await userEvent.click(within(row).getByRole('button', { name: /Suspend/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Prime Resale' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }))
    expect(
      await within(dialog).findByText('Please give a reason the reseller will see.'),
    ).toBeTruthy()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Reason the reseller will see' }),
      'Listed below MAP',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!
    expect(String(post[0])).toBe('/api/brand/authorizations/auth-1/status')
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      change: 'suspend',
      reason: 'Listed below MAP',
    })
  })

  it('the status filter reaches the API and the export', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(LIST))
    renderWith(fetchMock)
    await screen.findByTestId('resellers-total')
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Authorization status' }),
      'suspended',
    )
    await waitFor(() =>
      expect(String(fetchMock.mock.calls.at(-1)![0])).toBe(
        '/api/brand/resellers?filter=all&status=suspended&page=1',
      ),
    )
    expect(screen.getByRole('link', { name: 'Export' }).getAttribute('href')).toBe(
      '/api/brand/resellers/export.csv?filter=all&status=suspended',
    )
  })

  it('Invite a reseller checks the address, then sends it', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
      String(input) === '/api/brand/invitations'
        ? json({ invited: 'new@example.com' }, 201)
        : json(LIST),
    )
    renderWith(fetchMock)
    await screen.findByTestId('resellers-total')
    await userEvent.click(screen.getByRole('button', { name: 'Invite a reseller' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invite a reseller' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'nope')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }))
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy()
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Email' }))
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'new@example.com')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const post = fetchMock.mock.calls.find(([input]) => String(input) === '/api/brand/invitations')!
    expect(JSON.parse(String(post[1]!.body))).toEqual({ email: 'new@example.com' })
  })

  it('search and Filter reach the API, and Export downloads the same list', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(LIST))
    renderWith(fetchMock)
    await screen.findByTestId('resellers-total')
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search resellers' }), 'prime')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Filter/ }), 'with-orders')
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
    const row = await screen.findByRole('row', { name: /Prime Resale/ })
    await userEvent.click(within(row).getByRole('button', { name: /Contact/ }))
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
