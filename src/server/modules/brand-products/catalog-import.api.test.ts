/**
 * An admin approves a catalog (POST /api/admin/catalogs/:id/decision): the rows of a CSV or XLSX
 * become the brand's products, refused rows are reported, and the summary is stored on the
 * catalog for the brand's 'Your Catalogs'. Upload type and size refusals are in catalogs tests.
 */
import { eq, getTableColumns, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  CATALOG_IMPORT_MESSAGES as M,
  PRODUCT_MESSAGES,
  type CatalogImportPreview,
  type CatalogImportSummary,
} from '#shared/brand-inventory-texts.ts'
import { CATALOG_CODES } from '#shared/catalogs-texts.ts'
import { productMapPrices, productUploads, products } from '#server/db/schema/index.ts'
import type { LiveEvent } from '#server/lib/live/live-bus.ts'
import {
  brandEntryWithResellers,
  catalogCsv,
  insertProduct,
  xlsxBomb,
  xlsxManyEntries,
  xlsxWorkbook,
} from '#testing/brand-products.ts'
import {
  catalogForm,
  storedCatalog,
  uploadCatalogAs,
  withDeclaredSize,
  xlsxBytes,
  xlsxCellBomb,
} from '#testing/catalogs.ts'
import { signedInUser, type TestUser } from '#testing/factories.ts'
import { bodyOf, get, post } from '#testing/http.ts'
import { uniqueGtin } from '#testing/protection.ts'
import { pdfBytes } from '#testing/public-site.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

type Session = TestUser & { cookie: string }

let t: TestApp
let admin: Session

beforeAll(async () => {
  t = await createTestApp()
  admin = await signedInUser(t.deps, t.app, 'admin')
})

afterAll(async () => {
  await t?.close()
})

async function approve(
  brand: Session,
  bytes: Uint8Array<ArrayBuffer>,
  fileName: string,
  action: 'approve' | 'reject' = 'approve',
) {
  const catalog = await uploadCatalogAs(
    t.app,
    brand.cookie,
    catalogForm('Catalog', new File([bytes], fileName)),
  )
  if (action === 'approve' && !fileName.endsWith('.pdf')) {
    // Issue 15: the brand confirms the renames and cleared MAPs its preview lists (these tests
    // are about what the import writes; catalog-preview.api.test.ts is about the confirmation).
    const previewed = await get(t.app, `/api/catalogs/${catalog.id}/preview`, {
      cookie: brand.cookie,
    })
    if (previewed.status === 200) {
      const { preview } = await bodyOf<{ preview: CatalogImportPreview }>(previewed)
      if (preview.confirmations.length > 0) {
        await post(
          t.app,
          `/api/brand/catalogs/${catalog.id}/confirm-changes`,
          { keys: preview.confirmations.map((c) => c.key) },
          { cookie: brand.cookie },
        )
      }
    }
  }
  const response = await post(
    t.app,
    `/api/admin/catalogs/${catalog.id}/decision`,
    { action },
    { cookie: admin.cookie },
  )
  expect(response.status, await response.clone().text()).toBe(200)
  const listed = await get(t.app, '/api/brand/catalogs', { cookie: brand.cookie })
  const { catalogs } = await bodyOf<{
    catalogs: { id: string; status: string; importSummary: CatalogImportSummary | null }[]
  }>(listed)
  const mine = catalogs.find((c) => c.id === catalog.id)!
  expect(mine.status).toBe(action === 'approve' ? 'approved' : 'rejected')
  return mine.importSummary
}

/** The brand's products with the MAP in force now (issue 14: MAP is versioned). */
const productsOf = (brandId: string) =>
  t.deps.db
    .select({
      ...getTableColumns(products),
      mapPrice: sql<string | null>`product_map_price_at(${products.id}, now())::text`,
    })
    .from(products)
    .where(eq(products.brandId, brandId))
    .orderBy(products.sku)

