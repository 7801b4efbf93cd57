/**
 * Issue 15: a brand can message its applicants. A fresh reseller (its own, so the demo reseller's
 * free-plan applications stay as other journeys expect) applies to the demo brand and keeps
 * Messages open. The demo brand presses Message on the applicant in its queue, lands in the
 * application's conversation and writes; the reseller's open list shows the thread live, with
 * the message, and the reseller is mailed a link that opens that thread.
 */
import {
  adminApi,
  expect,
  linkFromMailbox,
  signIn,
  signInAsDemo,
  test,
  uniqueEmail,
} from '../support/fixtures.ts'

const DEMO_BRAND = '[DEMO] Northwind Goods'

test('[BRAND][MESSAGES]: the brand messages an applicant from its queue, and the reseller reads it in its conversations', async ({
  page,
  browser,
  request,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.setTimeout(90_000)
  const marker = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const email = uniqueEmail('message-applicant')
  const password = 'applicant-pass-1'
  const company = `Queue Talk Resale ${marker}`
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: {
      email,
      password,
      name: 'Quinn Applicant',
      fullName: 'Quinn Applicant',
      companyName: company,
      userRole: 'reseller',
      termsAccepted: true,
    },
    headers: { origin: baseURL! },
  })
  expect(signUp.ok(), await signUp.text()).toBeTruthy()
  await (await adminApi(request, baseURL!)).approveResellerByEmail(email)

  // The reseller applies to the demo brand, then opens Messages: nothing there yet.
  const resellerContext = await browser.newContext({ baseURL, extraHTTPHeaders })
  const reseller = await resellerContext.newPage()
  await signIn(
    reseller,
    'reseller',
    email,
    password,
    `/reseller/dashboard/brands?q=${encodeURIComponent(DEMO_BRAND)}`,
  )
  const card = reseller.getByTestId('brand-card').filter({ hasText: DEMO_BRAND })
  await card.getByRole('button', { name: 'Apply' }).click()
  const apply = reseller.getByRole('dialog', { name: `Apply to ${DEMO_BRAND}` })
  await apply.getByLabel('Proposal message').fill('We run three kitchen stores on Amazon.')
  await apply.getByRole('button', { name: 'Submit Application' }).click()
  await expect(card).toContainText('Pending')
  await reseller.goto('/reseller/dashboard/messages')
  await expect(reseller.getByRole('heading', { name: 'Conversations', exact: true })).toBeVisible()
  await expect(reseller.getByText('No conversations yet')).toBeVisible()

  // The demo brand finds the applicant in its queue and presses Message.
  await signInAsDemo(page, 'brand', '/brand/dashboard/resellers#applications')
  const applicant = page.getByRole('listitem', { name: company })
  await expect(applicant).toBeVisible()
  await applicant.getByRole('button', { name: `Message ${company}` }).click()

  // Messages, with the application's conversation open and empty, ready to write in.
  await expect(page).toHaveURL(/\/brand\/dashboard\/messages\?thread=/)
  const thread = page.getByRole('region', { name: `Conversation with ${company}` })
  await expect(thread.getByRole('heading', { name: company })).toBeVisible()
  await expect(thread.getByText('Application', { exact: true })).toBeVisible()
  const question = `Which stores carry kitchenware today? ${marker}`
  await thread.getByLabel('Your message').fill(question)
  await thread.getByRole('button', { name: 'Send' }).click()
  await expect(
    thread.getByRole('list').getByRole('listitem').filter({ hasText: question }),
  ).toHaveCount(1)
  // Pressing Message again opens the same thread, not a new one.
  await page.goto('/brand/dashboard/resellers#applications')
  await page
    .getByRole('listitem', { name: company })
    .getByRole('button', { name: `Message ${company}` })
    .click()
  await expect(
    page
      .getByRole('region', { name: `Conversation with ${company}` })
      .getByRole('listitem')
      .filter({ hasText: question }),
  ).toHaveCount(1)

  // The reseller's open Messages lists the thread live: the demo brand, about the application,
  // unread; opened, it holds the brand's message.
  const threads = reseller.getByRole('list', { name: 'Conversations' })
  const listed = threads.getByRole('button').filter({ hasText: DEMO_BRAND })
  await expect(listed).toHaveCount(1)
  await expect(listed).toContainText('Application')
  await expect(listed).toContainText('1 unread')
  await expect(listed).toContainText(question)
  await listed.click()
  const readerThread = reseller.getByRole('region', { name: `Conversation with ${DEMO_BRAND}` })
  await expect(readerThread.getByRole('listitem').filter({ hasText: question })).toHaveCount(1)
  await expect(listed).not.toContainText('unread')

  // The reseller was also told by e-mail, with a link that opens the same thread.
  // (The dev mailbox is read from this machine: the fixture's page; the link opens for the reseller.)
  const link = await linkFromMailbox(page, email, `New message from ${DEMO_BRAND}`)
  expect(new URL(link).searchParams.get('thread')).toBeTruthy()
  await reseller.goto(link)
  await expect(
    reseller
      .getByRole('region', { name: `Conversation with ${DEMO_BRAND}` })
      .getByRole('listitem')
      .filter({ hasText: question }),
  ).toHaveCount(1)
  await resellerContext.close()
})
