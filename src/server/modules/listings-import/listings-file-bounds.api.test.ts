/**
 * What a small listings file may cost the server (decision 012, "Bounds"). Blank lines: a small
 * file of nothing but line breaks once kept the whole server from answering for seconds, because
 * csv-parse built an error object for every blank record; they are now skipped by the parser,
 * keep their numbers, and more than TABULAR_MAX_BLANK_LINES of them in a row refuse the file (422)
 * in plain words, and reading gives the event loop a turn every few milliseconds, so other
 * requests are answered meanwhile, on the preview and on the import alike. XLSX: a workbook's
 * shared strings are held to LISTINGS_XLSX_MAX_SHARED_STRING_CHARS of text (422), where a 20 MB
 * file once took 750 MB of memory.
 */
import { strToU8, zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { TABULAR_MAX_BLANK_LINES } from '#shared/constants.ts'
import {
  LISTINGS_CODES,
  LISTINGS_TEXTS,
  LISTINGS_XLSX_MAX_SHARED_STRING_CHARS,
} from '#shared/listings-texts.ts'
import { signIn } from '#testing/factories.ts'
import { HEALTH_BUDGET_MS, healthWhile } from '#testing/health-while.ts'
import { bodyOf, send } from '#testing/http.ts'
import { amazonAllListingsReport, keepaExport, uniqueAsin } from '#testing/listing-files.ts'
import { protectedBrand } from '#testing/protection.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' })
  // A first request loads what it needs: the time measured below is the reading's alone.
  await t.app.request('/api/health')
  await preview(await brandCookie(), keepaExport([]))
})
afterAll(() => t.close())

/** A header and 262,000 line breaks: the 256 KB the browser sends for a preview. */
const BLANK_LINES = 262_000
const header = amazonAllListingsReport([]).trimEnd()
const blankFile = `${header}\n${'\n'.repeat(BLANK_LINES)}`

async function brandCookie() {
  const brand = await protectedBrand(t.deps)
  return signIn(t.app, brand.user)
}

const preview = (cookie: string, body: string) =>
  send(t.app, 'POST', '/api/brand/protection/imports/preview?fileName=blank.txt&complete=true', {
    cookie,
    body,
  })

const importFile = (cookie: string, body: string, query: Record<string, string>) =>
  send(t.app, 'POST', `/api/brand/protection/imports?${new URLSearchParams(query).toString()}`, {
    cookie,
    body,
    headers: { 'content-type': 'text/plain' },
  })

describe('blank lines in a listings file', () => {
  test('health is answered within 100 ms while a preview of 256 KB of blank lines is read', async () => {
    const cookie = await brandCookie()
    let status = 0
    const times = await healthWhile(t.app, async () => {
      status = (await preview(cookie, blankFile)).status
    })
    expect(Math.max(...times)).toBeLessThan(HEALTH_BUDGET_MS)
    expect(status).toBe(422)
  })

  test('and while an import of it is read, refused before the first row or after it', async () => {
    const cookie = await brandCookie()
    const row = amazonAllListingsReport([
      { title: 'Trail Lamp', sku: 'R-1', price: '39.99', asin: uniqueAsin() },
    ]).trimEnd()
    const query = { fileName: 'blank.txt', sellerId: 'A2BLANKSELLER' }
    const statuses: number[] = []
    let streamed = ''
    const times = await healthWhile(t.app, async () => {
      statuses.push((await importFile(cookie, blankFile, query)).status)
      // A row first: the blank lines come while the import streams its rows.
      const res = await importFile(cookie, `${row}\n${'\n'.repeat(BLANK_LINES)}`, query)
      statuses.push(res.status)
      streamed = await res.text()
    })
    expect(Math.max(...times)).toBeLessThan(HEALTH_BUDGET_MS)
    expect(statuses).toEqual([422, 201])
    const last = JSON.parse(streamed.trim().split('\n').at(-1)!) as {
      type: string
      message: string
    }
    expect(last).toMatchObject({
      type: 'error',
      message: LISTINGS_TEXTS.tooManyBlankLines(TABULAR_MAX_BLANK_LINES, 3),
    })
  })

  test('more blank lines in a row than the limit: 422 saying from which line', async () => {
    const cookie = await brandCookie()
    const file = `${header}\n${'\n'.repeat(TABULAR_MAX_BLANK_LINES + 1)}`
    const res = await preview(cookie, file)
    expect(res.status).toBe(422)
    expect(await bodyOf(res)).toEqual({
      code: LISTINGS_CODES.tooManyBlankLines,
      message: LISTINGS_TEXTS.tooManyBlankLines(TABULAR_MAX_BLANK_LINES, 2),
    })
    // Also when the browser sent only the file's first bytes: the blank lines are not the cut.
    const partial = await send(
      t.app,
      'POST',
      '/api/brand/protection/imports/preview?fileName=blank.txt',
      { cookie, body: file },
    )
    expect(partial.status).toBe(422)
    expect(LISTINGS_TEXTS.tooManyBlankLines(10_000, 2)).toBe(
      'The file has more than 10,000 blank lines in a row, from line 2 on. Remove them and upload the file again.',
    )
    // Exactly the limit, then a row: read.
    const keepa = keepaExport([
      { title: 'Lamp', asin: uniqueAsin(), price: '35.00', sellerName: 'S', sellerId: 'A9S' },
    ]).split('\n')
    const atLimit = `${keepa[0]}\n${'\n'.repeat(TABULAR_MAX_BLANK_LINES)}${keepa[1]}\n`
    const ok = await preview(cookie, atLimit)
    expect(ok.status).toBe(200)
    expect(await bodyOf(ok)).toMatchObject({
      sample: [{ line: TABULAR_MAX_BLANK_LINES + 2, ok: true }],
    })
  })

  test('a few blank lines are skipped, and later rows keep the numbers the file gives them', async () => {
    const cookie = await brandCookie()
    const [head, good, bad] = keepaExport([
      { title: 'Lamp', asin: uniqueAsin(), price: '35.00', sellerName: 'S', sellerId: 'A9S' },
      { title: 'Lamp', asin: uniqueAsin(), price: 'free', sellerName: 'S', sellerId: 'A9S' },
    ]).split('\n')
    // Line 1 the header, 2–3 blank (LF, then CRLF), 4 a row, 5 blank, 6 a refused row, a
    // blank line at the end.
    const file = `${head}\n\n\r\n${good}\n\n${bad}\n\n`
    const shown = await bodyOf<{ sample: { line: number; ok: boolean }[] }>(
      await preview(cookie, file),
    )
    expect(shown.sample.map((s) => [s.line, s.ok])).toEqual([
      [4, true],
      [6, false],
    ])
    const res = await importFile(cookie, file, { fileName: 'keepa.csv' })
    expect(res.status).toBe(201)
    const done = JSON.parse((await res.text()).trim().split('\n').at(-1)!) as {
      import: { status: string; summary: { rowsRead: number; rejections: { rows: number[] }[] } }
    }
    expect(done.import.status).toBe('complete')
    expect(done.import.summary.rowsRead).toBe(2)
    expect(done.import.summary.rejections.map((r) => r.rows)).toEqual([[6]])
  })
})

