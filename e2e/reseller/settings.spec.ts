/**
 * Issue 6 item 7: a reseller edits each settings card (001 §2.4, §4.8): Edit, change, Cancel
 * restores; Edit, change, Save shows the spec's toast and the value, which a reload keeps; an
 * invalid value gets its message. The Security tab lists this device; a new password signs in. A reseller account without an
 * application record is told 'No reseller profile found. Please contact support.'
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { RESELLER_SETTINGS_MESSAGES } from '../../src/shared/reseller-settings-texts.ts'
import {
  adminApi,
  expect,
  signIn,
  signInThroughUi,
  test,
  uniqueEmail,
} from '../support/fixtures.ts'

/** A reseller of its own (signed up, approved by the admin), so other journeys are unaffected. */
async function freshReseller(request: APIRequestContext, baseURL: string) {
  const account = {
    email: uniqueEmail('reseller-settings'),
    password: 'first-password-1',
    fullName: 'Robin Settings',
    companyName: `Settings Resale ${Date.now().toString(36)}`,
  }
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL },
    data: { ...account, name: account.fullName, userRole: 'reseller', termsAccepted: true },
  })
  expect(signUp.ok(), await signUp.text()).toBeTruthy()
  await (await adminApi(request, baseURL)).approveResellerByEmail(account.email)
  return account
}

/**
 * One card's round: Edit, change, Cancel brings the saved value back; Edit, change, Save shows
 * `toast` and the card shows `shown` in its view.
 */
async function editCard(
  page: Page,
  name: string,
  change: (card: Locator) => Promise<unknown>,
  expected: { shown: string; original: string; toast: string },
) {
  const card = page.getByRole('region', { name, exact: true })
  await card.getByRole('button', { name: 'Edit' }).click()
  await change(card)
  await card.getByRole('button', { name: 'Cancel' }).click()
  await expect(card).toContainText(expected.original)
  await expect(card).not.toContainText(expected.shown)

  await card.getByRole('button', { name: 'Edit' }).click()
  await change(card)
  await card.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(expected.toast).first()).toBeVisible()
  await expect(card.getByRole('button', { name: 'Edit' })).toBeVisible()
  await expect(card).toContainText(expected.shown)
}

