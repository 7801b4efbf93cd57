/**
 * The rows of an .xlsx workbook's first worksheet, as text cells (what a CSV of the same sheet
 * would hold), in the shape readDelimited gives (row.ts). No maintained XLSX reader keeps this
 * file's guarantees (decision 012), so the package is read here under a budget (zip.ts: entries,
 * bytes inflated, inflation ratio): the parts needed (workbook, relationships, shared strings,
 * the sheet) are inflated one at a time with fflate and streamed through a SAX parser (sax), so
 * the sheet's XML is never held whole, and rows are handed out as the sheet is inflated, so that
 * the caller keeps only what it needs. sax expands only XML's own entities, never ones a DOCTYPE
 * declares, so entity bombs expand to nothing. What sax itself would let grow is bounded here:
 * nesting depth, attributes per element, the text of one cell or shared string, and the number
 * of shared strings. What the workbook makes of its bytes is bounded too (decision 012,
 * "Bounds"): the shared strings, kept for the whole sheet, by their text (counted as it is
 * decoded, so the table never holds more); the rows, whose cells may each name a shared string
 * of 32,767 characters in some 20 bytes of XML, by their text per row and by the same ratio as
 * inflating, so that a small sheet cannot hand out gigabytes of rows.
 */
import sax from 'sax'
import { SharedStringsTooLargeError, XlsxError } from './errors.ts'
import type { TabularRow } from './row.ts'
import {
  InflateBudget,
  inflateEntry,
  readZipDirectory,
  type ZipEntry,
  type ZipLimits,
} from './zip.ts'

export interface XlsxLimits extends ZipLimits {
  /** Cells beyond this column are counted, not kept. */
  maxColumns: number
  /** Characters of one cell or shared string; more makes the file invalid. */
  maxCellChars: number
  /** Entries of the shared-strings part; more makes the file invalid. */
  maxSharedStrings: number
  /**
   * Characters of all shared strings together; more is a SharedStringsTooLargeError. Default:
   * none but the inflation budget's (decoded text is never longer than its XML).
   */
  maxSharedStringsChars?: number
  /** Characters of one row's kept cells together; more makes the file invalid. Default: none. */
  maxRowChars?: number
}

/**
 * Spreadsheet XML nests about 6 deep and its elements carry a handful of attributes; sax keeps
 * every open element on a stack and every attribute of one in an object, so `<a><a><a>…` or one
 * element with a million attributes would grow without end.
 */
const MAX_XML_DEPTH = 64
const MAX_ATTRIBUTES = 64

const local = (name: string) => name.slice(name.indexOf(':') + 1)

/**
 * Streams one part through a SAX parser, yielding after each chunk of its compressed data, so
 * that what the handlers gathered can be handed on. Stopped early (return), it still inflates
 * the rest of the part under the budget and ratio, without parsing it: a file whose tail is a
 * bomb is not taken as readable because its reader stopped before the tail.
 */
async function* parsePart(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: InflateBudget,
  limits: XlsxLimits,
  handlers: {
    open?: (name: string, attributes: Record<string, string>) => void
    close?: (name: string) => void
    text?: (text: string) => void
  },
  progress?: { consumed: number },
): AsyncGenerator<void> {
  const parser = sax.parser(true, { trim: false, normalize: false, position: false })
  const malformed = (why: string) =>
    new XlsxError('invalid', `malformed XML in ${entry.name}: ${why}`)
  parser.onerror = (error) => {
    throw malformed(error.message.split('\n')[0] ?? '')
  }
  let depth = 0
  let attributes = 0
  parser.onattribute = () => {
    attributes += 1
    if (attributes > MAX_ATTRIBUTES) throw malformed(`more than ${MAX_ATTRIBUTES} attributes`)
  }
  parser.onopentag = (tag) => {
    attributes = 0
    depth += 1
    if (depth > MAX_XML_DEPTH) throw malformed(`nested more than ${MAX_XML_DEPTH} deep`)
    if (!handlers.open) return
    const values: Record<string, string> = {}
    for (const [key, value] of Object.entries(tag.attributes)) {
      values[key] = typeof value === 'string' ? value : value.value
    }
    handlers.open(local(tag.name), values)
  }
  parser.onclosetag = (name) => {
    depth -= 1
    handlers.close?.(local(name))
  }
  if (handlers.text) {
    parser.ontext = handlers.text
    parser.oncdata = handlers.text
  }
  const decoder = new TextDecoder('utf-8')
  let parsing = true
  const inflation = inflateEntry(
    bytes,
    entry,
    budget,
    limits,
    (chunk) => {
      if (parsing) parser.write(decoder.decode(chunk, { stream: true }))
    },
    progress,
  )
  let finished = false
  let failed = false
  try {
    while (!(await inflation.next()).done) yield
    parser.write(decoder.decode())
    parser.close()
    finished = true
  } catch (error) {
    failed = true
    throw error
  } finally {
    if (!finished && !failed) {
      parsing = false
      while (!(await inflation.next()).done) continue
    }
  }
}

