/**
 * Issue 14: a brand imports the listings files it already has. An Amazon All Listings Report of
 * an authorized reseller (whose listings it is, chosen on the form) shows a MAP violation; a
 * Keepa export names an unknown Buy Box seller; a CSV of the brand's own columns goes through the
 * column mapping, is remembered, and the next file with that header is read without asking; a
 * file that is not a listings file is refused and leaves no import behind.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { amazonAllListingsReport, keepaExport, upcOf } from '../../src/testing/listing-files.ts'
import { demo, expect, signInAsDemo, test } from '../support/fixtures.ts'
import { importThroughUi } from '../support/listings-import.ts'
import {
  newAuthorizedReseller,
  newProduct,
  signedInApi,
  uniqueAsin,
} from '../support/protection.ts'
import { seriousAxeViolations } from '../public/home-support.ts'

// axe is injected as a script, which the Content-Security-Policy would refuse.
test.use({ bypassCSP: true })

const MAPPING_FIELDS = [
  'Marketplace',
  'Seller id',
  'Seller name',
  'ASIN or item id',
  'GTIN (UPC or EAN)',
  'SKU',
  'Title',
  'Price',
  'Shipping',
  'Quantity',
  'Condition',
  'Date observed',
  'Listing URL',
]

test('[BRAND][PROTECTION][IMPORT]: a brand imports an All Listings Report, a Keepa export and a mapped CSV', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000)
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase()
  const brandApi = await signedInApi(baseURL!, demo.brand)
  const product = await newProduct(brandApi, { name: `Import Journey Bottle ${tag}`, map: '24.99' })
  const sellerId = `A${tag}`
  const reseller = await newAuthorizedReseller(request, baseURL!, [
    { marketplace: 'amazon', sellerId },
  ])
  const file = (name: string, content: string | Buffer) => {
    const path = testInfo.outputPath(name)
    fs.writeFileSync(path, content)
    return path
  }

  await signInAsDemo(page, 'brand', '/brand/dashboard/protection/imports')
  await expect(page.getByRole('heading', { name: 'Import listings', level: 1 })).toBeVisible()
  const form = page.locator('form').filter({ has: page.getByLabel('Listings file') })
  const history = page.getByRole('table', { name: 'Imports' })

  // 1. The reseller's own All Listings Report, one listing below MAP.
  const allListings = `all-listings-${tag}.txt`
  await form.getByLabel('Listings file').setInputFiles(
    file(
      allListings,
      amazonAllListingsReport([
        {
          title: product.name,
          sku: `R-${tag}`,
          price: '19.99',
          asin: uniqueAsin(),
          gtin: upcOf(product.gtin),
        },
      ]),
    ),
  )
  await expect(form.getByText('Amazon All Listings Report detected')).toBeVisible()
  await expect(form.getByRole('group', { name: 'Whose listings are these?' })).toBeVisible()
  await form
    .getByLabel('Seller', { exact: true })
    .selectOption({ label: `${reseller.company} (${sellerId})` })
  const sample = form.getByRole('region', { name: 'The first rows as they will import' })
  await expect(sample.getByText(product.name)).toBeVisible()
  await expect(sample.getByText('Imports', { exact: true })).toBeVisible()

  // The upload is held a moment, so the progress bar can be seen.
  await page.route(
    '**/api/brand/protection/imports?*',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    },
    { times: 1 },
  )
  await form.getByRole('button', { name: 'Import listings' }).click()
  await expect(form.getByRole('progressbar', { name: 'Import progress' })).toBeVisible()
  const done = form.getByRole('region', { name: 'Import complete' })
  await expect(done).toBeVisible({ timeout: 30_000 })
  await expect(done.getByText('1 MAP violation')).toBeVisible()
  await expect(
    done.getByRole('link', { name: 'See the findings in Brand Protection' }),
  ).toHaveAttribute('href', '/brand/dashboard/protection')

  // 2. A Keepa export whose Buy Box seller is nobody the brand knows.
  const keepa = `keepa-${tag}.csv`
  await form.getByLabel('Listings file').setInputFiles(
    file(
      keepa,
      keepaExport([
        {
          title: product.name,
          asin: uniqueAsin(),
          price: '26.00',
          sellerName: `Unknown Outlet ${tag}`,
          sellerId: `AUNKNOWN${tag}`,
          upc: upcOf(product.gtin),
        },
      ]),
    ),
  )
  await expect(form.getByText('Keepa product export detected')).toBeVisible()
  await expect(form.getByRole('group', { name: 'Whose listings are these?' })).toHaveCount(0)
  await importThroughUi(page)
  await expect(done.getByText('1 unauthorized seller')).toBeVisible()

  await expect(history.getByRole('row').filter({ hasText: allListings })).toContainText('Complete')
  await expect(history.getByRole('row').filter({ hasText: keepa })).toContainText(
    'Keepa product export',
  )
  // The summary of the first import, opened from the history.
  await history.getByRole('button', { name: `Show the summary of ${allListings}` }).click()
  await expect(history.getByText('1 MAP violation')).toBeVisible()

  // 3. A CSV of the brand's own columns: mapped once, remembered under a source name.
  const header = ['Store', 'Seller', 'Item', 'Barcode', 'Our price', 'Seen', `Notes ${tag}`]
  const csv = (price: string) =>
    `${header.join(',')}\nAmazon,Corner Shop ${tag},${product.name},${upcOf(product.gtin)},${price},${new Date().toISOString()},\n`
  await form.getByLabel('Listings file').setInputFiles(file(`own-columns-${tag}.csv`, csv('21.00')))
  await expect(form.getByText('We do not recognise this file’s columns')).toBeVisible()
  const mapping = form.getByRole('group', { name: 'Which column holds what?' })
  const chosen: Record<string, string> = {
    Marketplace: 'Store',
    'Seller name': 'Seller',
    Title: 'Item',
    'GTIN (UPC or EAN)': 'Barcode',
    Price: 'Our price',
    'Date observed': 'Seen',
  }
  for (const field of MAPPING_FIELDS) {
    await mapping
      .getByLabel(field, { exact: true })
      .selectOption(chosen[field] ?? { label: 'Not in this file' })
  }
  await expect(form.getByText('The mapping reads this file.')).toBeVisible()
  expect(await seriousAxeViolations(page)).toEqual([])
  await form.getByLabel('Remember this mapping as').fill(`Journey source ${tag}`)
  await importThroughUi(page)
  await expect(done.getByText('1 unauthorized seller')).toBeVisible()

  // The next file with the same header is read with the saved mapping, without asking.
  const again = `own-columns-again-${tag}.csv`
  await form.getByLabel('Listings file').setInputFiles(file(again, csv('20.00')))
  await expect(form.getByText(`Using your saved mapping for Journey source ${tag}`)).toBeVisible()
  await expect(form.getByRole('group', { name: 'Which column holds what?' })).toHaveCount(0)
  await importThroughUi(page)
  await expect(done).toBeVisible()
  await expect(history.getByRole('row').filter({ hasText: again })).toContainText('Complete')

  // 4. Random bytes named .csv: a clear error, and nothing imported.
  const garbage = `garbage-${tag}.csv`
  await form
    .getByLabel('Listings file')
    .setInputFiles(file(garbage, Buffer.concat([Buffer.from([0, 1, 2, 0]), randomBytes(4096)])))
  await expect(
    form.getByText('This file cannot be read as a listings file.', { exact: false }),
  ).toBeVisible()
  await expect(form.getByRole('button', { name: 'Import listings' })).toBeDisabled()
  await page.reload()
  await expect(history.getByRole('row').filter({ hasText: again })).toBeVisible()
  await expect(history.getByRole('row').filter({ hasText: garbage })).toHaveCount(0)
  expect(await seriousAxeViolations(page)).toEqual([])

  // On a phone the screen keeps to its width; the tables scroll within their cards.
  await page.setViewportSize({ width: 390, height: 800 })
  await expect(page.getByRole('heading', { name: 'Monitoring API' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})
