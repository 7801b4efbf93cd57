import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { resellerApplications, user } from '../../db/schema/index.ts'
import type { Mailer } from '../../lib/mail/mailer.ts'
import { resellerApprovedMail, resellerRejectedMail } from '../../lib/mail/templates.ts'
import { conflict, notFound } from '../../lib/http/errors.ts'
import { ACCOUNT_ERROR_CODES } from '#shared/reseller-accounts-texts.ts'
import { approvedWithoutAccountMail } from '../reseller-accounts/mails.ts'

const OPEN_STATUSES = new Set(['pending', 'pending_approval'])

/**
 * Approve or reject a reseller application (001 §4.1: only while it is pending). Approval also
 * confirms the reseller's e-mail: the admin reviewed the application sent from it.
 */
export async function decideResellerApplication(
  deps: { db: Db; mailer: Mailer; appUrl: string },
  id: string,
  action: 'approve' | 'reject',
) {
  const updated = await deps.db.transaction(async (tx) => {
    const [application] = await tx
      .select()
      .from(resellerApplications)
      .where(eq(resellerApplications.id, id))
      .for('update')
    if (!application) throw notFound('Application not found')
    if (!OPEN_STATUSES.has(application.status)) {
      throw conflict(
        `This application is already ${application.status}.`,
        ACCOUNT_ERROR_CODES.alreadyDecided,
      )
    }
    const status = action === 'approve' ? 'approved' : 'rejected'
    const [row] = await tx
      .update(resellerApplications)
      .set({ status, applicationStatus: status, updatedAt: new Date() })
      .where(eq(resellerApplications.id, id))
      .returning()
    if (action === 'approve' && application.userId) {
      await tx.update(user).set({ emailVerified: true }).where(eq(user.id, application.userId))
    }
    return row!
  })
  // Without an account there is nothing to sign in to yet: Create Account sends the password.
  const mail =
    action === 'reject'
      ? resellerRejectedMail(updated.companyName)
      : updated.userId
        ? resellerApprovedMail(updated.companyName, `${deps.appUrl}/reseller/login`)
        : approvedWithoutAccountMail(updated.companyName)
  await deps.mailer.send({ to: updated.email, ...mail, kind: `reseller_${action}` })
  return updated
}
