/**
 * Delimited text (CSV, TSV, semicolon CSV) read record by record from a byte stream that is never
 * held whole, on csv-parse. What csv-parse does not do is done around it, through its public
 * options only:
 *
 * - the bytes: the encoding is sniffed and checked, NUL bytes refused, a UTF-8 byte-order mark
 *   dropped (text-bytes.ts); csv-parse reads UTF-8 only;
 * - the delimiter and the quoting, guessed from the first 64 KB when asked (sniff.ts);
 * - records end at LF, CRLF or a lone CR, in any mix (csv-parse's own discovery takes the first
 *   line end it meets as the only one);
 * - quotes are lenient where spreadsheets are (relax_quotes: a stray quote inside a field is
 *   text), and the one thing that cannot be recovered, a quoted field still open at the end of
 *   the file, is the last record, marked `unterminated`, not a lost record;
 * - width: csv-parse keeps every field of a record in an array, so a line of a million commas
 *   would cost a million entries (20 million commas: 380 MB). Past WIDEST_SPLIT fields the rest of
 *   the record stays one text (ignore_last_delimiters), whose fields are counted, not kept;
 * - each record's exact text (`raw`), cut from the bytes fed between two record ends;
 * - limits: maxColumns (cells kept), maxFieldChars and maxRecordBytes (checked while a record
 *   grows, every SLICE_BYTES, so a quote left open cannot swallow the file into memory).
 */
import { Buffer } from 'node:buffer'
import { CsvError, Parser, type Options } from 'csv-parse'
import { parse as parseWhole } from 'csv-parse/sync'
import { BinaryFileError, FieldTooLongError, RecordTooLargeError } from './errors.ts'
import type { TabularRow } from './row.ts'
import { countFields, sniffDelimiter, tabFileQuotes, type Delimiter } from './sniff.ts'
import {
  SNIFF_BYTES,
  TextBytes,
  hasUtf8Bom,
  sniffEncoding,
  type EncodingOption,
} from './text-bytes.ts'

export interface DelimitedOptions {
  /** ',' (the default), '\t', ';', or 'auto': sniffed from the first line. */
  delimiter?: Delimiter | 'auto'
  /**
   * Whether `"` quotes fields. 'auto' (the default): yes for comma and semicolon; for tab only
   * when the file's first 64 KB show quoted fields and no quote used as text (tabFileQuotes).
   */
  quoting?: boolean | 'auto'
  /** 'utf-8' (the default) or 'utf-8-or-windows-1252' (text-bytes.ts). */
  encoding?: EncodingOption
  /** Cells kept per record; the others are counted in `columns`. Default 1,000. */
  maxColumns?: number
  /** A kept cell longer than this is a FieldTooLongError. Default: no limit. */
  maxFieldChars?: number
  /** A record longer than this, as UTF-8, is a RecordTooLargeError. Default: no limit. */
  maxRecordBytes?: number
}

const DEFAULT_MAX_COLUMNS = 1000
/** Bytes parsed at a time: how far a record may grow past maxRecordBytes before it is caught. */
const SLICE_BYTES = 64 * 1024
/** Fields csv-parse splits a record into (Excel's widest sheet); the rest is one counted text. */
const WIDEST_SPLIT = 16_384

/** The parser's options, also used to read an unterminated record's cells. */
function parserOptions(delimiter: Delimiter, quoting: boolean, splitColumns: number): Options {
  return {
    delimiter,
    quote: quoting ? '"' : null,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: false,
    // The field after the last one split holds the rest of the record, delimiters and all.
    ignore_last_delimiters: splitColumns + 1,
  }
}

/**
 * The bytes fed to the parser since the start of the record it is reading, so that each record's
 * text can be cut out when the parser says where it ended.
 */
class RecordBytes {
  private chunks: Buffer[] = []
  /** Offset of chunks[0]'s first byte in what was fed. */
  private first = 0
  /** Offset of the first byte of the record being read. */
  start = 0

  append(bytes: Buffer) {
    if (bytes.length > 0) this.chunks.push(bytes)
  }

  /** The text from `start` to `end`; the next record starts at `end`. */
  take(end: number): string {
    const pieces: Buffer[] = []
    let at = this.first
    for (const chunk of this.chunks) {
      const from = Math.max(this.start - at, 0)
      const to = Math.min(end - at, chunk.length)
      if (to > from) pieces.push(chunk.subarray(from, to))
      at += chunk.length
      if (at >= end) break
    }
    this.start = end
    while (this.chunks.length > 0 && this.first + this.chunks[0]!.length <= end) {
      this.first += this.chunks.shift()!.length
    }
    return pieces.length === 1
      ? pieces[0]!.toString('utf8')
      : Buffer.concat(pieces).toString('utf8')
  }
}

const LINE_END = /(?:\r\n|\n|\r)$/

