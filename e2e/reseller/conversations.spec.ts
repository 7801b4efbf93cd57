/**
 * Issue 15: a reseller starts a conversation with a brand it has applied to; the brand sees it
 * in its thread list, unread, opens it and replies in the same thread; the reseller's open
 * thread shows the reply live, without a reload.
 */
import { expect, signInAsDemo, test } from '../support/fixtures.ts'

/** The demo brand's directory entry (db/seed.ts), owned by the demo brand account. */
const DEMO_BRAND = '[DEMO] Northwind Goods'

test('[RESELLER][MESSAGES]: a reseller starts a conversation with a brand, and the brand’s reply arrives live in the same thread', async ({
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  const newContext = () => browser.newContext({ baseURL, extraHTTPHeaders })
  const marker = Date.now().toString(36)
  const question = `Do you ship to Canada? ${marker}`
  const answer = `Yes, within 5 days ${marker}`

  // The demo reseller applied to the demo brand (the seed's application thread).
  const resellerContext = await newContext()
  const resellerPage = await resellerContext.newPage()
  await signInAsDemo(resellerPage, 'reseller', '/reseller/dashboard/messages')
  await expect(
    resellerPage.getByRole('heading', { name: 'Conversations', exact: true }),
  ).toBeVisible()
  await resellerPage.getByRole('button', { name: 'New Conversation' }).click()
  const compose = resellerPage.getByRole('dialog', { name: 'Message a brand' })
  const brandSelect = compose.getByLabel('Brand')
  await brandSelect.selectOption({ label: DEMO_BRAND })
  const brandName = DEMO_BRAND
  const send = compose.getByRole('button', { name: 'Send' })
  await compose.getByLabel('Your message').fill('   ')
  await expect(send).toBeDisabled()
  await compose.getByLabel('Your message').fill(question)
  await send.click()
  await expect(compose).toBeHidden()
  const resellerThread = resellerPage.getByRole('list', { name: `Conversation with ${brandName}` })
  await expect(resellerThread.getByRole('listitem').filter({ hasText: question })).toHaveCount(1)

  // The brand: the thread is listed with the reseller's message, unread, and the navigation counts it.
  const brandContext = await newContext()
  const brandPage = await brandContext.newPage()
  await signInAsDemo(brandPage, 'brand')
  await expect(brandPage).toHaveURL(/\/brand\/dashboard/)
  await expect(
    brandPage.getByRole('link', { name: /Messages\W+\d+ unread messages/ }).first(),
  ).toBeVisible()
  await brandPage.goto('/brand/dashboard/messages')
  const threads = brandPage.getByRole('list', { name: 'Conversations' })
  const listed = threads.getByRole('button').filter({ hasText: question })
  await expect(listed).toHaveCount(1)
  await expect(listed).toContainText(/\d+ unread/)
  await listed.click()
  const brandThread = brandPage.getByRole('region', { name: /^Conversation with / })
  await expect(
    brandThread.getByRole('list').getByRole('listitem').filter({ hasText: question }),
  ).toHaveCount(1)
  // Opened: read.
  await expect(listed).not.toContainText(/\d+ unread/)
  await brandThread.getByLabel('Your message').fill(answer)
  await brandThread.getByRole('button', { name: 'Send' }).click()
  await expect(
    brandThread.getByRole('list').getByRole('listitem').filter({ hasText: answer }),
  ).toHaveCount(1)

  // Without a reload, the reseller's open thread shows the reply after the question.
  const items = resellerThread.getByRole('listitem')
  await expect(items.filter({ hasText: answer })).toHaveCount(1, { timeout: 5_000 })
  const texts = await items.allTextContents()
  expect(texts.findIndex((t) => t.includes(question))).toBeLessThan(
    texts.findIndex((t) => t.includes(answer)),
  )
  await resellerContext.close()
  await brandContext.close()
})
