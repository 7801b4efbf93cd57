/**
 * Shared journey helpers: sign in through the UI, read mail from /dev/mailbox, act as the
 * demo admin through the API. Each journey makes its own accounts, so journeys run in parallel.
 */
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO_ACCOUNTS } from '../../src/shared/demo-accounts.ts'

export const demo = {
  admin: DEMO_ACCOUNTS.find((a) => a.role === 'admin')!,
  brand: DEMO_ACCOUNTS.find((a) => a.role === 'brand')!,
  reseller: DEMO_ACCOUNTS.find((a) => a.role === 'reseller')!,
}

let counter = 0
/** A unique address per call, so that journeys never share an account. */
export function uniqueEmail(prefix: string): string {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@e2e.example.com`
}

export async function signInThroughUi(
  page: Page,
  portal: 'brand' | 'reseller' | 'admin',
  email: string,
  password: string,
) {
  if (!page.url().includes(`/${portal}/login`)) await page.goto(`/${portal}/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/**
 * Signs in through the API in the page's own context (the browser keeps the session cookie),
 * then opens `landing`, the portal's dashboard unless told. For journeys about something other
 * than the sign-in screen, which has journeys of its own (e2e/auth): loading the sign-in page and
 * the dashboard a journey then leaves cost each journey a few CPU seconds on a 2-core machine.
 */
export async function signIn(
  page: Page,
  portal: 'brand' | 'reseller' | 'admin',
  email: string,
  password: string,
  landing = `/${portal}/dashboard`,
) {
  const origin = new URL(landing, test.info().project.use.baseURL).origin
  const response = await page.request.post(`${origin}/api/auth/sign-in/email`, {
    data: { email, password },
    headers: { origin },
  })
  expect(response.status(), `sign-in of ${email}`).toBe(200)
  await page.goto(new URL(landing, origin).toString())
}

/** `signIn` as the demo account of a portal. */
export function signInAsDemo(page: Page, portal: 'brand' | 'reseller' | 'admin', landing?: string) {
  return signIn(page, portal, demo[portal].email, demo[portal].password, landing)
}

/** Opens the newest mail to `to` whose subject matches, and returns its first link. */
export async function linkFromMailbox(page: Page, to: string, subject: string): Promise<string> {
  await expect
    .poll(
      async () => {
        await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`)
        return page.getByRole('link', { name: subject }).count()
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0)
  await page.getByRole('link', { name: subject }).first().click()
  const link = page.getByRole('list').getByRole('link').first()
  const href = await link.getAttribute('href')
  if (!href) throw new Error(`No link in the mail "${subject}" to ${to}`)
  return href
}

/** An API client signed in as the demo admin (cookie-bearing writes need an Origin). */
export async function adminApi(request: APIRequestContext, baseURL: string) {
  const headers = { origin: baseURL }
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email: demo.admin.email, password: demo.admin.password },
    headers,
  })
  expect(response.ok()).toBeTruthy()
  return {
    async approveResellerByEmail(email: string) {
      const list = await request.get(
        `/api/admin/reseller-applications?search=${encodeURIComponent(email)}`,
      )
      expect(list.ok()).toBeTruthy()
      const { applications } = (await list.json()) as {
        applications: { id: string; email: string }[]
      }
      const application = applications.find((a) => a.email === email.toLowerCase())
      expect(application, `application of ${email}`).toBeTruthy()
      const decision = await request.post(
        `/api/admin/reseller-applications/${application!.id}/decision`,
        {
          data: { action: 'approve' },
          headers,
        },
      )
      expect(decision.ok()).toBeTruthy()
    },
  }
}

let clientCounter = 0

/**
 * Each journey is its own client: the e2e servers run behind a pretend proxy (TRUST_PROXY), and
 * every test sends its own X-Forwarded-For address. Otherwise the per-address limits (sign-in
 * 30 a minute, applications 10 in 10 minutes) would count all parallel journeys as one visitor.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    clientCounter += 1
    const address = `10.${testInfo.workerIndex % 256}.${(clientCounter >> 8) % 256}.${clientCounter % 256}`
    await provide({ ...extraHTTPHeaders, 'X-Forwarded-For': address })
  },
  // The dev mailbox answers only this machine or an admin (DESIGN decision 2): the journeys'
  // pages read it as the developer at the keyboard would.
  context: async ({ context }, provide) => {
    await context.route(/\/dev\/mailbox/, (route) =>
      route.continue({ headers: { ...route.request().headers(), ...onThisMachine } }),
    )
    await provide(context)
  },
  // A failed journey's report shows the screen it stopped on, as the accessibility tree a person
  // using a screen reader would meet: CI keeps only the printed report, not test-results/.
  page: async ({ page }, provide, testInfo) => {
    await provide(page)
    if (testInfo.status === testInfo.expectedStatus) return
    const screen = await page
      .locator('body')
      .ariaSnapshot({ timeout: 2_000 })
      .catch((error: unknown) => `(no snapshot: ${String(error)})`)
    await testInfo.attach('screen when it failed', {
      body: `${page.url()}\n${screen.slice(0, 4_000)}`,
      contentType: 'text/plain',
    })
  },
})

/**
 * Headers that make a request come from the server's own machine through the pretend proxy: the
 * demo tools (/api/demo/*, /dev/mailbox) answer only that, or a signed-in admin.
 */
export const onThisMachine = { 'X-Forwarded-For': '127.0.0.1' }
export { expect }

/** The server whose SMTP is unreachable (playwright.config.ts). */
export const mailDownURL = process.env.MAIL_DOWN_URL ?? 'http://localhost:3101'
