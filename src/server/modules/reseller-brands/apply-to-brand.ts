/**
 * Applying to a brand (001 §4.6, §7.4 brand_applications insert: reseller_id, brand_id,
 * email_thread_id, application_data, status pending) with the brand notification e-mail
 * (send-brand-application-email) in the same transaction, so the two commit together; after the
 * commit the outbox is woken to send it and the brand gets a live update.
 *
 * Applying again (issue 13): allowed after a rejection, or once the reseller's authorization was
 * revoked or has expired; refused (409) while pending, approved, authorized or suspended
 * (canApplyFrom over the card's standing, so the button and the server agree). There is one
 * application row per reseller and brand, so applying again makes that row a new application:
 * pending, the new proposal, no follow-ups, created now, the decision cleared; its e-mail thread
 * stays, so the brand's earlier messages and the new ones are one conversation.
 *
 * DESIGN decision 6: the plan's limit (subscribers.brand_application_limit; a missing row is the
 * free plan) caps the applications created this calendar month (UTC), applying again included.
 * The check and the write run in one transaction holding a per-reseller advisory lock, so
 * parallel applications are counted one after another and can never pass the limit together.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import {
  RESELLER_BRANDS_TEXTS as T,
  canApplyFrom,
  type BrandStanding,
} from '#shared/reseller-brands-texts.ts'
import type { ApplyToBrandResponse } from '#shared/schemas/reseller-brands.ts'
import type { DbOrTx } from '../../db/client.ts'
import { brandApplications, brandAuthorizations, brandsDirectory } from '../../db/schema/index.ts'
import { conflict, HttpError, notFound } from '../../lib/http/errors.ts'
import type { AppDeps, Viewer } from '../../lib/http/types.ts'
import type { MailMessage } from '../../lib/mail/mailer.ts'
import { applicationLimitFor } from '../billing/application-limit.ts'
import { enqueueBrandMail } from '../brand-settings/notification-preferences.ts'
import { brandApplicationMail } from './application-mails.ts'
import { standingOf } from './application-filters.ts'

export const PLAN_LIMIT_CODE = 'PLAN_LIMIT_REACHED'

export const APPLY_CODES = {
  alreadyApplied: 'ALREADY_APPLIED',
  alreadyAuthorized: 'ALREADY_AUTHORIZED',
  suspended: 'AUTHORIZATION_SUSPENDED',
} as const

/** Why a reseller of this standing may not apply (409); only those canApplyFrom refuses. */
function refusal(standing: BrandStanding) {
  switch (standing) {
    case 'authorized':
    case 'scheduled':
      return conflict(T.alreadyAuthorized, APPLY_CODES.alreadyAuthorized)
    case 'suspended':
      return conflict(T.authorizationSuspended, APPLY_CODES.suspended)
    case 'approved':
      return conflict(T.alreadyApproved, APPLY_CODES.alreadyApplied)
    default:
      return conflict(T.alreadyApplied, APPLY_CODES.alreadyApplied)
  }
}

const us = (d: Date) => d.getTime() * 1000

export const resellerNameOf = (viewer: Pick<Viewer, 'companyName' | 'fullName' | 'email'>) =>
  viewer.companyName || viewer.fullName || viewer.email

/**
 * Writes the brand's mail in the caller's transaction: through its notification switches when
 * an account owns the entry, else to the directory's contact e-mail. Answers whether a mail was
 * queued and, when not, why (001 §7.1: the reason the screen shows). A failure to write it
 * throws, so that the change it tells about rolls back with it.
 */
export async function enqueueBrandNotice(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'mailer'>,
  ownerUserId: string | null,
  message: MailMessage,
): Promise<{ queued: boolean; reason: string | null }> {
  const result = ownerUserId
    ? await enqueueBrandMail(tx, deps, ownerUserId, 'newResellerApplications', message)
    : await deps.mailer.enqueue(tx, message)
  if (result === 'skipped') return { queued: false, reason: T.mailSwitchedOff }
  return { queued: true, reason: null }
}

