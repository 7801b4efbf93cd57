/**
 * The server enforces the forms' rules with the spec's own texts (000 §5, 001 §5): a request
 * that skips the form gets the same message the form would show, as
 * 400 { code: 'VALIDATION_ERROR', message, issues: [{ path, message }] }.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { AUTH_MESSAGES, CHANGE_PASSWORD_MESSAGES } from '#shared/schemas/auth.ts'
import {
  createUser,
  signUpBody,
  signedInUser,
  uniqueEmail,
  type TestUser,
} from '#testing/factories.ts'
import { bodyOf, patch, post } from '#testing/http.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

interface ErrorBody {
  code: string
  message: string
  issues?: { path: string; message: string }[]
}

let testApp: TestApp

beforeAll(async () => {
  testApp = await createTestApp()
})

afterAll(async () => {
  await testApp?.close()
})

/** Asserts a 400 whose message (and the issue for `path`) is exactly `message`. */
async function expectInvalid(response: Response, path: string, message: string) {
  const body = await bodyOf<ErrorBody>(response)
  expect(response.status, JSON.stringify(body)).toBe(400)
  expect(body.code).toBe('VALIDATION_ERROR')
  expect(body.message).toBe(message)
  expect(body.issues).toContainEqual({ path, message })
}

describe('sign-up (000 §5)', () => {
  test.each([
    ['name', { name: 'A' }, AUTH_MESSAGES.nameRequired],
    ['name', { name: '   ' }, AUTH_MESSAGES.nameRequired],
    ['name', { name: undefined }, AUTH_MESSAGES.nameRequired],
    ['companyName', { companyName: 'B' }, AUTH_MESSAGES.companyRequired],
    ['companyName', { companyName: undefined }, AUTH_MESSAGES.companyRequired],
    ['email', { email: 'not-an-email' }, AUTH_MESSAGES.invalidEmail],
    ['email', { email: '' }, AUTH_MESSAGES.invalidEmail],
    ['password', { password: 'short12' }, AUTH_MESSAGES.passwordMin],
    ['password', { password: undefined }, AUTH_MESSAGES.passwordMin],
    ['termsAccepted', { termsAccepted: false }, AUTH_MESSAGES.termsRequired],
    ['termsAccepted', { termsAccepted: undefined }, AUTH_MESSAGES.termsRequired],
  ])('%s %j → the spec’s message', async (path, change, message) => {
    const body = { ...signUpBody('brand'), ...change }
    await expectInvalid(await post(testApp.app, '/api/auth/sign-up/email', body), path, message)
  })

  test('every broken field is reported at once, in form order', async () => {
    const response = await post(testApp.app, '/api/auth/sign-up/email', {
      ...signUpBody('reseller'),
      email: 'x',
      password: 'x',
      name: '',
      companyName: '',
      termsAccepted: false,
    })
    const body = await bodyOf<ErrorBody>(response)
    expect(response.status).toBe(400)
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: AUTH_MESSAGES.invalidEmail },
        { path: 'password', message: AUTH_MESSAGES.passwordMin },
        { path: 'name', message: AUTH_MESSAGES.nameRequired },
        { path: 'companyName', message: AUTH_MESSAGES.companyRequired },
        { path: 'termsAccepted', message: AUTH_MESSAGES.termsRequired },
      ]),
    )
  })

  test('a refused sign-up creates no account', async () => {
    const body = { ...signUpBody('brand'), termsAccepted: false }
    await post(testApp.app, '/api/auth/sign-up/email', body)
    const retry = await post(testApp.app, '/api/auth/sign-up/email', {
      ...body,
      termsAccepted: true,
    })
    expect(retry.status).toBe(200)
  })
})

describe('sign-in (000 §5)', () => {
  // better-auth alone answers 'Invalid email' and, for a short password, 401 'Invalid email or
  // password'; the before hook validates with signInSchema so that the form's texts come back.
  test('an invalid e-mail', async () => {
    const response = await post(testApp.app, '/api/auth/sign-in/email', {
      email: 'not-an-email',
      password: 'long-enough-password',
    })
    await expectInvalid(response, 'email', AUTH_MESSAGES.invalidEmail)
  })

  test('a password shorter than 8 characters', async () => {
    const user = await createUser(testApp.deps, 'brand')
    const response = await post(testApp.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: 'short',
    })
    await expectInvalid(response, 'password', AUTH_MESSAGES.passwordMin)
  })

  test('a missing body field', async () => {
    const response = await post(testApp.app, '/api/auth/sign-in/email', { email: 'a@b.co' })
    await expectInvalid(response, 'password', AUTH_MESSAGES.passwordMin)
  })
})

describe('password reset (000 §5)', () => {
  test('a reset request with an invalid e-mail', async () => {
    const response = await post(testApp.app, '/api/auth/request-password-reset', {
      email: 'nope',
      redirectTo: '/reset-password/confirm',
    })
    await expectInvalid(response, 'email', AUTH_MESSAGES.invalidEmail)
  })

  test('a new password shorter than 8 characters', async () => {
    const response = await post(testApp.app, '/api/auth/reset-password', {
      newPassword: 'short',
      token: 'any-token',
    })
    await expectInvalid(response, 'newPassword', AUTH_MESSAGES.passwordMin)
  })

  test('a long enough password with a bad token is refused as an invalid link', async () => {
    const response = await post(testApp.app, '/api/auth/reset-password', {
      newPassword: 'long-enough-password',
      token: 'not-a-real-token',
    })
    expect(response.status).toBe(400)
    expect(await bodyOf(response)).toMatchObject({ code: 'INVALID_TOKEN' })
  })
})

