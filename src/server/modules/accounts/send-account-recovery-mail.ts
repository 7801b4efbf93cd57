/**
 * Request Account Access (000 §7 call 12, issue 12): the HTTP answer is the same for every
 * address, and the mail to the address carries what the old answer said on screen:
 * - an active reseller gets a password reset link;
 * - a brand or admin account gets directions to its own portal's sign-in and Forgot password?,
 *   never a reset link requested from the reseller screen;
 * - a pending application gets "under review", a rejected one "not approved, contact support",
 *   one approved without an account (before issue 13) "approved, contact support for the
 *   sign-in details";
 * - an address we know nothing of gets "no account, here is how to apply" (it goes to the
 *   owner of the address only, and at most ACCOUNT_NOTICE_MAIL_LIMIT a window).
 *
 * The work runs after the answer is sent (`sendAccountRecoveryMailLater`), so that the answer's
 * timing does not depend on the path taken either.
 */
import { z } from 'zod'
import { ACCOUNT_NOTICE_MAIL_LIMIT, SUPPORT_EMAIL } from '#shared/constants.ts'
import { AUTH_SCREEN_MESSAGES } from '#shared/messages.ts'
import type { RecoveryResponse } from '#shared/schemas/auth.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import {
  accountRecoveryApprovedWithoutAccountMail,
  accountRecoveryPendingMail,
  accountRecoveryPortalMail,
  accountRecoveryRejectedMail,
  accountRecoveryUnknownMail,
} from '../../lib/mail/templates.ts'
import { consume } from '../../lib/rate-limit.ts'
import { checkAccountRecovery } from './check-account-recovery.ts'
import { portalLinks } from './portal-links.ts'

/** The one answer Request Account Access gives, whatever the address. */
export const RECOVERY_ANSWER: RecoveryResponse = {
  success: true,
  status: 'email_sent',
  action: 'check_email',
  message: AUTH_SCREEN_MESSAGES.recoverySent,
}

type RecoveryDeps = Pick<AppDeps, 'db' | 'env' | 'auth' | 'mailer' | 'logger'>

/** False when the address has had its share of account notices for now. */
export async function accountNoticeAllowed(deps: Pick<AppDeps, 'db'>, email: string) {
  const key = `account-notice|${email.trim().toLowerCase()}`
  return (await consume(deps.db, key, ACCOUNT_NOTICE_MAIL_LIMIT)) === 0
}

/** Sends the one mail that says where the address's account or application stands. */
export async function sendAccountRecoveryMail(deps: RecoveryDeps, rawEmail: string) {
  const email = rawEmail.trim().toLowerCase()
  // The route validates the address; this guards the mail against any other caller.
  if (!z.email().safeParse(email).success) return
  if (!(await accountNoticeAllowed(deps, email))) return
  const standing = await checkAccountRecovery(deps.db, email)
  switch (standing.kind) {
    case 'active': {
      if (standing.role === 'reseller') {
        await deps.auth.api.requestPasswordReset({
          body: { email: standing.email, redirectTo: '/reset-password/confirm' },
        })
        return
      }
      const links = portalLinks(deps.env.appUrl, standing.role)
      const mail = accountRecoveryPortalMail(
        standing.name,
        links.label,
        links.loginUrl,
        links.resetUrl,
      )
      await deps.mailer.send({ to: standing.email, ...mail, kind: 'account_recovery_portal' })
      return
    }
    case 'pending': {
      const mail = accountRecoveryPendingMail(standing.name)
      await deps.mailer.send({ to: standing.email, ...mail, kind: 'account_recovery_pending' })
      return
    }
    case 'rejected': {
      const mail = accountRecoveryRejectedMail(standing.name, SUPPORT_EMAIL)
      await deps.mailer.send({ to: standing.email, ...mail, kind: 'account_recovery_rejected' })
      return
    }
    case 'approved_without_account': {
      const mail = accountRecoveryApprovedWithoutAccountMail(standing.name, SUPPORT_EMAIL)
      await deps.mailer.send({
        to: standing.email,
        ...mail,
        kind: 'account_recovery_approved_without_account',
      })
      return
    }
    case 'unknown': {
      const mail = accountRecoveryUnknownMail(new URL('/reseller-hub', deps.env.appUrl).toString())
      await deps.mailer.send({ to: email, ...mail, kind: 'account_recovery_unknown' })
      return
    }
  }
}

/** Recovery mails still being worked on, so that tests (and a shutdown) can wait for them. */
const inFlight = new Set<Promise<void>>()

/**
 * Starts the mail work and returns at once: the caller answers without waiting for it. A
 * failure is logged, never thrown (nobody is left to catch it).
 */
export function sendAccountRecoveryMailLater(deps: RecoveryDeps, email: string) {
  const task = (async () => {
    // Let the answer go out first: the lookups and the mail start on a later turn.
    await new Promise((resolve) => setImmediate(resolve))
    await sendAccountRecoveryMail(deps, email)
  })()
    .catch((error: unknown) => deps.logger.warn('account recovery mail failed', error))
    .finally(() => inFlight.delete(task))
  inFlight.add(task)
}

/** Resolves when every recovery mail started so far is done (sent, stored or failed). */
export async function recoveryMailsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight])
}
