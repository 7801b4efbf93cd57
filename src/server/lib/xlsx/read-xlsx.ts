/**
 * The rows of an .xlsx workbook's first worksheet, as text cells (what a CSV of the same sheet
 * would hold). The package is read under a budget (zip.ts): the parts needed (workbook,
 * relationships, shared strings, the sheet) are inflated one at a time and streamed through a
 * SAX parser (sax), so the sheet's XML is never held whole. sax expands only XML's own entities,
 * never ones a DOCTYPE declares, so entity bombs expand to nothing.
 */
import sax from 'sax'
import { InflateBudget, ZipError, inflateEntry, readZipDirectory, type ZipEntry } from './zip.ts'

export { ZipError } from './zip.ts'

export interface XlsxLimits {
  maxEntries: number
  maxUncompressedBytes: number
  /** Cells beyond this column are counted, not kept. */
  maxColumns: number
  /** Data rows kept (the header not counted); `truncated` says when there were more. */
  maxRows: number
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

const local = (name: string) => name.slice(name.indexOf(':') + 1)

/** Streams one part through a SAX parser. */
async function parsePart(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: InflateBudget,
  handlers: {
    open?: (name: string, attributes: Record<string, string>) => void
    close?: (name: string) => void
    text?: (text: string) => void
  },
): Promise<void> {
  const parser = sax.parser(true, { trim: false, normalize: false, position: false })
  parser.onerror = (error) => {
    throw new ZipError('invalid', `malformed XML in ${entry.name}: ${error.message.split('\n')[0]}`)
  }
  parser.onopentag = (tag) => {
    if (!handlers.open) return
    const attributes: Record<string, string> = {}
    for (const [key, value] of Object.entries(tag.attributes)) {
      attributes[key] = typeof value === 'string' ? value : value.value
    }
    handlers.open(local(tag.name), attributes)
  }
  if (handlers.close) parser.onclosetag = (name) => handlers.close!(local(name))
  if (handlers.text) {
    parser.ontext = handlers.text
    parser.oncdata = handlers.text
  }
  const decoder = new TextDecoder('utf-8')
  await inflateEntry(bytes, entry, budget, (chunk) => {
    parser.write(decoder.decode(chunk, { stream: true }))
  })
  parser.write(decoder.decode())
  parser.close()
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

export async function readXlsx(bytes: Uint8Array, limits: XlsxLimits): Promise<XlsxSheet> {
  const entries = readZipDirectory(bytes, limits)
  const byName = new Map(entries.map((e) => [e.name, e]))
  const budget = new InflateBudget(limits.maxUncompressedBytes)

  // The first sheet of the workbook, through its relationship; sheet1.xml when unstated.
  let sheetPath = 'xl/worksheets/sheet1.xml'
  const workbook = byName.get('xl/workbook.xml')
  const rels = byName.get('xl/_rels/workbook.xml.rels')
  if (!workbook) throw new ZipError('invalid', 'no workbook part')
  let firstSheetRel: string | null = null
  await parsePart(bytes, workbook, budget, {
    open: (name, attributes) => {
      if (name === 'sheet' && firstSheetRel === null) {
        const id = Object.entries(attributes).find(([k]) => local(k) === 'id' && k !== 'sheetId')
        firstSheetRel = id?.[1] ?? null
      }
    },
  })
  if (rels && firstSheetRel) {
    await parsePart(bytes, rels, budget, {
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
    await parsePart(bytes, sst, budget, {
      open: (name) => {
        if (name === 'si') current = ''
        else if (name === 'rPh') phonetic += 1
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
        if (inText && phonetic === 0 && current !== null) current += text
      },
    })
  }

  const rows: XlsxRow[] = []
  let truncated = false
  let rowNumber = 0
  let cells: string[] = []
  let nextColumn = 0
  let cell: { column: number; type: string; value: string } | null = null
  let inValue = false
  let inInline = false
  let done = false
  await parsePart(bytes, sheet, budget, {
    open: (name, attributes) => {
      if (done) return
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
      if (done) return
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
      } else if (name === 'row') {
        if (cells.some((c) => c.trim() !== '')) {
          // The header plus maxRows data rows are kept.
          if (rows.length > limits.maxRows) {
            truncated = true
            done = true
          } else rows.push({ row: rowNumber, cells })
        }
      }
    },
    text: (text) => {
      if (cell && (inValue || inInline)) cell.value += text
    },
  })
  return { rows, truncated }
}
