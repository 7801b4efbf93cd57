/**
 * Both portals' thread lists (issue 15): the viewer's threads, latest first, each with its
 * counterpart (the brand for a reseller, the reseller for a brand), its last message and the
 * viewer's unread count; and the viewer's unread messages in all, for the navigation.
 */
import { and, count, eq, sql, type SQL } from 'drizzle-orm'
import { INBOX_LIMIT, messagePreview } from '#shared/messages-texts.ts'
import type { DbOrTx } from '../../db/client.ts'
import { messages } from '../../db/schema/index.ts'
import { iso, rowsOf } from '../brand-dashboard/sql-rows.ts'

interface Row {
  id: string
  brand_id: string
  brand_name: string
  brand_logo_url: string | null
  reseller_id: string
  reseller_company: string | null
  reseller_name: string | null
  reseller_email: string
  brand_application_id: string | null
  application_status: string | null
  last_message_at: Date | string
  last_content: string | null
  last_sender_id: string | null
  unread: number | string
}

export interface ConversationSummary {
  id: string
  brandId: string
  brandName: string
  brandLogoUrl: string | null
  resellerId: string
  resellerName: string
  brandApplicationId: string | null
  applicationStatus: string | null
  lastMessageAt: string
  lastMessage: { preview: string; fromViewer: boolean } | null
  unread: number
}

export const toSummary = (r: Row, viewerId: string): ConversationSummary => ({
  id: r.id,
  brandId: r.brand_id,
  brandName: r.brand_name,
  brandLogoUrl: r.brand_logo_url,
  resellerId: r.reseller_id,
  resellerName: r.reseller_company || r.reseller_name || r.reseller_email,
  brandApplicationId: r.brand_application_id,
  applicationStatus: r.application_status,
  lastMessageAt: iso(r.last_message_at),
  lastMessage:
    r.last_content === null
      ? null
      : { preview: messagePreview(r.last_content), fromViewer: r.last_sender_id === viewerId },
  unread: Number(r.unread),
})

/** One statement; `where` picks the threads (the viewer's, or one of them). */
export const conversationRows = (db: DbOrTx, viewerId: string, where: SQL) =>
  rowsOf<Row>(
    db,
    sql`
      select c.id, c.brand_id, d.name as brand_name, d.logo_url as brand_logo_url,
        c.reseller_id, p.company_name as reseller_company, p.full_name as reseller_name,
        p.email as reseller_email, c.brand_application_id, a.status as application_status,
        c.last_message_at, lm.content as last_content, lm.sender_id as last_sender_id,
        (select count(*) from messages u
          where u.conversation_id = c.id and u.recipient_id = ${viewerId} and not u.is_read
        )::int as unread
      from conversations c
      join brands_directory d on d.id = c.brand_id
      join profiles p on p.id = c.reseller_id
      left join brand_applications a on a.id = c.brand_application_id
      left join lateral (
        select m.content, m.sender_id from messages m
        where m.conversation_id = c.id order by m.created_at desc, m.id desc limit 1
      ) lm on true
      where ${where}
      order by c.last_message_at desc, c.id
      limit ${INBOX_LIMIT}`,
  )

/** A party's threads: as the reseller, or as the owner of the thread's brand entry. */
export const viewerThreads = (viewerId: string) =>
  sql`(c.reseller_id = ${viewerId} or c.brand_id in
    (select e.id from brands_directory e where e.owner_user_id = ${viewerId}))`

export async function listConversations(db: DbOrTx, viewerId: string) {
  const [rows, [unread]] = await Promise.all([
    // A thread a brand opened from its applicant queue and has not written in yet is the
    // brand's draft: the reseller sees it once it holds a message.
    conversationRows(
      db,
      viewerId,
      sql`${viewerThreads(viewerId)} and (c.reseller_id <> ${viewerId} or lm.content is not null)`,
    ),
    db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.recipientId, viewerId), eq(messages.isRead, false))),
  ])
  return {
    conversations: rows.map((r) => toSummary(r, viewerId)),
    unread: unread?.n ?? 0,
  }
}
