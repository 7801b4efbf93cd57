import type { Role } from '#shared/constants.ts'
import { signedInUser, type TestUser } from './factories.ts'
import type { TestApp } from './test-app.ts'

/** A user with the cookie of a signed-in session. */
export type Session = TestUser & { cookie: string }

/** One new signed-in user per role, in the order given, created side by side. */
export function signedInUsers<const R extends readonly Role[]>(
  t: TestApp,
  ...roles: R
): Promise<{ -readonly [K in keyof R]: Session }> {
  return Promise.all(roles.map((role) => signedInUser(t.deps, t.app, role))) as Promise<{
    -readonly [K in keyof R]: Session
  }>
}

/**
 * The cast of a file that checks who may do what: an admin, a brand and another brand, a
 * reseller and another reseller.
 */
export function signedInCast(t: TestApp) {
  return signedInUsers(t, 'admin', 'brand', 'brand', 'reseller', 'reseller')
}
