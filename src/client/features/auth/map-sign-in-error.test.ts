import { describe, expect, it } from 'vitest'
import { SUPPORT_EMAIL } from '#shared/constants.ts'
import { ERROR_CODES, MESSAGES } from '#shared/messages.ts'
import { USER_CODES, USERS_TEXTS } from '#shared/users-texts.ts'
import { mapSignInError } from './map-sign-in-error.ts'

const email = 'someone@example.com'

describe('mapSignInError', () => {
  it('names the e-mail on invalid credentials', () => {
    const view = mapSignInError(
      { status: 401, code: ERROR_CODES.invalidCredentials },
      { email, portal: 'brand' },
    )
    expect(view).toEqual({
      title: 'Login Failed',
      description: 'Invalid login credentials for someone@example.com.',
    })
  })

  it('adds the longer help text on the reseller page', () => {
    const view = mapSignInError({ status: 401 }, { email, portal: 'reseller' })
    expect(view.title).toBe('Login Failed')
    expect(view.description).toMatch(/^Invalid login credentials for someone@example\.com\. /)
    expect(view.description).toContain('pending approval')
    expect(view.description).toContain('not have been created yet')
    expect(view.description).toContain('Request Account Access')
    expect(view.description).toContain('Forgot password?')
    expect(view.description).toContain(SUPPORT_EMAIL)
  })

  it('keeps a pending reseller on the page with the pending title', () => {
    const view = mapSignInError(
      { status: 403, code: ERROR_CODES.resellerPending },
      { email, portal: 'reseller' },
    )
    expect(view).toEqual({
      title: 'Account Pending Approval',
      description:
        'Your reseller account is pending approval. Please wait for admin approval before logging in.',
      block: 'pending',
    })
  })

  it('reports a rejected reseller', () => {
    const view = mapSignInError(
      { status: 403, code: ERROR_CODES.resellerRejected },
      { email, portal: 'reseller' },
    )
    expect(view).toEqual({
      title: 'Sign in failed',
      description:
        'Your reseller application has been rejected. Please contact support for more information.',
      block: 'rejected',
    })
  })

  it('asks an unverified user to confirm the e-mail', () => {
    const view = mapSignInError(
      { status: 403, code: ERROR_CODES.emailNotVerified },
      { email, portal: 'brand' },
    )
    expect(view.description).toBe(
      'Please check your email and click the confirmation link before logging in.',
    )
    expect(view.block).toBeUndefined()
  })

  it('tells a banned user that the account is suspended', () => {
    const view = mapSignInError(
      { status: 403, code: USER_CODES.banned },
      { email, portal: 'brand' },
    )
    expect(view).toEqual({ title: 'Sign in failed', description: USERS_TEXTS.bannedSignIn })
  })

  it('rate-limits any 429, whatever its code', () => {
    for (const code of [ERROR_CODES.rateLimited, undefined, 'HTTP_429']) {
      expect(mapSignInError({ status: 429, code }, { email, portal: 'admin' })).toEqual({
        title: 'Rate limited',
        description: 'Too many login attempts. Please wait a few minutes before trying again.',
      })
    }
  })

  it('falls back to the default text for anything else', () => {
    const fallback = { title: MESSAGES.signInFailed, description: MESSAGES.loginDefault }
    expect(mapSignInError({ status: 500 }, { email, portal: 'brand' })).toEqual(fallback)
    expect(mapSignInError({ status: 0, code: 'NETWORK' }, { email, portal: 'brand' })).toEqual(
      fallback,
    )
    expect(mapSignInError({ status: 403, code: 'FORBIDDEN' }, { email, portal: 'brand' })).toEqual(
      fallback,
    )
    expect(fallback.description).toBe('Login failed. Please check your credentials and try again.')
  })
})
