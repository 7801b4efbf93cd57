/**
 * The reseller-hub application (000 §3 payload, 001 §3 reseller_application): the document is
 * stored privately, then, in one transaction that holds a lock on the e-mail address, the
 * application row (status pending, application_status submitted) and its inquiry record are
 * written, with its three mails (000 §7), which the outbox worker sends after the commit (one
 * that fails is retried; the application is received all the same). A second application from
 * the same address (any case) is refused and leaves nothing behind, not even its file. An
 * Idempotency-Key is kept on the inquiry record: a repeat of that request (a double submit, a
 * retry after a lost answer) answers the first application and stores and mails nothing.
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
import {
  enqueueSubmissionMails,
  type SubmissionMailStatus,
} from '../../lib/mail/submission-mails.ts'
import {
  applicationAdminNotificationMail,
  applicationConfirmationMail,
  applicationDetailsMail,
  type ApplicationRecord,
} from '../../lib/mail/submission-templates.ts'
import { insertWithInquiryId } from '../inquiries/inquiry-id.ts'
import { inquiryByKey, keyUsedElsewhere } from '../inquiries/inquiry-by-key.ts'
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

/** The application the key was first stored with, or undefined when the key is new. */
async function applicationOfKey(db: DbOrTx, key: string): Promise<string | undefined> {
  const first = await inquiryByKey(db, key)
  if (!first) return undefined
  const applicationId = first.payload?.applicationId
  if (first.kind !== 'reseller_application' || typeof applicationId !== 'string') {
    throw keyUsedElsewhere()
  }
  return applicationId
}

export type SubmittedApplication =
  { id: string; replayed: false; mailStatus: SubmissionMailStatus } | { id: string; replayed: true }

export async function submitApplication(
  deps: Pick<AppDeps, 'db' | 'env' | 'mailer' | 'logger' | 'storage'>,
  form: ResellerApplication,
  document: UploadedDocument,
  idempotencyKey?: string,
): Promise<SubmittedApplication> {
  const email = form.email.toLowerCase()
  // A repeat answers the first application before the duplicate check would refuse it.
  if (idempotencyKey) {
    const first = await applicationOfKey(deps.db, idempotencyKey)
    if (first) return { id: first, replayed: true }
  }
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

  let stored: { mailStatus: SubmissionMailStatus } | { replayOf: string }
  try {
    stored = await deps.db.transaction(async (tx) => {
      // Serialises repeats of one key, then applications for one address, so that two at once
      // cannot both pass the checks (always in this order, so two requests never deadlock).
      if (idempotencyKey) {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${`submission-key:${idempotencyKey}`}))`,
        )
        const first = await applicationOfKey(tx, idempotencyKey)
        if (first) return { replayOf: first }
      }
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
      const inquiryId = await insertWithInquiryId(async (inquiryId) => {
        const rows = await tx
          .insert(inquiries)
          .values({
            id: inquiryId,
            kind: 'reseller_application',
            name: form.contactName,
            email,
            company: form.companyName,
            payload: jsonSafe({ ...record, applicationId: id }),
            idempotencyKey: idempotencyKey ?? null,
            createdAt,
          })
          .onConflictDoNothing({ target: inquiries.id })
          .returning({ id: inquiries.id })
        return rows.length === 1
      })
      const adminUrl = `${deps.env.appUrl}/admin/dashboard`
      const mails = await enqueueSubmissionMails(tx, deps, {
        kind: 'reseller_application',
        submitterEmail: email,
        notification: applicationAdminNotificationMail(record, adminUrl),
        confirmation: applicationConfirmationMail(record),
        details: applicationDetailsMail(record, document.name || 'verification document (PDF)'),
      })
      const mailStatus = mails.status
      await tx
        .update(inquiries)
        .set({ mailStatus, mailIds: mails.mailIds })
        .where(eq(inquiries.id, inquiryId))
      return { mailStatus }
    })
  } catch (error) {
    await removeDocument(deps, key)
    throw error
  }
  if ('replayOf' in stored) {
    await removeDocument(deps, key)
    return { id: stored.replayOf, replayed: true }
  }

  deps.mailer.deliverSoon()
  return { id, replayed: false, mailStatus: stored.mailStatus }
}

/** The file of an application that was refused or is a repeat: nothing refers to it. */
async function removeDocument(deps: Pick<AppDeps, 'storage' | 'logger'>, key: string) {
  await deps.storage.delete(key).catch((e: unknown) => {
    deps.logger.warn(`could not remove the document of a refused application: ${key}`, e)
  })
}
