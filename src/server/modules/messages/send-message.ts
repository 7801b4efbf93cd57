/**
 * A brand contacts a reseller (001 §2.3 Resellers: Contact; DESIGN decision 8: the button works).
 * Only a reseller the brand has a relationship with: allocated to its directory entry, applied
 * to it, or ordered from it; anyone else is reported missing. The message carries the latest
 * application between the two (and its thread), so that it is listed as an application message
 * under the brand's name and an e-mail answer finds its way back.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { AppDeps, Viewer } from '../../lib/http/types.ts'
import { notFound } from '../../lib/http/errors.ts'
import { brandApplications, brandAuthorizations, orders } from '../../db/schema/index.ts'
import { findBrandEntry } from '../brand-portal/brand-entry.ts'
import { deliverMessage, senderNameOf } from './deliver-message.ts'

export async function sendMessageToReseller(
  deps: Pick<AppDeps, 'db' | 'live' | 'mailer' | 'logger'>,
  viewer: Viewer,
  input: { recipientId: string; content: string },
) {
  const entry = await findBrandEntry(deps.db, viewer)
  const resellerId = input.recipientId
  const [application] = entry
    ? await deps.db
        .select({ id: brandApplications.id, emailThreadId: brandApplications.emailThreadId })
        .from(brandApplications)
        .where(
          and(
            eq(brandApplications.brandId, entry.id),
            eq(brandApplications.resellerId, resellerId),
          ),
        )
        .orderBy(desc(brandApplications.createdAt))
        .limit(1)
    : []
  let related = Boolean(application)
  if (!related && entry) {
    // An authorization, in force or not: a suspended reseller may still be told why.
    const [authorization] = await deps.db
      .select({ one: sql<number>`1` })
      .from(brandAuthorizations)
      .where(
        and(
          eq(brandAuthorizations.brandId, entry.id),
          eq(brandAuthorizations.resellerId, resellerId),
        ),
      )
      .limit(1)
    related = Boolean(authorization)
  }
  if (!related) {
    const [order] = await deps.db
      .select({ one: sql<number>`1` })
      .from(orders)
      .where(and(eq(orders.brandId, viewer.userId), eq(orders.resellerId, resellerId)))
      .limit(1)
    related = Boolean(order)
  }
  if (!related) throw notFound()
  return deliverMessage(deps, {
    senderId: viewer.userId,
    senderName: entry?.name ?? senderNameOf(viewer),
    recipientId: resellerId,
    content: input.content,
    brandApplicationId: application?.id ?? null,
    emailThreadId: application?.emailThreadId ?? null,
  })
}
