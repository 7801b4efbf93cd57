/**
 * Routes one inbound e-mail (001 §3 email_routing_log, message; §4.4): a reply whose thread id
 * (see threadIdCandidates) is a known thread — brand_applications.email_thread_id or
 * messages.email_thread_id — becomes a message (message_source email_inbound) from the sender to
 * the other party of that thread, and the log says processed. Anything else is logged as failed
 * with the reason, and no message is written. Message and log are written in one transaction.
 *
 * Who the parties are:
 * - an application thread: the reseller who applied, and the brand — its account (the directory
 *   entry's owner, or the profile with its contact e-mail) or, for a brand without an account,
 *   its contact e-mail (the message then has no sender profile; the UI shows the default label);
 * - a message thread: the sender and recipient of its latest message.
 * The sender is matched by the From address, case-insensitively.
 *
 * One delivery, one message: a provider retries a delivery it timed out on, often while the first
 * is still being routed. The log row carries the delivery's Message-ID (provider_message_id,
 * unique) and is inserted first, ON CONFLICT DO NOTHING, in the transaction that writes the
 * message. A concurrent retry's insert waits on the first's uncommitted row (PostgreSQL; PGlite
 * runs one transaction at a time) and then conflicts; it writes nothing and answers what the
 * first answered, read back from that row. The message an e-mail becomes takes its log row's id,
 * so that answer can name the message without another column. A manual import claims the
 * Message-ID too, so a pasted e-mail and the provider's delivery of it make one message; but an
 * e-mail whose earlier routing failed made no message, so an admin's import of it (perhaps
 * corrected) is routed again and takes the Message-ID over from the failed row. Deliveries
 * without a Message-ID cannot be told apart and are each routed.
 */
import { randomUUID } from 'node:crypto'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import {
  EMAIL_PREVIEW_CHARS,
  EMAIL_ROUTING_TEXTS,
  type EmailLogType,
} from '#shared/email-routing-texts.ts'
import type { Db } from '../../db/client.ts'
import {
  brandApplications,
  brandsDirectory,
  emailRoutingLogs,
  messages,
  profiles,
} from '../../db/schema/index.ts'
import { conversationForEmailThread } from '../messages/conversation-of.ts'
import { stripQuotedReply, threadIdCandidates } from './parse-email.ts'
import type { InboundEmail } from './read-inbound.ts'

export interface RoutingResult {
  status: 'processed' | 'failed'
  logId: string
  messageId?: string
  threadId?: string
  error?: string
}

