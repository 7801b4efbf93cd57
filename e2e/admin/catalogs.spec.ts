import type { APIRequestContext } from '@playwright/test'
import { adminApi, demo, expect, signInAsDemo, test, uniqueEmail } from '../support/fixtures.ts'
import { signedInApi } from '../support/protection.ts'

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

/** A new approved reseller of this journey's own (the demo reseller's rights are shared). */
async function newReseller(request: APIRequestContext, baseURL: string) {
  const account = { email: uniqueEmail('catalog-reseller'), password: 'reseller-pass-1' }
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: {
      ...account,
      name: 'Casey Catalog',
      fullName: 'Casey Catalog',
      companyName: `Catalog Resale ${Date.now().toString(36)}`,
      userRole: 'reseller',
      termsAccepted: true,
    },
    headers: { origin: baseURL },
  })
  expect(signUp.ok(), await signUp.text()).toBeTruthy()
  await (await adminApi(request, baseURL)).approveResellerByEmail(account.email)
  return account
}

test('[ADMIN][CATALOGS]: a brand uploads a catalog, the admin approves it and grants an authorized reseller access', async ({
  page,
  request,
  baseURL,
}) => {
  const name = `E2E Catalog ${Date.now().toString(36)}`
  const brandApi = await signedInApi(baseURL!, demo.brand)
  const catalog = await uploadCatalog(brandApi, name)

  const account = await newReseller(request, baseURL!)
  const resellerApi = await signedInApi(baseURL!, account)
  // Not approved, not granted: the reseller cannot open it.
  expect((await resellerApi.get(catalog.fileUrl)).status()).toBe(404)

  // Issue 16: the lists are paged; the admin searches for the catalog (kept across the tabs).
  await signInAsDemo(
    page,
    'admin',
    `/admin/dashboard/catalog-approvals?q=${encodeURIComponent(name)}`,
  )
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

  // Reseller Access: the new reseller is not authorized to sell the demo brand yet (issue 13).
  await approvedRow.getByRole('button', { name: `Reseller Access (0) ${name}` }).click()
  await expect(page.getByLabel('Catalog', { exact: true })).toHaveValue(catalog.id)
  await page.getByLabel('Search resellers').fill(account.email)
  const resellerRow = page
    .getByRole('list', { name: 'Resellers', exact: true })
    .getByRole('listitem')
    .filter({ hasText: account.email })
  await expect(resellerRow.getByText('Not authorized for this brand')).toBeVisible()
  await expect(resellerRow.getByRole('button', { name: /^Grant access for / })).toBeDisabled()

  // An admin allocates the demo brand to them: now they can be granted, and open the file.
  const admin = await signedInApi(baseURL!, demo.admin)
  const picker = await admin.get(
    `/api/admin/brand-allocations/resellers?search=${encodeURIComponent(account.email)}`,
  )
  const [reseller] = ((await picker.json()) as { resellers: { id: string }[] }).resellers
  const brands = await admin.get(`/api/admin/brands?search=${encodeURIComponent(demo.brand.email)}`)
  const entry = (
    (await brands.json()) as { brands: { id: string; contactEmail: string }[] }
  ).brands.find((b) => b.contactEmail.toLowerCase() === demo.brand.email.toLowerCase())
  expect(entry, 'the demo brand entry').toBeTruthy()
  const allocated = await admin.post(`/api/admin/brands/${entry!.id}/allocations`, {
    data: { resellerId: reseller!.id },
  })
  expect(allocated.ok(), await allocated.text()).toBeTruthy()

  // The screen reads the record afresh when it opens again.
  await page.reload()
  await page.getByRole('tab', { name: /Approved Catalogs/ }).click()
  await page
    .getByRole('listitem', { name })
    .getByRole('button', { name: `Reseller Access (0) ${name}` })
    .click()
  await page.getByLabel('Search resellers').fill(account.email)
  await expect(resellerRow).toBeVisible()
  await expect(resellerRow.getByText('Not authorized for this brand')).toHaveCount(0)
  await resellerRow.getByRole('button', { name: /^Grant access for / }).click()
  await expect(page.getByText('Access granted')).toBeVisible()
  const withAccess = page.getByRole('list', { name: 'Resellers with access' })
  await expect(withAccess.getByText(account.email)).toBeVisible()

  const file = await resellerApi.get(catalog.fileUrl)
  expect(file.status()).toBe(200)
  expect(await file.text()).toContain('Desk Lamp')

  // The authorization revoked: the catalog closes at once, and the grant says why.
  const removed = await admin.delete(`/api/admin/brands/${entry!.id}/allocations/${reseller!.id}`)
  expect(removed.ok()).toBeTruthy()
  expect((await resellerApi.get(catalog.fileUrl)).status()).toBe(404)
  await page.reload()
  await page.getByRole('tab', { name: /Approved Catalogs/ }).click()
  await page
    .getByRole('listitem', { name })
    .getByRole('button', { name: `Reseller Access (1) ${name}` })
    .click()
  await expect(
    page
      .getByRole('list', { name: 'Resellers with access' })
      .getByRole('listitem')
      .filter({ hasText: account.email })
      .getByText('Authorization not in force: the catalog stays closed to them'),
  ).toBeVisible()
  await admin.dispose()
  await brandApi.dispose()
  await resellerApi.dispose()
})
