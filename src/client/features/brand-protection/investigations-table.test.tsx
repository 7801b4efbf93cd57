import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { InvestigationDetailView } from './investigation-detail.tsx'
import { InvestigationsTable } from './investigations-table.tsx'
import { INVESTIGATION, json, renderScreen } from './test-fixtures.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('leak investigations: the candidate sources’ scores and reasons (decision 013 item 11)', () => {
  it('the list shows the top candidate’s score and the order that points at it', async () => {
    renderScreen(
      <InvestigationsTable />,
      vi.fn(async () => json({ items: [INVESTIGATION.investigation] })),
    )
    const table = await screen.findByRole('table', { name: 'Leak investigations' })
    const row = (await within(table).findByText('Walmart Wholesale')).closest('tr')!
    expect(within(row).getByRole('meter', { name: 'Score 82 of 100' })).toBeTruthy()
    expect(
      within(row).getByText(
        'Ordered 40 units of 1 listed product 6 days before the seller was first seen.',
      ),
    ).toBeTruthy()
  })

  it('the page lists every reason, two of one kind included', async () => {
    const [candidate] = INVESTIGATION.candidates
    const reasons = [
      {
        kind: 'recency',
        text: 'Ordered 40 units of 1 listed product 6 days before the seller was first seen.',
      },
      {
        kind: 'order_size',
        text: '5.0× its largest earlier order of these products (8 units) and 6.7× its median (6 units).',
      },
      {
        kind: 'recency',
        text: 'Another 12 units ordered after the seller was first seen (not counted).',
      },
    ] as const
    renderScreen(
      <InvestigationDetailView investigationId={INVESTIGATION.investigation.id} />,
      vi.fn(async () =>
        json({ ...INVESTIGATION, candidates: [{ ...candidate!, reasons: [...reasons] }] }),
      ),
    )
    const list = await screen.findByRole('list', { name: 'Candidate sources, most likely first' })
    for (const r of reasons) expect(within(list).getByText(r.text)).toBeTruthy()
    expect(screen.getByText(/how unusual that order was for them/)).toBeTruthy()
  })
})
