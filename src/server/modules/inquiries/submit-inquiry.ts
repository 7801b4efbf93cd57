/**
 * The contact form and brand inquiry (000 §7 call 15, replaced by our inquiries API, DESIGN
 * decision 9): the submission and its three mails are written in one transaction, then the
 * outbox worker sends the mails (retrying a failure); the request never waits for SMTP.
 */
import { eq } from 'drizzle-orm'
import type { ContactForm } from '#shared/schemas/public.ts'
import { inquiries } from '../../db/schema/index.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { jsonSafe } from '../../lib/json-safe.ts'
import {
  enqueueSubmissionMails,
  type SubmissionMailStatus,
} from '../../lib/mail/submission-mails.ts'
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
  | { replayed: false; record: InquiryRecord; mailStatus: SubmissionMailStatus }
  /** The Idempotency-Key was stored before: the first submission's inquiry. */
  | { replayed: true; id: string }

/**
 * Stores the inquiry, with its Idempotency-Key when it came with one, and its mails in the same
 * transaction. A key already stored is a repeat of that submission (a double submit, or a retry
 * after a lost answer): nothing new is written, even when the repeats arrive at once (the unique
 * index decides).
 */
export async function storeInquiry(
  deps: Pick<AppDeps, 'db' | 'env' | 'mailer'>,
  form: ContactForm,
  idempotencyKey?: string,
): Promise<StoredInquiry> {
  let stored: { record: InquiryRecord; mailStatus: SubmissionMailStatus } | undefined
  let replayOf: string | undefined
  await insertWithInquiryId((id) =>
    deps.db.transaction(async (tx) => {
      const now = new Date()
      const record = inquiryRecord(id, form, now.toISOString())
      const inserted = await tx
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
      if (inserted.length === 1) {
        const adminUrl = `${deps.env.appUrl}/admin/dashboard`
        const mails = await enqueueSubmissionMails(tx, deps, {
          kind: form.kind,
          submitterEmail: record.email,
          notification: inquiryAdminNotificationMail(record, adminUrl),
          confirmation: inquiryConfirmationMail(record),
          details: inquiryDetailsMail(record),
        })
        const mailStatus = mails.status
        await tx
          .update(inquiries)
          .set({ mailStatus, mailIds: mails.mailIds })
          .where(eq(inquiries.id, id))
        stored = { record, mailStatus }
        return true
      }
      const first = idempotencyKey ? await inquiryByKey(tx, idempotencyKey) : undefined
      if (!first) return false
      if (first.kind === 'reseller_application') throw keyUsedElsewhere()
      replayOf = first.id
      return true
    }),
  )
  return replayOf ? { replayed: true, id: replayOf } : { replayed: false, ...stored! }
}

/**
 * Stores the inquiry and its three mails, then wakes the outbox. Once stored, the submission is
 * received whatever the mails do: a mail that fails stays in the outbox and the outbox worker
 * retries it. A repeat of a stored submission writes and sends nothing.
 */
export async function submitInquiry(
  deps: Pick<AppDeps, 'db' | 'env' | 'mailer' | 'logger'>,
  form: ContactForm,
  idempotencyKey?: string,
): Promise<{ id: string; replayed: boolean; mailStatus?: SubmissionMailStatus }> {
  const stored = await storeInquiry(deps, form, idempotencyKey)
  if (stored.replayed) return { id: stored.id, replayed: true }
  deps.mailer.deliverSoon()
  return { id: stored.record.id, replayed: false, mailStatus: stored.mailStatus }
}
