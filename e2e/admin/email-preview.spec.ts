import { expect, signInAsDemo, test } from '../support/fixtures.ts'

test('[ADMIN][EMAIL PREVIEW]: the admin loads an engagement e-mail and sends it as a test', async ({
  page,
}) => {
  const brand = `Northwind <b>${Date.now().toString(36)}</b>`
  await signInAsDemo(page, 'admin', '/admin/dashboard/email-preview')
  await expect(page.getByRole('heading', { name: 'Email Preview', level: 1 })).toBeVisible()

  // Send Test Email waits for a preview.
  await expect(page.getByRole('button', { name: 'Send Test Email' })).toBeDisabled()
  await page.getByRole('button', { name: 'Load Preview' }).click()
  await expect(page.getByText('Please enter a brand name')).toBeVisible()

  await page.getByLabel('Brand name').fill(brand)
  await page.getByLabel('Reseller company').fill('Prime Resale LLC')
  await page.getByLabel('Interaction type').selectOption('approval')
  await page.getByRole('button', { name: 'Load Preview' }).click()
  await expect(page.getByText('Preview loaded')).toBeVisible()

  // The e-mail renders in a sandboxed frame, the brand name as text, not markup.
  const frame = page.frameLocator('iframe[title="Email preview"]')
  await expect(
    frame.getByRole('heading', { name: `Welcome Prime Resale LLC to ${brand}` }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Mobile' }).click()
  await expect(page.locator('iframe[title="Email preview"]')).toHaveAttribute(
    'style',
    /width: 375px/,
  )

  await page.getByRole('tab', { name: 'HTML Source' }).click()
  await expect(page.getByRole('tabpanel', { name: 'HTML Source' })).toContainText(
    'Northwind &lt;b&gt;',
  )

  const to = `preview-${Date.now().toString(36)}@e2e.example.com`
  await page.getByLabel('Test email address').fill(to)
  await page.getByRole('button', { name: 'Send Test Email' }).click()
  await expect(page.getByText('Test email sent!')).toBeVisible()

  await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`)
  await expect(
    page.getByRole('link', {
      name: `[Test] Prime Resale LLC is now an authorized reseller of ${brand}`,
    }),
  ).toBeVisible()
})
