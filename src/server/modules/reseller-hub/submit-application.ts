/**
 * The reseller-hub application (000 §3 payload, 001 §3 reseller_application): the document is
 * stored privately, then, in one transaction that holds a lock on the e-mail address, the
 * application row (status pending, application_status submitted) and its inquiry record are
 * written. A second application from the same address (any case) is refused and leaves
 * nothing behind, not even its file. Then the three mails go out (000 §7).
 */
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { RESELLER_APPLICATION_MESSAGES, type ResellerApplication } from '#shared/schemas/public.ts'
import { SUBMISSION_CODES } from '#shared/submission-texts.ts'
import type { DbOrTx } from '../../db/client.ts'
import { inquiries, resellerApplications } from '../../db/schema/index.ts'
import { conflict } from '../../lib/http/errors.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { jsonSafe } from '../../lib/json-safe.ts'
import { sendSubmissionMails, type SubmissionMailStatus } from '../../lib/mail/submission-mails.ts'
import {
  applicationAdminNotificationMail,
  applicationConfirmationMail,
  applicationDetailsMail,
  type ApplicationRecord,
} from '../../lib/mail/submission-templates.ts'
import { insertWithInquiryId } from '../inquiries/inquiry-id.ts'
import type { UploadedDocument } from './read-upload.ts'
import { sellerIdFromLink } from './seller-ids.ts'

const duplicate = () =>
  conflict(RESELLER_APPLICATION_MESSAGES.duplicate, SUBMISSION_CODES.duplicateApplication)

async function hasApplication(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: resellerApplications.id })
    .from(resellerApplications)
    .where(eq(sql`lower(${resellerApplications.email})`, email))
    .limit(1)
  return row !== undefined
}

/** Where a document is kept: under its application, with a name of our own. */
export function documentKey(applicationId: string): string {
  return `documents/${applicationId}/${randomUUID()}.pdf`
}

export async function submitApplication(
  deps: Pick<AppDeps, 'db' | 'env' | 'mailer' | 'logger' | 'storage'>,
  form: ResellerApplication,
  document: UploadedDocument,
): Promise<{ id: string; mailStatus: SubmissionMailStatus }> {
  const email = form.email.toLowerCase()
  // Cheap refusal before the file is written; the transaction below decides for certain.
  if (await hasApplication(deps.db, email)) throw duplicate()

  const id = randomUUID()
  const createdAt = new Date()
  const record: ApplicationRecord = {
    ...form,
    email,
    id,
    status: 'pending',
    createdAt: createdAt.toISOString(),
  }
  const key = documentKey(id)
  await deps.storage.put(key, document.bytes)

  let inquiryId: string
  try {
    inquiryId = await deps.db.transaction(async (tx) => {
      // Serialises applications for one address, so two at once cannot both pass the check.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`reseller-application:${email}`}))`,
      )
      if (await hasApplication(tx, email)) throw duplicate()
      await tx.insert(resellerApplications).values({
        id,
        email,
        companyName: form.companyName,
        status: 'pending',
        applicationStatus: 'submitted',
        phone: form.phone,
        linkedin: form.linkedIn || null,
        businessType: form.businessType,
        einNumber: form.einNumber || null,
        amazonSellerId: sellerIdFromLink('amazon', form.amazonStoreLink),
        walmartSellerId: sellerIdFromLink('walmart', form.walmartStoreLink),
        ebaySellerId: sellerIdFromLink('ebay', form.ebayStoreLink),
        salesVolume: form.salesVolume,
        wholesaleBudget: form.wholesaleBudget,
        feedbackScore: form.feedbackScore || null,
        productCategories: form.productCategories,
        documentPath: key,
        applicationData: jsonSafe({ ...record, documentName: document.name }),
        createdAt,
        updatedAt: createdAt,
      })
      // DESIGN decision 9: every public-form submission is an inquiry too, with its mail status.
      return insertWithInquiryId(async (inquiryId) => {
        const rows = await tx
          .insert(inquiries)
          .values({
            id: inquiryId,
            kind: 'reseller_application',
            name: form.contactName,
            email,
            company: form.companyName,
            payload: jsonSafe({ ...record, applicationId: id }),
            createdAt,
          })
          .onConflictDoNothing({ target: inquiries.id })
          .returning({ id: inquiries.id })
        return rows.length === 1
      })
    })
  } catch (error) {
    await deps.storage.delete(key).catch((e: unknown) => {
      deps.logger.warn(`could not remove the document of a refused application: ${key}`, e)
    })
    throw error
  }

  const adminUrl = `${deps.env.appUrl}/admin/dashboard`
  const mailStatus = await sendSubmissionMails(deps, {
    kind: 'reseller_application',
    submitterEmail: email,
    notification: applicationAdminNotificationMail(record, adminUrl),
    confirmation: applicationConfirmationMail(record),
    details: applicationDetailsMail(record, document.name || 'verification document (PDF)'),
  })
  await deps.db.update(inquiries).set({ mailStatus }).where(eq(inquiries.id, inquiryId))
  return { id, mailStatus }
}
