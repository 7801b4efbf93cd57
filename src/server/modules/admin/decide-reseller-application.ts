import { eq } from 'drizzle-orm'
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES } from '#shared/reseller-accounts-texts.ts'
import { resellerApplications, user } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http/errors.ts'
import { resellerApprovedMail, resellerRejectedMail } from '../../lib/mail/templates.ts'
import {
  applicationLabel,
  openResellerAccount,
  type AccountDeps,
  type ApplicationRow,
} from '../reseller-accounts/open-reseller-account.ts'
import { recordAudit, type AuditActor } from '../audit-log/record-audit.ts'

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

/** What the admin decided: a rejection carries its reason (issue 16). */
export type ResellerDecisionAction = { action: 'approve' } | { action: 'reject'; reason: string }

export interface ResellerDecision {
  application: ApplicationRow
  /** Only when approving created the account: shown to the admin once (DESIGN decision 3). */
  temporaryPassword?: string
  /** The decision's mail: queued for the outbox, or stored (no SMTP). */
  mailStatus?: 'queued' | 'stored'
}

/**
 * Approve or reject a reseller application (001 §4.1: only while it is pending).
 *
 * Approving an application sent without an account (Reseller Hub or manual) creates the account
 * in the same transaction as the approval, with the mail of the sign-in details (issue 13 item 7:
 * the approval alone left the applicant with nothing to sign in with). When the account cannot be
 * made, e.g. the address already has a user, the answer is a 409 and the application stays
 * pending. An application that has an account (sign-up) is approved as before, which also
 * confirms the reseller's e-mail: the admin reviewed the application sent from it.
 *
 * Issue 16: a rejection stores its reason, which the rejection mail quotes; either decision is
 * an audit entry (status before → after, and the reason) in the decision's transaction.
 */
export async function decideResellerApplication(
  deps: AccountDeps,
  id: string,
  decision: ResellerDecisionAction,
  actor: AuditActor,
): Promise<ResellerDecision> {
  const { action } = decision
  if (action === 'approve') {
    const [current] = await deps.db
      .select({ userId: resellerApplications.userId })
      .from(resellerApplications)
      .where(eq(resellerApplications.id, id))
    if (!current) throw notFound(ACCOUNT_MESSAGES.applicationNotFound)
    if (!current.userId) {
      // openResellerAccount re-reads the row under its lock: a decision or an account made in
      // between is a 409 there.
      const opened = await openResellerAccount(deps, id, {
        admit: assertOpen,
        audit: { actor, action: 'reseller_application.approved' },
      })
      return {
        application: opened.application,
        temporaryPassword: opened.password,
        mailStatus: opened.mailStatus,
      }
    }
  }

  const { updated, mailStatus } = await deps.db.transaction(async (tx) => {
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
    const rejectionReason = decision.action === 'reject' ? decision.reason : null
    const [row] = await tx
      .update(resellerApplications)
      .set({ status, applicationStatus: status, rejectionReason, updatedAt: new Date() })
      .where(eq(resellerApplications.id, id))
      .returning()
    await recordAudit(tx, {
      actor,
      action:
        action === 'approve' ? 'reseller_application.approved' : 'reseller_application.rejected',
      targetType: 'reseller_application',
      targetId: id,
      targetLabel: applicationLabel(application),
      before: { status: application.status },
      after:
        decision.action === 'reject'
          ? { status, rejectionReason: decision.reason }
          : { status, emailVerified: true },
    })
    // The applicant's mail commits with the decision.
    const mail =
      decision.action === 'reject'
        ? resellerRejectedMail(row!.companyName, decision.reason)
        : resellerApprovedMail(row!.companyName, `${deps.appUrl}/reseller/login`)
    const sent = await deps.mailer.enqueue(tx, {
      to: row!.email,
      ...mail,
      kind: `reseller_${action}`,
    })
    return { updated: row!, mailStatus: sent.status }
  })
  deps.mailer.deliverSoon()
  return { application: updated, mailStatus }
}
