/**
 * Wrong passwords are limited per account and client address (5 a minute) and per address
 * across accounts (20 a minute); past either, sign-in answers 429 RATE_LIMITED, even with the
 * right password, until the minute is over. Checking and counting are one atomic step, so
 * concurrent attempts cannot slip past the limit, and a right password uses up nothing.
 * The address is the socket's, or the right-most X-Forwarded-For entry behind a trusted proxy;
 * no header a client sends can move it.
 */
import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LOGIN_ADDRESS_RATE_LIMIT, LOGIN_RATE_LIMIT } from '#shared/constants.ts'
import { MESSAGES } from '#shared/messages.ts'
import { createApp } from '#server/app.ts'
import { rateLimit, user } from '#server/db/schema/index.ts'
import { createUser, uniqueEmail, type TestUser } from '#testing/factories.ts'
import { bodyOf, post, type RequestOptions, type RequestTarget } from '#testing/http.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let testApp: TestApp
let brand: TestUser
let colleague: TestUser

beforeAll(async () => {
  testApp = await createTestApp()
  brand = await createUser(testApp.deps, 'brand')
  colleague = await createUser(testApp.deps, 'reseller')
})

afterAll(async () => {
  await testApp?.close()
})

const WRONG = 'wrong-password-1'

const signInAs = (
  app: RequestTarget,
  email: string,
  password: string,
  options: RequestOptions & { ip: string },
) => post(app, '/api/auth/sign-in/email', { email, password }, options)

const signInAttempt = (
  app: RequestTarget,
  password: string,
  options: RequestOptions & { ip: string },
) => signInAs(app, brand.email, password, options)

async function failFiveTimes(app: RequestTarget, options: RequestOptions & { ip: string }) {
  for (let i = 0; i < LOGIN_RATE_LIMIT.max; i++) {
    const response = await signInAttempt(app, WRONG, options)
    expect(response.status).toBe(401)
  }
}

async function expectRateLimited(response: Response) {
  expect(response.status).toBe(429)
  expect(await bodyOf(response)).toEqual({
    code: 'RATE_LIMITED',
    message: MESSAGES.rateLimited.message,
  })
  const retryAfter = Number(response.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(LOGIN_RATE_LIMIT.window)
}

/** Answers by status; every 429 must be the limiter's, with the spec's text. */
async function tally(responses: Response[]) {
  const statuses: Record<number, number> = {}
  for (const response of responses) {
    statuses[response.status] = (statuses[response.status] ?? 0) + 1
    if (response.status === 429) await expectRateLimited(response)
  }
  return statuses
}

/** Moves the address's windows back by more than a minute instead of waiting for them. */
async function nextMinute(ip: string) {
  await testApp.deps.db
    .update(rateLimit)
    .set({ lastRequest: Date.now() - (LOGIN_RATE_LIMIT.window + 1) * 1000 })
    .where(like(rateLimit.key, `login-failure|${ip}%`))
}

describe('concurrent attempts (check and count are one step)', () => {
  test('30 wrong passwords at once from one address: only 5 are evaluated', async () => {
    const ip = '10.20.0.1'
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => signInAttempt(testApp.app, WRONG, { ip })),
    )
    // A 429 is answered before the password is looked at; a 401 is an evaluated guess.
    expect(await tally(responses)).toEqual({ 401: LOGIN_RATE_LIMIT.max, 429: 25 })
    // The counters hold exactly the evaluated guesses. (A 31st request would meet
    // better-auth's own flood ceiling of 30 a minute, so they are read instead.)
    const counters = await testApp.deps.db
      .select({ key: rateLimit.key, count: rateLimit.count })
      .from(rateLimit)
      .where(like(rateLimit.key, `login-failure|${ip}%`))
    expect(Object.fromEntries(counters.map((c) => [c.key, c.count]))).toEqual({
      [`login-failure|${ip}|${brand.email}`]: LOGIN_RATE_LIMIT.max,
      [`login-failure|${ip}`]: LOGIN_RATE_LIMIT.max,
    })
  })

  test('a burst spread over two app instances on one database holds the same limit', async () => {
    const ip = '10.20.0.2'
    const second = createApp(testApp.deps)
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        signInAttempt(i % 2 ? second : testApp.app, WRONG, { ip }),
      ),
    )
    expect((await tally(responses))[401]).toBe(LOGIN_RATE_LIMIT.max)
  })

  test('with the right password inside the burst, still no more than 5 wrong ones are evaluated', async () => {
    const ip = '10.20.0.3'
    const passwords = Array.from({ length: 30 }, (_, i) => (i === 15 ? brand.password : WRONG))
    const responses = await Promise.all(
      passwords.map((password) => signInAttempt(testApp.app, password, { ip })),
    )
    const statuses = await tally(responses)
    expect(statuses[401]).toBeLessThanOrEqual(LOGIN_RATE_LIMIT.max)
    expect((statuses[401] ?? 0) + (statuses[429] ?? 0) + (statuses[200] ?? 0)).toBe(30)
    // The right password either signed in or was refused; it never counts as a guess.
    expect([200, 429]).toContain(responses[15]!.status)
  })

  test('30 wrong passwords at once for 30 accounts from one address: only 20 are evaluated', async () => {
    const ip = '10.20.0.4'
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => signInAs(testApp.app, uniqueEmail('burst'), WRONG, { ip })),
    )
    expect(await tally(responses)).toEqual({ 401: LOGIN_ADDRESS_RATE_LIMIT.max, 429: 10 })
  })
})

