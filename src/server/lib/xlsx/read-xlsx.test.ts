import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { xlsxBomb, xlsxManyEntries, xlsxWorkbook } from '#testing/brand-products.ts'
import { ZipError, columnIndex, numberText, readXlsx, readXlsxRows } from './read-xlsx.ts'

const limits = {
  maxEntries: 100,
  maxUncompressedBytes: 5 * 1024 * 1024,
  maxRatio: 100,
  ratioGraceBytes: 64 * 1024,
  maxColumns: 10,
  maxRows: 100,
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

describe('readXlsx', () => {
  test('reads shared, inline, rich and number cells of the first sheet, gaps as empty cells', async () => {
    const bytes = workbookWith(
      `<worksheet><sheetData>
        <row r="1"><c r="A1" t="s"><v>0</v></c><c r="C1" t="inlineStr"><is><t>in&amp;line</t></is></c></row>
        <row r="3"><c r="A3" t="s"><v>1</v></c><c r="B3"><v>19.990000000000002</v></c><c r="D3" t="b"><v>1</v></c></row>
      </sheetData></worksheet>`,
      `<sst><si><t>plain</t></si><si><r><t>ri</t></r><r><t>ch</t></r><rPh><t>hint</t></rPh></si></sst>`,
    )
    const sheet = await readXlsx(bytes, limits)
    expect(sheet).toEqual({
      truncated: false,
      rows: [
        { row: 1, cells: ['plain', '', 'in&line'] },
        { row: 3, cells: ['rich', '19.99', '', 'TRUE'] },
      ],
    })
  })

  test('cells beyond maxColumns are dropped; rows beyond maxRows are counted as truncated', async () => {
    const wide = await readXlsx(
      workbookWith(
        '<worksheet><sheetData><row r="1"><c r="A1"><v>1</v></c><c r="XFD1"><v>2</v></c></row></sheetData></worksheet>',
      ),
      limits,
    )
    expect(wide.rows).toEqual([{ row: 1, cells: ['1'] }])
    const many = await readXlsx(xlsxWorkbook(Array.from({ length: 10 }, (_, i) => [`r${i}`])), {
      ...limits,
      maxRows: 3,
    })
    expect(many.rows).toHaveLength(4)
    expect(many.truncated).toBe(true)
  })

  test('entities a DOCTYPE declares are not expanded (no billion laughs)', async () => {
    const sheet = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
      <worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&b;</t></is></c></row></sheetData></worksheet>`
    await expect(readXlsx(workbookWith(sheet), limits)).rejects.toBeInstanceOf(ZipError)
  })

  test('bombs and floods are refused with their reason', async () => {
    const reason = (p: Promise<unknown>) =>
      p.then(
        () => 'read',
        (e: unknown) => (e instanceof ZipError ? e.reason : String(e)),
      )
    expect(await reason(readXlsx(xlsxBomb(8), limits))).toBe('too-large')
    // Declared small: stopped by the ratio once past the grace, long before the budget.
    expect(await reason(readXlsx(xlsxBomb(8, { lie: true }), limits))).toBe('ratio')
    expect(await reason(readXlsx(xlsxBomb(8, { lie: true }), { ...limits, maxRatio: 2000 }))).toBe(
      'too-large',
    )
    expect(await reason(readXlsx(xlsxManyEntries(200), limits))).toBe('too-many-entries')
    expect(await reason(readXlsx(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]), limits))).toBe('invalid')
  })
})

describe('what sax would let grow is bounded', () => {
  const reasonOf = (bytes: Uint8Array, overrides: Partial<typeof limits> = {}) =>
    readXlsx(bytes, { ...limits, ...overrides }).then(
      () => 'read',
      (e: unknown) => (e instanceof ZipError ? `${e.reason}: ${e.message}` : String(e)),
    )
  const sheetOf = (rows: string) => `<worksheet><sheetData>${rows}</sheetData></worksheet>`

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

  test('reading stops at maxRows and when the row handler says so: the rest is never parsed', async () => {
    // Malformed XML after the rows read: reaching it would throw.
    const bytes = workbookWith(
      `<worksheet><sheetData>${Array.from({ length: 5 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c></row>`).join('')}<broken></sheetData>`,
    )
    expect(await reasonOf(bytes)).toMatch(/^invalid: malformed XML/)
    const seen: number[] = []
    expect(
      await readXlsxRows(bytes, { ...limits, maxRows: 2 }, (r) => void seen.push(r.row)),
    ).toEqual({
      truncated: true,
    })
    expect(seen).toEqual([1, 2, 3])
    seen.length = 0
    expect(await readXlsxRows(bytes, limits, (r) => seen.push(r.row) < 2)).toEqual({
      truncated: false,
    })
    expect(seen).toEqual([1, 2])
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
