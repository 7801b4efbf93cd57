/**
 * Issue 15: an order's life after it is placed, as a brand and a retailer live it. Each journey
 * brings its own brand (with its own product) and its own reseller authorized by it, so the
 * stock it watches is nobody else's.
 *
 * 1. A reseller without an address is sent to its address book, adds one, orders the product's
 *    whole stock (the product shows 'Out of stock'), cancels the pending order from its details
 *    page, and the product can be ordered again.
 * 2. The brand accepts and ships another order with a carrier and tracking number; the
 *    reseller's order page, open all along and never reloaded, shows each step of the timeline
 *    and the tracking link as they happen; the invoice is a PDF with the order's number and
 *    ship-to; Reorder puts the lines in the cart and says that the price changed.
 */
import type { Browser, Page } from '@playwright/test'
import { expect, signIn, test } from '../support/fixtures.ts'
import { newAuthorizedReseller, newBrand, uniqueGtin } from '../support/protection.ts'
import { pdfLines } from '../../src/testing/pdf-text.ts'

type Brand = Awaited<ReturnType<typeof newBrand>>

/** A brand of the journey's own (its e-mail confirmed in a browser of its own). */
async function journeyBrand(
  browser: Browser,
  baseURL: string,
  extraHTTPHeaders: Record<string, string> | undefined,
  request: Parameters<typeof newBrand>[1],
) {
  const context = await browser.newContext({
    baseURL,
    ...(extraHTTPHeaders ? { extraHTTPHeaders } : {}),
  })
  await context.route(/\/dev\/mailbox/, (route) =>
    route.continue({
      headers: { ...route.request().headers(), 'X-Forwarded-For': '127.0.0.1' },
    }),
  )
  const brand = await newBrand(await context.newPage(), request, baseURL)
  await context.close()
  return brand
}

/** A product of the brand's own: $12.00 wholesale, so the brand's minimum is 5 × $12.00. */
async function newProduct(brand: Brand, name: string, stock: number) {
  const gtin = uniqueGtin()
  const fields = {
    name,
    sku: `E2E-${gtin.slice(-8)}`,
    gtin,
    price: '49.99',
    wholesalePrice: '12.00',
    mapPrice: '30.00',
    stock,
  }
  const response = await brand.api.post('/api/brand/products', { data: fields })
  expect(response.status(), await response.text()).toBe(201)
  const { product } = (await response.json()) as { product: { id: string } }
  return { id: product.id, fields }
}

const sellerId = () => `A${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`
const productsPath = (brand: Brand) => `/reseller/dashboard/brands/${brand.entry.id}/products`
const markWindow = () =>
  ((window as unknown as { journeyMark?: string }).journeyMark = 'still here')
const readMark = () => (window as unknown as { journeyMark?: string }).journeyMark

async function newPage(
  browser: Browser,
  baseURL: string,
  extraHTTPHeaders: Record<string, string> | undefined,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    ...(extraHTTPHeaders ? { extraHTTPHeaders } : {}),
  })
  return context.newPage()
}

