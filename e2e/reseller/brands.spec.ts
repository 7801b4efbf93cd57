/**
 * Issue 6: a reseller finds brands (search, filters, pages), applies to one and sees it as
 * Recently Applied with the follow-up waiting 3 days. The server's clock decides: the journey
 * moves the demo reseller's applications back in time through Investor Demo Setup's demo route
 * (the page's clock is never trusted), then follows up three times until 'Max Follow-ups'.
 */
import { request as playwrightRequest, type Page } from '@playwright/test'
import {
  demo,
  expect,
  onThisMachine,
  signInThroughUi,
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

  await signInThroughUi(page, 'reseller', demo.reseller.email, demo.reseller.password)
  await expect(page).toHaveURL(/\/reseller\/dashboard/)
  await page.goto('/reseller/dashboard/brands')
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
  await expect(only.getByRole('button', { name: 'Wait 3 Days' })).toBeDisabled()
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
