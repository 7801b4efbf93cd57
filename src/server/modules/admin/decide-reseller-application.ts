import { eq } from 'drizzle-orm'
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES } from '#shared/reseller-accounts-texts.ts'
import { resellerApplications, user } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http/errors.ts'
import { resellerApprovedMail, resellerRejectedMail } from '../../lib/mail/templates.ts'
import {
  openResellerAccount,
  type AccountDeps,
  type ApplicationRow,
} from '../reseller-accounts/open-reseller-account.ts'

const OPEN_STATUSES = new Set(['pending', 'pending_approval'])

/** 001 §4.1: an application is decided once, while it is pending. */
function assertOpen(application: ApplicationRow) {
  if (!OPEN_STATUSES.has(application.status)) {
    throw conflict(
      `This application is already ${application.status}.`,
      ACCOUNT_ERROR_CODES.alreadyDecided,
    )
  }
}

export interface ResellerDecision {
  application: ApplicationRow
  /** Only when approving created the account: shown to the admin once (DESIGN decision 3). */
  temporaryPassword?: string
  mailStatus?: string
}

/**
 * Approve or reject a reseller application (001 §4.1: only while it is pending).
 *
 * Approving an application sent without an account (Reseller Hub or manual) creates the account
 * in the same transaction as the approval and mails the sign-in details at once (issue 13 item 7:
 * the approval alone left the applicant with nothing to sign in with). When the account cannot be
 * made, e.g. the address already has a user, the answer is a 409 and the application stays
 * pending. An application that has an account (sign-up) is approved as before, which also
 * confirms the reseller's e-mail: the admin reviewed the application sent from it.
 */
export async function decideResellerApplication(
  deps: AccountDeps,
  id: string,
  action: 'approve' | 'reject',
): Promise<ResellerDecision> {
  if (action === 'approve') {
    const [current] = await deps.db
      .select({ userId: resellerApplications.userId })
      .from(resellerApplications)
      .where(eq(resellerApplications.id, id))
    if (!current) throw notFound(ACCOUNT_MESSAGES.applicationNotFound)
    if (!current.userId) {
      // openResellerAccount re-reads the row under its lock: a decision or an account made in
      // between is a 409 there.
      const opened = await openResellerAccount(deps, id, { admit: assertOpen })
      return {
        application: opened.application,
        temporaryPassword: opened.password,
        mailStatus: opened.mailStatus,
      }
    }
  }

  const updated = await deps.db.transaction(async (tx) => {
    const [application] = await tx
      .select()
      .from(resellerApplications)
      .where(eq(resellerApplications.id, id))
      .for('update')
    if (!application) throw notFound(ACCOUNT_MESSAGES.applicationNotFound)
    assertOpen(application)
    if (action === 'approve') {
      // Its account went away since the read above (a deleted user): approving now would mail
      // "you can now sign in" to someone without one.
      if (!application.userId) {
        throw conflict(ACCOUNT_MESSAGES.noAccount, ACCOUNT_ERROR_CODES.noAccount)
      }
      await tx.update(user).set({ emailVerified: true }).where(eq(user.id, application.userId))
    }
    const status = action === 'approve' ? 'approved' : 'rejected'
    const [row] = await tx
      .update(resellerApplications)
      .set({ status, applicationStatus: status, updatedAt: new Date() })
      .where(eq(resellerApplications.id, id))
      .returning()
    return row!
  })
  const mail =
    action === 'reject'
      ? resellerRejectedMail(updated.companyName)
      : resellerApprovedMail(updated.companyName, `${deps.appUrl}/reseller/login`)
  const sent = await deps.mailer.send({ to: updated.email, ...mail, kind: `reseller_${action}` })
  return { application: updated, mailStatus: sent.status }
}
