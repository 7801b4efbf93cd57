/**
 * Reads the bulk brand CSV record by record from text chunks: the header first (001 §5: case
 * insensitive, name and contact_email required), then the data rows, each with its row number
 * as a spreadsheet shows it (the header is row 1). Blank lines are skipped but keep their
 * numbers. `open` refuses, before anything is stored, a file that is not text, has no header
 * or no data row.
 */
import { BRAND_CSV_MAX_COLUMNS, BRAND_IMPORT_CODES } from '#shared/brand-import-texts.ts'
import { mapHeader } from '#shared/schemas/brand-import.ts'
import { HttpError } from '../../lib/http/errors.ts'
import { CsvParser, type CsvRecord } from '../../lib/csv/parse.ts'
import { NotTextError, invalidCsvFile, noDataRows } from './read-csv-upload.ts'
import type { BrandCsvColumn } from '#shared/brand-import-texts.ts'

export interface DataRow {
  /** The row number as a spreadsheet shows it (header = 1). */
  row: number
  record: CsvRecord
  /** The file ended inside this row's quoted field. */
  unterminated: boolean
}

/** NUL bytes in the text: a binary file renamed .csv. */
class BinaryFileError extends Error {}

const isBlank = (r: CsvRecord) => r.columns === 1 && r.fields[0] === ''

export class BrandCsvReader {
  private readonly parser = new CsvParser(BRAND_CSV_MAX_COLUMNS)
  private queue: CsvRecord[] = []
  private ended = false
  private rowNumber = 0
  private pending: DataRow | null = null
  /** Header columns, counted: each data row must have as many. */
  columns = 0
  index: Partial<Record<BrandCsvColumn, number>> = {}

  private constructor(private readonly chunks: AsyncIterator<string>) {}

  /** Reads the header and the first data row; throws a 400 HttpError for a refused file. */
  static async open(chunks: AsyncIterable<string>): Promise<BrandCsvReader> {
    const reader = new BrandCsvReader(chunks[Symbol.asyncIterator]())
    let header: DataRow | null
    try {
      header = await reader.nextNonBlank(true)
    } catch (error) {
      // Not UTF-8, or NUL bytes: a binary file, not a CSV.
      if (error instanceof NotTextError || error instanceof BinaryFileError) throw invalidCsvFile()
      throw error
    }
    if (!header) throw noDataRows()
    reader.columns = header.record.columns
    const mapped = mapHeader(header.record.fields)
    if (!mapped.ok) {
      throw new HttpError(400, { code: BRAND_IMPORT_CODES.missingColumn, message: mapped.message })
    }
    reader.index = mapped.index
    try {
      reader.pending = await reader.nextNonBlank(false)
    } catch (error) {
      if (error instanceof NotTextError || error instanceof BinaryFileError) throw invalidCsvFile()
      throw error
    }
    if (!reader.pending) throw noDataRows()
    return reader
  }

  private async nextRecord(checkBinary: boolean): Promise<CsvRecord | null> {
    while (this.queue.length === 0) {
      if (this.ended) return null
      const next = await this.chunks.next()
      if (next.done) {
        this.ended = true
        this.queue.push(...this.parser.end())
      } else {
        if (checkBinary && next.value.includes('\u0000')) throw new BinaryFileError()
        this.queue.push(...this.parser.push(next.value))
      }
    }
    return this.queue.shift() ?? null
  }

  private async nextNonBlank(checkBinary: boolean): Promise<DataRow | null> {
    for (;;) {
      const record = await this.nextRecord(checkBinary)
      if (!record) return null
      this.rowNumber += 1
      if (isBlank(record)) continue
      const last = this.ended && this.queue.length === 0
      return { row: this.rowNumber, record, unterminated: last && this.parser.unterminatedQuote }
    }
  }

  /** The next data row, or null at the end of the file. */
  async next(): Promise<DataRow | null> {
    if (this.pending) {
      const row = this.pending
      this.pending = null
      return row
    }
    return this.nextNonBlank(false)
  }
}
