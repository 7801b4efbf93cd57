/**
 * The local sandbox provider, the embedded default when Razorpay is not configured: orders are
 * made here, its checkout page (the client's sandbox dialog) lets the user choose success,
 * failure or cancel, and a success is signed exactly as Razorpay signs one, with a key derived
 * from the server's secret, so that it completes through the same verify path.
 */
import { randomBytes } from 'node:crypto'
import type { CreateOrderInput, CreatedOrder, PaymentProvider } from './payment-provider.ts'
import { hmacSha256Hex, paymentSignature, signatureMatches } from './signature.ts'

export interface SandboxProvider extends PaymentProvider {
  /** What the sandbox checkout page hands back on success, as Razorpay's handler does. */
  pay(orderId: string): { paymentId: string; signature: string }
}

const id = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`

export function createSandboxProvider(serverSecret: string): SandboxProvider {
  // A key of its own, so that a sandbox signature is never valid for anything else signed.
  const key = hmacSha256Hex(serverSecret, 'payments:sandbox')
  return {
    name: 'sandbox',
    keyId: 'sandbox',
    createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
      return Promise.resolve({
        orderId: id('order_sbx'),
        amountCents: input.amountCents,
        currency: input.currency,
      })
    },
    pay(orderId) {
      const paymentId = id('pay_sbx')
      return { paymentId, signature: paymentSignature(key, orderId, paymentId) }
    },
    verifyPayment({ orderId, paymentId, signature }) {
      return signatureMatches(paymentSignature(key, orderId, paymentId), signature)
    },
    verifyWebhook(rawBody, signature) {
      return signatureMatches(hmacSha256Hex(key, rawBody), signature)
    },
  }
}
