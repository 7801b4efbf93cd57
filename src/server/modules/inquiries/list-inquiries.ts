import { desc, eq } from 'drizzle-orm'
import type { InquiryListQuery } from '#shared/schemas/site-admin.ts'
import type { Db } from '../../db/client.ts'
import { inquiries } from '../../db/schema/index.ts'

/** Inquiries for the admins, newest first, with the outcome of their mails. */
export async function listInquiries(db: Db, query: InquiryListQuery) {
  return db
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
      createdAt: inquiries.createdAt,
    })
    .from(inquiries)
    .where(query.kind ? eq(inquiries.kind, query.kind) : undefined)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(query.limit)
    .offset(query.offset)
}
