/**
 * 000 §4, §5, §8: the home page's contact form. Validation with the spec's messages; a
 * submission is stored and mailed; once stored it is received, even when SMTP is unreachable
 * (the outbox retries the mails, issue 12), and a retry after a lost answer stores it only once.
 * Typed markup stays text.
 */
import type { Page } from '@playwright/test'
import { demo, expect, mailDownURL, test, uniqueEmail } from '../support/fixtures.ts'
import { asReturningVisitor } from './home-support.ts'

const contact = (page: Page) => page.locator('#contact')

async function fillContact(
  page: Page,
  values: { name: string; email: string; company: string; amazonLink?: string; message?: string },
) {
  const form = contact(page)
  await form.getByLabel('Name', { exact: true }).fill(values.name)
  await form.getByLabel('Email', { exact: true }).fill(values.email)
  await form.getByLabel('Company', { exact: true }).fill(values.company)
  await form.getByLabel('Marketplaces').selectOption('amazon_walmart')
  if (values.amazonLink) {
    await form.getByLabel('Amazon store or brand link (optional)').fill(values.amazonLink)
  }
  if (values.message) await form.getByLabel('Message (optional)').fill(values.message)
}

/** The newest mails to `to` whose subject contains `subject` (the outbox in demo mode). */
async function mailSubjects(page: Page, baseURL: string, to: string): Promise<string[]> {
  await page.goto(`${baseURL}/dev/mailbox?to=${encodeURIComponent(to)}`)
  return page.locator('tbody tr td:nth-child(3)').allInnerTexts()
}

