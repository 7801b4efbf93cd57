/**
 * Large listings files are read on a worker thread (decision 013): the same file gives the same
 * import whichever thread reads it (rows, rejections with their line numbers, observations and
 * their hashes), a file that turns unreadable half-way fails as a whole, and a file over the
 * threshold goes through the worker by default.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { TABULAR_MAX_BLANK_LINES } from '#shared/constants.ts'
import { LISTINGS_TEXTS } from '#shared/listings-texts.ts'
import { rowsOf } from '#server/modules/brand-dashboard/sql-rows.ts'
import { signIn } from '#testing/factories.ts'
import { send } from '#testing/http.ts'
import { amazonAllListingsReport, uniqueAsin, upcOf } from '#testing/listing-files.ts'
import { authorizedReseller, protectedBrand, type ProtectedBrand } from '#testing/protection.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { prepareFileImport } from './run-file-import.ts'

/** Small enough for a quick test, large enough for several progress lines. */
const WORKER_MIN_BYTES = 256 * 1024

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    LISTINGS_WORKER_MIN_BYTES: String(WORKER_MIN_BYTES),
  })
})
afterAll(() => t.close())

/** The file's bytes in uneven pieces, as an upload arrives. */
async function* pieces(text: string, size = 7_919): AsyncGenerator<Uint8Array> {
  const bytes = new TextEncoder().encode(text)
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size)
}

async function importDirect(brand: ProtectedBrand, file: string, parseInWorker: boolean) {
  const scope = {
    entry: { id: brand.entryId, name: brand.name },
    brand: { entryId: brand.entryId, ownerUserId: brand.ownerUserId },
    actor: { userId: brand.user.id, label: 'test' },
  }
  const prepared = await prepareFileImport(
    t.deps,
    scope,
    pieces(file),
    {
      fileName: 'all-listings.txt',
      source: 'auto',
      mapping: undefined,
      sellerId: 'A2WORKERSELLER',
      observedAt: new Date('2026-11-20T10:00:00Z'),
    },
    null,
    brand.user.id,
    { parseInWorker },
  )
  const lines: { type: string; message?: string; import?: { summary: unknown } | null }[] = []
  await prepared.run((line) => lines.push(line as (typeof lines)[number]))
  return { importId: prepared.importId, last: lines.at(-1)! }
}

async function observationsOf(importId: string) {
  return rowsOf<{ row_no: number; price: string; gtin: string | null; raw_sha256: string }>(
    t.deps.db,
    sql`select row_no, price::text as price, gtin, raw_sha256 from listing_observations
      where import_id = ${importId} order by row_no`,
  )
}

async function storedCount(importId: string) {
  const [row] = await rowsOf<{ n: number; status: string }>(
    t.deps.db,
    sql`select (select count(*)::int from listing_observations where import_id = i.id) as n,
        i.status::text as status
      from listing_imports i where i.id = ${importId}`,
  )
  return row!
}

function report(brand: ProtectedBrand, rows: number) {
  const [product] = brand.products
  return amazonAllListingsReport(
    Array.from({ length: rows }, (_, i) => ({
      title: `Insulated Bottle ${i}`,
      sku: `W-${i}`,
      // Two rows a thousand are refused: a price that is not a number, and a negative one.
      price: i % 1000 === 17 ? 'call us' : i % 1000 === 503 ? '-1.00' : (15 + (i % 20)).toFixed(2),
      asin: uniqueAsin(),
      gtin: i % 3 === 0 ? upcOf(product!.gtin) : undefined,
    })),
  )
}

