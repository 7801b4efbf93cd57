/**
 * Issue 14: a listing no GTIN of the brand's matches, but whose title is like one of its
 * products' names, waits under Unmatched listings with that product proposed; the brand confirms
 * it. A monitoring API key is shown once, pushes observations (the same id twice is one), and
 * stops working when revoked.
 */
import fs from 'node:fs'
import { keepaExport, upcOf } from '../../src/testing/listing-files.ts'
import { seriousAxeViolations } from '../public/home-support.ts'
import { demo, expect, signInAsDemo, test } from '../support/fixtures.ts'
import {
  importListings,
  newProduct,
  signedInApi,
  uniqueAsin,
  uniqueGtin,
} from '../support/protection.ts'

// axe is injected as a script, which the Content-Security-Policy would refuse.
test.use({ bypassCSP: true })

const tagOf = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase()

test('[BRAND][PROTECTION][UNMATCHED]: a listing proposed by its title is confirmed to the product', async ({
  page,
  baseURL,
}, testInfo) => {
  const tag = tagOf()
  const brandApi = await signedInApi(baseURL!, demo.brand)
  const product = await newProduct(brandApi, { name: `Harbor Trail Lantern ${tag}`, map: '39.99' })
  const title = `Harbor Trail Lantern ${tag} Rechargeable`
  const file = testInfo.outputPath(`unmatched-${tag}.csv`)
  fs.writeFileSync(
    file,
    keepaExport([
      {
        title,
        asin: uniqueAsin(),
        price: '31.00',
        sellerName: `Lantern Outlet ${tag}`,
        sellerId: `ALANTERN${tag}`,
        // A valid barcode that is none of the brand's products.
        upc: upcOf(uniqueGtin()),
      },
    ]),
  )
  await importListings(brandApi, fs.readFileSync(file, 'utf8'), {
    fileName: `unmatched-${tag}.csv`,
  })

  await signInAsDemo(page, 'brand', '/brand/dashboard/protection/imports')
  const listing = page
    .getByRole('list', { name: 'Unmatched listings' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) })
  await expect(listing).toBeVisible()
  await expect(listing).toContainText('1 offer')
  const proposal = listing.getByRole('listitem').filter({ hasText: product.name })
  await expect(proposal).toContainText('% similar')
  expect(await seriousAxeViolations(page)).toEqual([])

  await proposal.getByRole('button', { name: `Confirm match: ${product.name}` }).click()
  await expect(
    page.getByText(
      `Matched to ${product.name}. The findings of this listing are being recalculated.`,
    ),
  ).toBeVisible()
  await expect(listing).toHaveCount(0)
  // Remembered: it does not come back.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Unmatched listings' })).toBeVisible()
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0)
})

test('[BRAND][PROTECTION][API]: a monitoring API key is shown once, pushes observations and is revoked', async ({
  page,
  request,
  baseURL,
}) => {
  const tag = tagOf()
  const brandApi = await signedInApi(baseURL!, demo.brand)
  const product = await newProduct(brandApi, { name: `API Journey Kettle ${tag}`, map: '59.99' })
  const keyName = `Journey monitor ${tag}`

  await signInAsDemo(page, 'brand', '/brand/dashboard/protection/imports')
  await expect(page.getByRole('heading', { name: 'Monitoring API' })).toBeVisible()
  await expect(page.getByText(/POST .*\/api\/protection\/observations/)).toBeVisible()

  await page.getByLabel('Key name').fill(keyName)
  await page.getByRole('button', { name: 'Create key' }).click()
  const shown = page.getByRole('status').filter({ hasText: 'Your new API key' })
  await expect(shown).toContainText('Copy it now: it will not be shown again.')
  await expect(shown.getByRole('button', { name: 'Copy API key' })).toBeVisible()
  const key = await shown.getByRole('textbox', { name: 'API key' }).inputValue()
  expect(key).toMatch(/^mkp_/)
  expect(await seriousAxeViolations(page)).toEqual([])
  await shown.getByRole('button', { name: 'I have copied it' }).click()
  await expect(page.locator(`input[value="${key}"]`)).toHaveCount(0)

  const keys = page.getByRole('table', { name: 'Monitoring API' })
  const row = keys.getByRole('row').filter({ hasText: keyName })
  await expect(row).toContainText(key.slice(0, 10))
  await expect(row).toContainText('Never')
  await expect(row).toContainText('Active')

  // The monitoring service pushes one observation, then the same again: one is kept.
  const observation = {
    id: `journey-${tag}-1`,
    marketplace: 'amazon',
    sellerId: `AMONITOR${tag}`,
    sellerName: `Monitor Seen Shop ${tag}`,
    listingId: uniqueAsin(),
    gtin: product.gtin,
    title: product.name,
    price: '49.00',
    observedAt: new Date().toISOString(),
  }
  const push = () =>
    request.post('/api/protection/observations', {
      headers: { authorization: `Bearer ${key}` },
      data: { observations: [observation] },
    })
  const first = await push()
  expect(first.status(), await first.text()).toBe(200)
  expect(await first.json()).toMatchObject({ accepted: 1, duplicates: 0 })
  const again = await push()
  expect(await again.json()).toMatchObject({ accepted: 0, duplicates: 1 })

  await page.reload()
  await expect(row).not.toContainText('Never')
  await expect(page.getByText(key)).toHaveCount(0)
  await expect(
    page.getByRole('table', { name: 'Imports' }).getByRole('row').filter({ hasText: keyName }),
  ).toContainText('Monitoring API')

  await row.getByRole('button', { name: `Revoke ${keyName}` }).click()
  const dialog = page.getByRole('alertdialog', { name: `Revoke the key ${keyName}?` })
  await dialog.getByRole('button', { name: 'Revoke key' }).click()
  await expect(dialog).toBeHidden()
  await expect(row).toContainText('Revoked')
  await expect(row.getByRole('button', { name: `Revoke ${keyName}` })).toHaveCount(0)

  const refused = await push()
  expect(refused.status()).toBe(401)
})
