/**
 * Files the Import listings screen refuses as a whole (decision 012 "Bounds", decision 013): a
 * file the brand imported already is refused with what became of it the first time, also under
 * another name (the same bytes are the same file), and the imports table keeps the one import;
 * a file padded with more blank lines in a row than TABULAR_MAX_BLANK_LINES is refused in plain
 * words naming the line the blank lines start on, and leaves no import behind.
 */
import fs from 'node:fs'
import type { Locator } from '@playwright/test'
import { TABULAR_MAX_BLANK_LINES } from '../../src/shared/constants.ts'
import { LISTINGS_TEXTS } from '../../src/shared/listings-texts.ts'
import { amazonAllListingsReport, keepaExport, upcOf } from '../../src/testing/listing-files.ts'
import { demo, expect, signInAsDemo, test } from '../support/fixtures.ts'
import { importThroughUi } from '../support/listings-import.ts'
import { newProduct, signedInApi, uniqueAsin } from '../support/protection.ts'
import { journeyTag } from './protection-journeys.ts'

/**
 * The imports table once loaded (an import's row, or the empty row): a row absent from a table
 * still showing its skeleton proves nothing.
 */
const loaded = (history: Locator) =>
  history
    .getByRole('button', { name: /^Show the summary of / })
    .or(history.getByText('No imports yet'))
    .first()

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The 409's text for a file imported as `label`, whatever the minute it finished. */
function alreadyImported(label: string): RegExp {
  const [before, after] = LISTINGS_TEXTS.alreadyImported('\u0000', label).split('\u0000')
  return new RegExp(`${escapeRegExp(before!)}[^\\n]+ UTC${escapeRegExp(after!)}`)
}

test('[BRAND][PROTECTION][IMPORT]: a file imported already is refused, under its own name or another, and imported once', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000)
  const tag = journeyTag()
  const brandApi = await signedInApi(baseURL!, demo.brand)
  const product = await newProduct(brandApi, { name: `Twice Told Kettle ${tag}`, map: '44.99' })
  const content = keepaExport([
    {
      title: product.name,
      asin: uniqueAsin(),
      price: '47.00',
      sellerName: `Echo Outlet ${tag}`,
      sellerId: `AECHO${tag}`,
      upc: upcOf(product.gtin),
    },
  ])
  const name = `twice-${tag}.csv`
  const renamed = `copy-${tag}.csv`
  const file = testInfo.outputPath(name)
  const copy = testInfo.outputPath(renamed)
  fs.writeFileSync(file, content)
  fs.writeFileSync(copy, content)

  await signInAsDemo(page, 'brand', '/brand/dashboard/protection/imports')
  await expect(page.getByRole('heading', { name: 'Import listings', level: 1 })).toBeVisible()
  const form = page.locator('form').filter({ has: page.getByLabel('Listings file') })
  const history = page.getByRole('table', { name: 'Imports' })
  const refusal = form
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: 'The file was not imported' }) })

  // The first time it imports.
  await form.getByLabel('Listings file').setInputFiles(file)
  await expect(form.getByText('Keepa product export detected')).toBeVisible()
  await importThroughUi(page)
  const done = form.getByRole('region', { name: 'Import complete' })
  await expect(done).toBeVisible()
  await expect(done.getByText('1 unauthorized seller')).toBeVisible()
  const imported = history.getByRole('row').filter({ hasText: name })
  await expect(imported).toHaveCount(1)
  await expect(imported).toContainText('Complete')

  // The very same file again: refused, saying when and as what it was imported.
  await form.getByRole('button', { name: 'Import another file' }).click()
  await form.getByLabel('Listings file').setInputFiles(file)
  await expect(form.getByText('Keepa product export detected')).toBeVisible()
  await form.getByRole('button', { name: 'Import listings' }).click()
  await expect(refusal).toBeVisible({ timeout: 30_000 })
  await expect(refusal).toContainText(alreadyImported(name))
  await expect(done).toHaveCount(0)
  // The form keeps the file, as a refusal of the whole file does.
  await expect(form.getByText(`${name} (`)).toBeVisible()

  // The same bytes under another name are the same file: refused, naming the first import.
  await form.getByLabel('Listings file').setInputFiles(copy)
  await expect(refusal).toHaveCount(0)
  await expect(form.getByText('Keepa product export detected')).toBeVisible()
  await form.getByRole('button', { name: 'Import listings' }).click()
  await expect(refusal).toBeVisible({ timeout: 30_000 })
  await expect(refusal).toContainText(alreadyImported(name))

  // The imports table holds the one import, also as the server has it after a reload.
  await page.reload()
  await expect(imported).toHaveCount(1)
  await expect(imported).toContainText('Complete')
  await expect(history.getByRole('row').filter({ hasText: renamed })).toHaveCount(0)
})

test('[BRAND][PROTECTION][IMPORT]: a header followed by too many blank lines is refused naming the line, and nothing is imported', async ({
  page,
}, testInfo) => {
  const tag = journeyTag()
  // An Amazon All Listings Report's header, then one blank line more than a file may hold in a row.
  const name = `padded-${tag}.txt`
  const file = testInfo.outputPath(name)
  fs.writeFileSync(
    file,
    `${amazonAllListingsReport([]).trimEnd()}\n${'\n'.repeat(TABULAR_MAX_BLANK_LINES + 1)}`,
  )

  await signInAsDemo(page, 'brand', '/brand/dashboard/protection/imports')
  await expect(page.getByRole('heading', { name: 'Import listings', level: 1 })).toBeVisible()
  const form = page.locator('form').filter({ has: page.getByLabel('Listings file') })
  const history = page.getByRole('table', { name: 'Imports' })
  await expect(loaded(history)).toBeVisible()

  await form.getByLabel('Listings file').setInputFiles(file)
  const refusal = form
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: 'This file cannot be imported' }) })
  await expect(refusal).toBeVisible({ timeout: 30_000 })
  await expect(refusal).toContainText(
    'The file has more than 10,000 blank lines in a row, from line 2 on. Remove them and upload the file again.',
  )
  // Reading it again would change nothing, so it is not offered; nor is importing it.
  await expect(refusal.getByRole('button', { name: 'Read the file again' })).toHaveCount(0)
  await expect(form.getByRole('button', { name: 'Import listings' })).toBeDisabled()
  await expect(form.getByText('Amazon All Listings Report detected')).toHaveCount(0)

  await page.reload()
  await expect(loaded(history)).toBeVisible()
  await expect(history.getByRole('row').filter({ hasText: name })).toHaveCount(0)
})
