import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { InvestigationDetailView } from './investigation-detail.tsx'
import { INVESTIGATION, UNKNOWN_FINDING, callsOf, json, renderScreen } from './test-fixtures.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const ID = INVESTIGATION.investigation.id

function show(fetchMock: ReturnType<typeof vi.fn>) {
  renderScreen(<InvestigationDetailView investigationId={ID} />, fetchMock)
}

describe('a leak investigation (issue 14)', () => {
  it('ranks the candidate sources with a score bar and their reasons', async () => {
    show(vi.fn(async () => json(INVESTIGATION)))
    expect(
      await screen.findByRole('heading', { name: 'Leak investigation: Deal Hunter', level: 1 }),
    ).toBeTruthy()
    const candidates = screen.getByRole('list', { name: 'Candidate sources, most likely first' })
    const first = within(candidates).getAllByRole('listitem')[0]!
    expect(within(first).getByText('Walmart Wholesale')).toBeTruthy()
    expect(within(first).getByText('Authorized on Walmart')).toBeTruthy()
    const meter = within(first).getByRole('meter', { name: 'Score 82 of 100' })
    expect(meter.getAttribute('aria-valuenow')).toBe('82')
    expect(
      within(first).getByText('Bought 1 product of the 1 product this seller lists: Trail Lamp.'),
    ).toBeTruthy()
    expect(
      within(first).getByText('Its authorization does not cover Amazon, where this seller lists.'),
    ).toBeTruthy()
    const listings = screen.getByRole('table', { name: 'Listings of your products' })
    expect(within(listings).getByRole('link', { name: 'Trail Lamp' }).getAttribute('href')).toBe(
      `/brand/dashboard/protection/findings/${UNKNOWN_FINDING.id}`,
    )
    expect(
      screen.getByRole('link', { name: 'Download evidence packet (PDF)' }).getAttribute('href'),
    ).toBe(`/api/brand/protection/investigations/${ID}/evidence.pdf`)
    expect(
      screen.getByRole('link', { name: 'Download evidence packet (CSV)' }).getAttribute('href'),
    ).toBe(`/api/brand/protection/investigations/${ID}/evidence.csv`)
  })

  it('moves the investigation with a note, and names the source once identified', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'PATCH'
        ? json({
            ...INVESTIGATION,
            investigation: { ...INVESTIGATION.investigation, status: 'source_identified' },
          })
        : json(INVESTIGATION),
    )
    show(fetchMock)
    const status = await screen.findByRole('combobox', { name: 'Status' })
    expect(screen.queryByRole('combobox', { name: 'Source' })).toBeNull()
    await userEvent.selectOptions(status, 'source_identified')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'r2')
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'Order numbers match.')
    await userEvent.click(screen.getByRole('button', { name: 'Update investigation' }))
    await waitFor(() =>
      expect(callsOf(fetchMock, 'PATCH')).toEqual([
        [
          `/api/brand/protection/investigations/${ID}`,
          { status: 'source_identified', note: 'Order numbers match.', sourceResellerId: 'r2' },
        ],
      ]),
    )
  })

  it('records a storefront’s business name and address', async () => {
    const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'PATCH'
        ? json({ ok: true, recalculating: true })
        : String(url).endsWith('/reseller')
          ? json({
              storefront: {
                id: 7,
                marketplace: 'amazon',
                sellerId: 'A9DEAL',
                name: 'Deal Hunter',
                reseller: null,
                matchMethod: null,
                confirmedResellerId: null,
              },
              choices: [],
            })
          : json(INVESTIGATION),
    )
    show(fetchMock)
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit the details of Deal Hunter' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Storefront details: Deal Hunter' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Business name' }), 'DH LLC')
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Business address' }),
      '1 Main St, Reno NV',
    )
    // The dialog also asks whose storefront this is (storefront-reseller.test.tsx).
    expect(
      await within(dialog).findByRole('form', { name: 'Whose storefront is this?' }),
    ).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save details' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(callsOf(fetchMock, 'PATCH')).toEqual([
      [
        '/api/brand/protection/storefronts/7',
        { businessName: 'DH LLC', businessAddress: '1 Main St, Reno NV' },
      ],
    ])
  })

  it('says when there is no candidate among the buyers', async () => {
    show(vi.fn(async () => json({ ...INVESTIGATION, candidates: [] })))
    expect(await screen.findByText(/None of your wholesale buyers bought/)).toBeTruthy()
  })
})
