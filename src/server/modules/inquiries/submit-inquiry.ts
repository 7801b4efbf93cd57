/**
 * The contact form and brand inquiry (000 §7 call 15, replaced by our inquiries API, DESIGN
 * decision 9): the submission is stored first, then the three mails go out, and their outcome is
 * recorded on the row. A mail failure never loses the submission, and the outbox retries it.
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
import { inquiryByKey, keyUsedElsewhere } from './inquiry-by-key.ts'

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

export type StoredInquiry =
  | { replayed: false; record: InquiryRecord }
  /** The Idempotency-Key was stored before: the first submission's inquiry. */
  | { replayed: true; id: string }

/**
 * Stores the inquiry, with its Idempotency-Key when it came with one. A key already stored is a
 * repeat of that submission (a double submit, or a retry after a lost answer): nothing new is
 * written, even when the repeats arrive at once (the unique index decides).
 */
export async function storeInquiry(
  db: AppDeps['db'],
  form: ContactForm,
  idempotencyKey?: string,
): Promise<StoredInquiry> {
  let record: InquiryRecord | undefined
  let replayOf: string | undefined
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
        idempotencyKey: idempotencyKey ?? null,
        createdAt: now,
      })
      // The id (another submission in the same millisecond) or the key (a repeat) is taken.
      .onConflictDoNothing()
      .returning({ id: inquiries.id })
    if (inserted.length === 1) return true
    const first = idempotencyKey ? await inquiryByKey(db, idempotencyKey) : undefined
    if (!first) return false
    if (first.kind === 'reseller_application') throw keyUsedElsewhere()
    replayOf = first.id
    return true
  })
  return replayOf ? { replayed: true, id: replayOf } : { replayed: false, record: record! }
}

/**
 * Stores the inquiry, then sends its three mails and records how they went. Once stored, the
 * submission is received whatever the mails do: a mail that fails stays in the outbox and the
 * outbox worker retries it. A repeat of a stored submission sends nothing.
 */
export async function submitInquiry(
  deps: Pick<AppDeps, 'db' | 'env' | 'mailer' | 'logger'>,
  form: ContactForm,
  idempotencyKey?: string,
): Promise<{ id: string; replayed: boolean; mailStatus?: SubmissionMailStatus }> {
  const stored = await storeInquiry(deps.db, form, idempotencyKey)
  if (stored.replayed) return { id: stored.id, replayed: true }
  const inquiry = stored.record
  const adminUrl = `${deps.env.appUrl}/admin/dashboard`
  const mailStatus = await sendSubmissionMails(deps, {
    kind: form.kind,
    submitterEmail: inquiry.email,
    notification: inquiryAdminNotificationMail(inquiry, adminUrl),
    confirmation: inquiryConfirmationMail(inquiry),
    details: inquiryDetailsMail(inquiry),
  })
  await deps.db.update(inquiries).set({ mailStatus }).where(eq(inquiries.id, inquiry.id))
  return { id: inquiry.id, replayed: false, mailStatus }
}
