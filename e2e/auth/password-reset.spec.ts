import { expect, linkFromMailbox, signInThroughUi, test, uniqueEmail } from '../support/fixtures.ts'

test('[AUTH][RESET]: a password reset through the mailbox retires the old password', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('reset')
  const oldPassword = 'old-password-1'
  const newPassword = 'new-password-2'

  // A confirmed brand account, made through the API and the mailbox.
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL! },
    data: {
      email,
      password: oldPassword,
      name: 'Reese Reset',
      fullName: 'Reese Reset',
      companyName: 'Reset Supplies',
      userRole: 'brand',
      termsAccepted: true,
    },
  })
  expect(signUp.ok()).toBeTruthy()
  await page.goto(await linkFromMailbox(page, email, 'Confirm your email address'))

  await page.goto('/reset-password?type=brand')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await expect(page.getByText('Reset link sent').first()).toBeVisible()

  await page.goto(await linkFromMailbox(page, email, 'Reset your password'))
  await expect(page).toHaveURL(/\/reset-password\/confirm\?.*token=/)
  await page.getByLabel('New Password').fill(newPassword)
  await page.getByLabel('Confirm Password').fill(newPassword)
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page).toHaveURL(/\/brand\/login/, { timeout: 10_000 })

  await signInThroughUi(page, 'brand', email, oldPassword)
  await expect(page.getByText('Login Failed').first()).toBeVisible()

  await page.reload()
  await signInThroughUi(page, 'brand', email, newPassword)
  await expect(page).toHaveURL('/brand/dashboard')
})
