import { describe, expect, test } from 'vitest'
import { csvCell, toCsv } from './csv.ts'

describe('csvCell', () => {
  test('plain values pass unchanged', () => {
    expect(csvCell('Northwind Goods')).toBe('Northwind Goods')
    expect(csvCell(42)).toBe('42')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
  })

  test('commas, quotes and line breaks are quoted', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell(' padded ')).toBe('" padded "')
  })

  test.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'])(
    'a cell starting a formula (%j) is neutralised with an apostrophe',
    (value) => {
      const cell = csvCell(value)
      expect(cell.replace(/^"/, '').startsWith("'")).toBe(true)
    },
  )

  test('a formula with a comma is both neutralised and quoted', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"')
  })

  test('numbers are not treated as formulas', () => {
    expect(csvCell(-5)).toBe('-5')
  })
})

test('toCsv writes a BOM, a header and CRLF rows', () => {
  expect(toCsv(['a', 'b'], [['1', 'x,y']])).toBe('\uFEFFa,b\r\n1,"x,y"\r\n')
})
