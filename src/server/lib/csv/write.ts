/**
 * Streaming CSV output for the exports, on top of `lib/csv.ts` (one formula-injection rule for
 * every export: a cell that begins with = + - @, a tab or a carriage return is prefixed with an
 * apostrophe, so the stored text stays as entered and only the exported copy is defused).
 * Adds what a directory export needs: lists (joined with ';', as the 001 §5 import reads
 * categories), dates, and one line at a time so that 100,000 rows never sit in one string.
 */
import { csvCell as scalarCell, type CsvValue as Scalar } from '../csv.ts'

export type CsvValue = Scalar | Date | readonly string[]

/** The byte-order mark that makes Excel read the file as UTF-8 (the import drops it). */
export const CSV_BOM = '\uFEFF'

/** One cell: formula-safe, quoted when needed. */
export function csvCell(value: CsvValue): string {
  if (value instanceof Date) return scalarCell(value.toISOString())
  if (Array.isArray(value)) return scalarCell(value.join(';'))
  return scalarCell(value as Scalar)
}

/** One line, ended with CRLF (RFC 4180). */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`
}
