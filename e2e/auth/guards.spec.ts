import { demo, expect, signInThroughUi, test } from '../support/fixtures.ts'

test('[AUTH][GUARD]: a deep link while signed out goes to the login and back after sign-in', async ({
  page,
}) => {
  await page.goto('/brand/dashboard/orders')
  await expect(page).toHaveURL('/brand/login')
  await signInThroughUi(page, 'brand', demo.brand.email, demo.brand.password)
  await expect(page).toHaveURL('/brand/dashboard/orders')
  await expect(page.getByRole('heading', { name: 'Order Management' })).toBeVisible()
})

test('[AUTH][GUARD]: a reseller deep link defaults to the reseller login', async ({ page }) => {
  await page.goto('/reseller/dashboard/messages')
  await expect(page).toHaveURL('/reseller/login')
  await signInThroughUi(page, 'reseller', demo.reseller.email, demo.reseller.password)
  await expect(page).toHaveURL('/reseller/dashboard/messages')
})

test('[AUTH][GUARD]: a brand user opening the reseller portal is sent home', async ({ page }) => {
  await signInThroughUi(page, 'brand', demo.brand.email, demo.brand.password)
  await expect(page).toHaveURL('/brand/dashboard')
  await page.goto('/reseller/dashboard')
  await expect(page).toHaveURL('/')
})

test('[ADMIN]: an admin enters all three portals', async ({ page }) => {
  await signInThroughUi(page, 'admin', demo.admin.email, demo.admin.password)
  await expect(page).toHaveURL('/admin/dashboard')
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
  await page.goto('/brand/dashboard')
  await expect(page).toHaveURL('/brand/dashboard')
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await page.goto('/reseller/dashboard')
  await expect(page).toHaveURL('/reseller/dashboard')
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
})

test('[AUTH][SIGN-OUT]: signing out ends the session and returns home', async ({ page }) => {
  await signInThroughUi(page, 'reseller', demo.reseller.email, demo.reseller.password)
  await expect(page).toHaveURL('/reseller/dashboard')
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page).toHaveURL('/')
  await page.goto('/reseller/dashboard')
  await expect(page).toHaveURL('/reseller/login')
})
