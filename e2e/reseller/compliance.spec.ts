/**
 * Issue 14 items 1, 5 and 7, as a reseller lives them on its Compliance page: a new reseller of
 * the journey's own, authorized by the demo brand on Amazon, acknowledges the brand's MAP
 * policy; the brand imports the reseller's All Listings Report with a listing below MAP and
 * sends a notice; the reseller sees the violation with its deadline, reads its evidence and
 * disputes it with a reason and a PNG; the brand's finding shows the dispute pending. axe-core
 * checks the page and its dialogs.
 */
import type { Page } from '@playwright/test'
import { amazonAllListingsReport, uniqueAsin } from '../../src/testing/listing-files.ts'
import { seriousAxeViolations } from '../public/home-support.ts'
import { demo, expect, signIn, test } from '../support/fixtures.ts'
import {
  demoBrandEntry,
  importListings,
  newAuthorizedReseller,
  newProduct,
  signedInApi,
} from '../support/protection.ts'

// axe is injected as a script, which the Content-Security-Policy would refuse.
test.use({ bypassCSP: true })

/** axe on the screen as it settles: a toast fading in or out is measured at half its contrast. */
async function expectAxeClean(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  expect(await seriousAxeViolations(page)).toEqual([])
}

/** The smallest PNG there is: its signature, a 1×1 header, a pixel and the end. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

test('[RESELLER][COMPLIANCE]: a reseller acknowledges the policy, sees a notice with its deadline and disputes it with proof', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const marker = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
  const sellerId = `A${marker.toUpperCase()}`.slice(0, 14)
  const reseller = await newAuthorizedReseller(request, baseURL!, [
    { marketplace: 'amazon', sellerId },
  ])
  const brandApi = await signedInApi(baseURL!, demo.brand)
  const entry = await demoBrandEntry(brandApi)
  // The demo brand has a policy (published here when no journey did yet).
  const policy = await brandApi.get('/api/brand/protection/policy')
  expect(policy.ok(), await policy.text()).toBeTruthy()
  if (((await policy.json()) as { current: unknown }).current === null) {
    const published = await brandApi.post('/api/brand/protection/policy', {
      data: {
        text: 'Advertise our products at or above the MAP in force on every marketplace.',
        shippingCounts: false,
        toleranceKind: 'amount',
        toleranceValue: '0.01',
      },
    })
    expect(published.status(), await published.text()).toBe(201)
  }
  const product = await newProduct(brandApi, { name: `Compliance Lamp ${marker}`, map: '39.99' })

  await signIn(page, 'reseller', reseller.email, reseller.password)
  await expect(page).toHaveURL(/\/reseller\/dashboard/, { timeout: 30_000 })
  await page.getByRole('navigation').getByRole('link', { name: 'Compliance' }).click()
  await expect(page).toHaveURL(/\/reseller\/dashboard\/compliance$/)
  await expect(page.getByRole('heading', { name: 'MAP Compliance', level: 1 })).toBeVisible()
  await expect(page.getByText('No listings of yours observed yet')).toBeVisible()
  await expect(page.getByText('No open violations')).toBeVisible()

  // The demo brand's policy, read and acknowledged.
  const card = page.getByRole('article', {
    name: new RegExp(`^${escape(entry.name)}: MAP policy version \\d+$`),
  })
  await expect(card.getByRole('region', { name: /MAP policy, version \d+$/ })).toBeVisible()
  await expect(card.getByText('To acknowledge')).toBeVisible()
  await expectAxeClean(page)
  const acknowledge = card.getByRole('button', {
    name: /^I have read and acknowledge version \d+$/,
  })
  const version = (await acknowledge.textContent())!.match(/\d+$/)![0]
  await acknowledge.click()
  await expect(card.getByText(new RegExp(`^You acknowledged version ${version} on `))).toBeVisible()
  await expect(card.getByText('Acknowledged', { exact: true })).toBeVisible()

  // The brand imports the reseller's All Listings Report: the lamp at $29.99, below its $39.99
  // (after any other journey's import of the demo brand).
  await importListings(
    brandApi,
    amazonAllListingsReport([
      {
        title: `Compliance Lamp ${marker}`,
        sku: `R-${marker}`,
        price: '29.99',
        asin: uniqueAsin(),
        gtin: product.gtin,
        quantity: 8,
      },
    ]),
    { fileName: `all-listings-${marker}.txt`, sellerId },
  )
  const findings = await brandApi.get(
    `/api/brand/protection/findings?q=${encodeURIComponent(product.name)}`,
  )
  expect(findings.ok(), await findings.text()).toBeTruthy()
  const { items } = (await findings.json()) as { items: { id: string; kind: string }[] }
  expect(items.map((i) => i.kind)).toEqual(['map_violation'])
  const findingId = items[0]!.id
  const notice = await brandApi.post(`/api/brand/protection/findings/${findingId}/steps`, {
    data: {},
  })
  expect(notice.status(), await notice.text()).toBe(200)

  // Without a reload, the violation arrives with its step and deadline.
  const row = page.getByRole('row', { name: new RegExp(escape(product.name)) })
  await expect(row).toBeVisible({ timeout: 15_000 })
  await expect(row).toContainText('$29.99 vs MAP $39.99')
  await expect(row).toContainText('MAP violation')
  await expect(row).toContainText('Notice')
  await expect(row).toContainText(/Cure by /)
  await expect(page.getByText('from 1 observation')).toBeVisible()
  await expectAxeClean(page)

  // Its evidence and history.
  await row.getByRole('button', { name: /^View details/ }).click()
  const details = page.getByRole('dialog', { name: 'Violation details' })
  await expect(details.getByText(`all-listings-${marker}.txt, row 2`)).toBeVisible()
  await expect(details.getByText(/is below the MAP of \$39\.99/).first()).toBeVisible()
  await expect(details.getByRole('heading', { name: 'History' })).toBeVisible()
  await expect(details.getByRole('listitem').filter({ hasText: /^Notice/ })).toBeVisible()
  await expectAxeClean(page)
  await details.getByRole('button', { name: 'Close' }).click()

  // The dispute: a reason too short is refused, then a reason and a screenshot are sent.
  await row.getByRole('button', { name: /^Dispute/ }).click()
  const dispute = page.getByRole('dialog', { name: 'Dispute this violation' })
  await dispute.getByLabel('Reason').fill('Repriced')
  await dispute.getByRole('button', { name: 'Send dispute' }).click()
  await expect(dispute.getByRole('alert')).toHaveText('Please explain in at least 10 characters')
  await dispute
    .getByLabel('Reason')
    .fill('Our repricer dropped the price for an hour during a sync; it is back at MAP.')
  await dispute
    .getByLabel('Proof (optional)')
    .setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: PNG })
  await expectAxeClean(page)
  await dispute.getByRole('button', { name: 'Send dispute' }).click()
  await expect(page.getByText('Dispute sent')).toBeVisible()
  await expect(dispute).toBeHidden()
  await expect(row).toContainText('Dispute pending: the brand decides')
  await expect(row.getByRole('button', { name: /^Dispute/ })).toBeDisabled()

  // The brand's finding shows the dispute waiting for its decision, with the proof.
  const detail = await brandApi.get(`/api/brand/protection/findings/${findingId}`)
  const body = (await detail.json()) as {
    finding: { disputeStatus: string }
    actions: { event: string; attachment: { name: string } | null }[]
  }
  expect(body.finding.disputeStatus).toBe('pending')
  expect(body.actions.find((a) => a.event === 'disputed')?.attachment?.name).toBe('screenshot.png')
})

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
