/**
 * Enforcement tied to ordering (issue 14 item 5): a brand whose ladder is a notice then an order
 * hold (no cure period, so the journey need not wait days) sends the notice and places the hold
 * from the finding; the reseller's order is refused with the hold's message; the next compliant
 * import cures the finding and the same order goes through. The brand is the journey's own: it
 * changes its ladder, which would disturb journeys sharing the demo brand.
 */
import { amazonAllListingsReport, upcOf } from '../../src/testing/listing-files.ts'
import { expect, signIn, test } from '../support/fixtures.ts'
import {
  importListings,
  newAuthorizedReseller,
  newBrand,
  newProduct,
  noticeThenOrderHold,
  uniqueAsin,
} from '../support/protection.ts'

test('[BRAND][PROTECTION]: an order hold refuses the reseller’s order until a compliant import cures the violation', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const brand = await newBrand(page, request, baseURL!)
  await noticeThenOrderHold(brand.api)
  const product = await newProduct(brand.api, {
    name: `Trail Bottle ${brand.name.split(' ').at(-1)}`,
    map: '30.00',
    wholesale: '10.00',
  })
  const sellerId = `A${Date.now().toString(36).toUpperCase()}HOLD`
  const reseller = await newAuthorizedReseller(
    request,
    baseURL!,
    [{ marketplace: 'amazon', sellerId }],
    brand,
  )
  const asin = uniqueAsin()
  const report = (price: string) =>
    amazonAllListingsReport([
      { title: product.name, sku: 'R-1', price, asin, gtin: upcOf(product.gtin), quantity: 30 },
    ])
  // Observed now: an observation from before the authorization began is an unknown seller's.
  await importListings(brand.api, report('24.00'), { fileName: 'monday.txt', sellerId })

  // The brand sends the notice, then places the hold, from the finding.
  await signIn(page, 'brand', brand.email, brand.password, '/brand/dashboard/protection')
  const table = page.getByRole('table', { name: 'MAP violations' })
  await table.getByRole('link', { name: product.name }).click()
  await expect(
    page.getByRole('heading', { name: `${product.name}: MAP violation`, level: 1 }),
  ).toBeVisible()
  for (const step of ['Send notice', 'Place order hold']) {
    await page.getByRole('button', { name: step }).click()
    const dialog = page.getByRole('dialog', { name: `${step} to ${reseller.company}?` })
    await dialog.getByRole('button', { name: step }).click()
    await expect(dialog).toBeHidden()
  }
  await expect(
    page.getByRole('list', { name: 'Enforcement history' }).getByRole('listitem'),
  ).toHaveCount(2)

  // The reseller's order is refused on the server, with the reason.
  const resellerContext = await browser.newContext({ baseURL })
  const shop = await resellerContext.newPage()
  await signIn(
    shop,
    'reseller',
    reseller.email,
    reseller.password,
    `/reseller/dashboard/brands/${brand.entry.id}/products`,
  )
  const cart = shop.getByRole('region', { name: 'Your Order' })
  await shop.getByLabel(`Quantity of ${product.name}`, { exact: true }).fill('10')
  await shop.getByRole('button', { name: `Add ${product.name} to cart` }).click()
  await expect(cart).toContainText('Minimum order reached')
  // The cart says so before checkout (e2e/reseller/order-hold-visible.spec.ts), and the server
  // refuses the order all the same.
  await expect(cart.getByRole('button', { name: 'Place Order' })).toBeDisabled()
  const refused = await reseller.api.post('/api/reseller/orders', {
    data: { brandId: brand.entry.id, items: [{ productId: product.id, quantity: 10 }] },
  })
  expect(refused.status()).toBe(409)
  expect(((await refused.json()) as { message: string }).message).toContain(
    `${brand.name} has put your orders on hold until your listing of ${product.name} on Amazon complies`,
  )

  // The next import finds the listing at MAP: the finding is cured and the hold lifted.
  await importListings(brand.api, report('30.00'), { fileName: 'tuesday.txt', sellerId })
  await page.reload()
  await expect(page.getByText('Cured').first()).toBeVisible()
  await shop.reload()
  await expect(cart.getByLabel(`Quantity of ${product.name} in cart`)).toHaveValue('10')
  const [accepted] = await Promise.all([
    shop.waitForResponse(
      (r) => r.url().endsWith('/api/reseller/orders') && r.request().method() === 'POST',
    ),
    cart.getByRole('button', { name: 'Place Order' }).click(),
  ])
  expect(accepted.status(), await accepted.text()).toBe(201)
  await expect(cart).toContainText('Order placed')
  await resellerContext.close()
})
