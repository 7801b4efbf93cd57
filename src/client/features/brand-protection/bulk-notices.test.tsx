import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BulkStepResult, FindingListItem } from '#shared/protection-api.ts'
import { ProtectionOverview } from './protection-overview.tsx'
import { TakedownPackets } from './takedown-packets.tsx'
import { MAP_FINDING, PAGE, callsOf, json, renderScreen } from './test-fixtures.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const SECOND: FindingListItem = {
  ...MAP_FINDING,
  id: '00000000-0000-4000-8000-0000000000f3',
  product: { id: 'p3', name: 'Camp Stove', sku: 'NW-STV' },
}
const CURED: FindingListItem = {
  ...MAP_FINDING,
  id: '00000000-0000-4000-8000-0000000000f4',
  status: 'cured',
  product: { id: 'p4', name: 'Old Kettle', sku: 'NW-KTL' },
}
const LIST = { ...PAGE, items: [MAP_FINDING, SECOND, CURED], total: 3 }

const RESULT: BulkStepResult = {
  sent: [
    {
      findingId: MAP_FINDING.id,
      label: 'Insulated Bottle',
      step: 'second_notice',
      deadline: '2026-11-26T10:00:00.000Z',
      already: false,
    },
  ],
  skipped: [
    {
      findingId: SECOND.id,
      label: 'Camp Stove',
      code: 'CURE_PERIOD_RUNNING',
      reason: 'The reseller has until November 24, 2026 to cure this finding.',
    },
  ],
  notices: 1,
}

function network(answer: () => Promise<Response> | Response = () => json(RESULT)) {
  return vi.fn(async (url: RequestInfo | URL, init?: RequestInit) =>
    init?.method === 'POST' ? answer() : String(url).includes('/findings') ? json(LIST) : json({}),
  )
}

describe('notices in bulk from the findings list', () => {
  it('sends a notice to the selected findings and says what was sent and skipped', async () => {
    const fetchMock = network()
    renderScreen(<ProtectionOverview />, fetchMock)
    const table = await screen.findByRole('table', { name: 'MAP violations' })
    // A closed finding cannot be selected.
    const cured = await within(table).findByRole('row', { name: /Old Kettle/ })
    expect(within(cured).queryByRole('checkbox')).toBeNull()

    await userEvent.click(
      within(table).getByRole('checkbox', { name: 'Select Insulated Bottle, Prime Resale' }),
    )
    await userEvent.click(
      within(table).getByRole('checkbox', { name: 'Select Camp Stove, Prime Resale' }),
    )
    const selectAll = within(table).getByRole('checkbox', {
      name: 'Select every finding on this page',
    })
    expect(selectAll.getAttribute('aria-checked')).toBe('true')
    expect(screen.getByText('2 findings selected')).toBeTruthy()

    await userEvent.click(screen.getByRole('button', { name: 'Send notice to 2 selected' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send a notice for 2 findings?' })
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /personal note/ }),
      'Please fix these.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send notices' }))

    const title = await screen.findByText('Notice sent for 1 finding, 1 skipped')
    const status = title.closest<HTMLElement>('[role="status"]')!
    expect(within(status).getByText('1 reseller was sent one notice each.')).toBeTruthy()
    expect(
      within(status).getByText(
        'Camp Stove: The reseller has until November 24, 2026 to cure this finding.',
      ),
    ).toBeTruthy()
    const [[url, body]] = callsOf(fetchMock, 'POST') as [[string, Record<string, unknown>]]
    expect(url).toBe('/api/brand/protection/findings/bulk-steps')
    expect(body).toMatchObject({
      findingIds: [MAP_FINDING.id, SECOND.id],
      note: 'Please fix these.',
    })
    expect(body.batchKey).toMatch(/^[0-9a-f-]{36}$/)
    // The selection is cleared once sent.
    await waitFor(() => expect(screen.queryByText('2 findings selected')).toBeNull())
  })

  it('sends a notice to every open finding of the reseller the list is filtered to, once however often clicked', async () => {
    let release: () => void = () => {}
    const fetchMock = network(
      () => new Promise<Response>((resolve) => (release = () => resolve(json(RESULT)))),
    )
    renderScreen(<ProtectionOverview />, fetchMock, { path: '/?reseller=r1' })
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Send notice to all open findings of Prime Resale',
      }),
    )
    const dialog = await screen.findByRole('dialog', {
      name: 'Send a notice for every open finding of Prime Resale?',
    })
    const send = within(dialog).getByRole('button', { name: 'Send notices' })
    await userEvent.dblClick(send)
    await userEvent.click(send)
    release()
    expect(await screen.findByText('Notice sent for 1 finding, 1 skipped')).toBeTruthy()
    const posts = callsOf(fetchMock, 'POST') as [string, Record<string, unknown>][]
    expect(posts).toHaveLength(1)
    expect(posts[0]![1]).toMatchObject({ resellerId: 'r1', note: '' })
    expect(posts[0]![1]).not.toHaveProperty('findingIds')
  })
})

describe('takedown packets on an unknown seller’s page', () => {
  const ID = '00000000-0000-4000-8000-0000000000a1'
  const packet = (number: number, of: number, ids: number) => ({
    number,
    of,
    marketplace: 'amazon',
    listingIds: Array.from({ length: ids }, (_, i) => `B0${number}${String(i).padStart(7, '0')}`),
  })

  it('one packet: a direct download, PDF and CSV', async () => {
    renderScreen(
      <TakedownPackets investigationId={ID} />,
      vi.fn(async () => json({ items: [packet(1, 1, 12)] })),
    )
    const pdf = await screen.findByRole('link', { name: 'Download takedown packet' })
    expect(pdf.getAttribute('href')).toBe(
      `/api/brand/protection/investigations/${ID}/takedown.pdf?packet=1`,
    )
    expect(pdf.hasAttribute('download')).toBe(true)
    expect(
      screen.getByRole('link', { name: 'Download takedown packet (CSV)' }).getAttribute('href'),
    ).toBe(`/api/brand/protection/investigations/${ID}/takedown.csv?packet=1`)
  })

  it('more than 50 ASINs: the packets numbered 1 of 3 to 3 of 3', async () => {
    renderScreen(
      <TakedownPackets investigationId={ID} />,
      vi.fn(async () => json({ items: [packet(1, 3, 50), packet(2, 3, 50), packet(3, 3, 20)] })),
    )
    await userEvent.click(
      await screen.findByRole('button', { name: 'Download takedown packets (3)' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Takedown packets' })
    expect(within(dialog).getByText('Packet 3 of 3: Amazon, 20 listing ids')).toBeTruthy()
    expect(
      within(dialog).getByRole('link', { name: 'PDF, packet 2 of 3' }).getAttribute('href'),
    ).toBe(`/api/brand/protection/investigations/${ID}/takedown.pdf?packet=2`)
    expect(
      within(dialog).getByRole('link', { name: 'CSV, packet 3 of 3' }).getAttribute('href'),
    ).toBe(`/api/brand/protection/investigations/${ID}/takedown.csv?packet=3`)
  })

  it('no open listing: no button', async () => {
    const fetchMock = vi.fn(async () => json({ items: [] }))
    renderScreen(<TakedownPackets investigationId={ID} />, fetchMock)
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    expect(screen.queryByRole('link', { name: /takedown/i })).toBeNull()
    expect(screen.queryByRole('button', { name: /takedown/i })).toBeNull()
  })
})
