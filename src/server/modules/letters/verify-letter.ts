/**
 * The public check of a Letter of Authorization (issue 13 item 4): anyone holding a code (a
 * marketplace reviewer, a buyer) learns whether the letter is valid right now, and sees what the
 * letter states as issued, nothing more.
 *
 * Valid only while the authorization is in force and still at the version the letter was issued
 * for, and the reseller may use the marketplace: a reseller banned by an admin (the ban rule of
 * sign-in, getAccountState) holds no letter that verifies, whatever the brand decided; lifting
 * the ban gives back what the authorization says. Suspended, revoked and expired say since when; 'superseded' means a newer grant changed
 * the terms (the date of that change is not kept, so none is given). Any code that is malformed,
 * edited or unknown is 'unknown', and nothing else is said about it.
 */
import { eq } from 'drizzle-orm'
import { authorizationInForce, effectiveAuthorizationStatus } from '#shared/authorizations.ts'
import type { IssuedLetter, LetterVerification } from '#shared/schemas/letters.ts'
import type { Db } from '../../db/client.ts'
import { authorizationLetters, brandAuthorizations } from '../../db/schema/index.ts'
import { getAccountState } from '../accounts/get-account-state.ts'
import { letterIdOf } from './letter-code.ts'

const UNKNOWN: LetterVerification = { result: 'unknown' }

export async function verifyLetter(
  deps: { db: Db; signingSecret: string },
  code: string,
): Promise<LetterVerification> {
  const letterId = letterIdOf(deps.signingSecret, code)
  if (!letterId) return UNKNOWN
  const a = brandAuthorizations
  const l = authorizationLetters
  const [row] = await deps.db
    .select({
      content: l.content,
      issuedAt: l.issuedAt,
      letterVersion: l.authorizationVersion,
      status: a.status,
      startsAt: a.startsAt,
      endsAt: a.endsAt,
      statusChangedAt: a.statusChangedAt,
      version: a.version,
      resellerId: a.resellerId,
    })
    .from(l)
    .innerJoin(a, eq(a.id, l.authorizationId))
    .where(eq(l.id, letterId))
  if (!row) return UNKNOWN

  const c = row.content
  // Only what the letter shows, as issued (a later rename does not change an issued letter).
  const letter: IssuedLetter = {
    brandName: c.brandName,
    licensee: c.licensee,
    marketplaces: c.marketplaces.map((m) => ({ marketplace: m.marketplace, sellerId: m.sellerId })),
    startsAt: c.startsAt,
    endsAt: c.endsAt,
    issuedAt: row.issuedAt.toISOString(),
  }
  const reseller = await getAccountState(deps.db, row.resellerId)
  if (!reseller || reseller.banned) return { result: 'account_suspended', letter }
  const now = new Date()
  const status = effectiveAuthorizationStatus(row, now)
  if (status === 'suspended' || status === 'revoked') {
    return { result: status, since: row.statusChangedAt.toISOString(), letter }
  }
  if (status === 'expired') {
    return { result: 'expired', since: (row.endsAt ?? row.statusChangedAt).toISOString(), letter }
  }
  // Active: valid if it is this letter's version and has started. Only a new grant moves the
  // version or the start, so anything else is a letter with other terms than the current ones.
  if (row.version !== row.letterVersion || !authorizationInForce(row, now)) {
    return { result: 'superseded', letter }
  }
  return { result: 'valid', letter }
}
