import { z } from 'zod'
import {
  INBOX_TABS,
  MESSAGE_MAX_CHARS,
  MESSAGE_SEARCH_MAX_CHARS,
  MESSAGES_TEXTS,
} from '../messages-texts.ts'
import { text } from './common.ts'

/**
 * What a user types: kept exactly as typed (never trimmed or rewritten, and rendered as text),
 * but text of only whitespace is refused (001 §5: empty or whitespace-only text is not sent).
 */
export const messageContent = text(MESSAGE_MAX_CHARS, MESSAGES_TEXTS.emptyMessage).refine(
  (value) => value.trim() !== '',
  MESSAGES_TEXTS.emptyMessage,
)

export const replySchema = z.object({ content: messageContent })
export type ReplyInput = z.infer<typeof replySchema>

export const newMessageSchema = z.object({
  recipientId: text(200).pipe(z.string().trim().min(1, 'Choose a reseller to message.')),
  content: messageContent,
})
export type NewMessageInput = z.infer<typeof newMessageSchema>

export const inboxQuery = z.object({
  search: text(MESSAGE_SEARCH_MAX_CHARS).optional(),
  tab: z.enum(INBOX_TABS).default('all'),
})
export type InboxQuery = z.infer<typeof inboxQuery>

export const messageIdParams = z.object({ id: z.uuid() })

/**
 * Starting a conversation (issue 15). A reseller names the brand (its directory entry); a brand
 * names the reseller and, from the applicant queue, the application the thread is about.
 */
export const startConversationSchema = z
  .object({
    brandId: z.uuid(MESSAGES_TEXTS.conversation.chooseBrand).optional(),
    resellerId: text(200)
      .pipe(z.string().trim().min(1, MESSAGES_TEXTS.conversation.chooseReseller))
      .optional(),
    applicationId: z.uuid(MESSAGES_TEXTS.conversation.unknownApplication).optional(),
    content: messageContent,
  })
  .strict()
export type StartConversationInput = z.infer<typeof startConversationSchema>

export const conversationIdParams = z.object({ id: z.uuid() })
