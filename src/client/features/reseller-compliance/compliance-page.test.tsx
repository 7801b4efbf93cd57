import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ENFORCEMENT_TEXTS } from '#shared/enforcement-texts.ts'
import { PROTECTION_MESSAGES } from '#shared/schemas/protection.ts'
import type { ComplianceFinding, ResellerCompliance } from './api.ts'
import { CompliancePage } from './compliance-page.tsx'

const FINDING: ComplianceFinding = {
  id: 'f1',
  kind: 'map_violation',
  status: 'open',
  marketplace: 'amazon',
  product: { id: 'p1', name: 'Copper Kettle', sku: 'NW-KET' },
  listing: {
    id: 'B0KETTLE01',
    title: 'Copper Kettle 2 qt',
    url: 'https://www.amazon.com/dp/B0KETTLE01',
  },
  seller: { name: 'Prime Resale', sellerId: 'A1PRIME', groupId: 1 },
  reseller: { id: 'r1', company: 'Prime Resale' },
  advertisedPrice: '49.00',
  mapPrice: '59.99',
  currency: 'USD',
  atRisk: '10.99',
  openedAt: '2026-11-20T10:00:00.000Z',
  lastObservedAt: '2026-11-20T10:00:00.000Z',
  closedAt: null,
  step: 'notice',
  deadline: '2099-11-24T10:00:00.000Z',
  disputeStatus: null,
  markedFixedAt: null,
  investigationId: null,
  source: 'amazon_all_listings',
  foundAt: '2026-11-20T10:00:00.000Z',
  brand: { id: 'b1', name: 'Northwind' },
  rule: 'Advertised $49.00 is below the MAP of $59.99 by more than the tolerance of $0.01',
}

const PAGE: ResellerCompliance = {
  score: {
    overall: 87.5,
    observations: 8,
    days: 30,
    byBrand: [{ brandId: 'b1', brand: 'Northwind', score: 87.5, observations: 8 }],
  },
  policies: [
    {
      id: 'pol-2',
      brandId: 'b1',
      brand: 'Northwind',
      version: 2,
      text: 'Advertise at or above MAP on every marketplace.',
      shippingCounts: true,
      toleranceKind: 'percent',
      toleranceValue: '1.00',
      publishedAt: '2026-11-20T10:00:00.000Z',
      acknowledgedAt: '2026-10-02T10:00:00.000Z',
      acknowledgedVersion: 1,
    },
    {
      id: 'pol-9',
      brandId: 'b2',
      brand: 'Summit',
      version: 1,
      text: 'MAP applies to every listing.',
      shippingCounts: false,
      toleranceKind: 'amount',
      toleranceValue: '0.00',
      publishedAt: '2026-09-20T10:00:00.000Z',
      acknowledgedAt: '2026-09-21T10:00:00.000Z',
      acknowledgedVersion: 1,
    },
  ],
  findings: [
    FINDING,
    {
      ...FINDING,
      id: 'f0',
      status: 'cured',
      product: { id: 'p2', name: 'Enamel Pot', sku: null },
      closedAt: '2026-11-10T10:00:00.000Z',
      step: null,
      deadline: null,
    },
  ],
  upcoming: [
    {
      kind: 'promotion',
      brand: 'Northwind',
      title: 'Winter days',
      detail: '15% off MAP on 2 products',
      at: '2099-12-01T09:00:00.000Z',
      until: '2099-12-08T09:00:00.000Z',
    },
  ],
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>

function renderPage(
  page: ResellerCompliance,
  answer?: (path: string, init?: RequestInit) => Response | undefined,
) {
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input)
    return answer?.(path, init) ?? json(path === '/api/reseller/compliance' ? page : {})
  })
  vi.stubGlobal('fetch', fetchMock)
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <CompliancePage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

/** The open violation's row (the closed one's listing bears the same title). */
const openRow = async () =>
  within(await screen.findByRole('table', { name: 'Open violations' })).getByRole('row', {
    name: /Copper Kettle/,
  })

