import { DEMO_APPLICATION_THREAD_ID } from '../../src/shared/email-routing-texts.ts'
import { demo, expect, signInAsDemo, test } from '../support/fixtures.ts'

const secret = process.env.E2E_INBOUND_EMAIL_SECRET ?? ''

test('[BRAND][MESSAGES]: a brand replies to a reseller, and the reseller’s open list shows it live', async ({
  browser,
  request,
  baseURL,
  extraHTTPHeaders,
}) => {
  // Two people, two browsers: each context is its own client of the pretend proxy.
  const newContext = () => browser.newContext({ baseURL, extraHTTPHeaders })
  const marker = Date.now().toString(36)
  const subject = `Restock question ${marker}`
  // The demo reseller writes to the demo brand by e-mail, on their application's thread.
  const inbound = await request.post('/api/email/inbound', {
    data: {
      from: `Demo Reseller <${demo.reseller.email}>`,
      to: `reply+${DEMO_APPLICATION_THREAD_ID}@in.example.com`,
      subject,
      text: 'Can we order 50 more units this week?',
    },
    headers: { 'x-inbound-secret': secret },
  })
  expect(inbound.status(), await inbound.text()).toBe(200)

  // The reseller has Messages open in their own browser.
  const resellerContext = await newContext()
  const resellerPage = await resellerContext.newPage()
  await signInAsDemo(resellerPage, 'reseller', '/reseller/dashboard/messages')
  await expect(resellerPage.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible()
  await expect(resellerPage.getByRole('tab', { name: 'All Messages' })).toBeVisible()
  const replySubject = `Yes, 50 units ${marker}`
  await expect(
    resellerPage.getByTestId('message-row').filter({ hasText: replySubject }),
  ).toHaveCount(0)

  // The brand opens the message, sees it in full, and replies.
  const brandContext = await newContext()
  const brandPage = await brandContext.newPage()
  await signInAsDemo(brandPage, 'brand', '/brand/dashboard/messages')
  await expect(brandPage.getByText('Email Messages')).toBeVisible()
  const row = brandPage.getByTestId('message-row').filter({ hasText: subject })
  await expect(row).toHaveCount(1)
  await expect(row.getByText('New', { exact: true })).toBeVisible()
  await expect(row.getByText('Brand Reply')).toBeVisible()
  await row.click()
  const dialog = brandPage.getByRole('dialog', { name: subject })
  await expect(dialog.getByTestId('message-content')).toContainText(
    'Can we order 50 more units this week?',
  )
  const send = dialog.getByRole('button', { name: 'Send Reply' })
  // Whitespace alone is not sent.
  await dialog.getByLabel('Your reply').fill('   ')
  await expect(send).toBeDisabled()
  await dialog
    .getByLabel('Your reply')
    .fill(`${replySubject}\n<script>window.__xss = 1</script> Shipping Friday.`)
  await send.click()
  await expect(brandPage.getByText('Reply sent')).toBeVisible()
  await expect(dialog).toBeHidden()
  // Opened, so no longer new.
  await expect(row.getByText('New', { exact: true })).toHaveCount(0)

  // Without a reload, the reseller's list shows the reply at the top, as new.
  const arrived = resellerPage.getByTestId('message-row').filter({ hasText: replySubject })
  await expect(arrived).toHaveCount(1, { timeout: 5_000 })
  await expect(arrived.getByText('New', { exact: true })).toBeVisible()
  await expect(resellerPage.getByTestId('message-row').first()).toContainText(replySubject)
  await arrived.click()
  const opened = resellerPage.getByRole('dialog', { name: replySubject })
  // Markup typed in a message is shown as text, never run.
  await expect(opened.getByTestId('message-content')).toContainText(
    '<script>window.__xss = 1</script> Shipping Friday.',
  )
  expect(await resellerPage.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()

  await resellerContext.close()
  await brandContext.close()
})
