import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MONITORING_POLL_MS, coverageQueryOptions, monitoringOverviewQueryOptions } from './api.ts'
import { MonitoringSettings } from './monitoring-settings.tsx'
import {
  EMPTY_OVERVIEW,
  NEVER_ROW,
  ROW,
  coverageCalls,
  fakeServer,
  page,
  renderTab,
} from './test-fixtures.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('coverage', () => {
  it('shows the figure and a row per product × marketplace with times relative and absolute', async () => {
    const notFound = {
      ...NEVER_ROW,
      productId: 'p3',
      productName: 'Camp Mug',
      status: 'not_found' as const,
      error: 'Keepa has no product with this GTIN on Amazon.de',
    }
    renderTab(<MonitoringSettings />, fakeServer({ coverage: page([ROW, NEVER_ROW, notFound]) }))
    expect(
      await screen.findByText('412 of 430 product-marketplaces checked in the last 24 h'),
    ).toBeTruthy()
    const table = await screen.findByRole('table', { name: 'Coverage' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(headers).toEqual([
      'Product',
      'Marketplace',
      'Source',
      'Checked by',
      'Last checked',
      'Next check',
      'Offers seen',
      'Status',
      'Problem',
    ])
    const [, checked, never, missing] = within(table).getAllByRole('row')
    expect(within(checked!).getByText('Insulated Bottle')).toBeTruthy()
    expect(within(checked!).getByText('NW-BTL')).toBeTruthy()
    expect(within(checked!).getByText('Amazon.com')).toBeTruthy()
    expect(within(checked!).getByText('Keepa API')).toBeTruthy()
    expect(within(checked!).getByText('B0BOTTLE01')).toBeTruthy()
    const last = within(checked!).getByText('2 hours ago')
    expect(last.tagName).toBe('TIME')
    expect(last.getAttribute('dateTime')).toBe(ROW.lastCheckedAt)
    expect(last.getAttribute('title')).toMatch(/\d{4}/)
    expect(within(checked!).getByText('in 4 hours')).toBeTruthy()
    expect(within(checked!).getByText('3')).toBeTruthy()
    expect(within(checked!).getByText('Checked')).toBeTruthy()
    expect(within(never!).getByText('Never')).toBeTruthy()
    expect(within(never!).getByText('Never checked')).toBeTruthy()
    // The provider's reason in a cell of its own, beside the status badge rather than in it.
    const reason = within(missing!).getByText('Keepa has no product with this GTIN on Amazon.de')
    expect(reason.closest('td')).not.toBe(within(missing!).getByText('Not found').closest('td'))
  })

  it('filters by gap, marketplace and product, keeping the tab in the address', async () => {
    const fetchMock = fakeServer()
    const router = renderTab(<MonitoringSettings />, fetchMock)
    const filters = await screen.findByRole('group', { name: 'Filter the coverage' })
    expect(within(filters).getByRole('button', { name: 'All 430' }).ariaPressed).toBe('true')
    await waitFor(() => expect(coverageCalls(fetchMock).at(-1)).toEqual({ filter: 'all' }))

    await userEvent.click(within(filters).getByRole('button', { name: 'Never checked 9' }))
    await waitFor(() =>
      expect(coverageCalls(fetchMock).at(-1)).toEqual({ filter: 'never_checked' }),
    )
    expect(within(filters).getByRole('button', { name: 'Never checked 9' }).ariaPressed).toBe(
      'true',
    )
    expect(within(filters).getByRole('button', { name: 'Failing 5' })).toBeTruthy()
    expect(within(filters).getByRole('button', { name: 'Over budget 4' })).toBeTruthy()

    // Only the marketplaces a connection watches are offered.
    const site = screen.getByLabelText('Marketplace') as HTMLSelectElement
    expect([...site.options].map((o) => o.text)).toEqual([
      'All marketplaces',
      'Amazon.com',
      'Amazon.de',
    ])
    await userEvent.selectOptions(site, 'Amazon.de')
    await waitFor(() =>
      expect(coverageCalls(fetchMock).at(-1)).toEqual({
        filter: 'never_checked',
        site: 'amazon.de',
      }),
    )
    await userEvent.type(screen.getByLabelText('Search products'), 'lamp')
    await waitFor(() =>
      expect(coverageCalls(fetchMock).at(-1)).toEqual({
        filter: 'never_checked',
        site: 'amazon.de',
        q: 'lamp',
      }),
    )
    const params = new URLSearchParams(router.state.location.search)
    expect(Object.fromEntries(params)).toEqual({
      tab: 'monitoring',
      filter: 'never_checked',
      site: 'amazon.de',
      q: 'lamp',
    })
  })

  it('pages through the rows', async () => {
    const fetchMock = fakeServer({
      coverage: (url) => ({ ...page([ROW], 120), page: Number(url.searchParams.get('page') ?? 1) }),
    })
    renderTab(<MonitoringSettings />, fetchMock)
    expect(await screen.findByText('Page 1 of 3 · 120 product-marketplaces')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: /Next/ }))
    await waitFor(() =>
      expect(coverageCalls(fetchMock).at(-1)).toEqual({ filter: 'all', page: '2' }),
    )
  })

  it('asks to connect a source when there is none', async () => {
    const fetchMock = fakeServer({ overview: EMPTY_OVERVIEW })
    renderTab(<MonitoringSettings />, fetchMock)
    expect(await screen.findByText('Connect a source to start monitoring')).toBeTruthy()
    expect(screen.queryByRole('table', { name: 'Coverage' })).toBeNull()
    expect(coverageCalls(fetchMock)).toEqual([])
  })

  it('is asked again every few seconds and on focus, so coverage fills in', () => {
    for (const options of [
      monitoringOverviewQueryOptions(),
      coverageQueryOptions({ filter: 'all', site: null, q: '', page: 1 }),
    ]) {
      expect(options.refetchInterval).toBe(MONITORING_POLL_MS)
      expect(options.refetchOnWindowFocus).toBe(true)
      expect(options.staleTime).toBe(0)
    }
    expect(MONITORING_POLL_MS).toBeLessThanOrEqual(10_000)
  })
})