describe('a listings file read on a worker thread', () => {
  test('gives the same import as reading it on the request’s thread', async () => {
    const inline = await protectedBrand(t.deps, { products: [{ map: '24.99' }] })
    const threaded = await protectedBrand(t.deps, { products: [{ map: '24.99' }] })
    for (const brand of [inline, threaded]) {
      await authorizedReseller(t.deps, brand, [
        { marketplace: 'amazon', sellerId: 'A2WORKERSELLER' },
      ])
    }
    // The same products' GTINs, so that both files are the same bytes.
    threaded.products[0]!.gtin = inline.products[0]!.gtin
    await t.deps.db.execute(
      sql`update products set gtin = ${inline.products[0]!.gtin} where id = ${threaded.products[0]!.id}`,
    )
    const file = report(inline, 3_000)

    const a = await importDirect(inline, file, false)
    const b = await importDirect(threaded, file, true)
    expect(a.last.type).toBe('done')
    expect(b.last.type).toBe('done')
    const { durationMs: _a, ...summaryA } = a.last.import!.summary as Record<string, unknown>
    const { durationMs: _b, ...summaryB } = b.last.import!.summary as Record<string, unknown>
    expect(summaryB).toEqual(summaryA)
    expect(summaryA).toMatchObject({
      rowsRead: 3_000,
      rejected: 6,
      rejections: expect.arrayContaining([
        expect.objectContaining({ count: 3, rows: [19, 1019, 2019] }),
      ]),
    })
    const rowsA = await observationsOf(a.importId)
    const rowsB = await observationsOf(b.importId)
    expect(rowsA).toHaveLength(2_994)
    expect(rowsB).toEqual(rowsA)
  })

  test('a file unreadable half-way fails whole, as it does on the request’s thread, and keeps no row', async () => {
    const brand = await protectedBrand(t.deps)
    const good = report(brand, 2_000)
    // A quoted field that never closes runs past the reader's limit of a row.
    const broken = `${good}"${'x'.repeat(1_100_000)}\tmore\n${good.split('\n').slice(1).join('\n')}`
    const threaded = await importDirect(brand, broken, true)
    const inline = await importDirect(brand, broken, false)
    expect(threaded.last).toMatchObject({ type: 'error' })
    expect(threaded.last.message).toMatch(/cannot be read as a listings file/)
    expect(threaded.last.message).toBe(inline.last.message)
    expect(await storedCount(threaded.importId)).toEqual({ n: 0, status: 'failed' })
    expect(await storedCount(inline.importId)).toEqual({ n: 0, status: 'failed' })
  })

  test('too many blank lines in a row are refused on the worker as on the request’s thread, from the same line', async () => {
    const brand = await protectedBrand(t.deps)
    const good = report(brand, 2_000)
    const rows = good.split('\n').slice(1).join('\n')
    const padded = `${good}${'\n'.repeat(TABULAR_MAX_BLANK_LINES + 1)}${rows}`
    const threaded = await importDirect(brand, padded, true)
    const inline = await importDirect(brand, padded, false)
    expect(threaded.last).toMatchObject({
      type: 'error',
      message: LISTINGS_TEXTS.tooManyBlankLines(TABULAR_MAX_BLANK_LINES, 2_002),
    })
    expect(inline.last.message).toBe(threaded.last.message)
    expect(await storedCount(threaded.importId)).toEqual({ n: 0, status: 'failed' })
  })

  test('a file over the threshold, uploaded with its length, is imported whole', async () => {
    const brand = await protectedBrand(t.deps)
    await authorizedReseller(t.deps, brand, [{ marketplace: 'amazon', sellerId: 'A2WORKERSELLER' }])
    let file = report(brand, 2_000)
    while (file.length < WORKER_MIN_BYTES) file += file.split('\n').slice(1).join('\n')
    const bytes = new TextEncoder().encode(file)
    const rows = file.trim().split('\n').length - 1
    const cookie = await signIn(t.app, brand.user)
    const res = await send(
      t.app,
      'POST',
      '/api/brand/protection/imports?fileName=big.txt&sellerId=A2WORKERSELLER',
      { cookie, body: bytes, headers: { 'content-length': String(bytes.length) } },
    )
    expect(res.status).toBe(201)
    const lines = (await res.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; import?: { summary: { rowsRead: number } } })
    expect(lines.filter((l) => l.type === 'progress').length).toBeGreaterThan(1)
    expect(lines.at(-1)).toMatchObject({ type: 'done', import: { summary: { rowsRead: rows } } })
  })
})