test.describe('[PUBLIC][CONTACT]', () => {
  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page)
    // No lead popup in the way of these journeys.
    await page.addInitScript(() => sessionStorage.setItem('leadMagnetPopup_disabled', 'true'))
  })

  test('shows the validation messages of the spec under the fields', async ({ page }) => {
    await page.goto('/#contact')
    const form = contact(page)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByText('Name must be at least 2 characters.')).toBeVisible()
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible()
    await expect(form.getByText('Please enter your company name.')).toBeVisible()
    await expect(form.getByText('Please select at least one marketplace.')).toBeVisible()
    await expect(form.getByLabel('Name', { exact: true })).toBeFocused()
    await expect(form.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true')

    await fillContact(page, {
      name: 'Dana Doe',
      email: 'dana@example.com',
      company: 'Doe Goods',
      amazonLink: 'not a link',
    })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByText('Please enter a valid Amazon URL.')).toBeVisible()
    await expect(form.getByText('Name must be at least 2 characters.')).toBeHidden()
  })

  test('the form keeps its prerendered HTML and loads its code only when the visitor comes near', async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((s) => s.includes('contact-form'))).toEqual([])
    // Present and typable before its code is there; the value survives hydration.
    const name = contact(page).getByLabel('Name', { exact: true })
    await name.fill('Early Typist')
    await expect.poll(() => scripts.some((s) => s.includes('contact-form'))).toBe(true)
    await expect(contact(page).locator('form[data-ready]')).toHaveCount(1)
    await expect(name).toHaveValue('Early Typist')
  })

  test('a submission is received, confirmed and mailed to the admins', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('contact')
    const company = `Contact Co ${Date.now()}`
    await page.goto('/')
    await fillContact(page, {
      name: 'Casey Contact',
      email,
      company,
      amazonLink: 'https://www.amazon.com/stores/casey',
      message: 'We make kitchen tools.',
    })
    // Held until the test lets it go, to see the submitting state and that a second submit is
    // ignored (a fixed delay could pass unseen on a busy machine).
    let posts = 0
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('/api/inquiries', async (route) => {
      posts += 1
      await held
      await route.continue()
    })
    await contact(page).getByRole('button', { name: 'Send Message' }).click()
    const processing = contact(page).getByRole('button', { name: 'Processing...' })
    await expect(processing).toBeDisabled()
    await contact(page).getByLabel('Company', { exact: true }).press('Enter')
    release()
    await expect(contact(page).getByRole('heading', { name: 'Message Received!' })).toBeVisible()
    expect(posts).toBe(1)
    await expect(page.getByText('Thank you for your message!')).toBeVisible()
    await expect(page.getByText("We'll be in touch with you shortly.")).toBeVisible()

    // 'Send Another Message' brings back an empty form.
    await contact(page).getByRole('button', { name: 'Send Another Message' }).click()
    await expect(contact(page).getByLabel('Name', { exact: true })).toHaveValue('')

    expect(await mailSubjects(page, baseURL!, email)).toContain('We received your brand inquiry')
    const adminMails = await mailSubjects(page, baseURL!, demo.admin.email)
    expect(adminMails).toContain(`New brand inquiry from ${company}`)
    expect(adminMails).toContain(`New brand inquiry details: ${company}`)
  })

  test('a script tag typed as the name is shown as text in the admin mails', async ({
    page,
    baseURL,
  }) => {
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const name = '<script>alert("pwned")</script> Mallory'
    const company = `Escape Co ${Date.now()}`
    await page.goto('/')
    await fillContact(page, { name, email: uniqueEmail('contact-xss'), company })
    await contact(page).getByRole('button', { name: 'Send Message' }).click()
    await expect(contact(page).getByRole('heading', { name: 'Message Received!' })).toBeVisible()

    await page.goto(`${baseURL}/dev/mailbox?to=${encodeURIComponent(demo.admin.email)}`)
    await page.getByRole('link', { name: `New brand inquiry details: ${company}` }).click()
    await expect(page.locator('pre')).toContainText(`Name: ${name}`)

    await page.goto(`${baseURL}/dev/mailbox?to=${encodeURIComponent(demo.admin.email)}`)
    await page.getByRole('link', { name: `New brand inquiry from ${company}` }).click()
    await expect(page.frameLocator('iframe[title="Message"]').getByText(name)).toBeVisible()
    expect(dialogs).toEqual([])
  })

  test('when mail fails the message is still received; a retry after a lost answer stores it once', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('contact-mail-down')
    const company = `Mail Down Co ${Date.now()}`
    await page.goto(`${mailDownURL}/`)
    await fillContact(page, { name: 'Morgan Down', email, company, message: 'Still there?' })
    // The first answer is lost on the way back (the server has it); later ones arrive.
    const keys: (string | null)[] = []
    await page.route('**/api/inquiries', async (route) => {
      keys.push(await route.request().headerValue('idempotency-key'))
      if (keys.length > 1) return route.continue()
      await route.fetch()
      await route.abort('connectionreset')
    })
    const submit = contact(page).getByRole('button', { name: 'Send Message' })
    await submit.click()
    await expect(page.getByText('Submission failed')).toBeVisible({ timeout: 20_000 })
    await expect(submit).toBeEnabled()
    await expect(contact(page).getByLabel('Email', { exact: true })).toHaveValue(email)
    await expect(contact(page).getByLabel('Message (optional)')).toHaveValue('Still there?')

    // Sending again is the same submission: received, though SMTP is still down.
    await submit.click()
    await expect(contact(page).getByRole('heading', { name: 'Message Received!' })).toBeVisible({
      timeout: 20_000,
    })
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[1]).toBe(keys[0])

    const signIn = await request.post(`${mailDownURL}/api/auth/sign-in/email`, {
      headers: { origin: mailDownURL },
      data: { email: demo.admin.email, password: demo.admin.password },
    })
    expect(signIn.ok()).toBeTruthy()
    const list = await request.get(`${mailDownURL}/api/admin/inquiries?kind=brand_inquiry`)
    expect(list.ok()).toBeTruthy()
    const { inquiries } = (await list.json()) as {
      inquiries: { id: string; email: string; company: string; mailStatus: string }[]
    }
    const stored = inquiries.filter((i) => i.email === email)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ company, mailStatus: 'failed' })
    expect(stored[0]!.id).toMatch(/^INQUIRY-\d+/)

    // Its mails wait in the outbox for the worker's retry.
    const outbox = await request.get(`${mailDownURL}/api/admin/mail-outbox?status=failed`)
    const { mails } = (await outbox.json()) as { mails: { to: string; attempts: number }[] }
    expect(mails.filter((m) => m.to === email)).toEqual([
      expect.objectContaining({ to: email, attempts: 1 }),
    ])
  })
})
