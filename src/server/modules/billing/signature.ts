/** HMAC-SHA256 signatures as Razorpay computes them: lower-case hex, compared in constant time. */
import { createHmac, timingSafeEqual } from 'node:crypto'

export function hmacSha256Hex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data, 'utf8').digest('hex')
}

/** True only for the exact expected string; the length check reveals nothing (it is fixed). */
export function signatureMatches(expected: string, received: string | undefined | null): boolean {
  if (typeof received !== 'string') return false
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(received, 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Razorpay's payment signature: HMAC-SHA256(key_secret, `${order_id}|${payment_id}`). */
export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(secret, `${orderId}|${paymentId}`)
}
