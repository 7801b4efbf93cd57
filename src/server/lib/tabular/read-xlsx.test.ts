import { randomBytes } from 'node:crypto'
import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { xlsxBomb, xlsxManyEntries, xlsxWorkbook } from '#testing/brand-products.ts'
import { streamedXlsx, withDeclaredSize } from '#testing/catalogs.ts'
import { SharedStringsTooLargeError, XlsxError } from './errors.ts'
import { columnIndex, numberText, readXlsx, type XlsxLimits } from './read-xlsx.ts'
import type { TabularRow } from './row.ts'

const limits: XlsxLimits = {
  maxEntries: 100,
  maxUncompressedBytes: 5 * 1024 * 1024,
  maxRatio: 100,
  ratioGraceBytes: 64 * 1024,
  maxColumns: 10,
  maxCellChars: 1000,
  maxSharedStrings: 1000,
}

/** A package with these parts and a workbook that points at sheet1.xml. */
function workbookWith(sheet: string, sharedStrings?: string) {
  return zipSync({
    'xl/workbook.xml': strToU8(
      '<workbook xmlns:r="r"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<Relationships><Relationship Id="rId1" Target="/xl/worksheets/sheet1.xml"/></Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(sheet),
    ...(sharedStrings ? { 'xl/sharedStrings.xml': strToU8(sharedStrings) } : {}),
  })
}

async function rowsOf(bytes: Uint8Array, overrides: Partial<XlsxLimits> = {}) {
  const rows: TabularRow[] = []
  for await (const row of readXlsx(bytes, { ...limits, ...overrides })) rows.push(row)
  return rows
}

/** 'read', or the reason (and message) the file was refused with. */
const reasonOf = (bytes: Uint8Array, overrides: Partial<XlsxLimits> = {}) =>
  rowsOf(bytes, overrides).then(
    () => 'read',
    (e: unknown) => (e instanceof XlsxError ? `${e.reason}: ${e.message}` : String(e)),
  )

const sheetOf = (rows: string) => `<worksheet><sheetData>${rows}</sheetData></worksheet>`

describe('readXlsx', () => {
  test('reads shared, inline, rich and number cells of the first sheet, gaps as empty cells', async () => {
    const bytes = workbookWith(
      `<worksheet><sheetData>
        <row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="inlineStr"><is><t>in&amp;line</t></is></c></row>
        <row r="3"><c r="A3" t="s"><v>1</v></c><c r="B3"><v>19.990000000000002</v></c><c r="D3" t="b"><v>1</v></c></row>
      </sheetData></worksheet>`,
      `<sst><si><t>plain</t></si><si><r><t>ri</t></r><r><t>ch</t></r><rPh><t>hint</t></rPh></si></sst>`,
    )
    expect(await rowsOf(bytes)).toEqual([
      {
        line: 1,
        cells: ['plain', '', 'in&line'],
        raw: 'plain\t\tin&line',
        columns: 3,
        unterminated: false,
      },
      {
        line: 3,
        cells: ['rich', '19.99', '', 'TRUE'],
        raw: 'rich\t19.99\t\tTRUE',
        columns: 4,
        unterminated: false,
      },
    ])
  })

  test('the first sheet is found through the workbook, whatever its part is called', async () => {
    const rows = await rowsOf(
      xlsxWorkbook(
        [
          ['name', 'sku'],
          ['Lamp', 12],
        ],
        'products.xml',
      ),
    )
    expect(rows.map((r) => r.cells)).toEqual([
      ['name', 'sku'],
      ['Lamp', '12'],
    ])
  })

  test('cells beyond maxColumns are dropped but counted; empty rows are skipped', async () => {
    const rows = await rowsOf(
      workbookWith(
        sheetOf(
          '<row r="1"><c r="A1"><v>1</v></c><c r="XFD1"><v>2</v></c></row><row r="2"><c r="A2" t="inlineStr"><is><t> </t></is></c></row>',
        ),
      ),
    )
    expect(rows).toEqual([{ line: 1, cells: ['1'], raw: '1', columns: 16384, unterminated: false }])
  })

  test('entities a DOCTYPE declares are not expanded (no billion laughs)', async () => {
    const sheet = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
      <worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&b;</t></is></c></row></sheetData></worksheet>`
    expect(await reasonOf(workbookWith(sheet))).toMatch(/^invalid: malformed XML/)
  })

  test('bombs and floods are refused with their reason', async () => {
    const reason = async (bytes: Uint8Array, overrides: Partial<XlsxLimits> = {}) =>
      (await reasonOf(bytes, overrides)).split(':')[0]
    expect(await reason(xlsxBomb(8))).toBe('too-large')
    // Declared small: stopped by the ratio once past the grace, long before the budget.
    expect(await reason(xlsxBomb(8, { lie: true }))).toBe('ratio')
    expect(await reason(xlsxBomb(8, { lie: true }), { maxRatio: 2000 })).toBe('too-large')
    expect(await reason(xlsxManyEntries(200))).toBe('too-many-entries')
    expect(await reason(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]))).toBe('invalid')
  })
})

describe('what sax would let grow is bounded', () => {
  test('nesting deeper than 64 and more than 64 attributes on one element are invalid', async () => {
    expect(await reasonOf(workbookWith(`<worksheet>${'<a>'.repeat(65)}`))).toMatch(
      /^invalid: .*nested more than 64 deep/,
    )
    expect(
      await reasonOf(
        workbookWith(`<worksheet>${'<a>'.repeat(60)}${'</a>'.repeat(60)}</worksheet>`),
      ),
    ).toBe('read')
    const attributes = Array.from({ length: 65 }, (_, i) => `a${i}="1"`).join(' ')
    expect(await reasonOf(workbookWith(sheetOf(`<row ${attributes}/>`)))).toMatch(
      /^invalid: .*more than 64 attributes/,
    )
  })

  test('a cell, a shared string or the number of shared strings over its limit is invalid', async () => {
    const inline = (text: string) =>
      sheetOf(`<row r="1"><c r="A1" t="inlineStr"><is><t>${text}</t></is></c></row>`)
    expect(await reasonOf(workbookWith(inline('x'.repeat(1000))))).toBe('read')
    expect(await reasonOf(workbookWith(inline('x'.repeat(1001))))).toMatch(
      /^invalid: a cell holds more than 1000 characters/,
    )
    // Past maxColumns, a cell's text is not gathered, so it cannot be too long.
    expect(
      await reasonOf(
        workbookWith(sheetOf(`<row r="1"><c r="Z1"><v>${'9'.repeat(5000)}</v></c></row>`)),
      ),
    ).toBe('read')
    const sheet = sheetOf('<row r="1"><c r="A1" t="s"><v>0</v></c></row>')
    expect(
      await reasonOf(workbookWith(sheet, `<sst><si><t>${'y'.repeat(1001)}</t></si></sst>`)),
    ).toMatch(/^invalid: a shared string holds more than 1000 characters/)
    expect(
      await reasonOf(workbookWith(sheet, `<sst>${'<si><t>s</t></si>'.repeat(11)}</sst>`), {
        maxSharedStrings: 10,
      }),
    ).toMatch(/^invalid: more than 10 shared strings/)
  })
})

describe('what a workbook makes of its bytes is bounded', () => {
  const hex = (chars: number) => randomBytes(chars / 2).toString('hex')
  const sheet = sheetOf('<row r="1"><c r="A1" t="s"><v>0</v></c></row>')

  test('shared strings over maxSharedStringsChars are refused as they are decoded, not after', async () => {
    const strings = (n: number) => Array.from({ length: n }, () => `<si><t>${hex(1000)}</t></si>`)
    const bounds = { maxSharedStrings: 100_000, maxSharedStringsChars: 50_000 }
    // Exactly the budget: read.
    expect(await reasonOf(workbookWith(sheet, `<sst>${strings(50).join('')}</sst>`), bounds)).toBe(
      'read',
    )
    // One string more, then XML that is malformed: the reader stops in the string that goes
    // over, before it reaches the rest (read whole, the table would be refused as malformed).
    const over = workbookWith(sheet, `<sst>${strings(51).join('')}<broken>${strings(500).join('')}`)
    await expect(rowsOf(over, bounds)).rejects.toBeInstanceOf(SharedStringsTooLargeError)
    expect(await reasonOf(over, bounds)).toBe(
      'too-large: the shared strings hold more than 50000 characters',
    )
    // Without the budget, the same file is read to its malformed end.
    expect(await reasonOf(over, { maxSharedStrings: 100_000 })).toMatch(/^invalid: malformed XML/)
  })

  test('rows naming a long shared string again and again are refused by the inflation ratio', async () => {
    // One shared string of 1,000 characters; 2,000 rows of 9 cells naming it and one of random
    // text (so that the XML itself inflates like a real sheet's): 18 million characters of rows
    // from 40 KB of compressed sheet.
    const rows = Array.from(
      { length: 2000 },
      () =>
        `<row>${'<c t="s"><v>0</v></c>'.repeat(9)}<c t="inlineStr"><is><t>${hex(16)}</t></is></c></row>`,
    )
    const named = workbookWith(sheetOf(rows.join('')), `<sst><si><t>${hex(1000)}</t></si></sst>`)
    expect(await reasonOf(named)).toBe(
      'ratio: the rows of xl/worksheets/sheet1.xml hold more than 100 characters per compressed byte',
    )
    // A few rows naming it are a spreadsheet's ordinary sharing.
    const few = workbookWith(
      sheetOf(rows.slice(0, 5).join('')),
      `<sst><si><t>${hex(1000)}</t></si></sst>`,
    )
    expect(await rowsOf(few)).toHaveLength(5)
  })

  test('a row over maxRowChars is invalid', async () => {
    const row = sheetOf(
      `<row r="1"><c r="A1" t="inlineStr"><is><t>${'a'.repeat(800)}</t></is></c><c r="B1" t="inlineStr"><is><t>${'b'.repeat(800)}</t></is></c></row>`,
    )
    expect(await reasonOf(workbookWith(row), { maxRowChars: 1600 })).toBe('read')
    expect(await reasonOf(workbookWith(row), { maxRowChars: 1599 })).toBe(
      'invalid: a row holds more than 1599 characters',
    )
  })
})

describe('stopping early', () => {
  test('the rest of the sheet is not parsed, past the compressed chunk being read', async () => {
    // 2,000 rows of random text (about 40 KB compressed), then malformed XML: reaching it throws.
    const rows = Array.from(
      { length: 2000 },
      (_, i) =>
        `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>${randomBytes(16).toString('hex')}</t></is></c></row>`,
    )
    const bytes = workbookWith(`<worksheet><sheetData>${rows.join('')}<broken></sheetData>`)
    expect(await reasonOf(bytes)).toMatch(/^invalid: malformed XML/)
    const seen: number[] = []
    for await (const row of readXlsx(bytes, limits)) {
      seen.push(row.line)
      if (seen.length === 3) break
    }
    expect(seen).toEqual([1, 2, 3])
  })

  test('the rest of the sheet is still inflated under the budget: a bomb after the rows is refused', async () => {
    // A real row, then 8 MB of spaces, the directory declaring 1 KB: the row is handed out
    // before the budget is spent, and the reader is stopped there.
    const bomb = withDeclaredSize(
      streamedXlsx({
        'xl/worksheets/sheet1.xml': {
          head: '<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></c></row>',
          body: ' ',
          bytes: 8 * 1024 * 1024,
          tail: '</sheetData></worksheet>',
        },
      }),
      1024,
    )
    const tolerant = { ...limits, ratioGraceBytes: limits.maxUncompressedBytes }
    const seen: number[] = []
    const stop = async () => {
      for await (const row of readXlsx(bomb, tolerant)) {
        seen.push(row.line)
        break
      }
    }
    await expect(stop()).rejects.toMatchObject({ reason: 'too-large' })
    expect(seen).toEqual([1])
  })
})

test('columnIndex and numberText', () => {
  expect(['A1', 'Z9', 'AA10', 'XFD1', 'a2', '1A', undefined].map(columnIndex)).toEqual([
    0,
    25,
    26,
    16383,
    0,
    null,
    null,
  ])
  expect(['12', '0.30000000000000004', '3.14159', '1e21', 'x'].map(numberText)).toEqual([
    '12',
    '0.3',
    '3.14159',
    '1e+21',
    'x',
  ])
})
