/**
 * Issue 5, Inventory Management: (a) a brand adds a product with its GTIN, category and MAP
 * (issue 14), edits its price and MAP, and a reseller allocated to the brand, with the brand's
 * products open in another browser, sees the GTIN and the new prices without a reload; (b) a
 * brand uploads a CSV catalog, an admin approves it in Catalog Management, and its rows become
 * products in the brand's inventory, with their GTIN; (c) a spreadsheet the server cannot read
 * (issue 12: XLSX bombs, corrupt packages) is refused at upload with its reason, and nothing is
 * stored.
 */
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import {
  gtinForDisplay,
  resellerBrandProductsPath,
} from '../../src/shared/brand-inventory-texts.ts'
import { demo, expect, signInAsDemo, test } from '../support/fixtures.ts'
import { uniqueGtin } from '../support/protection.ts'

async function signedInApi(baseURL: string, account: { email: string; password: string }) {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } })
  const response = await api.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
  })
  expect(response.ok(), await response.text()).toBeTruthy()
  return api
}

/** The demo brand's directory entry, allocated to the demo reseller (idempotent, as the admin does). */
async function allocateDemoBrand(admin: APIRequestContext): Promise<string> {
  const brands = await admin.get(`/api/admin/brands?search=${encodeURIComponent(demo.brand.email)}`)
  expect(brands.ok()).toBeTruthy()
  const { brands: list } = (await brands.json()) as {
    brands: { id: string; name: string; contactEmail: string }[]
  }
  const entry = list.find((b) => b.name === demo.brand.companyName)
  expect(entry, 'the demo brand’s directory entry').toBeTruthy()
  const resellers = await admin.get(
    `/api/admin/brand-allocations/resellers?search=${encodeURIComponent(demo.reseller.email)}`,
  )
  expect(resellers.ok()).toBeTruthy()
  const { resellers: found } = (await resellers.json()) as {
    resellers: { id: string; email: string }[]
  }
  const reseller = found.find((r) => r.email === demo.reseller.email)
  expect(reseller, 'the demo reseller').toBeTruthy()
  const allocated = await admin.post(`/api/admin/brands/${entry!.id}/allocations`, {
    data: { resellerId: reseller!.id },
  })
  expect(allocated.ok(), await allocated.text()).toBeTruthy()
  return entry!.id
}

