/**
 * The warnings of an import (shared/listing-warnings.ts) are kept, not thrown away: files in the
 * vendors' published layouts with planted warned rows give each kind its exact count, its first
 * rows and their values, whichever thread reads the file; a kind of 12,000 rows is one line,
 * with its download cut at LISTING_WARNING_ROWS_KEPT and saying so; the monitoring API answers
 * with its observations' warnings; the CSV lists every warned row, for the brand only.
 */
import { parse } from 'csv-parse/sync'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LISTING_WARNING_TEXTS } from '#shared/listing-warning-texts.ts'
import {
  LISTING_WARNING_ROWS_KEPT,
  LISTING_WARNING_SAMPLES,
  type ListingImportWarnings,
  type ListingWarningKind,
} from '#shared/listing-warnings.ts'
import { gtinCheckDigit } from '#shared/gtin.ts'
import { LISTINGS_TEXTS } from '#shared/listings-texts.ts'
import { rowsOf } from '#server/modules/brand-dashboard/sql-rows.ts'
import { signIn } from '#testing/factories.ts'
import { bodyOf, get, post, send } from '#testing/http.ts'
import { amazonAllListingsReport, uniqueAsin, upcOf } from '#testing/listing-files.ts'
import { protectedBrand, type ProtectedBrand } from '#testing/protection.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { prepareFileImport } from './run-file-import.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' })
})
afterAll(() => t.close())

interface Summary {
  rowsRead: number
  unmatched: number
  warnings?: ListingImportWarnings
  warningRows?: unknown
}

/** A GTIN's digits with the check digit changed: a typo a spreadsheet keeps. */
function badCheckDigit(gtin: string): string {
  const body = gtin.slice(0, -1)
  return `${body}${(gtinCheckDigit(body) + 1) % 10}`
}

async function importFile(
  brand: ProtectedBrand,
  file: string,
  query: Record<string, string> = {},
): Promise<{ importId: string; summary: Summary }> {
  const cookie = await signIn(t.app, brand.user)
  const params = new URLSearchParams({
    fileName: query.fileName ?? 'listings.csv',
    observedAt: '2026-11-20T10:00:00Z',
    ...query,
  })
  const res = await send(t.app, 'POST', `/api/brand/protection/imports?${params}`, {
    cookie,
    body: file,
    headers: { 'content-type': 'text/csv' },
  })
  expect(res.status).toBe(201)
  const lines = (await res.text())
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { type: string; import?: { id: string; summary: Summary } })
  const done = lines.find((l) => l.type === 'done')
  expect(done, JSON.stringify(lines.at(-1))).toBeDefined()
  return { importId: done!.import!.id, summary: done!.import!.summary }
}

function kindOf(summary: Summary, kind: string): ListingWarningKind {
  const found = summary.warnings?.kinds.find((k) => k.kind === kind)
  expect(
    found,
    `${kind} in ${JSON.stringify(summary.warnings?.kinds.map((k) => k.kind))}`,
  ).toBeDefined()
  return found!
}

async function warningsCsv(brand: ProtectedBrand, importId: string) {
  const cookie = await signIn(t.app, brand.user)
  const res = await get(t.app, `/api/brand/protection/imports/${importId}/warnings.csv`, { cookie })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
  expect(res.headers.get('content-disposition')).toMatch(/attachment/)
  const rows = parse((await res.text()).replace(/^\uFEFF/, ''), {
    relax_column_count: true,
  }) as string[][]
  return { header: rows[0]!, rows: rows.slice(1, -1), last: rows.at(-1)! }
}