/** Parses a part to its end: those read before the sheet hand nothing out. */
async function readWhole(steps: AsyncGenerator<void>) {
  for await (const _ of steps) continue
}

/** Column letters of a cell reference (B12 → 1), or null. */
export function columnIndex(ref: string | undefined): number | null {
  const match = ref ? /^([A-Z]{1,3})\d*$/i.exec(ref) : null
  if (!match) return null
  let n = 0
  for (const ch of match[1]!.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64)
  return n - 1
}

/**
 * A number cell as text: what the spreadsheet shows for amounts, without binary noise (a price
 * stored as 19.990000000000002 reads 19.99); other numbers as JavaScript writes them.
 */
export function numberText(raw: string): string {
  const n = Number(raw)
  if (!Number.isFinite(n)) return raw.trim()
  const cents = n * 100
  if (Math.abs(cents - Math.round(cents)) < 1e-6 && Math.abs(n) < 1e15) {
    return String(Math.round(cents) / 100)
  }
  return String(n)
}

function resolveTarget(target: string): string {
  if (target.startsWith('/')) return target.slice(1)
  const parts = ['xl']
  for (const segment of target.split('/')) {
    if (segment === '..') parts.pop()
    else if (segment !== '.' && segment !== '') parts.push(segment)
  }
  return parts.join('/')
}

/**
 * The rows of the first sheet that have a non-empty cell, in order, the header first. Throws
 * XlsxError when the file cannot be read. Stopping early (break) stops parsing; the rest of the
 * sheet is still inflated under the budget and ratio, and a bomb there makes the break throw.
 */
