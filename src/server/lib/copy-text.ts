/**
 * Rows in PostgreSQL COPY's text format (tab-separated, one line a row, \N for null): what
 * Database.copyFrom loads. Backslash, tab, newline and carriage return are escaped, so any text
 * survives; NUL cannot be stored at all and is refused before a row gets here.
 */
export type CopyValue = string | number | bigint | boolean | Date | null | undefined

const SPECIAL = /[\\\t\n\r]/
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' }

export function copyField(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N'
  if (typeof value === 'string') {
    return SPECIAL.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]!) : value
  }
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'boolean') return value ? 't' : 'f'
  return String(value)
}

export function copyLine(values: readonly CopyValue[]): string {
  let line = ''
  for (let i = 0; i < values.length; i++) {
    if (i > 0) line += '\t'
    line += copyField(values[i])
  }
  return `${line}\n`
}
