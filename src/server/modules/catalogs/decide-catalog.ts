import { eq } from 'drizzle-orm'
import { CATALOG_CODES, CATALOG_TEXTS } from '#shared/catalogs-texts.ts'
import type { Db } from '../../db/client.ts'
import { productUploads } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http/errors.ts'

/**
 * Approve or reject a catalog (001 §4.3): only while it is pending. The row is locked, so two
 * admins deciding at once cannot both succeed.
 */
export async function decideCatalog(db: Db, id: string, action: 'approve' | 'reject') {
  return db.transaction(async (tx) => {
    const [catalog] = await tx
      .select({ status: productUploads.status })
      .from(productUploads)
      .where(eq(productUploads.id, id))
      .for('update')
    if (!catalog) throw notFound('Catalog not found')
    if (catalog.status !== 'pending') {
      throw conflict(CATALOG_TEXTS.notPending(catalog.status), CATALOG_CODES.notPending)
    }
    const [row] = await tx
      .update(productUploads)
      .set({ status: action === 'approve' ? 'approved' : 'rejected', updatedAt: new Date() })
      .where(eq(productUploads.id, id))
      .returning({
        id: productUploads.id,
        name: productUploads.name,
        status: productUploads.status,
        updatedAt: productUploads.updatedAt,
      })
    return row!
  })
}