describe('CSV', () => {
  test('good rows become approved products, bad rows are listed with their row numbers', async () => {
    const brand = await signedInUser(t.deps, t.app, 'brand')
    const summary = await approve(
      brand,
      catalogCsv([
        'Name,SKU,Price,Wholesale_Price,Stock,MAP_Price,Description',
        'Desk Lamp,LMP-1,24.00,12.50,40,21.99,Brass',
        ',LMP-2,10,5,1,,',
        '',
        'Shelf,SHF-1,-89.00,40,3,,',
        'Chair,CHR-1,50,25,-2,,',
        'Stool,STL-1,abc,25,2,,',
        'Desk Lamp copy,LMP-1,1,1,1,,',
        'Short row,SRT-1,1,1',
        '"Rug, wool",RUG-1,120.5,60,7,,"Hand-made, 2 × 3 m"',
      ]),
      'spring.csv',
    )
    expect(summary).toEqual({
      kind: 'rows',
      processed: 8,
      created: 2,
      updated: 0,
      unchanged: 0,
      changes: [],
      moreChanges: 0,
      failed: 6,
      errors: [
        { row: 3, message: M.missingField('name') },
        { row: 5, message: `price: ${PRODUCT_MESSAGES.priceNegative}` },
        { row: 6, message: `stock: ${PRODUCT_MESSAGES.stockNegative}` },
        { row: 7, message: `price: ${PRODUCT_MESSAGES.priceInvalid}` },
        { row: 8, message: M.duplicateSkuInFile('LMP-1', 2) },
        { row: 9, message: M.columnMismatch(7, 4) },
      ],
      moreErrors: 0,
      error: null,
    })
    const rows = await productsOf(brand.id)
    expect(
      rows.map((p) => [p.sku, p.name, p.price, p.wholesalePrice, p.mapPrice, p.stock]),
    ).toEqual([
      ['LMP-1', 'Desk Lamp', '24.00', '12.50', '21.99', 40],
      ['RUG-1', 'Rug, wool', '120.50', '60.00', null, 7],
    ])
    expect(rows.every((p) => p.approvalStatus === 'approved')).toBe(true)
  })

  test('a SKU the brand already has is updated, not duplicated; other brands are untouched', async () => {
    const brand = await signedInUser(t.deps, t.app, 'brand')
    const other = await signedInUser(t.deps, t.app, 'brand')
    await insertProduct(t.deps, brand.id, {
      sku: 'KEEP-1',
      name: 'Old name',
      price: '1.00',
      mapPrice: '0.90',
      description: 'kept',
      approvalStatus: 'pending',
    })
    const theirs = await insertProduct(t.deps, other.id, { sku: 'KEEP-1', price: '7.00' })
    const summary = await approve(
      brand,
      catalogCsv([
        'sku,name,price,wholesale_price,stock',
        'KEEP-1,New name,2.00,1.00,5',
        'ADD-1,Added,3,2,1',
      ]),
      'update.csv',
    )
    expect(summary).toMatchObject({ created: 1, updated: 1, failed: 0 })
    const kept = (await productsOf(brand.id)).find((p) => p.sku === 'KEEP-1')
    // Columns the file lacks (map_price, description) keep their values.
    expect(kept).toMatchObject({
      name: 'New name',
      price: '2.00',
      stock: 5,
      mapPrice: '0.90',
      description: 'kept',
      approvalStatus: 'approved',
    })
    expect((await productsOf(brand.id)).length).toBe(2)
    const [untouched] = await t.deps.db.select().from(products).where(eq(products.id, theirs.id))
    expect(untouched!.price).toBe('7.00')
  })

  test('the first 20 errors are listed, then a count', async () => {
    const brand = await signedInUser(t.deps, t.app, 'brand')
    const lines = ['name,sku,price,wholesale_price,stock']
    for (let i = 0; i < 25; i++) lines.push(`Bad ${i},BAD-${i},-1,1,1`)
    lines.push('Good,GOOD-1,1,1,1')
    const summary = await approve(brand, catalogCsv(lines), 'errors.csv')
    expect(summary!.errors).toHaveLength(20)
    expect(summary!.errors[0]).toEqual({
      row: 2,
      message: `price: ${PRODUCT_MESSAGES.priceNegative}`,
    })
    expect(summary).toMatchObject({ failed: 25, moreErrors: 5, created: 1 })
  })

  test('a missing required column is the file’s error; nothing is imported, the catalog is approved', async () => {
    const brand = await signedInUser(t.deps, t.app, 'brand')
    const summary = await approve(
      brand,
      catalogCsv(['sku,name,price', 'A-1,Lamp,24.00']),
      'short.csv',
    )
    expect(summary).toMatchObject({ error: M.missingField('wholesale_price'), created: 0 })
    expect(await productsOf(brand.id)).toEqual([])
    const headerOnly = await approve(
      brand,
      catalogCsv(['sku,name,price,wholesale_price,stock']),
      'h.csv',
    )
    expect(headerOnly!.error).toBe(M.needsRows)
  })

  test('a rejected catalog imports nothing', async () => {
    const brand = await signedInUser(t.deps, t.app, 'brand')
    const summary = await approve(
      brand,
      catalogCsv(['sku,name,price,wholesale_price,stock', 'R-1,Lamp,1,1,1']),
      'reject.csv',
      'reject',
    )
    expect(summary).toBeNull()
    expect(await productsOf(brand.id)).toEqual([])
  })

  test('the brand and its allocated resellers hear about the new products', async () => {
    const brand = await signedInUser(t.deps, t.app, 'brand')
    const reseller = await signedInUser(t.deps, t.app, 'reseller')
    await brandEntryWithResellers(t.deps, brand, [reseller.id])
    const events: LiveEvent[] = []
    const stop = t.deps.live.subscribe(reseller.id, (e) => events.push(e))
    try {
      await approve(
        brand,
        catalogCsv(['sku,name,price,wholesale_price,stock', 'L-1,Lamp,1,1,1']),
        'live.csv',
      )
      expect(events.map((e) => e.kind)).toEqual(['product.changed'])
    } finally {
      stop()
    }
  })
})

