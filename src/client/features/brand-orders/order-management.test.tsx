import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BrandOrderDetails, BrandOrderList } from './api.ts'
import { OrderManagement } from './order-management.tsx'

const ORDER_ID = '4f1c2d3e-aaaa-4bbb-8ccc-123456789abc'

const LIST: BrandOrderList = {
  orders: [
    {
      id: ORDER_ID,
      resellerId: 'r1',
      resellerCompany: 'Prime Resale',
      resellerName: 'Riley',
      resellerEmail: 'riley@example.com',
      status: 'processing',
      totalAmount: '59.97',
      itemCount: 1,
      createdAt: '2026-03-05T10:00:00.000Z',
      updatedAt: '2026-03-05T10:00:00.000Z',
    },
  ],
  counts: {
    all: 7,
    pending: 2,
    accepted: 0,
    processing: 1,
    shipped: 3,
    delivered: 1,
    declined: 0,
    cancelled: 0,
  },
  summary: { totalOrders: 7, totalRevenue: '18161.75', pendingOrders: 2 },
  reseller: null,
  page: 1,
  pages: 1,
  pageSize: 25,
  total: 7,
}

const DETAILS: BrandOrderDetails = {
  id: ORDER_ID,
  brandId: 'b1',
  brandName: 'Kettle Co',
  brandEntryId: null,
  status: 'processing',
  shipTo: null,
  billTo: null,
  statusReason: null,
  tracking: null,
  timeline: [],
  totalAmount: '59.97',
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
  reseller: {
    id: 'r1',
    companyName: 'Prime Resale',
    fullName: 'Riley',
    email: 'riley@example.com',
    phone: '+1 555 0100',
  },
  items: [
    {
      id: 'i1',
      productId: null,
      productName: 'Kettle',
      sku: 'K-1',
      quantity: 3,
      unitPrice: '19.99',
      lineTotal: '59.97',
    },
  ],
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderAt(path: string, fetchMock: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetchMock)
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[path]}>
        <OrderManagement />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('OrderManagement (001 §2.3)', () => {
  it('shows the cards, the tabs with counts and the first 8 characters of the id', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(LIST))
    renderAt('/brand/dashboard/orders', fetchMock)
    expect(await screen.findByText('$18,161.75')).toBeTruthy()
    expect(screen.getByTestId('total-orders').textContent).toBe('7')
    expect(screen.getByTestId('pending-orders').textContent).toBe('2')
    for (const name of [
      'All (7)',
      'Pending (2)',
      'Processing (1)',
      'Shipped (3)',
      'Delivered (1)',
    ]) {
      expect(screen.getByRole('tab', { name })).toBeTruthy()
    }
    expect(screen.getByRole('cell', { name: '4f1c2d3e' })).toBeTruthy()
  })

  it('passes the reseller of View Orders and the tab to the API', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      json({ ...LIST, reseller: { id: 'r1', companyName: 'Prime Resale', fullName: null } }),
    )
    renderAt('/brand/dashboard/orders?reseller=r1&status=shipped', fetchMock)
    expect(await screen.findByText('Showing the orders of Prime Resale.')).toBeTruthy()
    const url = String(fetchMock.mock.calls[0]![0])
    expect(url).toContain('status=shipped')
    expect(url).toContain('reseller=r1')
  })

  it('View Details shows the items and the reseller, and moves the order one step', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input)
      if (init?.method === 'PATCH') {
        return json({ order: { id: ORDER_ID, status: 'shipped', updatedAt: DETAILS.updatedAt } })
      }
      if (url.startsWith(`/api/brand/orders/${ORDER_ID}`)) return json({ order: DETAILS })
      return json(LIST)
    })
    renderAt('/brand/dashboard/orders', fetchMock)
    await screen.findByText('$18,161.75')
    await userEvent.click(await screen.findByRole('button', { name: /^View Details\s*4f1c2d3e$/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Order 4f1c2d3e' })
    expect(await within(dialog).findByRole('cell', { name: 'Kettle' })).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'riley@example.com' })).toBeTruthy()
    expect(within(dialog).getAllByText('$59.97').length).toBeGreaterThan(0)
    // Issue 15: shipping asks for the carrier and the tracking number first.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as Shipped' }))
    const form = within(dialog).getByRole('form', { name: 'Ship this order' })
    await userEvent.click(within(form).getByRole('button', { name: 'Mark as Shipped' }))
    expect(await within(form).findByText('Please name the carrier.')).toBeTruthy()
    // An empty tracking number is missing, not malformed (its first rule is the one shown).
    expect(within(form).getByText('Please enter the tracking number.')).toBeTruthy()
    expect(within(form).queryByText(/letters, digits, spaces and dashes/)).toBeNull()
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false)
    await userEvent.type(within(form).getByLabelText('Carrier'), 'UPS')
    await userEvent.type(within(form).getByLabelText('Tracking number'), '1Z999AA1')
    await userEvent.click(within(form).getByRole('button', { name: 'Mark as Shipped' }))
    const patchCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')!
    expect(String(patchCall[0])).toBe(`/api/brand/orders/${ORDER_ID}/status`)
    expect(JSON.parse(String(patchCall[1]!.body))).toEqual({
      status: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z999AA1',
      trackingUrl: '',
    })
  })
})