export interface RoutingOutcome {
  result: RoutingResult
  /** True when an earlier delivery with this Message-ID was routed: nothing was written now. */
  replayed: boolean
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** What the routing logged under `providerMessageId` answered, read back from its row. */
async function loggedResult(tx: Tx, providerMessageId: string): Promise<RoutingResult | null> {
  const [row] = await tx
    .select({
      id: emailRoutingLogs.id,
      status: emailRoutingLogs.status,
      threadId: emailRoutingLogs.threadId,
      error: emailRoutingLogs.errorMessage,
      messageId: messages.id,
    })
    .from(emailRoutingLogs)
    .leftJoin(messages, eq(messages.id, emailRoutingLogs.id))
    .where(eq(emailRoutingLogs.providerMessageId, providerMessageId))
  if (!row) return null
  return {
    status: row.status === 'processed' ? 'processed' : 'failed',
    logId: row.id,
    ...(row.messageId ? { messageId: row.messageId } : {}),
    ...(row.threadId ? { threadId: row.threadId } : {}),
    ...(row.error ? { error: row.error } : {}),
  }
}

interface Party {
  /** The profile, when the party has one. */
  profileId: string | null
  /** Addresses that identify this party as a sender. */
  emails: string[]
}

interface Thread {
  threadId: string
  brandApplicationId: string | null
  parties: [Party, Party]
}

async function profileEmails(db: Db, ids: string[]) {
  if (!ids.length) return new Map<string, string>()
  const rows = await db
    .select({ id: profiles.id, email: profiles.email })
    .from(profiles)
    .where(inArray(profiles.id, ids))
  return new Map(rows.map((r) => [r.id, r.email.toLowerCase()]))
}

async function applicationThread(db: Db, threadId: string): Promise<Thread | null> {
  const [row] = await db
    .select({
      id: brandApplications.id,
      resellerId: brandApplications.resellerId,
      ownerUserId: brandsDirectory.ownerUserId,
      contactEmail: brandsDirectory.contactEmail,
    })
    .from(brandApplications)
    .innerJoin(brandsDirectory, eq(brandsDirectory.id, brandApplications.brandId))
    .where(eq(brandApplications.emailThreadId, threadId))
    .orderBy(desc(brandApplications.createdAt))
    .limit(1)
  if (!row) return null
  const contact = row.contactEmail.toLowerCase()
  let brandProfileId = row.ownerUserId
  if (!brandProfileId) {
    const [byEmail] = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(sql`lower(${profiles.email}) = ${contact}`)
    brandProfileId = byEmail?.id ?? null
  }
  const emails = await profileEmails(
    db,
    [row.resellerId, brandProfileId].filter((id): id is string => Boolean(id)),
  )
  const brandEmails = [contact]
  const brandProfileEmail = brandProfileId ? emails.get(brandProfileId) : undefined
  if (brandProfileEmail && brandProfileEmail !== contact) brandEmails.push(brandProfileEmail)
  const resellerEmail = emails.get(row.resellerId)
  return {
    threadId,
    brandApplicationId: row.id,
    parties: [
      {
        profileId: resellerEmail ? row.resellerId : null,
        emails: resellerEmail ? [resellerEmail] : [],
      },
      { profileId: brandProfileId, emails: brandEmails },
    ],
  }
}

async function messageThread(db: Db, threadId: string): Promise<Thread | null> {
  const [row] = await db
    .select({
      senderId: messages.senderId,
      recipientId: messages.recipientId,
      brandApplicationId: messages.brandApplicationId,
    })
    .from(messages)
    .where(eq(messages.emailThreadId, threadId))
    .orderBy(desc(messages.createdAt))
    .limit(1)
  if (!row) return null
  const ids = [row.senderId, row.recipientId].filter((id): id is string => Boolean(id))
  const emails = await profileEmails(db, ids)
  const party = (id: string | null): Party => {
    const email = id ? emails.get(id) : undefined
    return { profileId: id, emails: email ? [email] : [] }
  }
  return {
    threadId,
    brandApplicationId: row.brandApplicationId,
    parties: [party(row.senderId), party(row.recipientId)],
  }
}

async function findThread(db: Db, candidates: string[]): Promise<Thread | null> {
  for (const id of candidates) {
    const thread = (await applicationThread(db, id)) ?? (await messageThread(db, id))
    if (thread) return thread
  }
  return null
}

/** The message text: the subject as its first line (001 §3), then the new part of the reply. */
export function messageContent(subject: string, text: string): string {
  const body = stripQuotedReply(text)
  return subject ? `${subject}\n${body}`.trim() : body
}

export async function routeInboundEmail(
  db: Db,
  email: InboundEmail,
  source: 'webhook' | 'manual',
): Promise<RoutingOutcome> {
  const candidates = threadIdCandidates({
    recipients: email.recipients,
    inReplyTo: email.inReplyTo,
    references: email.references,
    subject: email.subject,
  })
  const thread = email.from ? await findThread(db, candidates) : null
  const recipientEmail =
    email.recipients.find((a) => a.split('@')[0]!.includes('+')) ?? email.recipients[0] ?? ''

  let error: string | undefined
  let sender: Party | undefined
  let recipient: Party | undefined
  if (!email.from) error = EMAIL_ROUTING_TEXTS.noSenderAddress
  else if (!thread) error = EMAIL_ROUTING_TEXTS.noThread
  else {
    const index = thread.parties.findIndex((p) => p.emails.includes(email.from))
    if (index < 0) error = EMAIL_ROUTING_TEXTS.unknownSender(email.from)
    else {
      sender = thread.parties[index]
      recipient = thread.parties[1 - index]
      if (!recipient?.profileId) error = EMAIL_ROUTING_TEXTS.noRecipient
    }
  }

  const failed = error !== undefined
  const type: EmailLogType =
    source === 'manual' ? 'manual_import' : failed ? 'webhook_failure' : 'webhook_success'
  const log = {
    senderEmail: email.from,
    recipientEmail,
    subject: email.subject || null,
    threadId: thread?.threadId ?? candidates[0] ?? null,
    status: failed ? ('failed' as const) : ('processed' as const),
    emailType: type,
    contentPreview: email.text.replace(/\s+/g, ' ').trim().slice(0, EMAIL_PREVIEW_CHARS) || null,
    fullContent: email.text || null,
    errorMessage: error ?? null,
    providerMessageId: email.messageId ?? null,
  }

  return db.transaction(async (tx): Promise<RoutingOutcome> => {
    if (email.messageId && source === 'manual') {
      // Only a failed row gives its claim up: it made no message. A concurrent import waits on
      // this row's lock, then finds the id moved and conflicts with this import's row below.
      await tx
        .update(emailRoutingLogs)
        .set({ providerMessageId: null })
        .where(
          and(
            eq(emailRoutingLogs.providerMessageId, email.messageId),
            eq(emailRoutingLogs.status, 'failed'),
          ),
        )
    }
    const logId = randomUUID()
    const claimed = await tx
      .insert(emailRoutingLogs)
      .values({ ...log, id: logId })
      .onConflictDoNothing({ target: emailRoutingLogs.providerMessageId })
      .returning({ id: emailRoutingLogs.id })
    if (!claimed.length) {
      // Only the Message-ID can conflict, and its row was committed before this statement's
      // snapshot: it is there unless deleted in between (logs are not deleted), and then the
      // provider's next retry routes the delivery.
      const earlier = email.messageId ? await loggedResult(tx, email.messageId) : null
      if (!earlier) throw new Error(`inbound e-mail ${email.messageId}: its log row vanished`)
      return { result: earlier, replayed: true }
    }
    let messageId: string | undefined
    if (!failed && thread && recipient?.profileId) {
      // Issue 15: the reply lands in its thread (the application's, or its e-mail thread's).
      const now = new Date()
      const conversationId = await conversationForEmailThread(
        tx,
        thread,
        { senderId: sender?.profileId ?? null, recipientId: recipient.profileId },
        now,
      )
      await tx.insert(messages).values({
        conversationId,
        createdAt: now,
        id: logId,
        senderId: sender?.profileId ?? null,
        recipientId: recipient.profileId,
        content: messageContent(email.subject, email.text),
        messageSource: 'email_inbound',
        brandApplicationId: thread.brandApplicationId,
        emailThreadId: thread.threadId,
      })
      messageId = logId
    }
    return {
      result: {
        status: log.status,
        logId,
        ...(messageId ? { messageId } : {}),
        ...(log.threadId ? { threadId: log.threadId } : {}),
        ...(error ? { error } : {}),
      },
      replayed: false,
    }
  })
}