describe('GTIN, category and MAP versions (issue 14)', () => {
  test('gtin (or upc, ean) and category columns are read, normalised and checked row by row', async () => {
    const brand = await signedInUser(t.deps, t.app, 'brand')
    const [a, b, c] = [uniqueGtin(), uniqueGtin(), uniqueGtin()]
    const taken = uniqueGtin()
    await insertProduct(t.deps, brand.id, { sku: 'OLD-1', name: 'Owner of a GTIN', gtin: taken })
    const summary = await approve(
      brand,
      catalogCsv([
        'name,sku,price,wholesale_price,stock,UPC,Category',
        // A UPC-A as printed, and a category by its label, any case.
        `Lamp,GT-1,24.00,12.00,4,${a.slice(2)},home goods`,
        // An EAN-13 with separators, and a category by its value.
        `Fan,GT-2,30,15,2,0${b.slice(2, 7)}-${b.slice(7)},ELECTRONICS`,
        'Bad digit,GT-3,1,1,1,012345678906,',
        `Same GTIN,GT-4,1,1,1,${a},`,
        `Odd category,GT-5,1,1,1,${c},Garden`,
        'Rounded,GT-6,1,1,1,8.40E+11,',
        `Someone else's,GT-7,1,1,1,${taken.slice(2)},toys`,
        'No code,GT-8,1,1,1,,',
      ]),
      'codes.csv',
    )
    expect(summary).toMatchObject({ processed: 8, created: 3, updated: 0, failed: 5, error: null })
    expect(summary!.errors).toEqual([
      { row: 4, message: 'gtin: GTIN 012345678906 has a wrong check digit (expected 5)' },
      { row: 5, message: M.duplicateGtinInFile(a, 2) },
      { row: 6, message: M.categoryUnknown('Garden') },
      {
        row: 7,
        message:
          'gtin: GTIN 8.40E+11 was rounded by the spreadsheet (scientific notation): format the column as text and export it again',
      },
      { row: 8, message: M.gtinTaken(taken, 'OLD-1') },
    ])
    expect((await productsOf(brand.id)).map((p) => [p.sku, p.gtin, p.category])).toEqual([
      ['GT-1', a, 'home_goods'],
      ['GT-2', b, 'electronics'],
      ['GT-8', null, null],
      ['OLD-1', taken, null],
    ])
  })

  test('an EAN header is read too; a file without the columns keeps the products’ GTIN and category', async () => {
    const brand = await signedInUser(t.deps, t.app, 'brand')
    const gtin = uniqueGtin()
    await approve(
      brand,
      catalogCsv([
        'name,sku,price,wholesale_price,stock,EAN,category',
        `Jug,EAN-1,5,2,1,${gtin},Toys`,
      ]),
      'ean.csv',
    )
    await approve(
      brand,
      catalogCsv(['name,sku,price,wholesale_price,stock', 'Jug renamed,EAN-1,6,2,1']),
      'plain.csv',
    )
    expect((await productsOf(brand.id)).map((p) => [p.name, p.gtin, p.category])).toEqual([
      ['Jug renamed', gtin, 'toys'],
    ])
  })

  test('a changed MAP is a version from the import; the older one stays; an unchanged one writes none', async () => {
    const brand = await signedInUser(t.deps, t.app, 'brand')
    const since = new Date('2026-01-01T00:00:00Z')
    await insertProduct(t.deps, brand.id, {
      sku: 'MAP-1',
      mapPrice: '20.00',
      mapSince: since,
    })
    await insertProduct(t.deps, brand.id, {
      sku: 'MAP-2',
      mapPrice: '15.00',
      mapSince: since,
    })
    const summary = await approve(
      brand,
      catalogCsv([
        'name,sku,price,wholesale_price,stock,map_price',
        'Changed,MAP-1,30,10,1,22.50',
        'Same,MAP-2,30,10,1,15',
        'New,MAP-3,30,10,1,18.00',
        'New without,MAP-4,30,10,1,',
      ]),
      'map.csv',
    )
    expect(summary).toMatchObject({ created: 2, updated: 2, failed: 0 })
    const versions = async (sku: string) => {
      const [product] = (await productsOf(brand.id)).filter((p) => p.sku === sku)
      return t.deps.db
        .select({ mapPrice: productMapPrices.mapPrice, from: productMapPrices.effectiveFrom })
        .from(productMapPrices)
        .where(eq(productMapPrices.productId, product!.id))
        .orderBy(productMapPrices.effectiveFrom)
    }
    const history = await versions('MAP-1')
    expect(history.map((v) => v.mapPrice)).toEqual(['20.00', '22.50'])
    expect(history[0]!.from).toEqual(since)
    expect(Math.abs(history[1]!.from.getTime() - Date.now())).toBeLessThan(60_000)
    expect((await versions('MAP-2')).map((v) => v.mapPrice)).toEqual(['15.00'])
    expect((await versions('MAP-3')).map((v) => v.mapPrice)).toEqual(['18.00'])
    expect(await versions('MAP-4')).toEqual([])
    expect((await productsOf(brand.id)).map((p) => [p.sku, p.mapPrice])).toEqual([
      ['MAP-1', '22.50'],
      ['MAP-2', '15.00'],
      ['MAP-3', '18.00'],
      ['MAP-4', null],
    ])
  })
})