/**
 * A workbook whose shared strings hold `chars` characters and whose sheet is a Keepa export's
 * header. The strings are 30,000 random letters, each repeated 60 times, three of them in turn
 * (further apart than DEFLATE's 32 KB window), so that they inflate like text, about 20:1, not
 * like a bomb.
 */
function workbookWithText(chars: number): Uint8Array<ArrayBuffer> {
  const header = keepaExport([]).trim().split(',')
  const strings: string[] = header.map((h) => `<si><t>${h}</t></si>`)
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  const texts = Array.from({ length: 3 }, () =>
    Array.from({ length: 500 }, () => letters[Math.floor(Math.random() * 26)]!.repeat(60)).join(''),
  )
  for (let n = 0; n < chars; n += 30_000)
    strings.push(`<si><t>${texts[strings.length % 3]}</t></si>`)
  const cells = header.map((_, i) => `<c t="s"><v>${i}</v></c>`).join('')
  const zip = zipSync({
    'xl/workbook.xml': strToU8(
      '<workbook xmlns:r="r"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<Relationships><Relationship Id="rId1" Target="/xl/worksheets/sheet1.xml"/></Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<worksheet><sheetData><row r="1">${cells}</row></sheetData></worksheet>`,
    ),
    'xl/sharedStrings.xml': [strToU8(`<sst>${strings.join('')}</sst>`), { level: 1 }],
  })
  return new Uint8Array(zip)
}

describe('the text of an XLSX listings file', () => {
  test('more shared-string text than the budget: 422 in plain words, on the preview and the import', async () => {
    const cookie = await brandCookie()
    // 2 MB of file, 64 million characters and a little more once inflated.
    const bytes = workbookWithText(LISTINGS_XLSX_MAX_SHARED_STRING_CHARS + 30_000)
    expect(bytes.length).toBeLessThan(8 * 1024 * 1024)
    const expected = {
      code: LISTINGS_CODES.xlsxTooMuchText,
      message: LISTINGS_TEXTS.xlsxTooMuchText(64),
    }
    const shown = await send(
      t.app,
      'POST',
      '/api/brand/protection/imports/preview?fileName=keepa.xlsx&complete=true',
      { cookie, body: bytes },
    )
    expect(shown.status).toBe(422)
    expect(await bodyOf(shown)).toEqual(expected)
    const imported = await send(
      t.app,
      'POST',
      '/api/brand/protection/imports?fileName=keepa.xlsx',
      {
        cookie,
        body: bytes,
      },
    )
    expect(imported.status).toBe(422)
    expect(await bodyOf(imported)).toEqual(expected)
    expect(expected.message).toBe(
      'This XLSX file holds more than 64 million characters of text, more than we read from a workbook. Save it as CSV, which has no such limit, and upload that.',
    )
  })

  test('a workbook with text under the budget is read', async () => {
    const cookie = await brandCookie()
    const shown = await send(
      t.app,
      'POST',
      '/api/brand/protection/imports/preview?fileName=keepa.xlsx&complete=true',
      { cookie, body: workbookWithText(1_000_000) },
    )
    expect(shown.status).toBe(200)
    expect(await bodyOf(shown)).toMatchObject({ fileKind: 'xlsx', format: { id: 'keepa' } })
  })
})
