/**
 * The Razorpay adapter (DESIGN: payments): orders through the Orders API with the key id and
 * secret as basic auth, the checkout's payment signature HMAC-SHA256(key_secret,
 * `${order_id}|${payment_id}`), and webhooks signed with HMAC-SHA256(webhook_secret, raw body)
 * in X-Razorpay-Signature.
 */
import {
  PaymentServiceError,
  type CreateOrderInput,
  type CreatedOrder,
  type PaymentProvider,
} from './payment-provider.ts'
import { hmacSha256Hex, paymentSignature, signatureMatches } from './signature.ts'

export const RAZORPAY_API_URL = 'https://api.razorpay.com'
const ORDER_TIMEOUT_MS = 10_000

export interface RazorpayConfig {
  keyId: string
  keySecret: string
  webhookSecret?: string | undefined
  /** Another base URL (a loopback fake in tests). */
  apiUrl?: string
  fetch?: typeof fetch
}

interface RazorpayOrder {
  id: string
  amount: number
  currency: string
}

function isOrder(value: unknown): value is RazorpayOrder {
  const v = value as Partial<RazorpayOrder> | null
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'string' &&
    v.id !== '' &&
    typeof v.amount === 'number' &&
    typeof v.currency === 'string'
  )
}

export function createRazorpayProvider(config: RazorpayConfig): PaymentProvider {
  const apiUrl = (config.apiUrl ?? RAZORPAY_API_URL).replace(/\/$/, '')
  const doFetch = config.fetch ?? fetch
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`
  return {
    name: 'razorpay',
    keyId: config.keyId,
    async createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
      let response: Response
      try {
        response = await doFetch(`${apiUrl}/v1/orders`, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            amount: input.amountCents,
            currency: input.currency,
            receipt: input.receipt.slice(0, 40),
            notes: input.notes,
          }),
          signal: AbortSignal.timeout(ORDER_TIMEOUT_MS),
        })
      } catch (error) {
        throw new PaymentServiceError('connection', `Razorpay unreachable: ${String(error)}`)
      }
      const body: unknown = await response.json().catch(() => null)
      if (!response.ok) {
        const description =
          (body as { error?: { description?: unknown } } | null)?.error?.description ?? ''
        throw new PaymentServiceError(
          'service',
          `Razorpay answered ${response.status} ${String(description)}`.trim(),
        )
      }
      if (!isOrder(body)) throw new PaymentServiceError('response', 'Razorpay order without an id')
      return { orderId: body.id, amountCents: body.amount, currency: body.currency }
    },
    verifyPayment({ orderId, paymentId, signature }) {
      return signatureMatches(paymentSignature(config.keySecret, orderId, paymentId), signature)
    },
    verifyWebhook(rawBody, signature) {
      if (!config.webhookSecret) return false
      return signatureMatches(hmacSha256Hex(config.webhookSecret, rawBody), signature)
    },
  }
}
