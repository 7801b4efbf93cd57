import { DrizzleQueryError } from 'drizzle-orm'
import util from 'node:util'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createLogger, formatDetail, redact, REDACTED } from './logger.ts'

const TOKEN = 'Zq3kP9vX2mB7nL4cR8tY1wE6sA5dF0gH'
const SIGNATURE = 'k2J9s8D7f6G5h4J3k2L1z0X9c8V7b6N5m4Q3w2E1r0T='
const SECRET = 'auth-secret-0123456789-abcdefghijklmnop'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('redact', () => {
  test.each([
    ['a session cookie', `cookie: better-auth.session_token=${TOKEN}.${SIGNATURE}; theme=dark`],
    ['a Cookie header as inspected', `{ cookie: 'better-auth.session_token=${TOKEN}' }`],
    ['a Set-Cookie array', `'set-cookie': [ 'better-auth.session_token=${TOKEN}; Path=/' ]`],
    ['an Authorization header', `Authorization: Bearer ${TOKEN}`],
    ['a bearer token in prose', `sent Bearer ${TOKEN} to the provider`],
    ['a JSON password', `{"email":"a@b.co","password":"${TOKEN}"}`],
    ['an inspected newPassword', `{ newPassword: '${TOKEN}', email: 'a@b.co' }`],
    ['a form password', `email=a%40b.co&password=${TOKEN}&remember=1`],
    ['a reset link', `GET /api/auth/reset-password/${TOKEN}?callbackURL=/reset-password/confirm`],
    ['a verification link', `https://shop.example.com/api/auth/verify-email?token=${TOKEN}&x=1`],
    ['a lead magnet link', `/api/lead-magnets/42/download?token=${TOKEN}`],
    ['an invitation link', `/admin/signup?invite=${TOKEN}&email=a%40b.co`],
    ['an env line', `AUTH_SECRET=${TOKEN}`],
    ['an unquoted field', `resetToken: ${TOKEN}`],
    ['a connection URL', `postgres://app:${TOKEN}@db.internal:5432/marketplace`],
    ['an SMTP URL', `smtps://mailer:${TOKEN}@smtp.example.com:465`],
    ['a signed cookie value alone', `value ${TOKEN}.${SIGNATURE} was refused`],
    ['a unique violation detail', `Key (token)=(${TOKEN}) already exists.`],
    [
      'Drizzle params',
      `Failed query: select * from "session" where "token" = $1\nparams: ${TOKEN}`,
    ],
  ])('%s', (_label, text) => {
    const out = redact(text)
    expect(out).not.toContain(TOKEN)
    expect(out).toContain(REDACTED)
  })

  test('a configured secret is redacted wherever it appears', () => {
    expect(redact(`signing with ${SECRET} now`, [SECRET])).toBe(`signing with ${REDACTED} now`)
  })

  test('what diagnoses a failure stays: query text, codes, e-mail addresses, ids, paths', () => {
    const text =
      'Failed query: select "id" from "session" where "session"."token" = $1 code: 57P01 ' +
      'user a@b.co id 7f1c0c1e-4a57-4d0e-9d6b-3f0e6a1b2c3d GET /api/brand/dashboard 503'
    expect(redact(text)).toBe(text)
    expect(redact('the token was missing')).toBe('the token was missing')
  })
})

describe('formatDetail', () => {
  test("a failed query's parameters are dropped, in the error, its stack and its causes", () => {
    const dead = Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' })
    const query = new DrizzleQueryError(
      'select "id" from "session" where "session"."token" = $1',
      [TOKEN],
      dead,
    )
    const wrapper = new Error('Failed to get session', { cause: query })
    const text = formatDetail(wrapper)
    expect(text).not.toContain(TOKEN)
    // The raw error object, as console would have printed it, shows the token.
    expect(util.inspect(wrapper)).toContain(TOKEN)
    expect(text).toContain('Failed to get session')
    expect(text).toContain('where "session"."token" = $1')
    expect(text).toContain('Connection terminated unexpectedly')
    expect(text).toContain('code: 57P01')
  })

  test('objects are shown as util.inspect shows them, minus their secrets', () => {
    const text = formatDetail({ headers: { cookie: `better-auth.session_token=${TOKEN}` }, n: 1 })
    expect(text).not.toContain(TOKEN)
    expect(text).toContain('n: 1')
  })
})

describe('createLogger', () => {
  test('message and detail are redacted before they reach the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const logger = createLogger('error', [SECRET])
    logger.error(
      `POST /api/auth/reset-password/${TOKEN} failed with ${SECRET}`,
      new DrizzleQueryError('select 1 where $1', [TOKEN]),
    )
    const printed = error.mock.calls.flat().join('\n')
    expect(printed).toContain('/api/auth/reset-password/[REDACTED] failed')
    expect(printed).toContain('select 1 where $1')
    expect(printed).not.toContain(TOKEN)
    expect(printed).not.toContain(SECRET)
  })

  test('what a library prints through console is redacted too', () => {
    const warn = vi.fn()
    vi.spyOn(console, 'warn').mockImplementation(warn)
    // Installed after the spy, as createDeps installs it before a library prints anything.
    createLogger('silent')
    console.warn(`oops token=${TOKEN}`, { password: TOKEN })
    const printed = warn.mock.calls.flat().map(String).join('\n')
    expect(printed).not.toContain(TOKEN)
    // An argument with nothing to hide is passed on as it was.
    const plain = { a: 1 }
    console.warn('fine', plain)
    expect(warn).toHaveBeenLastCalledWith('fine', plain)
  })
})
