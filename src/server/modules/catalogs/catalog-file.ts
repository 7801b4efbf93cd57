/**
 * A catalog file, for those allowed to see it (DESIGN decision 1): the brand that uploaded it,
 * admins, and resellers granted access to it while it is approved and while their authorization
 * to sell that brand is in force (issue 13: suspending or revoking it closes the catalog at once;
 * reinstating reopens it, the grant is kept). Everyone else gets 404, so
 * that catalog ids reveal nothing. The bytes were checked at upload (a PDF, a ZIP or text) and are
 * sent with their fixed type and nosniff, so an uploaded file is never run as a page of our origin.
 */
import { and, eq } from 'drizzle-orm'
import { CATALOG_CONTENT_TYPES, type CatalogExtension } from '#shared/catalogs-texts.ts'
import type { Db } from '../../db/client.ts'
import { catalogResellerAccess, productUploads } from '../../db/schema/index.ts'
import { attachmentDisposition } from '../../lib/http/content-disposition.ts'
import { authorizedForBrandUserSql } from './catalog-brand-authorization.ts'
import { notFound } from '../../lib/http/errors.ts'
import type { Viewer } from '../../lib/http/types.ts'
import type { ObjectStorage } from '../../lib/storage/storage.ts'

export function catalogFileName(name: string, storageKey: string): string {
  const ext = storageKey.slice(storageKey.lastIndexOf('.') + 1)
  const base = name
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 100)
  return `${base || 'catalog'}.${ext}`
}

async function mayRead(
  db: Db,
  viewer: Viewer,
  catalog: { id: string; brandId: string; status: string },
  asGrantee: boolean,
) {
  if (!asGrantee && (viewer.role === 'admin' || catalog.brandId === viewer.userId)) return true
  if (viewer.role !== 'reseller' || catalog.status !== 'approved') return false
  const [grant] = await db
    .select({ uploadId: catalogResellerAccess.uploadId })
    .from(catalogResellerAccess)
    .where(
      and(
        eq(catalogResellerAccess.uploadId, catalog.id),
        eq(catalogResellerAccess.resellerId, viewer.userId),
        authorizedForBrandUserSql(catalog.brandId, viewer.userId),
      ),
    )
  return Boolean(grant)
}

export async function catalogFileResponse(
  deps: { db: Db; storage: ObjectStorage },
  viewer: Viewer,
  id: string,
  /**
   * Issue 16, the reseller's Download: only the viewer's own grant opens the file (an admin or the
   * brand gets 404 too), and every type is saved, a PDF too, rather than opened.
   */
  options: { asGrantee?: boolean } = {},
): Promise<Response> {
  const [catalog] = await deps.db
    .select({
      id: productUploads.id,
      name: productUploads.name,
      brandId: productUploads.brandId,
      status: productUploads.status,
      storageKey: productUploads.storageKey,
      contentType: productUploads.contentType,
    })
    .from(productUploads)
    .where(eq(productUploads.id, id))
  if (!catalog || !(await mayRead(deps.db, viewer, catalog, options.asGrantee ?? false)))
    throw notFound()
  const stored = await deps.storage.get(catalog.storageKey)
  if (!stored) throw notFound()
  const ext = catalog.storageKey.slice(catalog.storageKey.lastIndexOf('.') + 1) as CatalogExtension
  const fileName = catalogFileName(catalog.name, catalog.storageKey)
  return new Response(stored.body, {
    status: 200,
    headers: {
      'Content-Type': CATALOG_CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'Content-Length': String(stored.size),
      // A PDF opens in the browser's viewer ('View file'); spreadsheets download.
      'Content-Disposition':
        ext === 'pdf' && !options.asGrantee
          ? attachmentDisposition(fileName).replace(/^attachment/, 'inline')
          : attachmentDisposition(fileName),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
