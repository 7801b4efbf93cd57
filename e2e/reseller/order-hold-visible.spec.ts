/**
 * A reseller under an order hold sees it before checkout: the brand card says "Orders on hold"
 * with the reason instead of "Authorized", the brand's products page opens with a warning above
 * its products and their Add to cart, and the cart says why Place Order is disabled for that
 * brand, while another brand's card says Authorized. Once a compliant import cures the listing,
 * the next load of each says the hold is gone. The hold is set up as the order-hold journey does
 * (e2e/brand/protection-order-hold.spec.ts): a brand of the journey's own whose ladder is a
 * notice then an order hold with no cure period, both steps taken on the finding. Both screens
 * are checked at 1280 and 390 pixels wide for horizontal overflow.
 */
import type { Locator, Page } from '@playwright/test'
import { amazonAllListingsReport, upcOf } from '../../src/testing/listing-files.ts'
import { journeyTag } from '../brand/protection-journeys.ts'
import { demo, expect, signIn, test } from '../support/fixtures.ts'
import {
  demoBrandEntry,
  importListings,
  newAuthorizedReseller,
  newBrand,
  newProduct,
  noticeThenOrderHold,
  signedInApi,
  uniqueAsin,
} from '../support/protection.ts'

/**
 * At `width`, each of `parts` lies inside the window and nothing of it spills out of its own box;
 * with `wholePage`, nothing of the page does either. (The brand cards' Download Letter of
 * Authorization button spills out of its card, and at 390 out of the window: older than these
 * parts, so the brands page is checked part by part.)
 */
async function fitsWidth(page: Page, width: number, parts: Locator[], wholePage = false) {
  await page.setViewportSize({ width, height: 900 })
  for (const part of parts) {
    await expect
      .poll(() =>
        part.evaluate((e) => {
          const box = e.getBoundingClientRect()
          const spill = [e, ...e.querySelectorAll('*')].some(
            (c) => c.getBoundingClientRect().right > box.right + 0.5,
          )
          return box.left >= 0 && box.right <= window.innerWidth && !spill
        }),
      )
      .toBe(true)
  }
  const overflow = () =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  if (wholePage) await expect.poll(overflow).toBeLessThanOrEqual(0)
  else
    console.log(`${new URL(page.url()).pathname} at ${width}px overflows by ${await overflow()}px`)
}

