import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ResellerDashboardData } from '#shared/schemas/reseller-dashboard.ts'
import { Component as Dashboard } from '../../app/routes/reseller/dashboard.tsx'

const USER = {
  id: 'u1',
  email: 'reseller@example.com',
  emailVerified: true,
  role: 'reseller',
  fullName: 'Rowan Reseller',
  companyName: 'Corner Shop',
  resellerStatus: 'approved',
}

const FREE = {
  tier: 'free',
  subscribed: false,
  status: 'free',
  subscriptionEnd: null,
  cancelAtPeriodEnd: false,
  usage: { usedThisMonth: 0, limit: 999999, unlimited: true },
}

const month = (m: number, orders: number, spending: string) => ({
  month: `2026-${String(m).padStart(2, '0')}-01`,
  orders,
  spending,
})

const DATA: ResellerDashboardData = {
  cards: { totalSpending: '1234.50', brandPartners: 3, products: 12, activeOrders: 2 },
  months: [
    month(1, 0, '0.00'),
    month(2, 0, '0.00'),
    month(3, 1, '34.50'),
    month(4, 0, '0.00'),
    month(5, 2, '200.00'),
    month(6, 3, '1000.00'),
  ],
  categories: [
    { category: 'Kitchen', spending: '900.00', percent: 72.9 },
    { category: 'Uncategorized', spending: '334.50', percent: 27.1 },
  ],
  recentOrders: [
    {
      id: '0123456789abcdef',
      brandName: 'Alpha Goods',
      status: 'shipped',
      totalAmount: '1000.00',
      createdAt: '2026-06-10T10:00:00.000Z',
    },
  ],
  topBrands: [{ brandId: 'b1', brandName: 'Alpha Goods', orders: 4, totalSpending: '1200.00' }],
}

const EMPTY: ResellerDashboardData = {
  cards: { totalSpending: '0.00', brandPartners: 0, products: 0, activeOrders: 0 },
  months: [1, 2, 3, 4, 5, 6].map((m) => month(m, 0, '0.00')),
  categories: [],
  recentOrders: [],
  topBrands: [],
}

function renderWith(dashboard: () => unknown, subscription: unknown = FREE) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const body =
        input === '/api/me'
          ? { user: USER }
          : input === '/api/reseller/subscription'
            ? subscription
            : dashboard()
      return new Response(JSON.stringify(body ?? { message: 'Boom' }), {
        status: body === null ? 500 : 200,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/reseller/dashboard']}>
        <Dashboard />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('reseller dashboard screen (001 §2.4)', () => {
  it('greets the reseller and shows the cards, tabs, pie and tables from the server', async () => {
    renderWith(() => DATA)
    expect(await screen.findByText('Welcome back, Rowan Reseller')).toBeTruthy()
    expect((await screen.findByTestId('card-totalSpending')).textContent).toBe('$1,234.50')
    expect(screen.getByTestId('card-brandPartners').textContent).toBe('3')
    expect(screen.getByTestId('card-products').textContent).toBe('12')
    expect(screen.getByTestId('card-activeOrders').textContent).toBe('2')
    expect(screen.getByRole('link', { name: 'Active Orders' }).getAttribute('href')).toBe(
      '/reseller/dashboard/orders',
    )

    // The Orders tab first, then Spending.
    expect(screen.getByRole('img', { name: /^Orders per month: Jan 2026 0/ })).toBeTruthy()
    await userEvent.click(screen.getByRole('tab', { name: 'Spending' }))
    expect(screen.getByRole('img', { name: /Jun 2026 \$1,000\.00$/ })).toBeTruthy()

    expect(screen.getByRole('figure', { name: 'Category Distribution' })).toBeTruthy()
    expect(screen.getByText(/split evenly between them/)).toBeTruthy()

    const recent = screen.getByRole('table', { name: 'Recent Orders' })
    expect(within(recent).getByText('0123456789')).toBeTruthy()
    expect(within(recent).getByText('Shipped')).toBeTruthy()
    const top = screen.getByRole('table', { name: 'Top Brands' })
    expect(within(top).getByText('$1,200.00')).toBeTruthy()

    // A free-tier reseller sees the upgrade banner.
    expect(await screen.findByRole('complementary', { name: 'Upgrade your plan' })).toBeTruthy()
  })

  it('shows the empty states, and no banner for a subscriber', async () => {
    renderWith(() => EMPTY, { ...FREE, tier: 'premium', subscribed: true, status: 'active' })
    expect((await screen.findByTestId('card-totalSpending')).textContent).toBe('$0.00')
    expect(screen.getAllByText('No orders in the last 6 months.').length).toBeGreaterThan(0)
    expect(screen.getByText('No spending to distribute yet.')).toBeTruthy()
    expect(screen.getByText('No orders yet.')).toBeTruthy()
    expect(screen.getByText('No brands ordered from yet.')).toBeTruthy()
    expect(screen.queryByRole('complementary', { name: 'Upgrade your plan' })).toBeNull()
  })

  it('a failed load says so, with a retry', async () => {
    renderWith(() => null)
    expect(await screen.findByText('Error loading dashboard')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy()
  })
})
