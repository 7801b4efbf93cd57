import { desc, eq, sql } from 'drizzle-orm'
import type { RecoveryResponse } from '#shared/schemas/auth.ts'
import type { Db } from '../../db/client.ts'
import { profiles, resellerApplications, user } from '../../db/schema/index.ts'
import { resellerGateFor } from './get-account-state.ts'

/**
 * The reseller-account-recovery function (000 §7 call 12): tells someone who cannot sign in
 * where their account stands and what to do next. For an account that can sign in, the caller
 * sends a reset link (action check_email).
 */
export async function checkAccountRecovery(
  db: Db,
  rawEmail: string,
): Promise<RecoveryResponse & { sendReset: boolean }> {
  const email = rawEmail.trim().toLowerCase()
  const [account] = await db
    .select({ id: user.id, role: profiles.userRole })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(sql`lower(${user.email})`, email))
    .limit(1)
  const [application] = await db
    .select({ status: resellerApplications.status })
    .from(resellerApplications)
    .where(
      account
        ? eq(resellerApplications.userId, account.id)
        : eq(sql`lower(${resellerApplications.email})`, email),
    )
    .orderBy(desc(resellerApplications.createdAt))
    .limit(1)

  if (!account) {
    if (application && application.status !== 'rejected') {
      return {
        success: true,
        status: application.status,
        action: 'wait',
        message:
          'We have your application and it is under review. You will receive an email with your login details once it is approved.',
        sendReset: false,
      }
    }
    if (application?.status === 'rejected') {
      return {
        success: true,
        status: 'rejected',
        action: 'contact_support',
        message: 'Your application was not approved. Please contact support for more information.',
        sendReset: false,
      }
    }
    return {
      success: true,
      status: 'not_found',
      action: 'apply',
      message:
        'We could not find an account or application for this email. You can apply to become a reseller.',
      sendReset: false,
    }
  }

  const gate =
    account.role === 'reseller' || account.role === null
      ? resellerGateFor(application?.status ?? null)
      : 'allowed'
  if (gate === 'pending') {
    return {
      success: true,
      status: application!.status,
      action: 'wait',
      message:
        'Your reseller account is pending approval. You will receive an email once an admin approves it.',
      sendReset: false,
    }
  }
  if (gate === 'rejected') {
    return {
      success: true,
      status: 'rejected',
      action: 'contact_support',
      message:
        'Your reseller application has been rejected. Please contact support for more information.',
      sendReset: false,
    }
  }
  return {
    success: true,
    status: 'active',
    action: 'check_email',
    message: 'Your account is active. We have sent a password reset link to your email.',
    sendReset: true,
  }
}
