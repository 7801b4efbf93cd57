/**
 * CSV for people who open it in a spreadsheet: RFC 4180 quoting, CRLF line ends, a UTF-8 byte
 * order mark (so Excel reads accents right), and protection against formula injection: a cell
 * that starts with = + - @ (or a tab or carriage return, which some spreadsheets skip before
 * reading a formula) gets a leading apostrophe, so it is shown as text and never evaluated.
 */
export type CsvValue = string | number | boolean | null | undefined

const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
