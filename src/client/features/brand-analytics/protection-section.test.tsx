import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Component as Analytics } from '../../app/routes/brand/analytics.tsx'
import type { ProtectionData } from './protection-types.ts'

const ENTRY = { id: 'e1', name: 'Acme', logoUrl: null, isActive: true }
const months = ['2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01']

const ORDERS = {
  entry: ENTRY,
  range: '6m',
  months: 6,
  window: { from: '2026-06-01', to: '2026-11-26', previousFrom: '' },
  kpis: {
    revenue: { value: '0.00', previous: '0.00', changePercent: null },
    orders: { value: 0, previous: 0, changePercent: null },
    averageOrderValue: { value: '0.00', previous: '0.00', changePercent: null },
    activeResellers: { value: 0, previous: 0, changePercent: null },
  },
  series: months.map((month) => ({ month, revenue: '0.00', orders: 0, activeResellers: 0 })),
  topProducts: [],
}

const PROTECTION: ProtectionData = {
  entry: { id: 'e1', name: 'Acme' },
  range: '6m',
  recalculating: false,
  window: { from: '2026-06-01', to: '2026-11-26', previousFrom: '2025-12-01' },
  kpis: {
    revenueAtRisk: { value: '62.00', previous: '31.00' },
    recovered: { value: '50.00', previous: '0.00' },
    compliance: { value: 50, previous: 60 },
    unauthorizedSellers: { value: 1, previous: 2 },
    openViolations: 1,
  },
  months: months.map((month, i) => ({
    month,
    atRisk: i === 5 ? '62.00' : '0.00',
    recovered: i === 5 ? '50.00' : '0.00',
    compliance: i === 5 ? 50 : null,
    judged: i === 5 ? 2 : 0,
    violations: i === 5 ? 1 : 0,
    unauthorizedSellers: i === 5 ? 1 : 0,
    unauthorizedListings: i === 5 ? 1 : 0,
  })),
  categories: [
    { category: 'toys', marketplace: 'amazon', violations: 1, unauthorized: 1, atRisk: '62.00' },
    { category: null, marketplace: 'walmart', violations: 0, unauthorized: 2, atRisk: '4.00' },
  ],
  byReseller: [
    {
      resellerId: 'r1',
      company: 'Corner Shop',
      compliance: 50,
      judged: 2,
      violations: 1,
      atRisk: '60.00',
    },
  ],
  byProduct: [
    {
      productId: 'p1',
      name: 'Toy Robot',
      sku: 'TOY-1',
      compliance: 50,
      judged: 2,
      violations: 1,
      unauthorized: 1,
      atRisk: '62.00',
    },
  ],
  topUnauthorized: [
    {
      investigationId: 'inv-1',
      seller: 'Bargain Barn',
      marketplaces: ['amazon', 'walmart'],
      listings: 3,
      firstSeenAt: '2026-11-20T10:00:00.000Z',
    },
  ],
}

const OPTIONS = {
  resellers: [{ id: 'r1', company: 'Corner Shop' }],
  products: [{ id: 'p1', name: 'Toy Robot', sku: 'TOY-1' }],
}

const EMPTY: ProtectionData = {
  ...PROTECTION,
  kpis: {
    revenueAtRisk: { value: '0.00', previous: '0.00' },
    recovered: { value: '0.00', previous: '0.00' },
    compliance: { value: null, previous: null },
    unauthorizedSellers: { value: 0, previous: 0 },
    openViolations: 0,
  },
  months: PROTECTION.months.map((m) => ({
    ...m,
    atRisk: '0.00',
    recovered: '0.00',
    compliance: null,
    judged: 0,
    violations: 0,
    unauthorizedSellers: 0,
    unauthorizedListings: 0,
  })),
  categories: [],
  byReseller: [],
  byProduct: [],
  topUnauthorized: [],
}

function Address() {
  const location = useLocation()
  return <output data-testid="address">{location.search}</output>
}

function renderAt(url: string, protection: (url: string) => unknown) {
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      calls.push(input)
      const body = input.startsWith('/api/brand/protection/analytics/options')
        ? OPTIONS
        : input.startsWith('/api/brand/protection/analytics')
          ? protection(input)
          : ORDERS
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
      <MemoryRouter initialEntries={[url]}>
        <Analytics />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return calls
}

const address = () => screen.getByTestId('address').textContent ?? ''

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// The route renders the whole Analytics screen and recharts: slow on a busy machine.
const LOADED = { timeout: 10_000 }

