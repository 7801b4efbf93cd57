/**
 * Issue 12: the admin's Failed mail screen on the server whose SMTP is down. A visitor's request
 * is received all the same; its mail waits in the outbox as failed, with the error and when it
 * is tried again, and Retry makes one more attempt at once (which fails again here).
 */
import {
  demo,
  expect,
  mailDownURL,
  signInThroughUi,
  test,
  uniqueEmail,
} from '../support/fixtures.ts'

test('[ADMIN][FAILED MAIL]: a mail that could not be sent is listed with its error, and Retry tries again', async ({
  page,
  request,
}) => {
  // A visitor asks for the lead magnet while SMTP is down: the request still succeeds.
  const email = uniqueEmail('failed-mail')
  const asked = await request.post(`${mailDownURL}/api/lead-magnets`, {
    data: { email },
    headers: { origin: mailDownURL },
  })
  expect(asked.status()).toBe(200)

  await page.goto(`${mailDownURL}/admin/login`)
  await signInThroughUi(page, 'admin', demo.admin.email, demo.admin.password)
  await expect(page).toHaveURL(/\/admin\/dashboard/)
  await page.getByRole('link', { name: 'Failed Mail' }).click()
  await expect(page.getByRole('heading', { name: 'Failed mail', level: 1 })).toBeVisible()

  const row = page.getByRole('row').filter({ hasText: email })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('Your Amazon Auto-Ungated Brands list')
  await expect(row).toContainText('lead_magnet')
  await expect(row).toContainText('Failed')
  await expect(row).toContainText('1 / 6')
  await expect(row).toContainText(/ECONNREFUSED|connect/i)
  await expect(row).toContainText('Next attempt')

  // Only dead mail: this one is not among it.
  await page.getByLabel('Show').selectOption('dead')
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0)
  await page.getByLabel('Show').selectOption('failed')
  await expect(row).toHaveCount(1)

  // Retry is one more attempt now; SMTP is still down, so it fails and the list shows it.
  await row.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByText('The mail could not be sent again.')).toBeVisible({ timeout: 20_000 })
  await expect(row).toContainText('2 / 6')
  await expect(row.getByRole('button', { name: 'Retry' })).toBeEnabled()
})