describe('account recovery (000 §5)', () => {
  test.each([[''], ['   ']])('e-mail %j → Please enter your email address', async (email) => {
    const response = await post(testApp.app, '/api/account-recovery', { email })
    await expectInvalid(response, 'email', AUTH_MESSAGES.emailRequired)
  })

  test('not an e-mail address → Please enter a valid email address', async () => {
    const response = await post(testApp.app, '/api/account-recovery', { email: 'someone' })
    await expectInvalid(response, 'email', AUTH_MESSAGES.invalidEmail)
  })

  test('no e-mail at all', async () => {
    const response = await post(testApp.app, '/api/account-recovery', {})
    const body = await bodyOf<ErrorBody>(response)
    expect(response.status).toBe(400)
    expect(body.issues?.[0]?.path).toBe('email')
  })
})

describe('change password (001 §5, minimum raised to 8)', () => {
  let user: TestUser & { cookie: string }
  beforeAll(async () => {
    user = await signedInUser(testApp.deps, testApp.app, 'brand')
  })

  test.each([
    ['currentPassword', { currentPassword: '' }, CHANGE_PASSWORD_MESSAGES.currentRequired],
    ['newPassword', { newPassword: '' }, CHANGE_PASSWORD_MESSAGES.newRequired],
    ['newPassword', { newPassword: 'short' }, AUTH_MESSAGES.passwordMin],
    ['newPassword', { newPassword: 'SAME' }, CHANGE_PASSWORD_MESSAGES.sameAsCurrent],
  ])('%s %j → the spec’s message', async (path, change, message) => {
    const body = { currentPassword: user.password, newPassword: 'a-new-password-1', ...change }
    if (body.newPassword === 'SAME') body.newPassword = user.password
    const response = await post(testApp.app, '/api/auth/change-password', body, {
      cookie: user.cookie,
    })
    await expectInvalid(response, path, message)
  })

  test('a wrong current password → Current password is incorrect', async () => {
    const response = await post(
      testApp.app,
      '/api/auth/change-password',
      { currentPassword: 'not-my-password', newPassword: 'a-new-password-1' },
      { cookie: user.cookie },
    )
    expect(response.status).toBe(400)
    expect(await bodyOf(response)).toEqual({
      code: 'INVALID_PASSWORD',
      message: CHANGE_PASSWORD_MESSAGES.currentIncorrect,
    })
  })
})

describe('profile update (001 §5 brand profile)', () => {
  let user: TestUser & { cookie: string }
  beforeAll(async () => {
    user = await signedInUser(testApp.deps, testApp.app, 'brand')
  })

  const valid = { fullName: 'Blake Brand', companyName: 'Northwind Goods', bio: 'We make goods.' }

  test.each([
    ['fullName', 'of 1 character', { fullName: 'B' }, 'Full name must be at least 2 characters.'],
    [
      'fullName',
      'of 1 character and spaces',
      { fullName: ' B ' },
      'Full name must be at least 2 characters.',
    ],
    [
      'companyName',
      'of 1 character',
      { companyName: 'N' },
      'Company name must be at least 2 characters.',
    ],
    [
      'bio',
      'of 501 characters',
      { bio: 'x'.repeat(501) },
      'Bio must not be longer than 500 characters.',
    ],
  ])('%s %s → the spec’s message', async (path, _label, change, message) => {
    const response = await patch(
      testApp.app,
      `/api/profiles/${user.id}`,
      { ...valid, ...change },
      { cookie: user.cookie },
    )
    await expectInvalid(response, path, message)
  })

  test('the limits themselves are allowed', async () => {
    const response = await patch(
      testApp.app,
      `/api/profiles/${user.id}`,
      { fullName: 'Bo', companyName: 'NW', bio: 'x'.repeat(500) },
      { cookie: user.cookie },
    )
    expect(response.status).toBe(200)
    expect(await bodyOf(response)).toMatchObject({
      profile: { fullName: 'Bo', companyName: 'NW', bio: 'x'.repeat(500) },
    })
  })
})

describe('role updater (001 §5)', () => {
  test('making a profile admin needs an e-mail', async () => {
    const admin = await signedInUser(testApp.deps, testApp.app, 'admin')
    const response = await post(
      testApp.app,
      '/api/role-updater/promote',
      { email: '  ' },
      { cookie: admin.cookie },
    )
    await expectInvalid(response, 'email', 'Please enter an email address')
  })

  test('an unknown e-mail → No profile found with this email address', async () => {
    const admin = await signedInUser(testApp.deps, testApp.app, 'admin')
    const response = await post(
      testApp.app,
      '/api/role-updater/promote',
      { email: uniqueEmail('nobody'), password: admin.password },
      { cookie: admin.cookie },
    )
    expect(response.status).toBe(404)
    expect(await bodyOf(response)).toMatchObject({
      message: 'No profile found with this email address',
    })
  })
})
