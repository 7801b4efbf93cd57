/**
 * The mails the outbox holds for one address, newest first, for a record's detail view (issue 16
 * item 2): what an applicant was told, and when. The outbox keeps the address as the sender
 * wrote it; the applications' are lower-cased, so both spellings are asked for, which keeps the
 * read on mail_outbox_to_idx instead of a scan of every mail ever sent.
 */
import { desc, inArray, sql } from 'drizzle-orm'
import type { OutboxStatus, SentMail } from '#shared/admin-detail-texts.ts'
import type { DbOrTx } from '../../db/client.ts'
import { mailOutbox } from '../../db/schema/index.ts'

export async function listMailsTo(
  db: DbOrTx,
  address: string,
  limit: number,
): Promise<{ mails: SentMail[]; total: number }> {
  const spellings = [...new Set([address, address.trim().toLowerCase()])]
  const where = inArray(mailOutbox.to, spellings)
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        kind: mailOutbox.kind,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        error: mailOutbox.error,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(where),
  ])
  return {
    mails: rows.map((row) => ({
      ...row,
      status: row.status as OutboxStatus,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
    total: count?.n ?? 0,
  }
}
