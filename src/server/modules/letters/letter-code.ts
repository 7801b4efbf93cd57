/**
 * Verification codes of Letters of Authorization: `<letter id>~<signature>`, where the signature
 * is lib/signed-link.ts's HMAC-SHA256 of the purpose and the id under the server's secret
 * (AUTH_SECRET in production), cut to 132 bits; it is never stored. A code whose id or signature
 * was edited, or that was made up, does not verify. The id alone opens nothing: without the
 * signature a guessed or leaked id is 'unknown'.
 */
import { randomBytes } from 'node:crypto'
import {
  LETTER_CODE_PATTERN,
  LETTER_CODE_SEPARATOR,
  LETTER_SIGNATURE_LENGTH,
} from '#shared/letters-texts.ts'
import { signLink, verifyLink } from '../../lib/signed-link.ts'

const PURPOSE = 'authorization-letters'

/** A fresh letter id: 16 random bytes, base64url (22 characters). */
export function newLetterId(): string {
  return randomBytes(16).toString('base64url')
}

export function letterCode(secret: string, letterId: string): string {
  return `${letterId}${LETTER_CODE_SEPARATOR}${signLink(secret, PURPOSE, letterId, LETTER_SIGNATURE_LENGTH)}`
}

/** The letter id of a well-formed code whose signature is right; null for anything else. */
export function letterIdOf(secret: string, code: string): string | null {
  const match = LETTER_CODE_PATTERN.exec(code)
  if (!match) return null
  const [, id, signature] = match as unknown as [string, string, string]
  return verifyLink(secret, PURPOSE, id, signature, LETTER_SIGNATURE_LENGTH) ? id : null
}
