/**
 * Reads the bulk brand CSV record by record from the upload's byte chunks (lib/tabular's
 * readDelimited): the header first (001 §5: case insensitive, name and contact_email required),
 * then the data rows, each with its row number as a spreadsheet shows it (the header is row 1).
 * Blank lines are skipped but keep their numbers (readDelimited); more than
 * TABULAR_MAX_BLANK_LINES in a row refuse the file (422). `open` refuses, before anything is
 * stored, a file that is not UTF-8 text (or holds NUL bytes), has no header or no data row.
 */
import {
  BRAND_CSV_MAX_COLUMNS,
  BRAND_IMPORT_CODES,
  BRAND_IMPORT_MESSAGES,
} from '#shared/brand-import-texts.ts'
import { TABULAR_MAX_BLANK_LINES } from '#shared/constants.ts'
import { mapHeader } from '#shared/schemas/brand-import.ts'
import { HttpError } from '../../lib/http/errors.ts'
import { TabularError, TooManyBlankLinesError } from '../../lib/tabular/errors.ts'
import { readDelimited } from '../../lib/tabular/read-delimited.ts'
import type { TabularRow } from '../../lib/tabular/row.ts'
import { invalidCsvFile, noDataRows } from './read-csv-upload.ts'
import type { BrandCsvColumn } from '#shared/brand-import-texts.ts'

export interface DataRow {
  /** The row number as a spreadsheet shows it (header = 1). */
  row: number
  /** The fields (at most BRAND_CSV_MAX_COLUMNS) and how many the record really had. */
  record: { fields: string[]; columns: number }
  /** The file ended inside this row's quoted field. */
  unterminated: boolean
}

/** The file has more than TABULAR_MAX_BLANK_LINES blank lines in a row: 422, from which row. */
export const tooManyBlankLines = (error: TooManyBlankLinesError) =>
  new HttpError(422, {
    code: BRAND_IMPORT_CODES.tooManyBlankLines,
    message: BRAND_IMPORT_MESSAGES.tooManyBlankLines(error.maxBlankLines, error.line),
  })

export class BrandCsvReader {
  private pending: DataRow | null = null
  /** Header columns, counted: each data row must have as many. */
  columns = 0
  index: Partial<Record<BrandCsvColumn, number>> = {}

  private constructor(private readonly rows: AsyncGenerator<TabularRow>) {}

  /**
   * Reads the header and the first data row; throws a 400 HttpError for a refused file (and
   * stops reading it). Later, a file that turns out not to be text makes next() throw a
   * TabularError.
   */
  static async open(chunks: AsyncIterable<Uint8Array>): Promise<BrandCsvReader> {
    const reader = new BrandCsvReader(
      readDelimited(chunks, {
        maxColumns: BRAND_CSV_MAX_COLUMNS,
        maxBlankLines: TABULAR_MAX_BLANK_LINES,
      }),
    )
    try {
      const header = await reader.nextRecord()
      if (!header) throw noDataRows()
      reader.columns = header.record.columns
      const mapped = mapHeader(header.record.fields)
      if (!mapped.ok) {
        throw new HttpError(400, {
          code: BRAND_IMPORT_CODES.missingColumn,
          message: mapped.message,
        })
      }
      reader.index = mapped.index
      reader.pending = await reader.nextRecord()
      if (!reader.pending) throw noDataRows()
      return reader
    } catch (error) {
      await reader.rows.return(undefined)
      if (error instanceof TooManyBlankLinesError) throw tooManyBlankLines(error)
      // Not UTF-8, NUL bytes: a binary file, not a CSV.
      if (error instanceof TabularError) throw invalidCsvFile()
      throw error
    }
  }

  /** The next record (readDelimited hands out no blank line), or null at the end. */
  private async nextRecord(): Promise<DataRow | null> {
    const next = await this.rows.next()
    if (next.done) return null
    const r = next.value
    return {
      row: r.line,
      record: { fields: r.cells, columns: r.columns },
      unterminated: r.unterminated,
    }
  }

  /** The next data row, or null at the end of the file. */
  async next(): Promise<DataRow | null> {
    if (this.pending) {
      const row = this.pending
      this.pending = null
      return row
    }
    return this.nextRecord()
  }
}
