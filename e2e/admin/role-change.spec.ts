/**
 * Issue 16 item 3: a role change is confirmed in a dialog that says what the user gains and
 * loses; Cancel leaves the role as it was. Making someone an admin asks for the acting admin's
 * own password again, and a wrong one is refused.
 */
import { USERS_TEXTS } from '../../src/shared/users-texts.ts'
import { seriousAxeViolations } from '../public/home-support.ts'
import { demo, expect, signInAsDemo, test, uniqueEmail } from '../support/fixtures.ts'

// axe is injected as a script, which the Content-Security-Policy would refuse.
test.use({ bypassCSP: true })

test('[ADMIN][USERS]: an admin changes a role with confirmation, and a promotion needs their password', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('role-change')
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: {
      email,
      password: 'brand-pass-123',
      name: 'Robin Role',
      fullName: 'Robin Role',
      companyName: `Role Change Co ${Date.now().toString(36)}`,
      userRole: 'brand',
      termsAccepted: true,
    },
    headers: { origin: baseURL! },
  })
  expect(signUp.ok(), await signUp.text()).toBeTruthy()

  await signInAsDemo(page, 'admin', `/admin/users?q=${encodeURIComponent(email)}`)
  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toHaveCount(1)
  const select = row.getByLabel(`Role of ${email}`)
  await expect(select).toHaveValue('brand')

  // Picked, then cancelled: the role stays Brand.
  await select.selectOption('reseller')
  const toReseller = page.getByRole('dialog', {
    name: `Change ${email} from Brand to Reseller?`,
  })
  await expect(toReseller).toContainText('They lose the brand portal')
  await expect(toReseller).toContainText('They get the reseller portal')
  await expect(toReseller.getByLabel(USERS_TEXTS.rolePasswordLabel)).toHaveCount(0)
  await toReseller.getByRole('button', { name: 'Cancel' }).click()
  await expect(toReseller).toBeHidden()
  await expect(select).toHaveValue('brand')

  // Confirmed: Reseller, and it stays so after a reload.
  await select.selectOption('reseller')
  await toReseller.getByRole('button', { name: 'Change to Reseller' }).click()
  await expect(page.getByText(USERS_TEXTS.roleUpdated).first()).toBeVisible()
  await page.reload()
  await expect(row.getByLabel(`Role of ${email}`)).toHaveValue('reseller')

  // A promotion to admin asks for the admin's own password.
  await row.getByLabel(`Role of ${email}`).selectOption('admin')
  const toAdmin = page.getByRole('dialog', { name: `Change ${email} from Reseller to Admin?` })
  await expect(toAdmin).toContainText('They get the whole admin console')
  const confirm = toAdmin.getByRole('button', { name: 'Change to Admin' })
  await confirm.click()
  await expect(toAdmin.getByRole('alert')).toHaveText(USERS_TEXTS.rolePasswordRequired)

  await toAdmin.getByLabel(USERS_TEXTS.rolePasswordLabel).fill('not-the-admin-password')
  await confirm.click()
  await expect(toAdmin.getByRole('alert')).toHaveText(USERS_TEXTS.rolePasswordWrong)
  await expect(toAdmin).toBeVisible()
  // The dialog with its error is axe-clean.
  expect(await seriousAxeViolations(page)).toEqual([])

  await toAdmin.getByLabel(USERS_TEXTS.rolePasswordLabel).fill(demo.admin.password)
  await confirm.click()
  await expect(toAdmin).toBeHidden()
  await expect(page.getByText(`${email} is now Admin.`).first()).toBeVisible()
  await page.reload()
  await expect(row.getByLabel(`Role of ${email}`)).toHaveValue('admin')
})
