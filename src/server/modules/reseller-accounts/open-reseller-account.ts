/**
 * The one way an application gets its reseller account (001 §5, §7.1; DESIGN decision 3; issue
 * 13 item 7). Create Account and the approval of an application sent without an account (Reseller
 * Hub or manual) both come here, so the approval mail can no longer promise sign-in details that
 * nothing sends. In one transaction: a better-auth user with a credential password (role
 * reseller, e-mail confirmed: the admin reviewed this address, decision 002), its profile
 * (create_user_profile), and the application approved and linked to the user. The caller's rule
 * (`admit`) is checked on the locked row first, so a refusal changes nothing. The password is
 * hashed, never stored readable; it is e-mailed once, with the sign-in details, and answered once.
 */
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES } from '#shared/reseller-accounts-texts.ts'
import type { Auth } from '../../auth.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { account, profiles, resellerApplications, user } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http/errors.ts'
import type { Mailer } from '../../lib/mail/mailer.ts'
import { createUserProfile } from '../accounts/create-user-profile.ts'
import { recordAudit, type AuditActor } from '../audit-log/record-audit.ts'
import { accountCreatedMail } from './mails.ts'
import { chooseTemporaryPassword } from './temporary-password.ts'

export interface AccountDeps {
  db: Db
  auth: Auth
  mailer: Mailer
  appUrl: string
}

export type ApplicationRow = typeof resellerApplications.$inferSelect

/** An application as the audit log names it: the company and its address. */
export const applicationLabel = (a: { companyName: string; email: string }) =>
  `${a.companyName} (${a.email})`

const userExists = (email: string) =>
  conflict(ACCOUNT_MESSAGES.userExists(email), ACCOUNT_ERROR_CODES.userExists)

/** A profile or a user with this address (any case) already exists. */
async function emailTaken(db: DbOrTx, email: string): Promise<boolean> {
  const [profile] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(sql`lower(${profiles.email})`, email))
    .limit(1)
  if (profile) return true
  const [existing] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email))
    .limit(1)
  return existing !== undefined
}

/** PostgreSQL's unique_violation: a sign-up for the same address won the race. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true
  }
  return false
}

function fullNameOf(data: Record<string, unknown> | null): string | undefined {
  const name = data?.contactName ?? data?.fullName
  return typeof name === 'string' && name.trim() ? name.trim() : undefined
}

export async function openResellerAccount(
  deps: AccountDeps,
  applicationId: string,
  options: {
    /** Typed by the admin; empty or absent: generated (001 §9). */
    password?: string | undefined
    /** The caller's rule for the locked application: throws to refuse (nothing is changed). */
    admit: (application: ApplicationRow) => void
    /** Who opened it, and as what: an approval or Create Account (issue 16). */
    audit: {
      actor: AuditActor
      action: 'reseller_application.approved' | 'reseller_account.created'
    }
  },
) {
  const password = chooseTemporaryPassword(options.password)
  const ctx = await deps.auth.$context
  // Hashing is slow on purpose: do it before the transaction holds any lock.
  const hash = await ctx.password.hash(password)

  let email = ''
  const { application, mailStatus } = await deps.db
    .transaction(async (tx) => {
      const [found] = await tx
        .select()
        .from(resellerApplications)
        .where(eq(resellerApplications.id, applicationId))
        .for('update')
      if (!found) throw notFound(ACCOUNT_MESSAGES.applicationNotFound)
      options.admit(found)
      if (found.userId) {
        throw conflict(ACCOUNT_MESSAGES.accountExists, ACCOUNT_ERROR_CODES.accountExists)
      }
      email = found.email.trim().toLowerCase()
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reseller-account:${email}`}))`)
      if (await emailTaken(tx, email)) throw userExists(email)

      const userId = randomUUID()
      const fullName = fullNameOf(found.applicationData ?? null)
      const now = new Date()
      await tx.insert(user).values({
        id: userId,
        email,
        name: fullName ?? found.companyName,
        emailVerified: true,
        userRole: 'reseller',
        fullName: fullName ?? null,
        companyName: found.companyName,
        createdAt: now,
        updatedAt: now,
      })
      await tx.insert(account).values({
        id: randomUUID(),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: hash,
        createdAt: now,
        updatedAt: now,
      })
      await createUserProfile(tx, {
        userId,
        email,
        fullName,
        companyName: found.companyName,
        role: 'reseller',
      })
      const [updated] = await tx
        .update(resellerApplications)
        .set({
          userId,
          status: 'approved',
          applicationStatus: 'approved',
          passwordSentAt: now,
          updatedAt: now,
        })
        .where(eq(resellerApplications.id, applicationId))
        .returning()
      await recordAudit(tx, {
        actor: options.audit.actor,
        action: options.audit.action,
        targetType: 'reseller_application',
        targetId: applicationId,
        targetLabel: applicationLabel(found),
        before: { status: found.status, account: false },
        after: { status: 'approved', account: true, userId },
      })
      // One mail: the approval and the sign-in details together, committed with the account.
      const sent = await deps.mailer.enqueue(tx, {
        to: updated!.email,
        ...accountCreatedMail({
          companyName: updated!.companyName,
          email: updated!.email,
          password,
          loginUrl: `${deps.appUrl}/reseller/login`,
        }),
        kind: 'reseller_account_created',
      })
      return { application: updated!, mailStatus: sent.status }
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw userExists(email)
      throw error
    })

  deps.mailer.deliverSoon()
  return { application, password, mailStatus }
}
