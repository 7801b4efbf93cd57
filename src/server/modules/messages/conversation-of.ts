/**
 * Which thread a message belongs to (issue 15): one per brand application, one per brand and
 * reseller for everything else. Threads are made on their first message and their
 * `last_message_at` moves with every message, in the transaction that writes it.
 */
import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.ts'
import {
  brandApplications,
  brandsDirectory,
  conversations,
  messages,
  profiles,
} from '../../db/schema/index.ts'

export async function applicationConversation(
  db: DbOrTx,
  applicationId: string,
  at: Date = new Date(),
): Promise<string | null> {
  const [application] = await db
    .select({ brandId: brandApplications.brandId, resellerId: brandApplications.resellerId })
    .from(brandApplications)
    .where(eq(brandApplications.id, applicationId))
  if (!application) return null
  const [row] = await db
    .insert(conversations)
    .values({ ...application, brandApplicationId: applicationId, lastMessageAt: at })
    .onConflictDoUpdate({
      target: conversations.brandApplicationId,
      set: {
        lastMessageAt: sql`greatest(${conversations.lastMessageAt}, excluded.last_message_at)`,
      },
    })
    .returning({ id: conversations.id })
  return row!.id
}

export async function pairConversation(
  db: DbOrTx,
  brandId: string,
  resellerId: string,
  at: Date = new Date(),
): Promise<string> {
  const [row] = await db
    .insert(conversations)
    .values({ brandId, resellerId, lastMessageAt: at })
    .onConflictDoUpdate({
      target: [conversations.brandId, conversations.resellerId],
      targetWhere: sql`${conversations.brandApplicationId} is null`,
      set: {
        lastMessageAt: sql`greatest(${conversations.lastMessageAt}, excluded.last_message_at)`,
      },
    })
    .returning({ id: conversations.id })
  return row!.id
}

/** The oldest directory entry `userId` owns (a brand account's entry, as findBrandEntry). */
export async function ownedEntryId(db: DbOrTx, userId: string): Promise<string | null> {
  const [entry] = await db
    .select({ id: brandsDirectory.id })
    .from(brandsDirectory)
    .where(eq(brandsDirectory.ownerUserId, userId))
    .orderBy(asc(brandsDirectory.createdAt), asc(brandsDirectory.id))
    .limit(1)
  return entry?.id ?? null
}

/**
 * The brand side of a thread: the entry's owner, else the profile with its contact e-mail
 * (an account that has not opened its portal yet), else none.
 */
export async function brandPartyOf(db: DbOrTx, brandId: string): Promise<string | null> {
  const [entry] = await db
    .select({ owner: brandsDirectory.ownerUserId, contactEmail: brandsDirectory.contactEmail })
    .from(brandsDirectory)
    .where(eq(brandsDirectory.id, brandId))
  if (!entry) return null
  if (entry.owner) return entry.owner
  const [byEmail] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        sql`lower(${profiles.email}) = ${entry.contactEmail.trim().toLowerCase()}`,
        eq(profiles.userRole, 'brand'),
      ),
    )
    .limit(1)
  return byEmail?.id ?? null
}

/** The thread of a message between two profiles, made when needed; null outside any pair. */
export async function conversationForMessage(
  db: DbOrTx,
  message: { senderId: string | null; recipientId: string; brandApplicationId: string | null },
  at: Date = new Date(),
): Promise<string | null> {
  if (message.brandApplicationId) {
    return applicationConversation(db, message.brandApplicationId, at)
  }
  if (!message.senderId) return null
  const ids = [message.senderId, message.recipientId]
  const parties = await db
    .select({ id: profiles.id, role: profiles.userRole })
    .from(profiles)
    .where(inArray(profiles.id, ids))
  const reseller = parties.find((p) => p.role === 'reseller')
  const brand = parties.find((p) => p.role === 'brand')
  if (!reseller || !brand) return null
  const entryId = await ownedEntryId(db, brand.id)
  return entryId ? pairConversation(db, entryId, reseller.id, at) : null
}

/** The e-mail thread id a thread's answers by e-mail come back on, when it has one. */
export async function emailThreadOf(db: DbOrTx, conversationId: string): Promise<string | null> {
  const [latest] = await db
    .select({ threadId: messages.emailThreadId })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), isNotNull(messages.emailThreadId)))
    .orderBy(desc(messages.createdAt))
    .limit(1)
  if (latest?.threadId) return latest.threadId
  const [application] = await db
    .select({ threadId: brandApplications.emailThreadId })
    .from(conversations)
    .innerJoin(brandApplications, eq(brandApplications.id, conversations.brandApplicationId))
    .where(eq(conversations.id, conversationId))
  return application?.threadId ?? null
}

/** The thread an inbound e-mail continues: its application's, else its e-mail thread's. */
export async function conversationForEmailThread(
  db: DbOrTx,
  input: { threadId: string; brandApplicationId: string | null },
  message: { senderId: string | null; recipientId: string },
  at: Date,
): Promise<string | null> {
  if (input.brandApplicationId) return applicationConversation(db, input.brandApplicationId, at)
  const [earlier] = await db
    .select({ id: messages.conversationId })
    .from(messages)
    .where(and(eq(messages.emailThreadId, input.threadId), isNotNull(messages.conversationId)))
    .orderBy(desc(messages.createdAt))
    .limit(1)
  if (earlier?.id) {
    await db
      .update(conversations)
      .set({
        lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${at.toISOString()}::timestamptz)`,
      })
      .where(eq(conversations.id, earlier.id))
    return earlier.id
  }
  return conversationForMessage(db, { ...message, brandApplicationId: null }, at)
}

/** Is `userId` a party of the thread: its reseller, or the owner of its brand entry. */
export function participantFilter(userId: string) {
  return or(
    eq(conversations.resellerId, userId),
    sql`${conversations.brandId} in (select ${brandsDirectory.id} from ${brandsDirectory} where ${brandsDirectory.ownerUserId} = ${userId})`,
  )
}