/** The bodies POSTed to `path`. */
const posts = (path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input) === path && init?.method === 'POST')
    .map(([, init]) => init!.body)

beforeEach(() => {
  // Radix measures; jsdom has no ResizeObserver.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the reseller’s Compliance page (issue 14)', () => {
  it('shows the score, the policies to acknowledge first, the violations, the closed ones and what is coming', async () => {
    renderPage(PAGE)
    expect((await screen.findByTestId('compliance-score')).textContent).toBe('87.5%')
    expect(screen.getByText('from 8 observations')).toBeTruthy()

    const northwind = screen.getByRole('article', { name: 'Northwind: MAP policy version 2' })
    expect(
      within(northwind).getByRole('region', { name: 'Northwind MAP policy, version 2' })
        .textContent,
    ).toBe('Advertise at or above MAP on every marketplace.')
    expect(within(northwind).getByText('Tolerance below MAP: 1%')).toBeTruthy()
    expect(
      within(northwind).getByText(/You acknowledged version 1; this version is new/),
    ).toBeTruthy()
    expect(
      within(northwind).getByRole('button', { name: 'I have read and acknowledge version 2' }),
    ).toBeTruthy()
    const summit = screen.getByRole('article', { name: 'Summit: MAP policy version 1' })
    expect(within(summit).getByText(/^You acknowledged version 1 on /)).toBeTruthy()
    expect(within(summit).queryByRole('button')).toBeNull()

    const open = screen.getByRole('table', { name: 'Open violations' })
    const row = within(open).getByRole('row', { name: /Copper Kettle/ })
    expect(within(row).getByText('$49.00 vs MAP $59.99')).toBeTruthy()
    expect(within(row).getByText(FINDING.rule!)).toBeTruthy()
    expect(within(row).getByText(/^Cure by /)).toBeTruthy()
    expect(
      within(row)
        .getByRole('link', { name: /Open the listing/ })
        .getAttribute('href'),
    ).toBe(FINDING.listing.url)
    const closed = screen.getByRole('row', { name: /Enamel Pot/ })
    expect(within(closed).getByText('Cured')).toBeTruthy()
    expect(screen.getByText('Northwind: Winter days')).toBeTruthy()
    expect(screen.getByText('15% off MAP on 2 products')).toBeTruthy()
  })

  it('says so when nothing was observed, nothing is open and nothing is announced', async () => {
    renderPage({
      score: { overall: null, observations: 0, days: 30, byBrand: [] },
      policies: [],
      findings: [],
      upcoming: [],
    })
    expect(await screen.findByText('No listings of yours observed yet')).toBeTruthy()
    expect(screen.getByText('No MAP policy to read')).toBeTruthy()
    expect(screen.getByText('No open violations')).toBeTruthy()
    expect(screen.getByText('Nothing announced ahead')).toBeTruthy()
  })

  it('acknowledges a policy version', async () => {
    renderPage(PAGE, (path) =>
      path === '/api/reseller/compliance/policies/pol-2/acknowledge'
        ? json({ acknowledgedAt: '2026-11-26T10:00:00.000Z', version: 2 })
        : undefined,
    )
    await userEvent.click(
      await screen.findByRole('button', { name: 'I have read and acknowledge version 2' }),
    )
    await waitFor(() =>
      expect(posts('/api/reseller/compliance/policies/pol-2/acknowledge')).toHaveLength(1),
    )
  })

  it('disputes with a reason of 10 characters or more and a proof of the right kind, as multipart', async () => {
    renderPage(PAGE, (path) =>
      path === '/api/reseller/compliance/findings/f1/dispute' ? json({}) : undefined,
    )
    const row = await openRow()
    await userEvent.click(within(row).getByRole('button', { name: /^Dispute/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Dispute this violation' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Repriced')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send dispute' }))
    expect(await within(dialog).findByText(PROTECTION_MESSAGES.reasonTooShort)).toBeTruthy()

    const proof = within(dialog).getByLabelText('Proof (optional)')
    await userEvent.upload(proof, new File(['GIF89a'], 'shot.gif', { type: 'image/gif' }), {
      applyAccept: false,
    })
    expect(await within(dialog).findByText(ENFORCEMENT_TEXTS.proofType)).toBeTruthy()
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shot.png', {
      type: 'image/png',
    })
    await userEvent.upload(proof, png)
    expect(within(dialog).queryByText(ENFORCEMENT_TEXTS.proofType)).toBeNull()
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      ' by our repricer for an hour.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send dispute' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const form = posts('/api/reseller/compliance/findings/f1/dispute')[0] as FormData
    expect(form.get('reason')).toBe('Repriced by our repricer for an hour.')
    expect((form.get('proof') as File).name).toBe('shot.png')
  })

  it('refuses a proof over 10 MB in the browser, and marks a violation fixed with a note', async () => {
    renderPage(PAGE, (path) =>
      path === '/api/reseller/compliance/findings/f1/fixed' ? json({}) : undefined,
    )
    const row = await openRow()
    await userEvent.click(within(row).getByRole('button', { name: /^Dispute/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Dispute this violation' })
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', {
      type: 'application/pdf',
    })
    await userEvent.upload(within(dialog).getByLabelText('Proof (optional)'), big)
    expect(await within(dialog).findByText(ENFORCEMENT_TEXTS.proofTooLarge)).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))

    await userEvent.click(within(row).getByRole('button', { name: /^Mark fixed/ }))
    const fixed = await screen.findByRole('dialog', { name: 'Mark this violation fixed' })
    await userEvent.type(
      within(fixed).getByRole('textbox', { name: 'Note to the brand (optional)' }),
      'Repriced to MAP.',
    )
    await userEvent.click(within(fixed).getByRole('button', { name: 'Mark fixed' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const [body] = posts('/api/reseller/compliance/findings/f1/fixed')
    expect(JSON.parse(String(body))).toEqual({ note: 'Repriced to MAP.' })
  })

  it('shows a violation’s evidence and history in a dialog', async () => {
    renderPage(PAGE, (path) =>
      path === '/api/reseller/compliance/findings/f1'
        ? json({
            finding: { ...FINDING, quantity: 4, closedReason: null },
            evidence: [
              {
                importId: 'i1',
                importLabel: 'all-listings.txt',
                source: 'amazon_all_listings',
                rowNo: 2,
                observedAt: '2026-11-20T10:00:00.000Z',
                recordedAt: '2026-11-20T10:05:00.000Z',
                verdict: 'map_violation',
                advertisedPrice: '49.00',
                mapPrice: '59.99',
                currency: 'USD',
                rule: FINDING.rule,
                rawSha256: 'ab'.repeat(32),
                raw: 'Copper Kettle\tB0KETTLE01\t49.00',
              },
            ],
            actions: [
              {
                id: 1,
                event: 'notice',
                actor: 'Northwind (brand)',
                note: null,
                deadline: FINDING.deadline,
                at: '2026-11-20T11:00:00.000Z',
                attachment: null,
              },
            ],
            enforcement: null,
          })
        : undefined,
    )
    const row = await openRow()
    await userEvent.click(within(row).getByRole('button', { name: /^View details/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Violation details' })
    expect(await within(dialog).findByText('all-listings.txt, row 2')).toBeTruthy()
    expect(within(dialog).getByText('ab'.repeat(32))).toBeTruthy()
    // The row exactly as imported, tabs and all.
    expect(
      within(dialog).getByText('The row as imported').parentElement!.querySelector('pre')!
        .textContent,
    ).toBe('Copper Kettle\tB0KETTLE01\t49.00')
    const history = within(dialog).getByRole('region', { name: 'History' })
    expect(within(history).getByText('Notice')).toBeTruthy()
    expect(within(history).getByText(/by Northwind \(brand\)/)).toBeTruthy()
  })
})