test('[RESELLER][PROTECTION]: an order hold shows on the brand card, the products page and the cart before ordering, and is gone once cured', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const brand = await newBrand(page, request, baseURL!)
  await noticeThenOrderHold(brand.api)
  const product = await newProduct(brand.api, {
    name: `Summit Flask ${journeyTag()}`,
    map: '30.00',
    wholesale: '10.00',
  })
  const sellerId = `A${journeyTag()}VIS`
  const reseller = await newAuthorizedReseller(
    request,
    baseURL!,
    [{ marketplace: 'amazon', sellerId }],
    brand,
  )
  // The same reseller also sells the demo brand, which holds nothing.
  const demoBrandApi = await signedInApi(baseURL!, demo.brand)
  const demoEntry = await demoBrandEntry(demoBrandApi)
  const applied = await reseller.api.post(`/api/reseller/brands/${demoEntry.id}/apply`, {
    data: { proposalMessage: 'We sell home goods on Amazon and would like to carry your brand.' },
  })
  expect(applied.status(), await applied.text()).toBe(201)
  const { application } = (await applied.json()) as { application: { id: string } }
  const approved = await demoBrandApi.post(`/api/brand/applications/${application.id}/decision`, {
    data: {
      action: 'approve',
      marketplaces: [{ marketplace: 'walmart', sellerId: `W${journeyTag()}` }],
      endsAt: null,
    },
  })
  expect(approved.ok(), await approved.text()).toBeTruthy()

  const asin = uniqueAsin()
  const report = (price: string) =>
    amazonAllListingsReport([
      { title: product.name, sku: 'R-1', price, asin, gtin: upcOf(product.gtin), quantity: 30 },
    ])
  await importListings(brand.api, report('24.00'), { fileName: 'monday.txt', sellerId })
  // The brand sends the notice and places the hold on the finding.
  const listed = await brand.api.get(
    `/api/brand/protection/findings?kind=map_violation&productId=${product.id}`,
  )
  expect(listed.ok(), await listed.text()).toBeTruthy()
  const [finding] = ((await listed.json()) as { items: { id: string }[] }).items
  expect(finding).toBeDefined()
  for (const step of ['notice', 'order_hold']) {
    const taken = await brand.api.post(`/api/brand/protection/findings/${finding!.id}/steps`, {
      data: {},
    })
    expect(taken.ok(), await taken.text()).toBeTruthy()
    expect(((await taken.json()) as { step: string }).step).toBe(step)
  }

  // The brand card, before anything is ordered: "Orders on hold", why, and how to lift it.
  const context = await browser.newContext({ baseURL })
  const shop = await context.newPage()
  await signIn(
    shop,
    'reseller',
    reseller.email,
    reseller.password,
    '/reseller/dashboard/brands?status=authorized',
  )
  const card = shop.getByRole('article', { name: brand.name })
  await expect(card.getByTestId('standing')).toHaveText('Orders on hold')
  await expect(card).toContainText(`your listing of ${product.name} on Amazon is not compliant`)
  await expect(card.getByRole('link', { name: 'Open your violations' })).toHaveAttribute(
    'href',
    '/reseller/dashboard/compliance',
  )
  // The other brand's card still says Authorized.
  await expect(
    shop.getByRole('article', { name: demoEntry.name }).getByTestId('standing'),
  ).toHaveText('Authorized')
  for (const width of [1280, 390]) await fitsWidth(shop, width, [card.getByTestId('order-hold')])
  await shop.setViewportSize({ width: 1280, height: 900 })

  // The products page: the warning comes before the products and their Add to cart.
  await card.getByRole('link', { name: 'View Products' }).click()
  const banner = shop.getByRole('alert').filter({
    has: shop.getByRole('heading', { name: `${brand.name} has put your orders on hold` }),
  })
  await expect(banner).toBeVisible()
  await expect(banner).toContainText(`${product.name} on Amazon: MAP violation, order hold since`)
  await expect(banner).toContainText('To lift the hold, fix the listing')
  await expect(banner.getByRole('link', { name: 'Open your violations' })).toBeVisible()
  const addButton = shop.getByRole('button', { name: `Add ${product.name} to cart` })
  const bannerBox = (await banner.boundingBox())!
  expect(bannerBox.y).toBeLessThan((await addButton.boundingBox())!.y)

  // The cart: the lines are kept, Place Order is disabled and says why.
  const cart = shop.getByRole('region', { name: 'Your Order' })
  await shop.getByLabel(`Quantity of ${product.name}`, { exact: true }).fill('10')
  await addButton.click()
  await expect(cart).toContainText('Minimum order reached')
  const placeOrder = cart.getByRole('button', { name: 'Place Order' })
  await expect(placeOrder).toBeDisabled()
  await expect(placeOrder).toHaveAccessibleDescription(
    `Place Order is disabled: ${brand.name} holds your orders until your listing of ${product.name} on Amazon complies with its MAP policy.`,
  )
  await expect(cart.getByRole('status')).toContainText('Orders on hold')
  for (const width of [1280, 390]) {
    await fitsWidth(shop, width, [banner, cart.getByRole('status'), placeOrder], true)
  }
  // At a phone's width, from the top of the page, the warning is in sight before any product.
  await shop.setViewportSize({ width: 390, height: 844 })
  await shop.evaluate(() => window.scrollTo(0, 0))
  await expect(banner).toBeInViewport()
  await shop.setViewportSize({ width: 1280, height: 900 })

  // The server refuses the held order all the same.
  const refused = await reseller.api.post('/api/reseller/orders', {
    data: { brandId: brand.entry.id, items: [{ productId: product.id, quantity: 10 }] },
  })
  expect(refused.status()).toBe(409)

  // A compliant import cures the listing: the next load of each screen says the hold is gone.
  await importListings(brand.api, report('30.00'), { fileName: 'tuesday.txt', sellerId })
  await shop.reload()
  await expect(cart.getByLabel(`Quantity of ${product.name} in cart`)).toHaveValue('10')
  await expect(placeOrder).toBeEnabled()
  await expect(cart.getByRole('status')).toHaveCount(0)
  await expect(shop.getByText(`${brand.name} has put your orders on hold`)).toHaveCount(0)
  await shop.goto('/reseller/dashboard/brands?status=authorized')
  await expect(card.getByTestId('standing')).toHaveText('Authorized')
  await expect(card.getByRole('link', { name: 'Open your violations' })).toHaveCount(0)
  // The same page without a hold, for comparison (the letter button's overflow is the same).
  for (const width of [1280, 390]) await fitsWidth(shop, width, [])
  await context.close()
})