describe('Amazon All Listings Report (tab-delimited)', () => {
  test('each planted warning has its kind, exact count, first rows and values; the CSV lists every warned row', async () => {
    const brand = await protectedBrand(t.deps, { products: [{ map: '20.00' }] })
    const upc = upcOf(brand.products[0]!.gtin)
    const badUpc = badCheckDigit(upc)
    const longSku = `SKU-${'X'.repeat(120)}`
    // Lines 2… : 12 rows. Planted: a wrong check digit on lines 3, 7 and 11 (their ASINs are new
    // and no GTIN is left: unmatched too), a quantity of 2.5 on line 5, an ASIN of 5 characters
    // on line 6, a SKU of 124 characters on line 9, and two products of someone else (12, 13).
    const listings = Array.from({ length: 12 }, (_, i) => {
      const line = i + 2
      return {
        title: `Bottle ${line}`,
        sku: line === 9 ? longSku : `AMZ-${line}`,
        price: '25.00',
        quantity: line === 5 ? 2.5 : 4,
        asin: line === 6 ? 'B0BAD' : uniqueAsin(),
        gtin: [3, 7, 11].includes(line) ? badUpc : [12, 13].includes(line) ? undefined : upc,
      }
    })
    const file = amazonAllListingsReport(listings)
    const { importId, summary } = await importFile(brand, file, {
      fileName: 'All Listings Report.txt',
      sellerId: 'A1WARNSELLER',
    })
    expect(summary).toMatchObject({ rowsRead: 12, unmatched: 5 })
    expect(summary.warningRows).toBeUndefined() // the rows stay in the database

    const gtin = kindOf(summary, 'gtin_check_digit')
    expect(gtin).toMatchObject({ count: 3, label: 'GTIN check digit wrong: GTIN left out' })
    expect(gtin.samples).toEqual([3, 7, 11].map((row) => ({ row, value: badUpc })))
    expect(kindOf(summary, 'unmatched_product')).toMatchObject({
      count: 5,
      samples: [3, 7, 11, 12, 13].map((row) => expect.objectContaining({ row })),
    })
    expect(kindOf(summary, 'quantity_not_whole')).toMatchObject({
      count: 1,
      samples: [{ row: 5, value: '2.5' }],
    })
    expect(kindOf(summary, 'asin_malformed')).toMatchObject({
      count: 1,
      samples: [{ row: 6, value: 'B0BAD' }],
    })
    expect(kindOf(summary, 'id_too_long')).toMatchObject({ count: 1, samples: [{ row: 9 }] })
    expect(summary.warnings).toMatchObject({ total: 11, kept: 11, cut: 0 })
    expect(summary.warnings!.kinds).toHaveLength(5)

    const csv = await warningsCsv(brand, importId)
    expect(csv.header).toEqual([...LISTING_WARNING_TEXTS.csvHeader])
    expect(csv.rows.map((r) => [Number(r[0]), r[1]])).toEqual([
      [3, 'GTIN check digit wrong: GTIN left out'],
      [3, 'Not matched to any of your products'],
      [5, 'Quantity not a whole number: left out'],
      [6, 'ASIN not 10 letters and digits: left out'],
      [7, 'GTIN check digit wrong: GTIN left out'],
      [7, 'Not matched to any of your products'],
      [9, 'Identifier too long: cut'],
      [11, 'GTIN check digit wrong: GTIN left out'],
      [11, 'Not matched to any of your products'],
      [12, 'Not matched to any of your products'],
      [13, 'Not matched to any of your products'],
    ])
    // The message and the value of each, and the listing the row is about.
    expect(csv.rows[0]).toEqual([
      '3',
      'GTIN check digit wrong: GTIN left out',
      `GTIN ${badUpc} has a wrong check digit (expected ${gtinCheckDigit(badUpc.slice(0, -1))}): GTIN left out`,
      badUpc,
      listings[1]!.asin,
    ])
    expect(csv.rows[2]!.slice(3)).toEqual(['2.5', listings[3]!.asin])
    expect(csv.last).toEqual([LISTING_WARNING_TEXTS.csvComplete(11)])
  })
})

/** A Keepa export as Keepa writes it (formats/samples/keepa-export.csv's columns). */
function keepaFile(
  rows: { asin: string; buyBox: string; seller: string; newPrice?: string; upc: string }[],
) {
  const header =
    'Locale,Image,Title,Sales Rank: Current,Buy Box 🚚: Current,Buy Box: Buy Box Seller,Amazon: Current,New: Current,New Offer Count: Current,URL: Amazon,ASIN,Product Codes: EAN,Product Codes: UPC,Brand'
  const lines = rows.map(
    (r, i) =>
      `com,https://m.media-amazon.com/images/I/x${i}.jpg,"Northwind Bottle ${i}, 24 oz","4,512",${r.buyBox},${r.seller},-,${r.newPrice ?? r.buyBox},7,https://www.amazon.com/dp/${r.asin},${r.asin},,${r.upc},Northwind Goods`,
  )
  return `${[header, ...lines].join('\n')}\n`
}

