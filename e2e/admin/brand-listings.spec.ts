/**
 * Issue 14: an admin imports observed listings on a brand's behalf, from the brand's row in the
 * Brands Directory, with the brand's own import form: a Keepa export whose Buy Box seller nobody
 * authorized comes out as an unauthorized seller in the summary and in the brand's history.
 */
import fs from 'node:fs'
import { keepaExport, upcOf } from '../../src/testing/listing-files.ts'
import { seriousAxeViolations } from '../public/home-support.ts'
import { demo, expect, signInAsDemo, test } from '../support/fixtures.ts'
import { importThroughUi } from '../support/listings-import.ts'
import { newProduct, signedInApi, uniqueAsin } from '../support/protection.ts'

// axe is injected as a script, which the Content-Security-Policy would refuse.
test.use({ bypassCSP: true })

const BRAND = '[DEMO] Northwind Goods'

test('[ADMIN][BRANDS][LISTINGS]: an admin imports a Keepa export for a brand', async ({
  page,
  baseURL,
}, testInfo) => {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase()
  const brandApi = await signedInApi(baseURL!, demo.brand)
  const product = await newProduct(brandApi, { name: `Admin Import Mug ${tag}`, map: '14.99' })
  const fileName = `admin-keepa-${tag}.csv`
  const file = testInfo.outputPath(fileName)
  fs.writeFileSync(
    file,
    keepaExport([
      {
        title: product.name,
        asin: uniqueAsin(),
        price: '15.50',
        sellerName: `Grey Market ${tag}`,
        sellerId: `AGREY${tag}`,
        upc: upcOf(product.gtin),
      },
    ]),
  )

  await signInAsDemo(page, 'admin', '/admin/dashboard/brands-directory')
  await expect(page.getByRole('heading', { name: 'Brands Directory', level: 1 })).toBeVisible()
  await page.getByLabel('Search brands').fill(BRAND)
  // The search applied (in the address, its rows shown), so that the row is not moved under the
  // pointer by the search's own answer.
  await expect(page).toHaveURL(/[?&]q=/)
  await expect(page.getByText(/^Page 1 of 1 · 1 brand$/)).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: BRAND })
  await row.getByRole('link', { name: `Import listings for ${BRAND}` }).click()

  await expect(page).toHaveURL(/\/admin\/dashboard\/brands-directory\/[^/]+\/listings$/)
  await expect(
    page.getByRole('heading', { name: `Import listings for ${BRAND}`, level: 1 }),
  ).toBeVisible()
  const form = page.locator('form').filter({ has: page.getByLabel('Listings file') })
  await form.getByLabel('Listings file').setInputFiles(file)
  await expect(form.getByText('Keepa product export detected')).toBeVisible()
  await expect(form.getByText(product.name)).toBeVisible()
  expect(await seriousAxeViolations(page)).toEqual([])

  await importThroughUi(page)
  const done = form.getByRole('region', { name: 'Import complete' })
  await expect(done.getByText('1 unauthorized seller')).toBeVisible()
  await expect(done.getByRole('link', { name: 'Back to Brands Directory' })).toBeVisible()
  await expect(
    page.getByRole('table', { name: 'Imports' }).getByRole('row').filter({ hasText: fileName }),
  ).toContainText('Complete')
  expect(await seriousAxeViolations(page)).toEqual([])
})
