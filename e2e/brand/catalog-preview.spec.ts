/**
 * Issue 15: a catalog that renames a product shows the rename in its import preview; the admin's
 * approval waits until the brand confirms it; afterwards the summary stays on the catalog.
 */
import { demo, expect, signInAsDemo, test } from '../support/fixtures.ts'
import { signedInApi } from '../support/protection.ts'

test('[BRAND][CATALOGS]: the import preview shows a rename, the brand confirms it, the admin approves, the summary stays', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.setTimeout(90_000)
  const token = Date.now().toString(36).toUpperCase()
  const sku = `PREV-${token}`
  const catalogName = `e2e-preview-${token.toLowerCase()}`
  const brandApi = await signedInApi(baseURL!, demo.brand)
  const created = await brandApi.post('/api/brand/products', {
    data: {
      name: `Copper Kettle ${token}`,
      sku,
      price: '50.00',
      wholesalePrice: '25.00',
      mapPrice: '45.00',
      stock: 10,
    },
  })
  expect(created.status(), await created.text()).toBe(201)

  await signInAsDemo(page, 'brand', '/brand/dashboard/inventory')
  await page.getByLabel('Catalog file').setInputFiles({
    name: `${catalogName}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'name,sku,price,wholesale_price,stock',
        `Brass Kettle ${token},${sku},55.00,25.00,10`,
        `Upside Down ${token},UD-${token},20.00,30.00,1`,
      ].join('\n'),
    ),
  })
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Catalog uploaded successfully')).toBeVisible()
  const mine = page.getByRole('list', { name: 'Your Catalogs' }).getByRole('listitem', {
    name: catalogName,
  })
  await mine.getByRole('button', { name: `Preview import ${catalogName}` }).click()
  const preview = mine.getByRole('region', { name: `Import preview: ${catalogName}` })
  await expect(preview).toContainText(
    `SKU ${sku} renames “Copper Kettle ${token}” to “Brass Kettle ${token}”.`,
  )
  await expect(preview).toContainText('name: Copper Kettle')
  await expect(preview).toContainText('price: 50.00 → 55.00')
  await expect(preview).toContainText(
    'The wholesale price ($30.00) is higher than the retail price ($20.00)',
  )

  // The admin reads the same preview in Catalog Management, read-only, and cannot approve yet:
  // the brand has not confirmed the rename, and the screen says so on the catalog.
  const adminContext = await browser.newContext({ baseURL, extraHTTPHeaders })
  const adminPage = await adminContext.newPage()
  await signInAsDemo(adminPage, 'admin', '/admin/dashboard/catalog-approvals')
  await expect(adminPage.getByRole('heading', { name: 'Catalog Management' })).toBeVisible()
  const pending = adminPage.getByRole('listitem', { name: catalogName })
  await pending.getByRole('button', { name: `Preview import ${catalogName}` }).click()
  const adminPreview = pending.getByRole('region', { name: `Import preview: ${catalogName}` })
  await expect(adminPreview).toContainText('price: 50.00 → 55.00')
  await expect(adminPreview).toContainText('The wholesale price ($30.00) is higher')
  const toConfirm = adminPreview.getByRole('region', {
    name: 'Changes the brand must confirm before approval',
  })
  await expect(toConfirm).toContainText(`renames “Copper Kettle ${token}”`)
  await expect(toConfirm.getByRole('status')).toContainText('Waiting for the brand: 1 of 1')
  await expect(adminPreview.getByRole('button', { name: /Confirm/ })).toHaveCount(0)
  await pending.getByRole('button', { name: `Approve ${catalogName}` }).click()
  await expect(pending.getByRole('alert')).toContainText('Not approved yet')
  await expect(pending.getByRole('alert')).toContainText('that the brand has not confirmed yet')

  await preview.getByRole('button', { name: 'Confirm these changes' }).click()
  await expect(
    preview.getByText('All changes that needed confirmation are confirmed.'),
  ).toBeVisible()

  // Confirmed: the admin's preview says so when read again, and the approval goes through.
  await pending.getByRole('button', { name: `Hide preview ${catalogName}` }).click()
  await pending.getByRole('button', { name: `Preview import ${catalogName}` }).click()
  await expect(adminPreview.getByRole('status')).toHaveText(
    'The brand confirmed these changes: the catalog can be approved.',
  )
  await pending.getByRole('button', { name: `Approve ${catalogName}` }).click()
  await expect(adminPage.getByText('Catalog approved')).toBeVisible()
  await expect(pending).toBeHidden()
  await adminPage.getByRole('tab', { name: /Approved Catalogs/ }).click()
  const adminApproved = adminPage.getByRole('listitem', { name: catalogName })
  await expect(adminApproved).toContainText(
    '0 products added, 1 updated (existing SKU), 1 row with errors',
  )
  await adminContext.close()

  // The summary stays on the catalog, with the product's changes field by field.
  await page.reload()
  const after = page.getByRole('list', { name: 'Your Catalogs' }).getByRole('listitem', {
    name: catalogName,
  })
  await expect(after).toContainText('approved')
  await expect(after).toContainText('0 products added, 1 updated (existing SKU), 1 row with errors')
  await after.getByText('Updated products (1)').click()
  await expect(after).toContainText(`name: Copper Kettle ${token} → Brass Kettle ${token}`)
  await page.getByLabel('Search products').fill(token)
  await expect(page.getByRole('row', { name: `Brass Kettle ${token}` })).toContainText('$55.00')
})
