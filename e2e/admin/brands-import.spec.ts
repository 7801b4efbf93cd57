import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, signInAsDemo, test } from '../support/fixtures.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
const fixture = (name: string) => path.join(here, '..', 'fixtures', name)
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** The mixed fixture with this run's tag in its names and addresses. */
function mixedCsv(runTag: string) {
  const text = fs.readFileSync(fixture('brands-mixed.csv'), 'utf8').replaceAll('{{tag}}', runTag)
  return { name: 'brands-mixed.csv', mimeType: 'text/csv', buffer: Buffer.from(text) }
}

async function openBulkUpload(page: Page) {
  await signInAsDemo(page, 'admin', '/admin/dashboard/brands-directory')
  await expect(page.getByRole('heading', { name: 'Brands Directory', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Bulk Upload', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Bulk Upload Brands' })
  await expect(dialog).toBeVisible()
  return dialog
}

test('[ADMIN][BRANDS][CSV]: a CSV with good and bad rows imports the good ones and lists the errors', async ({
  page,
}) => {
  const runTag = tag()
  const dialog = await openBulkUpload(page)

  // The template is one click away (001 §9 brands_template.csv).
  const download = page.waitForEvent('download')
  await dialog.getByRole('link', { name: 'Download Template' }).click()
  expect((await download).suggestedFilename()).toBe('brands_template.csv')

  await dialog.getByLabel('CSV file').setInputFiles(mixedCsv(runTag))
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click()

  await expect(page.getByText('Upload Complete').first()).toBeVisible()
  await expect(dialog.getByText('Added 2 brands with 3 errors')).toBeVisible()
  await expect(dialog.getByRole('progressbar', { name: 'Import progress' })).toBeHidden()
  const errors = dialog.getByRole('listitem')
  await expect(errors).toHaveText([
    'Row 3: Missing required field: name',
    'Row 4: contact_email: Please enter a valid email address',
    'Row 5: Column count mismatch: expected 9 columns, got 2',
  ])

  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(dialog).toBeHidden()

  // The imported rows are in the directory, active, with their categories.
  await page.getByLabel('Search brands').fill(runTag)
  const alpha = page.getByRole('row').filter({ hasText: `E2E Import Alpha ${runTag}` })
  await expect(alpha).toHaveCount(1)
  await expect(alpha).toContainText('Kitchen')
  await expect(alpha).toContainText('Active')
  await expect(page.getByRole('row').filter({ hasText: `E2E Import Beta ${runTag}` })).toHaveCount(
    1,
  )
  await expect(page.getByRole('row').filter({ hasText: 'E2E Import Bad Email' })).toHaveCount(0)

  // Export CSV: the formula cell was stored as typed and comes out defused.
  const exported = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  const file = await exported
  expect(file.suggestedFilename()).toBe('brands_directory.csv')
  const text = fs.readFileSync((await file.path())!, 'utf8')
  expect(text).toContain(`E2E Import Beta ${runTag},,'=SUM(1+1),beta-${runTag}@e2e.example.com`)
})

test('[ADMIN][BRANDS][CSV]: a file that is not a CSV is refused before upload', async ({
  page,
}) => {
  const dialog = await openBulkUpload(page)
  await dialog.getByLabel('CSV file').setInputFiles(fixture('verification.pdf'))
  await expect(dialog.getByRole('alert')).toHaveText('Please select a valid CSV file')
  await expect(dialog.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled()
})
