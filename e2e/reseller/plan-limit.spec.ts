/**
 * Decision 014: the free plan allows 3 brand applications a calendar month. A new reseller
 * has applied to three brands; the fourth, from Available Brands, is refused with 'Application
 * Failed' and the limit, and the upgrade banner shows the real count, 3 of 3.
 */
import { request as playwrightRequest } from '@playwright/test'
import { RESELLER_BRANDS_TEXTS } from '../../src/shared/reseller-brands-texts.ts'
import { adminApi, demo, expect, signIn, test, uniqueEmail } from '../support/fixtures.ts'

test('[RESELLER][PLANS]: a free reseller’s fourth application this month is refused with the upgrade banner', async ({
  page,
  request,
  baseURL,
}) => {
  const tag = `Lim${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
  const admin = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL! },
  })
  expect(
    (
      await admin.post('/api/auth/sign-in/email', {
        data: { email: demo.admin.email, password: demo.admin.password },
      })
    ).ok(),
  ).toBeTruthy()
  const brandIds: string[] = []
  for (let i = 1; i <= 4; i += 1) {
    const response = await admin.post('/api/admin/brands', {
      data: {
        name: `${tag} ${i}`,
        contactEmail: uniqueEmail('limit-brand'),
        description: `Outdoor goods number ${i}`,
        categories: ['home_goods'],
      },
    })
    expect(response.status(), await response.text()).toBe(201)
    brandIds.push(((await response.json()) as { brand: { id: string } }).brand.id)
  }
  await admin.dispose()

  const email = uniqueEmail('limit')
  const password = 'reseller-pass-1'
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: {
      email,
      password,
      name: 'Lee Limit',
      fullName: 'Lee Limit',
      companyName: `Limit Resale ${tag}`,
      userRole: 'reseller',
      termsAccepted: true,
    },
    headers: { origin: baseURL! },
  })
  expect(signUp.ok(), await signUp.text()).toBeTruthy()
  await (await adminApi(request, baseURL!)).approveResellerByEmail(email)
  await signIn(page, 'reseller', email, password)
  await expect(page).toHaveURL('/reseller/dashboard')

  // Three applications this month, as the free plan allows.
  for (const id of brandIds.slice(0, 3)) {
    const applied = await page.request.post(`/api/reseller/brands/${id}/apply`, {
      data: { proposalMessage: 'We sell outdoor goods on Amazon.' },
      headers: { origin: baseURL! },
    })
    expect(applied.status(), await applied.text()).toBe(201)
  }

  await page.goto('/reseller/dashboard/brands')
  await expect(page.getByRole('heading', { name: 'Available Brands', level: 1 })).toBeVisible()
  const banner = page.getByRole('complementary', { name: 'Upgrade your plan' })
  await expect(banner).toContainText('Brand applications this month: 3 of 3')
  await page.getByRole('combobox', { name: 'Search brands' }).fill(tag)
  const card = page.getByTestId('brand-card').filter({ hasText: `${tag} 4` })
  await expect(card).toContainText('Not applied')
  await card.getByRole('button', { name: 'Apply' }).click()
  const dialog = page.getByRole('dialog', { name: `Apply to ${tag} 4` })
  await dialog.getByLabel('Proposal message').fill('A fourth brand, please.')
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByText(RESELLER_BRANDS_TEXTS.applicationFailed)).toBeVisible()
  await expect(page.getByText(RESELLER_BRANDS_TEXTS.limitReached(3))).toBeVisible()
  // The dialog stays open with what was typed; closed, the card still says Not applied.
  await expect(dialog.getByLabel('Proposal message')).toHaveValue('A fourth brand, please.')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(card).toContainText('Not applied')
  await expect(banner).toContainText('3 of 3')
  await expect(banner.getByRole('link', { name: 'View Plans' })).toHaveAttribute(
    'href',
    '/reseller/dashboard/plans',
  )
})
