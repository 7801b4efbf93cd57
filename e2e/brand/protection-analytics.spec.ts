/**
 * Issue 14 item 7: what the brand sees of brand protection, from real data. The demo brand's own
 * product (a toy, MAP $24.99) is listed by a reseller of the journey's own on Amazon twice (its
 * All Listings Report: 12 units at $19.99, 5 at MAP) and by an unknown Buy Box seller at $22.99
 * (a Keepa export, no unit count: one unit). Analytics, filtered by that product so that other
 * journeys' listings of the demo brand do not move the numbers, shows revenue at risk = units ×
 * gap (12 × $5.00 + 1 × $2.00 = $62.00), compliance 50% (one of the reseller's two listings),
 * the unknown seller linked to its investigation and the toy category on Amazon; the reseller
 * filter narrows to the reseller's own $60.00. The dashboard's Compliance Monitoring shows the
 * period's compliance. Every screen passes axe.
 */
import type { APIRequestContext } from '@playwright/test'
import {
  amazonAllListingsReport,
  keepaExport,
  uniqueAsin,
  upcOf,
} from '../../src/testing/listing-files.ts'
import { seriousAxeViolations } from '../public/home-support.ts'
import { demo, expect, signInAsDemo, test } from '../support/fixtures.ts'
import {
  importListings,
  newAuthorizedReseller,
  newProduct,
  signedInApi,
} from '../support/protection.ts'
import { journeyTag } from './protection-journeys.ts'

// axe is injected as a script, which the Content-Security-Policy would refuse.
test.use({ bypassCSP: true })

/** The product becomes a toy (the edit sends every field, as the Edit Product form does). */
async function makeToy(
  brandApi: APIRequestContext,
  product: { id: string; sku: string; gtin: string; name: string },
) {
  const response = await brandApi.patch(`/api/brand/products/${product.id}`, {
    data: {
      name: product.name,
      sku: product.sku,
      gtin: product.gtin,
      price: '49.99',
      wholesalePrice: '12.00',
      mapPrice: '24.99',
      stock: 500,
      category: 'toys',
    },
  })
  expect(response.ok(), await response.text()).toBeTruthy()
}

