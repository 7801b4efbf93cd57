/**
 * Starting (or continuing) a conversation (issue 15), checked on the server:
 * - a reseller writes to a brand that has an authorization record for it (in force or not: a
 *   suspended reseller may still ask why) or that it has applied to: the pair's thread;
 * - a brand writes to an applicant about its application (the application's thread), or to a
 *   reseller it has an authorization, an application or an order with (the pair's thread).
 * Anyone else is reported missing with the rule in words, so nothing is revealed about them.
 */
import { and, eq, sql } from 'drizzle-orm'
import { MESSAGES_TEXTS } from '#shared/messages-texts.ts'
import type { StartConversationInput } from '#shared/schemas/messages.ts'
import {
  brandApplications,
  brandAuthorizations,
  brandsDirectory,
  orders,
} from '../../db/schema/index.ts'
import type { Db } from '../../db/client.ts'
import { badRequest, conflict, notFound } from '../../lib/http/errors.ts'
import type { AppDeps, Viewer } from '../../lib/http/types.ts'
import { findBrandEntry } from '../brand-portal/brand-entry.ts'
import { brandPartyOf, emailThreadOf, pairConversation } from './conversation-of.ts'
import { deliverMessage, senderNameOf } from './deliver-message.ts'

const T = MESSAGES_TEXTS.conversation
type Deps = Pick<AppDeps, 'db' | 'live' | 'mailer' | 'logger' | 'env'>

const exists = async (query: Promise<unknown[]>) => (await query).length > 0

/** A relationship of the pair: an authorization record or an application. */
async function pairRelated(db: Db, brandId: string, resellerId: string) {
  const [authorization, application] = await Promise.all([
    exists(
      db
        .select({ one: sql`1` })
        .from(brandAuthorizations)
        .where(
          and(
            eq(brandAuthorizations.brandId, brandId),
            eq(brandAuthorizations.resellerId, resellerId),
          ),
        )
        .limit(1),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(brandApplications)
        .where(
          and(eq(brandApplications.brandId, brandId), eq(brandApplications.resellerId, resellerId)),
        )
        .limit(1),
    ),
  ])
  return authorization || application
}

async function sendInPair(
  deps: Deps,
  viewer: Viewer,
  input: {
    brandId: string
    resellerId: string
    recipientId: string
    senderName: string
    content: string
  },
) {
  // The thread is made (or found) first so that its e-mail thread carries on.
  const conversationId = await pairConversation(deps.db, input.brandId, input.resellerId)
  const message = await deliverMessage(deps, {
    senderId: viewer.userId,
    senderName: input.senderName,
    recipientId: input.recipientId,
    content: input.content,
    brandApplicationId: null,
    emailThreadId: await emailThreadOf(deps.db, conversationId),
    conversationId,
  })
  return { conversationId, message }
}

export async function startConversationAsReseller(
  deps: Deps,
  viewer: Viewer,
  input: StartConversationInput,
) {
  if (!input.brandId || input.resellerId || input.applicationId) {
    throw badRequest(input.brandId ? T.oneCounterpart : T.chooseBrand)
  }
  const [brand] = await deps.db
    .select({ id: brandsDirectory.id })
    .from(brandsDirectory)
    .where(eq(brandsDirectory.id, input.brandId))
  if (!brand || !(await pairRelated(deps.db, brand.id, viewer.userId))) {
    throw notFound(T.notYourBrand)
  }
  const brandUserId = await brandPartyOf(deps.db, brand.id)
  if (!brandUserId) throw conflict(T.noBrandAccount, 'NO_BRAND_ACCOUNT')
  return sendInPair(deps, viewer, {
    brandId: brand.id,
    resellerId: viewer.userId,
    recipientId: brandUserId,
    senderName: senderNameOf(viewer),
    content: input.content,
  })
}

export async function startConversationAsBrand(
  deps: Deps,
  viewer: Viewer,
  input: StartConversationInput,
) {
  if (!input.resellerId || input.brandId) {
    throw badRequest(input.resellerId ? T.oneCounterpart : T.chooseReseller)
  }
  const entry = await findBrandEntry(deps.db, viewer)
  const resellerId = input.resellerId
  if (input.applicationId) {
    // From the applicant queue: the application's own thread.
    const [application] = entry
      ? await deps.db
          .select({ id: brandApplications.id, emailThreadId: brandApplications.emailThreadId })
          .from(brandApplications)
          .where(
            and(
              eq(brandApplications.id, input.applicationId),
              eq(brandApplications.brandId, entry.id),
              eq(brandApplications.resellerId, resellerId),
            ),
          )
      : []
    if (!application) throw notFound(T.notYourReseller)
    const message = await deliverMessage(deps, {
      senderId: viewer.userId,
      senderName: entry!.name,
      recipientId: resellerId,
      content: input.content,
      brandApplicationId: application.id,
      emailThreadId: application.emailThreadId,
    })
    return { conversationId: message.conversationId!, message }
  }
  let related = entry ? await pairRelated(deps.db, entry.id, resellerId) : false
  if (!related && entry) {
    const [order] = await deps.db
      .select({ one: sql`1` })
      .from(orders)
      .where(and(eq(orders.brandId, viewer.userId), eq(orders.resellerId, resellerId)))
      .limit(1)
    related = Boolean(order)
  }
  if (!entry || !related) throw notFound(T.notYourReseller)
  return sendInPair(deps, viewer, {
    brandId: entry.id,
    resellerId,
    recipientId: resellerId,
    senderName: entry.name,
    content: input.content,
  })
}
