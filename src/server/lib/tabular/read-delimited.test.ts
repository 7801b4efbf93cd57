import { describe, expect, test } from 'vitest'
import { setImmediate } from 'node:timers/promises'
import {
  BinaryFileError,
  FieldTooLongError,
  NotTextError,
  RecordTooLargeError,
  TooManyBlankLinesError,
} from './errors.ts'
import { readDelimited, type DelimitedOptions } from './read-delimited.ts'
import type { TabularRow } from './row.ts'

const encoder = new TextEncoder()
const bytesOf = (text: string | Uint8Array) =>
  typeof text === 'string' ? encoder.encode(text) : text

/** The file in chunks of `size` bytes; `pulled()` says how many bytes were asked for. */
function source(text: string | Uint8Array, size = 1 << 30) {
  const bytes = bytesOf(text)
  let pulled = 0
  async function* chunks() {
    for (let at = 0; at < bytes.length; at += size) {
      pulled = Math.min(at + size, bytes.length)
      yield bytes.subarray(at, at + size)
    }
  }
  return { chunks: chunks(), pulled: () => pulled }
}

async function read(text: string | Uint8Array, options: DelimitedOptions = {}, size?: number) {
  const rows: TabularRow[] = []
  for await (const row of readDelimited(source(text, size).chunks, options)) rows.push(row)
  return rows
}

const cells = async (text: string | Uint8Array, options?: DelimitedOptions, size?: number) =>
  (await read(text, options, size)).map((r) => r.cells)

