/**
 * Issue 15 items 5 and 11: a brand's product image reaches the reseller's list as a thumbnail;
 * its logo replaces the letter avatar on its card in the resellers' directory; it edits its
 * directory entry (the description applies at once, a new name waits for an admin), an admin
 * approves the name and the brand's open Settings shows it. Each journey brings its own brand
 * (and reseller), so renames and logos never touch the demo brand other journeys use.
 */
import type { Locator } from '@playwright/test'
import sharp from 'sharp'
import { expect, signIn, signInAsDemo, test } from '../support/fixtures.ts'
import { newAuthorizedReseller, newBrand, newProduct } from '../support/protection.ts'

/** A real PNG of the given colour, as a person's photo or logo file would be. */
async function pngFile(name: string, background: string, width = 640, height = 480) {
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer()
  return { name, mimeType: 'image/png', buffer }
}

/** The image's bytes arrived and decoded (a broken image has naturalWidth 0). */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible()
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
}

test('[BRAND][MEDIA]: a brand uploads a product image and the reseller sees its thumbnail', async ({
  page,
  request,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.setTimeout(90_000)
  const brand = await newBrand(page, request, baseURL!)
  const reseller = await newAuthorizedReseller(
    request,
    baseURL!,
    [{ marketplace: 'amazon', sellerId: `A${Date.now().toString(36).toUpperCase()}` }],
    brand,
  )
  const product = await newProduct(brand.api, {
    name: `Linen Apron ${Date.now().toString(36)}`,
    map: '30.00',
  })

  await page.context().clearCookies()
  await signIn(page, 'brand', brand.email, brand.password, '/brand/dashboard/inventory')
  await page.getByLabel('Search products').fill(product.name)
  const row = page.getByRole('row', { name: product.name })
  // No image yet: the row shows the neutral tile, not an image.
  await expect(row.getByRole('img', { name: product.name })).toHaveCount(0)
  await row.getByRole('button', { name: `Edit ${product.name}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Product' })
  await expect(edit.getByText('No image')).toBeVisible()
  await edit.getByLabel('Product image').setInputFiles(await pngFile('apron.png', '#b5651d'))
  await expect(page.getByText('Image uploaded')).toBeVisible()
  await expectLoaded(edit.getByRole('img', { name: product.name }))
  await expect(edit.getByRole('button', { name: 'Replace image' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(edit).toBeHidden()
  await expectLoaded(row.getByRole('img', { name: product.name }))

  // The reseller authorized for this brand opens its products from the brand's card.
  const resellerContext = await browser.newContext({ baseURL, extraHTTPHeaders })
  const resellerPage = await resellerContext.newPage()
  await signIn(
    resellerPage,
    'reseller',
    reseller.email,
    reseller.password,
    '/reseller/dashboard/brands',
  )
  await resellerPage.getByRole('combobox', { name: 'Search brands' }).fill(brand.name)
  const card = resellerPage
    .getByTestId('brand-card')
    .filter({ has: resellerPage.getByRole('heading', { name: brand.name }) })
  await card.getByRole('link', { name: 'View Products' }).click()
  await expect(resellerPage.getByRole('heading', { level: 1 })).toContainText(brand.name)
  const listed = resellerPage.getByRole('row', { name: product.name })
  const thumbnail = listed.getByRole('img', { name: product.name })
  await expectLoaded(thumbnail)
  // The reseller is served the small variant under a versioned address.
  await expect(thumbnail).toHaveAttribute(
    'src',
    new RegExp(`^/api/product-images/${product.id}/[^/]+/thumb$`),
  )
  await resellerContext.close()
})

test('[BRAND][MEDIA]: a brand uploads its logo and it replaces the letter avatar on its card', async ({
  page,
  request,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.setTimeout(90_000)
  const brand = await newBrand(page, request, baseURL!)
  const reseller = await newAuthorizedReseller(
    request,
    baseURL!,
    [{ marketplace: 'ebay', sellerId: `logo-${Date.now().toString(36)}` }],
    brand,
  )

  // Before: resellers see the brand's initial.
  const resellerContext = await browser.newContext({ baseURL, extraHTTPHeaders })
  const resellerPage = await resellerContext.newPage()
  await signIn(
    resellerPage,
    'reseller',
    reseller.email,
    reseller.password,
    '/reseller/dashboard/brands',
  )
  await resellerPage.getByRole('combobox', { name: 'Search brands' }).fill(brand.name)
  const card = resellerPage
    .getByTestId('brand-card')
    .filter({ has: resellerPage.getByRole('heading', { name: brand.name }) })
  await expect(card.getByTestId('brand-initial')).toHaveText('H')
  await expect(card.locator('img')).toHaveCount(0)

  await page.context().clearCookies()
  await signIn(page, 'brand', brand.email, brand.password, '/brand/dashboard/settings')
  await expect(page.getByRole('heading', { name: 'Brand directory entry' })).toBeVisible()
  await page.getByLabel('Logo', { exact: true }).setInputFiles(await pngFile('logo.png', '#1d4ed8'))
  await expect(page.getByText('Logo uploaded')).toBeVisible()
  await expectLoaded(page.getByRole('img', { name: `${brand.name} logo` }))
  await expect(page.getByRole('button', { name: 'Replace logo' })).toBeVisible()

  // After: the card shows the logo where the initial was.
  await resellerPage.reload()
  await resellerPage.getByRole('combobox', { name: 'Search brands' }).fill(brand.name)
  const logo = card.locator('img')
  await expectLoaded(logo)
  await expect(logo).toHaveAttribute(
    'src',
    new RegExp(`^/api/brand-logos/${brand.entry.id}/[^/]+/thumb$`),
  )
  await expect(card.getByTestId('brand-initial')).toHaveCount(0)
  await resellerContext.close()
})

test('[BRAND][MEDIA]: a brand edits its directory entry, an admin approves the new name, the brand sees it', async ({
  page,
  request,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.setTimeout(90_000)
  const brand = await newBrand(page, request, baseURL!)
  const newName = `Holdfast & Co ${Date.now().toString(36).toUpperCase()}`
  const description = `Hand-stitched aprons and kitchen textiles ${Date.now().toString(36)}`

  await page.context().clearCookies()
  await signIn(page, 'brand', brand.email, brand.password, '/brand/dashboard/settings')
  await page.getByRole('button', { name: 'Edit entry' }).click()
  const form = page.getByRole('form', { name: 'Edit your directory entry' })
  await form.getByLabel('Brand Name').fill(newName)
  await form.getByLabel('Description').fill(description)
  await form.getByLabel('Categories').fill('Home, Kitchen')
  await form.getByRole('button', { name: 'Save entry' }).click()
  await expect(
    page.getByText('Saved. Your new name or contact email is waiting for admin review.'),
  ).toBeVisible()
  await expect(form).toBeHidden()

  // The description and categories apply at once; the name waits for review.
  await expect(page.getByText(description)).toBeVisible()
  await expect(page.getByText('Kitchen', { exact: true })).toBeVisible()
  const pending = page.getByRole('alert').filter({ hasText: 'Change awaiting admin review' })
  await expect(pending).toContainText(`Name: ${brand.name} → ${newName}`)
  const nameTerm = page.getByRole('term').filter({ hasText: 'Brand name' })
  const shownName = nameTerm.locator('xpath=following-sibling::dd[1]')
  await expect(shownName).toHaveText(brand.name)

  // The admin approves the name from the Brands Directory.
  const adminContext = await browser.newContext({ baseURL, extraHTTPHeaders })
  const adminPage = await adminContext.newPage()
  await signInAsDemo(adminPage, 'admin', '/admin/dashboard/brands-directory')
  const change = adminPage
    .getByRole('list', { name: 'Entry changes awaiting review' })
    .getByRole('listitem', { name: brand.name })
  await expect(change).toContainText(newName)
  await change.getByRole('button', { name: `Approve ${brand.name}` }).click()
  await expect(adminPage.getByText('Change approved')).toBeVisible()
  await expect(change).toBeHidden()
  await adminContext.close()

  // The brand's open Settings shows the new name live, and the pending notice is gone.
  await expect(shownName).toHaveText(newName)
  await expect(pending).toBeHidden()
  await expect(page.getByText(description)).toBeVisible()
})
