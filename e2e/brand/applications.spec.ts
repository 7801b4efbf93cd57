/**
 * Issue 13 #1, #3: brands decide who sells them. Fresh resellers apply to the demo brand's
 * [DEMO] Northwind Goods; the demo brand approves one for Amazon and Walmart (the reseller's open
 * Available Brands shows it without a reload), rejects another with a reason the reseller then
 * reads, and suspends the first with a reason its product page shows. Each journey makes its own
 * resellers and finds them by their own names, so other journeys on the demo brand are unaffected.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { adminApi, expect, signIn, signInAsDemo, test, uniqueEmail } from '../support/fixtures.ts'

const DEMO_BRAND = '[DEMO] Northwind Goods'

/** A reseller signed up through the API and approved by the admin, in a browser of its own. */
async function freshReseller(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  extraHTTPHeaders: Record<string, string> | undefined,
  label: string,
) {
  const marker = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const email = uniqueEmail(`applicant-${label.toLowerCase()}`)
  const password = `applicant-${label}-pass-1`
  const company = `${label} Resale ${marker}`
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: {
      email,
      password,
      name: `${label} Applicant`,
      fullName: `${label} Applicant`,
      companyName: company,
      userRole: 'reseller',
      termsAccepted: true,
    },
    headers: { origin: baseURL },
  })
  expect(signUp.ok(), await signUp.text()).toBeTruthy()
  const admin = await adminApi(request, baseURL)
  await admin.approveResellerByEmail(email)
  const context = await browser.newContext({ baseURL, extraHTTPHeaders })
  const page = await context.newPage()
  await signIn(page, 'reseller', email, password)
  await expect(page).toHaveURL(/\/reseller\/dashboard/)
  return { email, company, page, context }
}

/** Applies to the demo brand from Available Brands; returns its card on the open page. */
async function applyToDemoBrand(page: Page, proposal: string) {
  await page.goto(`/reseller/dashboard/brands?q=${encodeURIComponent(DEMO_BRAND)}`)
  await expect(page.getByRole('heading', { name: 'Available Brands', level: 1 })).toBeVisible()
  const card = page.getByTestId('brand-card').filter({ hasText: DEMO_BRAND })
  await expect(card).toHaveCount(1)
  await card.getByRole('button', { name: 'Apply' }).click()
  const dialog = page.getByRole('dialog', { name: `Apply to ${DEMO_BRAND}` })
  await dialog.getByLabel('Proposal message').fill(proposal)
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByText('Application Submitted!').first()).toBeVisible()
  await expect(card).toContainText('Pending')
  return card
}

test('[BRAND][APPLICATIONS]: the brand approves, rejects with a reason and suspends; resellers see each', async ({
  page,
  browser,
  request,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000)
  // The first reseller applies and keeps Available Brands open.
  const first = await freshReseller(browser, request, baseURL!, extraHTTPHeaders, 'First')
  const proposal = `We sell cookware on Amazon and Walmart (${first.company}).`
  const firstCard = await applyToDemoBrand(first.page, proposal)

  // The demo brand sees the applicant in its queue, with the details it decides on.
  await signInAsDemo(page, 'brand', '/brand/dashboard/resellers#applications')
  await expect(page.getByRole('heading', { name: 'Resellers Management', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: /^Applications/ })).toBeVisible()
  const applicant = page.getByRole('listitem', { name: first.company })
  await expect(applicant).toBeVisible()
  await expect(applicant).toContainText(first.email.toLowerCase())
  await expect(applicant).toContainText(proposal)
  await expect(applicant).toContainText('Not reviewed yet')

  // Approve for Amazon and Walmart, with the seller ids there.
  await applicant.getByRole('button', { name: /Approve/ }).click()
  const approve = page.getByRole('dialog', { name: `Approve ${first.company}` })
  for (const name of ['Amazon', 'Walmart', 'eBay', 'Own web store', 'Other']) {
    await expect(approve.getByRole('checkbox', { name, exact: true })).toBeVisible()
  }
  await approve.getByRole('checkbox', { name: 'Amazon', exact: true }).check()
  await approve.getByLabel('Amazon seller ID').fill('A1FIRSTRESALE')
  await approve.getByRole('checkbox', { name: 'Walmart', exact: true }).check()
  await approve.getByLabel('Walmart seller ID').fill('10001234')
  await approve.getByRole('button', { name: 'Approve', exact: true }).click()
  await expect(page.getByText('Application approved').first()).toBeVisible()
  await expect(approve).toBeHidden()
  await expect(applicant).toBeHidden()

  // The reseller's open page shows it without a reload: approved, products open to them.
  await expect(firstCard).not.toContainText('Pending', { timeout: 10_000 })
  await expect(firstCard).toContainText(/Approved|Authorized/)
  await expect(firstCard.getByRole('link', { name: /View Products/ })).toBeVisible()

  // The authorization is in the brand's list with its marketplaces and seller ids.
  await page.getByRole('searchbox', { name: 'Search resellers' }).fill(first.email)
  const table = page.getByRole('table', { name: 'Authorized resellers' })
  const row = table.getByRole('row').filter({ hasText: first.email.toLowerCase() })
  await expect(row).toBeVisible()
  await expect(row).toContainText('A1FIRSTRESALE')
  await expect(row).toContainText('10001234')
  await expect(row).toContainText('Active')

  // A second reseller applies; the brand rejects it with a reason.
  const second = await freshReseller(browser, request, baseURL!, extraHTTPHeaders, 'Second')
  const secondCard = await applyToDemoBrand(second.page, 'We would like to sell Northwind too.')
  const reason = `We only work with resellers in the EU for now (${second.company}).`
  // The brand's queue receives the application live.
  const other = page.getByRole('listitem', { name: second.company })
  await expect(other).toBeVisible({ timeout: 10_000 })
  await other.getByRole('button', { name: /Reject/ }).click()
  const reject = page.getByRole('dialog', { name: `Reject ${second.company}` })
  await reject.getByRole('button', { name: 'Reject', exact: true }).click()
  await expect(reject.getByText('Please give a reason.')).toBeVisible()
  await reject.getByLabel('Reason the reseller will see').fill(reason)
  await reject.getByRole('button', { name: 'Reject', exact: true }).click()
  await expect(reject).toBeHidden()
  await expect(other).toBeHidden()
  // The Decided tab keeps it, with the reason.
  await page.getByRole('tab', { name: /Decided/ }).click()
  await expect(page.getByRole('listitem', { name: second.company })).toContainText(reason)

  // The rejected reseller sees it on the card, live, with the reason.
  await expect(secondCard).toContainText('Rejected', { timeout: 10_000 })
  await expect(secondCard).toContainText(reason)

  // The brand suspends the first reseller; their product page says so and why.
  const suspension = `Listed below MAP on Amazon (${first.company})`
  await row.getByRole('button', { name: /Suspend/ }).click()
  const suspend = page.getByRole('dialog', { name: `Suspend ${first.company}` })
  await suspend.getByLabel('Reason the reseller will see').fill(suspension)
  await suspend.getByRole('button', { name: 'Suspend', exact: true }).click()
  await expect(suspend).toBeHidden()
  await expect(row).toContainText('Suspended')
  await expect(row).toContainText(suspension)

  const mine = await page.request.get('/api/brand/resellers')
  const { entry } = (await mine.json()) as { entry: { id: string } }
  await first.page.goto(`/reseller/dashboard/brands/${entry.id}/products`)
  await expect(first.page.getByText('Authorization suspended').first()).toBeVisible()
  await expect(first.page.getByText(suspension, { exact: false }).first()).toBeVisible()

  await first.context.close()
  await second.context.close()
})
