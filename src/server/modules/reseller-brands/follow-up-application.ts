/**
 * A follow-up on a brand application (001 §4.6, §7.1 send-follow-up-email). The rules hold on
 * the server, in one transaction with the application's row locked (SELECT ... FOR UPDATE), so
 * that concurrent requests are decided one after another: only the reseller's own application
 * (anyone else's is 404), only while pending, at most 3, the first 3 days after applying and each
 * later one 7 days after the previous. The type follows the count already sent. Time is the
 * server's own (`now`), never the browser's.
 *
 * The e-mail is written in that transaction (the follow-up and its mail commit together) and
 * the outbox sends it after the commit; the answer says whether it is on its way and, if not,
 * why (the brand switched such mail off), so the screen shows 'Follow-up Sent' or 'Follow-up
 * Recorded' with the reason (001 §8.3). A mail that keeps failing later is an admin's matter,
 * at Failed Mail.
 */
import { and, eq } from 'drizzle-orm'
import {
  FIRST_FOLLOW_UP_AFTER_DAYS,
  MAX_FOLLOW_UPS,
  NEXT_FOLLOW_UP_AFTER_DAYS,
  RESELLER_BRANDS_TEXTS as T,
  followUpTypeFor,
} from '#shared/reseller-brands-texts.ts'
import type { FollowUpResponse } from '#shared/schemas/reseller-brands.ts'
import { brandApplications, brandsDirectory } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http/errors.ts'
import type { AppDeps, Viewer } from '../../lib/http/types.ts'
import { followUpMail } from './application-mails.ts'
import { enqueueBrandNotice, resellerNameOf } from './apply-to-brand.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** When the follow-up after `sent` follow-ups becomes possible, or null when no more may be sent. */
export function nextFollowUpAt(app: {
  status: string
  followUpCount: number
  createdAt: Date
  lastFollowUpAt: Date | null
}): Date | null {
  if (app.status !== 'pending' || app.followUpCount >= MAX_FOLLOW_UPS) return null
  if (app.followUpCount === 0) {
    return new Date(app.createdAt.getTime() + FIRST_FOLLOW_UP_AFTER_DAYS * DAY_MS)
  }
  const last = app.lastFollowUpAt ?? app.createdAt
  return new Date(last.getTime() + NEXT_FOLLOW_UP_AFTER_DAYS * DAY_MS)
}

export const FOLLOW_UP_CODES = {
  notPending: 'NOT_PENDING',
  maxReached: 'MAX_FOLLOW_UPS',
  tooEarly: 'FOLLOW_UP_TOO_EARLY',
} as const

export async function followUpApplication(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'logger' | 'live' | 'env'>,
  viewer: Viewer,
  applicationId: string,
  now: Date = new Date(),
): Promise<FollowUpResponse> {
  const done = await deps.db.transaction(async (tx) => {
    const [app] = await tx
      .select()
      .from(brandApplications)
      .where(
        and(
          eq(brandApplications.id, applicationId),
          eq(brandApplications.resellerId, viewer.userId),
        ),
      )
      .for('update')
    if (!app) throw notFound(T.applicationNotFound)
    if (app.status !== 'pending') throw conflict(T.notPending, FOLLOW_UP_CODES.notPending)
    if (app.followUpCount >= MAX_FOLLOW_UPS)
      throw conflict(T.maxReached, FOLLOW_UP_CODES.maxReached)
    const allowedAt = nextFollowUpAt(app)!
    if (allowedAt.getTime() > now.getTime()) {
      throw conflict(T.tooEarly(allowedAt.toISOString().slice(0, 10)), FOLLOW_UP_CODES.tooEarly)
    }
    const followUpType = followUpTypeFor(app.followUpCount)
    // Applications made before threads existed get one now, so the brand's answer comes back.
    const threadId = app.emailThreadId ?? `app-${app.id}`
    const [updated] = await tx
      .update(brandApplications)
      .set({
        followUpCount: app.followUpCount + 1,
        lastFollowUpAt: now,
        updatedAt: now,
        emailThreadId: threadId,
      })
      .where(eq(brandApplications.id, app.id))
      .returning()
    const [brand] = await tx
      .select({
        name: brandsDirectory.name,
        contactEmail: brandsDirectory.contactEmail,
        ownerUserId: brandsDirectory.ownerUserId,
      })
      .from(brandsDirectory)
      .where(eq(brandsDirectory.id, app.brandId))
    const mail = followUpMail({
      brandName: brand!.name,
      resellerCompany: resellerNameOf(viewer),
      emailThreadId: threadId,
      followUpType,
      appliedAt: updated!.createdAt,
      appUrl: deps.env.appUrl,
    })
    const result = await enqueueBrandNotice(tx, deps, brand!.ownerUserId, {
      to: brand!.contactEmail,
      kind: `follow_up_${followUpType}`,
      ...mail,
    })
    return { updated: updated!, followUpType, brand: brand!, result }
  })

  deps.mailer.deliverSoon()
  const { updated, followUpType, brand, result } = done
  if (brand.ownerUserId) {
    await deps.live.publish({
      kind: 'application.changed',
      userIds: [brand.ownerUserId],
      data: { applicationId: updated.id },
    })
  }
  const next = nextFollowUpAt(updated)
  return {
    followUp: {
      applicationId: updated.id,
      followUpType,
      followUpCount: updated.followUpCount,
      lastFollowUpAt: updated.lastFollowUpAt!.toISOString(),
      nextFollowUpAt: next ? next.toISOString() : null,
    },
    emailSent: result.queued,
    reason: result.reason,
  }
}
