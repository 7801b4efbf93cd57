/**
 * Reset Password (001 §7.1 reset-reseller-password; DESIGN decision 3): a new temporary
 * password for the account created from an application. Every session of that account ends,
 * the reset count and 'Last Sent' are recorded, and the password is e-mailed and answered once.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES } from '#shared/reseller-accounts-texts.ts'
import { account, profiles, resellerApplications, session, user } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http/errors.ts'
import { recordAudit, type AuditActor } from '../audit-log/record-audit.ts'
import { applicationLabel, type AccountDeps } from './open-reseller-account.ts'
import { passwordResetByAdminMail } from './mails.ts'
import { chooseTemporaryPassword } from './temporary-password.ts'

export async function resetResellerPassword(
  deps: AccountDeps,
  applicationId: string,
  typedPassword: string | undefined,
  actor: AuditActor,
) {
  const password = chooseTemporaryPassword(typedPassword)
  const ctx = await deps.auth.$context
  const hash = await ctx.password.hash(password)

  const { application, email, mailStatus } = await deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(resellerApplications)
      .where(eq(resellerApplications.id, applicationId))
      .for('update')
    if (!found) throw notFound(ACCOUNT_MESSAGES.applicationNotFound)
    if (!found.userId) throw conflict(ACCOUNT_MESSAGES.noAccount, ACCOUNT_ERROR_CODES.noAccount)
    const [owner] = await tx
      .select({
        id: user.id,
        email: user.email,
        role: profiles.userRole,
        metadataRole: user.userRole,
      })
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(eq(user.id, found.userId))
    if (!owner) throw conflict(ACCOUNT_MESSAGES.noAccount, ACCOUNT_ERROR_CODES.noAccount)
    // An application never hands an admin's or a brand's password to this screen.
    if ((owner.role ?? owner.metadataRole) !== 'reseller') {
      throw conflict(ACCOUNT_MESSAGES.notReseller, ACCOUNT_ERROR_CODES.notReseller)
    }
    const now = new Date()
    const changed = await tx
      .update(account)
      .set({ password: hash, updatedAt: now })
      .where(and(eq(account.userId, owner.id), eq(account.providerId, 'credential')))
      .returning({ id: account.id })
    if (changed.length === 0) {
      await tx.insert(account).values({
        id: randomUUID(),
        accountId: owner.id,
        providerId: 'credential',
        userId: owner.id,
        password: hash,
        createdAt: now,
        updatedAt: now,
      })
    }
    await tx.delete(session).where(eq(session.userId, owner.id))
    const [updated] = await tx
      .update(resellerApplications)
      .set({
        passwordSentAt: now,
        passwordResetCount: sql`${resellerApplications.passwordResetCount} + 1`,
        updatedAt: now,
      })
      .where(eq(resellerApplications.id, applicationId))
      .returning()
    // Never the password itself: only that it was replaced, and how often.
    await recordAudit(tx, {
      actor,
      action: 'reseller.password_reset',
      targetType: 'reseller_application',
      targetId: applicationId,
      targetLabel: applicationLabel(found),
      before: { passwordResetCount: found.passwordResetCount },
      after: {
        passwordResetCount: updated!.passwordResetCount,
        mailedTo: owner.email,
        sessionsEnded: true,
      },
    })
    // The new password's mail commits with it: a reset never leaves an unmailed password.
    const sent = await deps.mailer.enqueue(tx, {
      to: owner.email,
      ...passwordResetByAdminMail({
        companyName: updated!.companyName,
        email: owner.email,
        password,
        loginUrl: `${deps.appUrl}/reseller/login`,
      }),
      kind: 'reseller_password_reset',
    })
    return { application: updated!, email: owner.email, mailStatus: sent.status }
  })
  deps.mailer.deliverSoon()
  return { application, email, password, mailStatus }
}