describe('Keepa product export', () => {
  test('no Buy Box seller and a bad check digit: counted by kind, the same on the worker thread as on the request’s', async () => {
    const one = await protectedBrand(t.deps, { products: [{ map: '20.00' }] })
    const two = await protectedBrand(t.deps, { products: [{ map: '20.00' }] })
    // The same product GTIN for both brands, so that one file is the same import for both.
    await t.deps.db.execute(
      sql`update products set gtin = ${one.products[0]!.gtin} where id = ${two.products[0]!.id}`,
    )
    const upc = upcOf(one.products[0]!.gtin)
    const badUpc = badCheckDigit(upc)
    const rows = Array.from({ length: 40 }, (_, i) => {
      const line = i + 2
      return {
        asin: uniqueAsin(),
        // Every 4th row names no Buy Box seller; rows 10 and 20 have no Buy Box price at all.
        buyBox: line === 10 || line === 20 ? '-' : '$ 22.49',
        newPrice: '$ 21.99',
        seller:
          line % 4 === 0
            ? ''
            : `Prime Resale LLC (86% A3QX7N2KD9PL${String(line).padStart(2, '0')})`,
        upc: line === 15 || line === 33 ? `${upc}, ${badUpc}` : line === 17 ? badUpc : upc,
      }
    })
    const file = keepaFile(rows)

    const scopeOf = (brand: ProtectedBrand) => ({
      entry: { id: brand.entryId, name: brand.name },
      brand: { entryId: brand.entryId, ownerUserId: brand.ownerUserId },
      actor: { userId: brand.user.id, label: 'test' },
    })
    const run = async (brand: ProtectedBrand, parseInWorker: boolean) => {
      const prepared = await prepareFileImport(
        t.deps,
        scopeOf(brand),
        (async function* () {
          const bytes = new TextEncoder().encode(file)
          for (let at = 0; at < bytes.length; at += 1_001) yield bytes.subarray(at, at + 1_001)
        })(),
        {
          fileName: 'keepa.csv',
          source: 'auto',
          mapping: undefined,
          observedAt: new Date('2026-11-20T10:00:00Z'),
        },
        null,
        brand.user.id,
        { parseInWorker },
      )
      const lines: { type: string; import?: { summary: Summary } | null }[] = []
      await prepared.run((line) => lines.push(line as (typeof lines)[number]))
      expect(lines.at(-1)?.type).toBe('done')
      const [stored] = await rowsOf<{ summary: Summary }>(
        t.deps.db,
        sql`select summary from listing_imports where id = ${prepared.importId}`,
      )
      return { sent: lines.at(-1)!.import!.summary, stored: stored!.summary }
    }
    const inline = await run(one, false)
    const threaded = await run(two, true)

    // Rows 4, 8, …, 40 name no seller: 10 rows, of which 20 has no Buy Box price (another kind).
    const noSeller = kindOf(inline.sent, 'no_buy_box_seller')
    expect(noSeller.count).toBe(9)
    expect(noSeller.samples.map((s) => s.row)).toEqual([4, 8, 12, 16, 24])
    expect(noSeller.samples).toHaveLength(LISTING_WARNING_SAMPLES)
    expect(kindOf(inline.sent, 'new_offer_seller_unknown')).toMatchObject({
      count: 2,
      samples: [{ row: 10 }, { row: 20 }],
    })
    // Row 17's only code fails; rows 15 and 33 have a good one first, which is kept silently.
    expect(kindOf(inline.sent, 'gtin_check_digit')).toMatchObject({
      count: 1,
      samples: [{ row: 17, value: badUpc }],
    })
    // Left without a GTIN, row 17's new ASIN matches none of the brand's products.
    expect(kindOf(inline.sent, 'unmatched_product')).toMatchObject({
      count: 1,
      samples: [{ row: 17, value: rows[15]!.asin }],
    })
    expect(inline.sent.warnings).toMatchObject({ total: 13, cut: 0, kept: 13 })

    expect(threaded.sent.warnings).toEqual(inline.sent.warnings)
    expect(threaded.stored.warnings).toEqual(inline.stored.warnings)
    expect(threaded.stored.warningRows).toEqual(inline.stored.warningRows)
    expect(inline.stored.warningRows).toHaveLength(13)
  })

  test('12,000 rows of one kind are one line: counted whole, 5 samples, the download cut at 10,000 and saying so', async () => {
    const brand = await protectedBrand(t.deps, { products: [{ map: '20.00' }] })
    const upc = upcOf(brand.products[0]!.gtin)
    const rows = Array.from({ length: 12_000 }, () => ({
      asin: uniqueAsin(),
      buyBox: '$ 22.49',
      seller: '-',
      upc,
    }))
    const { importId, summary } = await importFile(brand, keepaFile(rows), {
      fileName: 'keepa-big.csv',
    })
    expect(summary.unmatched).toBe(0)
    expect(summary.warnings!.kinds).toEqual([
      {
        kind: 'no_buy_box_seller',
        label: 'No Buy Box seller named',
        count: 12_000,
        samples: [2, 3, 4, 5, 6].map((row) => ({ row, value: rows[row - 2]!.asin })),
      },
    ])
    expect(summary.warnings).toMatchObject({
      total: 12_000,
      kept: LISTING_WARNING_ROWS_KEPT,
      cut: 2_000,
    })
    const csv = await warningsCsv(brand, importId)
    expect(csv.rows).toHaveLength(LISTING_WARNING_ROWS_KEPT)
    expect(csv.rows.at(-1)![0]).toBe(String(LISTING_WARNING_ROWS_KEPT + 1))
    expect(csv.last).toEqual([LISTING_WARNING_TEXTS.csvCut(LISTING_WARNING_ROWS_KEPT, 2_000)])
  }, 120_000)
})

