/**
 * Issue 6: a reseller finds brands (search, filters, pages), applies to one and sees it as
 * Recently Applied with the follow-up waiting 3 days. The server's clock decides: the journey
 * moves the demo reseller's applications back in time through Investor Demo Setup's demo route
 * (the page's clock is never trusted), then follows up three times until 'Max Follow-ups'; the
 * button says the real wait (7 days after a follow-up, issue 13 item 8). It is the one journey
 * that applies as the demo reseller (the demo clock moves only its applications): one of the
 * free plan's 3 a month (decision 014) on the suite's fresh database; every other journey that
 * applies to a brand signs up a reseller of its own, so none can use up another's quota.
 *
 * Issue 13: a fresh reseller's card says what their authorization is. An admin allocates them the
 * demo brand (Authorized, with the products and the letter); the demo brand suspends it with a
 * reason, and the open card says so live; the brand revokes it, and the reseller applies again.
 */
import { request as playwrightRequest, type Page } from '@playwright/test'
import {
  adminApi,
  demo,
  expect,
  onThisMachine,
  signIn,
  signInAsDemo,
  test,
  uniqueEmail,
} from '../support/fixtures.ts'

const BRANDS = 53

async function createBrands(baseURL: string, tag: string, contactEmail: string) {
  const admin = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
  })
  const signedIn = await admin.post('/api/auth/sign-in/email', {
    data: { email: demo.admin.email, password: demo.admin.password },
  })
  expect(signedIn.ok(), await signedIn.text()).toBeTruthy()
  for (let i = 0; i < BRANDS; i += 1) {
    const response = await admin.post('/api/admin/brands', {
      data: {
        name: `${tag} ${String(i).padStart(2, '0')}`,
        contactEmail,
        description: `Kitchen goods number ${i}`,
        categories: ['home_goods'],
      },
    })
    expect(response.status(), await response.text()).toBe(201)
  }
  await admin.dispose()
}

/** Moves the demo reseller's pending applications `days` back (the demo clock). */
async function ageApplications(page: Page, baseURL: string, days: number) {
  // The session cookie rides along, so the write needs our Origin (origin check).
  const response = await page.request.post('/api/demo/brand-applications/age', {
    data: { days },
    headers: { origin: baseURL, ...onThisMachine },
  })
  expect(response.status(), await response.text()).toBe(200)
}

