/**
 * GTINs (GS1 General Specifications §7.9): the barcode numbers on retail products. GTIN-8 (EAN-8),
 * GTIN-12 (UPC-A), GTIN-13 (EAN-13, and ISBN-13 for books) and GTIN-14 (case codes) are the same
 * number space once right-aligned in 14 digits, which is how they are stored, so a UPC-A and its
 * EAN-13 with a leading zero are one product. The last digit is the GS1 mod-10 check digit.
 *
 * Read from spreadsheets, so the reasons name what usually went wrong there: Excel showing a long
 * number in scientific notation ("8.40E+11") has already rounded it away, and a column formatted
 * as a number drops a UPC's leading zero.
 */

export type GtinResult = { ok: true; gtin: string } | { ok: false; reason: string }

const GTIN_LENGTHS = new Set([8, 12, 13, 14])
/** "8.40E+11", "8,4E+11", "1.23457E+12": what Excel shows, and writes to CSV, for a long number. */
const SCIENTIFIC = /^\d+(?:[.,]\d+)?e\+?\d+$/i
const SEPARATORS = /[\s-]/g
const ALL_ZEROS = /^0+$/
const ZERO = 48

/**
 * The GS1 check digit of `body` (the GTIN without its last digit): digits weighted 3, 1, 3, …
 * from the right, and the step from their sum up to the next multiple of 10.
 */
export function gtinCheckDigit(body: string): number {
  let sum = 0
  let weight = 3
  for (let i = body.length - 1; i >= 0; i -= 1) {
    const digit = body.charCodeAt(i) - ZERO
    if (digit < 0 || digit > 9) throw new RangeError(`GTIN body ${body} is not all digits`)
    sum += digit * weight
    weight = 4 - weight
  }
  return (10 - (sum % 10)) % 10
}

const allDigits = (text: string) => {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i)
    if (code < ZERO || code > ZERO + 9) return false
  }
  return true
}

/**
 * The GTIN in `text` as 14 digits, or why it is not one. Spaces and hyphens are dropped; the
 * digits are taken as typed (a UPC that lost its leading zero is refused, not guessed at).
 */
export function normaliseGtin(text: string): GtinResult {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: false, reason: 'No GTIN' }
  // Most cells are digits only: check them without the patterns below.
  if (!allDigits(trimmed) && SCIENTIFIC.test(trimmed)) {
    return {
      ok: false,
      reason: `GTIN ${trimmed} was rounded by the spreadsheet (scientific notation): format the column as text and export it again`,
    }
  }
  const digits = allDigits(trimmed) ? trimmed : trimmed.replace(SEPARATORS, '')
  if (!allDigits(digits)) return { ok: false, reason: `GTIN '${trimmed}' must be digits only` }
  if (!GTIN_LENGTHS.has(digits.length)) {
    const hint =
      digits.length === 11 || digits.length === 7
        ? ': a spreadsheet may have dropped its leading zero'
        : ''
    return {
      ok: false,
      reason: `GTIN ${digits} has ${digits.length} digits (a GTIN has 8, 12, 13 or 14)${hint}`,
    }
  }
  if (ALL_ZEROS.test(digits)) return { ok: false, reason: `GTIN ${digits} is all zeros` }
  const expected = gtinCheckDigit(digits.slice(0, -1))
  if (digits.charCodeAt(digits.length - 1) - ZERO !== expected) {
    return {
      ok: false,
      reason: `GTIN ${digits} has a wrong check digit (expected ${expected})`,
    }
  }
  return { ok: true, gtin: digits.padStart(14, '0') }
}

export function isValidGtin(text: string): boolean {
  return normaliseGtin(text).ok
}
