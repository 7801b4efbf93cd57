import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { EvidenceItem, FindingDetail } from '#shared/protection-api.ts'
import { FindingDetailView } from './finding-detail.tsx'
import { FindingsTable } from './findings-table.tsx'
import { DETAIL, MAP_FINDING, json, renderScreen } from './test-fixtures.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const ANSWER = {
  asin: 'B0BOTTLE01',
  offers: [{ sellerId: 'A2PRIME', price: 1999, isBuyBox: true }],
}

const KEEPA_EVIDENCE: EvidenceItem = {
  ...DETAIL.evidence[0]!,
  importId: 'i-keepa',
  importLabel: 'Keepa API check',
  source: 'keepa_api',
  rowNo: 1,
  rawSha256: 'b'.repeat(64),
  raw: JSON.stringify({
    provider: 'keepa_api',
    request: 'GET /product?domain=1&asin=B0BOTTLE01&offers=20&buybox=1',
    requestId: '1732100000000',
    receivedAt: '2026-11-20T10:00:02.000Z',
    answer: ANSWER,
  }),
}

const FROM_KEEPA: FindingDetail = {
  ...DETAIL,
  finding: { ...DETAIL.finding, source: 'keepa_api', foundAt: '2026-11-20T10:00:00.000Z' },
  evidence: [DETAIL.evidence[0]!, KEEPA_EVIDENCE],
}

const show = (detail: FindingDetail) =>
  renderScreen(
    <FindingDetailView findingId={MAP_FINDING.id} />,
    vi.fn(async () => json(detail)),
  )

describe('where a finding came from', () => {
  it('says which source found it and when', async () => {
    show(FROM_KEEPA)
    expect(await screen.findByText(/^Found by Keepa on Nov 20, 2026/)).toBeTruthy()
  })

  it("shows a connector's evidence as the provider's answer: request id, time, request and the JSON", async () => {
    show(FROM_KEEPA)
    const section = (await screen.findByRole('heading', { name: 'Provider’s answer' })).closest(
      'div.rounded-xl',
    ) as HTMLElement
    expect(within(section).getByText('1732100000000')).toBeTruthy()
    expect(
      within(section).getByText('GET /product?domain=1&asin=B0BOTTLE01&offers=20&buybox=1'),
    ).toBeTruthy()
    const received = within(section).getByText(/Nov 20, 2026/, { selector: 'dd time' })
    expect(received.getAttribute('dateTime')).toBe('2026-11-20T10:00:02.000Z')
    const pre = within(section).getByLabelText('Answer')
    expect(pre.tagName).toBe('PRE')
    // Pretty-printed, and exactly what was received.
    expect(pre.textContent).toBe(JSON.stringify(ANSWER, null, 2))
    // The file's row keeps its raw row; the connector's row points at its answer.
    const evidence = screen.getByRole('table', { name: 'Evidence' })
    const link = within(evidence).getByRole('link', { name: 'Show the provider’s answer' })
    expect(link.getAttribute('href')).toBe('#provider-answer-i-keepa-1')
    expect(within(evidence).getByText('Show raw row')).toBeTruthy()
  })

  it('shows no provider answer for evidence from files', async () => {
    show(DETAIL)
    await screen.findByRole('table', { name: 'Evidence' })
    expect(screen.queryByRole('heading', { name: 'Provider’s answer' })).toBeNull()
  })

  it('keeps an answer that is not the JSON it should be as it is', async () => {
    show({ ...FROM_KEEPA, evidence: [{ ...KEEPA_EVIDENCE, raw: 'not json {' }] })
    expect(await screen.findByText('not json {')).toBeTruthy()
  })

  it('the list says under each finding where it came from', () => {
    renderScreen(
      <FindingsTable
        kind="map_violation"
        items={[{ ...MAP_FINDING, source: 'ebay_browse', foundAt: '2026-12-02T14:03:00.000Z' }]}
        busy={false}
        filtered={false}
      />,
      vi.fn(),
    )
    expect(screen.getByText(/^Found by eBay \(Browse API\) on Dec 2, 2026/)).toBeTruthy()
  })
})