describe('XLSX', () => {
  test('the first sheet’s rows become products; numbers and shared strings are read', async () => {
    const brand = await signedInUser(t.deps, t.app, 'brand')
    const summary = await approve(
      brand,
      xlsxWorkbook(
        [
          ['name', 'sku', 'price', 'wholesale_price', 'stock', 'map_price'],
          ['Tea Towel & Cloth', 'TT-1', 19.99, 9.5, 100, 17.99],
          ['Mug', 'MG-1', 0.1 + 0.2, 0.2, 12, null],
          ['Broken', 'BR-1', -4, 2, 1, null],
          [null, null, null, null, null, null],
          ['Kettle', 'KT-1', '30', '15', '5', ''],
        ],
        'products.xml',
      ),
      'catalog.xlsx',
    )
    expect(summary).toMatchObject({
      kind: 'rows',
      processed: 4,
      created: 3,
      failed: 1,
      errors: [{ row: 4, message: `price: ${PRODUCT_MESSAGES.priceNegative}` }],
      error: null,
    })
    const rows = await productsOf(brand.id)
    expect(
      rows.map((p) => [p.sku, p.name, p.price, p.wholesalePrice, p.mapPrice, p.stock]),
    ).toEqual([
      ['KT-1', 'Kettle', '30.00', '15.00', null, 5],
      ['MG-1', 'Mug', '0.30', '0.20', null, 12],
      ['TT-1', 'Tea Towel & Cloth', '19.99', '9.50', '17.99', 100],
    ])
  })

  test('only the header’s columns are kept, wherever they are, among others', async () => {
    const brand = await signedInUser(t.deps, t.app, 'brand')
    const filler = Array.from({ length: 40 }, (_, i) => `extra ${i}`)
    const summary = await approve(
      brand,
      xlsxWorkbook([
        ['notes', ...filler, 'Stock', 'SKU', 'description', 'price', 'name', 'wholesale_price'],
        ['n', ...filler.map(() => 'x'), 7, 'WX-1', 'Wide', 12.5, 'Wide Lamp', 6],
      ]),
      'wide.xlsx',
    )
    expect(summary).toMatchObject({ processed: 1, created: 1, error: null })
    expect(
      (await productsOf(brand.id)).map((p) => [p.sku, p.name, p.description, p.price, p.stock]),
    ).toEqual([['WX-1', 'Wide Lamp', 'Wide', '12.50', 7]])
  })
})

