/**
 * Issue 14: the brand's Brand Protection screen sorts what its imported listings show into MAP
 * violations, scope violations and unauthorized sellers; the brand opens a MAP violation, reads
 * its evidence (the rule and the row's SHA-256), sends a notice, and sees the cure period hold the
 * next step back.
 */
import { amazonAllListingsReport, uniqueAsin, upcOf } from '../../src/testing/listing-files.ts'
import { seriousAxeViolations } from '../public/home-support.ts'
import { demo, expect, test } from '../support/fixtures.ts'
import {
  importListings,
  newAuthorizedReseller,
  newProduct,
  signedInApi,
} from '../support/protection.ts'
import { importUnknownSeller, journeyTag, signInAsDemoBrand } from './protection-journeys.ts'

// axe is injected as a script, which the Content-Security-Policy would refuse.
test.use({ bypassCSP: true })

test('[BRAND][PROTECTION][FINDINGS]: the three kinds of finding, a MAP violation’s evidence and its notice', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const tag = journeyTag()
  const brandApi = await signedInApi(baseURL!, demo.brand)
  const bottle = await newProduct(brandApi, { name: `Findings Bottle ${tag}`, map: '24.99' })
  const lamp = await newProduct(brandApi, { name: `Findings Lamp ${tag}`, map: '39.99' })
  const sellerId = `A${tag}`
  const storefront = `Resale Outlet ${tag}`
  const reseller = await newAuthorizedReseller(request, baseURL!, [
    { marketplace: 'amazon', sellerId },
  ])

  // The reseller's own Amazon report: the bottle below MAP (a MAP violation).
  await importListings(
    brandApi,
    amazonAllListingsReport([
      {
        title: bottle.name,
        sku: `R-${tag}`,
        price: '19.99',
        quantity: 12,
        asin: uniqueAsin(),
        gtin: upcOf(bottle.gtin),
      },
    ]),
    { fileName: `all-listings-${tag}.txt`, sellerId, sellerName: storefront },
  )
  // The same storefront on Walmart (its name ties it to the reseller's Amazon storefront), which
  // the authorization does not cover: a scope violation, in a CSV of the brand's own columns read
  // through a mapping.
  await importListings(
    brandApi,
    [
      'Marketplace,Seller ID,Seller Name,GTIN,Item ID,Title,Price',
      `walmart,W${tag},${storefront},${lamp.gtin},${String(Date.now()).slice(-9)},${lamp.name},39.99`,
    ].join('\n'),
    {
      fileName: `walmart-watch-${tag}.csv`,
      mapping: JSON.stringify({
        marketplace: 'Marketplace',
        sellerId: 'Seller ID',
        sellerName: 'Seller Name',
        gtin: 'GTIN',
        listingId: 'Item ID',
        title: 'Title',
        price: 'Price',
      }),
    },
  )
  // A Keepa export: an unknown Buy Box seller of the lamp (an unauthorized seller).
  const unknownSeller = `Deal Hunter ${tag}`
  await importUnknownSeller(brandApi, lamp, {
    name: unknownSeller,
    id: `A9${tag}`,
    price: '35.00',
    fileName: `keepa-${tag}.csv`,
  })

  await signInAsDemoBrand(page)
  await page.getByRole('link', { name: 'Brand Protection' }).first().click()
  await expect(page.getByRole('heading', { name: 'Brand Protection', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Import listings' })).toHaveAttribute(
    'href',
    '/brand/dashboard/protection/imports',
  )
  await expect(page.getByRole('link', { name: 'MAP policy and enforcement' })).toBeVisible()
  const figures = page.getByRole('list', { name: 'Brand protection figures' })
  await expect(figures.getByText('Open MAP violations')).toBeVisible()
  await expect(figures.getByText('Revenue at risk')).toBeVisible()

  // Each kind's tab finds the journey's own row, searched by its tag (kept in the URL).
  await page.getByLabel('Search findings').fill(tag)
  await expect(page).toHaveURL(new RegExp(`q=${tag}`))
  const mapTable = page.getByRole('table', { name: 'MAP violations' })
  const bottleRow = mapTable.getByRole('row').filter({ hasText: bottle.name })
  await expect(bottleRow).toHaveCount(1)
  await expect(bottleRow).toContainText(reseller.company)
  await expect(bottleRow).toContainText('$19.99 vs $24.99')
  await expect(bottleRow).toContainText('$5.00 below MAP (20%)')
  await expect(bottleRow).toContainText('No step yet')
  expect(await seriousAxeViolations(page)).toEqual([])

  await page.getByRole('tab', { name: /Scope violations/ }).click()
  await expect(page).toHaveURL(/tab=scope_violation/)
  const scopeRow = page
    .getByRole('table', { name: 'Scope violations' })
    .getByRole('row')
    .filter({ hasText: lamp.name })
  await expect(scopeRow).toHaveCount(1)
  await expect(scopeRow).toContainText('Walmart')
  await expect(scopeRow).toContainText(reseller.company)

  await page.getByRole('tab', { name: /Unauthorized sellers/ }).click()
  const unknownRow = page
    .getByRole('table', { name: 'Unauthorized sellers' })
    .getByRole('row')
    .filter({ hasText: lamp.name })
  await expect(unknownRow).toHaveCount(1)
  await expect(unknownRow).toContainText(unknownSeller)
  await expect(
    unknownRow.getByRole('link', { name: `Open the investigation of ${unknownSeller}` }),
  ).toBeVisible()

  // The MAP violation: its evidence, then a notice.
  await page.getByRole('tab', { name: /MAP violations/ }).click()
  await mapTable.getByRole('link', { name: bottle.name }).click()
  await expect(
    page.getByRole('heading', { name: `${bottle.name}: MAP violation`, level: 1 }),
  ).toBeVisible()
  const evidence = page.getByRole('table', { name: 'Evidence' })
  await expect(evidence.getByRole('row')).toHaveCount(2)
  await expect(evidence).toContainText(/Advertised \$19\.99 is below the MAP of \$24\.99/)
  await expect(evidence).toContainText(`all-listings-${tag}.txt, row 2`)
  await expect(evidence.locator('code')).toHaveText(/^[0-9a-f]{64}$/)
  await evidence.getByText('Show raw row').click()
  await expect(evidence.locator('pre')).toContainText(`R-${tag}`)
  expect(await seriousAxeViolations(page)).toEqual([])

  await page.getByRole('button', { name: 'Send notice' }).click()
  const dialog = page.getByRole('dialog', { name: `Send notice to ${reseller.company}?` })
  await expect(dialog).toContainText('message in its portal and by e-mail')
  await dialog.getByLabel('Personal note (optional)').fill(`Please fix the price (${tag}).`)
  await dialog.getByRole('button', { name: 'Send notice' }).click()
  await expect(dialog).toBeHidden()

  const history = page.getByRole('list', { name: 'Enforcement history' })
  await expect(history.getByRole('listitem')).toHaveCount(1)
  await expect(history).toContainText('Notice sent')
  await expect(history).toContainText(`Please fix the price (${tag}).`)
  await expect(history).toContainText(/Cure by \w{3} \d{1,2}, \d{4}/)
  const ladder = page.getByRole('list', { name: 'Enforcement ladder' })
  await expect(ladder.locator('[aria-current="step"]')).toContainText('Notice')
  await expect(ladder.locator('[aria-current="step"]')).toContainText(/Cure by/)

  const next = page.getByRole('button', { name: 'Send second notice' })
  await expect(next).toBeDisabled()
  await expect(next).toHaveAccessibleDescription(/has until .+ to cure this finding/)
  // The toast is the portal's own (sonner), checked where it is set up.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  expect(await seriousAxeViolations(page)).toEqual([])
})