test('[BRAND][INVENTORY]: a brand edits a price and its MAP, and the allocated reseller sees them live', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  const token = Date.now().toString(36).toUpperCase()
  const name = `E2E Kettle ${token}`
  const sku = `E2E-K-${token}`
  // As printed on the pack: a UPC-A (the GTIN is stored as 14 digits).
  const upc = gtinForDisplay(uniqueGtin())
  const admin = await signedInApi(baseURL!, demo.admin)
  const entryId = await allocateDemoBrand(admin)

  // The brand adds a product of its own for this journey.
  await signInAsDemo(page, 'brand', '/brand/dashboard/inventory')
  await expect(page.getByRole('heading', { name: 'Inventory Management', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Add Product' }).click()
  const add = page.getByRole('dialog', { name: 'Add Product' })
  await add.getByLabel('Product name').fill(name)
  await add.getByLabel('SKU').fill(sku)
  await add.getByLabel('Price', { exact: true }).fill('49.99')
  await add.getByLabel('Wholesale price').fill('-5')
  await add.getByLabel('Stock', { exact: true }).fill('12')
  await add.getByLabel('Case pack').fill('0')
  // A GTIN whose check digit is wrong: the form says so, and what it should be.
  const wrongDigit = `${upc.slice(0, -1)}${(Number(upc.slice(-1)) + 1) % 10}`
  await add.getByLabel('GTIN / UPC / EAN').fill(wrongDigit)
  await add.getByRole('button', { name: 'Save' }).click()
  await expect(add.getByText('Prices cannot be negative')).toBeVisible()
  await expect(
    add.getByText('Case pack must be a whole number from 1 to 100,000, or empty'),
  ).toBeVisible()
  await expect(
    add.getByText(`GTIN ${wrongDigit} has a wrong check digit (expected ${upc.slice(-1)})`),
  ).toBeVisible()
  await add.getByLabel('Wholesale price').fill('24.5')
  await add.getByLabel('Case pack').fill('6')
  await add.getByLabel('GTIN / UPC / EAN').fill(upc)
  await add.getByLabel('Category').selectOption({ label: 'Home goods' })
  await add.getByLabel('MAP price').fill('44.99')
  await add.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Product added')).toBeVisible()
  await expect(add).toBeHidden()

  // The reseller opens the brand's products in a browser of its own.
  const resellerContext = await browser.newContext({
    baseURL: baseURL!,
    ...(extraHTTPHeaders ? { extraHTTPHeaders } : {}),
  })
  const resellerPage = await resellerContext.newPage()
  await signInAsDemo(resellerPage, 'reseller', resellerBrandProductsPath(entryId))
  await expect(
    resellerPage.getByRole('heading', { name: `${demo.brand.companyName} products`, level: 1 }),
  ).toBeVisible()
  const resellerRow = resellerPage.getByRole('row', { name })
  await expect(resellerRow).toContainText('$24.50')
  // The GTIN, so the reseller lists the right item, and the MAP in force.
  await expect(resellerRow).toContainText(`GTIN ${upc}`)
  await expect(resellerRow).toContainText('$44.99')
  // Its trade terms: the case pack the brand set, and no minimum quantity.
  await expect(resellerRow.getByTestId('product-terms')).toHaveText('Case of 6')
  await resellerPage.evaluate(() => {
    ;(window as unknown as { journeyMark?: string }).journeyMark = 'still here'
  })

  // The brand finds it by SKU and edits the wholesale price.
  // The brand finds it by its GTIN as printed and edits the wholesale price and the MAP.
  await page.getByLabel('Search products').fill(upc)
  const row = page.getByRole('row', { name })
  await expect(row).toContainText('$49.99')
  await expect(row).toContainText(`GTIN ${upc}`)
  await expect(row).toContainText('MAP $44.99')
  await expect(page.getByRole('row')).toHaveCount(2)
  await row.getByRole('button', { name: `Edit ${name}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Product' })
  await expect(edit.getByLabel('Wholesale price')).toHaveValue('24.50')
  await expect(edit.getByLabel('Case pack')).toHaveValue('6')
  await expect(edit.getByLabel('GTIN / UPC / EAN')).toHaveValue(upc)
  await expect(edit.getByLabel('Category')).toHaveValue('home_goods')
  await expect(edit.getByLabel('MAP price')).toHaveValue('44.99')
  await edit.getByLabel('Wholesale price').fill('26.75')
  await edit.getByLabel('Price', { exact: true }).fill('54.00')
  await edit.getByLabel('MAP price').fill('47.50')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Product updated')).toBeVisible()
  await expect(row).toContainText('$54.00')
  await expect(row).toContainText('$26.75')
  await expect(row).toContainText('MAP $47.50')

  // The reseller's open page shows the new wholesale price and MAP without a reload.
  await expect(resellerRow).toContainText('$26.75')
  await expect(resellerRow).toContainText('$47.50')
  expect(
    await resellerPage.evaluate(() => (window as unknown as { journeyMark?: string }).journeyMark),
  ).toBe('still here')
  await resellerContext.close()
  await admin.dispose()
})

test('[BRAND][INVENTORY]: an approved CSV catalog’s rows become products', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  const token = Date.now().toString(36).toUpperCase()
  const catalogName = `e2e-catalog-${token.toLowerCase()}`
  const lampUpc = gtinForDisplay(uniqueGtin())
  const csv = [
    'name,sku,price,wholesale_price,stock,map_price,UPC,category',
    `Catalog Lamp ${token},CAT-L-${token},24.00,12.00,40,21.99,${lampUpc},Home goods`,
    `Catalog Shelf ${token},CAT-S-${token},89.00,45.00,8,,,`,
    `Broken Row ${token},CAT-B-${token},-1,1,1,,,`,
  ].join('\n')

  await signInAsDemo(page, 'brand', '/brand/dashboard/inventory')
  await expect(page.getByRole('heading', { name: 'Inventory Management', level: 1 })).toBeVisible()

  // A file of the wrong type is refused before anything is sent.
  await page.getByLabel('Catalog file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hello'),
  })
  await expect(page.getByText('Please upload a .csv, .xlsx or .pdf file.')).toBeVisible()

  // 001 §4.8: choosing a file prefills the name with the file name without its extension.
  await page.getByLabel('Catalog file').setInputFiles({
    name: `${catalogName}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  })
  const nameInput = page.getByLabel('Catalog name')
  await expect(nameInput).toHaveValue(catalogName)
  // Submit is disabled while the name is empty.
  await nameInput.fill('')
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled()
  await nameInput.fill(catalogName)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Catalog uploaded successfully')).toBeVisible()
  await expect(page.getByText('Your catalog has been submitted for admin approval.')).toBeVisible()
  await expect(nameInput).toBeHidden()
  const mine = page.getByRole('list', { name: 'Your Catalogs' }).getByRole('listitem', {
    name: catalogName,
  })
  await expect(mine).toContainText('pending')
  await expect(mine.getByRole('link', { name: `View ${catalogName}` })).toHaveAttribute(
    'href',
    /\/api\/catalogs\/[0-9a-f-]+\/file$/,
  )

  // The admin approves it in Catalog Management.
  const adminContext = await browser.newContext({
    baseURL: baseURL!,
    ...(extraHTTPHeaders ? { extraHTTPHeaders } : {}),
  })
  const adminPage = await adminContext.newPage()
  await signInAsDemo(adminPage, 'admin', '/admin/dashboard/catalog-approvals')
  const pending = adminPage.getByRole('listitem', { name: catalogName })
  await pending.getByRole('button', { name: `Approve ${catalogName}` }).click()
  await expect(adminPage.getByText('Catalog approved')).toBeVisible()
  await adminContext.close()

  // The brand's inventory has the rows as products; the catalog says what was imported.
  await expect(mine).toContainText('approved')
  await expect(mine).toContainText('2 products added, 0 updated (existing SKU), 1 row with errors')
  await mine.getByText('Errors (1)').click()
  await expect(mine).toContainText('Row 4: price: Prices cannot be negative')
  await page.getByLabel('Search products').fill(token)
  await expect(page.getByRole('row', { name: `Catalog Lamp ${token}` })).toContainText('$24.00')
  await expect(page.getByRole('row', { name: `Catalog Lamp ${token}` })).toContainText(
    `GTIN ${lampUpc}`,
  )
  await expect(page.getByRole('row', { name: `Catalog Lamp ${token}` })).toContainText('MAP $21.99')
  await expect(page.getByRole('row', { name: `Catalog Shelf ${token}` })).toContainText('$89.00')
  await expect(page.getByRole('row', { name: `Broken Row ${token}` })).toHaveCount(0)
  await expect(page.getByRole('row', { name: `Catalog Lamp ${token}` })).toContainText('approved')
})

test('[BRAND][INVENTORY]: a spreadsheet that cannot be read is refused with its reason', async ({
  page,
}) => {
  const name = `e2e-unreadable-${Date.now().toString(36)}`
  await signInAsDemo(page, 'brand', '/brand/dashboard/inventory')
  await expect(page.getByRole('heading', { name: 'Inventory Management', level: 1 })).toBeVisible()

  // An .xlsx that is a ZIP signature and nothing more: the type is right, the content is not.
  const bytes = Buffer.alloc(1024)
  bytes.set([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00])
  await page.getByLabel('Catalog file').setInputFiles({
    name: `${name}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: bytes,
  })
  await expect(page.getByLabel('Catalog name')).toHaveValue(name)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Upload failed')).toBeVisible()
  await expect(page.getByText('The XLSX file could not be read')).toBeVisible()
  // Nothing was stored: the catalog is not among the brand's catalogs.
  await expect(
    page.getByRole('list', { name: 'Your Catalogs' }).getByRole('listitem', { name }),
  ).toHaveCount(0)
})