test('[RESELLER][ORDERS]: a reseller adds an address, orders, and cancels the pending order; the stock comes back', async ({
  page,
  browser,
  request,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000)
  const brand = await journeyBrand(browser, baseURL!, extraHTTPHeaders, request)
  const name = `Cedar Crate ${Date.now().toString(36)}`
  await newProduct(brand, name, 5)
  const reseller = await newAuthorizedReseller(
    request,
    baseURL!,
    [{ marketplace: 'amazon', sellerId: sellerId() }],
    brand,
    false,
  )

  await signIn(page, 'reseller', reseller.email, reseller.password, productsPath(brand))
  await expect(
    page.getByRole('heading', { name: `${brand.name} products`, level: 1 }),
  ).toBeVisible()

  // No address yet: the cart says so and leads to the address book.
  const cart = page.getByRole('region', { name: 'Your Order' })
  await expect(cart).toContainText('Add a ship-to address before you order.')
  await cart.getByRole('link', { name: 'Manage addresses' }).click()
  await expect(page).toHaveURL(/\/reseller\/dashboard\/addresses$/)
  await expect(page.getByText('No addresses yet.')).toBeVisible()

  await page.getByRole('button', { name: 'Add Address' }).click()
  const form = page.getByRole('form', { name: 'New address' })
  // A required field left empty is named, and nothing is saved.
  await form.getByRole('button', { name: 'Save Address' }).click()
  await expect(form.getByText('Contact name is required.')).toBeVisible()
  await form.getByLabel('Label (optional)').fill('Main warehouse')
  await form.getByLabel('Contact name').fill('Dana Dock')
  await form.getByLabel('Address line 1', { exact: true }).fill('42 Harbor Street')
  await form.getByLabel('City').fill('Portland')
  await form.getByLabel('State / Region').fill('OR')
  await form.getByLabel('ZIP / Postal code').fill('97201')
  await form.getByRole('button', { name: 'Save Address' }).click()
  await expect(page.getByText('Address saved')).toBeVisible()
  await expect(
    page.getByRole('listitem', { name: 'Main warehouse: 42 Harbor Street' }),
  ).toBeVisible()

  // Back at the brand's products: the cart ships to it; the whole stock (5) is the minimum.
  await page.goto(productsPath(brand))
  await expect(cart.getByLabel('Ship to')).toHaveValue(/.+/)
  await expect(cart.getByLabel('Ship to').locator('option:checked')).toHaveText(
    'Main warehouse · Dana Dock · 42 Harbor Street · Portland',
  )
  const row = page.getByRole('row', { name: name, exact: true })
  await row.getByLabel(`Quantity of ${name}`, { exact: true }).fill('5')
  await page.getByRole('button', { name: `Add ${name} to cart` }).click()
  await expect(cart).toContainText('Minimum order reached')
  const [answer] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/api/reseller/orders') && r.request().method() === 'POST',
    ),
    cart.getByRole('button', { name: 'Place Order' }).click(),
  ])
  expect(answer.status(), await answer.text()).toBe(201)
  const { order } = (await answer.json()) as { order: { id: string } }
  await expect(cart).toContainText('Order placed')
  // The order took the whole stock.
  await expect(row).toContainText('Out of stock')
  await expect(page.getByRole('button', { name: `Add ${name} to cart` })).toHaveCount(0)

  // My Orders → the order's page → Cancel Order.
  await cart.getByRole('link', { name: 'View My Orders' }).click()
  const shortId = order.id.slice(0, 10)
  await page.getByRole('link', { name: `Open order ${shortId}` }).click()
  await expect(page).toHaveURL(new RegExp(`/reseller/dashboard/orders/${order.id}$`))
  await expect(page.getByRole('heading', { name: `Order ${shortId}` })).toBeVisible()
  await expect(page.getByTestId('order-status')).toHaveText('Pending')
  const shipTo = page.getByRole('region', { name: 'Ship to' })
  await expect(shipTo).toContainText('Dana Dock')
  await expect(shipTo).toContainText('42 Harbor Street')

  await page.getByRole('button', { name: 'Cancel Order' }).click()
  const cancelForm = page.getByRole('form', { name: 'Cancel this order?' })
  await cancelForm.getByLabel('Reason (optional)').fill('Ordered the wrong size')
  await cancelForm.getByRole('button', { name: 'Cancel Order' }).click()
  await expect(page.getByText('Order cancelled')).toBeVisible()
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled')
  const timeline = page.getByRole('region', { name: 'Timeline' })
  await expect(timeline.getByRole('listitem')).toHaveCount(2)
  await expect(timeline.getByRole('listitem').nth(1)).toContainText('Cancelled by the reseller')
  await expect(timeline).toContainText('Ordered the wrong size')
  // A cancelled order cannot be cancelled again.
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0)

  // The stock is back: the product can be ordered again, all 5.
  await page.goto(productsPath(brand))
  await expect(row.getByLabel(`Quantity of ${name}`, { exact: true })).toBeVisible()
  await expect(row).not.toContainText('Out of stock')
  await row.getByLabel(`Quantity of ${name}`, { exact: true }).fill('5')
  await page.getByRole('button', { name: `Add ${name} to cart` }).click()
  await expect(cart.getByLabel(`Quantity of ${name} in cart`)).toHaveValue('5')
  await expect(cart.getByRole('button', { name: 'Place Order' })).toBeEnabled()
})

