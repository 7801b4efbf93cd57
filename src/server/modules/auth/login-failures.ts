/** Wrong passwords per client address (issue 2: 5 a minute, then 429). */
import { LOGIN_RATE_LIMIT } from '#shared/constants.ts'
import type { Db } from '../../db/client.ts'
import { blockedFor, hit } from '../../lib/rate-limit.ts'

const keyFor = (ip: string) => `login-failure|${ip}`

export const loginBlockedFor = (db: Db, ip: string) => blockedFor(db, keyFor(ip), LOGIN_RATE_LIMIT)

export async function recordLoginFailure(db: Db, ip: string) {
  await hit(db, keyFor(ip), LOGIN_RATE_LIMIT)
}
