/**
 * Decision 013: a reseller runs a second storefront under a seller id that neither its
 * authorization nor its settings name, so its listing is an unknown seller's. The brand opens the
 * investigation, says whose storefront it is, and the listing is judged as that reseller's: the
 * unauthorized seller is gone from Brand Protection, and the reseller's MAP violation is there.
 */
import { demo, expect, test } from '../support/fixtures.ts'
import {
  demoBrandEntry,
  newAuthorizedReseller,
  newProduct,
  signedInApi,
} from '../support/protection.ts'
import { importUnknownSeller, journeyTag, signInAsDemoBrand } from './protection-journeys.ts'

test('[BRAND][PROTECTION][STOREFRONT]: the brand confirms a storefront as one of its resellers’', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const tag = journeyTag()
  const brandApi = await signedInApi(baseURL!, demo.brand)
  const entry = await demoBrandEntry(brandApi)
  const bottle = await newProduct(brandApi, {
    name: `Second Shop Bottle ${tag}`,
    map: '30.00',
    wholesale: '12.00',
  })
  const reseller = await newAuthorizedReseller(
    request,
    baseURL!,
    [{ marketplace: 'amazon', sellerId: `A1${tag}` }],
    { api: brandApi, entry },
  )
  const shop = `Second Shop ${tag}`
  await importUnknownSeller(brandApi, bottle, {
    name: shop,
    id: `A9${tag}`,
    price: '25.00',
    fileName: `keepa-second-shop-${tag}.csv`,
  })

  await signInAsDemoBrand(page)
  await page.goto('/brand/dashboard/protection?tab=investigations')
  await page
    .getByRole('table', { name: 'Leak investigations' })
    .getByRole('link', { name: shop })
    .click()
  await expect(page.getByRole('heading', { name: `Leak investigation: ${shop}` })).toBeVisible()
  await page.getByRole('button', { name: `Edit the details of ${shop}` }).click()

  const dialog = page.getByRole('dialog')
  const whose = dialog.getByRole('form', { name: 'Whose storefront is this?' })
  await expect(whose).toContainText('Not matched to any of your resellers.')
  await whose.getByLabel('This storefront belongs to').selectOption({ label: reseller.company })
  await whose.getByRole('button', { name: 'Save' }).click()
  await expect(whose).toContainText(`Matched to ${reseller.company} by your confirmation.`)
  await page.keyboard.press('Escape')

  // Judged again (the re-detection worker): the reseller's MAP violation, no unknown seller.
  await expect
    .poll(
      async () => {
        await page.goto(`/brand/dashboard/protection?tab=map_violation&q=${tag}`)
        const table = page.getByRole('table', { name: 'MAP violations' })
        await table.or(page.getByText('No findings match these filters')).first().waitFor()
        return (await table.count()) > 0 ? table.innerText() : ''
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toContain(reseller.company)
  await page.goto(`/brand/dashboard/protection?tab=unauthorized_seller&q=${tag}`)
  await expect(page.getByText('No findings match these filters')).toBeVisible()
})
