import type { Context, MiddlewareHandler } from 'hono'
import { isAPIError } from 'better-auth/api'
import { eq } from 'drizzle-orm'
import { INACTIVITY_LOGOUT_MS } from '#shared/constants.ts'
import { session as sessionTable } from '../db/schema/index.ts'
import { isDatabaseUnavailable } from '../lib/http/database-unavailable.ts'
import type { AppDeps, AppEnv } from '../lib/http/types.ts'
import { getAccountState, type AccountState } from '../modules/accounts/get-account-state.ts'
import { lookupSession } from './session-lookup.ts'

/** better-auth refreshes a session row at most this often (auth.ts updateAge). */
const SESSION_REFRESH_MS = 10 * 60 * 1000

/** The request's session and account state; better-auth looks when it may have to write. */
async function currentSession(
  deps: AppDeps,
  c: Context<AppEnv>,
): Promise<{
  sessionId: string
  updatedAt: Date
  state: AccountState | null
} | null> {
  // A lookup that failed is not "signed out": while the database is down the error goes on to
  // app.onError (503 with Retry-After) instead of answering 401 or an anonymous page.
  const fast = await lookupSession(deps, c).catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) throw error
    return 'better-auth' as const
  })
  if (fast !== 'better-auth') return fast
  // getSession answers null for no session (unknown, expired, forged); a throw is a failure.
  const found = await deps.auth.api
    .getSession({ headers: c.req.raw.headers })
    .catch((error: unknown) => {
      if (isAPIError(error) && error.statusCode < 500) return null
      throw error
    })
  if (!found) return null
  return {
    sessionId: found.session.id,
    updatedAt: new Date(found.session.updatedAt),
    state: await getAccountState(deps.db, found.user.id),
  }
}

/**
 * Resolves the caller from the session cookie. Besides the client's 2-hour inactivity timer
 * (000 §4), the server ends a non-admin session that saw no request for that long, and it
 * re-checks the reseller gate so that a reseller rejected after signing in is signed out, and
 * ends the session of a banned user (users/update-user-access.ts also deletes them at once).
 */
export function resolveViewer(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('viewer', null)
    if (!c.req.header('cookie')) return next()
    const found = await currentSession(deps, c)
    if (!found) return next()
    const { state } = found
    const idleFor = Date.now() - found.updatedAt.getTime()
    const idleTooLong = idleFor > INACTIVITY_LOGOUT_MS + SESSION_REFRESH_MS
    if (
      !state ||
      state.banned ||
      state.resellerGate !== 'allowed' ||
      (state.role !== 'admin' && idleTooLong)
    ) {
      await deps.db.delete(sessionTable).where(eq(sessionTable.id, found.sessionId))
      return next()
    }
    c.set('viewer', {
      userId: state.userId,
      sessionId: found.sessionId,
      email: state.email,
      emailVerified: state.emailVerified,
      role: state.role,
      fullName: state.fullName,
      companyName: state.companyName,
      resellerStatus: state.resellerStatus,
    })
    return next()
  }
}
