/**
 * The Razorpay adapter on its own: the payment and webhook signatures against an independent
 * HMAC (openssl), every changed byte refused, and the Orders API call against a loopback fake.
 */
import { execFileSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startFakeRazorpay, type FakeRazorpay } from '#testing/billing.ts'
import { parseEnv } from '../../env.ts'
import {
  PaymentServiceError,
  paymentCspSources,
  razorpayConfigured,
  sandboxAllowed,
} from './payment-provider.ts'
import { createRazorpayProvider } from './razorpay.ts'
import { createSandboxProvider } from './sandbox.ts'

const KEY_ID = 'rzp_test_1DP5mmOlF5G5ag'
const KEY_SECRET = 'thisisasupersecret'
const WEBHOOK_SECRET = 'webhook-secret-0123456789'

/** HMAC-SHA256 computed by openssl, not by our code. */
function openssl(secret: string, data: string): string {
  const out = execFileSync('openssl', ['dgst', '-sha256', '-hmac', secret], { input: data })
  return out.toString('utf8').trim().split(/\s+/).pop()!
}

/** Every variant of `value` with one byte changed: each position flipped, one cut, one added. */
function oneByteChanges(value: string): string[] {
  const variants: string[] = []
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i)
    const replacement = value[i] === '0' ? '1' : '0'
    variants.push(value.slice(0, i) + replacement + value.slice(i + 1))
    if (c >= 97 && c <= 102)
      variants.push(value.slice(0, i) + value[i]!.toUpperCase() + value.slice(i + 1))
  }
  variants.push(value.slice(0, -1), `${value}0`, ` ${value}`, '')
  return variants
}

const provider = createRazorpayProvider({
  keyId: KEY_ID,
  keySecret: KEY_SECRET,
  webhookSecret: WEBHOOK_SECRET,
})

describe('payment signature', () => {
  const orderId = 'order_EKwxwAgItmmXdp'
  const paymentId = 'pay_29QQoUBi66xm2f'
  const signature = openssl(KEY_SECRET, `${orderId}|${paymentId}`)

  test('a signature computed with openssl over order_id|payment_id is accepted', () => {
    expect(signature).toMatch(/^[0-9a-f]{64}$/)
    expect(provider.verifyPayment({ orderId, paymentId, signature })).toBe(true)
  })

  test('any changed byte of the signature is refused', () => {
    const variants = oneByteChanges(signature)
    expect(variants.length).toBeGreaterThan(64)
    for (const changed of variants) {
      expect(provider.verifyPayment({ orderId, paymentId, signature: changed }), changed).toBe(
        false,
      )
    }
  })

  test('a changed order id or payment id, or another secret, is refused', () => {
    for (const changed of oneByteChanges(orderId)) {
      expect(provider.verifyPayment({ orderId: changed, paymentId, signature })).toBe(false)
    }
    for (const changed of oneByteChanges(paymentId)) {
      expect(provider.verifyPayment({ orderId, paymentId: changed, signature })).toBe(false)
    }
    const other = openssl(`${KEY_SECRET}x`, `${orderId}|${paymentId}`)
    expect(provider.verifyPayment({ orderId, paymentId, signature: other })).toBe(false)
  })
})

describe('webhook signature', () => {
  const body = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: {} } } })
  const signature = openssl(WEBHOOK_SECRET, body)

  test('the raw body signed with openssl is accepted; a changed byte of body or signature is not', () => {
    expect(provider.verifyWebhook(body, signature)).toBe(true)
    for (const changed of oneByteChanges(signature)) {
      expect(provider.verifyWebhook(body, changed)).toBe(false)
    }
    for (let i = 0; i < body.length; i++) {
      const changed = body.slice(0, i) + (body[i] === ' ' ? '_' : ' ') + body.slice(i + 1)
      expect(provider.verifyWebhook(changed, signature)).toBe(false)
    }
    expect(provider.verifyWebhook(body, undefined)).toBe(false)
  })

  test('without a webhook secret nothing verifies', () => {
    const noSecret = createRazorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET })
    expect(noSecret.verifyWebhook(body, openssl('', body))).toBe(false)
  })
})