test('[RESELLER][ORDERS]: the brand accepts and ships, the reseller sees the steps and tracking live, opens the invoice and reorders', async ({
  page,
  browser,
  request,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.setTimeout(150_000)
  const brand = await journeyBrand(browser, baseURL!, extraHTTPHeaders, request)
  const name = `Birch Tray ${Date.now().toString(36)}`
  const product = await newProduct(brand, name, 100)
  const reseller = await newAuthorizedReseller(
    request,
    baseURL!,
    [{ marketplace: 'amazon', sellerId: sellerId() }],
    brand,
  )
  const placed = await reseller.api.post('/api/reseller/orders', {
    data: { brandId: brand.entry.id, items: [{ productId: product.id, quantity: 5 }] },
  })
  expect(placed.status(), await placed.text()).toBe(201)
  const { order } = (await placed.json()) as { order: { id: string } }

  // The reseller opens the order's page and keeps it open.
  await signIn(
    page,
    'reseller',
    reseller.email,
    reseller.password,
    `/reseller/dashboard/orders/${order.id}`,
  )
  const resellerShortId = order.id.slice(0, 10)
  await expect(page.getByRole('heading', { name: `Order ${resellerShortId}` })).toBeVisible()
  await expect(page.getByTestId('order-status')).toHaveText('Pending')
  const timeline = page.getByRole('region', { name: 'Timeline' })
  await expect(timeline.getByRole('listitem')).toHaveText([/Order placed/])
  await expect(page.getByRole('region', { name: 'Tracking' })).toHaveCount(0)
  await page.evaluate(markWindow)

  // The brand, in a browser of its own, accepts, prepares and ships it.
  const brandPage = await newPage(browser, baseURL!, extraHTTPHeaders)
  await signIn(brandPage, 'brand', brand.email, brand.password, '/brand/dashboard/orders')
  const shortId = order.id.slice(0, 8)
  await brandPage
    .getByRole('row')
    .filter({ hasText: shortId })
    .getByRole('button', { name: 'View Details' })
    .click()
  const dialog = brandPage.getByRole('dialog', { name: `Order ${shortId}` })
  await expect(dialog.getByRole('region', { name: 'Ship to' })).toContainText('100 Warehouse Way')

  await dialog.getByRole('button', { name: 'Accept Order' }).click()
  // The brand's dialog adds the step to its timeline (a toast also says so, for a few seconds).
  await expect(
    dialog.getByRole('listitem').filter({ hasText: 'Accepted by the brand' }),
  ).toBeVisible()
  await expect(page.getByTestId('order-status')).toHaveText('Accepted')
  await expect(timeline.getByRole('listitem')).toHaveText([/Order placed/, /Accepted by the brand/])

  await dialog.getByRole('button', { name: 'Mark as Processing' }).click()
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Processing' })).toBeVisible()
  await expect(page.getByTestId('order-status')).toHaveText('Processing')

  await dialog.getByRole('button', { name: 'Mark as Shipped' }).click()
  const shipForm = dialog.getByRole('form', { name: 'Ship this order' })
  await shipForm.getByLabel('Carrier').fill('UPS')
  // Without a tracking number the brand is told, and the order does not move.
  await shipForm.getByRole('button', { name: 'Mark as Shipped' }).click()
  await expect(shipForm.getByText('Please enter the tracking number.')).toBeVisible()
  await shipForm.getByLabel('Tracking number').fill('1Z999AA10123456784')
  await shipForm.getByRole('button', { name: 'Mark as Shipped' }).click()
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Shipped' })).toBeVisible()

  // The reseller's page shows it all without a reload.
  await expect(page.getByTestId('order-status')).toHaveText('Shipped')
  await expect(timeline.getByRole('listitem')).toHaveText([
    /Order placed/,
    /Accepted by the brand/,
    /Processing/,
    /Shipped/,
  ])
  const tracking = page.getByRole('region', { name: 'Tracking' })
  await expect(tracking).toContainText('Carrier: UPS')
  await expect(tracking).toContainText('Tracking number: 1Z999AA10123456784')
  await expect(tracking.getByRole('link', { name: 'Track parcel' })).toHaveAttribute(
    'href',
    'https://www.ups.com/track?tracknum=1Z999AA10123456784',
  )
  expect(await page.evaluate(readMark)).toBe('still here')

  // The invoice: a PDF with the order's number and where it ships.
  const href = await page.getByRole('link', { name: 'Invoice (PDF)' }).getAttribute('href')
  expect(href).toBe(`/api/orders/${order.id}/documents/invoice`)
  const invoice = await page.request.get(href!)
  expect(invoice.status()).toBe(200)
  expect(invoice.headers()['content-type']).toContain('application/pdf')
  const bytes = await invoice.body()
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  const lines = await pdfLines(bytes)
  expect(lines).toContain('INVOICE')
  expect(lines).toContain(`Order ${order.id}`)
  expect(lines.join('\n')).toContain('100 Warehouse Way')
  expect(lines.join('\n')).toContain(name)
  // Nobody else's: another browser without the reseller's session is refused.
  const anonymous = await brandPage.context().browser()!.newContext({ baseURL: baseURL! })
  expect((await anonymous.request.get(href!)).status()).toBe(401)
  await anonymous.close()

  // The brand raises the wholesale price; Reorder says so and fills the cart.
  const repriced = await brand.api.patch(`/api/brand/products/${product.id}`, {
    data: { ...product.fields, wholesalePrice: '14.00', stock: 95 },
  })
  expect(repriced.status(), await repriced.text()).toBe(200)
  await page.getByRole('button', { name: 'Reorder' }).click()
  const result = page
    .getByRole('alert')
    .filter({ hasText: `The lines are in your ${brand.name} cart.` })
  await expect(result).toBeVisible()
  await expect(result).toContainText('What changed since this order')
  await expect(result).toContainText(`${name}: price changed from $12.00 to $14.00.`)
  await result.getByRole('link', { name: 'Open Cart' }).click()
  await expect(page).toHaveURL(new RegExp(`${productsPath(brand)}$`))
  const cart = page.getByRole('region', { name: 'Your Order' })
  await expect(cart.getByLabel(`Quantity of ${name} in cart`)).toHaveValue('5')
  await expect(cart.getByTestId('cart-subtotal')).toHaveText('$70.00')
  await brandPage.context().close()
})
