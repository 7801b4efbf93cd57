import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RESELLER_ORDERS_TEXTS } from '#shared/brand-orders-texts.ts'
import type { ResellerOrder } from './api.ts'
import { OrderHistory } from './order-history.tsx'

const order = (overrides: Partial<ResellerOrder>): ResellerOrder => ({
  id: '0123456789abcdef-0000',
  brandName: 'Northwind',
  status: 'pending',
  totalAmount: '1234.50',
  itemCount: 3,
  createdAt: '2026-03-05T10:00:00.000Z',
  updatedAt: '2026-03-05T10:00:00.000Z',
  ...overrides,
})

function renderWith(reply: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(reply))
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <OrderHistory />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const ok = (orders: ResellerOrder[]) => async () =>
  new Response(JSON.stringify({ orders, limited: false, limit: 200 }), { status: 200 })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('OrderHistory (001 §2.4)', () => {
  it('shows four skeleton rows while loading', () => {
    renderWith(() => new Promise<Response>(() => {}))
    expect(screen.getAllByTestId('order-skeleton')).toHaveLength(4)
  })

  it('shows the spec’s empty state', async () => {
    renderWith(ok([]))
    expect(await screen.findByText(RESELLER_ORDERS_TEXTS.empty)).toBeTruthy()
  })

  it('shows the first 10 characters of the id, and badges in the §4.5 colours', async () => {
    renderWith(
      ok([
        order({ id: 'aaaaaaaaaa-1', status: 'delivered' }),
        order({ id: 'bbbbbbbbbb-2', status: 'shipped' }),
        order({ id: 'cccccccccc-3', status: 'processing' }),
        order({ id: 'dddddddddd-4', status: 'pending' }),
      ]),
    )
    await screen.findByText('aaaaaaaaaa')
    const rows = screen.getAllByRole('row').slice(1)
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'aaaaaaaaaa',
      'bbbbbbbbbb',
      'cccccccccc',
      'dddddddddd',
    ])
    // Issue 15: the id opens the order's details.
    expect(
      within(rows[0]!).getByRole('link', { name: 'Open order aaaaaaaaaa' }).getAttribute('href'),
    ).toBe('/reseller/dashboard/orders/aaaaaaaaaa-1')
    const badge = (i: number) => within(rows[i]!).getAllByRole('cell').at(-1)!.firstElementChild!
    expect(badge(0).textContent).toBe('Delivered')
    expect(badge(0).className).toMatch(/emerald/)
    expect(badge(1).textContent).toBe('Shipped')
    expect(badge(1).className).toMatch(/blue/)
    expect(badge(2).textContent).toBe('Processing')
    expect(badge(2).className).toMatch(/amber/)
    expect(badge(3).className).toMatch(/amber/)
    expect(within(rows[0]!).getByText('$1,234.50')).toBeTruthy()
    expect(within(rows[0]!).getByText('Northwind')).toBeTruthy()
  })

  it('says Error with the message when the list cannot load', async () => {
    renderWith(
      async () =>
        new Response(JSON.stringify({ code: 'X', message: 'Database unavailable' }), {
          status: 503,
        }),
    )
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText(RESELLER_ORDERS_TEXTS.errorTitle)).toBeTruthy()
    expect(within(alert).getByText('Database unavailable')).toBeTruthy()
  })
})
