/**
 * Decision 013 (the effective price), as a brand lives it: it imports, on the Import listings
 * screen, a Keepa export in Keepa's published English layout in which an authorized reseller
 * holds the Buy Box at $49.99 with a one-time coupon of $8.00 off, on a product with a MAP of
 * $45.00. The demo brand's policy counts coupons ("including in cart and in coupons"), so the
 * listing is a MAP violation at $41.99, and the finding's evidence shows the arithmetic.
 */
import fs from 'node:fs'
import { upcOf } from '../../src/testing/listing-files.ts'
import type { PolicyView } from '../../src/shared/protection-api.ts'
import { demo, expect, signInAsDemo, test } from '../support/fixtures.ts'
import { importThroughUi } from '../support/listings-import.ts'
import {
  newAuthorizedReseller,
  newProduct,
  signedInApi,
  uniqueAsin,
} from '../support/protection.ts'
import { journeyTag } from './protection-journeys.ts'

const csv = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)

/**
 * A Keepa Product Viewer export with the columns Keepa names in English, the one-time coupon's
 * among them: amounts as Keepa writes them ("$ 49.99"), "-" for no value.
 */
function keepaWithCoupon(row: {
  title: string
  asin: string
  upc: string
  price: string
  seller: string
  sellerId: string
  couponAmount: string
}) {
  const header = [
    'Locale',
    'Image',
    'Title',
    'Buy Box 🚚: Current',
    'Buy Box: Buy Box Seller',
    'New: Current',
    'URL: Amazon',
    'ASIN',
    'Product Codes: UPC',
    'One Time Coupon: Absolute',
    'One Time Coupon: Percentage',
    'One Time Coupon: Subscribe & Save %',
    'Brand',
  ]
  const cells = [
    'com',
    'https://m.media-amazon.com/images/I/61kQ2vXh7PL.jpg',
    row.title,
    `$ ${row.price}`,
    `${row.seller} (86% ${row.sellerId})`,
    `$ ${row.price}`,
    `https://www.amazon.com/dp/${row.asin}`,
    row.asin,
    row.upc,
    `$ ${row.couponAmount}`,
    '-',
    '-',
    'Northwind Goods',
  ]
  return `${header.join(',')}\n${cells.map(csv).join(',')}\n`
}

test('[BRAND][PROTECTION][COUPONS]: a Keepa coupon takes a Buy Box price below MAP, and the finding shows the arithmetic', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000)
  const tag = journeyTag()
  const brandApi = await signedInApi(baseURL!, demo.brand)

  // The demo policy in force counts coupons; should another journey have published one that
  // does not, a version that does is published first (the rest of its rules kept).
  const policy = (await (await brandApi.get('/api/brand/protection/policy')).json()) as PolicyView
  if (!policy.current?.couponsCount) {
    const current = policy.current
    const published = await brandApi.post('/api/brand/protection/policy', {
      data: {
        text:
          current?.text ??
          'Advertise every product at or above its MAP, including in cart and in coupons.',
        shippingCounts: current?.shippingCounts ?? true,
        couponsCount: true,
        subscribeSaveCounts: current?.subscribeSaveCounts ?? false,
        businessPriceCounts: current?.businessPriceCounts ?? false,
        cartPriceCounts: current?.cartPriceCounts ?? false,
        toleranceKind: current?.toleranceKind ?? 'amount',
        toleranceValue: current?.toleranceValue ?? '0.01',
      },
    })
    expect(published.status(), await published.text()).toBe(201)
  }

  const product = await newProduct(brandApi, { name: `Coupon Journey Bottle ${tag}`, map: '45.00' })
  const sellerId = `A${tag}`
  const reseller = await newAuthorizedReseller(request, baseURL!, [
    { marketplace: 'amazon', sellerId },
  ])
  const fileName = `keepa-coupons-${tag}.csv`
  const path = testInfo.outputPath(fileName)
  fs.writeFileSync(
    path,
    keepaWithCoupon({
      title: product.name,
      asin: uniqueAsin(),
      upc: upcOf(product.gtin),
      price: '49.99',
      seller: reseller.company,
      sellerId,
      couponAmount: '8.00',
    }),
  )

  // The Import listings screen: the file is recognised as Keepa's and imported.
  await signInAsDemo(page, 'brand', '/brand/dashboard/protection/imports')
  await expect(page.getByRole('heading', { name: 'Import listings', level: 1 })).toBeVisible()
  const form = page.locator('form').filter({ has: page.getByLabel('Listings file') })
  await form.getByLabel('Listings file').setInputFiles(path)
  await expect(form.getByText('Keepa product export detected')).toBeVisible()
  await importThroughUi(page)
  const done = form.getByRole('region', { name: 'Import complete' })
  await expect(done.getByText('1 MAP violation', { exact: true })).toBeVisible()
  await done.getByRole('link', { name: 'See the findings in Brand Protection' }).click()

  // Brand Protection: the journey's row, found by its tag, at the effective price.
  await expect(page.getByRole('heading', { name: 'Brand Protection', level: 1 })).toBeVisible()
  await page.getByLabel('Search findings').fill(tag)
  await expect(page).toHaveURL(new RegExp(`q=${tag}`))
  const mapTable = page.getByRole('table', { name: 'MAP violations' })
  const row = mapTable.getByRole('row').filter({ hasText: product.name })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(reseller.company)
  await expect(row).toContainText('$41.99 vs $45.00')

  // The finding: the advertised price is the effective one, and the evidence shows how.
  await mapTable.getByRole('link', { name: product.name }).click()
  await expect(
    page.getByRole('heading', { name: `${product.name}: MAP violation`, level: 1 }),
  ).toBeVisible()
  const evidence = page.getByRole('table', { name: 'Evidence' })
  await expect(evidence.getByRole('row')).toHaveCount(2)
  await expect(evidence).toContainText(`${fileName}, row 2`)
  const rule = evidence.getByRole('row').nth(1)
  await expect(rule).toContainText('$49.99 − $8.00 coupon')
  await expect(rule).toContainText('= $41.99')
  await expect(rule).toContainText('MAP $45.00')
  await expect(rule).toContainText(/\$49\.99 − \$8\.00 coupon.*= \$41\.99 < MAP \$45\.00/)
})
