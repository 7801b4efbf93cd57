import { desc, eq, inArray } from 'drizzle-orm'
import type { InquiryListQuery } from '#shared/schemas/site-admin.ts'
import type { Db } from '../../db/client.ts'
import { inquiries, mailOutbox } from '../../db/schema/index.ts'
import { submissionMailStatus } from '../../lib/mail/submission-mails.ts'

/**
 * Inquiries for the admins, newest first, with the outcome of their mails as it is now: the
 * mails are written with the submission and sent afterwards by the outbox worker, so their rows
 * tell (a submission from before that keeps the status it was given).
 */
export async function listInquiries(db: Db, query: InquiryListQuery) {
  const rows = await db
    .select({
      id: inquiries.id,
      kind: inquiries.kind,
      name: inquiries.name,
      email: inquiries.email,
      company: inquiries.company,
      marketplaces: inquiries.marketplaces,
      amazonLink: inquiries.amazonLink,
      message: inquiries.message,
      payload: inquiries.payload,
      mailStatus: inquiries.mailStatus,
      mailIds: inquiries.mailIds,
      createdAt: inquiries.createdAt,
    })
    .from(inquiries)
    .where(query.kind ? eq(inquiries.kind, query.kind) : undefined)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(query.limit)
    .offset(query.offset)
  const ids = rows.flatMap((r) => r.mailIds ?? [])
  const mails = ids.length
    ? await db
        .select({ id: mailOutbox.id, kind: mailOutbox.kind, status: mailOutbox.status })
        .from(mailOutbox)
        .where(inArray(mailOutbox.id, ids))
    : []
  const byId = new Map(mails.map((m) => [m.id, m]))
  return rows.map(({ mailIds, ...row }) => {
    if (!mailIds) return row
    const now = submissionMailStatus(mailIds.flatMap((id) => byId.get(id) ?? []))
    return { ...row, mailStatus: now ?? row.mailStatus }
  })
}
