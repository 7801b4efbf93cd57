/**
 * 001 §7.3 messages by recipient_id newest first, with the joined brand application's brand
 * (name, logo_url; for a message in a brand–reseller thread, that thread's brand) and the sender's name and company; and the inbox's cards and tab counts
 * (001 §2.3 Total, Unread, Email Messages; §2.4 Unread Messages, Email Replies, Active
 * Conversations, and the Unread, Applications and Brand Replies tabs). Only the viewer's own inbox.
 */
import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm'
import { INBOX_LIMIT, type InboxTab } from '#shared/messages-texts.ts'
import type { InboxQuery } from '#shared/schemas/messages.ts'
import type { DbOrTx } from '../../db/client.ts'
import {
  brandApplications,
  brandsDirectory,
  conversations,
  messages,
  profiles,
} from '../../db/schema/index.ts'
import { brandLogoUrl } from '../media/logo-url.ts'

/** `%` and `_` typed by the user are literal characters, not wildcards. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const columns = {
  id: messages.id,
  senderId: messages.senderId,
  senderName: profiles.fullName,
  senderCompany: profiles.companyName,
  recipientId: messages.recipientId,
  content: messages.content,
  isRead: messages.isRead,
  messageSource: messages.messageSource,
  brandApplicationId: messages.brandApplicationId,
  emailThreadId: messages.emailThreadId,
  createdAt: messages.createdAt,
  brandName: brandsDirectory.name,
  brandLogoUrl: brandLogoUrl,
}

/** 001 §3 derived type: Brand Reply (inbound e-mail), Application (has one), Internal. */
const tabFilter: Record<InboxTab, SQL | undefined> = {
  all: undefined,
  unread: eq(messages.isRead, false),
  applications: and(
    sql`${messages.brandApplicationId} is not null`,
    ne(messages.messageSource, 'email_inbound'),
  ),
  // Issue 15: a brand's reply in the app counts as much as one by e-mail.
  brand_replies: or(eq(messages.messageSource, 'email_inbound'), eq(profiles.userRole, 'brand')),
}

export async function listInbox(db: DbOrTx, recipientId: string, query: InboxQuery) {
  const term = query.search?.trim()
  return db
    .select(columns)
    .from(messages)
    .leftJoin(profiles, eq(profiles.id, messages.senderId))
    .leftJoin(brandApplications, eq(brandApplications.id, messages.brandApplicationId))
    .leftJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(
      brandsDirectory,
      eq(brandsDirectory.id, sql`coalesce(${brandApplications.brandId}, ${conversations.brandId})`),
    )
    .where(
      and(
        eq(messages.recipientId, recipientId),
        tabFilter[query.tab],
        term
          ? or(
              ilike(messages.content, likePattern(term)),
              ilike(profiles.fullName, likePattern(term)),
              ilike(profiles.companyName, likePattern(term)),
              ilike(brandsDirectory.name, likePattern(term)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(INBOX_LIMIT)
}

export type InboxMessage = Awaited<ReturnType<typeof listInbox>>[number]

export interface InboxSummary {
  total: number
  unread: number
  /** Brand card 'Email Messages': inbound e-mail and e-mail messages. */
  email: number
  /** Reseller card 'Email Replies' and the Brand Replies tab: inbound e-mail and brands' in-app messages. */
  brandReplies: number
  /** The Applications tab. */
  applications: number
  /** Reseller card 'Active Conversations': distinct brand names (the sender's company otherwise). */
  activeConversations: number
}

export async function summarizeInbox(db: DbOrTx, recipientId: string): Promise<InboxSummary> {
  const [row] = await db
    .select({
      total: count(),
      unread: count(sql`case when ${tabFilter.unread} then 1 end`),
      email: count(
        sql`case when ${messages.messageSource} in ('email_inbound', 'email') then 1 end`,
      ),
      brandReplies: count(sql`case when ${tabFilter.brand_replies} then 1 end`),
      applications: count(sql`case when ${tabFilter.applications} then 1 end`),
      activeConversations: sql<number>`count(distinct coalesce(${brandsDirectory.name}, ${profiles.companyName}))::int`,
    })
    .from(messages)
    .leftJoin(profiles, eq(profiles.id, messages.senderId))
    .leftJoin(brandApplications, eq(brandApplications.id, messages.brandApplicationId))
    .leftJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(
      brandsDirectory,
      eq(brandsDirectory.id, sql`coalesce(${brandApplications.brandId}, ${conversations.brandId})`),
    )
    .where(eq(messages.recipientId, recipientId))
  return {
    total: row?.total ?? 0,
    unread: row?.unread ?? 0,
    email: row?.email ?? 0,
    brandReplies: row?.brandReplies ?? 0,
    applications: row?.applications ?? 0,
    activeConversations: Number(row?.activeConversations ?? 0),
  }
}