test('[BRAND][PROTECTION][ANALYTICS]: revenue at risk, unauthorized sellers and losses by category from imported listings, and the dashboard’s compliance', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const tag = journeyTag()
  const brandApi = await signedInApi(baseURL!, demo.brand)
  const toy = await newProduct(brandApi, { name: `Analytics Toy ${tag}`, map: '24.99' })
  await makeToy(brandApi, toy)
  const sellerId = `A${tag}`
  const reseller = await newAuthorizedReseller(request, baseURL!, [
    { marketplace: 'amazon', sellerId },
  ])
  const unknownSeller = `Bargain Barn ${tag}`

  await importListings(
    brandApi,
    amazonAllListingsReport([
      {
        title: toy.name,
        sku: `R1-${tag}`,
        price: '19.99',
        quantity: 12,
        asin: uniqueAsin(),
        gtin: upcOf(toy.gtin),
      },
      {
        title: `${toy.name} (gift box)`,
        sku: `R2-${tag}`,
        price: '24.99',
        quantity: 5,
        asin: uniqueAsin(),
        gtin: upcOf(toy.gtin),
      },
    ]),
    { fileName: `analytics-all-listings-${tag}.txt`, sellerId, sellerName: `Outlet ${tag}` },
  )
  await importListings(
    brandApi,
    keepaExport([
      {
        title: toy.name,
        asin: uniqueAsin(),
        price: '22.99',
        sellerName: unknownSeller,
        sellerId: `A9${tag}`,
        upc: upcOf(toy.gtin),
      },
    ]),
    { fileName: `analytics-keepa-${tag}.csv` },
  )

  await signInAsDemo(page, 'brand', '/brand/dashboard/analytics?range=6m')
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Brand Protection', level: 2 })).toBeVisible()
  await expect(page.getByRole('button', { name: '6 Months' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )

  // Filter by the journey's own product (kept in the URL).
  const filters = page.getByRole('group', { name: 'Brand protection filters' })
  await filters
    .getByRole('combobox', { name: 'Product' })
    .selectOption({ label: `${toy.name} (${toy.sku})` })
  await expect(page).toHaveURL(new RegExp(`productId=${toy.id}`))

  const figures = page.getByRole('region', { name: 'Brand protection figures' })
  await expect(figures.getByTestId('protection-revenueAtRisk')).toHaveText('$62.00')
  await expect(figures.getByTestId('protection-compliance')).toHaveText('50.0%')
  await expect(figures.getByTestId('protection-unauthorizedSellers')).toHaveText('1')
  await expect(figures.getByTestId('protection-openViolations')).toHaveText('1')
  await expect(figures.getByTestId('protection-recovered')).toHaveText('$0.00')

  // Revenue Protection: the figure explained, charted, and per product.
  await expect(page.getByRole('tab', { name: 'Revenue Protection' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await expect(page.getByText(/units listed below your MAP × the price gap/)).toBeVisible()
  await expect(
    page.getByRole('img', { name: /^Revenue at risk and recovered per month/ }),
  ).toBeVisible()
  await expect(
    page.getByRole('img', { name: /^Compliance per month; 50\.0% over the range/ }),
  ).toBeVisible()
  const products = page.getByRole('table', { name: 'Compliance by Product' })
  const toyRow = products.getByRole('row').filter({ hasText: toy.name })
  await expect(toyRow.getByRole('cell')).toHaveText([
    new RegExp(toy.name),
    '50.0%',
    '2',
    '1',
    '1',
    '$62.00',
  ])
  await expect(toyRow.getByRole('button', { name: toy.name })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(
    page.getByText('Per-reseller figures are not kept per product.', { exact: false }),
  ).toBeVisible()
  expect(await seriousAxeViolations(page)).toEqual([])

  // Unauthorized Sellers: the unknown seller, linked to its investigation.
  await page.getByRole('tab', { name: 'Unauthorized Sellers' }).click()
  await expect(page).toHaveURL(/tab=unauthorized-sellers/)
  await expect(
    page.getByRole('img', { name: /^Unauthorized sellers and listings per month: 1 sellers/ }),
  ).toBeVisible()
  const sellers = page.getByRole('table', { name: 'Top Unauthorized Sellers' })
  const sellerRow = sellers.getByRole('row').filter({ hasText: unknownSeller })
  await expect(sellerRow).toHaveCount(1)
  await expect(sellerRow).toContainText('Amazon')
  await expect(sellerRow.getByRole('link', { name: unknownSeller })).toHaveAttribute(
    'href',
    /^\/brand\/dashboard\/protection\/sellers\/[0-9a-f-]{36}$/,
  )
  expect(await seriousAxeViolations(page)).toEqual([])

  // Loss Prevention Categories: the toy category on Amazon.
  await page.getByRole('tab', { name: 'Loss Prevention Categories' }).click()
  await expect(
    page.getByRole('img', { name: 'Revenue at risk by category and marketplace' }),
  ).toBeVisible()
  const losses = page.getByRole('table', {
    name: 'Violations, unauthorized listings and revenue at risk by category and marketplace',
  })
  await expect(losses.getByRole('row').filter({ hasText: 'Toys' })).toContainText(
    /Toys\s*Amazon\s*1\s*1\s*\$62\.00/,
  )
  expect(await seriousAxeViolations(page)).toEqual([])

  // The reseller filter instead: the reseller's own listings, $60.00 at risk.
  await page.getByRole('tab', { name: 'Revenue Protection' }).click()
  await expect(page).toHaveURL(/tab=revenue-protection/)
  await filters
    .getByRole('combobox', { name: 'Reseller' })
    .selectOption({ label: reseller.company })
  await expect(page).toHaveURL(/resellerId=/)
  await expect(page).not.toHaveURL(/productId=/)
  await expect(figures.getByTestId('protection-revenueAtRisk')).toHaveText('$60.00')
  await expect(figures.getByTestId('protection-unauthorizedSellers')).toHaveText('0')
  const resellers = page.getByRole('table', { name: 'Compliance by Reseller' })
  await expect(resellers.getByRole('row').filter({ hasText: reseller.company })).toContainText(
    /50\.0%\s*2\s*1\s*\$60\.00/,
  )
  // Choosing the filtered reseller again lifts the filter.
  await resellers.getByRole('button', { name: reseller.company }).click()
  await expect(page).not.toHaveURL(/resellerId=/)

  // The dashboard's compliance chart, for the period of its toggle.
  await page.goto('/brand/dashboard?period=7')
  const panel = page.getByRole('region', { name: 'Compliance Monitoring' })
  await expect(panel.getByTestId('compliance-percent')).toHaveText(/^\d{1,3}\.\d%$/)
  await expect(panel.getByText('compliant in the last 7 days')).toBeVisible()
  await expect(
    panel.getByRole('img', {
      name: /^Compliance Monitoring: observed listings of the last 7 days/,
    }),
  ).toBeVisible()
  await expect(panel.getByRole('link', { name: 'Open Brand Protection' })).toHaveAttribute(
    'href',
    '/brand/dashboard/protection',
  )
  // The figure is the API's for the period (other journeys may import meanwhile).
  await expect(async () => {
    const response = await page.request.get('/api/brand/protection/compliance?days=7')
    const { compliance } = (await response.json()) as { compliance: number | null }
    await expect(panel.getByTestId('compliance-percent')).toHaveText(`${compliance?.toFixed(1)}%`, {
      timeout: 1_000,
    })
  }).toPass({ timeout: 20_000 })
  expect(await seriousAxeViolations(page)).toEqual([])
})
