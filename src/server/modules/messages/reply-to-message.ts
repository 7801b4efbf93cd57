import { and, eq } from 'drizzle-orm'
import { MESSAGES_TEXTS } from '#shared/messages-texts.ts'
import type { AppDeps, Viewer } from '../../lib/http/types.ts'
import { conflict, notFound } from '../../lib/http/errors.ts'
import { messages } from '../../db/schema/index.ts'
import { deliverMessage, senderNameOf } from './deliver-message.ts'

/**
 * 001 §4.5: a sent reply is an internal message to the original sender, carrying the same
 * application and thread references. Only the message's recipient may reply to it; anyone
 * else's message is reported missing.
 */
export async function replyToMessage(
  deps: Pick<AppDeps, 'db' | 'live' | 'mailer' | 'logger' | 'env'>,
  viewer: Viewer,
  messageId: string,
  content: string,
) {
  const [original] = await deps.db
    .select({
      senderId: messages.senderId,
      brandApplicationId: messages.brandApplicationId,
      emailThreadId: messages.emailThreadId,
      conversationId: messages.conversationId,
    })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.recipientId, viewer.userId)))
  if (!original) throw notFound()
  // An inbound e-mail from a brand without an account has no sender profile to write to.
  if (!original.senderId) throw conflict(MESSAGES_TEXTS.noSenderToReply, 'NO_SENDER')
  return deliverMessage(deps, {
    senderId: viewer.userId,
    senderName: senderNameOf(viewer),
    recipientId: original.senderId,
    content,
    brandApplicationId: original.brandApplicationId,
    emailThreadId: original.emailThreadId,
    ...(original.conversationId ? { conversationId: original.conversationId } : {}),
  })
}
