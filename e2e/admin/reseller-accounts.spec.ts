import type { Browser, Page } from '@playwright/test'
import { expect, signIn, signInAsDemo, test, uniqueEmail } from '../support/fixtures.ts'

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

async function signInAsAdmin(page: Page) {
  await signInAsDemo(page, 'admin')
  await expect(page).toHaveURL(/\/admin\/dashboard/)
}

/** Signs in as a reseller in a browser of their own and checks they reach their dashboard. */
async function resellerSignsIn(browser: Browser, baseURL: string, email: string, password: string) {
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await signIn(page, 'reseller', email, password)
  await expect(page).toHaveURL('/reseller/dashboard')
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await context.close()
}

async function addManualApplication(page: Page, company: string, email: string) {
  await page.getByRole('button', { name: 'Add Manual Application' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Manual Application' })
  await dialog.getByLabel('Company Name *').fill(company)
  await dialog.getByLabel('Email *').fill(email)
  await dialog.getByLabel('Phone').fill('+1 555 0199')
  await dialog.getByLabel('Business Type').selectOption('llc')
  await dialog.getByRole('button', { name: 'Add Application' }).click()
  await expect(dialog).toBeHidden()
}

test('[ADMIN][RESELLERS]: an admin approves a pending reseller, who can then sign in', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('approve-me')
  const company = `Approve Me Resale ${tag()}`
  const password = 'reseller-pass-1'

  await page.goto('/reseller/signup')
  await page.getByLabel('Full Name').fill('Avery Applicant')
  await page.getByLabel('Company Name').fill(company)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('I accept the terms and conditions').check()
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Application submitted').first()).toBeVisible()

  await signInAsAdmin(page)
  await page.goto('/admin/dashboard/reseller-approvals')
  await expect(page.getByRole('heading', { name: 'Reseller Approvals', level: 1 })).toBeVisible()
  await page.getByLabel('Search applications').fill(email)
  // The search reaches the URL once typing pauses; a click before that would be undone by it.
  await expect(page).toHaveURL(/[?&]q=/)
  const item = page.getByRole('listitem', { name: company })
  await expect(item.getByText('Pending', { exact: true })).toBeVisible()
  await item.getByRole('button', { name: `Approve ${company}` }).click()
  // Issue 16: confirmed first; this application has its account, so it is only told.
  const confirm = page.getByRole('dialog', { name: `Approve ${company}?` })
  await expect(
    confirm.getByText(
      `The applicant ${email} will be e-mailed that the application was approved and can sign in.`,
    ),
  ).toBeVisible()
  await confirm.getByRole('button', { name: 'Approve and e-mail' }).click()
  await expect(page.getByText('Application approved')).toBeVisible()
  // Approved applications leave the queue.
  await expect(item).toHaveCount(0)

  // On the management screen it is counted and shown as approved, with no more decisions.
  await page.goto('/admin/dashboard/reseller-applications')
  await expect(
    page.getByRole('heading', { name: 'Reseller Application Management', level: 1 }),
  ).toBeVisible()
  await page.getByLabel('Search applications').fill(email)
  await expect(page.getByRole('tab', { name: 'Approved (1)' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Pending (0)' })).toBeVisible()
  const reviewed = page.getByRole('listitem', { name: company })
  await expect(reviewed.getByText('Approved', { exact: true })).toBeVisible()
  await expect(reviewed.getByRole('button', { name: `Approve ${company}` })).toHaveCount(0)

  await resellerSignsIn(browser, baseURL!, email, password)
})

test('[ADMIN][RESELLERS]: an admin creates an account from an application and the reseller signs in with the temporary password', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('created')
  const company = `Created Account Co ${tag()}`

  await signInAsAdmin(page)
  await page.goto('/admin/reseller-registration')
  await expect(
    page.getByRole('heading', { name: 'Reseller Registration Management', level: 1 }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Admin' })).toHaveAttribute('href', '/admin')
  await expect(page.getByRole('heading', { name: 'Create Reseller Accounts' })).toBeVisible()
  // Issue 13: Create Account is the approval too, and the screen says so.
  await expect(page.getByText(/Create Account on a pending application approves it/)).toBeVisible()

  await addManualApplication(page, company, email)
  await expect(page.getByText('Application added successfully')).toBeVisible()
  const row = page.getByRole('row', { name: company })
  await expect(row.getByText('Pending', { exact: true })).toBeVisible()
  await expect(row.getByText('Never', { exact: true })).toBeVisible()

  // A typed password under 8 characters is refused with the spec's message.
  await row.getByLabel(`Temporary password for ${email}`, { exact: true }).fill('short')
  await row.getByRole('button', { name: `Create Account for ${email}` }).click()
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible()

  // Empty: the server generates one and shows it once.
  await row.getByLabel(`Temporary password for ${email}`, { exact: true }).fill('')
  await row.getByRole('button', { name: `Create Account for ${email}` }).click()
  await expect(page.getByText('Account created successfully')).toBeVisible()
  await expect(row.getByText('Created', { exact: true })).toBeVisible()
  await expect(row.getByText('Resets: 0')).toBeVisible()
  const shown = row.getByLabel(`Temporary password for ${email}`, { exact: true })
  await expect(shown).toHaveText(/^.{10}$/)
  const password = (await shown.textContent())!
  await expect(
    row.getByRole('button', { name: `Copy temporary password for ${email}` }),
  ).toBeVisible()
  await expect(row.getByRole('button', { name: `Reset Password for ${email}` })).toBeVisible()

  await resellerSignsIn(browser, baseURL!, email, password)

  // Reset Password: confirmed first (issue 16); a new one, counted; the old one stops working.
  await row.getByRole('button', { name: `Reset Password for ${email}` }).click()
  const confirmReset = page.getByRole('dialog', { name: `Reset the password of ${company}?` })
  await expect(
    confirmReset.getByText(
      `This replaces the password and e-mails the new one to ${email}. Their sessions end at once.`,
    ),
  ).toBeVisible()
  await confirmReset.getByRole('button', { name: 'Reset and e-mail' }).click()
  await expect(page.getByText('Password reset successfully')).toBeVisible()
  await expect(page.getByText(`New password sent to ${email}`)).toBeVisible()
  await expect(row.getByText('Resets: 1')).toBeVisible()
  await expect(shown).not.toHaveText(password)
  const newPassword = (await shown.textContent())!
  await resellerSignsIn(browser, baseURL!, email, newPassword)

  // The password is not stored readable: after a reload it is gone from the page.
  await page.reload()
  await expect(
    page.getByRole('row', { name: company }).getByText('Created', { exact: true }),
  ).toBeVisible()
  await expect(page.getByText(newPassword)).toHaveCount(0)
})

test('[ADMIN][RESELLERS]: a rejected application can never get an account', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('rejected')
  const company = `Rejected Resale ${tag()}`

  await signInAsAdmin(page)
  await page.goto('/admin/reseller-registration')
  await addManualApplication(page, company, email)
  await expect(page.getByText('Application added successfully')).toBeVisible()

  await page.goto('/admin/dashboard/reseller-applications')
  await page.getByLabel('Search applications').fill(email)
  // The search reaches the URL once typing pauses; a click before that would be undone by it.
  await expect(page).toHaveURL(/[?&]q=/)
  const item = page.getByRole('listitem', { name: company })
  await item.getByRole('button', { name: `Reject ${company}` }).click()
  // Issue 16: confirmed first, with the reason the applicant is mailed.
  const confirm = page.getByRole('dialog', { name: `Reject ${company}?` })
  await confirm.getByLabel('Reason for rejection').fill('No resale certificate on file')
  await confirm.getByRole('button', { name: 'Reject and e-mail' }).click()
  await expect(page.getByText('Application rejected')).toBeVisible()
  await expect(item.getByText('Rejected', { exact: true })).toBeVisible()
  await expect(item.getByText('No resale certificate on file')).toBeVisible()

  // The registration screen shows it rejected, with no way to make an account (issue 16: the
  // list is paged, so the journey searches for it, as an admin would).
  await page.goto(`/admin/reseller-registration?q=${encodeURIComponent(email)}`)
  const row = page.getByRole('row', { name: company })
  await expect(row.getByText('Rejected', { exact: true })).toBeVisible()
  await expect(row.getByText('Pending', { exact: true })).toHaveCount(0)
  await expect(row.getByText('No account: the application was rejected')).toBeVisible()
  await expect(row.getByRole('button', { name: `Create Account for ${email}` })).toHaveCount(0)

  // Nor through the API: 409 with the reason, and the reseller still cannot sign in.
  const list = await page.request.get(
    `/api/admin/reseller-applications?search=${encodeURIComponent(email)}`,
  )
  const { applications } = (await list.json()) as { applications: { id: string }[] }
  const refused = await page.request.post(
    `/api/admin/reseller-applications/${applications[0]!.id}/account`,
    { data: { password: 'rejected-pass-1' }, headers: { origin: baseURL! } },
  )
  expect(refused.status()).toBe(409)
  expect(await refused.json()).toMatchObject({
    message: 'This application was rejected: it cannot get an account.',
  })
  const signedIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password: 'rejected-pass-1' },
    headers: { origin: baseURL! },
  })
  expect(signedIn.status()).toBe(401)
})

test('[ADMIN][RESELLERS]: a manual application added while offline is queued and syncs when the connection returns', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('offline')
  const company = `Offline Traders ${tag()}`

  await signInAsAdmin(page)
  await page.goto('/admin/reseller-registration')
  await expect(page.getByRole('button', { name: 'Add Manual Application' })).toBeVisible()

  await context.setOffline(true)
  await expect(page.getByText('Offline mode')).toBeVisible()
  await addManualApplication(page, company, email)
  await expect(page.getByText('Application saved locally')).toBeVisible()
  await expect(
    page.getByText('The application will be submitted when your connection is restored.'),
  ).toBeVisible()
  await expect(page.getByText('1 application waiting to be submitted.')).toBeVisible()
  const queued = await page.evaluate(() => localStorage.getItem('pendingResellerApplications'))
  expect(JSON.parse(queued!)).toMatchObject([{ email, companyName: company }])
  await expect(page.getByRole('row', { name: company })).toHaveCount(0)

  await context.setOffline(false)
  await expect(page.getByText('Application added successfully')).toBeVisible()
  await expect(page.getByRole('row', { name: company })).toBeVisible()
  await expect(page.getByText('Offline mode')).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('pendingResellerApplications'))).toBeNull()

  // Stored once, server-side: it is there after a reload too.
  await page.reload()
  await expect(page.getByRole('row', { name: company })).toHaveCount(1)
})
