import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BRAND_DASHBOARD_TEXTS } from '#shared/brand-dashboard-texts.ts'
import { SEARCH_DEBOUNCE_MS } from '../../lib/use-debounced-search.ts'
import { ProtectionOverview } from './protection-overview.tsx'
import { INVESTIGATION, json, PAGE, UNKNOWN_FINDING, renderScreen } from './test-fixtures.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const findingsUrls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/brand/protection/findings'))

describe('Brand Protection (issue 14)', () => {
  it('shows the figures, the kinds as tabs with their open counts, and a MAP violation row', async () => {
    renderScreen(
      <ProtectionOverview />,
      vi.fn(async () => json(PAGE)),
    )
    expect((await screen.findByTestId('protection-map')).textContent).toBe('1')
    // One figure for unauthorized sellers on the card and the tab: sellers, not their 3 listings.
    expect(screen.getByTestId('protection-unauthorized').textContent).toBe('2')
    expect(screen.getByTestId('protection-at-risk').textContent).toBe('$124.95')
    expect(screen.getByRole('tab', { name: 'MAP violations 1 open' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Unauthorized sellers 2 open' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Investigations 1 open' })).toBeTruthy()

    const table = screen.getByRole('table', { name: 'MAP violations' })
    const row = within(table).getByRole('row', { name: /Insulated Bottle/ })
    expect(within(row).getByRole('link', { name: 'Insulated Bottle' }).getAttribute('href')).toBe(
      '/brand/dashboard/protection/findings/00000000-0000-4000-8000-0000000000f1',
    )
    expect(within(row).getByText('$19.99 vs $24.99')).toBeTruthy()
    expect(within(row).getByText('$5.00 below MAP (20%)')).toBeTruthy()
    expect(within(row).getByText('Prime Resale')).toBeTruthy()
    expect(within(row).getByText('Notice')).toBeTruthy()
    expect(within(row).getByText(/^Cure by /)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Import listings' }).getAttribute('href')).toBe(
      '/brand/dashboard/protection/imports',
    )
    expect(
      screen.getByRole('link', { name: 'MAP policy and enforcement' }).getAttribute('href'),
    ).toBe('/brand/dashboard/protection/policy')
  })

  it('keeps the tab and the filters in the URL and asks the API for them', async () => {
    const fetchMock = vi.fn(async (url: RequestInfo | URL) =>
      String(url).includes('kind=unauthorized_seller')
        ? json({ ...PAGE, items: [UNKNOWN_FINDING] })
        : json(PAGE),
    )
    const router = renderScreen(<ProtectionOverview />, fetchMock)
    await screen.findByRole('table', { name: 'MAP violations' })

    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Status/ }), 'all')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Marketplace' }), 'walmart')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Reseller' }), 'r1')
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search findings' }), 'bottle')
    await waitFor(() =>
      expect(findingsUrls(fetchMock).at(-1)).toBe(
        '/api/brand/protection/findings?kind=map_violation&status=all&marketplace=walmart&resellerId=r1&q=bottle',
      ),
    )
    expect(router.state.location.search).toBe(
      '?status=all&marketplace=walmart&reseller=r1&q=bottle',
    )

    await userEvent.click(screen.getByRole('tab', { name: /Unauthorized sellers/ }))
    const table = await screen.findByRole('table', { name: 'Unauthorized sellers' })
    const row = await within(table).findByRole('row', { name: /Trail Lamp/ })
    expect(
      within(row)
        .getByRole('link', { name: 'Open the investigation of Deal Hunter' })
        .getAttribute('href'),
    ).toBe('/brand/dashboard/protection/sellers/00000000-0000-4000-8000-0000000000a1')
    // Unknown sellers have no reseller, so that filter is not offered on their tab.
    expect(screen.queryByRole('combobox', { name: 'Reseller' })).toBeNull()
    expect(findingsUrls(fetchMock).at(-1)).toBe(
      '/api/brand/protection/findings?kind=unauthorized_seller&status=all&marketplace=walmart&q=bottle',
    )

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(router.state.location.search).toBe('?tab=unauthorized_seller'))
    expect(
      (screen.getByRole('searchbox', { name: 'Search findings' }) as HTMLInputElement).value,
    ).toBe('')
  })

  it('pages 25 findings at a time', async () => {
    const fetchMock = vi.fn(async (url: RequestInfo | URL) =>
      json({ ...PAGE, total: 60, page: String(url).includes('page=2') ? 2 : 1 }),
    )
    const router = renderScreen(<ProtectionOverview />, fetchMock)
    expect(await screen.findByText('Page 1 of 3 (60 findings)')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Page 2 of 3 (60 findings)')).toBeTruthy()
    expect(router.state.location.search).toBe('?page=2')
    expect(findingsUrls(fetchMock).at(-1)).toBe(
      '/api/brand/protection/findings?kind=map_violation&status=open&page=2',
    )
  })

  it('lists the leak investigations with their top candidate', async () => {
    const fetchMock = vi.fn(async (url: RequestInfo | URL) =>
      String(url) === '/api/brand/protection/investigations'
        ? json({ entry: PAGE.entry, items: [INVESTIGATION.investigation] })
        : json(PAGE),
    )
    renderScreen(<ProtectionOverview />, fetchMock, {
      path: '/brand/dashboard/protection?tab=investigations',
    })
    const table = await screen.findByRole('table', { name: 'Leak investigations' })
    const row = await within(table).findByRole('row', { name: /Deal Hunter/ })
    expect(within(row).getByText('Open')).toBeTruthy()
    expect(within(row).getByText('Walmart Wholesale')).toBeTruthy()
    expect(within(row).getByRole('meter', { name: 'Score 82 of 100' })).toBeTruthy()
    expect(within(row).getByRole('link', { name: 'Deal Hunter' }).getAttribute('href')).toBe(
      '/brand/dashboard/protection/sellers/00000000-0000-4000-8000-0000000000a1',
    )
  })

  it('says to import listings when there are none yet, and recalculating when it is', async () => {
    renderScreen(
      <ProtectionOverview />,
      vi.fn(async () => json({ ...PAGE, hasListings: false })),
    )
    expect(await screen.findByText('No listings imported yet')).toBeTruthy()
    expect(screen.queryByRole('tablist')).toBeNull()
    cleanup()
    renderScreen(
      <ProtectionOverview />,
      vi.fn(async () => json({ ...PAGE, recalculating: true })),
    )
    expect(await screen.findByText('Recalculating…')).toBeTruthy()
  })

  it('a brand without a directory entry sees what other brand screens say', async () => {
    renderScreen(
      <ProtectionOverview />,
      vi.fn(async () => json({ ...PAGE, entry: null })),
    )
    expect(await screen.findByText(BRAND_DASHBOARD_TEXTS.noEntry.title)).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Import listings' })).toBeNull()
  })

  it('offers to try again when the list cannot be read', async () => {
    const fetchMock = vi.fn(async () => json({ message: 'Down' }, 500))
    renderScreen(<ProtectionOverview />, fetchMock)
    await screen.findByText('Brand protection could not be loaded')
    fetchMock.mockImplementation(async () => json(PAGE))
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('table', { name: 'MAP violations' })).toBeTruthy()
  })

  it('does not pull the brand back to the list when a finding is opened just after typing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(PAGE)),
    )
    let loaded!: () => void
    const finding = new Promise<void>((resolve) => (loaded = resolve))
    const router = createMemoryRouter(
      [
        { path: '/brand/dashboard/protection', element: <ProtectionOverview /> },
        {
          path: '/brand/dashboard/protection/findings/:id',
          lazy: async () => {
            await finding
            return { Component: () => <h1>Finding</h1> }
          },
        },
      ],
      { initialEntries: ['/brand/dashboard/protection'] },
    )
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    )
    const table = await screen.findByRole('table', { name: 'MAP violations' })
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search findings' }), 'bottle')
    // The finding's link, clicked before the search was written; its screen is still loading.
    await userEvent.click(within(table).getByRole('link', { name: 'Insulated Bottle' }))
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 200)))
    expect(router.state.navigation.state).toBe('loading')
    await act(async () => loaded())
    expect(await screen.findByRole('heading', { name: 'Finding' })).toBeTruthy()
    expect(router.state.location.pathname).toBe(
      '/brand/dashboard/protection/findings/00000000-0000-4000-8000-0000000000f1',
    )
  })
})
