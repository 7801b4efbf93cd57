/**
 * Helpers of the Import listings journeys (issue 14). A brand runs one import at a time, and the
 * journeys that import for the demo brand run side by side: an import refused because another
 * is running (409) is simply tried again, as a person would.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { LISTINGS_TEXTS } from '../../src/shared/listings-texts.ts'
import { expect } from './fixtures.ts'

const TRIES = 30

/** Clicks "Import listings" until the import runs, then waits for its summary or failure. */
export async function importThroughUi(page: Page) {
  const form = page.locator('form').filter({ has: page.getByLabel('Listings file') })
  const button = form.getByRole('button', { name: 'Import listings' })
  const busy = form.getByText(LISTINGS_TEXTS.importRunning)
  const ended = form.getByRole('heading', { name: /^Import (complete|failed)$/ })
  for (let attempt = 0; attempt < TRIES; attempt++) {
    await expect(button).toBeEnabled()
    await button.click()
    await expect(ended.or(busy)).toBeVisible({ timeout: 30_000 })
    if (!(await busy.isVisible())) return
    await page.waitForTimeout(1000)
  }
  throw new Error('The brand’s imports stayed busy')
}

/** Imports a listings file through the API (tried again while another import runs). */
export async function importListingsWhenFree(
  api: APIRequestContext,
  file: string,
  query: Record<string, string>,
  path = '/api/brand/protection/imports',
) {
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const response = await api.post(`${path}?${new URLSearchParams(query).toString()}`, {
      data: Buffer.from(file),
      headers: { 'content-type': 'text/plain' },
    })
    if (response.status() === 409) {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      continue
    }
    const text = await response.text()
    expect(response.status(), text).toBe(201)
    const done = JSON.parse(text.trim().split('\n').at(-1)!) as { type: string }
    expect(done.type, text).toBe('done')
    return done
  }
  throw new Error('The brand’s imports stayed busy')
}
