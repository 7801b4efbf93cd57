import { describe, expect, test } from 'vitest'
import {
  LISTING_WARNING_KINDS_MAX,
  LISTING_WARNING_ROWS_KEPT,
  LISTING_WARNING_SAMPLES,
} from '#shared/listing-warnings.ts'
import { ImportWarnings, classifyWarning } from './import-warnings.ts'

describe('classifyWarning', () => {
  test('a message of no known kind groups by its text without its values', () => {
    const a = classifyWarning("Seller id 'A1' looks like a name, 12 characters")
    const b = classifyWarning("Seller id 'B22' looks like a name, 3 characters")
    expect(a.kind).toBe(b.kind)
    expect(a.label).toBe("Seller id '…' looks like a name, # characters")
    expect([a.value, b.value]).toEqual(['A1', 'B22'])
  })

  test('a currency warning is one kind, with its code', () => {
    expect(classifyWarning("Currency 'XYZ' is not known: price not judged")).toMatchObject({
      kind: 'currency_unknown',
      value: 'XYZ',
    })
  })
})

describe('ImportWarnings', () => {
  test('memory is bounded: kinds beyond the maximum are counted as other, samples and rows capped', () => {
    const w = new ImportWarnings()
    const rows = LISTING_WARNING_ROWS_KEPT + 500
    for (let row = 1; row <= rows; row += 1) {
      w.add(row, `Odd thing number ${row % (LISTING_WARNING_KINDS_MAX + 10)}x'`, null)
      w.add(row, `Kind ${String.fromCharCode(65 + (row % 40))} happened`, null)
    }
    const summary = w.summary()
    expect(summary.total).toBe(rows * 2)
    expect(summary.kinds.length).toBeLessThanOrEqual(LISTING_WARNING_KINDS_MAX + 1)
    expect(summary.kinds.some((k) => k.kind === 'other')).toBe(true)
    expect(summary.kinds.reduce((n, k) => n + k.count, 0)).toBe(rows * 2)
    for (const k of summary.kinds)
      expect(k.samples.length).toBeLessThanOrEqual(LISTING_WARNING_SAMPLES)
    expect(w.keptRows()).toHaveLength(LISTING_WARNING_ROWS_KEPT)
    expect(summary).toMatchObject({
      kept: LISTING_WARNING_ROWS_KEPT,
      cut: rows * 2 - LISTING_WARNING_ROWS_KEPT,
    })
  })

  test('rows counted elsewhere merge by row, keeping the first warnings of the file', () => {
    const w = new ImportWarnings()
    w.add(5, 'Keepa names no Buy Box seller for this product', 'B0A')
    w.add(9, 'Keepa names no Buy Box seller for this product', 'B0B')
    w.addCounted(
      'unmatched_product',
      'Not matched',
      [
        { row: 2, value: null, listing: 'X' },
        { row: 7, value: null, listing: 'Y' },
      ],
      40,
    )
    expect(w.keptRows().map((r) => [r[0], r[1]])).toEqual([
      [2, 'unmatched_product'],
      [5, 'no_buy_box_seller'],
      [7, 'unmatched_product'],
      [9, 'no_buy_box_seller'],
    ])
    expect(w.summary()).toMatchObject({ total: 42, kept: 4, cut: 38 })
    expect(ImportWarnings.from(structuredClone(w.state())).summary()).toEqual(w.summary())
  })
})
