/**
 * Subscription plans and checkout in tests: a valid billing address, a subscriber row in any
 * state, Razorpay webhook bodies signed as Razorpay signs them, and a loopback fake of
 * Razorpay's Orders API (there is no network to Razorpay here).
 */
import { createHmac } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { payments, subscribers } from '#server/db/schema/index.ts'
import { createSandboxProvider } from '#server/modules/billing/sandbox.ts'
import type { AppDeps } from '#server/lib/http/types.ts'
import type { BillingAddressInput } from '#shared/schemas/billing.ts'

export function billingAddress(overrides: Partial<BillingAddressInput> = {}): BillingAddressInput {
  return {
    firstName: 'Priya',
    lastName: 'Shah',
    email: 'priya.shah@example.com',
    phone: '+91 98765 43210',
    address: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipCode: '560001',
    country: 'IN',
    ...overrides,
  }
}

export async function setSubscription(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  values: {
    tier: 'free' | 'basic' | 'premium'
    subscribed: boolean
    subscriptionEnd: Date | null
    cancelAtPeriodEnd?: boolean
    limit?: number
  },
): Promise<void> {
  const row = {
    subscribed: values.subscribed,
    subscriptionTier: values.tier,
    subscriptionEnd: values.subscriptionEnd,
    cancelAtPeriodEnd: values.cancelAtPeriodEnd ?? false,
    ...(values.limit === undefined ? {} : { brandApplicationLimit: values.limit }),
  }
  await deps.db
    .insert(subscribers)
    .values({ userId, email: `${userId}@example.com`, ...row })
    .onConflictDoUpdate({ target: subscribers.userId, set: row })
}

/** A Razorpay webhook body for a payment of `orderId` (001 §7.1; Razorpay's event shape). */
export function webhookBody(
  event: 'payment.captured' | 'order.paid' | 'payment.failed',
  input: { eventId?: string; orderId: string; paymentId: string; amount: number },
): string {
  return JSON.stringify({
    entity: 'event',
    ...(input.eventId ? { id: input.eventId } : {}),
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: input.paymentId,
          entity: 'payment',
          amount: input.amount,
          currency: 'USD',
          status: event === 'payment.failed' ? 'failed' : 'captured',
          order_id: input.orderId,
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  })
}

export const signWebhook = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('hex')

export interface FakeRazorpay {
  url: string
  /** Every request the fake received: method, path, authorization header and JSON body. */
  requests: { method: string; path: string; authorization: string | undefined; body: unknown }[]
  /** The next answers, in order (default: a created order echoing amount and currency). */
  answers: { status: number; body: unknown }[]
  close(): Promise<void>
}

/** A loopback stand-in for Razorpay's Orders API (POST /v1/orders). */
export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const fake: Omit<FakeRazorpay, 'url' | 'close'> = { requests: [], answers: [] }
  let counter = 0
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      let body: unknown = null
      try {
        body = JSON.parse(raw)
      } catch {
        body = raw
      }
      fake.requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body,
      })
      const scripted = fake.answers.shift()
      counter += 1
      const input = body as { amount?: number; currency?: string }
      const answer = scripted ?? {
        status: 200,
        body: {
          id: `order_fake${counter}`,
          entity: 'order',
          amount: input.amount,
          currency: input.currency,
          status: 'created',
        },
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    ...fake,
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * An open sandbox order of `userId`, stored directly, and what the sandbox checkout page would
 * hand back for it on success (a payment id and its signature).
 */
export async function insertSandboxOrder(
  deps: Pick<AppDeps, 'db' | 'signingSecret'>,
  userId: string,
  tier: 'basic' | 'premium' = 'basic',
) {
  const orderId = `order_sbx_test${Math.random().toString(36).slice(2, 12)}`
  await deps.db.insert(payments).values({
    userId,
    provider: 'sandbox',
    providerOrderId: orderId,
    tier,
    amountCents: tier === 'basic' ? 3500 : 9900,
    currency: 'USD',
    status: 'created',
    billingAddress: { ...billingAddress(), country: 'IN' },
  })
  const { paymentId, signature } = createSandboxProvider(deps.signingSecret).pay(orderId)
  return { order_id: orderId, payment_id: paymentId, signature }
}