describe('Walmart reports', () => {
  test('buy box report: another seller winning the Buy Box; item report: a bad GTIN, an item id that is not a number, a URL that is not a web address', async () => {
    const brand = await protectedBrand(t.deps, { products: [{ map: '20.00' }] })
    const gtin = brand.products[0]!.gtin
    const buyBox = [
      'SKU,Item ID,Product Name,Product Category,Seller Item Price,Seller Ship Price,Is Seller Buy Box Winner,Buy Box Item Price,Buy Box Ship Price',
      'NW-1,5083417291,"Northwind Bottle, Slate",Water Bottles,21.97,0.00,Yes,21.97,0.00',
      'NW-2,5083417305,"Northwind Bottle, Red",Water Bottles,24.99,0.00,No,19.99,2.99',
      'NW-3,5083417306,"Northwind Bottle, Green",Water Bottles,24.99,0.00,No,18.00,0.00',
    ].join('\n')
    const box = await importFile(brand, `${buyBox}\n`, {
      fileName: 'walmart-buy-box.csv',
      sellerId: '101234567',
    })
    expect(kindOf(box.summary, 'buy_box_lost')).toMatchObject({
      count: 2,
      samples: [
        { row: 3, value: '19.99 + 2.99 shipping' },
        { row: 4, value: '18.00' },
      ],
    })

    const header =
      'SKU,Item ID,Product Name,Lifecycle Status,Publish Status,Status Change Reason,Product Category,Price,Currency,Buy Box Item Price,Buy Box Shipping Price,Buy Box Eligible,Ship Methods,WPID,GTIN,UPC,Item Page URL,Primary Image URL,Brand,Product Condition'
    const item = (sku: string, itemId: string, g: string, url: string) =>
      `${sku},${itemId},"Northwind Bottle ${sku}",ACTIVE,PUBLISHED,,Water Bottles,21.97,USD,21.97,0.00,Yes,STANDARD,4N1WZ8KQ2T7X,${g},,${url},https://i5.walmartimages.com/a.jpeg,Northwind Goods,New`
    const report = [
      header,
      item('IT-1', '5083417291', gtin, 'https://www.walmart.com/ip/5083417291'),
      item('IT-2', '5083417292', badCheckDigit(gtin), 'https://www.walmart.com/ip/5083417292'),
      item('IT-3', 'WM-ABC', gtin, 'https://www.walmart.com/ip/3'),
      item('IT-4', '5083417294', gtin, 'javascript:alert(1)'),
    ].join('\n')
    const items = await importFile(brand, `${report}\n`, {
      fileName: 'walmart-items.csv',
      sellerId: '101234567',
    })
    expect(kindOf(items.summary, 'gtin_check_digit')).toMatchObject({
      count: 1,
      samples: [{ row: 3, value: badCheckDigit(gtin) }],
    })
    expect(kindOf(items.summary, 'item_id_malformed')).toMatchObject({
      count: 1,
      samples: [{ row: 4, value: 'WM-ABC' }],
    })
    expect(kindOf(items.summary, 'url_left_out')).toMatchObject({
      count: 1,
      samples: [{ row: 5, value: '5083417294' }],
    })
    const csv = await warningsCsv(brand, items.importId)
    expect(csv.rows.map((r) => [r[0], r[2]])).toEqual(
      expect.arrayContaining([['5', LISTINGS_TEXTS.urlLeftOut]]),
    )
  })
})