describe('brand protection on Analytics', { timeout: 30_000 }, () => {
  it('shows the figures with their change, rising risk in red, and the explained revenue chart', async () => {
    const calls = renderAt('/brand/dashboard/analytics?range=6m', () => PROTECTION)
    const figures = await screen.findByRole('region', { name: 'Brand protection figures' }, LOADED)
    expect(calls).toContain('/api/brand/protection/analytics?range=6m')
    expect(within(figures).getByTestId('protection-revenueAtRisk').textContent).toBe('$62.00')
    const riskChange = within(figures).getByText('+100.0%')
    expect(riskChange.className).toContain('text-red-700')
    expect(within(figures).getByText('-10.0 pts').className).toContain('text-red-700')
    expect(within(figures).getByText('-50.0%').className).toContain('text-emerald-700')
    expect(within(figures).getByTestId('protection-compliance').textContent).toBe('50.0%')
    expect(screen.getByText(/units listed below your MAP × the price gap/)).toBeTruthy()
    expect(
      screen.getByRole('img', {
        name: 'Revenue at risk and recovered per month: $62.00 at risk, $50.00 recovered in all',
      }),
    ).toBeTruthy()
    expect(
      screen.getByRole('img', { name: 'Compliance per month; 50.0% over the range' }),
    ).toBeTruthy()
    const trend = screen.getByRole('table', { name: 'Compliance per month' })
    expect(within(trend).getAllByRole('row')).toHaveLength(7)
    const products = screen.getByRole('table', { name: 'Compliance by Product' })
    expect(within(products).getByRole('cell', { name: '$62.00' })).toBeTruthy()
  })

  it('a click on a reseller or product filters by it, in the address; a reseller and a product exclude each other', async () => {
    const calls = renderAt('/brand/dashboard/analytics?range=1y', () => PROTECTION)
    const resellers = await screen.findByRole('table', { name: 'Compliance by Reseller' }, LOADED)
    await userEvent.click(within(resellers).getByRole('button', { name: 'Corner Shop' }))
    expect(address()).toContain('resellerId=r1')
    expect(calls).toContain('/api/brand/protection/analytics?range=1y&resellerId=r1')

    const products = screen.getByRole('table', { name: 'Compliance by Product' })
    await userEvent.click(within(products).getByRole('button', { name: 'Toy Robot' }))
    expect(address()).toContain('productId=p1')
    expect(address()).not.toContain('resellerId')
    expect(calls).toContain('/api/brand/protection/analytics?range=1y&productId=p1')
    expect(screen.getByText(/not both/)).toBeTruthy()

    const filters = screen.getByRole('group', { name: 'Brand protection filters' })
    // Every option stays on offer under a filter.
    expect(
      within(within(filters).getByRole('combobox', { name: 'Product' })).getByRole('option', {
        name: 'Toy Robot (TOY-1)',
      }),
    ).toBeTruthy()
    await userEvent.selectOptions(
      within(filters).getByRole('combobox', { name: 'Marketplace' }),
      'walmart',
    )
    expect(address()).toContain('marketplace=walmart')
    await userEvent.click(within(filters).getByRole('button', { name: 'Clear filters' }))
    expect(address()).toBe('?range=1y')
  })

  it('says which figures a filter cannot split instead of showing them unfiltered', async () => {
    renderAt('/brand/dashboard/analytics?productId=p1', () => ({
      ...PROTECTION,
      byReseller: null,
    }))
    expect(
      await screen.findByText(
        'Per-reseller figures are not kept per product. Clear the product filter to compare resellers.',
        {},
        LOADED,
      ),
    ).toBeTruthy()
  })

  it('Unauthorized Sellers: the trend and the top sellers linked to their investigation', async () => {
    renderAt('/brand/dashboard/analytics?tab=unauthorized-sellers', () => PROTECTION)
    const table = await screen.findByRole('table', { name: 'Top Unauthorized Sellers' }, LOADED)
    const link = within(table).getByRole('link', { name: 'Bargain Barn' })
    expect(link.getAttribute('href')).toBe('/brand/dashboard/protection/sellers/inv-1')
    expect(within(table).getByText('Amazon, Walmart')).toBeTruthy()
    expect(
      screen.getByRole('img', {
        name: 'Unauthorized sellers and listings per month: 1 sellers, 1 listings in the range',
      }),
    ).toBeTruthy()
  })

  it('Loss Prevention Categories: category labels, Uncategorised for none, and the chart figure to choose', async () => {
    renderAt('/brand/dashboard/analytics?tab=loss-prevention', () => PROTECTION)
    const table = await screen.findByRole(
      'table',
      { name: 'Violations, unauthorized listings and revenue at risk by category and marketplace' },
      LOADED,
    )
    expect(within(table).getByRole('rowheader', { name: 'Toys' })).toBeTruthy()
    expect(within(table).getByRole('rowheader', { name: 'Uncategorised' })).toBeTruthy()
    expect(
      screen.getByRole('img', { name: 'Revenue at risk by category and marketplace' }),
    ).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Violations' }))
    expect(screen.getByRole('img', { name: 'Violations by category and marketplace' })).toBeTruthy()
  })

  it('without listings, each tab says how to get them', async () => {
    renderAt('/brand/dashboard/analytics', () => EMPTY)
    expect(
      await screen.findByText('No marketplace listings in this range', {}, LOADED),
    ).toBeTruthy()
    expect(
      screen
        .getByRole('link', { name: 'Import marketplace listings in Brand Protection' })
        .getAttribute('href'),
    ).toBe('/brand/dashboard/protection/imports')
    expect(screen.getByTestId('protection-compliance').textContent).toBe('No judged listings')
  })

  it('says Recalculating… while past listings are judged again', async () => {
    renderAt('/brand/dashboard/analytics', () => ({ ...PROTECTION, recalculating: true }))
    const label = await screen.findByText('Recalculating…', {}, LOADED)
    expect(label.closest('[role="status"]')?.textContent).toContain('being judged again')
  })

  it('a failed load says so with a retry', async () => {
    renderAt('/brand/dashboard/analytics', () => null)
    expect(await screen.findByText('Error loading analytics', {}, LOADED)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy()
  })
})
