/**
 * The CSV writer for every export. Cells that a spreadsheet would evaluate as a formula (they
 * begin with = + - @, a tab or a carriage return) are prefixed with an apostrophe, the OWASP
 * advice against CSV injection: the stored text stays exactly as entered, only the exported
 * copy is defused. Numbers are written as numbers, so a negative amount stays a number.
 */

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/

export type CsvValue = string | number | boolean | Date | null | undefined | readonly string[]

/** One cell: formula-safe, quoted when needed. Lists are joined with ';' (001 §5 categories). */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  let text =
    value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : value.join(';')
  if (FORMULA_START.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** One line, ended with CRLF (RFC 4180). */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`
}
