/**
 * Issue 16: Upload stayed enabled after 'Upload Complete', and a second click imported the file
 * again (every row doubled). Now the button waits for another file, and the same file chosen
 * again is refused by the server with what the first run did.
 */
import { expect, signInAsDemo, test } from '../support/fixtures.ts'

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

test('[ADMIN][BRANDS]: uploading the same CSV twice imports once', async ({ page }) => {
  const runTag = tag()
  const names = [`E2E Twice Alpha ${runTag}`, `E2E Twice Beta ${runTag}`]
  const file = {
    name: `brands-${runTag}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'name,contact_email,department',
        `${names[0]},alpha-${runTag}@e2e.example.com,Kitchen`,
        `${names[1]},beta-${runTag}@e2e.example.com,Garden`,
        '',
      ].join('\n'),
    ),
  }

  await signInAsDemo(page, 'admin', '/admin/dashboard/brands-directory')
  await page.getByRole('button', { name: 'Bulk Upload', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Bulk Upload Brands' })
  const upload = dialog.getByRole('button', { name: 'Upload', exact: true })

  await dialog.getByLabel('CSV file').setInputFiles(file)
  await upload.click()
  await expect(dialog.getByText('Added 2 brands with 0 errors')).toBeVisible()
  // Finished: Upload waits for a file to be chosen again.
  await expect(upload).toBeDisabled()
  await expect(
    dialog.getByText('Choose another file to upload again.', { exact: false }),
  ).toBeVisible()

  // The very same file, chosen again: the server refuses it and says what the first run did.
  await dialog.getByLabel('CSV file').setInputFiles(file)
  await expect(upload).toBeEnabled()
  await upload.click()
  const warning = dialog.getByRole('alert').filter({ hasText: 'Already imported' })
  await expect(warning).toContainText(
    /This file was already imported on .+ UTC: 2 brands added\. Nothing was imported again\./,
  )
  await expect(upload).toBeDisabled()
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(dialog).toBeHidden()

  // The directory holds each brand once.
  await page.getByLabel('Search brands').fill(runTag)
  const table = page.getByRole('table', { name: 'Brands' })
  for (const name of names) {
    await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(1)
  }
  await expect(page.getByText('Page 1 of 1 · 2 brands')).toBeVisible()
})
