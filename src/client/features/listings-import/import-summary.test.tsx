import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ListingImportItem } from '#shared/protection-api.ts'
import { ImportSummary } from './import-summary.tsx'

type Summary = NonNullable<ListingImportItem['summary']>

afterEach(cleanup)

const SUMMARY: Summary = {
  rowsRead: 3,
  matched: 3,
  unmatched: 0,
  rejected: 0,
  rejections: [],
  leftOut: [],
  duplicates: 0,
  findingsOpened: {},
  findingsClosed: 0,
  stale: 0,
  durationMs: 120,
}

describe('the findings of an import', () => {
  it('a file seen again opens nothing new, and says what is still open on its listings', () => {
    render(<ImportSummary summary={{ ...SUMMARY, stillOpen: { map_violation: 2 } }} />)
    expect(screen.getByText('No new findings.')).toBeTruthy()
    expect(
      screen.getByText('Still open on the listings in this file: 2 MAP violations.'),
    ).toBeTruthy()
  })

  it('does not repeat the findings it opened as still open, only the earlier ones', () => {
    render(
      <ImportSummary
        summary={{
          ...SUMMARY,
          findingsOpened: { map_violation: 1 },
          stillOpen: { map_violation: 1, unauthorized_seller: 2 },
        }}
      />,
    )
    expect(screen.getByText('1 MAP violation')).toBeTruthy()
    expect(
      screen.getByText('Also still open on these listings from earlier: 2 unauthorized sellers.'),
    ).toBeTruthy()
  })

  it('an older summary, without the figure, says only what it opened', () => {
    render(<ImportSummary summary={SUMMARY} />)
    expect(screen.getByText('No new findings.')).toBeTruthy()
    expect(screen.queryByText(/still open/i)).toBeNull()
  })
})
