import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FindingDetail } from '#shared/protection-api.ts'
import { FindingDetailView } from './finding-detail.tsx'
import {
  DETAIL,
  MAP_FINDING,
  UNKNOWN_FINDING,
  callsOf,
  json,
  renderScreen,
} from './test-fixtures.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const AFTER_NOTICE: FindingDetail = {
  ...DETAIL,
  finding: { ...DETAIL.finding, step: 'notice', deadline: '2026-11-24T10:00:00.000Z' },
  actions: [
    {
      id: 1,
      event: 'notice',
      actor: 'Blake Brand (Northwind)',
      note: 'Please fix the price.',
      deadline: '2026-11-24T10:00:00.000Z',
      at: '2026-11-20T11:00:00.000Z',
      attachment: null,
    },
  ],
  enforcement: {
    ...DETAIL.enforcement!,
    nextStep: 'second_notice',
    blockedReason:
      'The reseller has until November 24, 2026 at 10:00 AM UTC to cure this finding. The next step can be taken after that.',
  },
}

const show = (fetchMock: ReturnType<typeof vi.fn>) =>
  renderScreen(<FindingDetailView findingId={MAP_FINDING.id} />, fetchMock)

describe('a finding (issue 14)', () => {
  it('names the product and the kind, and shows the summary and the evidence', async () => {
    show(vi.fn(async () => json(DETAIL)))
    expect(
      await screen.findByRole('heading', { name: 'Insulated Bottle: MAP violation', level: 1 }),
    ).toBeTruthy()
    expect(screen.getByText('$5.00 below MAP (20%)')).toBeTruthy()
    expect(screen.getByRole('link', { name: /B0BOTTLE01/ }).getAttribute('href')).toBe(
      'https://www.amazon.com/dp/B0BOTTLE01',
    )
    const evidence = screen.getByRole('table', { name: 'Evidence' })
    const row = within(evidence).getAllByRole('row')[1]!
    expect(within(row).getByText('all-listings.txt, row 2')).toBeTruthy()
    expect(within(row).getByText('Amazon All Listings Report')).toBeTruthy()
    expect(within(row).getByText('Below MAP')).toBeTruthy()
    expect(within(row).getByText('Advertised $19.99 is below the MAP of $24.99')).toBeTruthy()
    expect(within(row).getByText('a'.repeat(64)).tagName).toBe('CODE')
    expect(within(row).getByRole('button', { name: 'Copy the SHA-256 of row 2' })).toBeTruthy()
    expect(within(row).getByText('Show raw row')).toBeTruthy()
    expect(
      within(row).getByText('Insulated Bottle\tR-BTL\t19.99', { normalizer: (s) => s }),
    ).toBeTruthy()
  })

  it('shows a listing address stored before only http(s) was kept as text, not as a link', async () => {
    const stored = 'javascript:alert(document.cookie)'
    show(
      vi.fn(async () =>
        json({
          ...DETAIL,
          finding: { ...DETAIL.finding, listing: { ...DETAIL.finding.listing, url: stored } },
        }),
      ),
    )
    expect(await screen.findByText(stored)).toBeTruthy()
    expect(screen.queryByRole('link', { name: /B0BOTTLE01/ })).toBeNull()
    expect(document.querySelector('a[href^="javascript"]')).toBeNull()
    expect(screen.getByText('B0BOTTLE01')).toBeTruthy()
  })

  it('takes the next step once confirmed, with the personal note', async () => {
    let taken = false
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') {
        taken = true
        return json({
          step: 'notice',
          deadline: AFTER_NOTICE.finding.deadline,
          finding: AFTER_NOTICE,
        })
      }
      return json(taken ? AFTER_NOTICE : DETAIL)
    })
    show(fetchMock)
    expect(await screen.findByText('No step has been taken yet.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Send notice' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send notice to Prime Resale?' })
    expect(within(dialog).getByText(/message in its portal and by e-mail/)).toBeTruthy()
    expect(within(dialog).getByText(/2 business days to cure/)).toBeTruthy()
    expect(callsOf(fetchMock, 'POST')).toEqual([])
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Personal note (optional)' }),
      'Please fix the price.',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send notice' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(callsOf(fetchMock, 'POST')).toEqual([
      [`/api/brand/protection/findings/${MAP_FINDING.id}/steps`, { note: 'Please fix the price.' }],
    ])

    // The history and the ladder show the step; the next one waits for the cure period.
    const history = await screen.findByRole('list', { name: 'Enforcement history' })
    expect(within(history).getByText('Notice sent')).toBeTruthy()
    expect(within(history).getByText(/^Cure by /)).toBeTruthy()
    const ladder = screen.getByRole('list', { name: 'Enforcement ladder' })
    expect(ladder.querySelector('[aria-current="step"]')!.textContent).toMatch(/^Notice/)
    const next = screen.getByRole('button', { name: 'Send second notice' })
    expect((next as HTMLButtonElement).disabled).toBe(true)
    expect(next.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(next.getAttribute('aria-describedby')!)!.textContent).toMatch(
      /has until November 24, 2026/,
    )
  })

  it('a pending dispute shows the reason and proof, and needs a note to be decided', async () => {
    const disputed: FindingDetail = {
      ...AFTER_NOTICE,
      finding: { ...AFTER_NOTICE.finding, disputeStatus: 'pending' },
      actions: [
        ...AFTER_NOTICE.actions,
        {
          id: 2,
          event: 'disputed',
          actor: 'Prime Resale',
          note: 'Our price was $24.99 with a coupon that lapsed.',
          deadline: null,
          at: '2026-11-21T09:00:00.000Z',
          attachment: { name: 'screenshot.png', url: '/api/protection/findings/x/proof/2' },
        },
      ],
      enforcement: {
        ...AFTER_NOTICE.enforcement!,
        blockedReason: 'The reseller disputes this finding.',
      },
    }
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST' ? json({ finding: disputed }) : json(disputed),
    )
    show(fetchMock)
    expect(await screen.findByText('Prime Resale disputes this finding.')).toBeTruthy()
    expect(
      screen.getAllByText('Our price was $24.99 with a coupon that lapsed.').length,
    ).toBeGreaterThan(0)
    expect(
      screen.getByRole('link', { name: 'Download proof (screenshot.png)' }).getAttribute('href'),
    ).toBe('/api/protection/findings/x/proof/2')

    await userEvent.click(screen.getByRole('button', { name: 'Reject dispute' }))
    expect(await screen.findByText('Please write a note')).toBeTruthy()
    expect(callsOf(fetchMock, 'POST')).toEqual([])
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Your note to the reseller' }),
      'The coupon was not running then.',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Reject dispute' }))
    await waitFor(() =>
      expect(callsOf(fetchMock, 'POST')).toEqual([
        [
          `/api/brand/protection/findings/${MAP_FINDING.id}/dispute-decision`,
          { decision: 'reject', note: 'The coupon was not running then.' },
        ],
      ]),
    )
  })

  it('an unknown seller has no ladder: it leads to the investigation', async () => {
    show(
      vi.fn(async () =>
        json({
          ...DETAIL,
          finding: { ...UNKNOWN_FINDING, quantity: null, closedReason: null },
          enforcement: { ...DETAIL.enforcement!, nextStep: null, blockedReason: 'Not enforceable' },
        }),
      ),
    )
    expect(
      await screen.findByRole('heading', { name: 'Trail Lamp: Unauthorized seller', level: 1 }),
    ).toBeTruthy()
    expect(screen.queryByRole('list', { name: 'Enforcement ladder' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Open the investigation' }).getAttribute('href')).toBe(
      `/brand/dashboard/protection/sellers/${UNKNOWN_FINDING.investigationId}`,
    )
  })

  it('says when the finding is not the brand’s', async () => {
    show(vi.fn(async () => json({ code: 'NOT_FOUND', message: 'Not found' }, 404)))
    expect(await screen.findByText('This finding was not found')).toBeTruthy()
  })
})
