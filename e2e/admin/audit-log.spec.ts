/**
 * Issue 16: the admin console as an operator's tool. A visitor applies on the Reseller Hub; the
 * admin rejects the application through a confirmation that says who is mailed and insists on a
 * reason; the Audit Log, filtered by that action, shows the entry with its actor and before →
 * after (Pending → Rejected, the reason), exports it as CSV, and the application's own history
 * shows it too. The Audit Log screen is axe-clean.
 */
import fs from 'node:fs'
import { seriousAxeViolations } from '../public/home-support.ts'
import { demo, expect, signInAsDemo, test, uniqueEmail } from '../support/fixtures.ts'
import { applyOnResellerHub } from '../support/reseller-hub.ts'

// axe is injected as a script, which the Content-Security-Policy would refuse.
test.use({ bypassCSP: true })

test('[ADMIN][AUDIT]: an admin rejects an application with a reason after a confirmation, and the audit log shows it with before and after', async ({
  page,
}) => {
  const email = uniqueEmail('audited')
  const company = `Casey Resale ${Date.now().toString(36)}`
  const reason = 'No resale certificate on file'
  await applyOnResellerHub(page, email, company)

  await signInAsDemo(page, 'admin', '/admin/dashboard/reseller-approvals')
  await expect(page.getByRole('heading', { name: 'Reseller Approvals', level: 1 })).toBeVisible()
  await page.getByLabel('Search applications').fill(email)
  // The search reaches the URL once typing pauses; a click before that would be undone by it.
  await expect(page).toHaveURL(/[?&]q=/)
  const item = page.getByRole('listitem', { name: company })
  await item.getByRole('button', { name: `Reject ${company}` }).click()

  // The confirmation says what happens and who is mailed; without a reason nothing happens.
  const dialog = page.getByRole('dialog', { name: `Reject ${company}?` })
  await expect(
    dialog.getByText(
      `The applicant ${email} will be e-mailed that the application was not approved, with the reason below. This cannot be undone.`,
    ),
  ).toBeVisible()
  await dialog.getByRole('button', { name: 'Reject and e-mail' }).click()
  await expect(
    dialog.getByText('Please give a reason for rejecting the application.'),
  ).toBeVisible()
  await dialog.getByLabel('Reason for rejection').fill(reason)
  await dialog.getByRole('button', { name: 'Reject and e-mail' }).click()
  await expect(page.getByText('Application rejected')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(item).toHaveCount(0)

  // The Audit Log, from the console's navigation, filtered by the action (kept in the URL).
  await page.getByRole('link', { name: 'Audit Log' }).click()
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible()
  await page.getByLabel('Action').selectOption({ label: 'Rejected a reseller application' })
  await page.getByLabel('Target').fill(company)
  await expect(page).toHaveURL(/action=reseller_application\.rejected/)
  const entry = page.getByRole('row', { name: new RegExp(company) })
  await expect(entry).toHaveCount(1)
  await expect(entry.getByRole('cell', { name: 'Rejected a reseller application' })).toBeVisible()
  await expect(entry.getByText(demo.admin.email)).toBeVisible()
  await expect(entry.getByRole('listitem').filter({ hasText: 'Status:' })).toHaveText(
    'Status: Pending → Rejected',
  )
  await expect(entry.getByRole('listitem').filter({ hasText: 'Rejection reason:' })).toHaveText(
    `Rejection reason: ${reason}`,
  )
  await expect(page.getByText('1 entry', { exact: true })).toBeVisible()

  // The filters survive a reload (they are the URL).
  await page.reload()
  await expect(page.getByLabel('Action')).toHaveValue('reseller_application.rejected')
  await expect(page.getByRole('row', { name: new RegExp(company) })).toHaveCount(1)
  expect(await seriousAxeViolations(page)).toEqual([])

  // Export CSV: the filtered entries.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('audit-log.csv')
  const csv = fs.readFileSync((await download.path())!, 'utf8')
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
  expect(lines).toHaveLength(2)
  expect(lines[1]).toContain('reseller_application.rejected')
  expect(lines[1]).toContain(company)
  expect(lines[1]).toContain(reason)

  // The application's own history shows the same entry.
  await page.goto('/admin/dashboard/reseller-applications')
  await page.getByLabel('Search applications').fill(email)
  const application = page.getByRole('listitem', { name: company })
  await expect(application.getByText('Rejected', { exact: true })).toBeVisible()
  await application.getByRole('button', { name: `History of ${company}` }).click()
  const history = application.getByRole('region', { name: 'History' })
  await expect(history.getByText('Rejected a reseller application')).toBeVisible()
  // Each change is one line of the entry.
  await expect(
    history.getByRole('listitem').filter({ hasText: /^Status: Pending → Rejected$/ }),
  ).toBeVisible()
  await expect(
    history.getByRole('listitem').filter({ hasText: new RegExp(`^Rejection reason: ${reason}$`) }),
  ).toBeVisible()
})
