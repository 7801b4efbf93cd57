/**
 * admin_add_manual_reseller_application (001 §7.2): an application that reached the admin by
 * e-mail, stored as pending. The id may come from the client: an application queued offline
 * and synced twice (the answer to the first attempt was lost) is stored once (001 §4.2).
 */
import { eq, sql } from 'drizzle-orm'
import type { ManualApplication } from '#shared/schemas/reseller-accounts.ts'
import { ACCOUNT_ERROR_CODES, ACCOUNT_MESSAGES } from '#shared/reseller-accounts-texts.ts'
import type { Db } from '../../db/client.ts'
import { resellerApplications } from '../../db/schema/index.ts'
import { conflict } from '../../lib/http/errors.ts'
import { recordAudit, type AuditActor } from '../audit-log/record-audit.ts'
import { applicationLabel } from './open-reseller-account.ts'

export async function addManualApplication(
  db: Db,
  input: ManualApplication,
  actor: AuditActor,
): Promise<{ application: typeof resellerApplications.$inferSelect; created: boolean }> {
  const email = input.email.toLowerCase()
  return db.transaction(async (tx) => {
    // The same lock the reseller hub takes, so two applications for one address never pass.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`reseller-application:${email}`}))`,
    )
    if (input.id) {
      const [same] = await tx
        .select()
        .from(resellerApplications)
        .where(eq(resellerApplications.id, input.id))
      if (same) {
        if (same.email.toLowerCase() !== email) {
          throw conflict(
            ACCOUNT_MESSAGES.duplicateApplication,
            ACCOUNT_ERROR_CODES.duplicateApplication,
          )
        }
        return { application: same, created: false }
      }
    }
    const [existing] = await tx
      .select({ id: resellerApplications.id })
      .from(resellerApplications)
      .where(eq(sql`lower(${resellerApplications.email})`, email))
      .limit(1)
    if (existing) {
      throw conflict(
        ACCOUNT_MESSAGES.duplicateApplication,
        ACCOUNT_ERROR_CODES.duplicateApplication,
      )
    }
    const now = new Date()
    const [row] = await tx
      .insert(resellerApplications)
      .values({
        ...(input.id ? { id: input.id } : {}),
        email,
        companyName: input.companyName,
        status: 'pending',
        applicationStatus: 'document_pending',
        phone: input.phone ?? null,
        linkedin: input.linkedin ?? null,
        businessType: input.businessType ?? null,
        einNumber: input.einNumber ?? null,
        amazonSellerId: input.amazonSellerId ?? null,
        walmartSellerId: input.walmartSellerId ?? null,
        ebaySellerId: input.ebaySellerId ?? null,
        salesVolume: input.salesVolume ?? null,
        ...(input.wholesaleBudget ? { wholesaleBudget: input.wholesaleBudget } : {}),
        applicationData: { source: 'manual' },
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    await recordAudit(tx, {
      actor,
      action: 'reseller_application.added',
      targetType: 'reseller_application',
      targetId: row!.id,
      targetLabel: applicationLabel(row!),
      after: { status: row!.status, source: 'manual' },
    })
    return { application: row!, created: true }
  })
}
