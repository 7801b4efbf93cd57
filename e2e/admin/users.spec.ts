/**
 * Issue 4, User Management: an admin bans a user, whose session ends at once and who cannot
 * sign in (with a clear message), then unbans them; and changes a role.
 */
import { USERS_TEXTS } from '../../src/shared/users-texts.ts'
import {
  adminApi,
  demo,
  expect,
  signIn,
  signInAsDemo,
  signInThroughUi,
  test,
  uniqueEmail,
} from '../support/fixtures.ts'

test('[ADMIN][USERS]: an admin bans a user who then cannot sign in, and unbans them', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  // An approved reseller.
  const email = uniqueEmail('ban-me')
  const password = 'reseller-pass-1'
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: {
      email,
      password,
      name: 'Bailey Banned',
      fullName: 'Bailey Banned',
      companyName: `Ban Me Resale ${Date.now().toString(36)}`,
      userRole: 'reseller',
      termsAccepted: true,
    },
    headers: { origin: baseURL! },
  })
  expect(signUp.ok(), await signUp.text()).toBeTruthy()
  await (await adminApi(request, baseURL!)).approveResellerByEmail(email)

  // The reseller is signed in, in a browser of their own.
  const resellerContext = await browser.newContext({ baseURL: baseURL! })
  const reseller = await resellerContext.newPage()
  await signIn(reseller, 'reseller', email, password)
  await expect(reseller).toHaveURL('/reseller/dashboard')

  // The admin finds them in User Management and bans them.
  await signInAsDemo(page, 'admin', '/admin/users')
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible()
  await page.getByLabel('Search users').fill(email)
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Active')
  await row.getByRole('button', { name: `Ban ${email}` }).click()
  const dialog = page.getByRole('dialog', { name: `Ban ${email}?` })
  await dialog.getByLabel('Reason (optional)').fill('Journey test')
  await dialog.getByRole('button', { name: 'Ban', exact: true }).click()
  await expect(page.getByText('User banned').first()).toBeVisible()
  await expect(row).toContainText('Banned')

  // Their session has ended: the next page load sends them to the sign-in page.
  await reseller.goto('/reseller/dashboard')
  await expect(reseller).toHaveURL(/\/reseller\/login/)
  // And they cannot sign in again; they are told why.
  await signInThroughUi(reseller, 'reseller', email, password)
  await expect(reseller.getByText(USERS_TEXTS.bannedSignIn).first()).toBeVisible()
  await expect(reseller).toHaveURL(/\/reseller\/login/)

  // Unbanned, they sign in again.
  await row.getByRole('button', { name: `Unban ${email}` }).click()
  await expect(page.getByText('User unbanned').first()).toBeVisible()
  await expect(row).toContainText('Active')
  await signIn(reseller, 'reseller', email, password)
  await expect(reseller).toHaveURL('/reseller/dashboard')
  await resellerContext.close()

  // A role change (user and profile together) shows at once.
  await row.getByLabel(`Role of ${email}`).selectOption('brand')
  // Confirmed first (issue 16 item 3; e2e/admin/role-change.spec.ts has the whole story).
  await page
    .getByRole('dialog', { name: `Change ${email} from Reseller to Brand?` })
    .getByRole('button', { name: 'Change to Brand' })
    .click()
  await expect(page.getByText('Role updated').first()).toBeVisible()
  await page.getByLabel('Role', { exact: true }).selectOption('brand')
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(1)
  await page.getByLabel('Role', { exact: true }).selectOption('reseller')
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0)

  // The admin's own row cannot be changed.
  await page.getByLabel('Role', { exact: true }).selectOption('')
  await page.getByLabel('Search users').fill(demo.admin.email)
  const own = page.getByRole('row').filter({ hasText: demo.admin.email })
  await expect(own.getByRole('button', { name: `Ban ${demo.admin.email}` })).toBeDisabled()
  await expect(own.getByLabel(`Role of ${demo.admin.email}`)).toBeDisabled()
})
