import { desc, eq, sql } from 'drizzle-orm'
import type { Role } from '#shared/constants.ts'
import type { Db } from '../../db/client.ts'
import { profiles, resellerApplications, user } from '../../db/schema/index.ts'
import { accountStateColumns, accountStateFrom } from './get-account-state.ts'

/**
 * Where the account or application of an address stands, for the mail Request Account Access
 * sends (000 §7 call 12). Never part of the HTTP answer: that is the same for every address
 * (issue 12), so this must not reach the caller.
 */
export type RecoveryStanding =
  | { kind: 'active'; email: string; name: string; role: Role }
  | { kind: 'pending'; email: string; name: string }
  | { kind: 'rejected'; email: string; name: string }
  /**
   * Approved without an account: since issue 13 approving creates the account, so only an
   * application approved before that is here. It is not "under review" (what it was told then).
   */
  | { kind: 'approved_without_account'; email: string; name: string }
  | { kind: 'unknown' }

export async function checkAccountRecovery(db: Db, rawEmail: string): Promise<RecoveryStanding> {
  const email = rawEmail.trim().toLowerCase()
  const [account] = await db
    .select(accountStateColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(sql`lower(${user.email})`, email))
    .limit(1)
  const [application] = await db
    .select({
      status: resellerApplications.status,
      email: resellerApplications.email,
      companyName: resellerApplications.companyName,
    })
    .from(resellerApplications)
    .where(
      account
        ? eq(resellerApplications.userId, account.userId)
        : eq(sql`lower(${resellerApplications.email})`, email),
    )
    .orderBy(desc(resellerApplications.createdAt))
    .limit(1)

  if (!account) {
    if (!application) return { kind: 'unknown' }
    const applicant = { email: application.email.toLowerCase(), name: application.companyName }
    if (application.status === 'rejected') return { kind: 'rejected', ...applicant }
    if (application.status === 'approved') return { kind: 'approved_without_account', ...applicant }
    return { kind: 'pending', ...applicant }
  }
  const state = accountStateFrom(account, application?.status ?? null)
  const holder = { email: state.email, name: state.fullName ?? account.email }
  if (state.resellerGate === 'pending') return { kind: 'pending', ...holder }
  if (state.resellerGate === 'rejected') return { kind: 'rejected', ...holder }
  return { kind: 'active', ...holder, role: state.role }
}
