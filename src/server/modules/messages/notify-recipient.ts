/**
 * 001 §4.5 and send-message-notification (§7.1: recipientEmail, senderName, messageContent,
 * threadId): a recipient whose profile status is email_only has no account to read messages
 * in, so a notification e-mail carries the message. The subject names the thread, so that a
 * reply by e-mail is routed back into the conversation (modules/email-routing). The mail is
 * written in the message's transaction: for such a recipient it is the message's delivery.
 */
import { MESSAGES_TEXTS } from '#shared/messages-texts.ts'
import { threadSubjectToken } from '#shared/email-routing-texts.ts'
import type { DbOrTx } from '../../db/client.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { escapeHtml, layout } from '../../lib/mail/templates.ts'

export const EMAIL_ONLY_STATUS = 'email_only'

export interface MessageNotification {
  recipientEmail: string
  senderName: string
  messageContent: string
  threadId: string | null
}

export function messageNotificationMail(input: MessageNotification) {
  const subject = [
    MESSAGES_TEXTS.notificationSubject(input.senderName),
    input.threadId ? threadSubjectToken(input.threadId) : '',
  ]
    .filter(Boolean)
    .join(' ')
  const hint = input.threadId ? MESSAGES_TEXTS.notificationReplyHint : ''
  return {
    subject,
    html: layout(
      MESSAGES_TEXTS.notificationSubject(input.senderName),
      `<p>${escapeHtml(MESSAGES_TEXTS.notificationIntro(input.senderName))}</p>` +
        `<blockquote style="white-space:pre-wrap;border-left:3px solid #e5e7eb;margin:16px 0;padding-left:12px">${escapeHtml(input.messageContent)}</blockquote>` +
        (hint ? `<p style="color:#6b7280;font-size:13px">${escapeHtml(hint)}</p>` : ''),
    ),
    text: `${MESSAGES_TEXTS.notificationIntro(input.senderName)}\n\n${input.messageContent}\n${hint ? `\n${hint}\n` : ''}`,
  }
}

export async function enqueueEmailOnlyNotification(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'mailer'>,
  input: MessageNotification,
): Promise<void> {
  await deps.mailer.enqueue(tx, {
    to: input.recipientEmail,
    kind: 'message_notification',
    ...messageNotificationMail(input),
  })
}
