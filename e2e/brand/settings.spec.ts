import type { APIRequestContext, Page } from '@playwright/test'
import {
  expect,
  linkFromMailbox,
  signIn,
  signInAsDemo,
  signInThroughUi,
  test,
  uniqueEmail,
} from '../support/fixtures.ts'

/**
 * A confirmed brand account of its own (not the demo brand, so other journeys are unaffected),
 * made through the API and the dev mailbox. It has no directory entry.
 */
async function freshBrand(page: Page, request: APIRequestContext, baseURL: string) {
  const account = {
    email: uniqueEmail('brand-settings'),
    password: 'first-password-1',
    fullName: 'Sasha Settings',
    companyName: 'Settings Supply Co',
  }
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL },
    data: { ...account, name: account.fullName, userRole: 'brand', termsAccepted: true },
  })
  expect(signUp.ok()).toBeTruthy()
  await page.goto(await linkFromMailbox(page, account.email, 'Confirm your email address'))
  return account
}

test('[BRAND][ENTRY]: a brand without a directory entry is told so, creates its entry, and an admin activates it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const brand = await freshBrand(page, request, baseURL!)
  const brandName = `Settings Supply ${Date.now().toString(36)}`
  await signIn(page, 'brand', brand.email, brand.password)
  await expect(page).toHaveURL('/brand/dashboard')

  // No empty dashboard: the explanation and the form.
  await expect(page.getByText('Your brand is not in the directory yet')).toBeVisible()
  await expect(page.getByText(brand.email, { exact: false }).first()).toBeVisible()

  // Other screens say why they are empty and lead back to the form.
  await page.getByRole('link', { name: 'Orders', exact: true }).first().click()
  await expect(
    page.getByText(
      'Your brand has no directory entry yet: resellers cannot find it, and what depends on it stays empty.',
    ),
  ).toBeVisible()
  await page.getByRole('link', { name: 'Create your brand entry' }).click()
  await expect(page).toHaveURL('/brand/dashboard')

  // The form speaks the brand form's rules (001 §5).
  await page.getByLabel('Brand Name *').fill('')
  await page.getByLabel('Website URL').fill('not a url')
  await page.getByRole('button', { name: 'Submit for Review' }).click()
  await expect(page.getByText('Brand name is required')).toBeVisible()
  await expect(page.getByText('Please enter a valid URL')).toBeVisible()

  await page.getByLabel('Brand Name *').fill(brandName)
  await page.getByLabel('Website URL').fill('https://settings-supply.example.com')
  await page.getByLabel('Categories').fill('Kitchen, Home')
  await page.getByRole('button', { name: 'Submit for Review' }).click()
  await expect(page.getByText('Brand entry submitted').first()).toBeVisible()
  await expect(page.getByText('Awaiting admin review').first()).toBeVisible()
  await expect(page.getByText('Your brand is not in the directory yet')).toHaveCount(0)

  // Settings shows the entry with its status.
  await page.goto('/brand/dashboard/settings')
  await expect(page.getByRole('heading', { name: 'Brand directory entry' })).toBeVisible()
  await expect(page.getByText(brandName, { exact: true })).toBeVisible()
  await expect(page.getByText('Awaiting admin review').first()).toBeVisible()

  // The admin finds it inactive and marked in the Brands Directory, and activates it.
  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await signInAsDemo(admin, 'admin', '/admin/dashboard/brands-directory')
  await admin.getByLabel('Search brands').fill(brandName)
  const row = admin.getByRole('row').filter({ hasText: brandName })
  await expect(row).toHaveCount(1)
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible()
  await expect(row.getByText('Awaiting review', { exact: true })).toBeVisible()
  await expect(row.getByText(brand.email)).toBeVisible()
  await row.getByRole('button', { name: `Activate ${brandName}` }).click()
  await expect(admin.getByText('Status Updated').first()).toBeVisible()
  await expect(row.getByText('Awaiting review', { exact: true })).toHaveCount(0)
  await adminContext.close()

  // The brand's portal no longer says it waits.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Brand directory entry' })).toBeVisible()
  await expect(page.getByText('Active', { exact: true })).toBeVisible()
  await expect(page.getByText('Awaiting admin review')).toHaveCount(0)
})

