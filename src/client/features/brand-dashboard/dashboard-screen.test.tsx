import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BrandDashboardData } from '#shared/schemas/brand-dashboard.ts'
import { Component as Dashboard } from '../../app/routes/brand/dashboard.tsx'

const USER = {
  id: 'u1',
  email: 'brand@example.com',
  emailVerified: true,
  role: 'brand',
  fullName: 'Blake Brand',
  companyName: 'Acme',
  resellerStatus: null,
}

const point = (i: number, revenue: string, orders: number) => ({
  start: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
  end: new Date(Date.UTC(2026, 0, 2 + i)).toISOString(),
  revenue,
  orders,
})

const DATA: BrandDashboardData = {
  entry: { id: 'e1', name: 'Acme Goods', logoUrl: null, isActive: true },
  period: 7,
  range: { from: '2026-01-01T00:00:00.000Z', to: '2026-01-08T00:00:00.000Z', previousFrom: '' },
  cards: {
    authorizedResellers: { value: 2, previous: 2, changePercent: 0 },
    totalProducts: 8,
    pendingOrders: 1,
    totalRevenue: { value: '300.00', previous: '0.00', changePercent: null },
  },
  orders: {
    total: 2,
    byStatus: {
      pending: 1,
      accepted: 0,
      processing: 0,
      shipped: 1,
      delivered: 0,
      declined: 0,
      cancelled: 0,
    },
    recent: [
      {
        id: '0123456789abcdef',
        resellerId: 'r1',
        resellerName: 'Corner Shop',
        totalAmount: '200.00',
        status: 'pending',
        createdAt: '2026-01-07T10:00:00.000Z',
      },
    ],
  },
  sales: {
    bucket: 'day',
    points: [0, 1, 2, 3, 4, 5, 6].map((i) =>
      point(i, i === 6 ? '300.00' : '0.00', i === 6 ? 2 : 0),
    ),
  },
  marketplaces: [
    { marketplace: 'amazon', revenue: '150.00', percent: 50 },
    { marketplace: 'none', revenue: '150.00', percent: 50 },
  ],
  activities: [],
  pendingApplications: { total: 0, rows: [] },
}

/** The compliance chart's answer (GET /api/brand/protection/compliance). */
const complianceOf = (days: number, observed: boolean) => ({
  entry: { id: 'e1', name: 'Acme Goods' },
  unit: days > 30 ? 'week' : 'day',
  days,
  points: Array.from({ length: days > 30 ? 13 : days }, (_, i) => ({
    period: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
    compliant: observed && i === 0 ? 3 : 0,
    mapViolations: observed && i === 0 ? 1 : 0,
    scopeViolations: 0,
    unauthorized: observed && i === 0 ? 2 : 0,
    compliance: observed && i === 0 ? 75 : null,
  })),
  compliance: observed ? 75 : null,
})

function renderWith(
  dashboard: (url: string) => unknown,
  user = USER,
  compliance: (url: string) => unknown = (url) => complianceOf(Number(url.split('days=')[1]), true),
) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      calls.push(input)
      const body =
        input === '/api/me'
          ? { user }
          : input.startsWith('/api/brand/protection/compliance')
            ? compliance(input)
            : dashboard(input)
      return new Response(JSON.stringify(body), {
        status: body === null ? 500 : 200,
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={['/brand/dashboard?period=7']}>
        <Dashboard />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return calls
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('brand dashboard screen', () => {
  it('shows the period from the address, the figures and the panels', async () => {
    const calls = renderWith(() => DATA)
    expect(await screen.findByTestId('card-totalRevenue')).toHaveProperty('textContent', '$300.00')
    expect(calls).toContain('/api/brand/dashboard?period=7')
    expect(screen.getByRole('button', { name: '7 Days' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByText('01234567')).toBeTruthy()
    expect(screen.getByRole('img', { name: /^Sales Performance/ })).toBeTruthy()
    expect(screen.getAllByText('No marketplace seller id').length).toBeGreaterThan(0)
    expect(screen.getByText('No pending applications.')).toBeTruthy()
  })

  it("Compliance Monitoring charts the period's listings by verdict and its compliance", async () => {
    const calls = renderWith(() => DATA)
    const panel = await screen.findByRole('region', { name: 'Compliance Monitoring' })
    expect(calls).toContain('/api/brand/protection/compliance?days=7')
    expect((await within(panel).findByTestId('compliance-percent')).textContent).toBe('75.0%')
    expect(within(panel).getByText('compliant in the last 7 days')).toBeTruthy()
    expect(
      within(panel).getByRole('img', {
        name: 'Compliance Monitoring: observed listings of the last 7 days by verdict; 75.0% compliant in the last 7 days',
      }),
    ).toBeTruthy()
    const table = within(panel).getByRole('table', {
      name: 'Observed listings by period and verdict',
    })
    expect(within(table).getAllByRole('row')).toHaveLength(8)
    expect(within(table).getAllByRole('row')[1]!.textContent).toMatch(/3102.*75\.0%$/)
    expect(
      within(panel).getByRole('link', { name: 'Open Brand Protection' }).getAttribute('href'),
    ).toBe('/brand/dashboard/protection')

    await userEvent.click(screen.getByRole('button', { name: '90 Days' }))
    await within(panel).findByText('compliant in the last 90 days')
    expect(calls).toContain('/api/brand/protection/compliance?days=90')
  })

  it('Compliance Monitoring without listings says how to get them', async () => {
    renderWith(
      () => DATA,
      USER,
      () => complianceOf(7, false),
    )
    const panel = await screen.findByRole('region', { name: 'Compliance Monitoring' })
    expect(
      await within(panel).findByText('No marketplace listings observed in the last 7 days'),
    ).toBeTruthy()
    expect(
      within(panel)
        .getByRole('link', { name: 'Import marketplace listings in Brand Protection' })
        .getAttribute('href'),
    ).toBe('/brand/dashboard/protection/imports')
  })

  it('asks for another period when the toggle changes', async () => {
    const calls = renderWith((url) => ({ ...DATA, period: Number(url.split('=')[1]) }))
    await screen.findByTestId('card-totalRevenue')
    await userEvent.click(screen.getByRole('button', { name: '90 Days' }))
    await screen.findByText('placed in the last 90 days and still pending')
    expect(calls).toContain('/api/brand/dashboard?period=90')
  })

  it('without a directory entry, says so instead of an empty dashboard', async () => {
    renderWith(() => ({ entry: null, period: 7 }))
    expect(await screen.findByText('Your brand is not in the brands directory yet')).toBeTruthy()
    expect(screen.queryByTestId('card-totalRevenue')).toBeNull()
    expect(screen.queryByRole('group', { name: 'Period' })).toBeNull()
  })

  it('a failed load says so, with the spec text', async () => {
    renderWith(() => null)
    expect(await screen.findByText('Error loading dashboard')).toBeTruthy()
    expect(screen.getByText('Please try again later')).toBeTruthy()
  })
})
