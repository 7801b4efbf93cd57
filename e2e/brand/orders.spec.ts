/**
 * Issue 5: a brand moves an order forward, and the reseller's My Orders, open in another browser
 * before the change, shows it live (Server-Sent Events), without a reload. Issue 15's steps:
 * Accept, Processing, then Shipped with a carrier and tracking number.
 */
import { expect, onThisMachine, signInAsDemo, test } from '../support/fixtures.ts'

test('[BRAND][ORDERS]: a brand accepts and ships an order and the reseller sees each step live', async ({
  page,
  browser,
  request,
  baseURL,
  extraHTTPHeaders,
}) => {
  // An order of its own for this journey: a new pending order of the demo reseller with the
  // demo brand (Investor Demo Setup's demo order; the spec shows no call that places one).
  const created = await request.post('/api/demo/orders', { headers: onThisMachine })
  expect(created.status(), await created.text()).toBe(201)
  const { order } = (await created.json()) as { order: { id: string; totalAmount: string } }

  // The reseller opens My Orders first, in a browser of its own.
  const resellerContext = await browser.newContext({
    baseURL: baseURL!,
    ...(extraHTTPHeaders ? { extraHTTPHeaders } : {}),
  })
  const resellerPage = await resellerContext.newPage()
  await signInAsDemo(resellerPage, 'reseller', '/reseller/dashboard/orders')
  await expect(resellerPage.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible()
  // 001 §2.4: the first 10 characters of the id.
  const resellerRow = resellerPage.getByRole('row').filter({ hasText: order.id.slice(0, 10) })
  await expect(resellerRow).toContainText('Pending')
  // A mark on the page's window: a reload would wipe it.
  await resellerPage.evaluate(() => {
    ;(window as unknown as { journeyMark?: string }).journeyMark = 'still here'
  })

  // The brand finds the order (the first 8 characters) and moves it two steps.
  await signInAsDemo(page, 'brand', '/brand/dashboard/orders')
  await expect(page.getByRole('heading', { name: 'Order Management', level: 1 })).toBeVisible()
  const shortId = order.id.slice(0, 8)
  const brandRow = page.getByRole('row').filter({ hasText: shortId })
  await expect(brandRow).toContainText('Pending')
  await brandRow.getByRole('button', { name: 'View Details' }).click()

  const dialog = page.getByRole('dialog', { name: `Order ${shortId}` })
  await expect(dialog.getByRole('table')).toBeVisible()
  await expect(dialog).toContainText('[DEMO] Prime Resale LLC')
  // Issue 15: the brand answers a pending order first, then prepares and ships it with tracking.
  await dialog.getByRole('button', { name: 'Accept Order' }).click()
  await expect(page.getByText(`Order ${shortId} is now Accepted.`)).toBeVisible()
  await expect(resellerRow).toContainText('Accepted')

  await dialog.getByRole('button', { name: 'Mark as Processing' }).click()
  await expect(page.getByText(`Order ${shortId} is now Processing.`)).toBeVisible()
  await expect(resellerRow).toContainText('Processing')

  await dialog.getByRole('button', { name: 'Mark as Shipped' }).click()
  const shipForm = dialog.getByRole('form', { name: 'Ship this order' })
  await shipForm.getByLabel('Carrier').fill('UPS')
  await shipForm.getByLabel('Tracking number').fill('1Z999AA10123456784')
  await shipForm.getByRole('button', { name: 'Mark as Shipped' }).click()
  await expect(page.getByText(`Order ${shortId} is now Shipped.`)).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Track parcel' })).toHaveAttribute(
    'href',
    /ups\.com\/track\?tracknum=1Z999AA10123456784/,
  )
  await expect(dialog.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(brandRow).toContainText('Shipped')

  // The reseller's open list shows it, and the page was not reloaded.
  await expect(resellerRow).toContainText('Shipped')
  expect(
    await resellerPage.evaluate(() => (window as unknown as { journeyMark?: string }).journeyMark),
  ).toBe('still here')

  // The Shipped tab counts it.
  await page.getByRole('tab', { name: /^Shipped \(\d+\)$/ }).click()
  await expect(page.getByRole('row').filter({ hasText: shortId })).toBeVisible()
  await resellerContext.close()
})
