import { and, eq } from 'drizzle-orm'
import type { AppDeps } from '../../lib/http/types.ts'
import { notFound } from '../../lib/http/errors.ts'
import { messages } from '../../db/schema/index.ts'

/**
 * 001 §4.5: an unread message becomes read when its recipient opens it. Only the recipient may:
 * anyone else's message is reported missing. Marking a read message again changes nothing.
 */
export async function markMessageRead(
  deps: Pick<AppDeps, 'db' | 'live'>,
  viewerId: string,
  messageId: string,
): Promise<{ id: string; isRead: true }> {
  const [own] = await deps.db
    .select({ id: messages.id, isRead: messages.isRead })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.recipientId, viewerId)))
  if (!own) throw notFound()
  if (!own.isRead) {
    await deps.db
      .update(messages)
      .set({ isRead: true })
      .where(and(eq(messages.id, messageId), eq(messages.recipientId, viewerId)))
    // The reader's other tabs update their badges and counts.
    await deps.live.publish({ kind: 'message.read', userIds: [viewerId], data: { messageId } })
  }
  return { id: own.id, isRead: true }
}
