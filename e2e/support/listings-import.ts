/**
 * Helpers of the Import listings journeys (issue 14). Imports run side by side (re-detection
 * takes the brand's turn on its own), so a journey just imports and waits for the summary.
 */
import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/** Clicks "Import listings", then waits for the import's summary or failure. */
export async function importThroughUi(page: Page) {
  const form = page.locator('form').filter({ has: page.getByLabel('Listings file') })
  const button = form.getByRole('button', { name: 'Import listings' })
  await expect(button).toBeEnabled()
  await button.click()
  await expect(form.getByRole('heading', { name: /^Import (complete|failed)$/ })).toBeVisible({
    timeout: 30_000,
  })
}
