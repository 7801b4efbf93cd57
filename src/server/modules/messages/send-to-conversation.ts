/**
 * A message in a thread (issue 15), written by one of its parties to the other: the reseller's
 * goes to the brand's account, the brand's to the reseller. It carries the thread's application
 * and e-mail thread, so an e-mail-only recipient's answer by e-mail lands in the same thread.
 */
import { MESSAGES_TEXTS } from '#shared/messages-texts.ts'
import type { AppDeps, Viewer } from '../../lib/http/types.ts'
import { conflict } from '../../lib/http/errors.ts'
import { brandPartyOf, emailThreadOf } from './conversation-of.ts'
import { deliverMessage, senderNameOf } from './deliver-message.ts'
import { findViewerConversation } from './get-conversation.ts'

export async function sendToConversation(
  deps: Pick<AppDeps, 'db' | 'live' | 'mailer' | 'logger' | 'env'>,
  viewer: Viewer,
  conversationId: string,
  content: string,
) {
  const conversation = await findViewerConversation(deps.db, viewer.userId, conversationId)
  const asReseller = conversation.resellerId === viewer.userId
  const recipientId = asReseller
    ? await brandPartyOf(deps.db, conversation.brandId)
    : conversation.resellerId
  if (!recipientId) throw conflict(MESSAGES_TEXTS.conversation.noBrandAccount, 'NO_BRAND_ACCOUNT')
  const message = await deliverMessage(deps, {
    senderId: viewer.userId,
    senderName: asReseller ? senderNameOf(viewer) : conversation.brandName,
    recipientId,
    content,
    brandApplicationId: conversation.brandApplicationId,
    emailThreadId: await emailThreadOf(deps.db, conversationId),
    conversationId,
  })
  return { conversationId, message }
}
