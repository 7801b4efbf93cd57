/**
 * The brand suspends, revokes or reinstates a reseller's authorization (issue 13 #3). The rules
 * are changeAuthorizationStatus's (modules/authorizations); another brand's record, or any record
 * for a caller without a directory entry, is not found. The effect is immediate, because every
 * reader asks whether the record is in force. The reseller's mail saying why (or that it is
 * restored) is written in the change's transaction; after the commit the outbox is woken and
 * the open pages of both sides refresh.
 */
import type { AuthorizationChange } from '#shared/authorizations.ts'
import type { AppDeps, Viewer } from '../../lib/http/types.ts'
import { authorizationStatusMail } from '../../lib/mail/authorization-mails.ts'
import { announceAuthorization } from '../authorizations/announce-authorization.ts'
import { changeAuthorizationStatus } from '../authorizations/change-authorization-status.ts'
import { brandEntryOr404 } from '../brand-applications/decide-brand-application.ts'
import { brandCardLink, enqueueResellerMail } from '../brand-applications/mail-reseller.ts'
import { recordAudit, type AuditActor } from '../audit-log/record-audit.ts'
import { eq } from 'drizzle-orm'
import { profiles } from '../../db/schema/index.ts'

const AUDIT_ACTION = {
  suspend: 'authorization.suspended',
  revoke: 'authorization.revoked',
  reinstate: 'authorization.reinstated',
} as const

export async function changeResellerAuthorization(
  deps: Pick<AppDeps, 'db' | 'live' | 'mailer' | 'logger' | 'env'>,
  viewer: Viewer,
  authorizationId: string,
  input: { change: AuthorizationChange; reason: string | null },
  actor: AuditActor,
) {
  const entry = await brandEntryOr404(deps, viewer)
  const { changed, resellerMailed } = await deps.db.transaction(async (tx) => {
    const changed = await changeAuthorizationStatus(tx, {
      brandId: entry.id,
      authorizationId,
      change: input.change,
      reason: input.reason,
    })
    const [reseller] = await tx
      .select({ email: profiles.email, companyName: profiles.companyName })
      .from(profiles)
      .where(eq(profiles.id, changed.after.resellerId))
    await recordAudit(tx, {
      actor,
      action: AUDIT_ACTION[input.change],
      targetType: 'brand_authorization',
      targetId: authorizationId,
      targetLabel: `${entry.name} → ${reseller?.companyName ?? reseller?.email ?? changed.after.resellerId}`,
      before: { status: changed.before.status, statusReason: changed.before.statusReason },
      after: { status: changed.after.status, statusReason: changed.after.statusReason },
    })
    const resellerMailed = await enqueueResellerMail(tx, deps, changed.after.resellerId, {
      kind: `authorization_${input.change}`,
      ...authorizationStatusMail({
        brandName: entry.name,
        change: input.change,
        reason: input.reason,
        link: brandCardLink(deps.env.appUrl, entry.name),
      }),
    })
    return { changed, resellerMailed }
  })
  deps.mailer.deliverSoon()
  const { after } = changed
  await announceAuthorization(deps, after.resellerId, [entry.id])
  return { authorization: after, resellerMailed }
}
