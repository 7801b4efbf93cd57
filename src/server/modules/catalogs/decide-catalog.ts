import { eq } from 'drizzle-orm'
import { CATALOG_CODES, CATALOG_TEXTS } from '#shared/catalogs-texts.ts'
import { productUploads, user } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http/errors.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import { publishProductChange } from '../brand-products/notify-resellers.ts'
import { recordAudit, type AuditActor } from '../audit-log/record-audit.ts'
import { enqueueCatalogDecisionMail } from './announce-catalog-decision.ts'
import {
  prepareCatalogImport,
  storeCatalogImport,
  type PreparedImport,
} from './catalog-products.ts'

/**
 * Approve or reject a catalog (001 §4.3): only while it is pending. The row is locked, so two
 * admins deciding at once cannot both succeed. Approving a CSV or XLSX catalog reads and checks
 * its file first, outside the transaction (a file that cannot be read fails the approval with
 * 422 and the catalog stays pending), then turns its rows into the brand's products in the
 * transaction that approves it (catalog-products.ts) and stores what that did on the catalog;
 * the brand's mail about the decision is written in that transaction too, and the brand and its
 * allocated resellers hear of it once it is committed. Issue 15: a rename, a
 * cleared MAP or a MAP below wholesale the brand has not confirmed in the import preview refuses
 * the approval (409 CATALOG_CONFIRMATION_REQUIRED) and the catalog stays pending.
 */
export async function decideCatalog(
  /** An approved CSV or XLSX catalog's rows become products (catalog-products.ts). */
  deps: Pick<AppDeps, 'db' | 'storage' | 'logger' | 'live' | 'env' | 'mailer'>,
  id: string,
  action: 'approve' | 'reject',
  actor: AuditActor,
  /** The admin's reason for a rejection, quoted in the brand's mail. */
  reason?: string,
) {
  const { db } = deps
  const products = deps
  let prepared: PreparedImport | null = null
  if (action === 'approve') {
    // The storage key never changes, so the file can be read before the row is locked: parsing
    // a large file must not hold the lock (or PGlite's one connection) for its duration.
    const [catalog] = await db
      .select({ status: productUploads.status, storageKey: productUploads.storageKey })
      .from(productUploads)
      .where(eq(productUploads.id, id))
    if (!catalog) throw notFound('Catalog not found')
    if (catalog.status !== 'pending') {
      throw conflict(CATALOG_TEXTS.notPending(catalog.status), CATALOG_CODES.notPending)
    }
    prepared = await prepareCatalogImport(products, catalog.storageKey)
  }
  const decided = await db.transaction(async (tx) => {
    const [catalog] = await tx
      .select({
        status: productUploads.status,
        brandId: productUploads.brandId,
        confirmedChanges: productUploads.confirmedChanges,
      })
      .from(productUploads)
      .where(eq(productUploads.id, id))
      .for('update')
    if (!catalog) throw notFound('Catalog not found')
    if (catalog.status !== 'pending') {
      throw conflict(CATALOG_TEXTS.notPending(catalog.status), CATALOG_CODES.notPending)
    }
    const importSummary = prepared
      ? await storeCatalogImport(
          products,
          tx,
          catalog.brandId,
          prepared,
          catalog.confirmedChanges ?? [],
        )
      : null
    const [row] = await tx
      .update(productUploads)
      .set({
        status: action === 'approve' ? 'approved' : 'rejected',
        updatedAt: new Date(),
        ...(importSummary ? { importSummary } : {}),
      })
      .where(eq(productUploads.id, id))
      .returning({
        id: productUploads.id,
        name: productUploads.name,
        status: productUploads.status,
        importSummary: productUploads.importSummary,
        updatedAt: productUploads.updatedAt,
      })
    const [brand] = await tx
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, catalog.brandId))
    await recordAudit(tx, {
      actor,
      action: action === 'approve' ? 'catalog.approved' : 'catalog.rejected',
      targetType: 'catalog',
      targetId: id,
      targetLabel: brand?.email ? `${row!.name} (${brand.email})` : row!.name,
      before: { status: catalog.status },
      after: {
        status: row!.status,
        ...(importSummary
          ? { productsCreated: importSummary.created, productsUpdated: importSummary.updated }
          : {}),
      },
    })
    // Issue 16: the brand's mail about the decision commits with it.
    await enqueueCatalogDecisionMail(tx, deps, {
      id,
      name: row!.name,
      status: row!.status,
      brandId: catalog.brandId,
      email: brand?.email ?? null,
      reason,
    })
    return { row: row!, brand: { userId: catalog.brandId, email: brand?.email ?? '' } }
  })
  deps.mailer.deliverSoon()
  const summary = decided.row.importSummary
  await products.live.publish({
    kind: 'catalog.changed',
    userIds: [decided.brand.userId],
    data: { catalogId: id },
  })
  if (summary && summary.created + summary.updated > 0) {
    await publishProductChange({ db, live: products.live }, decided.brand, { catalogId: id })
  }
  return decided.row
}