export async function* readXlsx(bytes: Uint8Array, limits: XlsxLimits): AsyncGenerator<TabularRow> {
  const entries = readZipDirectory(bytes, limits)
  const byName = new Map(entries.map((e) => [e.name, e]))
  const budget = new InflateBudget(limits.maxUncompressedBytes)
  const tooLong = (what: string) =>
    new XlsxError('invalid', `${what} holds more than ${limits.maxCellChars} characters`)

  // The first sheet of the workbook, through its relationship; sheet1.xml when unstated.
  let sheetPath = 'xl/worksheets/sheet1.xml'
  const workbook = byName.get('xl/workbook.xml')
  const rels = byName.get('xl/_rels/workbook.xml.rels')
  if (!workbook) throw new XlsxError('invalid', 'no workbook part')
  let firstSheetRel: string | null = null
  await readWhole(
    parsePart(bytes, workbook, budget, limits, {
      open: (name, attributes) => {
        if (name === 'sheet' && firstSheetRel === null) {
          const id = Object.entries(attributes).find(([k]) => local(k) === 'id' && k !== 'sheetId')
          firstSheetRel = id?.[1] ?? null
        }
      },
    }),
  )
  if (rels && firstSheetRel) {
    await readWhole(
      parsePart(bytes, rels, budget, limits, {
        open: (name, attributes) => {
          if (name === 'Relationship' && attributes.Id === firstSheetRel && attributes.Target) {
            sheetPath = resolveTarget(attributes.Target)
          }
        },
      }),
    )
  }
  const sheet = byName.get(sheetPath)
  if (!sheet) throw new XlsxError('invalid', 'no worksheet part')

  // Shared strings: the text of each <si>, its runs joined, phonetic hints (<rPh>) left out.
  const shared: string[] = []
  const sst = byName.get('xl/sharedStrings.xml')
  const maxSharedChars = limits.maxSharedStringsChars ?? Infinity
  if (sst) {
    /** Characters of the strings kept so far. */
    let sharedChars = 0
    let current: string | null = null
    let inText = false
    let phonetic = 0
    await readWhole(
      parsePart(bytes, sst, budget, limits, {
        open: (name) => {
          if (name === 'si') {
            if (shared.length >= limits.maxSharedStrings) {
              throw new XlsxError('invalid', `more than ${limits.maxSharedStrings} shared strings`)
            }
            current = ''
          } else if (name === 'rPh') phonetic += 1
          else if (name === 't') inText = true
        },
        close: (name) => {
          if (name === 'si') {
            shared.push(current ?? '')
            sharedChars += current?.length ?? 0
            current = null
          } else if (name === 'rPh') phonetic -= 1
          else if (name === 't') inText = false
        },
        text: (text) => {
          if (inText && phonetic === 0 && current !== null) {
            current += text
            if (current.length > limits.maxCellChars) throw tooLong('a shared string')
            // Counted before the string is kept: the table never grows past the budget.
            if (sharedChars + current.length > maxSharedChars) {
              throw new SharedStringsTooLargeError(maxSharedChars)
            }
          }
        },
      }),
    )
  }

  const rows: TabularRow[] = []
  const maxRowChars = limits.maxRowChars ?? Infinity
  /**
   * The rows' text may grow as fast as inflating may (maxRatio per compressed byte, past the
   * grace), counted on the sheet's bytes read so far and the shared strings' whole part, the
   * text they are made of: a real sheet's rows hold about what its XML does.
   */
  const sheetRead = { consumed: 0 }
  const sharedBytes = sst?.compressedSize ?? 0
  let sheetChars = 0
  let rowChars = 0
  let rowNumber = 0
  let cells: string[] = []
  let columns = 0
  let nextColumn = 0
  let cell: { column: number; type: string; value: string } | null = null
  let inValue = false
  let inInline = false
  const sheetSteps = parsePart(
    bytes,
    sheet,
    budget,
    limits,
    {
      open: (name, attributes) => {
        if (name === 'row') {
          const r = Number(attributes.r)
          rowNumber = Number.isSafeInteger(r) && r > rowNumber ? r : rowNumber + 1
          cells = []
          columns = 0
          nextColumn = 0
          rowChars = 0
        } else if (name === 'c') {
          const column = columnIndex(attributes.r) ?? nextColumn
          cell = { column, type: attributes.t ?? 'n', value: '' }
          nextColumn = column + 1
          columns = Math.max(columns, nextColumn)
        } else if (name === 'v') inValue = true
        else if (name === 'is') inInline = true
      },
      close: (name) => {
        if (name === 'v') inValue = false
        else if (name === 'is') inInline = false
        else if (name === 'c' && cell) {
          if (cell.column < limits.maxColumns) {
            let value = cell.value
            if (cell.type === 's') value = shared[Number(value)] ?? ''
            else if (cell.type === 'b') value = value === '1' ? 'TRUE' : 'FALSE'
            else if (cell.type === 'n' && value.trim() !== '') value = numberText(value)
            while (cells.length < cell.column) cells.push('')
            cells[cell.column] = value
            rowChars += value.length
            sheetChars += value.length
            if (rowChars > maxRowChars) {
              throw new XlsxError('invalid', `a row holds more than ${maxRowChars} characters`)
            }
            if (
              sheetChars > limits.ratioGraceBytes &&
              sheetChars > limits.maxRatio * (sheetRead.consumed + sharedBytes)
            ) {
              throw new XlsxError(
                'ratio',
                `the rows of ${sheet.name} hold more than ${limits.maxRatio} characters per compressed byte`,
              )
            }
          }
          cell = null
        } else if (name === 'row' && cells.some((c) => c.trim() !== '')) {
          rows.push({ line: rowNumber, cells, raw: cells.join('\t'), columns, unterminated: false })
        }
      },
      text: (text) => {
        // Cells past maxColumns are not kept, so their text is not gathered either.
        if (cell && cell.column < limits.maxColumns && (inValue || inInline)) {
          cell.value += text
          if (cell.value.length > limits.maxCellChars) throw tooLong('a cell')
        }
      },
    },
    sheetRead,
  )
  try {
    while (!(await sheetSteps.next()).done) yield* rows.splice(0)
    yield* rows.splice(0)
  } finally {
    // Stopped early: the sheet's steps inflate the rest of the part (parsePart).
    await sheetSteps.return(undefined)
  }
}