function write(parser: Parser, bytes: Buffer) {
  return new Promise<void>((resolve, reject) => {
    parser.write(bytes, (error) => (error ? reject(error) : resolve()))
  })
}

/** Ends the input: 'finish' comes only once the last record is parsed, 'error' instead of it. */
function end(parser: Parser) {
  return new Promise<void>((resolve, reject) => {
    parser.once('error', reject)
    parser.once('finish', () => resolve())
    parser.end()
  })
}

async function readHead(source: AsyncIterator<Uint8Array>) {
  const parts: Uint8Array[] = []
  let length = 0
  let ended = false
  while (length < SNIFF_BYTES) {
    const next = await source.next()
    if (next.done) {
      ended = true
      break
    }
    parts.push(next.value)
    length += next.value.length
  }
  return { head: Buffer.concat(parts), ended }
}

/**
 * The records of a delimited text file, in order. Throws NotTextError, BinaryFileError,
 * RecordTooLargeError or FieldTooLongError (errors.ts) when the file cannot be read; stopping
 * early (break) stops reading the source.
 */
export async function* readDelimited(
  chunks: AsyncIterable<Uint8Array>,
  options: DelimitedOptions = {},
): AsyncGenerator<TabularRow> {
  const source = chunks[Symbol.asyncIterator]()
  const maxColumns = options.maxColumns ?? DEFAULT_MAX_COLUMNS
  const splitColumns = Math.max(maxColumns, WIDEST_SPLIT)
  const maxRecordBytes = options.maxRecordBytes ?? Infinity
  const maxFieldChars = options.maxFieldChars ?? Infinity
  let parser: Parser | null = null
  try {
    const { head, ended } = await readHead(source)
    // Checked before the encoding: UTF-16 and binary files are "binary", not "not UTF-8".
    const nul = head.indexOf(0)
    if (nul >= 0) throw new BinaryFileError(nul)
    const text = new TextBytes(sniffEncoding(head, ended, options.encoding ?? 'utf-8'))
    const first = text.push(hasUtf8Bom(head) ? head.subarray(3) : head)
    const sample = first.toString('utf8')
    const delimiter =
      options.delimiter === 'auto' ? sniffDelimiter(sample) : (options.delimiter ?? ',')
    const quoting =
      options.quoting === undefined || options.quoting === 'auto'
        ? delimiter !== '\t' || tabFileQuotes(sample)
        : options.quoting

    const bytes = new RecordBytes()
    const rows: TabularRow[] = []
    let records = 0
    let fed = 0
    const row = (record: string[], raw: string, unterminated: boolean): TabularRow => {
      const line = records
      const columns =
        record.length > splitColumns
          ? splitColumns + countFields(record[splitColumns]!, delimiter, quoting)
          : record.length
      const cells = record.length > maxColumns ? record.slice(0, maxColumns) : record
      if (cells.some((cell) => cell.length > maxFieldChars)) {
        throw new FieldTooLongError(line, maxFieldChars)
      }
      return { line, cells, raw, columns, unterminated }
    }
    const active = new Parser({
      ...parserOptions(delimiter, quoting, splitColumns),
      // Thrown here, an error stops the parser and fails the write that was parsing.
      on_record: (record: string[], info) => {
        records += 1
        if (info.bytes - bytes.start > maxRecordBytes) {
          throw new RecordTooLargeError(records, maxRecordBytes)
        }
        rows.push(row(record, bytes.take(info.bytes).replace(LINE_END, ''), false))
        return null
      },
    })
    parser = active
    // Errors reach the write and end callbacks; without a listener they would also be thrown.
    active.on('error', () => undefined)

    async function* parse(utf8: Buffer) {
      for (let at = 0; at < utf8.length; at += SLICE_BYTES) {
        const slice = utf8.subarray(at, at + SLICE_BYTES)
        bytes.append(slice)
        fed += slice.length
        await write(active, slice)
        yield* rows.splice(0)
        if (fed - bytes.start > maxRecordBytes) {
          throw new RecordTooLargeError(records + 1, maxRecordBytes)
        }
      }
    }

    yield* parse(first)
    if (!ended) {
      for (let next = await source.next(); !next.done; next = await source.next()) {
        yield* parse(text.push(next.value))
      }
    }
    text.end()
    try {
      await end(active)
    } catch (error) {
      if (!(error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED')) throw error
      // The last record: its fields as if the quote were closed at the end of the file.
      records += 1
      const raw = bytes.take(fed)
      const [cells] = parseWhole(Buffer.from(`${raw}"`), {
        ...parserOptions(delimiter, quoting, splitColumns),
        to: 1,
      }) as string[][]
      rows.push(row(cells ?? [raw], raw, true))
    }
    yield* rows.splice(0)
  } finally {
    parser?.destroy()
    await source.return?.()
  }
}