describe('the monitoring API', () => {
  test('answers with its observations’ warnings, and the import’s summary counts them', async () => {
    const brand = await protectedBrand(t.deps, { products: [{ map: '20.00' }] })
    const cookie = await signIn(t.app, brand.user)
    const created = await post(
      t.app,
      '/api/brand/protection/api-keys',
      { name: 'Watcher' },
      { cookie },
    )
    const { key } = await bodyOf<{ key: string }>(created)
    const bad = badCheckDigit(brand.products[0]!.gtin)
    const asin = uniqueAsin()
    const observation = (id: string, extra: Record<string, unknown>) => ({
      id,
      marketplace: 'amazon',
      sellerId: 'A1APIWARN',
      sellerName: 'Api Warn Store',
      price: '25.00',
      observedAt: '2026-11-20T10:00:00Z',
      ...extra,
    })
    const res = await send(t.app, 'POST', '/api/protection/observations', {
      origin: null,
      headers: { authorization: `Bearer ${key}` },
      json: {
        observations: [
          observation('w-1', { gtin: brand.products[0]!.gtin, listingId: uniqueAsin() }),
          observation('w-2', { gtin: bad, listingId: asin }),
          observation('w-3', { sku: 'SOMEONE-ELSE' }),
        ],
      },
    })
    expect(res.status).toBe(200)
    const body = await bodyOf<{ accepted: number; importId: string; warnings: unknown[] }>(res)
    expect(body.accepted).toBe(3)
    expect(body.warnings).toEqual([
      {
        index: 1,
        id: 'w-2',
        kind: 'gtin_check_digit',
        message: expect.stringContaining(`GTIN ${bad} has a wrong check digit`),
        value: bad,
      },
      {
        index: 1,
        id: 'w-2',
        kind: 'unmatched_product',
        message: LISTING_WARNING_TEXTS.unmatched,
        value: null,
      },
      {
        index: 2,
        id: 'w-3',
        kind: 'unmatched_product',
        message: LISTING_WARNING_TEXTS.unmatched,
        value: null,
      },
    ])
    const [stored] = await rowsOf<{ summary: Summary }>(
      t.deps.db,
      sql`select summary from listing_imports where id = ${body.importId}`,
    )
    expect(kindOf(stored!.summary, 'gtin_check_digit')).toMatchObject({
      count: 1,
      samples: [{ row: 2, value: bad }],
    })
    expect(kindOf(stored!.summary, 'unmatched_product')).toMatchObject({
      count: 2,
      samples: [
        { row: 2, value: asin },
        { row: 3, value: 'SOMEONE-ELSE' },
      ],
    })
  })
})

describe('the download', () => {
  test("is the brand's own: another brand gets 404, and an import of before warnings were kept gives an empty list", async () => {
    const brand = await protectedBrand(t.deps, { products: [{ map: '20.00' }] })
    const other = await protectedBrand(t.deps, { products: [{ map: '20.00' }] })
    const rows = [
      { asin: uniqueAsin(), buyBox: '$ 22.49', seller: '', upc: upcOf(brand.products[0]!.gtin) },
    ]
    const { importId } = await importFile(brand, keepaFile(rows), { fileName: 'mine.csv' })
    const otherCookie = await signIn(t.app, other.user)
    const res = await get(t.app, `/api/brand/protection/imports/${importId}/warnings.csv`, {
      cookie: otherCookie,
    })
    expect(res.status).toBe(404)

    // A summary written before warnings were kept.
    await t.deps.db.execute(
      sql`update listing_imports set summary = summary - 'warnings' - 'warningRows' where id = ${importId}`,
    )
    const csv = await warningsCsv(brand, importId)
    expect(csv.rows).toEqual([])
    expect(csv.last).toEqual([LISTING_WARNING_TEXTS.csvComplete(0)])
    const cookie = await signIn(t.app, brand.user)
    const page = await bodyOf<{ imports: { id: string; summary: Summary }[] }>(
      await get(t.app, '/api/brand/protection/imports', { cookie }),
    )
    const listed = page.imports.find((i) => i.id === importId)!
    expect(listed.summary.rowsRead).toBe(1)
    expect(listed.summary.warnings).toBeUndefined()
  })
})
