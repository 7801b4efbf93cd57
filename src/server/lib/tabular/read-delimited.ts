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
 * - blank lines (no characters, or only spaces) are not handed out and keep their numbers;
 *   csv-parse skips the empty ones itself (skip_empty_lines): as records, each cost it an error
 *   object (another width than the header's, see write()), and a 1 MB file of line breaks took
 *   22 to 53 s, the server answering nothing meanwhile. More than maxBlankLines of them in a row
 *   are refused (decision 012, "Bounds");
 * - limits: maxColumns (cells kept), maxFieldChars and maxRecordBytes (checked while a record
 *   grows, every slice, so a quote left open cannot swallow the file into memory);
 * - turns: a slice holds at most SLICE_LINE_ENDS line ends, so that csv-parse's synchronous work
 *   on one is a few milliseconds whatever the records, and the event loop gets a turn every
 *   TURN_MS: reading a file never keeps the server from answering other requests.
 */
import { Buffer } from 'node:buffer'
import { setImmediate } from 'node:timers/promises'
import { CsvError, Parser, type Options } from 'csv-parse'
import { parse as parseWhole } from 'csv-parse/sync'
import {
  BinaryFileError,
  FieldTooLongError,
  RecordTooLargeError,
  TooManyBlankLinesError,
} from './errors.ts'
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
  /** Blank lines in a row; one more is a TooManyBlankLinesError. Default: no limit. */
  maxBlankLines?: number
}

const DEFAULT_MAX_COLUMNS = 1000
/** Bytes parsed at a time: how far a record may grow past maxRecordBytes before it is caught. */
const SLICE_BYTES = 64 * 1024
/**
 * Line-end bytes (CR or LF) parsed at a time at most: each may end a record, and csv-parse's
 * costliest record (one of another width than the first, write()) takes it ~17 µs, so 64 KB of
 * one-letter lines would be half a second without a turn for anything else; 256 line ends are
 * about 5 ms. A slice of ordinary rows (~250 bytes and more) still holds its 64 KB.
 */
const SLICE_LINE_ENDS = 256
/**
 * Reading time (the slices parsed and the caller's work on their rows) after which the event
 * loop gets a turn: with a slice's few milliseconds, other requests wait about 10 ms at most.
 */
const TURN_MS = 5
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
    // Counted from info.empty_lines; the lines with only spaces are records, skipped here.
    skip_empty_lines: true,
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

  /**
   * Moves `start` past the line ends there, up to `end`: the empty lines csv-parse skipped (a
   * record never starts with a line end, a quoted one starts with its quote), which are not
   * the next record's text, nor its size. The chunks before it are let go.
   */
  skipLineEnds(end: number) {
    let at = this.first
    for (const chunk of this.chunks) {
      if (at + chunk.length <= this.start) {
        at += chunk.length
        continue
      }
      let i = this.start - at
      while (i < chunk.length && at + i < end && (chunk[i] === 0x0a || chunk[i] === 0x0d)) i++
      this.start = at + i
      if (i < chunk.length || this.start >= end) break
      at += chunk.length
    }
    this.drop()
  }

  /** The next record starts at `end`; what is before it is not kept. */
  skipTo(end: number) {
    this.start = end
    this.drop()
  }

  private drop() {
    while (this.chunks.length > 0 && this.first + this.chunks[0]!.length <= this.start) {
      this.first += this.chunks.shift()!.length
    }
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
    this.drop()
    return pieces.length === 1
      ? pieces[0]!.toString('utf8')
      : Buffer.concat(pieces).toString('utf8')
  }
}

const LINE_END = /(?:\r\n|\n|\r)$/

/** Where a slice from `from` ends: after SLICE_BYTES, or after SLICE_LINE_ENDS line ends. */
function sliceEnd(bytes: Uint8Array, from: number): number {
  const end = Math.min(from + SLICE_BYTES, bytes.length)
  let lineEnds = 0
  for (let i = from; i < end; i++) {
    const b = bytes[i]
    if ((b === 0x0a || b === 0x0d) && ++lineEnds === SLICE_LINE_ENDS) return i + 1
  }
  return end
}

