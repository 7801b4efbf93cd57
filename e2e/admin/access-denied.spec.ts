/**
 * Issue 4: a non-admin opening any admin route or API gets 'Access denied' or is sent away
 * (RoleGuard sends a role mismatch to /, 001 §2.1), and every admin-only API route answers 403.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { ADMIN_SCREENS } from '../../src/client/components/layouts/portal-screens.ts'
import { demo, expect, test } from '../support/fixtures.ts'

/** Every admin screen of the portal, its aliases, and the Role Updater. */
const ADMIN_PATHS = [
  ...Object.values(ADMIN_SCREENS).flatMap((s) => [
    s.to,
    ...('aliases' in s ? (s.aliases as readonly string[]) : []),
  ]),
  '/role-updater',
]
if (ADMIN_PATHS.length < 10) throw new Error('the admin screens were not found')

const SAMPLE_ID = '3f0c9a52-8a59-4c4e-9d51-2f5a6b1c7d80'

async function signInThroughApi(
  request: APIRequestContext,
  baseURL: string,
  account: { email: string; password: string },
) {
  const response = await request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
    headers: { origin: baseURL },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** Every route the OpenAPI document marks as admin-only, as method and concrete path. */
async function adminOnlyRoutes(request: APIRequestContext) {
  const doc = (await (await request.get('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { 'x-access': unknown }>>
  }
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, op]) => JSON.stringify(op['x-access']) === JSON.stringify(['admin']))
      .map(([method, op]) => ({ method, path: path.replace(/\{\w+\}/g, SAMPLE_ID), op })),
  )
}

/**
 * The path of the document the page shows, as it was loaded (not the SPA's URL): the app first
 * routes to / inside the portal's document, then loads the prerendered home page in its place.
 * Null while a document is being replaced.
 */
async function documentPath(page: Page): Promise<string | null> {
  return page
    .evaluate(() => new URL(performance.getEntriesByType('navigation')[0]?.name ?? '').pathname)
    .catch(() => null)
}

async function expectKeptOut(page: Page, path: string) {
  await page.goto(path)
  const denied = page.getByRole('heading', { name: 'Access denied', level: 1 })
  // Sent home means the home document itself: moving on while the portal's document was still
  // about to load it let that load abort the next page.goto (a CI run failed so).
  await expect
    .poll(async () => (await documentPath(page)) === '/' || (await denied.isVisible()), {
      message: `${path} let a non-admin in`,
    })
    .toBe(true)
  // Nothing of the admin console is shown.
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0)
}

for (const role of ['brand', 'reseller'] as const) {
  // The screens come in groups of five and the API apart, so that they run side by side on CI's
  // workers: each screen is two document loads (the portal, then home), and all of them in one
  // journey came close to its minute.
  for (let first = 0; first < ADMIN_PATHS.length; first += 5) {
    const group = ADMIN_PATHS.slice(first, first + 5)
    const last = first + group.length
    test(`[ADMIN][ACCESS]: a signed-in ${role} is kept out of admin screens ${first + 1}–${last} of ${ADMIN_PATHS.length}`, async ({
      page,
      baseURL,
    }) => {
      await signInThroughApi(page.request, baseURL!, demo[role])
      for (const path of group) await expectKeptOut(page, path)
    })
  }

  test(`[ADMIN][ACCESS]: a signed-in ${role} gets 403 from every admin API route`, async ({
    page,
    baseURL,
  }) => {
    await signInThroughApi(page.request, baseURL!, demo[role])
    const routes = await adminOnlyRoutes(page.request)
    const gets = routes.filter((r) => r.method === 'get')
    expect(gets.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/api/admin/dashboard', '/api/admin/users', '/api/admin/inquiries']),
    )
    // A few at a time, as a browser would send them: one after another took most of a minute.
    const statuses: string[] = []
    for (let i = 0; i < routes.length; i += 6) {
      const batch = routes.slice(i, i + 6)
      const answers = await Promise.all(
        batch.map((route) =>
          page.request.fetch(route.path, {
            method: route.method.toUpperCase(),
            headers: { origin: baseURL! },
            ...(route.method === 'get' ? {} : { data: {} }),
          }),
        ),
      )
      answers.forEach((response, j) =>
        statuses.push(`${batch[j]!.method.toUpperCase()} ${batch[j]!.path} ${response.status()}`),
      )
    }
    expect(statuses.filter((line) => !line.endsWith(' 403'))).toEqual([])
    expect(statuses).toHaveLength(routes.length)
  })
}
