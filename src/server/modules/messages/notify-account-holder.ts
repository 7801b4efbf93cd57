/**
 * Issue 15: a brand or reseller with an account hears by e-mail that a message arrived in one of
 * its conversations: who wrote, an excerpt, and a link that opens the thread in its portal. The
 * mail is written in the message's transaction and only when it is the recipient's one unread
 * message in that thread, so a lively conversation does not become a stream of e-mails; reading
 * the thread re-arms it. The switches decide: a brand's E-mail Notifications (messages have no
 * switch of their own, 001 §3), a reseller's master switch; a missing row means on.
 *
 * Messages that came in by e-mail are never announced by e-mail (modules/email-routing stores
 * them without calling deliverMessage), and this mail carries no thread token to reply on, so an
 * auto-reply to it cannot come back as a message and set off another mail.
 */
import { and, count, eq, ne } from 'drizzle-orm'
import { APP_ROUTES } from '#shared/app-routes.ts'
import { MESSAGES_TEXTS, messagePreview } from '#shared/messages-texts.ts'
import { messages, notificationPreferences as prefs } from '../../db/schema/index.ts'
import type { DbOrTx } from '../../db/client.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { button, escapeHtml, layout } from '../../lib/mail/templates.ts'
import { brandWantsMail } from '../brand-settings/notification-preferences.ts'

const M = MESSAGES_TEXTS.arrivedMail

export interface ArrivedMessage {
  id: string
  conversationId: string
  recipientId: string
  recipientEmail: string
  recipientRole: 'brand' | 'reseller'
  senderName: string
  content: string
}

export function messageArrivedMail(input: {
  senderName: string
  content: string
  threadUrl: string
  brand: boolean
}) {
  const excerpt = messagePreview(input.content)
  const footer = input.brand ? `${M.footer} ${M.brandFooter}` : M.footer
  return {
    subject: M.subject(input.senderName),
    html: layout(
      M.subject(input.senderName),
      `<p>${escapeHtml(M.intro(input.senderName))}</p>` +
        `<blockquote style="white-space:pre-wrap;border-left:3px solid #e5e7eb;margin:16px 0;padding-left:12px">${escapeHtml(excerpt)}</blockquote>` +
        button(input.threadUrl, M.open) +
        `<p style="color:#6b7280;font-size:13px">${escapeHtml(footer)}</p>`,
    ),
    text: `${M.intro(input.senderName)}\n\n${excerpt}\n\n${M.open}: ${input.threadUrl}\n\n${footer}\n`,
  }
}

async function resellerWantsMessageMail(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ all: prefs.emailNotifications })
    .from(prefs)
    .where(eq(prefs.userId, userId))
  return !row || row.all
}

/** Whether the recipient already has an unread message in the thread (it was told then). */
async function alreadyUnread(db: DbOrTx, message: ArrivedMessage): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, message.conversationId),
        eq(messages.recipientId, message.recipientId),
        eq(messages.isRead, false),
        ne(messages.id, message.id),
      ),
    )
  return (row?.n ?? 0) > 0
}

/** In the message's transaction: the message and its mail commit together. */
export async function enqueueAccountHolderMail(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'mailer' | 'env'>,
  message: ArrivedMessage,
): Promise<void> {
  const brand = message.recipientRole === 'brand'
  const wants = brand
    ? await brandWantsMail(tx, message.recipientId, 'messages')
    : await resellerWantsMessageMail(tx, message.recipientId)
  if (!wants || (await alreadyUnread(tx, message))) return
  const path = brand ? APP_ROUTES.brandMessages : APP_ROUTES.resellerMessages
  const threadUrl = `${deps.env.appUrl.replace(/\/$/, '')}${path}?thread=${encodeURIComponent(message.conversationId)}`
  await deps.mailer.enqueue(tx, {
    to: message.recipientEmail,
    kind: 'message_arrived',
    ...messageArrivedMail({
      senderName: message.senderName,
      content: message.content,
      threadUrl,
      brand,
    }),
  })
}
