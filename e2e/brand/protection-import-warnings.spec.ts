/**
 * A listings import's warnings are shown, not thrown away (shared/listing-warnings.ts): a brand
 * imports a Keepa export with a row whose UPC has a wrong check digit and a row naming no Buy Box
 * seller, sees the warnings by kind with their counts and first rows on the import's result and
 * in its history, and downloads them as CSV.
 */
import fs from 'node:fs'
import { gtinCheckDigit } from '../../src/shared/gtin.ts'
import { uniqueAsin, upcOf } from '../../src/testing/listing-files.ts'
import { demo, expect, signInAsDemo, test } from '../support/fixtures.ts'
import { importThroughUi } from '../support/listings-import.ts'
import { newProduct, signedInApi } from '../support/protection.ts'
import { journeyTag } from './protection-journeys.ts'

const KEEPA_HEADER =
  'Locale,Image,Title,Sales Rank: Current,Buy Box 🚚: Current,Buy Box: Buy Box Seller,Amazon: Current,New: Current,New Offer Count: Current,URL: Amazon,ASIN,Product Codes: EAN,Product Codes: UPC,Brand'

test('[BRAND][PROTECTION][IMPORT]: a brand sees an import’s warnings by kind and downloads them', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  const tag = journeyTag()
  const brandApi = await signedInApi(baseURL!, demo.brand)
  const product = await newProduct(brandApi, { name: `Warnings Bottle ${tag}`, map: '24.99' })
  const upc = upcOf(product.gtin)
  const badUpc = `${upc.slice(0, -1)}${(gtinCheckDigit(upc.slice(0, -1)) + 1) % 10}`
  const [named, sellerless, mistyped] = [uniqueAsin(), uniqueAsin(), uniqueAsin()]
  const row = (asin: string, seller: string, code: string) =>
    `com,,"${product.name}",100,$ 26.00,${seller},-,$ 26.00,3,https://www.amazon.com/dp/${asin},${asin},,${code},Northwind`
  const fileName = `keepa-warnings-${tag}.csv`
  const path = testInfo.outputPath(fileName)
  fs.writeFileSync(
    path,
    `${[
      KEEPA_HEADER,
      row(named, `Outlet ${tag} (86% AOUTLET${tag})`, upc),
      row(sellerless, '', upc),
      row(mistyped, `Outlet ${tag} (86% AOUTLET${tag})`, badUpc),
    ].join('\n')}\n`,
  )

  await signInAsDemo(page, 'brand', '/brand/dashboard/protection/imports')
  const form = page.locator('form').filter({ has: page.getByLabel('Listings file') })
  await form.getByLabel('Listings file').setInputFiles(path)
  await expect(form.getByText('Keepa product export detected')).toBeVisible()
  await importThroughUi(page)

  const done = form.getByRole('region', { name: 'Import complete' })
  const warnings = done.getByRole('region', { name: 'Warnings' })
  await expect(warnings.getByRole('listitem')).toHaveText([
    // Row 4 lost its only GTIN, so its new ASIN matches none of the brand's products.
    /GTIN check digit wrong: GTIN left out: 1 row · First rows: row 4 \(\d+\)/,
    `No Buy Box seller named: 1 row · First rows: row 3 (${sellerless})`,
    `Not matched to any of your products: 1 row · First rows: row 4 (${mistyped})`,
  ])
  await expect(warnings.getByText(`row 4 (${badUpc})`, { exact: false })).toBeVisible()

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    warnings.getByRole('link', { name: 'Download warnings (CSV)' }).click(),
  ])
  const csv = fs.readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '')
  const lines = csv.trim().split('\r\n')
  expect(lines[0]).toBe('Row,Kind,Message,Value,Listing')
  expect(lines.slice(1, -1)).toEqual([
    `3,No Buy Box seller named,Keepa names no Buy Box seller for this product,,${sellerless}`,
    expect.stringMatching(
      new RegExp(
        `^4,GTIN check digit wrong: GTIN left out,GTIN ${badUpc} has a wrong check digit .*,${badUpc},${mistyped}$`,
      ),
    ),
    `4,Not matched to any of your products,"Not matched to any of the brand's products (by GTIN, ASIN, item id or SKU)",,${mistyped}`,
  ])
  expect(lines.at(-1)).toBe('"3 warnings, all listed."')

  // The history shows the same warnings for the import.
  const history = page.getByRole('table', { name: 'Imports' })
  await history.getByRole('button', { name: `Show the summary of ${fileName}` }).click()
  await expect(
    history.getByRole('region', { name: 'Warnings' }).getByText('No Buy Box seller named: 1 row'),
  ).toBeVisible()
})
