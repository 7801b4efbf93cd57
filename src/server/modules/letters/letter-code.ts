/**
 * Verification codes of Letters of Authorization: `<letter id>~<signature>`, where the signature
 * is an HMAC-SHA256 of the id under the letter key, cut to 128 bits. The letter key is derived
 * from the server's secret (AUTH_SECRET in production), so it is kept as the auth secret is and
 * never stored; a code whose id or signature was edited, or that was made up, does not verify.
 * The id alone opens nothing: without the signature a guessed or leaked id is 'unknown'.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import {
  LETTER_CODE_PATTERN,
  LETTER_CODE_SEPARATOR,
  LETTER_SIGNATURE_LENGTH,
} from '#shared/letters-texts.ts'

/** The subkey for letters: a leak of one derived key reveals neither the secret nor another. */
export function letterKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('authorization-letters').digest()
}

/** A fresh letter id: 16 random bytes, base64url (22 characters). */
export function newLetterId(): string {
  return randomBytes(16).toString('base64url')
}

function signatureOf(key: Buffer, letterId: string): string {
  return createHmac('sha256', key)
    .update(letterId)
    .digest()
    .subarray(0, 16)
    .toString('base64url')
    .slice(0, LETTER_SIGNATURE_LENGTH)
}

export function letterCode(secret: string, letterId: string): string {
  return `${letterId}${LETTER_CODE_SEPARATOR}${signatureOf(letterKey(secret), letterId)}`
}

/** The letter id of a well-formed code whose signature is right; null for anything else. */
export function letterIdOf(secret: string, code: string): string | null {
  const match = LETTER_CODE_PATTERN.exec(code)
  if (!match) return null
  const [, id, signature] = match as unknown as [string, string, string]
  const expected = Buffer.from(signatureOf(letterKey(secret), id))
  const given = Buffer.from(signature)
  // Equal lengths by the pattern; compared in constant time all the same.
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null
}
