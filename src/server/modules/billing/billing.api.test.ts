/**
 * Subscription plans and card checkout (001 §2.4, §4.7, §5, §7.1, §8.3; issue 6 item 8):
 * the sandbox checkout end to end, Razorpay through a loopback fake of its Orders API with the
 * signature computed by openssl, the webhook (bad signature, replay), cancellation, the
 * downgrade job, and one reseller never reaching another's subscription or payments.
 */
import { execFileSync } from 'node:child_process'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { BILLING_ADDRESS_MESSAGES as M, invalidPaymentData } from '#shared/billing-texts.ts'
import {
  brandApplications,
  payments,
  paymentWebhookEvents,
  subscribers,
} from '#server/db/schema/index.ts'
import {
  billingAddress,
  setSubscription,
  signWebhook,
  startFakeRazorpay,
  webhookBody,
  type FakeRazorpay,
} from '#testing/billing.ts'
import { mailsTo, signedInUser, type TestUser } from '#testing/factories.ts'
import { bodyOf, get, post, send } from '#testing/http.ts'
import { createBrand } from '#testing/public-site.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { addMonths } from './activate-payment.ts'
import { applicationLimitFor } from './application-limit.ts'
import { downgradeExpiredSubscriptions } from './downgrade-subscriptions.ts'
import { setPaymentProvider } from './payment-provider.ts'
import { createRazorpayProvider } from './razorpay.ts'

type Session = TestUser & { cookie: string }

interface Checkout {
  provider: string
  order_id: string
  amount: number
  currency: string
  key_id: string
  user_name: string
  user_email: string
}
interface Subscription {
  tier: string
  subscribed: boolean
  status: string
  subscriptionEnd: string | null
  cancelAtPeriodEnd: boolean
  usage: { usedThisMonth: number; limit: number; unlimited: boolean }
}

const DAY_MS = 24 * 60 * 60 * 1000

async function subscriberOf(t: TestApp, userId: string) {
  const [row] = await t.deps.db.select().from(subscribers).where(eq(subscribers.userId, userId))
  return row
}
async function paymentOf(t: TestApp, orderId: string) {
  const [row] = await t.deps.db.select().from(payments).where(eq(payments.providerOrderId, orderId))
  return row
}

