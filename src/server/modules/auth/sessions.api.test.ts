/**
 * Sessions end when they should (sign-out, change-password, password reset) and a cookie can
 * only be used from our own origin.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  cookieFrom,
  linkIn,
  mailsTo,
  signIn,
  signedInUser,
  uniqueEmail,
} from '#testing/factories.ts'
import { bodyOf, get, post, send } from '#testing/http.ts'
import { createTestApp, TEST_ORIGIN, type TestApp } from '#testing/test-app.ts'

let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
})

afterAll(async () => {
  await testApp?.close()
})

const role = (cookie: string) => get(testApp.app, '/api/role-updater/role', { cookie })
const signInStatus = async (email: string, password: string) =>
  (await post(testApp.app, '/api/auth/sign-in/email', { email, password })).status

describe('ending a session', () => {
  test('after sign-out the old cookie is refused', async () => {
    const user = await signedInUser(testApp.deps, testApp.app, 'reseller')
    expect((await role(user.cookie)).status).toBe(200)
    const out = await post(testApp.app, '/api/auth/sign-out', {}, { cookie: user.cookie })
    expect(out.status).toBe(200)
    const after = await role(user.cookie)
    expect(after.status).toBe(401)
    expect(await bodyOf(after)).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'User not authenticated',
    })
    expect(await bodyOf(await get(testApp.app, '/api/me', { cookie: user.cookie }))).toEqual({
      user: null,
    })
  })

  test('signing out one session leaves the user’s other sessions alone', async () => {
    const user = await signedInUser(testApp.deps, testApp.app, 'brand')
    const second = await signIn(testApp.app, user)
    await post(testApp.app, '/api/auth/sign-out', {}, { cookie: user.cookie })
    expect((await role(second)).status).toBe(200)
  })

  test('after change-password every old cookie is refused; old password out, new in', async () => {
    const user = await signedInUser(testApp.deps, testApp.app, 'brand')
    const otherDevice = await signIn(testApp.app, user)
    const newPassword = 'changed-password-42'
    const response = await post(
      testApp.app,
      '/api/auth/change-password',
      // The client may ask to keep other sessions; the server revokes them anyway.
      { currentPassword: user.password, newPassword, revokeOtherSessions: false },
      { cookie: user.cookie },
    )
    expect(response.status).toBe(200)
    // The caller gets a fresh session in exchange for the old one.
    const fresh = cookieFrom(response)
    expect(fresh).toContain('session_token')
    expect((await role(fresh)).status).toBe(200)
    expect((await role(user.cookie)).status).toBe(401)
    expect((await role(otherDevice)).status).toBe(401)
    expect(await signInStatus(user.email, user.password)).toBe(401)
    expect(await signInStatus(user.email, newPassword)).toBe(200)
  })

  test('after a password reset every old cookie is refused; old password out, new in', async () => {
    const user = await signedInUser(testApp.deps, testApp.app, 'reseller')
    const requested = await post(testApp.app, '/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/reset-password/confirm',
    })
    expect(requested.status).toBe(200)
    const [mail] = (await mailsTo(testApp.deps, user.email)).filter(
      (m) => m.kind === 'password_reset',
    )
    expect(mail, 'a reset mail in the outbox').toBeDefined()
    const link = linkIn(mail!, '/api/auth/reset-password/')

    // The e-mailed link checks the token and sends the browser to the set-new-password screen.
    const opened = await get(testApp.app, link.pathname + link.search)
    expect(opened.status).toBe(302)
    const target = new URL(opened.headers.get('location')!, TEST_ORIGIN)
    expect(target.pathname).toBe('/reset-password/confirm')
    const token = target.searchParams.get('token')!
    expect(token).toBe(link.pathname.split('/').pop())

    const newPassword = 'reset-password-42'
    const reset = await post(testApp.app, '/api/auth/reset-password', { newPassword, token })
    expect(reset.status).toBe(200)
    expect((await role(user.cookie)).status).toBe(401)
    expect(await signInStatus(user.email, user.password)).toBe(401)
    expect(await signInStatus(user.email, newPassword)).toBe(200)

    // A reset link works once.
    const again = await post(testApp.app, '/api/auth/reset-password', {
      newPassword: 'another-password-42',
      token,
    })
    expect(again.status).toBe(400)
    expect(await bodyOf(again)).toMatchObject({ code: 'INVALID_TOKEN' })
  })

  test('a reset request for an unknown e-mail answers the same and sends nothing', async () => {
    const email = uniqueEmail('ghost')
    const response = await post(testApp.app, '/api/auth/request-password-reset', {
      email,
      redirectTo: '/reset-password/confirm',
    })
    expect(response.status).toBe(200)
    expect(await mailsTo(testApp.deps, email)).toEqual([])
  })
})

describe('origin check (CSRF)', () => {
  let cookie: string
  let userId: string
  beforeAll(async () => {
    const user = await signedInUser(testApp.deps, testApp.app, 'brand')
    cookie = user.cookie
    userId = user.id
  })

  const update = (origin: string | null) =>
    send(testApp.app, 'PATCH', `/api/profiles/${userId}`, {
      cookie,
      origin,
      json: { fullName: 'Origin Test', companyName: 'Origin Co' },
    })

  test('a write with a cookie from a foreign origin is refused', async () => {
    const response = await update('https://evil.example')
    expect(response.status).toBe(403)
    expect(await bodyOf(response)).toMatchObject({ code: 'INVALID_ORIGIN' })
  })

  test('a write with a cookie and no Origin is refused', async () => {
    expect((await update(null)).status).toBe(403)
  })

  test('a look-alike origin is foreign', async () => {
    expect((await update('http://localhost:3000.evil.example')).status).toBe(403)
    expect((await update('https://localhost:3000')).status).toBe(403)
  })

  test('the app’s origin and its loopback twin may write', async () => {
    expect((await update(TEST_ORIGIN)).status).toBe(200)
    expect((await update('http://127.0.0.1:3000')).status).toBe(200)
  })

  test('auth endpoints are covered too: no sign-out from a foreign page', async () => {
    const response = await send(testApp.app, 'POST', '/api/auth/sign-out', {
      cookie,
      origin: 'https://evil.example',
      json: {},
    })
    expect(response.status).toBe(403)
    expect((await role(cookie)).status).toBe(200)
  })

  test('reads with a cookie need no Origin', async () => {
    expect(
      (await get(testApp.app, '/api/role-updater/role', { cookie, origin: null })).status,
    ).toBe(200)
  })

  test('a write without a cookie needs no Origin (it cannot act as anyone)', async () => {
    const response = await post(
      testApp.app,
      '/api/account-recovery',
      { email: uniqueEmail('no-origin') },
      { origin: null },
    )
    expect(response.status).toBe(200)
    expect(await bodyOf(response)).toMatchObject({ action: 'check_email' })
  })
})

describe('e-mailed links send the browser only to our own pages', () => {
  const foreign = ['https://evil.example/', '//evil.example', 'http://localhost:3000.evil.example/']

  test.each(foreign)('verify-email with callbackURL %s is refused', async (callbackURL) => {
    const response = await get(
      testApp.app,
      `/api/auth/verify-email?token=anything&callbackURL=${encodeURIComponent(callbackURL)}`,
    )
    expect(response.status).toBe(403)
    expect(response.headers.get('location')).toBeNull()
    expect(await bodyOf(response)).toMatchObject({ code: 'INVALID_CALLBACK_URL' })
  })

  test.each(foreign)('the reset link with callbackURL %s is refused', async (callbackURL) => {
    const response = await get(
      testApp.app,
      `/api/auth/reset-password/anything?callbackURL=${encodeURIComponent(callbackURL)}`,
    )
    expect(response.status).toBe(403)
    expect(response.headers.get('location')).toBeNull()
  })

  test('a reset request cannot point its link elsewhere', async () => {
    const user = await signedInUser(testApp.deps, testApp.app, 'brand')
    const response = await post(testApp.app, '/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: 'https://evil.example/steal',
    })
    expect(response.status).toBe(403)
    expect(await mailsTo(testApp.deps, user.email)).toEqual([])
  })

  test('a bad token on our own page redirects there with the error', async () => {
    const response = await get(
      testApp.app,
      `/api/auth/verify-email?token=anything&callbackURL=${encodeURIComponent('/brand/login')}`,
    )
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/brand/login?error=INVALID_TOKEN')
  })
})
