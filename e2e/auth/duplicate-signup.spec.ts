import { expect, linkFromMailbox, test, uniqueEmail } from '../support/fixtures.ts'

test('[AUTH][SIGNUP]: signing up again with a taken address looks the same, and the owner is told by mail', async ({
  page,
}) => {
  const email = uniqueEmail('twice')

  for (const name of ['Dana Double', 'Someone Else']) {
    await page.goto('/brand/signup')
    await page.getByLabel('Full Name').fill(name)
    await page.getByLabel('Company Name').fill('Double Goods')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('brand-pass-123')
    await page.getByLabel('I accept the terms and conditions').check()
    await page.getByRole('button', { name: 'Create Account' }).click()
    // The second visitor sees exactly what the first saw: nothing tells the address is taken.
    await expect(page.getByText('Account created').first()).toBeVisible()
    await expect(page).toHaveURL(/\/brand\/login/)
  }

  const link = await linkFromMailbox(
    page,
    email,
    'Someone tried to sign up with your email address',
  )
  expect(new URL(link).pathname).toBe('/brand/login')
})
