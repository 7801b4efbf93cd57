import { request as playwrightRequest, type APIRequestContext } from '@playwright/test'
import { demo, expect, signInThroughUi, test } from '../support/fixtures.ts'

/** An API client signed in as `account` (cookie-bearing writes need our Origin). */
async function signedInApi(baseURL: string, account: { email: string; password: string }) {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } })
  const response = await api.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
  })
  expect(response.ok(), await response.text()).toBeTruthy()
  return api
}

async function uploadCatalog(api: APIRequestContext, name: string) {
  const response = await api.post('/api/brand/catalogs', {
    multipart: {
      name,
      file: {
        name: 'spring-catalog.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('sku,name,price\nSKU-1,Desk Lamp,24.00\nSKU-2,Shelf,89.00\n'),
      },
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { catalog: { id: string; fileUrl: string } }).catalog
}

test('[ADMIN][CATALOGS]: a brand uploads a catalog, the admin approves it and grants a reseller access', async ({
  page,
  baseURL,
}) => {
  const name = `E2E Catalog ${Date.now().toString(36)}`
  const brandApi = await signedInApi(baseURL!, demo.brand)
  const catalog = await uploadCatalog(brandApi, name)

  const resellerApi = await signedInApi(baseURL!, demo.reseller)
  // Not approved, not granted: the reseller cannot open it.
  expect((await resellerApi.get(catalog.fileUrl)).status()).toBe(404)

  await signInThroughUi(page, 'admin', demo.admin.email, demo.admin.password)
  await expect(page).toHaveURL(/\/admin\/dashboard/)
  await page.goto('/admin/dashboard/catalog-approvals')
  await expect(page.getByRole('heading', { name: 'Catalog Management', level: 1 })).toBeVisible()

  const pendingRow = page.getByRole('listitem', { name })
  await expect(pendingRow).toBeVisible()
  await expect(pendingRow.getByText('pending')).toBeVisible()
  await expect(pendingRow.getByRole('link', { name: `View file ${name}` })).toHaveAttribute(
    'href',
    catalog.fileUrl,
  )
  await pendingRow.getByRole('button', { name: `Approve ${name}` }).click()
  await expect(page.getByText('Catalog approved')).toBeVisible()
  await expect(pendingRow).toHaveCount(0)

  await page.getByRole('tab', { name: /Approved Catalogs/ }).click()
  const approvedRow = page.getByRole('listitem', { name })
  await expect(approvedRow).toBeVisible()
  await expect(approvedRow.getByText('approved')).toBeVisible()

  // Reseller Access: grant the demo reseller, who can then open the file.
  await approvedRow.getByRole('button', { name: `Reseller Access (0) ${name}` }).click()
  await expect(page.getByLabel('Catalog', { exact: true })).toHaveValue(catalog.id)
  await page.getByLabel('Search resellers').fill(demo.reseller.email)
  // Other journeys add resellers too: pick the demo reseller's row, whatever the list holds.
  await page
    .getByRole('list', { name: 'Resellers', exact: true })
    .getByRole('listitem')
    .filter({ hasText: demo.reseller.email })
    .getByRole('button', { name: /^Grant access for / })
    .click()
  await expect(page.getByText('Access granted')).toBeVisible()
  await expect(
    page.getByRole('list', { name: 'Resellers with access' }).getByText(demo.reseller.email),
  ).toBeVisible()

  const file = await resellerApi.get(catalog.fileUrl)
  expect(file.status()).toBe(200)
  expect(await file.text()).toContain('Desk Lamp')
  await brandApi.dispose()
  await resellerApi.dispose()
})
