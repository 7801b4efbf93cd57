import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { brandApplications, brandsDirectory, messages, profiles } from '../../db/schema/index.ts'

/** Messages per inbox read; later issues add paging. */
export const INBOX_LIMIT = 100

/**
 * 001 §7.3 messages by recipient_id newest first, with the joined brand application's brand
 * (name, logo_url) and the sender's name. Only the viewer's own inbox.
 */
export async function listInbox(db: Db, recipientId: string) {
  return db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      senderName: sql<
        string | null
      >`coalesce(${profiles.companyName}, ${profiles.fullName}, ${profiles.email})`,
      recipientId: messages.recipientId,
      content: messages.content,
      isRead: messages.isRead,
      messageSource: messages.messageSource,
      brandApplicationId: messages.brandApplicationId,
      emailThreadId: messages.emailThreadId,
      createdAt: messages.createdAt,
      brandName: brandsDirectory.name,
      brandLogoUrl: brandsDirectory.logoUrl,
    })
    .from(messages)
    .leftJoin(profiles, eq(profiles.id, messages.senderId))
    .leftJoin(brandApplications, eq(brandApplications.id, messages.brandApplicationId))
    .leftJoin(brandsDirectory, eq(brandsDirectory.id, brandApplications.brandId))
    .where(eq(messages.recipientId, recipientId))
    .orderBy(desc(messages.createdAt))
    .limit(INBOX_LIMIT)
}