describe('per account and address', () => {
  test('a colleague at the same address still signs in after one account is locked', async () => {
    const ip = '10.20.1.1'
    await failFiveTimes(testApp.app, { ip })
    await expectRateLimited(await signInAttempt(testApp.app, brand.password, { ip }))
    const response = await signInAs(testApp.app, colleague.email, colleague.password, { ip })
    expect(response.status).toBe(200)
  })

  test('the e-mail is one account in any case', async () => {
    const ip = '10.20.1.2'
    await failFiveTimes(testApp.app, { ip })
    await expectRateLimited(
      await signInAs(testApp.app, ` ${brand.email.toUpperCase()} `, brand.password, { ip }),
    )
  })

  test('the 21st wrong password across accounts from one address is refused', async () => {
    const ip = '10.20.1.3'
    // 4 per account stays under the account limit: only the address's cap can refuse.
    for (let account = 0; account < 5; account++) {
      const email = uniqueEmail('spray')
      for (let i = 0; i < LOGIN_RATE_LIMIT.max - 1; i++) {
        expect((await signInAs(testApp.app, email, WRONG, { ip })).status).toBe(401)
      }
    }
    await expectRateLimited(await signInAs(testApp.app, uniqueEmail('spray'), WRONG, { ip }))
    // Every account from that address waits, the right password included.
    await expectRateLimited(
      await signInAs(testApp.app, colleague.email, colleague.password, { ip }),
    )
    // Another address is not affected.
    const elsewhere = await signInAs(testApp.app, colleague.email, colleague.password, {
      ip: '10.20.1.4',
    })
    expect(elsewhere.status).toBe(200)
  })

  test('a right password does not use up the budget', async () => {
    const ip = '10.20.1.5'
    for (let i = 0; i < LOGIN_RATE_LIMIT.max - 1; i++) {
      expect((await signInAttempt(testApp.app, WRONG, { ip })).status).toBe(401)
    }
    for (let i = 0; i < 3; i++) {
      expect((await signInAttempt(testApp.app, brand.password, { ip })).status).toBe(200)
    }
    // The fifth wrong password is still evaluated; the sixth attempt is not.
    expect((await signInAttempt(testApp.app, WRONG, { ip })).status).toBe(401)
    await expectRateLimited(await signInAttempt(testApp.app, brand.password, { ip }))
  })

  test('right passwords do not use up the address budget either', async () => {
    const ip = '10.20.1.6'
    for (let i = 0; i < 10; i++) {
      expect((await signInAs(testApp.app, uniqueEmail('spray'), WRONG, { ip })).status).toBe(401)
    }
    for (let i = 0; i < 5; i++) {
      const response = await signInAs(testApp.app, colleague.email, colleague.password, { ip })
      expect(response.status).toBe(200)
    }
    for (let i = 0; i < LOGIN_ADDRESS_RATE_LIMIT.max - 10; i++) {
      expect((await signInAs(testApp.app, uniqueEmail('spray'), WRONG, { ip })).status).toBe(401)
    }
    await expectRateLimited(await signInAs(testApp.app, uniqueEmail('spray'), WRONG, { ip }))
  })

  test('a refused attempt on a locked account does not use up the address budget', async () => {
    const ip = '10.20.1.7'
    await failFiveTimes(testApp.app, { ip })
    for (let i = 0; i < LOGIN_ADDRESS_RATE_LIMIT.max; i++) {
      await expectRateLimited(await signInAttempt(testApp.app, WRONG, { ip }))
    }
    const response = await signInAs(testApp.app, colleague.email, colleague.password, { ip })
    expect(response.status).toBe(200)
  })

  test('an answer that is not a wrong password (unconfirmed brand, 403) is not counted', async () => {
    const ip = '10.20.1.8'
    const pending = await createUser(testApp.deps, 'brand')
    // An unconfirmed brand: the right password answers 403, which is not a guess.
    await testApp.deps.db.update(user).set({ emailVerified: false }).where(eq(user.id, pending.id))
    for (let i = 0; i < LOGIN_RATE_LIMIT.max + 2; i++) {
      expect((await signInAs(testApp.app, pending.email, pending.password, { ip })).status).toBe(
        403,
      )
    }
  })
})

