/**
 * Issue 6 item 8: a new reseller opens Subscription Plans, fills in the billing address (the
 * 001 §5 rules), cancels the sandbox checkout ('Payment Cancelled'), then pays: Premium is
 * active after the page reloads.
 */
import { BILLING_TEXTS } from '../../src/shared/billing-texts.ts'
import { adminApi, expect, signIn, test, uniqueEmail } from '../support/fixtures.ts'

test('[RESELLER][PLANS]: the sandbox checkout — cancel shows Payment Cancelled, success activates Premium', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('plans')
  const password = 'reseller-pass-1'
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: {
      email,
      password,
      name: 'Pat Planner',
      fullName: 'Pat Planner',
      companyName: `Plans Resale ${Date.now().toString(36)}`,
      userRole: 'reseller',
      termsAccepted: true,
    },
    headers: { origin: baseURL! },
  })
  expect(signUp.ok(), await signUp.text()).toBeTruthy()
  await (await adminApi(request, baseURL!)).approveResellerByEmail(email)

  await signIn(page, 'reseller', email, password)
  await expect(page).toHaveURL('/reseller/dashboard')
  await page.getByRole('link', { name: 'Plans', exact: true }).first().click()
  await expect(page.getByRole('heading', { name: 'Subscription Plans', level: 1 })).toBeVisible()

  // A new reseller is on the free plan: 3 brand applications a month (decision 014).
  const current = page.getByRole('region', { name: 'Current Subscription' })
  await expect(current).toContainText('Free')
  await expect(current).toContainText('0 of 3')

  // The three plans, Premium marked Most Popular, Enterprise an e-mail to sales.
  const premium = page.getByRole('region', { name: 'Premium' })
  await expect(premium).toContainText('$99')
  await expect(premium).toContainText('Most Popular')
  await expect(page.getByRole('region', { name: 'Basic' })).toContainText('$35')
  await expect(page.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
    'href',
    /^mailto:sales@/,
  )
  await expect(page.getByText(BILLING_TEXTS.moneyBack)).toBeVisible()

  // The billing-address step: the name is prefilled, the country defaults to India.
  await premium.getByRole('button', { name: 'Choose Premium' }).click()
  await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Pat')
  await expect(page.getByLabel('Country', { exact: true })).toHaveValue('IN')
  await page.getByLabel('First Name', { exact: true }).fill('   ')
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  await expect(page.getByText('First name is required')).toBeVisible()
  await expect(page.getByText('Phone is required')).toBeVisible()
  await page.getByLabel('Email', { exact: true }).fill('not-an-email')
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()

  await page.getByLabel('First Name', { exact: true }).fill('Pat')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Phone', { exact: true }).fill('+91 98765 43210')
  await page.getByLabel('Address', { exact: true }).fill('12 MG Road')
  await page.getByLabel('City', { exact: true }).fill('Bengaluru')
  await page.getByLabel('State', { exact: true }).fill('Karnataka')
  await page.getByLabel('ZIP Code', { exact: true }).fill('560001')

  // Cancelled in the sandbox checkout: nothing changes.
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  let checkout = page.getByRole('dialog', { name: 'Sandbox checkout' })
  await expect(checkout).toContainText('$99.00')
  await checkout.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByText('Payment Cancelled')).toBeVisible()
  await expect(page.getByText('You can try again anytime.')).toBeVisible()
  await expect(current).toContainText('Free')

  // Paid: a toast, then the page reloads and shows Premium, active.
  await page.evaluate(() => {
    ;(window as unknown as { journeyMark?: string }).journeyMark = 'before reload'
  })
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  checkout = page.getByRole('dialog', { name: 'Sandbox checkout' })
  await checkout.getByRole('button', { name: 'Pay (Success)' }).click()
  await expect(page.getByText('Payment Successful')).toBeVisible()
  // While the page reloads, evaluate fails (its context is gone): that read counts as 'reloading'.
  await expect
    .poll(
      () =>
        page
          .evaluate(() => (window as unknown as { journeyMark?: string }).journeyMark)
          .catch(() => 'reloading'),
      { timeout: 10_000 },
    )
    .toBeUndefined()
  await expect(current).toContainText('Premium')
  await expect(current).toContainText('Active')
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toBeVisible()
})
