import { MESSAGES_TEXTS } from '#shared/messages-texts.ts'
import { useLiveInvalidation } from '../live/use-live-events.ts'
import { MESSAGES_KEY } from './api.ts'
import { useConversations } from './conversations-api.ts'

/**
 * The navigation's unread count (issue 15): the signed-in user's unread messages, kept current
 * live (a new message, or one read in another tab, reloads it).
 */
export function useUnreadMessagesBadge(): { count: number; label: string } | undefined {
  const list = useConversations()
  useLiveInvalidation({ 'message.created': [MESSAGES_KEY], 'message.read': [MESSAGES_KEY] })
  const count = list.data?.unread
  return count ? { count, label: MESSAGES_TEXTS.conversation.navUnread(count) } : undefined
}
