/**
 * Wrong passwords are limited per client address: 5 a minute, then every sign-in from that
 * address (even with the right password) answers 429 RATE_LIMITED until the minute is over.
 * The address is the socket's, or the right-most X-Forwarded-For entry behind a trusted proxy;
 * no header a client sends can move it.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LOGIN_RATE_LIMIT } from '#shared/constants.ts'
import { MESSAGES } from '#shared/messages.ts'
import { createApp } from '#server/app.ts'
import { rateLimit } from '#server/db/schema/index.ts'
import { createUser, type TestUser } from '#testing/factories.ts'
import { bodyOf, post, type RequestOptions, type RequestTarget } from '#testing/http.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let testApp: TestApp
let brand: TestUser

beforeAll(async () => {
  testApp = await createTestApp()
  brand = await createUser(testApp.deps, 'brand')
})

afterAll(async () => {
  await testApp?.close()
})

const signInAttempt = (
  app: RequestTarget,
  password: string,
  options: RequestOptions & { ip: string },
) => post(app, '/api/auth/sign-in/email', { email: brand.email, password }, options)

async function failFiveTimes(app: RequestTarget, options: RequestOptions & { ip: string }) {
  for (let i = 0; i < LOGIN_RATE_LIMIT.max; i++) {
    const response = await signInAttempt(app, 'wrong-password-1', options)
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
    // Move the window's start back by more than a minute instead of waiting for it.
    await testApp.deps.db
      .update(rateLimit)
      .set({ lastRequest: Date.now() - (LOGIN_RATE_LIMIT.window + 1) * 1000 })
      .where(eq(rateLimit.key, `login-failure|${ip}`))
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
