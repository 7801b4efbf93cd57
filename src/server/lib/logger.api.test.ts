/**
 * Session tokens never reach the log (issue 12, finding 10). A failed query logs its error, and
 * Drizzle's error carries the query's parameters; the session lookup's parameter is the session
 * token itself. Here the database goes down under two signed-in sessions (one read by our lookup,
 * one by better-auth, which logs the failure through its own logger) and everything printed is
 * captured.
 */
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { cookieFrom, createUser, signedInUser } from '#testing/factories.ts'
import { get, post } from '#testing/http.ts'
import { takeDatabaseDown } from '#testing/database-outage.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'warn' })
})

afterAll(async () => {
  await t?.close()
})

/** The raw token: the part of the session cookie before the signature. */
function tokenOf(cookie: string): string {
  const value = /session_token=([^;]+)/.exec(cookie)![1]!
  return decodeURIComponent(value).split('.')[0]!
}

test('a failed query whose parameter is a session token logs no token', async () => {
  const user = await signedInUser(t.deps, t.app, 'reseller')
  const other = await createUser(t.deps, 'brand')
  const signIn = await post(t.app, '/api/auth/sign-in/email', {
    email: other.email,
    password: other.password,
    rememberMe: false,
  })
  // A 'don't remember me' session is looked up by better-auth.
  const shortSession = cookieFrom(signIn)
  const tokens = [tokenOf(user.cookie), tokenOf(shortSession)]
  expect(tokens.every((token) => token.length >= 32)).toBe(true)

  const printed: unknown[][] = []
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => printed.push(args))
  }
  try {
    await takeDatabaseDown(t)
    expect((await get(t.app, '/api/reseller/dashboard', { cookie: user.cookie })).status).toBe(503)
    expect((await get(t.app, '/api/brand/dashboard', { cookie: shortSession })).status).toBe(503)
  } finally {
    vi.restoreAllMocks()
  }

  const output = printed.map((args) => args.map(String).join(' ')).join('\n')
  // The failures were logged, with the query that failed…
  expect(output).toContain('database unavailable')
  expect(output).toContain('better-auth: ')
  expect(output).toMatch(/Failed query: select .*"session"/)
  expect(output).toContain('params: [REDACTED]')
  // …and without either token.
  for (const token of tokens) expect(output).not.toContain(token)
})
