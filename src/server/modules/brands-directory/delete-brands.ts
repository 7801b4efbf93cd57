import { eq, inArray } from 'drizzle-orm'
import { BRANDS_API_MESSAGES } from '#shared/brands-directory-texts.ts'
import type { Db, Tx } from '../../db/client.ts'
import { brandsDirectory as b } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http/errors.ts'
import { recordAudit, type AuditActor } from '../audit-log/record-audit.ts'

const deletedColumns = {
  id: b.id,
  name: b.name,
  contactEmail: b.contactEmail,
  isActive: b.isActive,
}

async function recordDeleted(
  tx: Tx,
  actor: AuditActor,
  rows: { id: string; name: string; contactEmail: string | null; isActive: boolean }[],
) {
  for (const { id, ...fields } of rows) {
    await recordAudit(tx, {
      actor,
      action: 'brands_directory.deleted',
      targetType: 'brand',
      targetId: id,
      targetLabel: fields.name,
      before: fields,
    })
  }
}

/** 7.2 admin_delete_brand: its allocations and applications go with it (ON DELETE CASCADE). */
export async function deleteBrand(db: Db, id: string, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(b).where(eq(b.id, id)).returning(deletedColumns)
    if (!row) throw notFound(BRANDS_API_MESSAGES.brandNotFound)
    await recordDeleted(tx, actor, [row])
    return { id: row.id }
  })
}

/**
 * Bulk delete of the selected ids (Review Duplicates): one statement in one transaction, so
 * either every existing selected brand is gone or none is. Ids that no longer exist are
 * reported, not an error (someone else may have deleted them first).
 */
export async function deleteBrands(db: Db, ids: readonly string[], actor: AuditActor) {
  const unique = [...new Set(ids)]
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(b).where(inArray(b.id, unique)).returning(deletedColumns)
    await recordDeleted(tx, actor, deleted)
    return { deleted: deleted.length, missing: unique.length - deleted.length }
  })
}
