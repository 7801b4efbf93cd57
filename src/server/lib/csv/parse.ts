/**
 * A streaming CSV parser (RFC 4180): feed it text chunks of any size, get back the records that
 * are complete. Quoted fields may hold commas, doubled quotes and line breaks; records end at
 * LF, CRLF or a lone CR; a leading byte-order mark is dropped. It is lenient where spreadsheets
 * are (a stray quote inside an unquoted field is kept as text) and reports the one thing that
 * cannot be recovered: a quoted field still open at the end of the file.
 *
 * A record keeps at most `maxFields` fields but counts them all, so that a line of a million
 * commas costs no memory and still reports its real column count.
 */

export interface CsvRecord {
  /** The fields, at most `maxFields` of them. */
  fields: string[]
  /** How many fields the record really had. */
  columns: number
}

const QUOTE = 34
const COMMA = 44
const LF = 10
const CR = 13
const BOM = 0xfeff

const enum State {
  FieldStart,
  Unquoted,
  Quoted,
  /** A quote inside a quoted field: either the closing one or the first of a doubled pair. */
  QuoteInQuoted,
}

export class CsvParser {
  private field = ''
  private fields: string[] = []
  private columns = 0
  private state = State.FieldStart
  /** The previous chunk ended on a CR that closed a record; an LF starting this one belongs to it. */
  private afterCr = false
  private started = false
  private out: CsvRecord[] = []
  /** Set by end() when the file ended inside a quoted field. */
  unterminatedQuote = false

  constructor(private readonly maxFields = 1000) {}

  private endField() {
    if (this.columns < this.maxFields) this.fields.push(this.field)
    this.columns += 1
    this.field = ''
    this.state = State.FieldStart
  }

  private endRecord() {
    this.endField()
    this.out.push({ fields: this.fields, columns: this.columns })
    this.fields = []
    this.columns = 0
  }

  /** Parses `chunk` and returns the records it completed. */
  push(chunk: string): CsvRecord[] {
    let i = 0
    const n = chunk.length
    if (!this.started && n > 0) {
      this.started = true
      if (chunk.charCodeAt(0) === BOM) i = 1
    }
    if (this.afterCr && i < n) {
      this.afterCr = false
      if (chunk.charCodeAt(i) === LF) i += 1
    }
    while (i < n) {
      switch (this.state) {
        case State.FieldStart:
          if (chunk.charCodeAt(i) === QUOTE) {
            this.state = State.Quoted
            i += 1
            break
          }
          // The character belongs to an unquoted field: read it in the next turn.
          this.state = State.Unquoted
          break
        case State.Unquoted: {
          let j = i
          let c = 0
          while (j < n) {
            c = chunk.charCodeAt(j)
            if (c === COMMA || c === LF || c === CR) break
            j += 1
          }
          if (j > i) this.field += chunk.slice(i, j)
          if (j === n) {
            i = n
            break
          }
          i = this.afterDelimiter(chunk, j, c)
          break
        }
        case State.Quoted: {
          const j = chunk.indexOf('"', i)
          if (j < 0) {
            this.field += chunk.slice(i)
            i = n
          } else {
            if (j > i) this.field += chunk.slice(i, j)
            this.state = State.QuoteInQuoted
            i = j + 1
          }
          break
        }
        case State.QuoteInQuoted: {
          const c = chunk.charCodeAt(i)
          if (c === QUOTE) {
            this.field += '"'
            this.state = State.Quoted
            i += 1
          } else if (c === COMMA || c === LF || c === CR) {
            i = this.afterDelimiter(chunk, i, c)
          } else {
            // `"abc"def`: not RFC 4180, but spreadsheets keep the text; so do we.
            this.state = State.Unquoted
          }
          break
        }
      }
    }
    const done = this.out
    this.out = []
    return done
  }

  /** Handles the comma or line break at `j`; returns where parsing goes on. */
  private afterDelimiter(chunk: string, j: number, c: number): number {
    if (c === COMMA) {
      this.endField()
      return j + 1
    }
    this.endRecord()
    if (c === CR) {
      if (j + 1 < chunk.length) return chunk.charCodeAt(j + 1) === LF ? j + 2 : j + 1
      this.afterCr = true
    }
    return j + 1
  }

  /** Ends the input: returns the last record when the file does not end with a line break. */
  end(): CsvRecord[] {
    if (this.state === State.Quoted) this.unterminatedQuote = true
    if (this.state !== State.FieldStart || this.field !== '' || this.columns > 0) this.endRecord()
    const done = this.out
    this.out = []
    return done
  }
}

/** Parses a whole CSV text at once. */
export function parseCsv(text: string, maxFields?: number): CsvRecord[] {
  const parser = new CsvParser(maxFields)
  return [...parser.push(text), ...parser.end()]
}
