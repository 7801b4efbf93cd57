import { strToU8, zipSync } from 'fflate'
import { describe, expect, test } from 'vitest'
import { xlsxBomb, xlsxManyEntries, xlsxWorkbook } from '#testing/brand-products.ts'
import { ZipError, columnIndex, numberText, readXlsx } from './read-xlsx.ts'

const limits = {
  maxEntries: 100,
  maxUncompressedBytes: 5 * 1024 * 1024,
  maxColumns: 10,
  maxRows: 100,
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
    expect(await reason(readXlsx(xlsxBomb(8, { lie: true }), limits))).toBe('too-large')
    expect(await reason(readXlsx(xlsxManyEntries(200), limits))).toBe('too-many-entries')
    expect(await reason(readXlsx(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]), limits))).toBe('invalid')
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
