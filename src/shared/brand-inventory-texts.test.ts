import { describe, expect, test } from 'vitest'
import { MAP_TEXTS, gtinForDisplay } from './brand-inventory-texts.ts'

test('a stored GTIN reads as the barcode printed on the pack', () => {
  expect(gtinForDisplay('00012345678905')).toBe('012345678905') // UPC-A keeps its own zero
  expect(gtinForDisplay('04006381333931')).toBe('4006381333931') // EAN-13
  expect(gtinForDisplay('10012345678902')).toBe('10012345678902') // a case code
})

describe('the next MAP change', () => {
  const now = new Date('2026-11-26T12:00:00Z')
  test('says the price and the day, in UTC as MAP changes are announced', () => {
    expect(
      MAP_TEXTS.nextChange({ mapPrice: '29.99', effectiveFrom: '2026-12-01T00:00:00.000Z' }, now),
    ).toBe('MAP $29.99 from Dec 1')
    expect(
      MAP_TEXTS.nextChange({ mapPrice: null, effectiveFrom: '2026-12-01T23:30:00.000Z' }, now),
    ).toBe('No MAP from Dec 1')
  })
  test('names the year when it is not this one', () => {
    expect(
      MAP_TEXTS.nextChange({ mapPrice: '5', effectiveFrom: '2027-01-15T00:00:00.000Z' }, now),
    ).toBe('MAP $5.00 from Jan 15, 2027')
  })
})