describe('records', () => {
  test('plain records, LF, CRLF and lone CR in any mix, with or without a final line break', async () => {
    expect(await cells('a,b\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
    expect(await cells('a,b\r\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
    expect(await cells('a,b\r1,2\r')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
    // csv-parse alone takes the first line end it meets as the only one.
    expect(await cells('a,b\r\n1,2\n3,4\r5,6')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ])
  })

  test('quoted fields hold commas, doubled quotes and line breaks; raw is the text as written', async () => {
    const rows = await read('name,desc\n"Acme, Inc.","He said ""hi""\r\nline two"\n')
    expect(rows[1]).toEqual({
      line: 2,
      cells: ['Acme, Inc.', 'He said "hi"\r\nline two'],
      raw: '"Acme, Inc.","He said ""hi""\r\nline two"',
      columns: 2,
      unterminated: false,
    })
  })

  test('empty fields; a blank line (nothing, or only spaces) is skipped and keeps its number', async () => {
    const rows = await read('a,,c\n\n,\n \n""\nx')
    expect(rows.map((r) => [r.line, r.cells, r.columns, r.raw])).toEqual([
      [1, ['a', '', 'c'], 3, 'a,,c'],
      [3, ['', ''], 2, ','],
      [6, ['x'], 1, 'x'],
    ])
    expect(await cells('"",x')).toEqual([['', 'x']])
    expect(await cells('')).toEqual([])
    expect(await cells('\n\r\n \n')).toEqual([])
  })

  test('a byte-order mark is dropped, only at the start', async () => {
    const rows = await read('\uFEFFname,email\nx,\uFEFFy\n', {}, 1)
    expect(rows.map((r) => r.cells)).toEqual([
      ['name', 'email'],
      ['x', '\uFEFFy'],
    ])
    expect(rows[0]!.raw).toBe('name,email')
  })

  test('the same records whatever the chunk boundaries (CRLF, quotes and UTF-8 split)', async () => {
    const text = '\uFEFFname,note\r\n"a ""b""","x\r\ny"\r\nplain,"q,r"\r\n\r\ncafé €,🙂\r\nlast,row'
    const whole = await read(text)
    expect(whole.map((r) => [r.line, r.cells])).toEqual([
      [1, ['name', 'note']],
      [2, ['a "b"', 'x\r\ny']],
      [3, ['plain', 'q,r']],
      [5, ['café €', '🙂']],
      [6, ['last', 'row']],
    ])
    expect(whole.map((r) => r.raw)).toEqual([
      'name,note',
      '"a ""b""","x\r\ny"',
      'plain,"q,r"',
      'café €,🙂',
      'last,row',
    ])
    for (const size of [1, 2, 3, 5, 7]) expect(await read(text, {}, size)).toEqual(whole)
  })

  test('formula-looking cells come out exactly as written', async () => {
    expect(await cells('=1+1,+A1,-2,@SUM(A1),"\t=cmd"\n')).toEqual([
      ['=1+1', '+A1', '-2', '@SUM(A1)', '\t=cmd'],
    ])
  })

  test('a stray quote is text: inside an unquoted field, or after a closed quoted one', async () => {
    expect(await cells('5" screen,x\n"ab"cd,y\n')).toEqual([
      ['5" screen', 'x'],
      // Kept as written, quotes and all (our own parser made this abcd).
      ['"ab"cd', 'y'],
    ])
  })

  test('a quoted field open at the end of the file: the last record, marked, as if closed there', async () => {
    for (const size of [1, 4, 1000]) {
      const rows = await read('a,b\n1,"open\n', {}, size)
      expect(rows).toEqual([
        { line: 1, cells: ['a', 'b'], raw: 'a,b', columns: 2, unterminated: false },
        { line: 2, cells: ['1', 'open\n'], raw: '1,"open\n', columns: 2, unterminated: true },
      ])
    }
    expect((await read('a,"b"\n', {}, 2)).map((r) => r.unterminated)).toEqual([false])
  })
})

describe('width', () => {
  test('a record keeps at most maxColumns cells but counts them all', async () => {
    const [record] = await read(`${'x,'.repeat(9999)}x\n`, { maxColumns: 5 })
    expect(record!.cells).toEqual(['x', 'x', 'x', 'x', 'x'])
    expect(record!.columns).toBe(10000)
  })

  test('past 16,384 fields the rest is counted, quoted delimiters not', async () => {
    const wide = `${'x,'.repeat(20_000)}"a,b",""","""\nnext,row\n`
    const rows = await read(wide, { maxColumns: 3 })
    expect(rows.map((r) => [r.line, r.cells, r.columns])).toEqual([
      [1, ['x', 'x', 'x'], 20_002],
      [2, ['next', 'row'], 2],
    ])
  })

  test('a line of 4 million commas is counted without keeping 4 million fields', async () => {
    // Every field kept would cost about 90 MB here (20 million commas: 380 MB).
    const line = new Uint8Array(4_000_000).fill(0x2c)
    const { chunks } = source(line, 64 * 1024)
    global.gc?.()
    const before = process.memoryUsage()
    let peak = 0
    async function* measured() {
      for await (const chunk of chunks) {
        const now = process.memoryUsage()
        peak = Math.max(
          peak,
          now.heapUsed + now.arrayBuffers - before.heapUsed - before.arrayBuffers,
        )
        yield chunk
      }
    }
    const rows: TabularRow[] = []
    for await (const row of readDelimited(measured(), { maxColumns: 10 })) rows.push(row)
    expect(rows.map((r) => [r.cells.length, r.columns])).toEqual([[10, 4_000_001]])
    expect(peak).toBeLessThan(48 * 1024 * 1024)
  })
})

describe('what is not text', () => {
  test('a NUL byte anywhere is a binary file', async () => {
    await expect(read(new Uint8Array([0x41, 0x00, 0x42]))).rejects.toBeInstanceOf(BinaryFileError)
    const late = `${'a,b\n'.repeat(50_000)}x\u0000y\n`
    await expect(read(late, {}, 4096)).rejects.toMatchObject({
      name: 'BinaryFileError',
      offset: 200_001,
    })
  })

  test('bytes that are not UTF-8 are refused, at the start, later, or cut at the end', async () => {
    await expect(read(new Uint8Array([0x6e, 0xff, 0xfe, 0x0a]))).rejects.toBeInstanceOf(
      NotTextError,
    )
    const later = new Uint8Array([...encoder.encode('a,b\n'.repeat(50_000)), 0xe9, 0x0a])
    await expect(read(later, {}, 4096)).rejects.toBeInstanceOf(NotTextError)
    await expect(read(new Uint8Array([0x61, 0x0a, 0xe2, 0x82]), {}, 1)).rejects.toBeInstanceOf(
      NotTextError,
    )
  })

  test('utf-8-or-windows-1252: a file not UTF-8 in its first 64 KB is read as windows-1252', async () => {
    const cp1252 = new Uint8Array([
      ...encoder.encode('title,price\n'),
      0x93,
      0x41,
      0x94,
      0x2c,
      0x80,
      0x35,
      0x0a,
    ])
    const options = { encoding: 'utf-8-or-windows-1252' } as const
    expect(await cells(cp1252, options, 3)).toEqual([
      ['title', 'price'],
      ['“A”', '€5'],
    ])
    await expect(read(cp1252)).rejects.toBeInstanceOf(NotTextError)
    // UTF-8 where it was sniffed: a later byte that is not is an error, not a switch.
    const later = new Uint8Array([...encoder.encode(`é,${'a'.repeat(70_000)}\n`), 0x93, 0x0a])
    await expect(read(later, options, 4096)).rejects.toBeInstanceOf(NotTextError)
    expect(await cells('é,€\n', options)).toEqual([['é', '€']])
  })
})

describe('delimiter and quoting', () => {
  test("'auto' takes tab, comma or semicolon from the first line", async () => {
    const auto = { delimiter: 'auto' } as const
    expect(await cells('a\tb,c\n1\t2,3\n', auto)).toEqual([
      ['a', 'b,c'],
      ['1', '2,3'],
    ])
    expect(await cells('a;b;c\n1;2,5;3\n', auto)).toEqual([
      ['a', 'b', 'c'],
      ['1', '2,5', '3'],
    ])
    expect(await cells('"a;b",c\n', auto)).toEqual([['a;b', 'c']])
    expect(await cells('name\nx\n', auto)).toEqual([['name'], ['x']])
  })

  test("a tab-delimited report's quotes are text: stray, opening a title, or never closed", async () => {
    const report = [
      'item-name\tprice\tasin1',
      '"Best" Lamp, brass\t12.99\tB001',
      '5" Tablet\t99.00\tB002',
      '"Cozy blanket\t20.00\tB003',
      'Plain\t1.00\tB004',
    ].join('\n')
    expect(await cells(report, { delimiter: 'auto' })).toEqual([
      ['item-name', 'price', 'asin1'],
      ['"Best" Lamp, brass', '12.99', 'B001'],
      ['5" Tablet', '99.00', 'B002'],
      ['"Cozy blanket', '20.00', 'B003'],
      ['Plain', '1.00', 'B004'],
    ])
  })

  test('a tab-delimited file that quotes its fields is read quoted', async () => {
    const quoted = 'title\tnote\n"a\tb"\t"line\none"\n"say ""hi"""\tx\n'
    expect(await cells(quoted, { delimiter: '\t' })).toEqual([
      ['title', 'note'],
      ['a\tb', 'line\none'],
      ['say "hi"', 'x'],
    ])
    // Told: quotes are text, whatever the file looks like.
    expect(await cells('"a"\tb\n', { delimiter: '\t', quoting: false })).toEqual([['"a"', 'b']])
    expect(await cells('"a,b",c\n', { quoting: false })).toEqual([['"a', 'b"', 'c']])
  })
})

describe('limits', () => {
  test('a record over maxRecordBytes is refused while it grows: an open quote cannot swallow the file', async () => {
    const text = `a,b\n1,"open\n${'x,y\n'.repeat(1_000_000)}`
    const file = source(text, 64 * 1024)
    const rows: number[] = []
    const reading = (async () => {
      for await (const row of readDelimited(file.chunks, { maxRecordBytes: 256 * 1024 })) {
        rows.push(row.line)
      }
    })()
    await expect(reading).rejects.toMatchObject({ name: 'RecordTooLargeError', line: 2 })
    expect(rows).toEqual([1])
    expect(file.pulled()).toBeLessThan(512 * 1024)
    await expect(read('a,b\n1234567,8\n', { maxRecordBytes: 8 })).rejects.toEqual(
      new RecordTooLargeError(2, 8),
    )
    expect(await cells('a,b\n123456,7\n', { maxRecordBytes: 9 })).toHaveLength(2)
  })

  test('a kept cell over maxFieldChars is refused with its record number', async () => {
    await expect(read('a,b\nx,yyyy\n', { maxFieldChars: 3 })).rejects.toEqual(
      new FieldTooLongError(2, 3),
    )
    expect(await cells('a,b\nx,yyyy\n', { maxFieldChars: 3, maxColumns: 1 })).toEqual([
      ['a'],
      ['x'],
    ])
  })

  test('stopping early stops reading the file', async () => {
    const file = source('a,b\n'.repeat(100_000), 16 * 1024)
    for await (const row of readDelimited(file.chunks)) if (row.line === 2) break
    expect(file.pulled()).toBeLessThan(128 * 1024)
  })
})

describe('blank lines and turns of the event loop', () => {
  test('blank lines are skipped with their numbers kept, whatever the line ends and chunks', async () => {
    const text = '\n\r\nname,note\r\n\r\n\r\rplain,x\n  \n\n"open\n\nquote'
    const whole = await read(text)
    expect(whole.map((r) => [r.line, r.cells, r.raw, r.unterminated])).toEqual([
      [3, ['name', 'note'], 'name,note', false],
      [7, ['plain', 'x'], 'plain,x', false],
      [10, ['open\n\nquote'], '"open\n\nquote', true],
    ])
    for (const size of [1, 2, 3, 5]) expect(await read(text, {}, size)).toEqual(whole)
  })

  test('more than maxBlankLines blank lines in a row are refused, from the first of them', async () => {
    const options = { maxBlankLines: 3 }
    expect((await read('a\n\n\n \nb\n\n\n\nc\n\n\n', options)).map((r) => r.line)).toEqual([
      1, 5, 9,
    ])
    await expect(read('a\n\n \n\n\nb\n', options)).rejects.toEqual(new TooManyBlankLinesError(2, 3))
    await expect(read('\n\n\n\na\n', options)).rejects.toEqual(new TooManyBlankLinesError(1, 3))
    // At the end of the file too, exactly: three blank lines are three, whatever the line ends.
    for (const [three, four] of [
      ['\n\n\n', '\n\n\n\n'],
      ['\r\n\r\n\r\n', '\r\n\r\n\r\n\r\n'],
      ['\r\r\r', '\r\r\r\r'],
      ['\n\n \n', '\n\n \n\n'],
    ]) {
      expect((await read(`a\n${three}`, options)).map((r) => r.line)).toEqual([1])
      await expect(read(`a\n${four}`, options)).rejects.toEqual(new TooManyBlankLinesError(2, 3))
    }
    await expect(read('a\n\n\n\n ', options)).rejects.toEqual(new TooManyBlankLinesError(2, 3))
    // Found while it grows, without reading the rest of the file.
    const file = source(`a\n${'\n'.repeat(1_000_000)}b\n`, 16 * 1024)
    const reading = (async () => {
      for await (const _ of readDelimited(file.chunks, { maxBlankLines: 10_000 })) continue
    })()
    await expect(reading).rejects.toEqual(new TooManyBlankLinesError(2, 10_000))
    expect(file.pulled()).toBeLessThan(128 * 1024)
  })

  test('a megabyte of blank lines is read in milliseconds, not seconds', async () => {
    // csv-parse made each an error object (another width than the header's): 22 s here.
    const start = performance.now()
    const rows = await read(`a,b\n${'\n'.repeat(1024 * 1024)}c,d\n`, {}, 64 * 1024)
    expect(rows.map((r) => r.line)).toEqual([1, 1024 * 1024 + 2])
    expect(performance.now() - start).toBeLessThan(1000)
  })

  test('reading gives the event loop a turn every few milliseconds, whatever the records', async () => {
    // One-letter records of another width than the header: csv-parse's costliest (~17 µs each),
    // 100,000 of them in 200 KB (1.7 s of parsing); the file is in memory, so only the reader can let the loop turn.
    const text = `a,b\n${'x\n'.repeat(100_000)}`
    let done = false
    let longest = 0
    const probe = (async () => {
      for (let last = performance.now(); !done;) {
        await setImmediate()
        const now = performance.now()
        longest = Math.max(longest, now - last)
        last = now
      }
    })()
    let rows = 0
    for await (const _ of readDelimited(source(text).chunks)) rows += 1
    done = true
    await probe
    expect(rows).toBe(100_001)
    expect(longest).toBeLessThan(100)
  }, 60_000)
})
