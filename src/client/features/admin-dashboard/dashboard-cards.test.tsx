import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DashboardSummary } from '#shared/admin-dashboard-texts.ts'
import { DashboardOverview } from './dashboard-cards.tsx'

const SUMMARY: DashboardSummary = {
  counts: {
    resellers: 12,
    brands: 1480,
    brandAccounts: 4,
    brandsDirectory: 1500,
    products: 38,
    orders: 7,
    pendingApplications: 2,
    pendingUploads: 3,
  },
  pendingApplications: [
    {
      id: 'a1',
      companyName: 'Acme Resale',
      email: 'acme@example.com',
      createdAt: '2026-01-05T10:00:00.000Z',
    },
  ],
}

function renderWith(reply: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => reply()),
  )
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <DashboardOverview />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('DashboardOverview', () => {
  it('shows the six counts and the pending applications table', async () => {
    renderWith(() => new Response(JSON.stringify(SUMMARY), { status: 200 }))
    expect(await screen.findByLabelText('Total Resellers: 12')).toBeTruthy()
    // Issue 16: the directory's active entries, not the brand accounts.
    expect(screen.getByLabelText('Total Brands: 1480')).toBeTruthy()
    expect(screen.getByText('Active in the directory · 4 brand accounts')).toBeTruthy()
    expect(screen.getByLabelText('Total Products: 38')).toBeTruthy()
    expect(screen.getByLabelText('Total Orders: 7')).toBeTruthy()
    expect(screen.getByLabelText('Pending Applications: 2')).toBeTruthy()
    expect(screen.getByLabelText('Pending Uploads: 3')).toBeTruthy()
    const table = screen.getByRole('table', { name: 'Pending Reseller Applications' })
    expect(table.textContent).toContain('Acme Resale')
    expect(table.textContent).toContain('acme@example.com')
    expect(screen.getByRole('link', { name: 'Review applications (2)' })).toBeTruthy()
  })

  it('hides the table when nothing is pending', async () => {
    renderWith(
      () =>
        new Response(
          JSON.stringify({
            ...SUMMARY,
            counts: { ...SUMMARY.counts, pendingApplications: 0 },
            pendingApplications: [],
          }),
          { status: 200 },
        ),
    )
    expect(await screen.findByLabelText('Pending Applications: 0')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it("says 'Error loading admin data' and tries again", async () => {
    let calls = 0
    renderWith(() => {
      calls += 1
      return calls === 1
        ? new Response(JSON.stringify({ code: 'X', message: 'Database unavailable' }), {
            status: 503,
          })
        : new Response(JSON.stringify(SUMMARY), { status: 200 })
    })
    expect(await screen.findByText('Error loading admin data')).toBeTruthy()
    expect(screen.getByText('Database unavailable')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByLabelText('Total Resellers: 12')).toBeTruthy()
  })
})
