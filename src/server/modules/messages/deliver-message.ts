/**
 * Writes one internal message (001 §7.4 messages insert: sender_id, recipient_id, content,
 * brand_application_id, email_thread_id, message_source 'internal') and, in the same
 * transaction, the mail to an e-mail-only recipient (001 §4.5) or, in a conversation, to an
 * account holder (issue 15); after the commit the outbox is woken to send it and the
 * recipient's open pages are told (live update).
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { AppDeps } from '../../lib/http/types.ts'
import { notFound } from '../../lib/http/errors.ts'
import { conversations, messages, profiles } from '../../db/schema/index.ts'
import { conversationForMessage } from './conversation-of.ts'
import { enqueueAccountHolderMail } from './notify-account-holder.ts'
import { EMAIL_ONLY_STATUS, enqueueEmailOnlyNotification } from './notify-recipient.ts'
import { brandWantsMail } from '../brand-settings/notification-preferences.ts'

export interface OutgoingMessage {
  senderId: string
  /** The name the notification e-mail gives the sender. */
  senderName: string
  recipientId: string
  /** Stored exactly as typed; the screens render it as text. */
  content: string
  brandApplicationId: string | null
  emailThreadId: string | null
  /** The thread; when not given, the pair's or the application's thread (conversation-of.ts). */
  conversationId?: string | null
}

export async function deliverMessage(
  deps: Pick<AppDeps, 'db' | 'live' | 'mailer' | 'logger' | 'env'>,
  outgoing: OutgoingMessage,
) {
  const [recipient] = await deps.db
    .select({ email: profiles.email, status: profiles.status, role: profiles.userRole })
    .from(profiles)
    .where(eq(profiles.id, outgoing.recipientId))
  if (!recipient) throw notFound()
  const emailOnly = recipient.status === EMAIL_ONLY_STATUS
  // An e-mail-only recipient answers by e-mail: the message needs a thread for that answer to
  // come back to (modules/email-routing finds a conversation by messages.email_thread_id).
  const emailThreadId = outgoing.emailThreadId ?? (emailOnly ? `msg-${randomUUID()}` : null)
  // The message, its thread's order and its mail move together (issue 15).
  const message = await deps.db.transaction(async (tx) => {
    const now = new Date()
    const conversationId =
      outgoing.conversationId === undefined
        ? await conversationForMessage(tx, outgoing, now)
        : outgoing.conversationId
    if (outgoing.conversationId) {
      await tx
        .update(conversations)
        .set({ lastMessageAt: now })
        .where(eq(conversations.id, outgoing.conversationId))
    }
    const [row] = await tx
      .insert(messages)
      .values({
        senderId: outgoing.senderId,
        recipientId: outgoing.recipientId,
        content: outgoing.content,
        brandApplicationId: outgoing.brandApplicationId,
        emailThreadId,
        conversationId,
        messageSource: 'internal',
        createdAt: now,
      })
      .returning()
    // A brand that switched e-mail notifications off gets none (001 §3 notification preferences;
    // a recipient without an account has no switches, so it is always mailed).
    if (emailOnly) {
      if (await brandWantsMail(tx, outgoing.recipientId, 'messages')) {
        await enqueueEmailOnlyNotification(tx, deps, {
          recipientEmail: recipient.email,
          senderName: outgoing.senderName,
          messageContent: outgoing.content,
          threadId: emailThreadId,
        })
      }
    } else if (
      row!.conversationId &&
      (recipient.role === 'brand' || recipient.role === 'reseller')
    ) {
      // Issue 15: an account holder hears of a new message in a conversation by e-mail too.
      await enqueueAccountHolderMail(tx, deps, {
        id: row!.id,
        conversationId: row!.conversationId,
        recipientId: outgoing.recipientId,
        recipientEmail: recipient.email,
        recipientRole: recipient.role,
        senderName: outgoing.senderName,
        content: outgoing.content,
      })
    }
    return row!
  })
  deps.mailer.deliverSoon()
  await deps.live.publish({
    kind: 'message.created',
    userIds: [outgoing.recipientId],
    data: { messageId: message.id, conversationId: message.conversationId },
  })
  return message
}

/** How a message's sender is named to its recipient outside the app. */
export const senderNameOf = (viewer: {
  companyName: string | null
  fullName: string | null
  email: string
}) => viewer.companyName || viewer.fullName || viewer.email

/**
 * A message written elsewhere (an inbound e-mail routed into a conversation) arrives live for
 * its recipient too (001 §4.5). Never throws: the message is already stored.
 */
export async function announceMessage(
  deps: Pick<AppDeps, 'db' | 'live' | 'logger'>,
  messageId: string | undefined,
): Promise<void> {
  if (!messageId) return
  try {
    const [row] = await deps.db
      .select({ recipientId: messages.recipientId })
      .from(messages)
      .where(eq(messages.id, messageId))
    if (row) {
      await deps.live.publish({
        kind: 'message.created',
        userIds: [row.recipientId],
        data: { messageId },
      })
    }
  } catch (error) {
    deps.logger.warn(`live: announcing message ${messageId} failed: ${(error as Error).message}`)
  }
}
