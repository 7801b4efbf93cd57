import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { BrandDashboardData } from '#shared/schemas/brand-dashboard.ts'
import { SummaryCards } from './summary-cards.tsx'

afterEach(cleanup)

const DATA = {
  entry: { id: 'e1', name: 'Acme', logoUrl: null, isActive: true },
  period: 30,
  range: { from: '', to: '', previousFrom: '' },
  cards: {
    authorizedResellers: { value: 12, previous: 10, changePercent: 20 },
    totalProducts: 1234,
    pendingOrders: 3,
    totalRevenue: { value: '1500.50', previous: '2000.00', changePercent: -25 },
  },
} as unknown as BrandDashboardData

describe('SummaryCards', () => {
  it('shows the figures, the change against the previous period and the spec links', () => {
    render(
      <MemoryRouter>
        <SummaryCards data={DATA} />
      </MemoryRouter>,
    )
    expect(screen.getByTestId('card-totalProducts').textContent).toBe('1,234')
    expect(screen.getByTestId('card-totalRevenue').textContent).toBe('$1,500.50')
    expect(screen.getByTestId('card-totalRevenue').getAttribute('data-value')).toBe('1500.50')
    expect(screen.getByText('+20.0%')).toBeTruthy()
    expect(screen.getByText('-25.0%')).toBeTruthy()
    expect(screen.getByText('vs previous 30 days')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Authorized Resellers' }).getAttribute('href')).toBe(
      '/brand/dashboard/resellers',
    )
    expect(screen.getByRole('link', { name: 'Total Revenue' }).getAttribute('href')).toBe(
      '/brand/dashboard/analytics',
    )
  })
})
