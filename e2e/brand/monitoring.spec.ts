/**
 * Monitoring that runs by itself (decision 019): a brand connects Keepa in Settings → Monitoring,
 * pointed at a local Keepa server of the journey's own (the base URL a test server allows), asks
 * for a check now, sees its coverage fill in, and finds the MAP violation the check found, with
 * Keepa's answer kept as its evidence.
 */
import { expect, signIn, test } from '../support/fixtures.ts'
import { JOURNEY_KEEPA_KEY, startJourneyKeepaServer } from '../support/keepa-server.ts'
import { newAuthorizedReseller, newBrand, newProduct, uniqueAsin } from '../support/protection.ts'

test('[BRAND][MONITORING]: connects Keepa, sees coverage fill in and a violation with the provider’s answer', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const brand = await newBrand(page, request, baseURL!)
  const tag = Date.now().toString(36).toUpperCase()
  const sellerId = `AK${tag}`
  const reseller = await newAuthorizedReseller(
    request,
    baseURL!,
    [{ marketplace: 'amazon', sellerId }],
    brand,
  )
  const product = await newProduct(brand.api, { name: `Monitored Kettle ${tag}`, map: '30.00' })

  // Keepa knows the kettle by its GTIN; the brand's reseller offers it below MAP on Amazon.com.
  const keepa = await startJourneyKeepaServer([
    {
      asin: uniqueAsin(),
      gtin: product.gtin,
      title: product.name,
      offers: [{ sellerId, sellerName: reseller.company, price: 2199, shipping: 0, condition: 1 }],
    },
  ])
  try {
    await page.context().clearCookies()
    await signIn(page, 'brand', brand.email, brand.password, '/brand/dashboard/settings')
    await page.getByRole('tab', { name: 'Monitoring' }).click()
    await expect(page).toHaveURL(/tab=monitoring/)
    await expect(page.getByText('Connect a source to start monitoring')).toBeVisible()

    await page.getByRole('button', { name: 'Connect Keepa' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Keepa API' })
    const key = dialog.getByLabel('API key')
    await expect(key).toHaveAttribute('type', 'password')
    await key.fill(JOURNEY_KEEPA_KEY)
    await expect(dialog.getByRole('checkbox', { name: 'Amazon.com' })).toBeChecked()
    await dialog.getByLabel('How often').selectOption({ label: 'Every 6 hours' })
    await dialog.getByLabel('Base URL (test servers only)').fill(keepa.url)
    await dialog.getByRole('button', { name: 'Connect Keepa' }).click()
    await expect(dialog).toBeHidden()

    const connection = page.getByRole('article', { name: 'Keepa API' })
    await expect(connection.getByText('Running')).toBeVisible()
    await expect(connection.getByText(keepa.url)).toBeVisible()
    // The one product on the one site (checked at once, or still waiting for its first check).
    await expect(
      page.getByText(/^[01] of 1 product-marketplaces checked in the last 24 h$/),
    ).toBeVisible()
    const coverage = page.getByRole('table', { name: 'Coverage' })
    const row = coverage.getByRole('row').filter({ hasText: product.name })
    await expect(row).toContainText('Keepa API')
    // The saved key is never shown again, not even in the page.
    expect(await page.content()).not.toContain(JOURNEY_KEEPA_KEY)

    const asked = () => keepa.requests.filter((r) => r.path === '/product').length
    const before = asked()
    await connection.getByRole('button', { name: 'Check now' }).click()
    await expect(page.getByText('1 check started')).toBeVisible()
    await expect.poll(asked, { timeout: 45_000 }).toBeGreaterThan(before)
    await expect(
      page.getByText('1 of 1 product-marketplaces checked in the last 24 h'),
    ).toBeVisible({ timeout: 45_000 })
    await expect(row).toContainText('Checked')
    await expect(row).toContainText('Amazon.com')

    // The violation the check found, from Keepa.
    await page.getByRole('link', { name: 'Brand Protection' }).first().click()
    await page.getByLabel('Search findings').fill(product.name)
    const finding = page
      .getByRole('table', { name: 'MAP violations' })
      .getByRole('row')
      .filter({ hasText: product.name })
    await expect(finding).toContainText(reseller.company, { timeout: 30_000 })
    await expect(finding).toContainText('$21.99 vs $30.00')
    await expect(finding).toContainText('Found by Keepa on')
    await finding.getByRole('link', { name: product.name }).click()

    await expect(page.getByRole('heading', { level: 1 })).toContainText(product.name)
    await expect(page.getByText(/^Found by Keepa on/)).toBeVisible()
    const answer = page.getByRole('heading', { name: 'Provider’s answer' }).locator('../..')
    // One answer a check: the first when the source was connected, then the one asked for.
    await expect(answer.getByText(/^keepa:\d+$/).first()).toBeVisible()
    await expect(answer.getByLabel('Answer').first()).toContainText(sellerId)
  } finally {
    await keepa.close()
  }
})
