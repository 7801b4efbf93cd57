import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { BrandAnalyticsData } from '#shared/schemas/brand-dashboard.ts'
import { AnalyticsView } from './analytics-view.tsx'

afterEach(cleanup)

const months = ['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01']

const DATA: BrandAnalyticsData = {
  entry: { id: 'e1', name: 'Acme', logoUrl: null, isActive: true },
  range: '6m',
  months: 6,
  window: { from: '2026-01-01T00:00:00.000Z', to: '2026-06-15T00:00:00.000Z', previousFrom: '' },
  kpis: {
    revenue: { value: '230.00', previous: '100.00', changePercent: 130 },
    orders: { value: 3, previous: 1, changePercent: 200 },
    averageOrderValue: { value: '76.67', previous: '100.00', changePercent: -23.3 },
    activeResellers: { value: 2, previous: 0, changePercent: null },
  },
  series: months.map((month, i) => ({
    month,
    revenue: i === 5 ? '230.00' : '0.00',
    orders: i === 5 ? 3 : 0,
    activeResellers: i === 5 ? 2 : 0,
  })),
  topProducts: [
    { productId: 'p1', name: 'Kettle', sku: 'K-1', unitsSold: 6, revenue: '150.00', orders: 2 },
  ],
}

describe('AnalyticsView', () => {
  it('shows the KPIs with their change, the monthly charts and product performance', () => {
    render(<AnalyticsView data={DATA} />)
    expect(screen.getByTestId('kpi-revenue').textContent).toBe('$230.00')
    expect(screen.getByText('+130.0%')).toBeTruthy()
    expect(screen.getByText('-23.3%')).toBeTruthy()
    expect(screen.getByText('nothing in the previous period to compare with')).toBeTruthy()
    expect(screen.getByRole('img', { name: /^Revenue:/ })).toBeTruthy()
    expect(screen.getByRole('img', { name: /^Reseller Activity:/ })).toBeTruthy()
    const products = screen.getByRole('table', { name: 'Product Performance' })
    expect(within(products).getByText('Kettle')).toBeTruthy()
    expect(within(products).getByText('$150.00')).toBeTruthy()
  })
})
