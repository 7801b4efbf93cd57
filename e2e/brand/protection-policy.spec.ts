/**
 * Issue 14 items 1 and 5, as a brand lives them on "MAP policy and enforcement": it
 * publishes a policy version (1% tolerance, shipping counted), schedules a MAP change of a
 * product of this journey's own for tomorrow, creates a promotion, edits its ladder and a notice
 * template and saves them; a reseller of the journey's own finds the MAP change announced in
 * Messages. Every tab is checked with axe-core. The brand is the journey's own: its policy and
 * ladder change, which would disturb the journeys sharing the demo brand.
 */
import type { Page } from '@playwright/test'
import { seriousAxeViolations } from '../public/home-support.ts'
import { expect, signIn, test } from '../support/fixtures.ts'
import { newAuthorizedReseller, newBrand, newProduct } from '../support/protection.ts'

// axe is injected as a script, which the Content-Security-Policy would refuse.
test.use({ bypassCSP: true })

/** axe on the screen as it settles: a toast fading in or out is measured at half its contrast. */
async function expectAxeClean(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  expect(await seriousAxeViolations(page)).toEqual([])
}

const pad = (n: number) => String(n).padStart(2, '0')
/** Tomorrow at 10:00 in the browser's zone, as a datetime-local input takes it. */
function tomorrowAtTen() {
  const d = new Date()
  d.setDate(d.getDate() + 1)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T10:00`
}

test('[BRAND][PROTECTION][POLICY]: a brand publishes its policy, schedules a MAP change, creates a promotion and edits its ladder; a reseller is told', async ({
  page,
  browser,
  request,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.setTimeout(150_000)
  const marker = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
  const brand = await newBrand(page, request, baseURL!)
  const entryName = brand.entry.name
  const reseller = await newAuthorizedReseller(
    request,
    baseURL!,
    [{ marketplace: 'amazon', sellerId: `A${marker.toUpperCase()}`.slice(0, 14) }],
    brand,
  )
  const product = await newProduct(brand.api, { name: `Policy Kettle ${marker}`, map: '29.99' })

  await signIn(page, 'brand', brand.email, brand.password, '/brand/dashboard/protection/policy')
  await expect(
    page.getByRole('heading', { name: 'MAP policy and enforcement', level: 1 }),
  ).toBeVisible()

  // Policy: a new version with a 1% tolerance, shipping counted.
  await expect(page.getByRole('tab', { name: 'Policy', selected: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Publish a new version' })).toBeVisible()
  await expectAxeClean(page)
  const policyText = `Advertise our products at or above MAP on every marketplace (${marker}).`
  await page.getByRole('textbox', { name: 'Policy text' }).fill(policyText)
  const shipping = page.getByRole('switch', { name: 'Shipping counts in the advertised price' })
  if ((await shipping.getAttribute('aria-checked')) !== 'true') await shipping.click()
  await page.getByRole('radio', { name: 'A percentage of MAP' }).check()
  await page.getByLabel('Tolerance value').fill('1')
  await page.getByRole('button', { name: /^Publish version \d+$/ }).click()
  await expect(page.getByText(/^Version \d+ published$/)).toBeVisible()
  const current = page.getByRole('region', { name: /^Published text of version \d+$/ })
  await expect(current).toHaveText(policyText)
  const rules = page.locator('dl').first()
  await expect(rules).toContainText('Shipping counts in the advertised priceYes')
  await expect(rules).toContainText('Tolerance below MAP1%')
  // The journey's reseller is in force and has not acknowledged it.
  await expect(page.getByRole('row', { name: new RegExp(reseller.company) })).toContainText(
    'Not acknowledged',
  )

  // MAP prices: the journey's product gets a new MAP from tomorrow.
  await page.getByRole('tab', { name: 'MAP prices' }).click()
  await expect(page).toHaveURL(/tab=map/)
  await page.getByRole('searchbox', { name: 'Search products' }).fill(product.name)
  const row = page.getByRole('row', { name: new RegExp(product.name) })
  await expect(row).toContainText('$29.99')
  await expect(row).toContainText('None scheduled')
  await expectAxeClean(page)
  await row.getByRole('checkbox', { name: `Select ${product.name}` }).check()
  await expect(page.getByText('1 product selected')).toBeVisible()
  await page.getByRole('button', { name: 'Schedule a MAP change' }).click()
  const schedule = page.getByRole('dialog', { name: 'Schedule a MAP change' })
  await expect(schedule).toContainText('told now, by message and mail')
  await schedule.getByLabel('New MAP').fill('34.99')
  await schedule.getByLabel('Takes effect').fill(tomorrowAtTen())
  await expectAxeClean(page)
  await schedule.getByRole('button', { name: 'Schedule change' }).click()
  await expect(page.getByText('MAP change scheduled')).toBeVisible()
  await expect(schedule).toBeHidden()
  await expect(row).toContainText(/\$34\.99 from /)
  await expect(row.getByRole('button', { name: `Cancel change ${product.name}` })).toBeVisible()
  await row.getByText('2 versions').click()
  await expect(row.getByText('Scheduled', { exact: true })).toBeVisible()
  // MAP now is still the old one.
  await expect(row.getByRole('cell').nth(1)).toHaveText('$29.99')

  // Exchange rates (decision 013): entered by hand, never fetched; a second one of the same
  // currency and day is refused on the field.
  const rates = page.getByRole('form', { name: 'Add an exchange rate' })
  await expect(
    page.getByText('Rates are never fetched automatically', { exact: false }),
  ).toBeVisible()
  await rates.getByLabel('Currency').selectOption('EUR')
  await rates.getByLabel('Rate').fill('1.085')
  await rates.getByLabel('Effective from').fill('2026-11-01')
  await rates.getByRole('button', { name: 'Add rate' }).click()
  await expect(page.getByText('Rate added: 1 EUR = 1.0850 USD')).toBeVisible()
  const ratesTable = page.getByRole('table', { name: 'Your exchange rates' })
  await expect(ratesTable.getByRole('row', { name: /EUR/ })).toContainText('1 EUR = 1.0850 USD')
  await expect(ratesTable.getByRole('row', { name: /EUR/ })).toContainText('Nov 1, 2026')
  await rates.getByLabel('Currency').selectOption('EUR')
  await rates.getByLabel('Rate').fill('1.09')
  await rates.getByLabel('Effective from').fill('2026-11-01')
  await rates.getByRole('button', { name: 'Add rate' }).click()
  await expect(rates.getByRole('alert')).toHaveText(
    'A rate for EUR from that time is already entered',
  )

  // Promotions: 15% off the journey's product for a week from tomorrow.
  await page.getByRole('tab', { name: 'Promotions' }).click()
  await expect(page.getByRole('heading', { name: 'Promotions', level: 2 })).toBeVisible()
  await expectAxeClean(page)
  await page.getByRole('button', { name: 'New promotion' }).click()
  const promo = page.getByRole('dialog', { name: 'New promotion' })
  const promoName = `Winter days ${marker}`
  await promo.getByLabel('Promotion name').fill(promoName)
  await promo.getByLabel('Percent off MAP').fill('15')
  await promo.getByRole('searchbox', { name: 'Search products to add' }).fill(product.name)
  await promo.getByRole('checkbox', { name: `Include ${product.name}` }).check()
  await expect(promo.getByText('1 product chosen')).toBeVisible()
  await expectAxeClean(page)
  await promo.getByRole('button', { name: 'Create promotion' }).click()
  await expect(page.getByText('Promotion created')).toBeVisible()
  const promoRow = page.getByRole('row', { name: new RegExp(promoName) })
  await expect(promoRow).toContainText('15% off MAP')
  await expect(promoRow).toContainText(product.name)
  await expect(promoRow).toContainText('Scheduled')

  // Enforcement: second notice off, order hold after 3 days, the notice's subject reworded.
  await page.getByRole('tab', { name: 'Enforcement' }).click()
  await expect(page.getByRole('heading', { name: 'Enforcement ladder' })).toBeVisible()
  await expectAxeClean(page)
  const secondNotice = page.getByRole('switch', { name: 'Second notice' })
  await expect(secondNotice).toBeChecked()
  await secondNotice.click()
  await expect(secondNotice).not.toBeChecked()
  await expect(page.getByLabel('Cure period after Second notice (business days)')).toBeDisabled()
  await page.getByLabel('Cure period after Order hold (business days)').fill('3')
  await expect(page.getByLabel('Template of the step')).toHaveValue('notice')
  await page.getByLabel('Subject').fill(`Price notice ${marker}: {{product}} on {{marketplace}}`)
  const preview = page.getByRole('region', { name: 'Preview' })
  await expect(preview).toContainText(`Price notice ${marker}: `)
  await expect(preview).not.toContainText('{{product}}')
  // Without a second notice, the notice is followed by the order hold.
  await expect(preview).toContainText('the next step is: Order hold')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Enforcement settings saved')).toBeVisible()

  // Saved: a reload shows the edited ladder and template.
  await page.reload()
  await expect(page.getByRole('switch', { name: 'Second notice' })).not.toBeChecked()
  await expect(page.getByLabel('Cure period after Order hold (business days)')).toHaveValue('3')
  await expect(page.getByLabel('Subject')).toHaveValue(
    `Price notice ${marker}: {{product}} on {{marketplace}}`,
  )
  // Back to the defaults.
  await page.getByRole('button', { name: 'Reset to the defaults' }).click()
  const reset = page.getByRole('dialog', { name: /Reset the ladder and templates/ })
  await expectAxeClean(page)
  await reset.getByRole('button', { name: 'Reset to the defaults' }).click()
  await expect(page.getByText('The defaults are back')).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Second notice' })).toBeChecked()

  // The journey's reseller finds the MAP change announced in Messages.
  const resellerContext = await browser.newContext({ baseURL, extraHTTPHeaders })
  const resellerPage = await resellerContext.newPage()
  await signIn(
    resellerPage,
    'reseller',
    reseller.email,
    reseller.password,
    '/reseller/dashboard/messages',
  )
  await expect(resellerPage.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible()
  const subject = `MAP change from ${entryName}: ${product.name}`
  // The newest: the change scheduled for tomorrow (setting the product's first MAP was told too).
  const announced = resellerPage.getByTestId('message-row').filter({ hasText: subject }).first()
  await expect(announced).toBeVisible()
  await announced.click()
  const message = resellerPage.getByRole('dialog', { name: subject })
  await expect(message.getByTestId('message-content')).toContainText(
    `changes the minimum advertised price (MAP) of ${product.name} to $34.99, in force from`,
  )
  await resellerContext.close()
})
