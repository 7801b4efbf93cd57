/**
 * Wrong passwords (issue 12, finding 2): 5 a minute per account and client address, and 20 a
 * minute per address across accounts, so that colleagues behind one office address do not lock
 * each other out while one address still cannot try many accounts.
 *
 * Checking and counting are one step: an attempt takes its units before the password is
 * checked (lib/rate-limit take(): refused when a window is full) and gives them back when the
 * password was right. Reading the count first and adding the failure afterwards let concurrent
 * attempts all pass the check before any of them was counted.
 */
import { LOGIN_ADDRESS_RATE_LIMIT, LOGIN_RATE_LIMIT } from '#shared/constants.ts'
import type { Db } from '../../db/client.ts'
import { blockedFor, giveBack, take, type RateRule, type TakenUnit } from '../../lib/rate-limit.ts'

/** The units one sign-in attempt holds while its password is checked. */
export interface LoginAttempt {
  units: TakenUnit[]
}

export const loginFailureKeys = (ip: string, email: string) => ({
  account: `login-failure|${ip}|${email.trim().toLowerCase()}`,
  address: `login-failure|${ip}`,
})

/**
 * Takes the attempt's units, the account's first: an account already locked never touches the
 * address's budget. Refused: how many seconds until the full window is over.
 */
export async function beginLoginAttempt(
  db: Db,
  ip: string,
  email: string,
  now = Date.now(),
): Promise<LoginAttempt | { retryAfter: number }> {
  const keys = loginFailureKeys(ip, email)
  const limits: [string, RateRule][] = [
    [keys.account, LOGIN_RATE_LIMIT],
    [keys.address, LOGIN_ADDRESS_RATE_LIMIT],
  ]
  const units: TakenUnit[] = []
  for (const [key, rule] of limits) {
    const unit = await take(db, key, rule, now)
    if (!unit) {
      for (const taken of units) await giveBack(db, taken)
      return { retryAfter: Math.max(1, await blockedFor(db, key, rule, now)) }
    }
    units.push(unit)
  }
  return { units }
}

/** A right password (or any answer that is not a wrong password) does not use up the budget. */
export async function refundLoginAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  for (const unit of attempt.units) await giveBack(db, unit)
}
