/**
 * Issue 6: a reseller places an order above the brand's minimum, in whole cases of the product
 * (its trade terms: the demo products have case packs). The brand, whose Orders page
 * is already open in another browser, sees it arrive live, accepts it, moves it to Processing, then
 * ships it with a carrier and tracking number (issue 15),
 * and the reseller's My Orders (open since the order was placed) shows 'Shipped' without a
 * reload. Other journeys use the same demo accounts at the same time, so the journey finds its
 * order by its id and picks the product it orders from what the server lists right now.
 */
import { expect, signInAsDemo, test } from '../support/fixtures.ts'

const DEMO_BRAND = '[DEMO] Northwind Goods'

interface Listed {
  products: {
    id: string
    name: string
    wholesalePrice: string
    stock: number
    casePack: number | null
    minOrderQty: number | null
  }[]
}

test('[RESELLER][ORDERS]: a reseller orders above the minimum, the brand accepts and ships it, the reseller sees Shipped', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000)
  const markWindow = () =>
    ((window as unknown as { journeyMark?: string }).journeyMark = 'still here')
  const readMark = () => (window as unknown as { journeyMark?: string }).journeyMark

  // The brand opens Order Management first, in a browser of its own.
  const brandContext = await browser.newContext({
    baseURL: baseURL!,
    ...(extraHTTPHeaders ? { extraHTTPHeaders } : {}),
  })
  const brandPage = await brandContext.newPage()
  await signInAsDemo(brandPage, 'brand', '/brand/dashboard/orders')
  await expect(brandPage.getByRole('heading', { name: 'Order Management', level: 1 })).toBeVisible()
  await brandPage.evaluate(markWindow)

  // The reseller finds the demo brand (allocated to it) and opens its products.
  await signInAsDemo(page, 'reseller', '/reseller/dashboard/brands')
  await page.getByRole('combobox', { name: 'Search brands' }).fill('Northwind Goods')
  // The search reaches the address after its debounce; a click before it would be undone.
  await expect(page).toHaveURL(/q=Northwind/)
  const card = page.getByTestId('brand-card').filter({ hasText: DEMO_BRAND })
  await card.getByRole('link', { name: 'View Products' }).click()
  await expect(page).toHaveURL(/\/reseller\/dashboard\/brands\/[0-9a-f-]+\/products$/)
  await expect(
    page.getByRole('heading', { name: `${DEMO_BRAND} products`, level: 1 }),
  ).toBeVisible()
  const brandEntryId = new URL(page.url()).pathname.split('/')[4]!

  // The cheapest product decides the minimum (5 × its wholesale price). The journey orders the
  // cheapest product sold in cases (the demo products all are): its quantity box starts at the
  // smallest whole number of cases that meets its minimum quantity, and the order is enough
  // whole cases to reach the brand's minimum order.
  const listed = await page.request.get(`/api/reseller/brands/${brandEntryId}/products`)
  expect(listed.ok(), await listed.text()).toBeTruthy()
  const { products } = (await listed.json()) as Listed
  const cents = (amount: string) => Math.round(Number(amount) * 100)
  const lowest = Math.min(...products.map((p) => cents(p.wholesalePrice)))
  const minimum = 5 * lowest
  const firstOf = (p: Listed['products'][number]) =>
    Math.ceil((p.minOrderQty ?? 1) / p.casePack!) * p.casePack!
  const wholeCasesFor = (p: Listed['products'][number]) => {
    const price = cents(p.wholesalePrice)
    const first = firstOf(p)
    const short = Math.max(0, minimum - first * price)
    return first + p.casePack! * Math.ceil(short / (p.casePack! * price))
  }
  const product = products
    .filter((p) => p.casePack !== null && p.casePack > 1 && p.stock >= wholeCasesFor(p))
    .sort((a, b) => cents(a.wholesalePrice) - cents(b.wholesalePrice))[0]
  expect(product, 'a product sold in cases with enough stock').toBeTruthy()
  const casePack = product!.casePack!
  const first = firstOf(product!)
  const quantity = wholeCasesFor(product!)
  const price = cents(product!.wholesalePrice)
  const count = (n: number) => n.toLocaleString('en-US')
  const casesMessage = `${product!.name} comes in cases of ${count(casePack)}: order ${[0, 1, 2]
    .map((i) => count(first + i * casePack))
    .join(', ')}…`
  const usd = (c: number) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(c / 100)

  // The products table shows the product's terms.
  const row = page.getByRole('row', { name: product!.name, exact: true })
  await expect(row.getByTestId('product-terms')).toContainText(`Case of ${count(casePack)}`)

  const cart = page.getByRole('region', { name: 'Your Order' })
  await expect(cart).toContainText('Your cart is empty')
  const placeOrder = cart.getByRole('button', { name: 'Place Order' })
  await expect(placeOrder).toBeDisabled()

  // The quantity box starts at the smallest valid quantity; one more is not whole cases.
  const addQuantity = page.getByLabel(`Quantity of ${product!.name}`, { exact: true })
  await expect(addQuantity).toHaveValue(String(first))
  await addQuantity.fill(String(first + 1))
  await page.getByRole('button', { name: `Add ${product!.name} to cart` }).click()
  await expect(row.getByRole('alert')).toHaveText(casesMessage)
  await expect(cart).toContainText('Your cart is empty')

  await addQuantity.fill(String(first))
  await page.getByRole('button', { name: `Add ${product!.name} to cart` }).click()
  await expect(cart).toContainText(
    first * price >= minimum
      ? 'Minimum order reached'
      : `Add ${usd(minimum - first * price)} more to reach the ${usd(minimum)} minimum order`,
  )

  // A reload keeps the cart (localStorage, per brand).
  await page.reload()
  const inCart = cart.getByLabel(`Quantity of ${product!.name} in cart`)
  await expect(inCart).toHaveValue(String(first))

  // A typed quantity that is not whole cases shows the rule and keeps Place Order disabled.
  await inCart.fill(String(quantity + 1))
  await expect(cart.getByRole('alert')).toHaveText(casesMessage)
  await expect(placeOrder).toBeDisabled()

  await inCart.fill(String(quantity))
  await expect(cart).toContainText('Minimum order reached')
  await expect(placeOrder).toBeEnabled()
  const [answer] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/api/reseller/orders') && r.request().method() === 'POST',
    ),
    placeOrder.click(),
  ])
  expect(answer.status(), await answer.text()).toBe(201)
  const { order } = (await answer.json()) as { order: { id: string; totalAmount: string } }
  expect(order.totalAmount).toBe(((price * quantity) / 100).toFixed(2))
  await expect(cart).toContainText('Order placed')
  await expect(cart).toContainText('Your cart is empty')

  // My Orders lists it (the first 10 characters of its id), pending.
  await cart.getByRole('link', { name: 'View My Orders' }).click()
  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible()
  const resellerRow = page.getByRole('row').filter({ hasText: order.id.slice(0, 10) })
  await expect(resellerRow).toContainText('Pending')
  await expect(resellerRow).toContainText(DEMO_BRAND)
  await expect(resellerRow).toContainText(usd(price * quantity))
  await page.evaluate(markWindow)

  // The brand's open Orders page shows it without a reload (the first 8 characters).
  const shortId = order.id.slice(0, 8)
  const brandRow = brandPage.getByRole('row').filter({ hasText: shortId })
  await expect(brandRow).toContainText('Pending')
  expect(await brandPage.evaluate(readMark)).toBe('still here')

  await brandRow.getByRole('button', { name: 'View Details' }).click()
  const dialog = brandPage.getByRole('dialog', { name: `Order ${shortId}` })
  await expect(dialog).toContainText(product!.name)
  // Issue 15: the brand accepts, prepares, then ships with a carrier and tracking number.
  await dialog.getByRole('button', { name: 'Accept Order' }).click()
  // The brand's dialog adds the step to its timeline (a toast also says so, for a few seconds).
  await expect(
    dialog.getByRole('listitem').filter({ hasText: 'Accepted by the brand' }),
  ).toBeVisible()
  await expect(resellerRow).toContainText('Accepted')
  await dialog.getByRole('button', { name: 'Mark as Processing' }).click()
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Processing' })).toBeVisible()
  await expect(resellerRow).toContainText('Processing')
  await dialog.getByRole('button', { name: 'Mark as Shipped' }).click()
  const shipForm = dialog.getByRole('form', { name: 'Ship this order' })
  await shipForm.getByLabel('Carrier').fill('FedEx')
  await shipForm.getByLabel('Tracking number').fill('7712 3456 7890')
  await shipForm.getByRole('button', { name: 'Mark as Shipped' }).click()
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Shipped' })).toBeVisible()

  // The reseller's open My Orders shows Shipped, and the page was not reloaded.
  await expect(resellerRow).toContainText('Shipped')
  expect(await page.evaluate(readMark)).toBe('still here')
  await brandContext.close()
})
