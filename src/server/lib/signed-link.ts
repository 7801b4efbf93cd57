/**
 * Tokens for links that must work without a session, such as the lead magnet's download link in
 * a mail: an HMAC-SHA256 of the purpose and the record id, keyed with the server's secret, so a
 * token opens only its own record and cannot be forged or moved to another one.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export function signLink(secret: string, purpose: string, id: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${id}`).digest('base64url')
}

export function verifyLink(secret: string, purpose: string, id: string, token: string): boolean {
  const expected = Buffer.from(signLink(secret, purpose, id))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
