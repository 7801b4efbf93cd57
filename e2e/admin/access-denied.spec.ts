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

async function expectKeptOut(page: Page, path: string) {
  await page.goto(path)
  const denied = page.getByRole('heading', { name: 'Access denied', level: 1 })
  await expect
    .poll(async () => new URL(page.url()).pathname === '/' || (await denied.isVisible()), {
      message: `${path} let a non-admin in`,
    })
    .toBe(true)
  // Nothing of the admin console is shown.
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0)
}

for (const role of ['brand', 'reseller'] as const) {
  test(`[ADMIN][ACCESS]: a signed-in ${role} is kept out of every admin screen and API`, async ({
    page,
    baseURL,
  }) => {
    await signInThroughApi(page.request, baseURL!, demo[role])
    expect(ADMIN_PATHS.length).toBeGreaterThanOrEqual(10)

    for (const path of ADMIN_PATHS) await expectKeptOut(page, path)

    const routes = await adminOnlyRoutes(page.request)
    const gets = routes.filter((r) => r.method === 'get')
    expect(gets.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/api/admin/dashboard', '/api/admin/users', '/api/admin/inquiries']),
    )
    for (const route of routes) {
      const response = await page.request.fetch(route.path, {
        method: route.method.toUpperCase(),
        headers: { origin: baseURL! },
        ...(route.method === 'get' ? {} : { data: {} }),
      })
      expect(response.status(), `${route.method.toUpperCase()} ${route.path}`).toBe(403)
    }
  })
}