test('[BRAND][SETTINGS]: a notification switch stays off after a reload, and a new password signs in', async ({
  page,
  request,
  baseURL,
}) => {
  const brand = await freshBrand(page, request, baseURL!)
  await signIn(page, 'brand', brand.email, brand.password)
  await expect(page).toHaveURL('/brand/dashboard')

  await page.goto('/brand/dashboard/settings')
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(brand.email)

  // Notifications: saved on the server, not in the page.
  await page.getByRole('tab', { name: 'Notifications' }).click()
  const newOrders = page.getByRole('switch', { name: 'New Orders' })
  await expect(newOrders).toBeChecked()
  await newOrders.click()
  await expect(newOrders).not.toBeChecked()
  await page.getByRole('button', { name: 'Save Settings' }).click()
  await expect(page.getByText('Notification settings saved').first()).toBeVisible()
  await page.reload()
  await expect(page.getByRole('switch', { name: 'New Orders' })).not.toBeChecked()
  await expect(page.getByRole('switch', { name: 'New Reseller Applications' })).toBeChecked()

  // Security: the current password is checked, then the new one replaces it.
  await page.getByRole('tab', { name: 'Security' }).click()
  await expect(page.getByText('Two-Factor Authentication')).toBeVisible()
  await expect(page.getByText('Coming Soon').first()).toBeVisible()
  await expect(page.getByText('This device')).toBeVisible()

  const newPassword = 'second-password-2'
  await page.getByLabel('Current Password').fill('not-the-password')
  await page.getByLabel('New Password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm New Password').fill(newPassword)
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByText('Current password is incorrect').first()).toBeVisible()

  await page.getByLabel('Current Password').fill(brand.password)
  await page.getByLabel('New Password', { exact: true }).fill('short')
  await page.getByLabel('Confirm New Password').fill('short')
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByText('Password must be at least 8 characters').first()).toBeVisible()

  await page.getByLabel('New Password', { exact: true }).fill(newPassword)
  await page.getByLabel('Confirm New Password').fill(newPassword)
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByText('Password updated successfully').first()).toBeVisible()

  // Still signed in here; then out, and in again with the new password only.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL('/')
  await signInThroughUi(page, 'brand', brand.email, brand.password)
  await expect(page.getByText('Login Failed').first()).toBeVisible()
  await page.reload()
  await signIn(page, 'brand', brand.email, newPassword)
  await expect(page).toHaveURL('/brand/dashboard')
})

test('[BRAND][SETTINGS]: a brand sets its wholesale terms, and an empty field goes back to the marketplace rule', async ({
  page,
  request,
  baseURL,
}) => {
  const brand = await freshBrand(page, request, baseURL!)
  await signIn(page, 'brand', brand.email, brand.password)
  await expect(page).toHaveURL('/brand/dashboard')
  // Terms belong to the brand's directory entry: it creates one, as the first journey shows.
  const created = await page.request.post('/api/brand/entry', {
    data: {
      name: `Terms Supply ${Date.now().toString(36)}`,
      websiteUrl: 'https://terms-supply.example.com',
      logoUrl: null,
      description: null,
      department: null,
      categories: ['Kitchen'],
    },
    headers: { origin: baseURL! },
  })
  expect(created.ok(), await created.text()).toBeTruthy()

  await page.goto('/brand/dashboard/settings')
  await expect(page.getByRole('heading', { name: 'Wholesale terms' })).toBeVisible()
  const opening = page.getByLabel('Opening order minimum ($)')
  const reorder = page.getByLabel('Reorder minimum ($)')
  await expect(opening).toHaveValue('')
  await expect(reorder).toHaveValue('')
  // No approved products yet: the marketplace's rule is $1,000.00.
  await expect(page.getByText(/today \$1,000\.00/).first()).toBeVisible()

  // A negative amount is refused with the reason, and nothing is saved.
  await opening.fill('-5')
  await page.getByRole('button', { name: 'Save Terms' }).click()
  await expect(page.getByText('Opening order minimum: must be 0 or more')).toBeVisible()

  await opening.fill('500')
  await reorder.fill('150.5')
  await page.getByRole('button', { name: 'Save Terms' }).click()
  await expect(page.getByText('Wholesale terms saved').first()).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Opening order minimum ($)')).toHaveValue('500.00')
  await expect(page.getByLabel('Reorder minimum ($)')).toHaveValue('150.50')

  // Emptied, the reorder minimum is the marketplace's rule again.
  await page.getByLabel('Reorder minimum ($)').fill('')
  await page.getByRole('button', { name: 'Save Terms' }).click()
  await expect(page.getByText('Wholesale terms saved').first()).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Opening order minimum ($)')).toHaveValue('500.00')
  await expect(page.getByLabel('Reorder minimum ($)')).toHaveValue('')
  const terms = await page.request.get('/api/brand/settings/wholesale-terms')
  expect(await terms.json()).toMatchObject({
    terms: { openingOrderMinimum: '500.00', reorderMinimum: null },
  })
})
