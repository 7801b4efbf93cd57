/**
 * Accounts and sessions for API tests. Users are created directly with the seed's
 * `createVerifiedAccount` (one password hash, no mail, no HTTP), so only the behaviour a test is
 * about goes through the API.
 */
import { asc, eq } from 'drizzle-orm'
import type { Role } from '#shared/constants.ts'
import { createVerifiedAccount } from '#server/db/seed.ts'
import { mailOutbox, resellerApplications, user } from '#server/db/schema/index.ts'
import type { AppDeps } from '#server/lib/http/types.ts'
import { post, type RequestOptions, type RequestTarget } from './http.ts'

export interface TestUser {
  id: string
  email: string
  password: string
  role: Role
  fullName: string
  companyName: string
}

let emailCounter = 0

/** An e-mail address no other test of this process uses. */
export function uniqueEmail(prefix = 'user'): string {
  emailCounter += 1
  const salt = Math.random().toString(36).slice(2, 8)
  return `${prefix}-${emailCounter}-${salt}@example.com`
}

/**
 * A verified user of any role that can sign in at once (a reseller with an approved
 * application, as the demo seed makes them).
 */
export async function createUser(
  deps: Pick<AppDeps, 'db' | 'auth'>,
  role: Role,
  overrides: Partial<Omit<TestUser, 'id' | 'role'>> = {},
): Promise<TestUser> {
  const input = {
    role,
    email: overrides.email ?? uniqueEmail(role),
    password: overrides.password ?? `pass-${role}-${Math.random().toString(36).slice(2, 10)}`,
    fullName: overrides.fullName ?? `Test ${role[0]!.toUpperCase()}${role.slice(1)}`,
    companyName: overrides.companyName ?? `${role} Company`,
  }
  if (!(await createVerifiedAccount(deps.db, deps.auth, input))) {
    throw new Error(`createUser: ${input.email} is already registered`)
  }
  const [row] = await deps.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, input.email.toLowerCase()))
  return { ...input, email: input.email.toLowerCase(), id: row!.id }
}

export type ResellerStatus = 'pending_approval' | 'pending' | 'approved' | 'rejected'

/** A reseller whose application has `status`, or none at all (`'legacy'`). */
export async function createReseller(
  deps: Pick<AppDeps, 'db' | 'auth'>,
  status: ResellerStatus | 'legacy',
  overrides: Partial<Omit<TestUser, 'id' | 'role'>> = {},
): Promise<TestUser> {
  const reseller = await createUser(deps, 'reseller', overrides)
  await setResellerStatus(deps, reseller.id, status)
  return reseller
}

export async function setResellerStatus(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  status: ResellerStatus | 'legacy',
): Promise<void> {
  if (status === 'legacy') {
    await deps.db.delete(resellerApplications).where(eq(resellerApplications.userId, userId))
    return
  }
  await deps.db
    .update(resellerApplications)
    .set({ status, updatedAt: new Date() })
    .where(eq(resellerApplications.userId, userId))
}

/** The Cookie header of a response's Set-Cookie lines (name=value pairs only). */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
}

/** Signs in through the API and returns the Cookie header; fails loudly when it cannot. */
export async function signIn(
  app: RequestTarget,
  credentials: { email: string; password: string },
  options: RequestOptions = {},
): Promise<string> {
  const response = await post(
    app,
    '/api/auth/sign-in/email',
    { email: credentials.email, password: credentials.password },
    options,
  )
  if (response.status !== 200) {
    throw new Error(
      `signIn(${credentials.email}) answered ${response.status}: ${await response.text()}`,
    )
  }
  const cookie = cookieFrom(response)
  if (!cookie.includes('session_token')) throw new Error('signIn: no session cookie was set')
  return cookie
}

/** A new user of `role`, signed in. */
export async function signedInUser(
  deps: Pick<AppDeps, 'db' | 'auth'>,
  app: RequestTarget,
  role: Role,
): Promise<TestUser & { cookie: string }> {
  const created = await createUser(deps, role)
  return { ...created, cookie: await signIn(app, created) }
}

/** Valid sign-up bodies as the client sends them (000 §7 call 1). */
export function signUpBody(
  role: 'reseller' | 'brand' | 'admin',
  overrides: Record<string, unknown> = {},
) {
  return {
    email: uniqueEmail(`signup-${role}`),
    password: 'correct-horse-battery',
    name: 'Sam Signup',
    fullName: 'Sam Signup',
    companyName: 'Signup Trading Co',
    userRole: role,
    termsAccepted: true,
    ...overrides,
  }
}

/** The mails sent to `to`, oldest first. */
export async function mailsTo(deps: Pick<AppDeps, 'db'>, to: string) {
  return deps.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(asc(mailOutbox.createdAt))
}

/** The first link of a mail's text part that contains `contains`. */
export function linkIn(mail: { text: string | null }, contains: string): URL {
  const found = [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)]
    .map((m) => m[0])
    .find((url) => url.includes(contains))
  if (!found) throw new Error(`no link containing ${contains} in: ${mail.text}`)
  return new URL(found)
}
