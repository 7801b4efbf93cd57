/**
 * The rows of an .xlsx workbook's first worksheet, as text cells (what a CSV of the same sheet
 * would hold). The package is read under a budget (zip.ts: entries, bytes inflated, inflation
 * ratio): the parts needed (workbook, relationships, shared strings, the sheet) are inflated one
 * at a time and streamed through a SAX parser (sax), so the sheet's XML is never held whole, and
 * rows are handed to the caller one by one (readXlsxRows), so that it keeps only what it needs.
 * sax expands only XML's own entities, never ones a DOCTYPE declares, so entity bombs expand to
 * nothing. What sax itself would let grow is bounded here: nesting depth, attributes per element,
 * the text of one cell or shared string, and the number of shared strings.
 */
import sax from 'sax'
import {
  InflateBudget,
  ZipError,
  inflateEntry,
  readZipDirectory,
  type ZipEntry,
  type ZipLimits,
} from './zip.ts'

export { ZipError } from './zip.ts'

export interface XlsxLimits extends ZipLimits {
  /** Cells beyond this column are counted, not kept. */
  maxColumns: number
  /** Data rows kept (the header not counted); `truncated` says when there were more. */
  maxRows: number
  /** Characters of one cell or shared string; more makes the file invalid. */
  maxCellChars: number
  /** Entries of the shared-strings part; more makes the file invalid. */
  maxSharedStrings: number
}

export interface XlsxRow {
  /** The row number as the spreadsheet shows it. */
  row: number
  cells: string[]
}

export interface XlsxSheet {
  rows: XlsxRow[]
  truncated: boolean
}

/**
 * Spreadsheet XML nests about 6 deep and its elements carry a handful of attributes; sax keeps
 * every open element on a stack and every attribute of one in an object, so `<a><a><a>…` or one
 * element with a million attributes would grow without end.
 */
const MAX_XML_DEPTH = 64
const MAX_ATTRIBUTES = 64

const local = (name: string) => name.slice(name.indexOf(':') + 1)

/** Thrown by a handler to stop parsing a part: not an error. */
class StopReading {}

