/**
 * Issue 15, the catalog import preview: what approving a pending CSV or XLSX catalog would do,
 * for its brand and for admins; and the brand's confirmation of the changes that need one (a
 * rename, a cleared MAP, a MAP below wholesale), which the approval then requires.
 */
import { and, eq } from 'drizzle-orm'
import { CATALOG_PREVIEW_TEXTS as P } from '#shared/brand-inventory-texts.ts'
import { CATALOG_CODES, CATALOG_TEXTS } from '#shared/catalogs-texts.ts'
import type { Db } from '../../db/client.ts'
import { productUploads } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http/errors.ts'
import type { AppDeps, Viewer } from '../../lib/http/types.ts'
import { previewCatalogImport } from './catalog-products.ts'

/** The catalog when the viewer is its brand or an admin; 404 otherwise, as for an unknown one. */
async function visibleCatalog(db: Db, viewer: Viewer, id: string) {
  const [catalog] = await db
    .select({
      brandId: productUploads.brandId,
      status: productUploads.status,
      storageKey: productUploads.storageKey,
      confirmedChanges: productUploads.confirmedChanges,
    })
    .from(productUploads)
    .where(eq(productUploads.id, id))
  if (!catalog || (viewer.role !== 'admin' && catalog.brandId !== viewer.userId)) {
    throw notFound('Catalog not found')
  }
  return catalog
}

export async function previewCatalog(
  deps: Pick<AppDeps, 'db' | 'storage' | 'logger'>,
  viewer: Viewer,
  id: string,
) {
  const catalog = await visibleCatalog(deps.db, viewer, id)
  if (catalog.status !== 'pending') {
    throw conflict(CATALOG_TEXTS.notPending(catalog.status), CATALOG_CODES.notPending)
  }
  return previewCatalogImport(deps, catalog)
}

/**
 * The brand confirms the changes it read in the preview (their keys). Only keys of changes the
 * catalog would make now are kept, so a confirmation cannot cover a change the brand never saw.
 */
export async function confirmCatalogChanges(
  deps: Pick<AppDeps, 'db' | 'storage' | 'logger'>,
  viewer: Viewer,
  id: string,
  keys: readonly string[],
) {
  const catalog = await visibleCatalog(deps.db, viewer, id)
  if (catalog.brandId !== viewer.userId) throw notFound('Catalog not found')
  if (catalog.status !== 'pending') {
    throw conflict(P.notPendingForConfirm, CATALOG_CODES.notPending)
  }
  const preview = await previewCatalogImport(deps, catalog)
  const wanted = new Set(keys)
  const confirmed = [
    ...new Set([
      ...(catalog.confirmedChanges ?? []),
      ...preview.confirmations.filter((c) => wanted.has(c.key)).map((c) => c.key),
    ]),
  ]
  const [row] = await deps.db
    .update(productUploads)
    .set({ confirmedChanges: confirmed, updatedAt: new Date() })
    .where(and(eq(productUploads.id, id), eq(productUploads.status, 'pending')))
    .returning({ status: productUploads.status })
  // Decided while the file was read.
  if (!row) throw conflict(P.notPendingForConfirm, CATALOG_CODES.notPending)
  return { ...preview, confirmed }
}
