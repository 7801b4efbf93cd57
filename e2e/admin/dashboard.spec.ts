/** Issue 4: the Admin Dashboard shows real counts, and they follow a new application. */
import type { Page } from '@playwright/test'
import { expect, signInAsDemo, test, uniqueEmail } from '../support/fixtures.ts'

async function pendingCount(page: Page) {
  const card = page.getByTestId('count-pendingApplications')
  await expect(card).toBeVisible()
  return Number((await card.textContent())!.replace(/\D/g, ''))
}

test('[ADMIN][DASHBOARD]: the cards show real counts that change after a new application', async ({
  page,
  request,
  baseURL,
}) => {
  await signInAsDemo(page, 'admin')
  await expect(page).toHaveURL(/\/admin\/dashboard/)
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible()
  for (const title of [
    'Total Resellers',
    'Total Brands',
    'Total Products',
    'Total Orders',
    'Pending Applications',
    'Pending Uploads',
  ]) {
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible()
  }
  // The demo seed's [DEMO] products are counted.
  await expect
    .poll(async () =>
      Number((await page.getByTestId('count-products').textContent())!.replace(/\D/g, '')),
    )
    .toBeGreaterThanOrEqual(5)
  const before = await pendingCount(page)

  // A reseller applies (000 §3 sign-up: a pending_approval application).
  const email = uniqueEmail('dashboard-applicant')
  const company = `Dashboard Applicant ${Date.now().toString(36)}`
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: {
      email,
      password: 'applicant-pass-1',
      name: 'Dana Applicant',
      fullName: 'Dana Applicant',
      companyName: company,
      userRole: 'reseller',
      termsAccepted: true,
    },
    headers: { origin: baseURL! },
  })
  expect(signUp.ok(), await signUp.text()).toBeTruthy()

  await page.reload()
  expect(await pendingCount(page)).toBeGreaterThanOrEqual(before + 1)
  const table = page.getByRole('table', { name: 'Pending Reseller Applications' })
  const row = table.getByRole('row').filter({ hasText: company })
  await expect(row).toBeVisible()
  await expect(row).toContainText(email)

  // Recent Activities lists it, newest first, with a link to the applications screen.
  const activities = page.getByRole('list', { name: 'Recent Activities' })
  const activity = activities.getByRole('link', { name: new RegExp(company) })
  await expect(activity).toBeVisible()
  await expect(activity).toHaveAttribute('href', '/admin/dashboard/reseller-applications')

  // The other tabs: the e-mail routing logs and the inquiries.
  await page.getByRole('tab', { name: 'Email Routing Logs' }).click()
  await expect(page.getByRole('tabpanel')).toBeVisible()
  await page.getByRole('tab', { name: 'Inquiries' }).click()
  await expect(page).toHaveURL(/tab=inquiries/)
  await expect(page.getByRole('tabpanel').getByText('Inquiries', { exact: true })).toBeVisible()
})
