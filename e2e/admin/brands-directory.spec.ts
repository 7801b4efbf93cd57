import type { Page } from '@playwright/test'
import { demo, expect, signInAsDemo, test, uniqueEmail } from '../support/fixtures.ts'
import { signedInApi } from '../support/protection.ts'

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function openDirectory(page: Page) {
  await signInAsDemo(page, 'admin', '/admin/dashboard/brands-directory')
  await expect(page.getByRole('heading', { name: 'Brands Directory', level: 1 })).toBeVisible()
  for (const name of ['Review Duplicates', 'Bulk Allocate Brands', 'Add Brand']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible()
  }
}

async function searchFor(page: Page, text: string) {
  await page.getByLabel('Search brands').fill(text)
}

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name })

test('[ADMIN][BRANDS]: an admin adds, edits, deactivates and deletes a brand', async ({ page }) => {
  const name = `E2E Brand ${tag()}`
  const renamed = `${name} Renamed`
  const email = uniqueEmail('brand-dir')
  await openDirectory(page)

  await page.getByRole('button', { name: 'Add Brand', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Brand' })
  await dialog.getByLabel('Brand Name *').fill(name)
  await dialog.getByLabel('Contact Email *').fill(email)
  await dialog.getByLabel('Website URL').fill('not a url')
  await dialog.getByLabel('Approval Rate (%)').fill('120')
  await dialog.getByRole('button', { name: 'Add Brand' }).click()
  // 001 §5: URL type, approval rate 0 to 100.
  await expect(dialog.getByText('Please enter a valid URL')).toBeVisible()
  await expect(dialog.getByText('Approval rate must be between 0 and 100')).toBeVisible()
  await dialog.getByLabel('Website URL').fill('https://e2e-brand.example.com')
  await dialog.getByLabel('Approval Rate (%)').fill('92.5')
  await dialog.getByLabel('Response Time (hours)').fill('12.5')
  await dialog.getByLabel('Department').fill('Home')
  await dialog.getByLabel('Categories').fill('Kitchen, Garden, Outdoor, Tools')
  await dialog.getByRole('button', { name: 'Add Brand' }).click()
  await expect(page.getByText('Brand Added')).toBeVisible()
  await expect(dialog).toBeHidden()

  await searchFor(page, name)
  const row = rowOf(page, name)
  await expect(row).toHaveCount(1)
  await expect(row.getByRole('link', { name: 'e2e-brand.example.com' })).toBeVisible()
  await expect(row.getByText(email)).toBeVisible()
  // Only the first 2 categories, then '+N'.
  await expect(row.getByText('Kitchen')).toBeVisible()
  await expect(row.getByText('Garden')).toBeVisible()
  await expect(row.getByText('+2')).toBeVisible()
  await expect(row.getByText('Outdoor')).toHaveCount(0)
  await expect(row.getByText('Active', { exact: true })).toBeVisible()

  await row.getByRole('button', { name: `Edit ${name}` }).click()
  const edit = page.getByRole('dialog', { name: 'Edit Brand' })
  await expect(edit.getByLabel('Brand Name *')).toHaveValue(name)
  await expect(edit.getByLabel('Categories')).toHaveValue('Kitchen, Garden, Outdoor, Tools')
  await edit.getByLabel('Brand Name *').fill(renamed)
  await edit.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Brand Updated')).toBeVisible()
  const renamedRow = rowOf(page, renamed)
  await expect(renamedRow).toHaveCount(1)

  await renamedRow.getByRole('button', { name: `Deactivate ${renamed}` }).click()
  await expect(page.getByText('Status Updated')).toBeVisible()
  await expect(renamedRow.getByText('Inactive', { exact: true })).toBeVisible()
  await page.getByLabel('Status').selectOption('inactive')
  await expect(rowOf(page, renamed)).toHaveCount(1)
  await page.getByLabel('Status').selectOption('active')
  await expect(page.getByText('No brands match your search')).toBeVisible()
  await page.getByLabel('Status').selectOption('all')

  await rowOf(page, renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete brand?' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Brand Deleted')).toBeVisible()
  await expect(page.getByText('No brands match your search')).toBeVisible()
})

test('[ADMIN][BRANDS]: duplicates are found and removed, keeping the first', async ({
  page,
  baseURL,
}) => {
  const t = tag()
  const name = `E2E Dupe ${t}`
  const email = uniqueEmail('dupe')
  const admin = await signedInApi(baseURL!, demo.admin)
  const ids: string[] = []
  for (const [n, e] of [
    [name, email],
    [`  ${name.toUpperCase()} `, email.toUpperCase()],
    [name.toLowerCase(), ` ${email}`],
  ] as const) {
    const response = await admin.post('/api/admin/brands', { data: { name: n, contactEmail: e } })
    expect(response.status(), await response.text()).toBe(201)
    ids.push(((await response.json()) as { brand: { id: string } }).brand.id)
  }

  await openDirectory(page)
  await page.getByRole('button', { name: 'Review Duplicates' }).click()
  const dialog = page.getByRole('dialog', { name: 'Review Duplicates' })
  const group = dialog.getByRole('listitem', { name: `${name} (${email})` })
  await expect(group).toBeVisible()
  await expect(group.getByText('Keep')).toBeVisible()
  const extras = group.getByRole('checkbox')
  await expect(extras).toHaveCount(2)
  for (const box of await extras.all()) await expect(box).toBeChecked()
  // Leave every other group (other journeys' data) alone: only ours is deleted.
  for (const box of await dialog.getByRole('checkbox', { checked: true }).all()) {
    const label = (await box.getAttribute('aria-label')) ?? ''
    if (!label.toLowerCase().includes(t)) await box.click()
  }
  await dialog.getByRole('button', { name: 'Delete Selected (2)' }).click()
  await expect(page.getByText('Deleted 2 duplicate brands')).toBeVisible()
  await expect(group).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  await searchFor(page, t)
  await expect(rowOf(page, name)).toHaveCount(1)
  const left = await admin.get(`/api/admin/brands?search=${t}`)
  const { brands } = (await left.json()) as { brands: { id: string }[] }
  expect(brands.map((b) => b.id)).toEqual([ids[0]])
  await admin.dispose()
})

test("[ADMIN][BRANDS]: a brand is allocated to a reseller and the reseller's allocation list shows it", async ({
  page,
  baseURL,
}) => {
  const name = `E2E Allocated ${tag()}`
  const description = `${'A long description of the allocated brand. '.repeat(4)}End.`
  const admin = await signedInApi(baseURL!, demo.admin)
  const created = await admin.post('/api/admin/brands', {
    data: { name, contactEmail: uniqueEmail('alloc'), description },
  })
  expect(created.status(), await created.text()).toBe(201)
  const brandId = ((await created.json()) as { brand: { id: string } }).brand.id
  const cut = `${description.slice(0, 100)}...`

  await openDirectory(page)
  await searchFor(page, name)
  const row = rowOf(page, name)
  await row.getByRole('button', { name: `Manage Access ${name} (0)` }).click()
  const dialog = page.getByRole('dialog', { name: `Manage Access: ${name}` })
  await expect(dialog.getByText('No resellers allocated yet')).toBeVisible()
  await dialog.getByLabel('Search resellers').fill(demo.reseller.email)
  // Other journeys add resellers too: pick the demo reseller's row, whatever the list holds.
  await dialog
    .getByRole('list', { name: 'Resellers', exact: true })
    .getByRole('listitem')
    .filter({ hasText: demo.reseller.email })
    .getByRole('button', { name: /^Allocate / })
    .click()
  await expect(page.getByText('Brand Allocated')).toBeVisible()
  const allocatedList = dialog.getByRole('list', { name: 'Allocated resellers' })
  await expect(allocatedList.getByText(demo.reseller.email)).toBeVisible()
  // Issue 13: the list says who granted each authorization.
  await expect(allocatedList.getByText(/by an admin$/)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(row.getByRole('button', { name: `Manage Access ${name} (1)` })).toBeVisible()

  // The reseller's allocation list in the admin console (Bulk Allocate, reseller chosen).
  await page.getByRole('button', { name: 'Bulk Allocate Brands' }).click()
  const bulk = page.getByRole('dialog', { name: 'Bulk Allocate Brands' })
  await bulk.getByLabel('Search resellers').fill(demo.reseller.email)
  const select = bulk.getByLabel('Reseller', { exact: true })
  await expect(select.locator('option', { hasText: demo.reseller.email })).toHaveCount(1)
  const value = await select
    .locator('option', { hasText: demo.reseller.email })
    .getAttribute('value')
  await select.selectOption(value!)
  const current = bulk.getByRole('list', { name: 'Current allocations' })
  await expect(current.getByText(name)).toBeVisible()
  await expect(current.getByText(cut, { exact: true })).toBeVisible()
  await page.keyboard.press('Escape')

  // And the reseller's own answer.
  const reseller = await signedInApi(baseURL!, demo.reseller)
  const own = await reseller.get('/api/reseller/allocations')
  expect(own.status()).toBe(200)
  const { allocations } = (await own.json()) as {
    allocations: { brandId: string; name: string; description: string }[]
  }
  expect(allocations.find((a) => a.brandId === brandId)).toMatchObject({
    name,
    description: cut,
  })

  // Removing it revokes the authorization: asked first, then gone for the reseller too.
  await row.getByRole('button', { name: `Manage Access ${name} (1)` }).click()
  await dialog
    .getByRole('list', { name: 'Allocated resellers' })
    .getByRole('listitem')
    .filter({ hasText: demo.reseller.email })
    .getByRole('button', { name: /^Remove / })
    .click()
  const confirm = page.getByRole('alertdialog', { name: /^Remove .+\?$/ })
  await expect(confirm.getByText(/revokes .+'s authorization to sell/)).toBeVisible()
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click()
  await expect(page.getByText('Allocation Removed')).toBeVisible()
  await expect(dialog.getByText('No resellers allocated yet')).toBeVisible()
  const after = (await (await reseller.get('/api/reseller/allocations')).json()) as {
    allocations: { brandId: string }[]
  }
  expect(after.allocations.map((a) => a.brandId)).not.toContain(brandId)
  await reseller.dispose()
  await admin.dispose()
})
