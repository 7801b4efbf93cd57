import { parse } from 'csv-parse/sync'
import { describe, expect, test } from 'vitest'
import { csvCell, csvLine } from './write.ts'

describe('csvCell', () => {
  test('plain text and numbers as they are', () => {
    expect(csvCell('Acme')).toBe('Acme')
    expect(csvCell(12.5)).toBe('12.5')
    expect(csvCell(-3)).toBe('-3')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell(true)).toBe('true')
    expect(csvCell(['Beauty', 'Home'])).toBe('Beauty;Home')
    expect(csvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z')
  })

  test('quotes, commas and line breaks are quoted, quotes doubled', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"')
    expect(csvCell(' padded ')).toBe('" padded "')
  })

  test('cells a spreadsheet would evaluate are prefixed with an apostrophe', () => {
    expect(csvCell('=1+1')).toBe("'=1+1")
    expect(csvCell('+A1')).toBe("'+A1")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)")
    expect(csvCell('\t=cmd')).toBe("'\t=cmd")
    expect(csvCell('\r=cmd')).toBe('"\'\r=cmd"')
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"')
    expect(csvCell(['=evil', 'ok'])).toBe("'=evil;ok")
  })

  test('a line parses back to the same (defused) cells', () => {
    const values = ['=1+1', 'a,b', 'x"y', 'multi\nline', 7, null]
    const line = csvLine(values)
    expect(line.endsWith('\r\n')).toBe(true)
    expect(parse(line)).toEqual([["'=1+1", 'a,b', 'x"y', 'multi\nline', '7', '']])
  })
})
