/**
 * The inbound webhook's shared secret (INBOUND_EMAIL_SECRET): in the X-Inbound-Secret header or
 * as the password of HTTP basic auth (providers such as SendGrid and Mailgun post to
 * https://user:secret@host/...). Compared in constant time over SHA-256 digests, so neither the
 * content nor the length of the secret leaks through timing.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import { ERROR_CODES } from '#shared/messages.ts'
import { EMAIL_ROUTING_TEXTS, INBOUND_SECRET_HEADER } from '#shared/email-routing-texts.ts'
import { HttpError } from '../../lib/http/errors.ts'

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()

export function presentedSecret(headers: {
  header(name: string): string | undefined
}): string | undefined {
  const direct = headers.header(INBOUND_SECRET_HEADER)
  if (direct) return direct
  const authorization = headers.header('authorization') ?? ''
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization)
  if (!match) return undefined
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  return colon >= 0 ? decoded.slice(colon + 1) : undefined
}

export function secretMatches(presented: string | undefined, secret: string): boolean {
  // Always compare, even without a presented value, so both paths cost the same.
  const ok = timingSafeEqual(digest(presented ?? ''), digest(secret))
  return ok && presented !== undefined
}

/** Throws 503 when the webhook is off and 401 when the secret is missing or wrong. */
export function assertInboundSecret(
  secret: string | undefined,
  headers: { header(name: string): string | undefined },
): void {
  if (!secret) {
    throw new HttpError(503, {
      code: 'INBOUND_EMAIL_DISABLED',
      message: EMAIL_ROUTING_TEXTS.disabled,
    })
  }
  if (!secretMatches(presentedSecret(headers), secret)) {
    throw new HttpError(401, {
      code: ERROR_CODES.unauthenticated,
      message: EMAIL_ROUTING_TEXTS.badSecret,
    })
  }
}
