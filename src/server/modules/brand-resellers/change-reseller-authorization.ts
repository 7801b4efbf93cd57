/**
 * The brand suspends, revokes or reinstates a reseller's authorization (issue 13 #3). The rules
 * are changeAuthorizationStatus's (modules/authorizations); another brand's record, or any record
 * for a caller without a directory entry, is not found. The effect is immediate, because every
 * reader asks whether the record is in force. After commit the reseller is mailed why (or that it
 * is restored) and the open pages of both sides refresh.
 */
import type { AuthorizationChange } from '#shared/authorizations.ts'
import type { AppDeps, Viewer } from '../../lib/http/types.ts'
import { authorizationStatusMail } from '../../lib/mail/authorization-mails.ts'
import { announceAuthorization } from '../authorizations/announce-authorization.ts'
import { changeAuthorizationStatus } from '../authorizations/change-authorization-status.ts'
import { brandEntryOr404 } from '../brand-applications/decide-brand-application.ts'
import { brandCardLink, mailReseller } from '../brand-applications/mail-reseller.ts'

export async function changeResellerAuthorization(
  deps: Pick<AppDeps, 'db' | 'live' | 'mailer' | 'logger' | 'env'>,
  viewer: Viewer,
  authorizationId: string,
  input: { change: AuthorizationChange; reason: string | null },
) {
  const entry = await brandEntryOr404(deps, viewer)
  const { after } = await deps.db.transaction((tx) =>
    changeAuthorizationStatus(tx, {
      brandId: entry.id,
      authorizationId,
      change: input.change,
      reason: input.reason,
    }),
  )
  await announceAuthorization(deps, after.resellerId, [entry.id])
  const resellerMailed = await mailReseller(deps, after.resellerId, {
    kind: `authorization_${input.change}`,
    ...authorizationStatusMail({
      brandName: entry.name,
      change: input.change,
      reason: input.reason,
      link: brandCardLink(deps.env.appUrl, entry.name),
    }),
  })
  return { authorization: after, resellerMailed }
}
