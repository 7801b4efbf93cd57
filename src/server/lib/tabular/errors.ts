/**
 * Why a tabular file cannot be read. Callers map these classes to their own messages; the
 * messages here are for logs.
 */

export class TabularError extends Error {
  constructor(message: string) {
    super(message)
    this.name = new.target.name
  }
}

/** The bytes are not text in the encoding asked for (UTF-8, or UTF-8 / windows-1252). */
export class NotTextError extends TabularError {
  constructor(readonly offset: number) {
    super(`not UTF-8 text (byte ${offset})`)
  }
}

/** A NUL byte: a binary file (or UTF-16 text), not a delimited text file. */
export class BinaryFileError extends TabularError {
  constructor(readonly offset: number) {
    super(`a NUL byte at ${offset}: a binary file`)
  }
}

/** A record longer than maxRecordBytes (often an unterminated quote swallowing the file). */
export class RecordTooLargeError extends TabularError {
  constructor(
    readonly line: number,
    readonly maxBytes: number,
  ) {
    super(`record ${line} is longer than ${maxBytes} bytes`)
  }
}

/** A kept cell longer than maxFieldChars. */
export class FieldTooLongError extends TabularError {
  constructor(
    readonly line: number,
    readonly maxChars: number,
  ) {
    super(`a cell of record ${line} holds more than ${maxChars} characters`)
  }
}

/**
 * More than maxBlankLines blank lines in a row (lines with no characters, or only spaces):
 * padding, not a table. `line` is the first blank line of the run.
 */
export class TooManyBlankLinesError extends TabularError {
  constructor(
    readonly line: number,
    readonly maxBlankLines: number,
  ) {
    super(`more than ${maxBlankLines} blank lines in a row from line ${line}`)
  }
}

export type XlsxErrorReason = 'too-large' | 'ratio' | 'too-many-entries' | 'invalid'

/**
 * An .xlsx package that cannot be read: over the inflation budget or its shared strings over
 * their text budget ('too-large'), inflating faster than a spreadsheet does, its rows' text
 * included ('ratio'), too many parts, or anything else ('invalid': corrupt, malformed or too deep
 * XML, a cell, a row or a shared string over its limit, too many strings).
 */
export class XlsxError extends TabularError {
  constructor(
    readonly reason: XlsxErrorReason,
    message: string,
  ) {
    super(message)
  }
}

/**
 * The workbook's shared strings hold more text than maxSharedStringsChars: a 'too-large' package
 * whose callers may say so in their own words (a bomb of text, or a workbook to save as CSV).
 */
export class SharedStringsTooLargeError extends XlsxError {
  constructor(readonly maxChars: number) {
    super('too-large', `the shared strings hold more than ${maxChars} characters`)
  }
}
