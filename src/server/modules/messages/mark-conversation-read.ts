/**
 * A party opened a thread (issue 15): every message in it to that party is read, in one
 * statement; the party's other pages (the thread list, the navigation's count) are told live.
 */
import { and, eq } from 'drizzle-orm'
import type { AppDeps } from '../../lib/http/types.ts'
import { messages } from '../../db/schema/index.ts'
import { findViewerConversation } from './get-conversation.ts'

export async function markConversationRead(
  deps: Pick<AppDeps, 'db' | 'live'>,
  viewerId: string,
  conversationId: string,
) {
  await findViewerConversation(deps.db, viewerId, conversationId)
  const read = await deps.db
    .update(messages)
    .set({ isRead: true })
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.recipientId, viewerId),
        eq(messages.isRead, false),
      ),
    )
    .returning({ id: messages.id })
  if (read.length > 0) {
    await deps.live.publish({
      kind: 'message.read',
      userIds: [viewerId],
      data: { conversationId },
    })
  }
  return { read: read.length }
}
