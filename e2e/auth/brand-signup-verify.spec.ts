import { expect, linkFromMailbox, signInThroughUi, test, uniqueEmail } from '../support/fixtures.ts'

test('[AUTH][BRAND]: a brand signs up, confirms its e-mail from the mailbox, and signs in', async ({
  page,
}) => {
  const email = uniqueEmail('brand')
  const password = 'brand-pass-123'

  await page.goto('/brand/signup')
  await page.getByLabel('Full Name').fill('Bailey Brand')
  await page.getByLabel('Company Name').fill('Bailey Goods')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('I accept the terms and conditions').check()
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Account created').first()).toBeVisible()
  await expect(page).toHaveURL(/\/brand\/login/)

  // Unconfirmed: refused with the spec's message.
  await signInThroughUi(page, 'brand', email, password)
  await expect(
    page
      .getByText('Please check your email and click the confirmation link before logging in.')
      .first(),
  ).toBeVisible()

  const link = await linkFromMailbox(page, email, 'Confirm your email address')
  await page.goto(link)
  await expect(page).toHaveURL(/\/brand\/login\?verified=1/)

  await signInThroughUi(page, 'brand', email, password)
  await expect(page).toHaveURL('/brand/dashboard')
  await expect(page.getByText(/Welcome back, Bailey Brand/)).toBeVisible()
})
