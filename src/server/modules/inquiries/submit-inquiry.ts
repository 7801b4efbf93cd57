/**
 * The contact form and brand inquiry (000 §7 call 15, replaced by our inquiries API, DESIGN
 * decision 9): the submission is stored first, then the three mails go out, and their outcome is
 * recorded on the row. A mail failure never loses the submission.
 */
import { eq } from 'drizzle-orm'
import type { ContactForm } from '#shared/schemas/public.ts'
import { inquiries } from '../../db/schema/index.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { jsonSafe } from '../../lib/json-safe.ts'
import { sendSubmissionMails, type SubmissionMailStatus } from '../../lib/mail/submission-mails.ts'
import {
  inquiryAdminNotificationMail,
  inquiryConfirmationMail,
  inquiryDetailsMail,
  type InquiryRecord,
} from '../../lib/mail/submission-templates.ts'
import { insertWithInquiryId } from './inquiry-id.ts'

/** 000 §3: the fields of a contact or brand inquiry submission. */
function inquiryRecord(id: string, form: ContactForm, createdAt: string): InquiryRecord {
  return {
    id,
    kind: form.kind,
    name: form.name,
    email: form.email,
    company: form.company,
    companyName: form.company,
    marketplaces: form.marketplaces,
    amazonLink: form.amazonLink || '',
    message: form.message || '',
    createdAt,
    timestamp: createdAt,
    contactPerson: form.name,
    primaryConcern: form.marketplaces,
    productCount: 'N/A',
  }
}

export async function storeInquiry(db: AppDeps['db'], form: ContactForm): Promise<InquiryRecord> {
  let record: InquiryRecord | undefined
  await insertWithInquiryId(async (id) => {
    const now = new Date()
    record = inquiryRecord(id, form, now.toISOString())
    const inserted = await db
      .insert(inquiries)
      .values({
        id,
        kind: form.kind,
        name: record.name,
        email: record.email,
        company: record.company,
        marketplaces: record.marketplaces,
        amazonLink: record.amazonLink,
        message: record.message,
        payload: jsonSafe({ ...record }),
        createdAt: now,
      })
      .onConflictDoNothing({ target: inquiries.id })
      .returning({ id: inquiries.id })
    return inserted.length === 1
  })
  return record!
}

export async function submitInquiry(
  deps: Pick<AppDeps, 'db' | 'env' | 'mailer' | 'logger'>,
  form: ContactForm,
): Promise<{ id: string; mailStatus: SubmissionMailStatus }> {
  const inquiry = await storeInquiry(deps.db, form)
  const adminUrl = `${deps.env.appUrl}/admin/dashboard`
  const mailStatus = await sendSubmissionMails(deps, {
    kind: form.kind,
    submitterEmail: inquiry.email,
    notification: inquiryAdminNotificationMail(inquiry, adminUrl),
    confirmation: inquiryConfirmationMail(inquiry),
    details: inquiryDetailsMail(inquiry),
  })
  await deps.db.update(inquiries).set({ mailStatus }).where(eq(inquiries.id, inquiry.id))
  return { id: inquiry.id, mailStatus }
}
