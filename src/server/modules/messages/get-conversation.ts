/**
 * One thread for one of its parties (issue 15): the thread as listed, and its messages in the
 * order they were written (the newest MESSAGE_THREAD_LIMIT). Anyone else's thread is missing.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import { MESSAGE_THREAD_LIMIT } from '#shared/messages-texts.ts'
import type { DbOrTx } from '../../db/client.ts'
import { messages, profiles } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http/errors.ts'
import { conversationRows, toSummary, viewerThreads } from './list-conversations.ts'

export async function findViewerConversation(db: DbOrTx, viewerId: string, id: string) {
  const [row] = await conversationRows(
    db,
    viewerId,
    sql`c.id = ${id} and ${viewerThreads(viewerId)}`,
  )
  if (!row) throw notFound()
  return toSummary(row, viewerId)
}

export async function getConversation(db: DbOrTx, viewerId: string, id: string) {
  const conversation = await findViewerConversation(db, viewerId, id)
  const rows = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      senderName: profiles.fullName,
      senderCompany: profiles.companyName,
      recipientId: messages.recipientId,
      content: messages.content,
      isRead: messages.isRead,
      messageSource: messages.messageSource,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .leftJoin(profiles, eq(profiles.id, messages.senderId))
    .where(and(eq(messages.conversationId, id)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(MESSAGE_THREAD_LIMIT)
  return {
    conversation,
    messages: rows.reverse().map((m) => ({ ...m, fromViewer: m.senderId === viewerId })),
  }
}
