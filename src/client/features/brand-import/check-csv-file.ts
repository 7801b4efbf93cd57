/**
 * The dialog's check before anything is sent (the server checks again): the file's type
 * (001 §5: text/csv, 'Please select a valid CSV file'), its size, and that its beginning holds
 * a header with name and contact_email and at least one data row.
 */
import { BRAND_IMPORT_MAX_BYTES, BRAND_IMPORT_MESSAGES as M } from '#shared/brand-import-texts.ts'
import { looksLikeCsvFile, mapHeader } from '#shared/schemas/brand-import.ts'

/** Enough of the file to hold the header and the first data row. */
const HEAD_BYTES = 64 * 1024

/** The cells of one CSV line (quotes honoured; a line break inside quotes is not expected here). */
export function splitCsvLine(line: string): string[] {
  const cells: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"' && cell === '') quoted = true
    else if (c === ',') {
      cells.push(cell)
      cell = ''
    } else cell += c
  }
  cells.push(cell)
  return cells
}

/** The message that refuses `head` (the file's first bytes as text), or null. */
export function checkCsvHead(head: string): string | null {
  if (head.includes('\u0000')) return M.invalidFile
  // A partial read may cut its last line; a cut line still proves a data row exists.
  const lines = head
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .filter((l) => l.trim() !== '')
  if (lines.length < 2) return M.needsRows
  const mapped = mapHeader(splitCsvLine(lines[0]!))
  return mapped.ok ? null : mapped.message
}

export async function checkCsvFile(file: File): Promise<string | null> {
  if (!looksLikeCsvFile(file)) return M.invalidFile
  if (file.size > BRAND_IMPORT_MAX_BYTES) return M.tooLarge
  if (file.size === 0) return M.needsRows
  let head: string
  try {
    head = await file.slice(0, HEAD_BYTES).text()
  } catch {
    return M.invalidFile
  }
  return checkCsvHead(head)
}
