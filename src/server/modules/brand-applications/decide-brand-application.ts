/**
 * The brand decides a reseller's application (issue 13 #1). Approving grants the pair's one
 * authorization record (modules/authorizations) with the marketplaces and seller ids the brand
 * chose and an optional end date; rejecting keeps the reason the reseller reads. Only a pending
 * application to the brand's own directory entry: another brand's is not found, a decided one
 * is a 409. The brand's decision counters (brands_directory.decided_applications,
 * approved_applications, decision_hours_total, read by the reseller cards' approval rate and
 * response time) change in the same transaction, so they always match the decisions.
 *
 * The reseller's mail is written in the same transaction; after the commit, live updates to the
 * reseller and the brand's users, and the outbox is woken to send the mail.
 */
import { and, eq, sql } from 'drizzle-orm'
import {
  BRAND_APPLICATION_CODES,
  BRAND_APPLICATIONS_TEXTS,
} from '#shared/brand-applications-texts.ts'
import type { ApplicationDecision } from '#shared/schemas/brand-applications.ts'
import { brandApplications, brandsDirectory, profiles } from '../../db/schema/index.ts'
import { HttpError, notFound } from '../../lib/http/errors.ts'
import type { AppDeps, Viewer } from '../../lib/http/types.ts'
import {
  applicationApprovedMail,
  applicationRejectedMail,
} from '../../lib/mail/authorization-mails.ts'
import { announceAuthorization } from '../authorizations/announce-authorization.ts'
import type { Authorization } from '../authorizations/authorization-row.ts'
import { grantAuthorization } from '../authorizations/grant-authorization.ts'
import { brandUserIdsOf, findBrandEntry } from '../brand-portal/brand-entry.ts'
import { brandCardLink, enqueueResellerMail } from './mail-reseller.ts'
import { recordAudit, type AuditActor } from '../audit-log/record-audit.ts'

type ApplicationRow = typeof brandApplications.$inferSelect

export interface DecisionResult {
  application: {
    id: string
    status: 'approved' | 'rejected'
    decidedAt: string
    decisionReason: string | null
  }
  authorization: Authorization | null
  /** A mail to the reseller was queued with the decision (false: it has no account any more). */
  resellerMailed: boolean
}

/** A decided application cannot be decided again: it says when and how it was decided. */
export function alreadyDecided(row: Pick<ApplicationRow, 'status' | 'decidedAt'>) {
  const status = row.status === 'approved' ? 'approved' : 'rejected'
  return new HttpError(409, {
    code: BRAND_APPLICATION_CODES.alreadyDecided,
    message: BRAND_APPLICATIONS_TEXTS.api.alreadyDecided(status, row.decidedAt),
  })
}

/** The brand's own entry, or 404 (an admin or a brand without one has no applicants). */
export async function brandEntryOr404(deps: Pick<AppDeps, 'db'>, viewer: Viewer) {
  const entry = await findBrandEntry(deps.db, { userId: viewer.userId, email: viewer.email })
  if (!entry) throw notFound(BRAND_APPLICATIONS_TEXTS.api.noEntry)
  return entry
}

/** Tells the reseller's and the brand's open pages that an application changed. */
export async function announceApplication(
  deps: Pick<AppDeps, 'db' | 'live'>,
  application: { id: string; resellerId: string; brandId: string },
) {
  const brandUsers = await brandUserIdsOf(deps.db, [application.brandId])
  await deps.live.publish({
    kind: 'application.changed',
    userIds: [application.resellerId, ...brandUsers],
    data: { applicationId: application.id, brandId: application.brandId },
  })
}

export async function decideBrandApplication(
  deps: Pick<AppDeps, 'db' | 'live' | 'mailer' | 'logger' | 'env'>,
  viewer: Viewer,
  applicationId: string,
  decision: ApplicationDecision,
  actor: AuditActor,
): Promise<DecisionResult> {
  const entry = await brandEntryOr404(deps, viewer)
  const outcome = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(brandApplications)
      .where(and(eq(brandApplications.id, applicationId), eq(brandApplications.brandId, entry.id)))
      .for('update')
    if (!current) throw notFound()
    if (current.status !== 'pending') throw alreadyDecided(current)

    const now = new Date()
    let authorization: Authorization | null = null
    if (decision.action === 'approve') {
      // Writes the record and decides this pending application as approved, in this transaction.
      authorization = (
        await grantAuthorization(tx, {
          brandId: entry.id,
          resellerId: current.resellerId,
          marketplaces: decision.marketplaces,
          endsAt: decision.endsAt,
          grantedBy: 'brand',
          grantedByUserId: viewer.userId,
          brandApplicationId: current.id,
        })
      ).authorization
    } else {
      await tx
        .update(brandApplications)
        .set({
          status: 'rejected',
          decidedAt: now,
          decidedByUserId: viewer.userId,
          decisionReason: decision.reason,
          updatedAt: now,
        })
        .where(eq(brandApplications.id, current.id))
    }
    const [decided] = await tx
      .select()
      .from(brandApplications)
      .where(eq(brandApplications.id, current.id))
    const approved = decision.action === 'approve' ? 1 : 0
    const decidedAt = decided!.decidedAt ?? now
    const hours = Math.max(0, (decidedAt.getTime() - current.createdAt.getTime()) / 3_600_000)
    await tx
      .update(brandsDirectory)
      .set({
        decidedApplications: sql`${brandsDirectory.decidedApplications} + 1`,
        approvedApplications: sql`${brandsDirectory.approvedApplications} + ${approved}`,
        decisionHoursTotal: sql`${brandsDirectory.decisionHoursTotal} + ${hours.toFixed(2)}::numeric`,
      })
      .where(eq(brandsDirectory.id, entry.id))
    const [reseller] = await tx
      .select({ email: profiles.email, companyName: profiles.companyName })
      .from(profiles)
      .where(eq(profiles.id, current.resellerId))
    await recordAudit(tx, {
      actor,
      action:
        decision.action === 'approve' ? 'brand_application.approved' : 'brand_application.rejected',
      targetType: 'brand_application',
      targetId: current.id,
      targetLabel: `${reseller?.companyName ?? reseller?.email ?? current.resellerId} → ${entry.name}`,
      before: { status: current.status },
      after: authorization
        ? {
            status: 'approved',
            marketplaces: authorization.marketplaces.map((m) => m.marketplace),
            endsAt: authorization.endsAt,
          }
        : { status: 'rejected', decisionReason: decided!.decisionReason },
    })
    // The reseller's mail commits with the decision.
    const link = brandCardLink(deps.env.appUrl, entry.name)
    const resellerMailed = await enqueueResellerMail(
      tx,
      deps,
      current.resellerId,
      authorization
        ? {
            kind: 'application_approved',
            ...applicationApprovedMail({
              brandName: entry.name,
              marketplaces: authorization.marketplaces,
              endsAt: authorization.endsAt,
              link,
            }),
          }
        : {
            kind: 'application_rejected',
            ...applicationRejectedMail({
              brandName: entry.name,
              reason: decided!.decisionReason ?? '',
              link,
            }),
          },
    )
    return { application: decided!, authorization, resellerMailed }
  })

  deps.mailer.deliverSoon()
  const { application, authorization, resellerMailed } = outcome
  await announceApplication(deps, application)
  if (authorization) await announceAuthorization(deps, application.resellerId, [entry.id])

  return {
    application: {
      id: application.id,
      status: authorization ? 'approved' : 'rejected',
      decidedAt: (application.decidedAt ?? new Date()).toISOString(),
      decisionReason: application.decisionReason,
    },
    authorization,
    resellerMailed,
  }
}
