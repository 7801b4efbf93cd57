/** A visitor's application on the Reseller Hub, as the public form sends it (with a PDF). */
import path from 'node:path'
import type { Page } from '@playwright/test'
import { LEAD_POPUP_STORAGE_PREFIX, VISITOR_TYPE_STORAGE_KEY } from '../../src/shared/constants.ts'
import { expect } from './fixtures.ts'

const PDF = path.resolve(import.meta.dirname, '../fixtures/verification.pdf')

export async function applyOnResellerHub(page: Page, email: string, company: string) {
  // The welcome dialog and the lead popup have their own journeys; here they would cover the form.
  await page.addInitScript(
    ([visitorKey, popupKey]) => {
      localStorage.setItem(visitorKey, 'reseller')
      sessionStorage.setItem(`${popupKey}_disabled`, 'true')
    },
    [VISITOR_TYPE_STORAGE_KEY, LEAD_POPUP_STORAGE_PREFIX] as const,
  )
  await page.goto('/reseller-hub')
  await page.getByLabel('Company Name').fill(company)
  await page.getByLabel('Your Name').fill('Harper Hub')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Phone').fill('+1 555 010 0123')
  await page.getByLabel('Business type').selectOption({ label: 'LLC' })
  await page.getByLabel('Amazon store link').fill('https://www.amazon.com/sp?seller=A1HARPER')
  await page.getByRole('group', { name: 'Product categories' }).getByLabel('Toys').check()
  await page.getByLabel('Monthly sales volume').selectOption({ label: '$10,000 – $50,000 a month' })
  await page.getByLabel('Wholesale budget').selectOption({ label: '$10,000 – $25,000' })
  await page.getByLabel('Verification document (PDF, max 10 MB)').setInputFiles(PDF)
  await page.getByRole('button', { name: 'Submit application' }).click()
  await expect(
    page.getByRole('region', { name: 'Application received' }).getByRole('heading'),
  ).toBeVisible()
}
