/**
 * Tokens for links that must work without a session, such as the lead magnet's download link in
 * a mail or a Letter of Authorization's verification code: an HMAC-SHA256 of the purpose and the
 * record id, keyed with the server's secret, so a token opens only its own record and cannot be
 * forged or moved to another one (or to another purpose). `length` keeps only the first
 * characters, for a code that must stay short (22 base64url characters are 132 bits).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export function signLink(secret: string, purpose: string, id: string, length?: number): string {
  const token = createHmac('sha256', secret).update(`${purpose}\n${id}`).digest('base64url')
  return length === undefined ? token : token.slice(0, length)
}

export function verifyLink(
  secret: string,
  purpose: string,
  id: string,
  token: string,
  length?: number,
): boolean {
  const expected = Buffer.from(signLink(secret, purpose, id, length))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