export async function applyToBrand(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'logger' | 'live' | 'env'>,
  viewer: Viewer,
  brandId: string,
  proposalMessage: string,
  now: Date = new Date(),
): Promise<ApplyToBrandResponse> {
  const { application, brand, notified } = await deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`brand-application:${viewer.userId}`}))`,
    )
    const [brand] = await tx
      .select({
        id: brandsDirectory.id,
        name: brandsDirectory.name,
        contactEmail: brandsDirectory.contactEmail,
        ownerUserId: brandsDirectory.ownerUserId,
      })
      .from(brandsDirectory)
      .where(and(eq(brandsDirectory.id, brandId), eq(brandsDirectory.isActive, true)))
    if (!brand) throw notFound(T.brandNotFound)

    const [existing] = await tx
      .select({
        id: brandApplications.id,
        status: brandApplications.status,
        createdAt: brandApplications.createdAt,
        emailThreadId: brandApplications.emailThreadId,
      })
      .from(brandApplications)
      .where(
        and(
          eq(brandApplications.resellerId, viewer.userId),
          eq(brandApplications.brandId, brandId),
        ),
      )
      .for('update')
    const [authorization] = await tx
      .select({
        status: brandAuthorizations.status,
        startsAt: brandAuthorizations.startsAt,
        endsAt: brandAuthorizations.endsAt,
        statusChangedAt: brandAuthorizations.statusChangedAt,
      })
      .from(brandAuthorizations)
      .where(
        and(
          eq(brandAuthorizations.resellerId, viewer.userId),
          eq(brandAuthorizations.brandId, brandId),
        ),
      )
    const standing = standingOf(
      existing && { status: existing.status, createdUs: us(existing.createdAt) },
      authorization && {
        status: authorization.status,
        startsUs: us(authorization.startsAt),
        endsUs: authorization.endsAt ? us(authorization.endsAt) : null,
        statusChangedUs: us(authorization.statusChangedAt),
      },
      us(now),
    )
    if (!canApplyFrom(standing)) throw refusal(standing)

    const { limit, usedThisMonth } = await applicationLimitFor(tx, viewer.userId, now)
    if (usedThisMonth >= limit) {
      throw new HttpError(403, {
        code: PLAN_LIMIT_CODE,
        title: T.applicationFailed,
        message: T.limitReached(limit),
      })
    }

    const fresh = {
      applicationData: { proposal_message: proposalMessage },
      status: 'pending' as const,
      createdAt: now,
      updatedAt: now,
    }
    const [application] = existing
      ? await tx
          .update(brandApplications)
          .set({
            ...fresh,
            emailThreadId: existing.emailThreadId ?? `app-${randomUUID()}`,
            followUpCount: 0,
            lastFollowUpAt: null,
            responseExpectedBy: null,
            decidedAt: null,
            decidedByUserId: null,
            decisionReason: null,
            infoRequestedAt: null,
          })
          .where(eq(brandApplications.id, existing.id))
          .returning()
      : await tx
          .insert(brandApplications)
          .values({
            ...fresh,
            resellerId: viewer.userId,
            brandId,
            emailThreadId: `app-${randomUUID()}`,
          })
          .returning()
    const mail = brandApplicationMail({
      brandName: brand.name,
      resellerCompany: resellerNameOf(viewer),
      resellerEmail: viewer.email,
      emailThreadId: application!.emailThreadId!,
      proposalMessage,
      appUrl: deps.env.appUrl,
      again: standing !== 'not_applied',
    })
    const notified = await enqueueBrandNotice(tx, deps, brand.ownerUserId, {
      to: brand.contactEmail,
      kind: 'brand_application',
      ...mail,
    })
    return { application: application!, brand, notified }
  })

  deps.mailer.deliverSoon()
  if (brand.ownerUserId) {
    await deps.live.publish({
      kind: 'application.changed',
      userIds: [brand.ownerUserId],
      data: { applicationId: application.id },
    })
  }
  return {
    application: {
      id: application.id,
      brandId: application.brandId,
      status: application.status,
      createdAt: application.createdAt.toISOString(),
      emailThreadId: application.emailThreadId!,
    },
    brandNotified: notified.queued,
  }
}
