/** Messages between profiles, and the log of inbound e-mail routing (001 §3, §4.4, §4.5). */
import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { profiles } from './accounts.ts'
import { brandApplications, brandsDirectory } from './brands.ts'
import { emailLogStatusEnum, emailLogTypeEnum, messageSourceEnum } from './enums.ts'

/**
 * A conversation (issue 15): the messages between a brand (its directory entry) and a reseller,
 * one thread per pair and one per brand application. The brand's side is whoever owns the entry
 * (or, without an owner, its contact e-mail). `last_message_at` orders both portals' thread lists.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brandsDirectory.id, { onDelete: 'cascade' }),
    resellerId: text('reseller_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    brandApplicationId: uuid('brand_application_id').references(() => brandApplications.id, {
      onDelete: 'cascade',
    }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One pair thread per brand and reseller; one thread per application.
    uniqueIndex('conversations_pair_uq')
      .on(t.brandId, t.resellerId)
      .where(sql`${t.brandApplicationId} is null`),
    uniqueIndex('conversations_brand_application_id_uq').on(t.brandApplicationId),
    // The reseller's and the brand's thread lists, latest first.
    index('conversations_reseller_id_last_message_at_idx').on(t.resellerId, t.lastMessageAt.desc()),
    index('conversations_brand_id_last_message_at_idx').on(t.brandId, t.lastMessageAt.desc()),
  ],
)

/**
 * Sender and recipient are profiles, not users: an e-mail-only profile (001 §4.5) can receive
 * messages, and an inbound e-mail may have no known sender (the UI then shows a default label).
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: text('sender_id').references(() => profiles.id, { onDelete: 'set null' }),
    recipientId: text('recipient_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    messageSource: messageSourceEnum('message_source').notNull().default('internal'),
    brandApplicationId: uuid('brand_application_id').references(() => brandApplications.id, {
      onDelete: 'set null',
    }),
    emailThreadId: text('email_thread_id'),
    /** The thread this message belongs to; null for messages outside any brand–reseller pair. */
    conversationId: uuid('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // desc().nullsFirst(): ORDER BY created_at DESC means NULLS FIRST, and a bare .desc() index
    // (NULLS LAST) cannot serve it without a sort.
    // 7.3 messages by recipient_id newest first (brand and reseller inboxes).
    index('messages_recipient_id_created_at_idx').on(
      t.recipientId,
      t.createdAt.desc().nullsFirst(),
    ),
    // Messages a profile sent, newest first (the sent side of a conversation, and the
    // sender_id look-up behind ON DELETE SET NULL); not a 7.3 read.
    index('messages_sender_id_created_at_idx').on(t.senderId, t.createdAt.desc().nullsFirst()),
    // A thread's messages in order, and its unread count.
    index('messages_conversation_id_created_at_idx')
      .on(t.conversationId, t.createdAt)
      .where(sql`${t.conversationId} is not null`),
    // An inbound e-mail reply finds its conversation by thread id (modules/email-routing).
    index('messages_email_thread_id_idx')
      .on(t.emailThreadId, t.createdAt.desc().nullsFirst())
      .where(sql`${t.emailThreadId} is not null`),
  ],
)

export const emailRoutingLogs = pgTable(
  'email_routing_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderEmail: text('sender_email').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    subject: text('subject'),
    threadId: text('thread_id'),
    status: emailLogStatusEnum('status').notNull().default('pending'),
    emailType: emailLogTypeEnum('email_type').notNull(),
    contentPreview: text('content_preview'),
    fullContent: text('full_content'),
    errorMessage: text('error_message'),
    adminNotes: text('admin_notes'),
    /**
     * The delivery's Message-ID header, for webhook deliveries: a provider's retry of the same
     * delivery finds its log row here and routes nothing twice.
     */
    providerMessageId: text('provider_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // 7.3 email_routing_logs, all newest first, limit 100.
    index('email_routing_logs_created_at_idx').on(t.createdAt.desc().nullsFirst()),
    uniqueIndex('email_routing_logs_provider_message_id_idx').on(t.providerMessageId),
  ],
)
