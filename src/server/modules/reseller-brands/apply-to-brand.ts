/**
 * Applying to a brand (001 §4.6, §7.4 brand_applications insert: reseller_id, brand_id,
 * email_thread_id, application_data, status pending), then the brand notification e-mail
 * (send-brand-application-email, whose failure is ignored) and a live update for the brand.
 *
 * DESIGN decision 6: the plan's limit (subscribers.brand_application_limit; a missing row is the
 * free plan) caps the applications created this calendar month (UTC). The check and the insert
 * run in one transaction holding a per-reseller advisory lock, so parallel applications are
 * counted one after another and can never pass the limit together.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { RESELLER_BRANDS_TEXTS as T } from '#shared/reseller-brands-texts.ts'
import type { ApplyToBrandResponse } from '#shared/schemas/reseller-brands.ts'
import { brandApplications, brandsDirectory } from '../../db/schema/index.ts'
import { conflict, HttpError, notFound } from '../../lib/http/errors.ts'
import type { AppDeps, Viewer } from '../../lib/http/types.ts'
import type { MailMessage } from '../../lib/mail/mailer.ts'
import { applicationLimitFor } from '../billing/application-limit.ts'
import { sendBrandMail } from '../brand-settings/notification-preferences.ts'
import { brandApplicationMail } from './application-mails.ts'

export const PLAN_LIMIT_CODE = 'PLAN_LIMIT_REACHED'

export const resellerNameOf = (viewer: Pick<Viewer, 'companyName' | 'fullName' | 'email'>) =>
  viewer.companyName || viewer.fullName || viewer.email

/**
 * Mails the brand: through its notification switches when an account owns the entry, else to the
 * directory's contact e-mail. Answers whether the mail was handed over; never throws.
 */
export async function mailBrand(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'logger'>,
  ownerUserId: string | null,
  message: MailMessage,
): Promise<{ sent: boolean; reason: string | null }> {
  try {
    const result = ownerUserId
      ? await sendBrandMail(deps, ownerUserId, 'newResellerApplications', message)
      : await deps.mailer.send(message)
    if (result === 'skipped') return { sent: false, reason: T.mailSwitchedOff }
    if (result.status === 'failed') return { sent: false, reason: T.mailFailed }
    return { sent: true, reason: null }
  } catch (error) {
    deps.logger.warn(`${message.kind} to ${message.to} failed`, error)
    return { sent: false, reason: T.mailFailed }
  }
}

export async function applyToBrand(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'logger' | 'live' | 'env'>,
  viewer: Viewer,
  brandId: string,
  proposalMessage: string,
  now: Date = new Date(),
): Promise<ApplyToBrandResponse> {
  const { application, brand } = await deps.db.transaction(async (tx) => {
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
      .select({ id: brandApplications.id })
      .from(brandApplications)
      .where(
        and(
          eq(brandApplications.resellerId, viewer.userId),
          eq(brandApplications.brandId, brandId),
        ),
      )
    if (existing) throw conflict(T.alreadyApplied, 'ALREADY_APPLIED')

    const { limit, usedThisMonth } = await applicationLimitFor(tx, viewer.userId, now)
    if (usedThisMonth >= limit) {
      throw new HttpError(403, {
        code: PLAN_LIMIT_CODE,
        title: T.applicationFailed,
        message: T.limitReached(limit),
      })
    }

    const [application] = await tx
      .insert(brandApplications)
      .values({
        resellerId: viewer.userId,
        brandId,
        emailThreadId: `app-${randomUUID()}`,
        applicationData: { proposal_message: proposalMessage },
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    return { application: application!, brand }
  })

  const mail = brandApplicationMail({
    brandName: brand.name,
    resellerCompany: resellerNameOf(viewer),
    resellerEmail: viewer.email,
    emailThreadId: application.emailThreadId!,
    proposalMessage,
    appUrl: deps.env.appUrl,
  })
  const notified = await mailBrand(deps, brand.ownerUserId, {
    to: brand.contactEmail,
    kind: 'brand_application',
    ...mail,
  })
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
    brandNotified: notified.sent,
  }
}
