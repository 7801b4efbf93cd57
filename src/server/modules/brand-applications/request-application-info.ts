/**
 * The brand asks an applicant for more information (issue 13 #1): a message to the reseller
 * linked to the application and its e-mail thread, so it is the application's conversation in
 * both inboxes and an answer by e-mail finds its way back (modules/messages, email-routing). The
 * application stays pending; info_requested_at tells the reseller's card that the brand is
 * waiting for them.
 */
import { and, eq } from 'drizzle-orm'
import {
  BRAND_APPLICATION_CODES,
  BRAND_APPLICATIONS_TEXTS,
} from '#shared/brand-applications-texts.ts'
import { brandApplications } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http/errors.ts'
import type { AppDeps, Viewer } from '../../lib/http/types.ts'
import { deliverMessage } from '../messages/deliver-message.ts'
import { announceApplication, brandEntryOr404 } from './decide-brand-application.ts'

export async function requestApplicationInfo(
  deps: Pick<AppDeps, 'db' | 'live' | 'mailer' | 'logger' | 'env'>,
  viewer: Viewer,
  applicationId: string,
  content: string,
) {
  const entry = await brandEntryOr404(deps, viewer)
  const [application] = await deps.db
    .select()
    .from(brandApplications)
    .where(and(eq(brandApplications.id, applicationId), eq(brandApplications.brandId, entry.id)))
  if (!application) throw notFound()
  if (application.status !== 'pending') {
    throw conflict(
      BRAND_APPLICATIONS_TEXTS.api.notPendingForInfo(application.status),
      BRAND_APPLICATION_CODES.alreadyDecided,
    )
  }
  const message = await deliverMessage(deps, {
    senderId: viewer.userId,
    senderName: entry.name,
    recipientId: application.resellerId,
    content,
    brandApplicationId: application.id,
    emailThreadId: application.emailThreadId,
  })
  const now = new Date()
  const [updated] = await deps.db
    .update(brandApplications)
    .set({ infoRequestedAt: now, updatedAt: now })
    .where(eq(brandApplications.id, application.id))
    .returning({ infoRequestedAt: brandApplications.infoRequestedAt })
  await announceApplication(deps, application)
  return {
    message: { id: message.id, createdAt: message.createdAt, emailThreadId: message.emailThreadId },
    application: {
      id: application.id,
      infoRequestedAt: (updated?.infoRequestedAt ?? now).toISOString(),
    },
  }
}
