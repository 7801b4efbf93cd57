import { adminApi, expect, signInThroughUi, test, uniqueEmail } from '../support/fixtures.ts'

test('[AUTH][RESELLER]: a reseller applies, is held for approval, and gets in once approved', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('reseller')
  const password = 'reseller-pass-1'

  await page.goto('/reseller/signup')
  await page.getByLabel('Full Name').fill('Rowan Reseller')
  await page.getByLabel('Company Name').fill('Rowan Resale Co')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('I accept the terms and conditions').check()
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Application submitted').first()).toBeVisible()
  await expect(page).toHaveURL('/')

  await signInThroughUi(page, 'reseller', email, password)
  await expect(page.getByText('Account Pending Approval').first()).toBeVisible()
  await expect(page).toHaveURL(/\/reseller\/login/)

  const admin = await adminApi(request, baseURL!)
  await admin.approveResellerByEmail(email)

  await signInThroughUi(page, 'reseller', email, password)
  await expect(page).toHaveURL('/reseller/dashboard')
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await expect(page.getByText(/Welcome back, Rowan Reseller/)).toBeVisible()
})
