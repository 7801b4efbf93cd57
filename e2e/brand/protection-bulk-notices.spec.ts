/**
 * Brand protection at scale: a brand sends one notice to all of one reseller's open findings
 * from the findings list (filtered to that reseller) and sees what was sent; and downloads an
 * unknown seller's takedown packet (a PDF, numbered "1 of 1") from its page. The brand is the
 * journey's own: notices change its findings, which would disturb journeys on the demo brand.
 */
import { readFile } from 'node:fs/promises'
import { amazonAllListingsReport, upcOf } from '../../src/testing/listing-files.ts'
import { expect, signIn, test } from '../support/fixtures.ts'
import {
  importListings,
  newAuthorizedReseller,
  newBrand,
  newProduct,
  uniqueAsin,
} from '../support/protection.ts'
import { importUnknownSeller, journeyTag } from './protection-journeys.ts'

test('[BRAND][PROTECTION][BULK]: one notice to all of a reseller’s findings, and a takedown packet', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const tag = journeyTag()
  const brand = await newBrand(page, request, baseURL!)
  const products = []
  for (const name of ['Bottle', 'Lamp', 'Stove']) {
    products.push(
      await newProduct(brand.api, {
        name: `Bulk ${name} ${tag}`,
        map: '30.00',
        wholesale: '10.00',
      }),
    )
  }
  const sellerId = `A${tag}BULK`
  const reseller = await newAuthorizedReseller(
    request,
    baseURL!,
    [{ marketplace: 'amazon', sellerId }],
    brand,
  )
  // The reseller's own report: its three listings below MAP.
  await importListings(
    brand.api,
    amazonAllListingsReport(
      products.map((p, i) => ({
        title: p.name,
        sku: `R-${i}`,
        price: '24.00',
        asin: uniqueAsin(),
        gtin: upcOf(p.gtin),
        quantity: 10,
      })),
    ),
    { fileName: `all-${tag}.txt`, sellerId },
  )
  // An unknown seller lists one of them.
  const unknownSeller = `Grey Goods ${tag}`
  await importUnknownSeller(brand.api, products[0]!, {
    name: unknownSeller,
    id: `A7${tag}`,
    price: '21.00',
    fileName: `keepa-${tag}.csv`,
  })

  await signIn(page, 'brand', brand.email, brand.password, '/brand/dashboard/protection')
  const table = page.getByRole('table', { name: 'MAP violations' })
  for (const p of products) await expect(table).toContainText(p.name)
  await page.getByRole('combobox', { name: 'Reseller' }).selectOption({ label: reseller.company })
  await page
    .getByRole('button', { name: `Send notice to all open findings of ${reseller.company}` })
    .click()
  const dialog = page.getByRole('dialog', {
    name: `Send a notice for every open finding of ${reseller.company}?`,
  })
  await dialog.getByLabel(/personal note/).fill(`Please fix these listings (${tag}).`)
  await dialog.getByRole('button', { name: 'Send notices' }).click()
  await expect(dialog).toBeHidden()
  const result = page.getByRole('status').filter({ hasText: 'Notice sent for 3 findings' })
  await expect(result).toContainText('1 reseller was sent one notice each.')
  // Each finding is at its first notice now, with its cure date.
  for (const p of products) {
    const row = table.getByRole('row').filter({ hasText: p.name })
    await expect(row).toContainText('Notice')
    await expect(row).toContainText(/Cure by/)
  }

  // Again: the cure period runs, so nothing is sent and the reasons say so.
  await page
    .getByRole('button', { name: `Send notice to all open findings of ${reseller.company}` })
    .click()
  await dialog.getByRole('button', { name: 'Send notices' }).click()
  const skipped = page
    .getByRole('status')
    .filter({ hasText: 'Notice sent for 0 findings, 3 skipped' })
  await expect(skipped).toContainText('to cure this finding')

  // The unknown seller's takedown packet.
  await page.goto('/brand/dashboard/protection?tab=investigations')
  await page
    .getByRole('table', { name: 'Leak investigations' })
    .getByRole('link', { name: unknownSeller })
    .click()
  await expect(
    page.getByRole('heading', { name: `Leak investigation: ${unknownSeller}`, level: 1 }),
  ).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download takedown packet', exact: true }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(
    `takedown-${unknownSeller.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-1-of-1.pdf`,
  )
  const bytes = await readFile((await file.path())!)
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
})
