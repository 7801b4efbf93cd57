/**
 * Issue 13 item 7: an admin's approval of a Reseller Hub application leads straight to a reseller
 * who can sign in. The visitor applies, the admin approves on the approvals screen and sees the
 * temporary password once, the applicant's one mail carries the sign-in details, and the
 * applicant signs in with them at once.
 */
import type { Page } from '@playwright/test'
import { expect, signInAsDemo, signInThroughUi, test, uniqueEmail } from '../support/fixtures.ts'
import { applyOnResellerHub } from '../support/reseller-hub.ts'

/** The text of the newest mail to `to` whose subject is `subject`, read in /dev/mailbox. */
async function mailTo(page: Page, to: string, subject: string): Promise<string> {
  const links = page.locator('tbody a').filter({ hasText: subject })
  await expect
    .poll(
      async () => {
        await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`)
        return links.count()
      },
      { timeout: 15_000 },
    )
    .toBe(1)
  await links.first().click()
  await expect(page.getByRole('link', { name: '← Mailbox' })).toBeVisible()
  const parts = await page.locator('pre').allTextContents()
  return parts.join('\n')
}

test('[ADMIN][RESELLERS]: approving a Reseller Hub application creates the account; the applicant signs in with the mailed details', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('hub-approved')
  const company = `Hub Approved Resale ${Date.now().toString(36)}`
  await applyOnResellerHub(page, email, company)

  // Before the approval there is nothing to sign in to.
  const applicant = await browser.newContext({ baseURL })
  const applicantPage = await applicant.newPage()
  await signInThroughUi(applicantPage, 'reseller', email, 'not-a-password-yet')
  await expect(applicantPage).toHaveURL(/\/reseller\/login/)

  await page.context().clearCookies()
  await signInAsDemo(page, 'admin', '/admin/dashboard/reseller-approvals')
  await expect(page.getByRole('heading', { name: 'Reseller Approvals', level: 1 })).toBeVisible()
  await expect(
    page.getByText(
      'Approving an application without an account creates the account and emails the sign-in details.',
    ),
  ).toBeVisible()
  await page.getByLabel('Search applications').fill(email)
  const item = page.getByRole('listitem', { name: company })
  await expect(item.getByText('Pending', { exact: true })).toBeVisible()
  await item.getByRole('button', { name: `Approve ${company}` }).click()
  // Issue 16: the approval is confirmed first, and the dialog says who is mailed what.
  const confirm = page.getByRole('dialog', { name: `Approve ${company}?` })
  await expect(
    confirm.getByText(
      `An account is created for ${email} and the applicant is e-mailed the sign-in details with a temporary password.`,
    ),
  ).toBeVisible()
  await confirm.getByRole('button', { name: 'Approve and e-mail' }).click()
  await expect(page.getByText('Application approved')).toBeVisible()
  await expect(
    page.getByText(`Account created: the sign-in details were emailed to ${email}.`),
  ).toBeVisible()
  await expect(item).toHaveCount(0)

  // The temporary password, once, with a copy button.
  const created = page.getByRole('region', { name: 'Accounts created by approval' })
  const shown = created.getByLabel(`Temporary password for ${email}`, { exact: true })
  await expect(shown).toHaveText(/^.{10}$/)
  const password = (await shown.textContent())!
  await expect(
    created.getByRole('button', { name: `Copy temporary password for ${email}` }),
  ).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Reseller Approvals', level: 1 })).toBeVisible()
  await expect(page.getByText(password)).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Accounts created by approval' })).toHaveCount(0)

  // One mail with the approval and the sign-in details; no promise of another.
  const mail = await mailTo(page, email, 'Your reseller account is ready')
  expect(mail).toContain('Your reseller application has been approved')
  expect(mail).toContain(`Email: ${email}`)
  expect(mail).toContain(`Temporary password: ${password}`)
  expect(mail).toContain('/reseller/login')
  expect(mail).not.toMatch(/separate e-?mail/i)
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`)
  await expect(page.locator('tbody a').filter({ hasText: /approved/i })).toHaveCount(0)

  // The applicant signs in with them straight away.
  await signInThroughUi(applicantPage, 'reseller', email, password)
  await expect(applicantPage).toHaveURL('/reseller/dashboard')
  await expect(applicantPage.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await applicant.close()
})