test('[RESELLER][SETTINGS]: a reseller edits each card, the values survive a reload, and a new password signs in', async ({
  page,
  request,
  baseURL,
}) => {
  const reseller = await freshReseller(request, baseURL!)
  await signIn(page, 'reseller', reseller.email, reseller.password)
  await expect(page).toHaveURL('/reseller/dashboard')
  await page.getByRole('link', { name: 'Settings', exact: true }).first().click()
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()

  // The header: company name and the application's status; a free-tier reseller's banner.
  await expect(page.getByText(reseller.companyName).first()).toBeVisible()
  await expect(page.getByText('Approved', { exact: true })).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Upgrade your plan' })).toBeVisible()

  // Profile tab.
  await editCard(
    page,
    'Profile Information',
    (card) => card.getByLabel('Full Name').fill('Robin Renamed'),
    { original: reseller.fullName, shown: 'Robin Renamed', toast: 'Profile updated' },
  )
  const contact = page.getByRole('region', { name: 'Contact Information' })
  await expect(contact).toContainText(reseller.email)
  // An invalid phone number gets the rule's message and is not saved.
  await contact.getByRole('button', { name: 'Edit' }).click()
  await expect(contact.getByLabel('Email')).toHaveAttribute('readonly', '')
  await contact.getByLabel('Phone').fill('call me')
  await contact.getByRole('button', { name: 'Save' }).click()
  await expect(contact.getByText('Please enter a valid phone number.')).toBeVisible()
  await contact.getByRole('button', { name: 'Cancel' }).click()
  await editCard(
    page,
    'Contact Information',
    async (card) => {
      await card.getByLabel('Phone').fill('+1 555 010 4242')
      await card.getByLabel('LinkedIn (optional)').fill('https://www.linkedin.com/in/robin')
    },
    {
      original: 'Not provided',
      shown: '+1 555 010 4242',
      toast: 'Contact information updated successfully',
    },
  )
  await editCard(
    page,
    'Marketplace Information',
    (card) => card.getByLabel('Amazon Seller ID').fill('https://www.amazon.com/sp?seller=A9ROBIN'),
    {
      original: 'Not provided',
      shown: 'A9ROBIN',
      toast: 'Marketplace information updated successfully',
    },
  )

  // Business tab.
  await page.getByRole('tab', { name: 'Business' }).click()
  await editCard(
    page,
    'Business Information',
    async (card) => {
      await card.getByLabel('Company Name').fill('Robin Resale Group')
      await card.getByLabel('Business Type').selectOption('llc')
    },
    {
      original: reseller.companyName,
      shown: 'Robin Resale Group',
      toast: 'Business information updated successfully',
    },
  )
  for (const choice of [
    {
      card: 'Sales Volume',
      field: 'Monthly Sales Volume',
      option: '100k_500k',
      original: 'Not provided',
      shown: '$100,000 – $500,000 a month',
      toast: 'Sales volume updated successfully',
    },
    {
      card: 'Wholesale Budget',
      field: 'Wholesale Budget',
      option: 'over_100k',
      original: 'Under $5,000',
      shown: 'Over $100,000',
      toast: 'Wholesale budget updated successfully',
    },
  ]) {
    await editCard(
      page,
      choice.card,
      (card) => card.getByLabel(choice.field).selectOption(choice.option),
      choice,
    )
  }
  await editCard(
    page,
    'Product Categories',
    async (card) => {
      await card.getByLabel('Toys').check()
      await card.getByLabel('Books').check()
    },
    { original: 'Not provided', shown: 'Books', toast: 'Product categories updated successfully' },
  )

  // Everything is still there after a reload (which stays on the open tab), and the header
  // shows the new company name.
  await page.reload()
  await expect(page.getByText('Robin Resale Group').first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Business Information' })).toContainText('LLC')
  await expect(page.getByRole('region', { name: 'Sales Volume' })).toContainText('$100,000')
  await expect(page.getByRole('region', { name: 'Wholesale Budget' })).toContainText(
    'Over $100,000',
  )
  await expect(page.getByRole('region', { name: 'Product Categories' })).toContainText('Toys')
  await page.getByRole('tab', { name: 'Profile' }).click()
  await expect(page.getByRole('region', { name: 'Profile Information' })).toContainText(
    'Robin Renamed',
  )
  await expect(page.getByRole('region', { name: 'Contact Information' })).toContainText(
    'https://www.linkedin.com/in/robin',
  )
  await expect(page.getByRole('region', { name: 'Marketplace Information' })).toContainText(
    'A9ROBIN',
  )

  // Security: the new password replaces the old one.
  await page.getByRole('tab', { name: 'Security' }).click()
  // Login History lists this device.
  await expect(page.getByText('This device')).toBeVisible()
  const newPassword = 'second-password-2'
  await page.getByLabel('Current Password').fill(reseller.password)
  await page.getByLabel('New Password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm New Password').fill(newPassword)
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByText('Password updated successfully').first()).toBeVisible()
  await expect(
    page
      .getByText('Your password has been changed. Please use your new password for future logins.')
      .first(),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL('/')
  await signInThroughUi(page, 'reseller', reseller.email, reseller.password)
  await expect(page.getByText('Login Failed').first()).toBeVisible()
  await page.reload()
  await signIn(page, 'reseller', reseller.email, newPassword)
  await expect(page).toHaveURL('/reseller/dashboard')
})

test('[RESELLER][SETTINGS]: a reseller account without an application record is told to contact support', async ({
  page,
  request,
  baseURL,
}) => {
  // A brand account the admin turns into a reseller: a reseller with no application record.
  const account = { email: uniqueEmail('no-profile'), password: 'no-profile-pass-1' }
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL! },
    data: {
      ...account,
      name: 'Noel Noprofile',
      fullName: 'Noel Noprofile',
      companyName: 'Noprofile Co',
      userRole: 'brand',
      termsAccepted: true,
    },
  })
  expect(signUp.ok(), await signUp.text()).toBeTruthy()
  const { user } = (await signUp.json()) as { user: { id: string } }
  await adminApi(request, baseURL!)
  const role = await request.patch(`/api/admin/users/${user.id}/role`, {
    data: { role: 'reseller' },
    headers: { origin: baseURL! },
  })
  expect(role.ok(), await role.text()).toBeTruthy()

  await signIn(page, 'reseller', account.email, account.password, '/reseller/dashboard/settings')
  await expect(page.getByText(RESELLER_SETTINGS_MESSAGES.noProfile)).toBeVisible()
  await expect(page.getByRole('tab')).toHaveCount(0)
})

test('[RESELLER][SETTINGS]: a reseller switches Order Updates off and a reload keeps it off (issue 15)', async ({
  page,
  request,
  baseURL,
}) => {
  const reseller = await freshReseller(request, baseURL!)
  await signIn(page, 'reseller', reseller.email, reseller.password, '/reseller/dashboard/settings')
  await page.getByRole('tab', { name: 'Notifications' }).click()
  await expect(page).toHaveURL(/tab=notifications/)
  const toggle = page.getByRole('switch', { name: 'Order Updates' })
  await expect(toggle).toBeChecked()
  const save = page.getByRole('button', { name: 'Save Settings' })
  await expect(save).toBeDisabled()
  await toggle.click()
  await save.click()
  await expect(page.getByText('Notification settings saved')).toBeVisible()
  await expect(save).toBeDisabled()

  await page.reload()
  await expect(page.getByRole('switch', { name: 'Order Updates' })).not.toBeChecked()
})
