import { AUTH_SCREEN_MESSAGES } from '../../src/shared/messages.ts'
import { expect, linkFromMailbox, test, uniqueEmail } from '../support/fixtures.ts'

test('[AUTH][RECOVERY]: Request Account Access answers every address alike; the mail tells a brand where to sign in', async ({
  page,
  request,
  baseURL,
}) => {
  const brandEmail = uniqueEmail('recovery-brand')
  const unknownEmail = uniqueEmail('recovery-nobody')
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL! },
    data: {
      email: brandEmail,
      password: 'brand-pass-123',
      name: 'Robin Recovery',
      fullName: 'Robin Recovery',
      companyName: 'Recovery Goods',
      userRole: 'brand',
      termsAccepted: true,
    },
  })
  expect(signUp.ok()).toBeTruthy()

  await page.goto('/reseller/login')
  for (const email of [brandEmail, unknownEmail]) {
    await page.getByRole('button', { name: 'Request Account Access' }).click()
    const dialog = page.getByRole('dialog', { name: 'Request Account Access' })
    await expect(dialog.getByText(AUTH_SCREEN_MESSAGES.recoveryIntro)).toBeVisible()
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByRole('button', { name: 'Check Status' }).click()
    // The same words for an account and for no account at all.
    await expect(dialog.getByRole('status')).toHaveText(AUTH_SCREEN_MESSAGES.recoverySent)
    await dialog.getByRole('button', { name: 'Done' }).click()
    await expect(dialog).toBeHidden()
  }

  // The brand is sent to its own portal, not handed a reset link from the reseller screen.
  const signInLink = await linkFromMailbox(page, brandEmail, 'Sign in on the Brand Portal')
  expect(new URL(signInLink).pathname).toBe('/brand/login')
  await page.goto(signInLink)
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()

  // The unknown address is told how to apply.
  const applyLink = await linkFromMailbox(
    page,
    unknownEmail,
    'No reseller account for this email address',
  )
  expect(new URL(applyLink).pathname).toBe('/reseller-hub')
})
