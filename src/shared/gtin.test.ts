import { describe, expect, test } from 'vitest'
import { gtinCheckDigit, isValidGtin, normaliseGtin } from './gtin.ts'

describe('normaliseGtin accepts real codes of every length, right-aligned in 14 digits', () => {
  test.each([
    // UPC-A, the example printed on Wikipedia's Universal Product Code article
    ['036000291452', '00036000291452'],
    // EAN-13 of a Stabilo Boss pen, Wikipedia's International Article Number example
    ['4006381333931', '04006381333931'],
    // EAN-13 of a Coca-Cola 330 ml can
    ['5449000000996', '05449000000996'],
    // ISBN-13 is an EAN-13 in the 978 range
    ['9780306406157', '09780306406157'],
    // EAN-8, Wikipedia's example
    ['96385074', '00000096385074'],
    // GTIN-14 (a case of the UPC 001234567890 with indicator digit 1)
    ['10012345678902', '10012345678902'],
  ])('%s → %s', (typed, gtin) => {
    expect(normaliseGtin(typed)).toEqual({ ok: true, gtin })
    expect(isValidGtin(typed)).toBe(true)
  })

  test('a UPC-A and the same product as EAN-13 with a leading zero are one GTIN', () => {
    expect(normaliseGtin('036000291452')).toEqual(normaliseGtin('0036000291452'))
  })

  test('spaces, hyphens and surrounding blanks are dropped; leading zeros are kept as typed', () => {
    expect(normaliseGtin(' 0 36000 29145 2 ')).toEqual({ ok: true, gtin: '00036000291452' })
    expect(normaliseGtin('978-0-306-40615-7')).toEqual({ ok: true, gtin: '09780306406157' })
  })
})

describe('normaliseGtin refuses with a reason a brand understands', () => {
  test.each([
    ['012345678906', 'GTIN 012345678906 has a wrong check digit (expected 5)'],
    ['4006381333932', 'GTIN 4006381333932 has a wrong check digit (expected 1)'],
    [
      '8.40E+11',
      'GTIN 8.40E+11 was rounded by the spreadsheet (scientific notation): format the column as text and export it again',
    ],
    [
      '4,00638E+12',
      'GTIN 4,00638E+12 was rounded by the spreadsheet (scientific notation): format the column as text and export it again',
    ],
    [
      '36000291452',
      'GTIN 36000291452 has 11 digits (a GTIN has 8, 12, 13 or 14): a spreadsheet may have dropped its leading zero',
    ],
    ['1234567890', 'GTIN 1234567890 has 10 digits (a GTIN has 8, 12, 13 or 14)'],
    ['123456789012345', 'GTIN 123456789012345 has 15 digits (a GTIN has 8, 12, 13 or 14)'],
    ['B00X4WHP5E', "GTIN 'B00X4WHP5E' must be digits only"],
    ['0360002914.52', "GTIN '0360002914.52' must be digits only"],
    ['00000000', 'GTIN 00000000 is all zeros'],
    ['', 'No GTIN'],
    ['   ', 'No GTIN'],
  ])('%j', (typed, reason) => {
    expect(normaliseGtin(typed)).toEqual({ ok: false, reason })
    expect(isValidGtin(typed)).toBe(false)
  })
})

describe('gtinCheckDigit: weights 3, 1, 3, … from the right, up to the next multiple of 10', () => {
  test.each([
    ['03600029145', 2],
    ['400638133393', 1],
    ['9638507', 4],
    ['01234567890', 5],
    ['1001234567890', 2],
  ])('%s → %i', (body, digit) => {
    expect(gtinCheckDigit(body)).toBe(digit)
  })

  test('every check digit it computes makes a valid GTIN, and every other digit does not', () => {
    const body = '501234567890'
    const check = gtinCheckDigit(body)
    for (let digit = 0; digit <= 9; digit += 1) {
      expect(isValidGtin(`${body}${digit}`)).toBe(digit === check)
    }
  })

  test('a body that is not all digits is a programming error', () => {
    expect(() => gtinCheckDigit('12a4')).toThrow(RangeError)
  })
})