describe('a catalog whose file cannot be read is never approved', () => {
  // Uploads refuse such files (catalogs.api.test.ts); these were stored before uploads were read.
  const decide = (id: string, action: 'approve' | 'reject') =>
    post(t.app, `/api/admin/catalogs/${id}/decision`, { action }, { cookie: admin.cookie })
  const statusOf = async (id: string) =>
    (await t.deps.db.select().from(productUploads).where(eq(productUploads.id, id)))[0]!

  test.each([
    [
      'a bomb whose directory tells the truth (refused before inflating)',
      () => xlsxBomb(60),
      M.xlsxTooLarge,
    ],
    [
      'a 200 MB bomb whose directory lies (stopped after 1 MB by the ratio)',
      () => withDeclaredSize(xlsxCellBomb(200), 1024),
      M.xlsxRatio,
    ],
    ['too many parts', () => xlsxManyEntries(6000), M.xlsxTooManyEntries],
    ['a file that only looks like a ZIP', () => xlsxBytes(), M.xlsxInvalid],
  ])('%s: 422, still pending, no products; it can be rejected', async (_label, bomb, message) => {
    const brand = await signedInUser(t.deps, t.app, 'brand')
    const id = await storedCatalog(t.deps, brand.id, bomb(), 'xlsx')
    const before = process.memoryUsage().rss
    const started = performance.now()
    const response = await decide(id, 'approve')
    const ms = performance.now() - started
    expect(response.status).toBe(422)
    expect(await bodyOf(response)).toMatchObject({ code: CATALOG_CODES.unreadable, message })
    expect(ms).toBeLessThan(1000)
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024)
    expect(await statusOf(id)).toMatchObject({ status: 'pending', importSummary: null })
    expect(await productsOf(brand.id)).toEqual([])

    expect((await decide(id, 'reject')).status).toBe(200)
    expect((await statusOf(id)).status).toBe('rejected')
  })

  test('a CSV that is not UTF-8, and a file gone from storage, fail the approval the same way', async () => {
    const brand = await signedInUser(t.deps, t.app, 'brand')
    const latin = await storedCatalog(
      t.deps,
      brand.id,
      new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0x0a]),
      'csv',
    )
    const notText = await decide(latin, 'approve')
    expect(notText.status).toBe(422)
    expect((await bodyOf(notText)).message).toBe(M.notText)
    expect((await statusOf(latin)).status).toBe('pending')

    const lost = await storedCatalog(t.deps, brand.id, catalogCsv(['name,sku']), 'csv')
    await t.deps.storage.delete((await statusOf(lost)).storageKey)
    const missing = await decide(lost, 'approve')
    expect(missing.status).toBe(422)
    expect((await bodyOf(missing)).message).toBe(M.fileMissing)
    expect((await statusOf(lost)).status).toBe('pending')
  })
})

test('a PDF catalog is approved as a file only', async () => {
  const brand = await signedInUser(t.deps, t.app, 'brand')
  const summary = await approve(brand, pdfBytes(), 'catalog.pdf')
  expect(summary).toMatchObject({ kind: 'file', processed: 0, error: null })
  expect(await productsOf(brand.id)).toEqual([])
})
