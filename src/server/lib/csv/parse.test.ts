import { describe, expect, test } from 'vitest'
import { CsvParser, parseCsv } from './parse.ts'

const fields = (text: string) => parseCsv(text).map((r) => r.fields)

/** Feeds `text` one chunk of `size` characters at a time. */
function chunked(text: string, size: number) {
  const parser = new CsvParser()
  const records = []
  for (let i = 0; i < text.length; i += size) records.push(...parser.push(text.slice(i, i + size)))
  records.push(...parser.end())
  return { records: records.map((r) => r.fields), unterminated: parser.unterminatedQuote }
}

describe('CsvParser', () => {
  test('plain records, LF and CRLF, with or without a final line break', () => {
    expect(fields('a,b\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
    expect(fields('a,b\r\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
    expect(fields('a,b\r1,2\r')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
  })

  test('quoted fields hold commas, doubled quotes and line breaks', () => {
    expect(fields('name,desc\n"Acme, Inc.","He said ""hi""\r\nline two"\n')).toEqual([
      ['name', 'desc'],
      ['Acme, Inc.', 'He said "hi"\r\nline two'],
    ])
  })

  test('empty fields and empty lines', () => {
    expect(fields('a,,c\n\n,\n')).toEqual([['a', '', 'c'], [''], ['', '']])
    expect(fields('"",x')).toEqual([['', 'x']])
  })

  test('a byte-order mark is dropped, only at the start', () => {
    expect(fields('\uFEFFname,email\nx,\uFEFFy\n')).toEqual([
      ['name', 'email'],
      ['x', '\uFEFFy'],
    ])
  })

  test('the same records whatever the chunk boundaries (CRLF and quotes split)', () => {
    const text = '\uFEFFname,note\r\n"a ""b""","x\r\ny"\r\nplain,"q,r"\r\nlast,row'
    const whole = chunked(text, text.length).records
    expect(whole).toEqual([
      ['name', 'note'],
      ['a "b"', 'x\r\ny'],
      ['plain', 'q,r'],
      ['last', 'row'],
    ])
    for (const size of [1, 2, 3, 5, 7]) expect(chunked(text, size).records).toEqual(whole)
  })

  test('a stray quote inside an unquoted field is kept as text', () => {
    expect(fields('5" screen,x\n"ab"cd,y\n')).toEqual([
      ['5" screen', 'x'],
      ['abcd', 'y'],
    ])
  })

  test('a quoted field open at the end of the file is reported', () => {
    const result = chunked('a,b\n1,"open\n', 4)
    expect(result.unterminated).toBe(true)
    expect(result.records[1]).toEqual(['1', 'open\n'])
    expect(chunked('a,"b"\n', 2).unterminated).toBe(false)
  })

  test('a record keeps at most maxFields fields but counts them all', () => {
    const [record] = parseCsv(`${'x,'.repeat(9999)}x\n`, 5)
    expect(record!.fields).toHaveLength(5)
    expect(record!.columns).toBe(10000)
  })

  test('formula-looking cells come out exactly as written', () => {
    expect(fields('=1+1,+A1,-2,@SUM(A1),"\t=cmd"\n')).toEqual([
      ['=1+1', '+A1', '-2', '@SUM(A1)', '\t=cmd'],
    ])
  })
})
