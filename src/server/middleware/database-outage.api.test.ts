/**
 * While the database cannot be reached (issue 12, finding 9), a signed-in request answers 503
 * with Retry-After, not 401 ("signed out") or 500, and so does an anonymous call that needs the
 * database; a session that really does not exist is still signed out. The outage is real
 * (testing/database-outage.ts): the errors are the ones a dead database throws.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MESSAGES } from '#shared/messages.ts'
import { cookieFrom, createUser, signedInUser } from '#testing/factories.ts'
import { get, post } from '#testing/http.ts'
import { takeDatabaseDown } from '#testing/database-outage.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})

afterAll(async () => {
  await t?.close()
})

const unavailable = {
  code: 'SERVICE_UNAVAILABLE',
  message: MESSAGES.serviceUnavailable,
}

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503)
  expect(response.headers.get('retry-after')).toBe('5')
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(await response.json()).toEqual(unavailable)
}

describe('with the database up', () => {
  test('a session that does not exist is signed out, not an outage', async () => {
    const user = await signedInUser(t.deps, t.app, 'reseller')
    expect((await post(t.app, '/api/auth/sign-out', {}, { cookie: user.cookie })).status).toBe(200)
    // Validly signed cookie, but its session row is gone.
    expect((await get(t.app, '/api/reseller/dashboard', { cookie: user.cookie })).status).toBe(401)
    expect(await (await get(t.app, '/api/me', { cookie: user.cookie })).json()).toEqual({
      user: null,
    })
    const forged = 'better-auth.session_token=forged.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D'
    expect((await get(t.app, '/api/reseller/dashboard', { cookie: forged })).status).toBe(401)
  })
})

describe('with the database down', () => {
  let reseller: { email: string; password: string; cookie: string }
  /** A 'don't remember me' session, which better-auth's getSession looks up. */
  let shortSession: string

  beforeAll(async () => {
    reseller = await signedInUser(t.deps, t.app, 'reseller')
    const other = await createUser(t.deps, 'brand')
    const response = await post(t.app, '/api/auth/sign-in/email', {
      email: other.email,
      password: other.password,
      rememberMe: false,
    })
    expect(response.status).toBe(200)
    shortSession = cookieFrom(response)
    expect(shortSession).toContain('dont_remember')
    expect((await get(t.app, '/api/reseller/dashboard', { cookie: reseller.cookie })).status).toBe(
      200,
    )
    await takeDatabaseDown(t)
  })

  test('a signed-in request answers 503 with Retry-After, not 401', async () => {
    await expectUnavailable(
      await get(t.app, '/api/reseller/dashboard', { cookie: reseller.cookie }),
    )
    // Not { user: null }: the client would take that for a sign-out.
    await expectUnavailable(await get(t.app, '/api/me', { cookie: reseller.cookie }))
    await expectUnavailable(await get(t.app, '/api/brand/dashboard', { cookie: shortSession }))
  })

  test('an anonymous call that needs the database answers 503, not 500', async () => {
    await expectUnavailable(await get(t.app, '/api/search?q=shoes'))
    // Signing in needs the database too (better-auth hides the error in a bare 500).
    await expectUnavailable(
      await post(t.app, '/api/auth/sign-in/email', {
        email: reseller.email,
        password: reseller.password,
      }),
    )
  })

  test('a call that needs no database still works, and /api/health says degraded', async () => {
    expect(await (await get(t.app, '/api/me')).json()).toEqual({ user: null })
    const health = await get(t.app, '/api/health')
    expect(health.status).toBe(503)
    expect(health.headers.get('retry-after')).toBe('5')
    expect(await health.json()).toEqual({ status: 'degraded', database: t.deps.database.kind })
  })
})
