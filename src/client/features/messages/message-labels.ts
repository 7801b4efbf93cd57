import { MESSAGES_TEXTS as T, messageTypeOf, type MessageType } from '#shared/messages-texts.ts'
import type { InboxMessage } from './api.ts'

export type InboxPerspective = 'brand' | 'reseller'

/**
 * Who a message is from. A brand reads messages from resellers: their company, else their name.
 * A reseller reads messages about brands: the joined brand's name, else the sender's company or
 * name, else the default label (001 §3).
 */
export function senderLabel(message: InboxMessage, perspective: InboxPerspective): string {
  const person = message.senderCompany?.trim() || message.senderName?.trim()
  if (perspective === 'reseller') return message.brandName?.trim() || person || T.defaultSender
  return person || message.brandName?.trim() || T.defaultSender
}

export const TYPE_TONE: Record<MessageType, 'info' | 'warning' | 'default'> = {
  brand_reply: 'info',
  application: 'warning',
  internal: 'default',
}

export const typeOf = messageTypeOf
