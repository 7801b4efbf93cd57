/**
 * Issue 14: an unknown seller lists the brand's product on Amazon; its leak investigation ranks
 * the brand's wholesale buyer of that product first, with the reasons (it bought the product, and
 * its authorization does not cover Amazon). The brand moves the investigation on with a note and
 * downloads the evidence packet.
 */
import { seriousAxeViolations } from '../public/home-support.ts'
import { demo, expect, test } from '../support/fixtures.ts'
import {
  demoBrandEntry,
  newAuthorizedReseller,
  newProduct,
  signedInApi,
} from '../support/protection.ts'
import { importUnknownSeller, journeyTag, signInAsDemoBrand } from './protection-journeys.ts'

// axe is injected as a script, which the Content-Security-Policy would refuse.
test.use({ bypassCSP: true })

test('[BRAND][PROTECTION][INVESTIGATION]: an unknown seller’s likely source, ranked with reasons', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const tag = journeyTag()
  const brandApi = await signedInApi(baseURL!, demo.brand)
  const entry = await demoBrandEntry(brandApi)
  const kettle = await newProduct(brandApi, {
    name: `Investigation Kettle ${tag}`,
    map: '24.99',
    wholesale: '12.00',
  })
  const buyer = await newAuthorizedReseller(request, baseURL!, [
    { marketplace: 'walmart', sellerId: `W${tag}` },
  ])

  // The buyer orders the kettle, enough units for the brand's minimum order.
  const catalog = await buyer.api.get(`/api/reseller/brands/${entry.id}/products`)
  expect(catalog.ok(), await catalog.text()).toBeTruthy()
  const { minimum } = (await catalog.json()) as { minimum: { amount: string } }
  const quantity = Math.ceil(Number(minimum.amount) / 12) + 1
  const ordered = await buyer.api.post('/api/reseller/orders', {
    data: { brandId: entry.id, items: [{ productId: kettle.id, quantity }] },
  })
  expect(ordered.status(), await ordered.text()).toBe(201)

  // An unknown seller lists the kettle on Amazon.
  const unknownSeller = `Bargain Bin ${tag}`
  await importUnknownSeller(brandApi, kettle, {
    name: unknownSeller,
    id: `A7${tag}`,
    price: '21.00',
    fileName: `keepa-${tag}.csv`,
  })

  await signInAsDemoBrand(page)
  await page.goto('/brand/dashboard/protection?tab=investigations')
  const investigations = page.getByRole('table', { name: 'Leak investigations' })
  const row = investigations.getByRole('row').filter({ hasText: unknownSeller })
  await expect(row).toContainText('Open')
  await expect(row).toContainText('Amazon')
  await expect(row).toContainText(buyer.company)
  expect(await seriousAxeViolations(page)).toEqual([])
  await row.getByRole('link', { name: unknownSeller }).click()

  await expect(
    page.getByRole('heading', { name: `Leak investigation: ${unknownSeller}`, level: 1 }),
  ).toBeVisible()
  const candidates = page.getByRole('list', { name: 'Candidate sources, most likely first' })
  const first = candidates.locator(':scope > li').first()
  await expect(first).toContainText(buyer.company)
  await expect(first.getByRole('meter')).toHaveAttribute('aria-valuenow', /^\d+$/)
  await expect(first).toContainText(
    `Bought 1 product of the 1 product this seller lists: ${kettle.name}`,
  )
  await expect(first).toContainText(
    'Its authorization does not cover Amazon, where this seller lists.',
  )
  await expect(page.getByRole('table', { name: 'Storefronts' })).toContainText(`A7${tag}`)
  await expect(page.getByRole('table', { name: 'Listings of your products' })).toContainText(
    kettle.name,
  )
  expect(await seriousAxeViolations(page)).toEqual([])

  // The brand starts investigating, with a note kept in the history.
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Investigating' })
  await page.getByLabel('Note').fill(`Test buy ordered (${tag}).`)
  await page.getByRole('button', { name: 'Update investigation' }).click()
  const history = page.getByRole('list', { name: 'Investigation history' })
  await expect(history).toContainText('Open → Investigating')
  await expect(history).toContainText(`Test buy ordered (${tag}).`)

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download evidence packet (PDF)' }).click()
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/)
})
