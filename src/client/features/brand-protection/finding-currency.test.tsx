import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatMoney, formatPrice } from '#shared/brand-protection-texts.ts'
import type { FindingDetail, FindingListItem } from '#shared/protection-api.ts'
import { FindingDetailView } from './finding-detail.tsx'
import { ProtectionOverview } from './protection-overview.tsx'
import { DETAIL, MAP_FINDING, PAGE, json, renderScreen } from './test-fixtures.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** A French Keepa row: €43.19 against the dollar MAP converted at the brand's rate (€46.08). */
const EUR_FINDING: FindingListItem = {
  ...MAP_FINDING,
  marketplace: 'amazon',
  advertisedPrice: '43.19',
  mapPrice: '46.08',
  currency: 'EUR',
  // Revenue at risk is in dollars whatever the listing's currency (decision 013).
  atRisk: '3.11',
}

const EUR_DETAIL: FindingDetail = {
  ...DETAIL,
  finding: { ...DETAIL.finding, ...EUR_FINDING, quantity: 1 },
  evidence: [
    {
      ...DETAIL.evidence[0]!,
      importLabel: 'keepa-fr.csv',
      source: 'keepa',
      advertisedPrice: '43.19',
      mapPrice: '46.08',
      currency: 'EUR',
      rule: 'Advertised €43.19 is below the MAP of €46.08 by more than the tolerance of €0.01 (MAP policy version 1): €43.19 < MAP €46.08 (MAP $50.00 at 1 EUR = 1.085 USD from 2026-11-01)',
    },
  ],
}

describe('prices in their own currency (decision 013)', () => {
  it('formatPrice writes each currency as Intl does; formatMoney stays dollars', () => {
    expect(formatPrice('43.19', 'EUR')).toBe('€43.19')
    expect(formatPrice('49.99', 'USD')).toBe('$49.99')
    expect(formatPrice('12', 'GBP')).toBe('£12.00')
    expect(formatPrice('20.00', 'CAD')).toBe('CA$20.00')
    // An unknown currency is never shown as dollars.
    expect(formatPrice('43.19', null)).toBe('43.19')
    expect(formatMoney('1234.5')).toBe('$1,234.50')
  })

  it('the findings list shows a euro listing in euros, never as "$43.19"', async () => {
    renderScreen(
      <ProtectionOverview />,
      vi.fn(async () => json({ ...PAGE, items: [EUR_FINDING] })),
    )
    const table = await screen.findByRole('table', { name: 'MAP violations' })
    const row = await within(table).findByRole('row', { name: /Insulated Bottle/ })
    expect(within(row).getByText('€43.19 vs €46.08')).toBeTruthy()
    expect(within(row).getByText('€2.89 below MAP (6.3%)')).toBeTruthy()
    expect(within(row).getByText('$3.11')).toBeTruthy()
    expect(row.textContent).not.toContain('$43.19')
    expect(row.textContent).not.toContain('$46.08')
  })

  it('the finding and its evidence show the euro prices in euros', async () => {
    renderScreen(
      <FindingDetailView findingId={EUR_FINDING.id} />,
      vi.fn(async () => json(EUR_DETAIL)),
    )
    await screen.findByRole('heading', { name: 'Insulated Bottle: MAP violation', level: 1 })
    const summary = screen.getByRole('heading', { name: 'Summary' }).closest('div')!.parentElement!
    expect(within(summary).getByText('€43.19')).toBeTruthy()
    expect(within(summary).getByText('€46.08')).toBeTruthy()
    expect(within(summary).getByText('€2.89 below MAP (6.3%)')).toBeTruthy()
    expect(within(summary).getByText('$3.11')).toBeTruthy()
    const evidence = screen.getByRole('table', { name: 'Evidence' })
    const row = within(evidence).getAllByRole('row')[1]!
    expect(within(row).getByText('€43.19')).toBeTruthy()
    expect(within(row).getByText('€46.08')).toBeTruthy()
    expect(document.body.textContent).not.toContain('$43.19')
  })
})
