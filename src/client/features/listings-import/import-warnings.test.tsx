import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { ListingImportItem } from '#shared/protection-api.ts'
import { ImportsHistory } from './imports-history.tsx'

type Summary = NonNullable<ListingImportItem['summary']>

const SUMMARY: Summary = {
  rowsRead: 10_400,
  matched: 10_380,
  unmatched: 20,
  rejected: 0,
  rejections: [],
  leftOut: [],
  duplicates: 0,
  findingsOpened: {},
  findingsClosed: 0,
  stale: 0,
  durationMs: 900,
}

function item(id: string, label: string, summary: Summary | null): ListingImportItem {
  return {
    id,
    source: 'keepa',
    label,
    status: 'complete',
    startedAt: '2026-11-20T10:00:00.000Z',
    finishedAt: '2026-11-20T10:00:01.000Z',
    startedBy: 'Brand Owner',
    observedAt: '2026-11-20T10:00:00.000Z',
    fileBytes: 1000,
    summary,
    error: null,
  }
}

const WITH_WARNINGS = item('imp-new', 'keepa-november.csv', {
  ...SUMMARY,
  leftOut: [{ reason: 'The URL is not a web address', count: 1, rows: [9] }],
  warnings: {
    total: 10_021,
    kept: 10_000,
    cut: 21,
    kinds: [
      {
        kind: 'no_buy_box_seller',
        label: 'No Buy Box seller named',
        count: 10_000,
        samples: [2, 3, 4, 5, 6].map((row) => ({ row, value: `B0ASIN000${row}` })),
      },
      {
        kind: 'gtin_check_digit',
        label: 'GTIN check digit wrong: GTIN left out',
        count: 1,
        samples: [{ row: 7, value: '085001234563' }],
      },
      {
        kind: 'url_left_out',
        label: 'Listing URL not a web address: left out',
        count: 20,
        samples: [{ row: 9, value: null }],
      },
    ],
  },
})

// A summary written before warnings were kept: no warnings field at all.
const OLD = item('imp-old', 'keepa-october.csv', {
  ...SUMMARY,
  leftOut: [{ reason: 'The URL is not a web address', count: 2, rows: [4, 8] }],
})

afterEach(cleanup)

describe('an import’s Warnings', () => {
  it('lists each kind with its count and first rows, says what was cut, and links the CSV', async () => {
    const user = userEvent.setup()
    render(<ImportsHistory imports={[WITH_WARNINGS]} warningsDownload />)
    await user.click(screen.getByRole('button', { name: 'Show the summary of keepa-november.csv' }))
    const section = screen.getByRole('region', { name: 'Warnings' })
    const kinds = within(section).getAllByRole('listitem')
    expect(kinds.map((k) => k.textContent)).toEqual([
      'No Buy Box seller named: 10,000 rows · First rows: row 2 (B0ASIN0002), row 3 (B0ASIN0003), row 4 (B0ASIN0004), row 5 (B0ASIN0005), row 6 (B0ASIN0006)',
      'GTIN check digit wrong: GTIN left out: 1 row · First rows: row 7 (085001234563)',
      'Listing URL not a web address: left out: 20 rows · First rows: row 9',
    ])
    expect(section.textContent).toContain(
      'The download lists the first 10,000 warnings; 21 more were counted but not kept.',
    )
    const link = within(section).getByRole('link', { name: 'Download warnings (CSV)' })
    expect(link.getAttribute('href')).toBe('/api/brand/protection/imports/imp-new/warnings.csv')
    expect(link.hasAttribute('download')).toBe(true)
    // The left-out URLs are among the warnings, not listed twice.
    expect(screen.queryByText('Imported with a value left out')).toBeNull()
  })

  it('a summary of before warnings were kept shows no Warnings, and its left-out rows as before', async () => {
    const user = userEvent.setup()
    render(<ImportsHistory imports={[OLD]} warningsDownload />)
    await user.click(screen.getByRole('button', { name: 'Show the summary of keepa-october.csv' }))
    expect(screen.queryByRole('region', { name: 'Warnings' })).toBeNull()
    expect(screen.getByText('Imported with a value left out')).toBeTruthy()
    expect(screen.getByText('Rows 4, 8', { exact: false })).toBeTruthy()
  })

  it('an admin’s screen lists the warnings without the brand’s download', async () => {
    const user = userEvent.setup()
    render(<ImportsHistory imports={[WITH_WARNINGS]} />)
    await user.click(screen.getByRole('button', { name: 'Show the summary of keepa-november.csv' }))
    const section = screen.getByRole('region', { name: 'Warnings' })
    expect(within(section).getAllByRole('listitem')).toHaveLength(3)
    expect(within(section).queryByRole('link')).toBeNull()
  })
})