describe('without a trusted proxy', () => {
  const blocked = '10.0.0.5'
  beforeAll(async () => {
    await failFiveTimes(testApp.app, { ip: blocked })
  })

  test('the 6th attempt within a minute is refused, even with the right password', async () => {
    await expectRateLimited(await signInAttempt(testApp.app, brand.password, { ip: blocked }))
  })

  test('another address is not affected', async () => {
    const response = await signInAttempt(testApp.app, brand.password, { ip: '10.0.0.6' })
    expect(response.status).toBe(200)
  })

  test('a spoofed X-Forwarded-For from the blocked address changes nothing', async () => {
    await expectRateLimited(
      await signInAttempt(testApp.app, brand.password, {
        ip: blocked,
        headers: { 'x-forwarded-for': '203.0.113.50' },
      }),
    )
  })

  test('a spoofed client-ip header from the blocked address changes nothing', async () => {
    await expectRateLimited(
      await signInAttempt(testApp.app, brand.password, {
        ip: blocked,
        headers: { 'x-marketplace-client-ip': '203.0.113.51' },
      }),
    )
  })

  test('another address cannot get itself blocked by claiming to be the blocked one', async () => {
    const response = await signInAttempt(testApp.app, brand.password, {
      ip: '10.0.0.7',
      headers: { 'x-forwarded-for': blocked, 'x-marketplace-client-ip': blocked },
    })
    expect(response.status).toBe(200)
  })

  test('the right password does not reset the count; the next minute does', async () => {
    const ip = '10.0.0.8'
    await failFiveTimes(testApp.app, { ip })
    await expectRateLimited(await signInAttempt(testApp.app, brand.password, { ip }))
    await nextMinute(ip)
    expect((await signInAttempt(testApp.app, brand.password, { ip })).status).toBe(200)
  })

  test('four wrong passwords still leave the fifth attempt open', async () => {
    const ip = '10.0.0.9'
    for (let i = 0; i < LOGIN_RATE_LIMIT.max - 1; i++) {
      expect((await signInAttempt(testApp.app, 'wrong-password-2', { ip })).status).toBe(401)
    }
    expect((await signInAttempt(testApp.app, brand.password, { ip })).status).toBe(200)
  })
})

describe('with TRUST_PROXY=true', () => {
  let app: RequestTarget
  const proxy = '10.1.0.1'
  beforeAll(async () => {
    // Same database, served the way it is behind a reverse proxy.
    app = createApp({ ...testApp.deps, env: { ...testApp.deps.env, trustProxy: true } })
    // The left entries are whatever the client claimed; the proxy appended the real one.
    await failFiveTimes(app, {
      ip: proxy,
      headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' },
    })
  })

  test('the right-most X-Forwarded-For entry is the client address', async () => {
    await expectRateLimited(
      await signInAttempt(app, brand.password, {
        ip: proxy,
        headers: { 'x-forwarded-for': '198.51.100.99, 203.0.113.7' },
      }),
    )
  })

  test('another client behind the same proxy is not affected', async () => {
    const response = await signInAttempt(app, brand.password, {
      ip: proxy,
      headers: { 'x-forwarded-for': '203.0.113.7, 203.0.113.8' },
    })
    expect(response.status).toBe(200)
  })

  test('the proxy itself is not the client: its own address is not blocked', async () => {
    const response = await signInAttempt(app, brand.password, {
      ip: proxy,
      headers: { 'x-forwarded-for': '203.0.113.9' },
    })
    expect(response.status).toBe(200)
  })

  test('a client-ip header is ignored behind the proxy too', async () => {
    await expectRateLimited(
      await signInAttempt(app, brand.password, {
        ip: proxy,
        headers: { 'x-forwarded-for': '203.0.113.7', 'x-marketplace-client-ip': '203.0.113.10' },
      }),
    )
  })

  test('the app without TRUST_PROXY ignores X-Forwarded-For', async () => {
    // 203.0.113.7 is blocked, but on the plain app the socket address is what counts.
    const response = await signInAttempt(testApp.app, brand.password, {
      ip: '10.0.0.10',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    })
    expect(response.status).toBe(200)
  })
})
