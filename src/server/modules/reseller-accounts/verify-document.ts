/**
 * admin_verify_document (001 §4.1, §7.2): the verification document is marked verified or
 * rejected, with optional notes. Only an application that has a document can be reviewed.
 */
import { eq } from 'drizzle-orm'
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES } from '#shared/reseller-accounts-texts.ts'
import type { Db } from '../../db/client.ts'
import { resellerApplications } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http/errors.ts'
import { recordAudit, type AuditActor } from '../audit-log/record-audit.ts'
import { applicationLabel } from './open-reseller-account.ts'

export async function verifyDocument(
  db: Db,
  applicationId: string,
  input: { verified: boolean; notes?: string | undefined },
  actor: AuditActor,
) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        documentPath: resellerApplications.documentPath,
        documentVerified: resellerApplications.documentVerified,
        documentNotes: resellerApplications.documentNotes,
        companyName: resellerApplications.companyName,
        email: resellerApplications.email,
      })
      .from(resellerApplications)
      .where(eq(resellerApplications.id, applicationId))
      .for('update')
    if (!found) throw notFound(ACCOUNT_MESSAGES.applicationNotFound)
    if (!found.documentPath) {
      throw conflict(ACCOUNT_MESSAGES.noDocument, ACCOUNT_ERROR_CODES.noDocument)
    }
    const [updated] = await tx
      .update(resellerApplications)
      .set({
        documentVerified: input.verified,
        documentNotes: input.notes ?? null,
        updatedAt: new Date(),
      })
      .where(eq(resellerApplications.id, applicationId))
      .returning()
    await recordAudit(tx, {
      actor,
      action: 'reseller_application.document_reviewed',
      targetType: 'reseller_application',
      targetId: applicationId,
      targetLabel: applicationLabel(found),
      before: { documentVerified: found.documentVerified, documentNotes: found.documentNotes },
      after: { documentVerified: updated!.documentVerified, documentNotes: updated!.documentNotes },
    })
    return updated!
  })
}
