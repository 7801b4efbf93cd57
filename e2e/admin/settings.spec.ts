/**
 * Issue 16 item 8: the admin's own Settings (profile, password, sessions) and the Forgot
 * password link of /admin/login. A fresh admin of its own (invited by the demo admin, e-mail
 * confirmed from the mailbox), so the demo admin's password never changes.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import {
  adminApi,
  expect,
  linkFromMailbox,
  signIn,
  signInThroughUi,
  test,
  uniqueEmail,
} from '../support/fixtures.ts'
import { seriousAxeViolations } from '../public/home-support.ts'

test.use({ bypassCSP: true })

const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0'

/** An admin account of this journey: invited, signed up with the invitation, confirmed. */
async function freshAdmin(page: Page, request: APIRequestContext, baseURL: string) {
  const account = {
    email: uniqueEmail('admin-settings'),
    password: 'first-admin-pass-1',
    fullName: 'Avery Admin',
    companyName: 'Marketplace Ops',
  }
  await adminApi(request, baseURL)
  const invitation = await request.post('/api/admin/invitations', {
    data: { email: account.email },
    headers: { origin: baseURL },
  })
  expect(invitation.ok(), await invitation.text()).toBeTruthy()
  const { url } = (await invitation.json()) as { url: string }
  const inviteToken = new URL(url).searchParams.get('invite')!
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL },
    data: {
      ...account,
      name: account.fullName,
      userRole: 'admin',
      inviteToken,
      termsAccepted: true,
    },
  })
  expect(signUp.ok(), await signUp.text()).toBeTruthy()
  await page.goto(await linkFromMailbox(page, account.email, 'Confirm your email address'))
  return account
}

test('[ADMIN][SETTINGS]: an admin changes their password and signs out another session; a forgotten password is reset from /admin/login', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  // Three sign-ins, two mails read from the mailbox and two password hashes: a long story.
  test.slow()
  const admin = await freshAdmin(page, request, baseURL!)

  // The same admin signed in on another device.
  const laptop = await browser.newContext({ baseURL: baseURL!, userAgent: FIREFOX_ON_WINDOWS })
  const laptopPage = await laptop.newPage()
  await signIn(laptopPage, 'admin', admin.email, admin.password)
  await expect(laptopPage).toHaveURL('/admin/dashboard')

  await signIn(page, 'admin', admin.email, admin.password, '/admin/dashboard/settings')
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Settings', exact: true }).first()).toHaveAttribute(
    'aria-current',
    'page',
  )

  // Sessions: this device is marked; the laptop is signed out from here.
  const sessions = page.getByRole('list', { name: 'Sessions' })
  await expect(sessions.getByText('This device')).toBeVisible()
  await expect(sessions.getByText('Firefox on Windows')).toBeVisible()
  expect(await seriousAxeViolations(page)).toEqual([])
  await sessions.getByRole('button', { name: /^Sign out Firefox on Windows/ }).click()
  await expect(page.getByText('Session signed out').first()).toBeVisible()
  await expect(sessions.getByText('Firefox on Windows')).toBeHidden()
  await expect(page.getByText('No other sessions are signed in.')).toBeVisible()
  await laptopPage.goto('/admin/dashboard/settings')
  await expect(laptopPage).toHaveURL(/\/admin\/login/)
  await laptop.close()

  // Profile: the name is saved and survives a reload.
  await page.getByLabel('Full Name').fill('Avery Operator')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Profile updated').first()).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Full Name')).toHaveValue('Avery Operator')
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(admin.email)

  // Password: a wrong current password is named plainly; the right one changes it.
  const newPassword = 'second-admin-pass-2'
  await page.getByLabel('Current Password').fill('not-my-password')
  await page.getByLabel('New Password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm New Password').fill(newPassword)
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Current password is incorrect' }),
  ).toBeVisible()
  await page.getByLabel('Current Password').fill(admin.password)
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByText('Password updated successfully').first()).toBeVisible()
  // Still signed in here, on the fresh session.
  await expect(sessions.getByText('This device')).toBeVisible()

  // Forgot password from /admin/login: the reset leads back to the admin login.
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL('/')
  await page.goto('/admin/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL('/reset-password?type=admin')
  await expect(page.getByRole('tab')).toHaveCount(0)
  await page.getByLabel('Email').fill(admin.email)
  await page.getByRole('button', { name: 'Send Reset Link' }).click()
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute(
    'href',
    '/admin/login',
  )

  await page.goto(await linkFromMailbox(page, admin.email, 'Reset your password'))
  await expect(page).toHaveURL(/\/reset-password\/confirm\?.*type=admin.*token=|token=.*type=admin/)
  const resetPassword = 'third-admin-pass-3'
  await page.getByLabel('New Password').fill(resetPassword)
  await page.getByLabel('Confirm Password').fill(resetPassword)
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page).toHaveURL(/\/admin\/login/, { timeout: 10_000 })

  await signInThroughUi(page, 'admin', admin.email, newPassword)
  await expect(page.getByText('Login Failed').first()).toBeVisible()
  await page.reload()
  await signInThroughUi(page, 'admin', admin.email, resetPassword)
  await expect(page).toHaveURL('/admin/dashboard')
})
