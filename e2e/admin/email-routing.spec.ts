import { DEMO_APPLICATION_THREAD_ID } from '../../src/shared/email-routing-texts.ts'
import { demo, expect, signInAsDemo, test } from '../support/fixtures.ts'
import { signedInApi } from '../support/protection.ts'

const secret = process.env.E2E_INBOUND_EMAIL_SECRET ?? ''

test('[ADMIN][EMAIL ROUTING]: an inbound reply appears in the logs and as a message to the brand', async ({
  page,
  request,
  baseURL,
}) => {
  const subject = `Re: Partnership ${Date.now().toString(36)}`
  const email = {
    from: `Demo Reseller <${demo.reseller.email}>`,
    to: `reply+${DEMO_APPLICATION_THREAD_ID}@in.example.com`,
    subject,
    text: 'We can start with 200 units next month.\n\nOn Monday you wrote:\n> How many units?',
  }

  // Without the secret the webhook refuses and writes nothing.
  const refused = await request.post('/api/email/inbound', { data: email })
  expect(refused.status()).toBe(401)

  const response = await request.post('/api/email/inbound', {
    data: email,
    headers: { 'x-inbound-secret': secret },
  })
  expect(response.status(), await response.text()).toBe(200)
  expect(await response.json()).toMatchObject({ status: 'processed' })

  // The admin finds it in the dashboard's Email Routing Logs.
  await signInAsDemo(page, 'admin')
  await expect(page).toHaveURL(/\/admin\/dashboard/)
  await page.getByRole('tab', { name: 'Email Routing Logs' }).click()
  await page.getByLabel('Search logs').fill(subject)
  await page.getByLabel('Status').selectOption('processed')
  await page.getByLabel('Type').selectOption('webhook_success')
  const entry = page.getByRole('listitem', { name: subject })
  await expect(entry).toHaveCount(1)
  await expect(entry.getByText('processed')).toBeVisible()
  await entry.getByRole('button', { name: 'View Full Message' }).click()
  const dialog = page.getByRole('dialog', { name: subject })
  await expect(dialog.getByText(demo.reseller.email)).toBeVisible()
  await expect(dialog.getByText(/We can start with 200 units next month/)).toBeVisible()
  await page.keyboard.press('Escape')

  // A failed type filter does not show it.
  await page.getByLabel('Type').selectOption('webhook_failure')
  await page.getByLabel('Status').selectOption('all')
  await expect(page.getByText('No email routing logs found')).toBeVisible()

  // The demo brand (the other party of the thread) has it in its inbox.
  const brandApi = await signedInApi(baseURL!, demo.brand)
  const inbox = (await (await brandApi.get('/api/messages')).json()) as {
    messages: { content: string; messageSource: string; emailThreadId: string }[]
  }
  expect(inbox.messages.find((m) => m.content.startsWith(subject))).toMatchObject({
    content: `${subject}\nWe can start with 200 units next month.`,
    messageSource: 'email_inbound',
    emailThreadId: DEMO_APPLICATION_THREAD_ID,
  })
  await brandApi.dispose()
})