describe('sandbox provider (no Razorpay keys)', () => {
  let t: TestApp
  let reseller: Session
  let other: Session

  beforeAll(async () => {
    t = await createTestApp()
    ;[reseller, other] = await Promise.all([
      signedInUser(t.deps, t.app, 'reseller'),
      signedInUser(t.deps, t.app, 'reseller'),
    ])
  })
  afterAll(async () => {
    await t?.close()
  })

  const checkout = async (who: Session, tier: 'basic' | 'premium' = 'premium') => {
    const response = await post(
      t.app,
      '/api/reseller/checkout',
      { tier, billingAddress: billingAddress() },
      { cookie: who.cookie },
    )
    expect(response.status).toBe(200)
    return bodyOf<Checkout>(response)
  }

  test('a reseller without a subscriber row is on the free plan, 3 a month, with the real count', async () => {
    const brand = await createBrand(t.deps)
    await t.deps.db.insert(brandApplications).values([
      { resellerId: other.id, brandId: brand.id },
      {
        resellerId: other.id,
        brandId: (await createBrand(t.deps)).id,
        // Last month's application does not count this month.
        createdAt: new Date(
          Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1) - DAY_MS,
        ),
      },
    ])
    const response = await get(t.app, '/api/reseller/subscription', { cookie: other.cookie })
    expect(response.status).toBe(200)
    expect(await bodyOf<Subscription>(response)).toEqual({
      tier: 'free',
      subscribed: false,
      status: 'free',
      subscriptionEnd: null,
      cancelAtPeriodEnd: false,
      usage: { usedThisMonth: 1, limit: 3, unlimited: false },
    })
    expect(await applicationLimitFor(t.deps.db, other.id)).toEqual({
      limit: 3,
      usedThisMonth: 1,
    })
    // A read writes nothing.
    expect(await subscriberOf(t, other.id)).toBeUndefined()
  })

  test('checkout validates every billing-address field with the spec message; country defaults to IN', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '   ' }, M.firstName],
      [{ lastName: '' }, M.lastName],
      [{ email: ' ' }, M.email],
      [{ email: 'not-an-email' }, M.emailInvalid],
      [{ phone: '' }, M.phone],
      [{ address: '  ' }, M.address],
      [{ city: '' }, M.city],
      [{ state: '' }, M.state],
      [{ zipCode: ' ' }, M.zipCode],
      [{ country: 'XX' }, M.country],
    ]
    for (const [change, message] of cases) {
      const response = await post(
        t.app,
        '/api/reseller/checkout',
        { tier: 'basic', billingAddress: { ...billingAddress(), ...change } },
        { cookie: reseller.cookie },
      )
      expect(response.status, message).toBe(400)
      expect((await bodyOf(response)).message).toBe(message)
    }
    const { country: _omitted, ...withoutCountry } = billingAddress({ firstName: '  Priya  ' })
    const response = await post(
      t.app,
      '/api/reseller/checkout',
      { tier: 'basic', billingAddress: withoutCountry },
      { cookie: reseller.cookie },
    )
    expect(response.status).toBe(200)
    const body = await bodyOf<Checkout>(response)
    expect(body).toMatchObject({
      provider: 'sandbox',
      amount: 3500,
      currency: 'USD',
      key_id: 'sandbox',
    })
    expect(body.user_name).toBe('Priya Shah')
    const stored = await paymentOf(t, body.order_id)
    expect(stored).toMatchObject({
      status: 'created',
      tier: 'basic',
      amountCents: 3500,
      userId: reseller.id,
    })
    expect(stored!.billingAddress).toMatchObject({ country: 'IN', firstName: 'Priya' })
  })

  test('verify names the missing fields; a bad signature is refused and changes nothing', async () => {
    const missing = await post(
      t.app,
      '/api/reseller/checkout/verify',
      { order_id: 'x' },
      {
        cookie: reseller.cookie,
      },
    )
    expect(missing.status).toBe(400)
    const message = (await bodyOf(missing)).message
    expect(message).toBe(invalidPaymentData(['payment_id', 'signature']))
    expect(message).toBe('Invalid payment data received. Missing: payment_id, signature')
    const none = await post(t.app, '/api/reseller/checkout/verify', {}, { cookie: reseller.cookie })
    expect((await bodyOf(none)).message).toBe(
      'Invalid payment data received. Missing: order_id, payment_id, signature',
    )

    const order = await checkout(reseller)
    const paid = await post(
      t.app,
      '/api/reseller/checkout/sandbox',
      { order_id: order.order_id, outcome: 'success' },
      { cookie: reseller.cookie },
    )
    const signed = await bodyOf<{ payment_id: string; signature: string }>(paid)
    const flipped = signed.signature.replace(/^./, (c) => (c === '0' ? '1' : '0'))
    const bad = await post(
      t.app,
      '/api/reseller/checkout/verify',
      { order_id: order.order_id, payment_id: signed.payment_id, signature: flipped },
      { cookie: reseller.cookie },
    )
    expect(bad.status).toBe(400)
    expect((await paymentOf(t, order.order_id))!.status).toBe('created')
    expect(await subscriberOf(t, reseller.id)).toBeUndefined()
  })

  test('sandbox success activates Premium for one month; verifying again changes nothing', async () => {
    const order = await checkout(reseller)
    expect(order.amount).toBe(9900)
    const paid = await post(
      t.app,
      '/api/reseller/checkout/sandbox',
      { order_id: order.order_id, outcome: 'success' },
      { cookie: reseller.cookie },
    )
    expect(paid.status).toBe(200)
    const signed = await bodyOf<{ order_id: string; payment_id: string; signature: string }>(paid)
    const before = Date.now()
    const verified = await post(t.app, '/api/reseller/checkout/verify', signed, {
      cookie: reseller.cookie,
    })
    expect(verified.status).toBe(200)
    expect(await bodyOf(verified)).toMatchObject({
      success: true,
      alreadyActive: false,
      tier: 'premium',
    })
    const sub = await subscriberOf(t, reseller.id)
    expect(sub).toMatchObject({
      subscribed: true,
      subscriptionTier: 'premium',
      cancelAtPeriodEnd: false,
      // Decision 014: Premium is unlimited.
      brandApplicationLimit: 999999,
    })
    // One receipt, with the plan, the amount and the payment.
    const receipts = (await mailsTo(t.deps, reseller.email)).filter(
      (m) => m.kind === 'billing_receipt',
    )
    expect(receipts).toHaveLength(1)
    expect(receipts[0]!.subject).toBe('Your receipt: Premium plan')
    expect(receipts[0]!.text).toContain('Amount paid: $99.00')
    expect(receipts[0]!.text).toContain(`Payment: ${signed.payment_id}`)
    expect(receipts[0]!.text).toContain('30-day money-back guarantee')
    const end = sub!.subscriptionEnd!.getTime()
    expect(end).toBeGreaterThanOrEqual(addMonths(new Date(before), 1).getTime() - 1000)
    expect(end).toBeLessThanOrEqual(addMonths(new Date(), 1).getTime())
    expect(await paymentOf(t, order.order_id)).toMatchObject({
      status: 'paid',
      providerPaymentId: signed.payment_id,
    })

    const again = await post(t.app, '/api/reseller/checkout/verify', signed, {
      cookie: reseller.cookie,
    })
    expect(again.status).toBe(200)
    expect(await bodyOf(again)).toMatchObject({ alreadyActive: true })
    const after = await subscriberOf(t, reseller.id)
    expect(after!.subscriptionEnd!.getTime()).toBe(end)
    // Verifying again sends no second receipt.
    expect(
      (await mailsTo(t.deps, reseller.email)).filter((m) => m.kind === 'billing_receipt'),
    ).toHaveLength(1)
    expect(after!.updatedAt.getTime()).toBe(sub!.updatedAt.getTime())

    // A paid order cannot be paid again in the sandbox.
    const closed = await post(
      t.app,
      '/api/reseller/checkout/sandbox',
      { order_id: order.order_id, outcome: 'success' },
      { cookie: reseller.cookie },
    )
    expect(closed.status).toBe(409)

    const view = await bodyOf<Subscription>(
      await get(t.app, '/api/reseller/subscription', { cookie: reseller.cookie }),
    )
    expect(view).toMatchObject({ tier: 'premium', subscribed: true, status: 'active' })
  })

  test('concurrent verifications of one payment activate it once', async () => {
    const buyer = await signedInUser(t.deps, t.app, 'reseller')
    const order = await checkout(buyer, 'basic')
    const signed = await bodyOf<Record<string, string>>(
      await post(
        t.app,
        '/api/reseller/checkout/sandbox',
        { order_id: order.order_id, outcome: 'success' },
        { cookie: buyer.cookie },
      ),
    )
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        post(t.app, '/api/reseller/checkout/verify', signed, { cookie: buyer.cookie }).then((r) =>
          bodyOf<{ alreadyActive: boolean }>(r),
        ),
      ),
    )
    expect(answers.filter((a) => !a.alreadyActive)).toHaveLength(1)
    const sub = await subscriberOf(t, buyer.id)
    // One month, not eight.
    expect(sub!.subscriptionEnd!.getTime()).toBeLessThanOrEqual(addMonths(new Date(), 1).getTime())
  })

  test('failure and cancel record the payment and activate nothing', async () => {
    const buyer = await signedInUser(t.deps, t.app, 'reseller')
    const failing = await checkout(buyer)
    const failed = await post(
      t.app,
      '/api/reseller/checkout/sandbox',
      { order_id: failing.order_id, outcome: 'failure' },
      { cookie: buyer.cookie },
    )
    expect(failed.status).toBe(200)
    expect((await bodyOf<{ error: { description: string } }>(failed)).error.description).toMatch(
      /declined/,
    )
    expect((await paymentOf(t, failing.order_id))!.status).toBe('failed')

    const cancelling = await checkout(buyer)
    const cancelled = await post(
      t.app,
      '/api/reseller/checkout/abandon',
      { order_id: cancelling.order_id, outcome: 'cancelled' },
      { cookie: buyer.cookie },
    )
    expect(await bodyOf(cancelled)).toEqual({ status: 'cancelled' })
    expect(await subscriberOf(t, buyer.id)).toBeUndefined()
  })

  test("reseller A cannot verify, pay, abandon or see B's order", async () => {
    const order = await checkout(other, 'basic')
    for (const [path, body] of [
      ['/api/reseller/checkout/sandbox', { order_id: order.order_id, outcome: 'success' }],
      ['/api/reseller/checkout/abandon', { order_id: order.order_id, outcome: 'cancelled' }],
      [
        '/api/reseller/checkout/verify',
        { order_id: order.order_id, payment_id: 'pay_x', signature: 'a'.repeat(64) },
      ],
    ] as const) {
      const response = await post(t.app, path, body, { cookie: reseller.cookie })
      expect(response.status, path).toBe(404)
    }
    expect((await paymentOf(t, order.order_id))!.status).toBe('created')
    // The subscription route only ever shows the caller's own plan.
    const mine = await bodyOf<Subscription>(
      await get(t.app, '/api/reseller/subscription', { cookie: other.cookie }),
    )
    expect(mine.tier).toBe('free')
  })

  test('cancel keeps the plan until the period end; the job then downgrades to 3 a month', async () => {
    const buyer = await signedInUser(t.deps, t.app, 'reseller')
    const end = new Date(Date.now() + 10 * DAY_MS)
    await setSubscription(t.deps, buyer.id, {
      tier: 'premium',
      subscribed: true,
      subscriptionEnd: end,
    })

    const cancelled = await post(
      t.app,
      '/api/reseller/subscription/cancel',
      {},
      { cookie: buyer.cookie },
    )
    expect(cancelled.status).toBe(200)
    expect(await bodyOf(cancelled)).toMatchObject({ cancelAtPeriodEnd: true, tier: 'premium' })
    const twice = await post(
      t.app,
      '/api/reseller/subscription/cancel',
      {},
      { cookie: buyer.cookie },
    )
    expect(twice.status).toBe(409)
    // One confirmation mail, saying until when the plan stays.
    const [subscriber] = await t.deps.db
      .select({ email: subscribers.email })
      .from(subscribers)
      .where(eq(subscribers.userId, buyer.id))
    const confirmations = (await mailsTo(t.deps, subscriber!.email)).filter(
      (m) => m.kind === 'billing_cancellation',
    )
    expect(confirmations).toHaveLength(1)
    expect(confirmations[0]!.subject).toBe('Your Premium plan is cancelled')
    expect(confirmations[0]!.text).toContain('will not renew')
    expect(confirmations[0]!.text).toContain('3 brand applications a month')

    const view = await bodyOf<Subscription>(
      await get(t.app, '/api/reseller/subscription', { cookie: buyer.cookie }),
    )
    expect(view).toMatchObject({
      tier: 'premium',
      subscribed: true,
      status: 'cancelling',
      cancelAtPeriodEnd: true,
    })

    // Before the end nothing moves.
    expect(
      await downgradeExpiredSubscriptions(t.deps.db, new Date(end.getTime() - 1000)),
    ).not.toContain(buyer.id)
    expect((await subscriberOf(t, buyer.id))!.subscriptionTier).toBe('premium')
    // At the end the server moves it to the free plan with 3 applications a month.
    expect(
      await downgradeExpiredSubscriptions(t.deps.db, new Date(end.getTime() + 1000)),
    ).toContain(buyer.id)
    expect(await subscriberOf(t, buyer.id)).toMatchObject({
      subscribed: false,
      subscriptionTier: 'free',
      brandApplicationLimit: 3,
      cancelAtPeriodEnd: false,
    })
    expect(await applicationLimitFor(t.deps.db, buyer.id)).toEqual({ limit: 3, usedThisMonth: 0 })
    const free = await bodyOf<Subscription>(
      await get(t.app, '/api/reseller/subscription', { cookie: buyer.cookie }),
    )
    expect(free).toMatchObject({
      tier: 'free',
      status: 'free',
      usage: { limit: 3, unlimited: false },
    })
    // Running again changes nothing.
    expect(
      await downgradeExpiredSubscriptions(t.deps.db, new Date(end.getTime() + 2000)),
    ).not.toContain(buyer.id)
  })

  test('a free reseller has nothing to cancel', async () => {
    const buyer = await signedInUser(t.deps, t.app, 'reseller')
    const response = await post(
      t.app,
      '/api/reseller/subscription/cancel',
      {},
      { cookie: buyer.cookie },
    )
    expect(response.status).toBe(409)
    expect((await bodyOf(response)).title).toBe('Cancellation Failed')
  })

  test('the Razorpay webhook is off without its secret', async () => {
    const body = webhookBody('payment.captured', { orderId: 'o', paymentId: 'p', amount: 1 })
    const response = await send(t.app, 'POST', '/api/payments/razorpay/webhook', {
      body,
      origin: null,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signWebhook('x', body),
      },
    })
    expect(response.status).toBe(503)
  })
})