describe('the sandbox provider', () => {
  test('signs as Razorpay does, with a key of its own', () => {
    const sandbox = createSandboxProvider('server-secret-for-tests')
    const { paymentId, signature } = sandbox.pay('order_sbx_1')
    expect(sandbox.verifyPayment({ orderId: 'order_sbx_1', paymentId, signature })).toBe(true)
    expect(sandbox.verifyPayment({ orderId: 'order_sbx_2', paymentId, signature })).toBe(false)
    const other = createSandboxProvider('another-server-secret')
    expect(other.verifyPayment({ orderId: 'order_sbx_1', paymentId, signature })).toBe(false)
  })
})

describe('Orders API', () => {
  let fake: FakeRazorpay
  beforeAll(async () => {
    fake = await startFakeRazorpay()
  })
  afterAll(async () => {
    await fake?.close()
  })

  const adapter = () =>
    createRazorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, apiUrl: fake.url })

  test('creates an order with basic auth, the amount in cents, currency, receipt and notes', async () => {
    const order = await adapter().createOrder({
      amountCents: 9900,
      currency: 'USD',
      receipt: 'sub_user-123',
      notes: { user_id: 'user-123', tier: 'premium' },
    })
    expect(order).toEqual({
      orderId: expect.stringMatching(/^order_fake/),
      amountCents: 9900,
      currency: 'USD',
    })
    const request = fake.requests.at(-1)!
    expect(request.method).toBe('POST')
    expect(request.path).toBe('/v1/orders')
    expect(request.authorization).toBe(
      `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
    )
    expect(request.body).toEqual({
      amount: 9900,
      currency: 'USD',
      receipt: 'sub_user-123',
      notes: { user_id: 'user-123', tier: 'premium' },
    })
  })

  test('an error answer, an answer without an id and an unreachable host are typed failures', async () => {
    const input = { amountCents: 3500, currency: 'USD', receipt: 'r', notes: {} }
    fake.answers.push({ status: 401, body: { error: { description: 'Authentication failed' } } })
    await expect(adapter().createOrder(input)).rejects.toMatchObject({ kind: 'service' })
    fake.answers.push({ status: 200, body: { amount: 3500 } })
    await expect(adapter().createOrder(input)).rejects.toMatchObject({ kind: 'response' })
    const closed = createRazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      apiUrl: 'http://127.0.0.1:1',
    })
    const error = await closed.createOrder(input).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PaymentServiceError)
    expect(error).toMatchObject({ kind: 'connection' })
  })
})

describe('configuration', () => {
  test('the key id and secret go together; blanks are unset; CSP origins only when configured', () => {
    expect(() => parseEnv({ RAZORPAY_KEY_ID: 'rzp_test_x' })).toThrow(/RAZORPAY_KEY_SECRET/)
    const off = parseEnv({ RAZORPAY_KEY_ID: '  ', RAZORPAY_KEY_SECRET: '' })
    expect(razorpayConfigured(off)).toBe(false)
    expect(sandboxAllowed(off)).toBe(true)
    expect(paymentCspSources(off)).toEqual({ script: [], frame: [], connect: [] })
    const on = parseEnv({ RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 'secret' })
    expect(razorpayConfigured(on)).toBe(true)
    expect(sandboxAllowed(on)).toBe(false)
    expect(paymentCspSources(on).script).toEqual(['https://checkout.razorpay.com'])
    // A production server without keys takes no sandbox payments.
    expect(sandboxAllowed(parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) }))).toBe(
      false,
    )
    // Nor does a PostgreSQL deployment that forgot NODE_ENV=production.
    expect(sandboxAllowed(parseEnv({ DATABASE_URL: 'postgres://app@db/marketplace' }))).toBe(false)
  })
})