/** Streams one part through a SAX parser. */
async function parsePart(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: InflateBudget,
  limits: XlsxLimits,
  handlers: {
    open?: (name: string, attributes: Record<string, string>) => void
    close?: (name: string) => void
    text?: (text: string) => void
  },
): Promise<void> {
  const parser = sax.parser(true, { trim: false, normalize: false, position: false })
  const malformed = (why: string) =>
    new ZipError('invalid', `malformed XML in ${entry.name}: ${why}`)
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
  // After a StopReading the rest of the part is still inflated, not parsed: the budget and the
  // ratio are checked to its end, so a file whose tail is a bomb is not taken as readable.
  let stopped = false
  const write = (text: string) => {
    if (stopped) return
    try {
      parser.write(text)
    } catch (error) {
      if (!(error instanceof StopReading)) throw error
      stopped = true
    }
  }
  await inflateEntry(bytes, entry, budget, limits, (chunk) => {
    write(decoder.decode(chunk, { stream: true }))
  })
  write(decoder.decode())
  if (!stopped) parser.close()
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
 * Reads the first sheet, handing each row with a non-empty cell to `onRow` in order: the header,
 * then at most maxRows data rows. Returns truncated when there were more (parsing stops there);
 * `onRow` returning false stops parsing too. The rest of the sheet is still inflated under the
 * budget and ratio. Throws ZipError when the file cannot be read.
 */
export async function readXlsxRows(
  bytes: Uint8Array,
  limits: XlsxLimits,
  onRow: (row: XlsxRow) => boolean | void,
): Promise<{ truncated: boolean }> {
  const entries = readZipDirectory(bytes, limits)
  const byName = new Map(entries.map((e) => [e.name, e]))
  const budget = new InflateBudget(limits.maxUncompressedBytes)
  const tooLong = (what: string) =>
    new ZipError('invalid', `${what} holds more than ${limits.maxCellChars} characters`)

  // The first sheet of the workbook, through its relationship; sheet1.xml when unstated.
  let sheetPath = 'xl/worksheets/sheet1.xml'
  const workbook = byName.get('xl/workbook.xml')
  const rels = byName.get('xl/_rels/workbook.xml.rels')
  if (!workbook) throw new ZipError('invalid', 'no workbook part')
  let firstSheetRel: string | null = null
  await parsePart(bytes, workbook, budget, limits, {
    open: (name, attributes) => {
      if (name === 'sheet' && firstSheetRel === null) {
        const id = Object.entries(attributes).find(([k]) => local(k) === 'id' && k !== 'sheetId')
        firstSheetRel = id?.[1] ?? null
      }
    },
  })
  if (rels && firstSheetRel) {
    await parsePart(bytes, rels, budget, limits, {
      open: (name, attributes) => {
        if (name === 'Relationship' && attributes.Id === firstSheetRel && attributes.Target) {
          sheetPath = resolveTarget(attributes.Target)
        }
      },
    })
  }
  const sheet = byName.get(sheetPath)
  if (!sheet) throw new ZipError('invalid', 'no worksheet part')

  // Shared strings: the text of each <si>, its runs joined, phonetic hints (<rPh>) left out.
  const shared: string[] = []
  const sst = byName.get('xl/sharedStrings.xml')
  if (sst) {
    let current: string | null = null
    let inText = false
    let phonetic = 0
    await parsePart(bytes, sst, budget, limits, {
      open: (name) => {
        if (name === 'si') {
          if (shared.length >= limits.maxSharedStrings) {
            throw new ZipError('invalid', `more than ${limits.maxSharedStrings} shared strings`)
          }
          current = ''
        } else if (name === 'rPh') phonetic += 1
        else if (name === 't') inText = true
      },
      close: (name) => {
        if (name === 'si') {
          shared.push(current ?? '')
          current = null
        } else if (name === 'rPh') phonetic -= 1
        else if (name === 't') inText = false
      },
      text: (text) => {
        if (inText && phonetic === 0 && current !== null) {
          current += text
          if (current.length > limits.maxCellChars) throw tooLong('a shared string')
        }
      },
    })
  }

  let delivered = 0
  let truncated = false
  let rowNumber = 0
  let cells: string[] = []
  let nextColumn = 0
  let cell: { column: number; type: string; value: string } | null = null
  let inValue = false
  let inInline = false
  await parsePart(bytes, sheet, budget, limits, {
    open: (name, attributes) => {
      if (name === 'row') {
        const r = Number(attributes.r)
        rowNumber = Number.isSafeInteger(r) && r > rowNumber ? r : rowNumber + 1
        cells = []
        nextColumn = 0
      } else if (name === 'c') {
        const column = columnIndex(attributes.r) ?? nextColumn
        cell = { column, type: attributes.t ?? 'n', value: '' }
        nextColumn = column + 1
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
        }
        cell = null
      } else if (name === 'row' && cells.some((c) => c.trim() !== '')) {
        // The header plus maxRows data rows are delivered.
        if (delivered > limits.maxRows) {
          truncated = true
          throw new StopReading()
        }
        delivered += 1
        if (onRow({ row: rowNumber, cells }) === false) throw new StopReading()
      }
    },
    text: (text) => {
      // Cells past maxColumns are not kept, so their text is not gathered either.
      if (cell && cell.column < limits.maxColumns && (inValue || inInline)) {
        cell.value += text
        if (cell.value.length > limits.maxCellChars) throw tooLong('a cell')
      }
    },
  })
  return { truncated }
}

/** Every row of the first sheet (readXlsxRows), kept. */
export async function readXlsx(bytes: Uint8Array, limits: XlsxLimits): Promise<XlsxSheet> {
  const rows: XlsxRow[] = []
  const { truncated } = await readXlsxRows(bytes, limits, (row) => {
    rows.push(row)
  })
  return { rows, truncated }
}
