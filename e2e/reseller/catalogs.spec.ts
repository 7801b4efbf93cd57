/**
 * Issue 16, as a reseller lives it: a new reseller of the journey's own, authorized by the demo
 * brand, opens Catalogs and reads how access is granted; the demo brand uploads a catalog, an
 * admin approves it and shares it with the reseller; the catalog appears on the open screen
 * (live), the reseller downloads it, and the grant's mail is in the mailbox. axe-core checks the
 * screen empty and with its catalog, on a desktop and on a phone.
 */
import type { Page } from '@playwright/test'
import { seriousAxeViolations } from '../public/home-support.ts'
import { demo, expect, linkFromMailbox, signIn, test } from '../support/fixtures.ts'
import { demoBrandEntry, newAuthorizedReseller, signedInApi } from '../support/protection.ts'

// axe is injected as a script, which the Content-Security-Policy would refuse.
test.use({ bypassCSP: true })

async function expectAxeClean(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  expect(await seriousAxeViolations(page)).toEqual([])
}

/** A small PDF: its signature and one object, padded. */
const pdf = Buffer.concat([
  Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'),
  Buffer.alloc(512, 0x20),
  Buffer.from('\n%%EOF\n'),
])

test('[RESELLER][CATALOGS]: a reseller sees a granted catalog and downloads it', async ({
  page,
  request,
  baseURL,
}) => {
  const reseller = await newAuthorizedReseller(
    request,
    baseURL!,
    [{ marketplace: 'amazon', sellerId: `A${Date.now().toString(36).toUpperCase()}` }],
    undefined,
    false,
  )

  // Nothing shared yet: the screen says how a catalog gets here.
  await signIn(page, 'reseller', reseller.email, reseller.password, '/reseller/dashboard/catalogs')
  await expect(page.getByRole('heading', { name: 'Catalogs', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Catalogs' }).first()).toBeVisible()
  await expect(
    page.getByText("A brand's catalog appears here when an admin grants you access."),
  ).toBeVisible()
  await expectAxeClean(page)

  // The demo brand uploads a catalog; an admin approves it and shares it with the reseller.
  const name = `Spring Lookbook ${Date.now().toString(36)}`
  const brandApi = await signedInApi(baseURL!, demo.brand)
  const entry = await demoBrandEntry(brandApi)
  const uploaded = await brandApi.post('/api/brand/catalogs', {
    multipart: { name, file: { name: 'lookbook.pdf', mimeType: 'application/pdf', buffer: pdf } },
  })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  const { catalog } = (await uploaded.json()) as { catalog: { id: string } }
  const admin = await signedInApi(baseURL!, demo.admin)
  const approved = await admin.post(`/api/admin/catalogs/${catalog.id}/decision`, {
    data: { action: 'approve' },
  })
  expect(approved.ok(), await approved.text()).toBeTruthy()
  const access = await admin.get(
    `/api/admin/catalogs/${catalog.id}/access?search=${encodeURIComponent(reseller.email)}`,
  )
  const { resellers } = (await access.json()) as { resellers: { id: string }[] }
  expect(resellers).toHaveLength(1)
  const granted = await admin.patch(`/api/admin/catalogs/${catalog.id}/access`, {
    data: { resellerId: resellers[0]!.id, granted: true },
  })
  expect(granted.ok(), await granted.text()).toBeTruthy()

  // The open screen shows it without a reload.
  const table = page.getByRole('table', { name: 'Catalogs shared with you' })
  const row = table.getByRole('row').filter({ hasText: name })
  await expect(row).toBeVisible()
  await expect(row.getByRole('cell', { name: entry.name, exact: true })).toBeVisible()
  await expect(row.getByText(/^PDF · /)).toBeVisible()
  await expectAxeClean(page)

  const download = page.waitForEvent('download')
  await row.getByRole('link', { name: `Download ${name}` }).click()
  expect((await download).suggestedFilename()).toBe(`${name}.pdf`)

  // On a phone the table becomes one card per catalog, its Download still at hand.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(table).toBeHidden()
  const card = page
    .getByRole('list', { name: 'Catalogs shared with you' })
    .getByRole('listitem')
    .filter({ hasText: name })
  await expect(card.getByRole('link', { name: `Download ${name}` })).toBeVisible()
  await expectAxeClean(page)

  // The grant's mail links to this screen.
  const link = await linkFromMailbox(page, reseller.email, `${entry.name} catalog shared with you`)
  expect(new URL(link).pathname).toBe('/reseller/dashboard/catalogs')
})
