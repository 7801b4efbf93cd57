/** 000 §5 and 001 §5: the schemas speak the spec's texts, verbatim. */
import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import {
  AUTH_MESSAGES,
  CHANGE_PASSWORD_MESSAGES,
  changePasswordRequestSchema,
  newPasswordSchema,
  recoveryRequestSchema,
  resetPasswordRequestSchema,
  resetRequestSchema,
  signInSchema,
  signUpFormSchema,
  signUpRequestSchema,
} from './auth.ts'
import { NO_NUL_MESSAGE } from './common.ts'

/** The issues of a failed parse as { path: message }. */
function issues(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('the texts themselves (000 §5)', () => {
  test('are the spec’s, word for word', () => {
    expect(AUTH_MESSAGES).toEqual({
      invalidEmail: 'Please enter a valid email address',
      passwordMin: 'Password must be at least 8 characters',
      nameRequired: 'Name is required',
      companyRequired: 'Company name is required',
      termsRequired: 'You must accept the terms and conditions',
      passwordsDontMatch: "Passwords don't match",
      emailRequiredTitle: 'Email required',
      emailRequired: 'Please enter your email address',
    })
    expect(CHANGE_PASSWORD_MESSAGES).toEqual({
      currentRequired: 'Current password is required',
      newRequired: 'New password is required',
      confirmRequired: 'Please confirm your new password',
      mismatch: 'Passwords do not match',
      sameAsCurrent: 'New password must be different from current password',
      currentIncorrect: 'Current password is incorrect',
    })
  })
})

describe('sign-in', () => {
  test('accepts a valid e-mail and an 8-character password', () => {
    expect(signInSchema.safeParse({ email: 'a@b.co', password: '12345678' }).success).toBe(true)
  })

  test.each([
    [{ email: 'nope', password: '12345678' }, { email: 'Please enter a valid email address' }],
    [{ email: '', password: '12345678' }, { email: 'Please enter a valid email address' }],
    [
      { email: 'a@b.co', password: '1234567' },
      { password: 'Password must be at least 8 characters' },
    ],
    [
      {},
      {
        email: 'Please enter a valid email address',
        password: 'Password must be at least 8 characters',
      },
    ],
  ])('%j → %j', (value, expected) => {
    expect(issues(signInSchema, value)).toEqual(expected)
  })

  test('trims the e-mail', () => {
    expect(signInSchema.parse({ email: '  a@b.co ', password: '12345678' }).email).toBe('a@b.co')
  })
})

describe('sign-up', () => {
  const form = {
    name: 'Sam',
    companyName: 'Sam Co',
    email: 'sam@example.com',
    password: '12345678',
    termsAccepted: true,
  }

  test('the form accepts the minimums', () => {
    expect(signUpFormSchema.safeParse({ ...form, name: 'Sa', companyName: 'SC' }).success).toBe(
      true,
    )
  })

  test.each([
    [{ name: 'S' }, { name: 'Name is required' }],
    [{ name: '  S  ' }, { name: 'Name is required' }],
    [{ companyName: 'S' }, { companyName: 'Company name is required' }],
    [{ email: 'sam@' }, { email: 'Please enter a valid email address' }],
    [{ password: 'short' }, { password: 'Password must be at least 8 characters' }],
    [{ termsAccepted: false }, { termsAccepted: 'You must accept the terms and conditions' }],
    [{ termsAccepted: undefined }, { termsAccepted: 'You must accept the terms and conditions' }],
    [{ name: undefined }, { name: 'Name is required' }],
    [{ companyName: undefined }, { companyName: 'Company name is required' }],
  ])('form %j → %j', (change, expected) => {
    expect(issues(signUpFormSchema, { ...form, ...change })).toEqual(expected)
  })

  const request = { ...form, fullName: 'Sam', userRole: 'brand' }

  test('the server’s request schema uses the same texts', () => {
    expect(signUpRequestSchema.safeParse(request).success).toBe(true)
    expect(issues(signUpRequestSchema, { ...request, fullName: 'S', companyName: '' })).toEqual({
      fullName: 'Name is required',
      companyName: 'Company name is required',
    })
    expect(issues(signUpRequestSchema, { ...request, termsAccepted: 'true' })).toEqual({
      termsAccepted: 'You must accept the terms and conditions',
    })
  })

  test('only the three roles exist', () => {
    for (const userRole of ['admin', 'brand', 'reseller']) {
      expect(signUpRequestSchema.safeParse({ ...request, userRole }).success).toBe(true)
    }
    expect(signUpRequestSchema.safeParse({ ...request, userRole: 'owner' }).success).toBe(false)
  })

  test('NUL bytes and huge strings are refused', () => {
    expect(issues(signUpRequestSchema, { ...request, companyName: 'Sam\u0000Co' })).toEqual({
      companyName: NO_NUL_MESSAGE,
    })
    expect(Object.keys(issues(signUpRequestSchema, { ...request, name: 'x'.repeat(1e6) }))).toEqual(
      ['name'],
    )
    expect(
      Object.keys(issues(signUpRequestSchema, { ...request, password: 'x'.repeat(129) })),
    ).toEqual(['password'])
  })
})

describe('password reset', () => {
  test('request: a valid e-mail', () => {
    expect(issues(resetRequestSchema, { email: 'x' })).toEqual({
      email: 'Please enter a valid email address',
    })
    expect(resetRequestSchema.safeParse({ email: 'x@y.co' }).success).toBe(true)
  })

  test('new password: both at least 8 and equal; the mismatch sits on confirmPassword', () => {
    expect(issues(newPasswordSchema, { password: 'short', confirmPassword: 'short' })).toEqual({
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Password must be at least 8 characters',
    })
    expect(
      issues(newPasswordSchema, { password: '12345678', confirmPassword: '87654321' }),
    ).toEqual({ confirmPassword: "Passwords don't match" })
    expect(
      newPasswordSchema.safeParse({ password: '12345678', confirmPassword: '12345678' }).success,
    ).toBe(true)
  })

  test('the server’s reset call: the new password at least 8', () => {
    expect(issues(resetPasswordRequestSchema, { newPassword: 'short', token: 't' })).toEqual({
      newPassword: 'Password must be at least 8 characters',
    })
  })
})

describe('recovery', () => {
  test.each(['', '   '])('e-mail %j → Please enter your email address', (email) => {
    expect(issues(recoveryRequestSchema, { email })).toEqual({
      email: 'Please enter your email address',
    })
  })
})

describe('change password (001 §5, minimum 8)', () => {
  const valid = { currentPassword: 'old-password', newPassword: 'new-password' }

  test.each([
    [{ currentPassword: '' }, { currentPassword: 'Current password is required' }],
    [{ currentPassword: undefined }, { currentPassword: 'Current password is required' }],
    [{ newPassword: '' }, { newPassword: 'New password is required' }],
    [{ newPassword: undefined }, { newPassword: 'New password is required' }],
    [{ newPassword: 'sixsix' }, { newPassword: 'Password must be at least 8 characters' }],
    [
      { newPassword: 'old-password' },
      { newPassword: 'New password must be different from current password' },
    ],
  ])('%j → %j', (change, expected) => {
    expect(issues(changePasswordRequestSchema, { ...valid, ...change })).toEqual(expected)
  })

  test('accepts a different password of 8 or more', () => {
    expect(changePasswordRequestSchema.safeParse(valid).success).toBe(true)
  })
})