/** A line with no characters but spaces (csv-parse hands out only those with some). */
const isBlank = (record: string[]) => record.length === 1 && record[0]!.trim() === ''

/**
 * Parses a slice. csv-parse parses within write(), synchronously, and there builds a CsvError for
 * every record of another width than the first, even with relax_column_count, only to drop it;
 * most of that error's cost is the stack trace, which nothing reads, so none is taken meanwhile
 * (a file of one-letter lines under a two-column header: 26,000 rows/s before, 55,000 after).
 */
function write(parser: Parser, bytes: Buffer) {
  return new Promise<void>((resolve, reject) => {
    const stackTraceLimit = Error.stackTraceLimit
    Error.stackTraceLimit = 0
    try {
      parser.write(bytes, (error) => (error ? reject(error) : resolve()))
    } finally {
      Error.stackTraceLimit = stackTraceLimit
    }
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
  const maxBlankLines = options.maxBlankLines ?? Infinity
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
    /** Records csv-parse handed out (blank ones with spaces included). */
    let records = 0
    /** The number of the last line that was not blank (0: none yet). */
    let lastLine = 0
    let fed = 0
    const row = (
      line: number,
      record: string[],
      raw: string,
      unterminated: boolean,
    ): TabularRow => {
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
    /** Refuses the run of blank lines after lastLine when `lines` (all so far) makes it too long. */
    const checkBlankRun = (lines: number) => {
      if (lines - lastLine > maxBlankLines)
        throw new TooManyBlankLinesError(lastLine + 1, maxBlankLines)
    }
    const active = new Parser({
      ...parserOptions(delimiter, quoting, splitColumns),
      // Thrown here, an error stops the parser and fails the write that was parsing.
      on_record: (record: string[], info) => {
        records += 1
        const line = records + info.empty_lines
        if (isBlank(record)) {
          checkBlankRun(line)
          bytes.skipTo(info.bytes)
          return null
        }
        checkBlankRun(line - 1)
        lastLine = line
        bytes.skipLineEnds(info.bytes)
        if (info.bytes - bytes.start > maxRecordBytes) {
          throw new RecordTooLargeError(line, maxRecordBytes)
        }
        rows.push(row(line, record, bytes.take(info.bytes).replace(LINE_END, ''), false))
        return null
      },
    })
    parser = active
    // Errors reach the write and end callbacks; without a listener they would also be thrown.
    active.on('error', () => undefined)

    /** The last byte fed: whether the file ends with a line end. */
    let lastByte = -1
    let turn = performance.now()
    async function* parse(utf8: Buffer) {
      let at = 0
      while (at < utf8.length) {
        const end = sliceEnd(utf8, at)
        const slice = utf8.subarray(at, end)
        at = end
        bytes.append(slice)
        fed += slice.length
        lastByte = slice[slice.length - 1]!
        await write(active, slice)
        const lines = records + active.info.empty_lines
        checkBlankRun(lines)
        bytes.skipLineEnds(fed)
        if (fed - bytes.start > maxRecordBytes) {
          throw new RecordTooLargeError(lines + 1, maxRecordBytes)
        }
        yield* rows.splice(0)
        if (performance.now() - turn >= TURN_MS) {
          await setImmediate()
          turn = performance.now()
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
    const unclosed = await end(active).then(
      () => false,
      (error: unknown) => {
        if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED') return true
        throw error
      },
    )
    if (unclosed) {
      // The last record: its fields as if the quote were closed at the end of the file.
      records += 1
      bytes.skipLineEnds(fed)
      const raw = bytes.take(fed)
      const [cells] = parseWhole(Buffer.from(`${raw}"`), {
        ...parserOptions(delimiter, quoting, splitColumns),
        to: 1,
      }) as string[][]
      rows.push(row(records + active.info.empty_lines, cells ?? [raw], raw, true))
    } else {
      // The blank lines at the end, counted now: csv-parse holds back the last bytes until the
      // end, then counts the nothing after a final line end as one more.
      const lineEnd = lastByte === 0x0a || lastByte === 0x0d
      checkBlankRun(records + active.info.empty_lines - (lineEnd ? 1 : 0))
    }
    yield* rows.splice(0)
  } finally {
    parser?.destroy()
    await source.return?.()
  }
}