describe('Razorpay provider (keys set, Orders API faked on loopback)', () => {
  const KEY_ID = 'rzp_test_marketplace'
  const KEY_SECRET = 'razorpay-key-secret-for-tests'
  const WEBHOOK_SECRET = 'razorpay-webhook-secret-for-tests'
  let t: TestApp
  let fake: FakeRazorpay
  let reseller: Session

  beforeAll(async () => {
    fake = await startFakeRazorpay()
    t = await createTestApp({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    })
    setPaymentProvider(
      t.deps,
      createRazorpayProvider({
        keyId: KEY_ID,
        keySecret: KEY_SECRET,
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: fake.url,
      }),
    )
    reseller = await signedInUser(t.deps, t.app, 'reseller')
  })
  afterAll(async () => {
    await t?.close()
    await fake?.close()
  })

  const openssl = (secret: string, data: string) =>
    execFileSync('openssl', ['dgst', '-sha256', '-hmac', secret], { input: data })
      .toString('utf8')
      .trim()
      .split(/\s+/)
      .pop()!

  const checkout = async (who: Session = reseller, tier: 'basic' | 'premium' = 'premium') => {
    const response = await post(
      t.app,
      '/api/reseller/checkout',
      { tier, billingAddress: billingAddress() },
      { cookie: who.cookie },
    )
    expect(response.status).toBe(200)
    return bodyOf<Checkout>(response)
  }

  const deliver = (body: string, signature: string, eventId?: string) =>
    send(t.app, 'POST', '/api/payments/razorpay/webhook', {
      body,
      origin: null,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        ...(eventId ? { 'x-razorpay-event-id': eventId } : {}),
      },
    })

  test('checkout creates a Razorpay order and answers its shape (order_id, amount, currency, key_id)', async () => {
    const order = await checkout()
    expect(order).toMatchObject({
      provider: 'razorpay',
      amount: 9900,
      currency: 'USD',
      key_id: KEY_ID,
      user_email: 'priya.shah@example.com',
    })
    expect(fake.requests.at(-1)!.body).toMatchObject({ amount: 9900, currency: 'USD' })
    expect((await paymentOf(t, order.order_id))!.provider).toBe('razorpay')
    // The sandbox page does not pay Razorpay orders.
    const sandbox = await post(
      t.app,
      '/api/reseller/checkout/sandbox',
      { order_id: order.order_id, outcome: 'success' },
      { cookie: reseller.cookie },
    )
    expect(sandbox.status).toBe(409)
  })

  test("a failing Orders API gives 'Checkout Failed' with the spec's mapped message and stores nothing", async () => {
    const before = (await t.deps.db.select().from(payments)).length
    fake.answers.push({ status: 500, body: { error: { description: 'Server error' } } })
    const response = await post(
      t.app,
      '/api/reseller/checkout',
      { tier: 'basic', billingAddress: billingAddress() },
      { cookie: reseller.cookie },
    )
    expect(response.status).toBe(502)
    expect(await bodyOf(response)).toMatchObject({
      title: 'Checkout Failed',
      message: 'Payment service error...',
    })
    expect((await t.deps.db.select().from(payments)).length).toBe(before)
  })

  test('verify accepts the signature computed by openssl and refuses any changed byte', async () => {
    const buyer = await signedInUser(t.deps, t.app, 'reseller')
    const order = await checkout(buyer)
    const paymentId = 'pay_OpensslSigned01'
    const signature = openssl(KEY_SECRET, `${order.order_id}|${paymentId}`)
    for (let i = 0; i < signature.length; i += 7) {
      const changed =
        signature.slice(0, i) + (signature[i] === 'a' ? 'b' : 'a') + signature.slice(i + 1)
      const refused = await post(
        t.app,
        '/api/reseller/checkout/verify',
        { order_id: order.order_id, payment_id: paymentId, signature: changed },
        { cookie: buyer.cookie },
      )
      expect(refused.status).toBe(400)
    }
    expect(await subscriberOf(t, buyer.id)).toBeUndefined()
    const accepted = await post(
      t.app,
      '/api/reseller/checkout/verify',
      { order_id: order.order_id, payment_id: paymentId, signature },
      { cookie: buyer.cookie },
    )
    expect(accepted.status).toBe(200)
    expect(await subscriberOf(t, buyer.id)).toMatchObject({
      subscriptionTier: 'premium',
      subscribed: true,
    })
  })

  test('a webhook with a bad signature gets 400 and changes nothing', async () => {
    const buyer = await signedInUser(t.deps, t.app, 'reseller')
    const order = await checkout(buyer)
    const body = webhookBody('payment.captured', {
      eventId: 'evt_bad_sig',
      orderId: order.order_id,
      paymentId: 'pay_bad',
      amount: order.amount,
    })
    for (const signature of [
      signWebhook('wrong-secret', body),
      '',
      signWebhook(WEBHOOK_SECRET, `${body} `),
    ]) {
      const response = await deliver(body, signature, 'evt_bad_sig')
      expect(response.status).toBe(400)
    }
    expect((await paymentOf(t, order.order_id))!.status).toBe('created')
    expect(await subscriberOf(t, buyer.id)).toBeUndefined()
    expect(
      await t.deps.db
        .select()
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.eventId, 'evt_bad_sig')),
    ).toEqual([])
  })

  test('payment.captured activates the plan; the replayed event changes nothing', async () => {
    const buyer = await signedInUser(t.deps, t.app, 'reseller')
    const order = await checkout(buyer, 'basic')
    const body = webhookBody('payment.captured', {
      orderId: order.order_id,
      paymentId: 'pay_Webhook01',
      amount: order.amount,
    })
    const signature = openssl(WEBHOOK_SECRET, body)
    const first = await deliver(body, signature, 'evt_captured_1')
    expect(first.status).toBe(200)
    expect(await bodyOf(first)).toMatchObject({ status: 'activated' })
    const sub = await subscriberOf(t, buyer.id)
    expect(sub).toMatchObject({ subscriptionTier: 'basic', subscribed: true })

    // The buyer cancels; a replay of the old event must not undo that or add a month.
    await post(t.app, '/api/reseller/subscription/cancel', {}, { cookie: buyer.cookie })
    const replay = await deliver(body, signature, 'evt_captured_1')
    expect(replay.status).toBe(200)
    expect(await bodyOf(replay)).toMatchObject({ status: 'duplicate' })
    const after = await subscriberOf(t, buyer.id)
    expect(after).toMatchObject({ cancelAtPeriodEnd: true })
    expect(after!.subscriptionEnd!.getTime()).toBe(sub!.subscriptionEnd!.getTime())

    // The same payment under a new event id (order.paid after payment.captured) is idempotent too.
    const orderPaid = webhookBody('order.paid', {
      orderId: order.order_id,
      paymentId: 'pay_Webhook01',
      amount: order.amount,
    })
    const third = await deliver(
      orderPaid,
      signWebhook(WEBHOOK_SECRET, orderPaid),
      'evt_order_paid_1',
    )
    expect(await bodyOf(third)).toMatchObject({ status: 'already-paid' })
    expect((await subscriberOf(t, buyer.id))!.subscriptionEnd!.getTime()).toBe(
      sub!.subscriptionEnd!.getTime(),
    )
  })

  test('without an event id header the payload id (or the body) names the event', async () => {
    const buyer = await signedInUser(t.deps, t.app, 'reseller')
    const order = await checkout(buyer, 'basic')
    const failedBody = webhookBody('payment.failed', {
      eventId: 'evt_payload_id_1',
      orderId: order.order_id,
      paymentId: 'pay_failed',
      amount: order.amount,
    })
    const sig = signWebhook(WEBHOOK_SECRET, failedBody)
    expect(await bodyOf(await deliver(failedBody, sig))).toMatchObject({ status: 'failed' })
    expect((await paymentOf(t, order.order_id))!.status).toBe('failed')
    expect(await bodyOf(await deliver(failedBody, sig))).toMatchObject({ status: 'duplicate' })
  })

  test('a webhook amount that differs from the order does not activate it', async () => {
    const buyer = await signedInUser(t.deps, t.app, 'reseller')
    const order = await checkout(buyer, 'premium')
    const body = webhookBody('payment.captured', {
      orderId: order.order_id,
      paymentId: 'pay_cheap',
      amount: 100,
    })
    await deliver(body, signWebhook(WEBHOOK_SECRET, body), 'evt_cheap')
    expect((await paymentOf(t, order.order_id))!.status).toBe('created')
    expect(await subscriberOf(t, buyer.id)).toBeUndefined()
  })
})
