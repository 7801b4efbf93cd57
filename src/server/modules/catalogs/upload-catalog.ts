/**
 * A brand's catalog upload (001 §4.3, §7.4, §7.5): a CSV or XLSX is read first, under the
 * catalog limits, and one that cannot be read (a zip bomb, a corrupt package, not UTF-8) is
 * refused with 422 and its reason before anything is stored (catalog-products.ts); the file
 * then goes to private storage under
 * catalogs/{userId}/{timestamp}-{random}.{ext} (the random part keeps two uploads in the same
 * millisecond apart), then the product_uploads row is inserted as pending, with the admins'
 * mails in its transaction (issue 16: the catalog waits for their decision). file_url is the
 * authorized route that serves it, never a public address.
 */
import { randomUUID } from 'node:crypto'
import { CATALOG_CONTENT_TYPES } from '#shared/catalogs-texts.ts'
import type { Db } from '../../db/client.ts'
import { productUploads } from '../../db/schema/index.ts'
import type { Env } from '../../env.ts'
import type { Logger } from '../../lib/logger.ts'
import type { Mailer } from '../../lib/mail/mailer.ts'
import type { ObjectStorage } from '../../lib/storage/storage.ts'
import { enqueueCatalogUploadMails } from './announce-catalog-upload.ts'
import { assertCatalogReadable } from './catalog-products.ts'
import type { CatalogUpload } from './read-catalog-upload.ts'

export const catalogFileUrl = (id: string) => `/api/catalogs/${id}/file`

export async function uploadCatalog(
  deps: { db: Db; storage: ObjectStorage; logger: Logger; env: Env; mailer: Mailer },
  brandId: string,
  upload: CatalogUpload,
) {
  await assertCatalogReadable(deps.logger, upload.extension, upload.bytes)
  const id = randomUUID()
  const key = `catalogs/${brandId}/${Date.now()}-${id.slice(0, 8)}.${upload.extension}`
  await deps.storage.put(key, upload.bytes)
  try {
    const catalog = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(productUploads)
        .values({
          id,
          name: upload.name,
          brandId,
          fileUrl: catalogFileUrl(id),
          storageKey: key,
          contentType: CATALOG_CONTENT_TYPES[upload.extension],
          sizeBytes: upload.bytes.length,
          status: 'pending',
        })
        .returning()
      await enqueueCatalogUploadMails(tx, deps, row!)
      return row!
    })
    deps.mailer.deliverSoon()
    return catalog
  } catch (error) {
    // No row, no file: an orphan would never be served or cleaned up.
    await deps.storage.delete(key).catch((e: unknown) => {
      deps.logger.warn(`could not remove orphaned catalog ${key}: ${(e as Error).message}`)
    })
    throw error
  }
}
