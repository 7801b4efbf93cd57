/**
 * Create Account (001 §2.2, §4.1, §5, §7.1 approve-reseller-application with a temporary
 * password; DESIGN decision 3). It is the admin's approval too: a pending application is
 * approved with its account (openResellerAccount). A rejected application never gets one (issue
 * 13 item 7): the rejection mail must stay the last word, so that is a 409 and nothing changes.
 */
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES } from '#shared/reseller-accounts-texts.ts'
import { conflict } from '../../lib/http/errors.ts'
import type { AuditActor } from '../audit-log/record-audit.ts'
import { openResellerAccount, type AccountDeps } from './open-reseller-account.ts'

export type { AccountDeps } from './open-reseller-account.ts'

export async function createResellerAccount(
  deps: AccountDeps,
  applicationId: string,
  typedPassword: string | undefined,
  actor: AuditActor,
) {
  return openResellerAccount(deps, applicationId, {
    password: typedPassword,
    audit: { actor, action: 'reseller_account.created' },
    admit: (application) => {
      if (application.status === 'rejected') {
        throw conflict(ACCOUNT_MESSAGES.rejectedNoAccount, ACCOUNT_ERROR_CODES.rejectedNoAccount)
      }
    },
  })
}