test('[RESELLER][BRANDS]: a reseller searches, pages, applies and follows up on the server’s clock', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const tag = `Jrn${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`
  const contact = uniqueEmail('brand-contact')
  await createBrands(baseURL!, tag, contact)

  await signInAsDemo(page, 'reseller', '/reseller/dashboard/brands')
  await expect(page.getByRole('heading', { name: 'Available Brands', level: 1 })).toBeVisible()
  await expect(page.getByText(/Showing [\d,]+ of [\d,]+ brands/)).toBeVisible()

  // Search: 53 brands of this journey, 50 on the first page.
  await page.getByRole('combobox', { name: 'Search brands' }).fill(tag)
  await expect(page.getByText(new RegExp(`Showing ${BRANDS} of [\\d,]+ brands`))).toBeVisible()
  const cards = page.getByTestId('brand-card')
  await expect(cards).toHaveCount(50)
  await expect(cards.first()).toContainText(`${tag} 00`)
  await expect(cards.first()).toContainText('$1,000.00')

  // The second page holds the last three.
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('button', { name: 'Page 2' })
    .click()
  await expect(page).toHaveURL(/page=2/)
  await expect(cards).toHaveCount(3)
  const card = cards.filter({ hasText: `${tag} 51` })
  await expect(card).toContainText('Not applied')

  // Apply with a proposal.
  await card.getByRole('button', { name: 'Apply' }).click()
  const dialog = page.getByRole('dialog', { name: `Apply to ${tag} 51` })
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect(dialog.getByText('Please write a proposal message')).toBeVisible()
  await dialog.getByLabel('Proposal message').fill('We sell kitchen goods on Amazon and Walmart.')
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByText('Application Submitted!')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(card).toContainText('Pending')
  await expect(card).toContainText('Recently Applied')
  await expect(card.getByRole('button', { name: 'Wait 3 Days' })).toBeDisabled()

  // Filters: the Pending chip, then the Recently Applied timing in the popover: just this one.
  await page
    .getByRole('group', { name: 'Quick filters' })
    .getByRole('button', { name: 'Pending' })
    .click()
  await expect(page.getByText(/Showing 1 of [\d,]+ brands/)).toBeVisible()
  await expect(cards).toHaveCount(1)
  await page.getByRole('button', { name: 'Filters' }).click()
  await page.getByRole('checkbox', { name: 'Recently Applied' }).click()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/time=recently_applied/)
  await expect(cards).toHaveCount(1)
  await expect(cards.first()).toContainText(`${tag} 51`)
  // Not applied and recently applied at once: nothing. Back to Pending.
  const chips = page.getByRole('group', { name: 'Quick filters' })
  await chips.getByRole('button', { name: 'Not applied' }).click()
  await expect(page.getByText('No brands match your search and filters')).toBeVisible()
  await chips.getByRole('button', { name: 'Pending' }).click()
  await expect(chips.getByRole('button', { name: 'Pending' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(cards).toHaveCount(1)

  // Three days later (by the server's clock) the first follow-up is a gentle reminder.
  const only = cards.first()
  await ageApplications(page, baseURL!, 3)
  await page.reload()
  await only.getByRole('button', { name: 'Follow Up' }).click()
  await expect(page.getByText('Follow-up Sent')).toBeVisible()
  // The next follow-up is 7 days away, and the button says so.
  await expect(only.getByRole('button', { name: 'Wait 7 Days' })).toBeDisabled()
  await expect(only).toContainText('1 of 3 follow-ups sent')

  const mailbox = await page.context().newPage()
  await expect
    .poll(
      async () => {
        await mailbox.goto(`/dev/mailbox?to=${encodeURIComponent(contact)}`)
        return mailbox.getByRole('link', { name: /Follow-up:/ }).count()
      },
      { timeout: 15_000 },
    )
    .toBe(1)
  await mailbox.getByRole('link', { name: /Follow-up:/ }).click()
  await expect(
    mailbox.getByText('A gentle reminder about a pending reseller application.').first(),
  ).toBeVisible()
  await mailbox.close()

  // Ten days after applying it is no longer recent: keep only the Pending filter.
  await page.getByRole('button', { name: 'Filters' }).click()
  await page.getByRole('checkbox', { name: 'Recently Applied' }).click()
  await page.keyboard.press('Escape')
  await expect(page).not.toHaveURL(/time=/)

  // Two more, each 7 days after the previous; then no more.
  for (const sent of [2, 3]) {
    await ageApplications(page, baseURL!, 7)
    await page.reload()
    await only.getByRole('button', { name: 'Follow Up' }).click()
    await expect(page.getByText('Follow-up Sent').first()).toBeVisible()
    await expect(only).toContainText(`${sent} of 3 follow-ups sent`)
  }
  await expect(only.getByRole('button', { name: 'Max Follow-ups' })).toBeDisabled()
  // 17 days after applying and still pending: a long wait, no longer recent.
  await expect(only).toContainText('Long Wait')
  await expect(only).not.toContainText('Recently Applied')
  await page.getByRole('button', { name: 'Filters' }).click()
  await page.getByRole('checkbox', { name: 'Long Wait' }).click()
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL(/time=long_wait/)
  await expect(cards).toHaveCount(1)
})

const DEMO_BRAND = '[DEMO] Northwind Goods'

test('[RESELLER][BRANDS]: the card says what the authorization is, live: suspended with the reason, then revoked, and the reseller applies again', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const origin = { origin: baseURL! }
  // A fresh reseller, approved by the admin: the demo reseller's cards stay as other journeys
  // expect them.
  const email = uniqueEmail('reseller-standing')
  const password = 'standing-pass-1'
  const company = `Standing Resale ${Date.now().toString(36)}`
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: {
      email,
      password,
      name: 'Sky Standing',
      fullName: 'Sky Standing',
      companyName: company,
      userRole: 'reseller',
      termsAccepted: true,
    },
    headers: origin,
  })
  expect(signUp.ok(), await signUp.text()).toBeTruthy()
  const admin = await adminApi(request, baseURL!)
  await admin.approveResellerByEmail(email)

  await signIn(page, 'reseller', email, password)
  await expect(page).toHaveURL('/reseller/dashboard')
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } }

  // The admin allocates the demo brand to them: the one authorization record, in force.
  const listed = await request.get(`/api/admin/brands?search=${encodeURIComponent(DEMO_BRAND)}`)
  expect(listed.ok()).toBeTruthy()
  const entry = ((await listed.json()) as { brands: { id: string; name: string }[] }).brands.find(
    (b) => b.name === DEMO_BRAND,
  )!
  const allocated = await request.post(`/api/admin/brands/${entry.id}/allocations`, {
    data: { resellerId: me.user.id },
    headers: origin,
  })
  expect(allocated.ok(), await allocated.text()).toBeTruthy()

  await page.goto('/reseller/dashboard/brands')
  await page.getByRole('combobox', { name: 'Search brands' }).fill('Northwind Goods')
  await expect(page).toHaveURL(/q=Northwind/)
  const card = page.getByTestId('brand-card').filter({ hasText: DEMO_BRAND })
  await expect(card.getByTestId('standing')).toHaveText('Authorized')
  await expect(card.getByRole('link', { name: 'View Products' })).toBeVisible()
  await expect(
    card.getByRole('link', { name: 'Download Letter of Authorization' }),
  ).toHaveAttribute('href', `/api/reseller/brands/${entry.id}/letter`)
  await expect(card.getByRole('button', { name: /Follow Up|Wait|Apply/ })).toHaveCount(0)

  // The demo brand suspends this reseller's authorization, with a reason. The page is open.
  const brand = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: origin })
  const signedIn = await brand.post('/api/auth/sign-in/email', {
    data: { email: demo.brand.email, password: demo.brand.password },
  })
  expect(signedIn.ok(), await signedIn.text()).toBeTruthy()
  const resellers = await brand.get(`/api/brand/resellers?search=${encodeURIComponent(email)}`)
  expect(resellers.ok(), await resellers.text()).toBeTruthy()
  const { authorizationId } = (
    (await resellers.json()) as { resellers: { email: string; authorizationId: string }[] }
  ).resellers.find((r) => r.email === email.toLowerCase())!
  const change = (body: { change: string; reason?: string }) =>
    brand.post(`/api/brand/authorizations/${authorizationId}/status`, { data: body })
  const reason = 'Listed below the minimum advertised price on Amazon'
  const suspended = await change({ change: 'suspend', reason })
  expect(suspended.ok(), await suspended.text()).toBeTruthy()

  await expect(card.getByTestId('standing')).toHaveText('Suspended')
  await expect(card).toContainText(`Reason: ${reason}`)
  await expect(card).toContainText(/Suspended since /)
  await expect(card.getByRole('link', { name: 'View Products' })).toHaveCount(0)
  await expect(card.getByRole('link', { name: 'Download Letter of Authorization' })).toHaveCount(0)
  // Suspended is not the end: no applying again yet.
  await expect(card.getByRole('button', { name: /Apply/ })).toHaveCount(0)

  // Revoked: the reseller may apply again, and does.
  const revoked = await change({ change: 'revoke', reason: 'Repeated MAP violations' })
  expect(revoked.ok(), await revoked.text()).toBeTruthy()
  await expect(card.getByTestId('standing')).toHaveText('Revoked')
  await expect(card).toContainText('Reason: Repeated MAP violations')
  await card.getByRole('button', { name: 'Apply Again' }).click()
  const dialog = page.getByRole('dialog', { name: `Apply to ${DEMO_BRAND}` })
  await dialog
    .getByLabel('Proposal message')
    .fill('We fixed our Amazon prices and re-trained staff.')
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByText('Application Submitted!')).toBeVisible()
  await expect(card.getByTestId('standing')).toHaveText('Pending')
  await expect(card.getByRole('button', { name: 'Wait 3 Days' })).toBeDisabled()
  await brand.dispose()
})
