import { eq, inArray } from 'drizzle-orm'
import { BRANDS_API_MESSAGES } from '#shared/brands-directory-texts.ts'
import type { Db } from '../../db/client.ts'
import { brandsDirectory as b } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http/errors.ts'

/** 7.2 admin_delete_brand: its allocations and applications go with it (ON DELETE CASCADE). */
export async function deleteBrand(db: Db, id: string) {
  const [row] = await db.delete(b).where(eq(b.id, id)).returning({ id: b.id })
  if (!row) throw notFound(BRANDS_API_MESSAGES.brandNotFound)
  return row
}

/**
 * Bulk delete of the selected ids (Review Duplicates): one statement in one transaction, so
 * either every existing selected brand is gone or none is. Ids that no longer exist are
 * reported, not an error (someone else may have deleted them first).
 */
export async function deleteBrands(db: Db, ids: readonly string[]) {
  const unique = [...new Set(ids)]
  return db.transaction(async (tx) => {
    const deleted = await tx.delete(b).where(inArray(b.id, unique)).returning({ id: b.id })
    return { deleted: deleted.length, missing: unique.length - deleted.length }
  })
}
