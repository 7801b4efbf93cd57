/**
 * A listings file as a header and rows (issue 14): delimited text (CSV, TSV, semicolon CSV;
 * UTF-8, or Windows-1252 as Amazon's US reports often are) streamed through readDelimited, or
 * an XLSX workbook (a zip: its first bytes say so) read through readXlsx under its bomb limits.
 * Blank lines are skipped (more than TABULAR_MAX_BLANK_LINES in a row refuse the file); the header
 * is the first line with a cell.
 */
import { createHash } from 'node:crypto'
import { TABULAR_MAX_BLANK_LINES } from '#shared/constants.ts'
import {
  XLSX_MAX_CELL_CHARS,
  XLSX_MAX_ENTRIES,
  XLSX_MAX_INFLATE_RATIO,
  XLSX_RATIO_GRACE_BYTES,
} from '#shared/brand-inventory-texts.ts'
import {
  LISTINGS_CODES,
  LISTINGS_TEXTS,
  LISTINGS_XLSX_MAX_BYTES,
  LISTINGS_XLSX_MAX_SHARED_STRING_CHARS,
} from '#shared/listings-texts.ts'
import { HttpError } from '../../lib/http/errors.ts'
import { SharedStringsTooLargeError, TooManyBlankLinesError } from '../../lib/tabular/errors.ts'
import { readDelimited } from '../../lib/tabular/read-delimited.ts'
import { readXlsx, type XlsxLimits } from '../../lib/tabular/read-xlsx.ts'
import type { TabularRow } from '../../lib/tabular/row.ts'

/** Columns a listings file may have (Amazon's reports have ~30; Keepa's exports up to ~200). */
const MAX_COLUMNS = 400
const MAX_FIELD_CHARS = 32_767
const MAX_RECORD_BYTES = 1024 * 1024

/**
 * A listings workbook may hold a million rows: its sheet unpacks to gigabytes, read as a stream;
 * the ratio and entry limits still refuse a bomb early, the shared strings (kept in memory) are
 * capped in number and in text, and a row's text as a delimited record's is.
 */
export const LISTINGS_XLSX_LIMITS: XlsxLimits = {
  maxUncompressedBytes: 4 * 1024 * 1024 * 1024,
  maxRatio: XLSX_MAX_INFLATE_RATIO,
  ratioGraceBytes: XLSX_RATIO_GRACE_BYTES,
  maxEntries: XLSX_MAX_ENTRIES,
  maxColumns: MAX_COLUMNS,
  maxCellChars: XLSX_MAX_CELL_CHARS,
  maxSharedStrings: 2_000_000,
  maxSharedStringsChars: LISTINGS_XLSX_MAX_SHARED_STRING_CHARS,
  maxRowChars: MAX_RECORD_BYTES,
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]

export const isBlankRow = (row: TabularRow) =>
  row.cells.length === 0 || (row.cells.length === 1 && row.cells[0]!.trim() === '')

/** Counts and hashes the bytes as they go by (the import records the file's SHA-256 and size). */
export class FileDigest {
  private readonly hash = createHash('sha256')
  bytes = 0

  async *pass(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
    for await (const chunk of chunks) {
      this.hash.update(chunk)
      this.bytes += chunk.length
      yield chunk
    }
  }

  hex(): string {
    return this.hash.digest('hex')
  }
}

/** The first chunk, and the stream again with it in front. */
async function peek(chunks: AsyncIterable<Uint8Array>) {
  const it = chunks[Symbol.asyncIterator]()
  let first = await it.next()
  while (!first.done && first.value.length === 0) first = await it.next()
  const head: Uint8Array = first.done ? new Uint8Array() : first.value
  async function* again(): AsyncGenerator<Uint8Array> {
    if (!first.done) yield first.value
    for (;;) {
      const next = await it.next()
      if (next.done) return
      yield next.value
    }
  }
  return { head, stream: again() }
}

export class XlsxTooLargeError extends Error {}

/**
 * The answer (422) to a file refused for what it holds rather than for being unreadable: more
 * blank lines in a row than TABULAR_MAX_BLANK_LINES (saying from which line), or a workbook with
 * more text than LISTINGS_XLSX_MAX_SHARED_STRING_CHARS; null for any other error.
 */
export function refusalOf(error: unknown): HttpError | null {
  if (error instanceof TooManyBlankLinesError) {
    return new HttpError(422, {
      code: LISTINGS_CODES.tooManyBlankLines,
      message: LISTINGS_TEXTS.tooManyBlankLines(error.maxBlankLines, error.line),
    })
  }
  if (error instanceof SharedStringsTooLargeError) {
    return new HttpError(422, {
      code: LISTINGS_CODES.xlsxTooMuchText,
      message: LISTINGS_TEXTS.xlsxTooMuchText(Math.round(error.maxChars / 1_000_000)),
    })
  }
  return null
}

async function collect(stream: AsyncIterable<Uint8Array>, max: number): Promise<Uint8Array> {
  const parts: Uint8Array[] = []
  let size = 0
  for await (const chunk of stream) {
    size += chunk.length
    if (size > max) throw new XlsxTooLargeError()
    parts.push(chunk)
  }
  return Buffer.concat(parts)
}

export interface ListingsFile {
  kind: 'delimited' | 'xlsx'
  header: string[]
  /** The data rows after the header, blank lines left out. */
  rows: AsyncGenerator<TabularRow>
}

/**
 * Opens a listings file: reads as far as its header. Throws the readers' TabularError for a file
 * that cannot be read, XlsxTooLargeError, or returns header [] for a file without one.
 */
export async function openListingsFile(chunks: AsyncIterable<Uint8Array>): Promise<ListingsFile> {
  const { head, stream } = await peek(chunks)
  const xlsx = ZIP_MAGIC.every((b, i) => head[i] === b)
  const all = xlsx
    ? readXlsx(await collect(stream, LISTINGS_XLSX_MAX_BYTES), LISTINGS_XLSX_LIMITS)
    : readDelimited(stream, {
        delimiter: 'auto',
        encoding: 'utf-8-or-windows-1252',
        maxColumns: MAX_COLUMNS,
        maxFieldChars: MAX_FIELD_CHARS,
        maxRecordBytes: MAX_RECORD_BYTES,
        maxBlankLines: TABULAR_MAX_BLANK_LINES,
      })
  let header: string[] = []
  for (;;) {
    const next = await all.next()
    if (next.done) break
    if (isBlankRow(next.value)) continue
    header = next.value.cells.map((c) => c.trim())
    break
  }
  async function* rows(): AsyncGenerator<TabularRow> {
    for (;;) {
      const next = await all.next()
      if (next.done) return
      if (!isBlankRow(next.value)) yield next.value
    }
  }
  return { kind: xlsx ? 'xlsx' : 'delimited', header, rows: rows() }
}
