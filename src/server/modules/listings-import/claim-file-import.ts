/**
 * A listings file is imported once per brand. The import is created with the file's SHA-256
 * (known before anything is stored: spool-upload.ts), and the partial unique index
 * listing_imports_brand_file_sha256_uq (brand, hash; while running or complete) refuses a second
 * import of the same file, also when the copies arrive at the same moment: 409 with what the
 * earlier import is doing. A failed import, or one whose process died (failed by
 * cleanUpInterruptedImports first), holds nothing: the file may be imported again. As the admin's
 * directory import does with its runs (brand-import/import-runs.ts).
 */
import { and, eq, inArray } from 'drizzle-orm'
import { LISTINGS_CODES, LISTINGS_TEXTS } from '#shared/listings-texts.ts'
import type { Db } from '../../db/client.ts'
import { listingImports } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http/errors.ts'
import type { ImportStart } from './import-listings.ts'

/** 'Nov 20, 2026, 10:05 AM UTC': the server does not know the brand's time zone. */
const formatWhen = (at: Date) =>
  `${at.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`

/** Creates the import of a file, or refuses the file with 409 if the brand has it already. */
export async function claimFileImport(
  db: Db,
  start: ImportStart & { fileSha256: string; fileBytes: number },
  attempt = 0,
): Promise<string> {
  const [created] = await db
    .insert(listingImports)
    .values({
      brandId: start.brand.entryId,
      source: start.source,
      label: start.label,
      observedAt: start.observedAt,
      contextMarketplace: start.context?.marketplace ?? null,
      contextSellerId: start.context?.sellerId ?? null,
      contextSellerName: start.context?.sellerName ?? null,
      mapping: start.mapping ?? null,
      fileSha256: start.fileSha256,
      fileBytes: start.fileBytes,
      startedBy: start.startedBy,
    })
    .onConflictDoNothing()
    .returning({ id: listingImports.id })
  if (created) return created.id
  const [earlier] = await db
    .select({
      status: listingImports.status,
      label: listingImports.label,
      startedAt: listingImports.startedAt,
      finishedAt: listingImports.finishedAt,
    })
    .from(listingImports)
    .where(
      and(
        eq(listingImports.brandId, start.brand.entryId),
        eq(listingImports.fileSha256, start.fileSha256),
        inArray(listingImports.status, ['running', 'complete']),
      ),
    )
    .limit(1)
  // It failed meanwhile: the file is free again.
  if (!earlier && attempt < 3) return claimFileImport(db, start, attempt + 1)
  throw new HttpError(409, {
    code: LISTINGS_CODES.alreadyImported,
    message:
      earlier?.status === 'complete'
        ? LISTINGS_TEXTS.alreadyImported(
            formatWhen(earlier.finishedAt ?? earlier.startedAt),
            earlier.label,
          )
        : LISTINGS_TEXTS.alreadyRunning(
            formatWhen(earlier?.startedAt ?? new Date()),
            earlier?.label ?? start.label,
          ),
  })
}
