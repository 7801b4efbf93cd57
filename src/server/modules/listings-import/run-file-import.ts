/**
 * A listings file from upload to findings (issue 14 item 2): the file is received whole (to a
 * temporary file, with its SHA-256) and opened (its header read), its format detected or taken
 * from the brand's mapping, then read row by row into the import (import-listings.ts) while the
 * caller reports progress, and finished by detection. The answer is a stream of JSON lines:
 * {type:'started', importId}, {type:'progress', rowsRead, stored, rejected, bytes, totalBytes},
 * {type:'detecting'}, then {type:'done', import} or {type:'error', message}. A file refused as a
 * whole (unreadable, no rows, no mapping, no seller, or one the brand imported already: 409)
 * gets an ordinary JSON error before anything is stored.
 */
import { sql } from 'drizzle-orm'
import {
  LISTINGS_CODES as CODES,
  LISTINGS_PREVIEW_ROWS,
  LISTINGS_TEXTS as T,
  LISTINGS_XLSX_MAX_BYTES,
} from '#shared/listings-texts.ts'
import type { ColumnMapping, ListingSource } from '#shared/listings.ts'
import type { ImportPreview, ListingImportItem } from '#shared/protection-api.ts'
import type { ImportQuery } from '#shared/schemas/protection.ts'
import { listingSourceMappings } from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http/errors.ts'
import type { AppDeps } from '../../lib/http/types.ts'
import type { AuditActor } from '../audit-log/record-audit.ts'
import { TabularError } from '../../lib/tabular/errors.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'
import { afterDetection, enqueueFindingsDigest } from '../protection/after-detection.ts'
import { refreshProtectionStatistics } from '../protection/statistics.ts'
import type { ProtectionScope } from '../protection/protection-brand.ts'
import {
  detectFormat,
  formatById,
  mappingProblems,
  suggestMapping,
  type ListingFormat,
} from './formats/index.ts'
import {
  cleanUpInterruptedImports,
  failListingImport,
  finishListingImport,
  writeObservations,
  type ImportProgress,
  type SourceRow,
} from './import-listings.ts'
import { claimFileImport } from './claim-file-import.ts'
import { writeObservationsInWorker } from './parse-in-worker.ts'
import { XlsxTooLargeError, openListingsFile, refusalOf } from './read-listings-file.ts'
import { UploadInterrupted, spoolUpload, type SpooledUpload } from './spool-upload.ts'
import { listingImportItem } from './list-imports.ts'

type Deps = Pick<AppDeps, 'db' | 'database' | 'live' | 'logger' | 'mailer' | 'env'>

const bad = (code: string, message: string) => new HttpError(400, { code, message })

function unreadable(error: unknown): HttpError | null {
  const refused = refusalOf(error)
  if (refused) return refused
  if (error instanceof XlsxTooLargeError) {
    return new HttpError(413, {
      code: CODES.tooLarge,
      message: T.xlsxTooLarge(LISTINGS_XLSX_MAX_BYTES / 1024 / 1024),
    })
  }
  if (error instanceof TabularError) return bad(CODES.invalidFile, T.invalidFile)
  return null
}

/** A mapping the brand saved for a file with this very header. */
async function rememberedMapping(deps: Pick<AppDeps, 'db'>, brandId: string, header: string[]) {
  const [row] = await rowsOf<{ source_name: string; mapping: ColumnMapping }>(
    deps.db,
    sql`select source_name, mapping from listing_source_mappings
      where brand_id = ${brandId}
        and header = array(select jsonb_array_elements_text(${JSON.stringify(header)}::jsonb))
      order by updated_at desc limit 1`,
  )
  return row ?? null
}

interface Chosen {
  format: ListingFormat
  mapping: ColumnMapping | undefined
  sourceName: string | null
}

/** The format of a file: asked for, detected from its header, or a (remembered) mapping. */
async function chooseFormat(
  deps: Pick<AppDeps, 'db'>,
  brandId: string,
  header: string[],
  query: Pick<ImportQuery, 'source' | 'mapping' | 'sourceName'>,
): Promise<Chosen | null> {
  if (query.source !== 'auto' && query.source !== 'mapped') {
    return { format: formatById(query.source)!, mapping: undefined, sourceName: null }
  }
  if (query.mapping) {
    return {
      format: formatById('mapped')!,
      mapping: query.mapping,
      sourceName: query.sourceName ?? null,
    }
  }
  if (query.source === 'auto') {
    const detected = detectFormat(header)
    if (detected) return { format: detected, mapping: undefined, sourceName: null }
  }
  const remembered = await rememberedMapping(deps, brandId, header)
  if (remembered) {
    return {
      format: formatById('mapped')!,
      mapping: remembered.mapping,
      sourceName: remembered.source_name,
    }
  }
  return null
}

/** What the import form shows before the import: the format, the mapping, the first rows read. */
export async function previewListingsFile(
  deps: Pick<AppDeps, 'db'>,
  scope: ProtectionScope,
  chunks: AsyncIterable<Uint8Array>,
  query: Pick<
    ImportQuery,
    'source' | 'mapping' | 'sourceName' | 'sellerId' | 'sellerName' | 'marketplace'
  >,
  /** The browser sent only the file's first bytes: its last row may be cut. */
  partial: boolean,
): Promise<ImportPreview> {
  let file
  try {
    file = await openListingsFile(chunks)
  } catch (error) {
    throw unreadable(error) ?? error
  }
  if (file.header.length === 0) throw bad(CODES.noRows, T.noHeader)
  const chosen = await chooseFormat(deps, scope.entry.id, file.header, query)
  const mapping = chosen?.mapping ?? (chosen ? {} : suggestMapping(file.header))
  const format = chosen?.format ?? formatById('mapped')!
  const read = format.bind(file.header, {
    sellerId: query.sellerId ?? null,
    sellerName: query.sellerName ?? null,
    marketplace: query.marketplace,
    mapping,
  })
  const sample: ImportPreview['sample'] = []
  const buffered = []
  try {
    for await (const row of file.rows) {
      buffered.push(row)
      if (buffered.length > LISTINGS_PREVIEW_ROWS) break
    }
  } catch (error) {
    // The cut-off end of a partial upload is not the file's fault; blank lines before it are.
    if (!partial || refusalOf(error)) throw unreadable(error) ?? error
  }
  const complete = partial ? buffered.slice(0, LISTINGS_PREVIEW_ROWS) : buffered
  for (const row of complete.slice(0, LISTINGS_PREVIEW_ROWS)) {
    const result = read(row.cells)
    sample.push(
      result.ok
        ? {
            line: row.line,
            ok: true,
            text: [
              result.draft.title ?? result.draft.listingId ?? result.draft.sku ?? '',
              `$${result.draft.price}`,
              result.draft.sellerName ?? result.draft.sellerId ?? '',
              result.draft.gtin ? `GTIN ${result.draft.gtin}` : '',
            ]
              .filter(Boolean)
              .join(' · '),
          }
        : { line: row.line, ok: false, text: result.reason },
    )
  }
  return {
    format:
      chosen && chosen.format.id !== 'mapped'
        ? {
            id: chosen.format.id,
            label: chosen.format.label,
            needsSeller: chosen.format.needsSeller,
          }
        : null,
    fileKind: file.kind,
    header: file.header,
    mapping,
    rememberedSource: chosen?.sourceName ?? null,
    mappingProblems:
      chosen && chosen.format.id !== 'mapped'
        ? []
        : mappingProblems(file.header, mapping, { marketplace: query.marketplace }),
    sample,
  }
}

export interface FileImport {
  importId: string
  /** Streams the rows into the import and finishes it; calls `send` with each progress line. */
  run(send: (line: Record<string, unknown>) => void): Promise<void>
}

/**
 * An upload that could not be kept: cut off by the client (400), or refused by the disk (503:
 * nothing was stored, the file may be sent again).
 */
function notStored(error: unknown): HttpError | null {
  if (error instanceof UploadInterrupted) {
    return new HttpError(400, { code: CODES.uploadNotStored, message: T.uploadInterrupted })
  }
  if ((error as NodeJS.ErrnoException | null)?.syscall) {
    return new HttpError(503, { code: CODES.uploadNotStored, message: T.uploadNotStored })
  }
  return null
}

/**
 * Receives the file whole (spool-upload.ts: a temporary file, with its SHA-256), opens it and
 * checks it can be imported (format, mapping, seller), then creates the import of the file, or
 * refuses it (409) when the brand imported the same file already or is importing it
 * (claim-file-import.ts). Throws an HttpError for a file refused as a whole, before anything is
 * stored.
 */
export async function prepareFileImport(
  deps: Deps,
  scope: ProtectionScope,
  chunks: AsyncIterable<Uint8Array>,
  query: ImportQuery,
  /** The length the request announced; the received file's own size is what counts. */
  _announcedBytes: number | null,
  startedBy: string | null,
  options: {
    /**
     * Read the rows on a worker thread (parse-in-worker.ts); by default for files of
     * LISTINGS_WORKER_MIN_BYTES and more.
     */
    parseInWorker?: boolean
    /** Who imports, for the audit entry of the final transaction (the system if none). */
    actor?: AuditActor
  } = {},
): Promise<FileImport> {
  // Imports of one brand may run side by side (a brand and an admin, two files): their rows are
  // written apart and their final transactions take turns (detect.ts holds a per-brand lock).
  // An import of this brand whose process died gives its file back first.
  await cleanUpInterruptedImports(deps.db, deps.logger, { brandId: scope.entry.id })

  const spooled = await spoolUpload(chunks).catch((error: unknown) => {
    throw notStored(error) ?? error
  })
  try {
    return await prepareSpooledImport(deps, scope, spooled, query, startedBy, options)
  } catch (error) {
    await spooled.close()
    throw error
  }
}

async function prepareSpooledImport(
  deps: Deps,
  scope: ProtectionScope,
  spooled: SpooledUpload,
  query: ImportQuery,
  startedBy: string | null,
  options: { parseInWorker?: boolean; actor?: AuditActor },
): Promise<FileImport> {
  // The bytes of the file the import has read so far (its progress lines).
  let bytesRead = 0
  const counted = (position: number) => (bytesRead = position)
  const totalBytes = spooled.bytes
  let file
  try {
    file = await openListingsFile(spooled.chunks(counted))
  } catch (error) {
    throw unreadable(error) ?? error
  }
  // A workbook is unpacked whole before its rows are read: reading it again on a worker would
  // unpack it twice. A delimited file of some size is read again from its first byte there.
  const worker =
    file.kind === 'delimited' &&
    (options.parseInWorker ?? spooled.bytes >= deps.env.LISTINGS_WORKER_MIN_BYTES)
  if (file.header.length === 0) throw bad(CODES.noRows, T.noHeader)
  const chosen = await chooseFormat(deps, scope.entry.id, file.header, query)
  if (!chosen) throw bad(CODES.needsMapping, T.needsMapping)
  if (chosen.mapping) {
    const problems = mappingProblems(file.header, chosen.mapping, {
      marketplace: query.marketplace,
    })
    if (problems.length > 0) throw bad(CODES.needsMapping, problems[0]!)
  }
  if (chosen.format.needsSeller && !query.sellerId) {
    throw bad(CODES.needsSeller, T.needsSeller(chosen.format.label))
  }
  const context = {
    sellerId: query.sellerId ?? null,
    sellerName: query.sellerName ?? null,
    marketplace: query.marketplace,
    mapping: chosen.mapping,
  }
  const read = chosen.format.bind(file.header, context)
  // The first row, read now: a file of a header only is refused before anything is stored.
  const first = await file.rows.next().catch((error: unknown) => {
    throw unreadable(error) ?? error
  })
  if (first.done) throw bad(CODES.noRows, T.noRows)

  if (chosen.mapping && query.sourceName) {
    await deps.db
      .insert(listingSourceMappings)
      .values({
        brandId: scope.entry.id,
        sourceName: query.sourceName,
        mapping: chosen.mapping,
        header: file.header,
      })
      .onConflictDoUpdate({
        target: [listingSourceMappings.brandId, listingSourceMappings.sourceName],
        set: { mapping: chosen.mapping, header: file.header, updatedAt: new Date() },
      })
  }

  const observedAt = query.observedAt ?? new Date()
  const source: ListingSource = chosen.format.id
  const importId = await claimFileImport(deps.db, {
    brand: scope.brand,
    source,
    label: query.fileName,
    observedAt,
    context: {
      marketplace: query.marketplace ?? null,
      sellerId: query.sellerId ?? null,
      sellerName: query.sellerName ?? null,
    },
    mapping: chosen.mapping ?? null,
    fileSha256: spooled.sha256,
    fileBytes: spooled.bytes,
    startedBy,
  })

  async function* sourceRows(): AsyncGenerator<SourceRow> {
    const toSource = (row: { line: number; raw: string; cells: string[] }): SourceRow => ({
      line: row.line,
      raw: row.raw,
      result: read(row.cells),
    })
    yield toSource(first.value!)
    for await (const row of file!.rows) yield toSource(row)
  }

  return {
    importId,
    async run(send) {
      const startedAt = Date.now()
      send({ type: 'started', importId })
      await deps.live.publish({
        kind: 'import.changed',
        userIds: scope.brand.ownerUserId ? [scope.brand.ownerUserId] : [],
        data: { importId },
      })
      try {
        const importRow = { id: importId, brandId: scope.entry.id, observedAt }
        const progress = (p: ImportProgress) =>
          send({ type: 'progress', ...p, bytes: bytesRead, totalBytes })
        const written = worker
          ? await writeObservationsInWorker(
              deps.database,
              importRow,
              spooled.chunks(counted),
              { formatId: chosen.format.id, context },
              progress,
            )
          : await writeObservations(deps.database, importRow, sourceRows(), progress)
        send({ type: 'detecting', rowsRead: written.rowsRead })
        const { detected } = await finishListingImport(
          deps.db,
          scope.brand,
          importId,
          { ...written, startedAt, file: { sha256: spooled.sha256, bytes: spooled.bytes } },
          options.actor,
          // The brand's digest of new findings commits with the import.
          (tx, found) => enqueueFindingsDigest(tx, deps, scope.brand, found, query.fileName),
        )
        if (detected.newlyLinkedOffers > 0) {
          await deps.db.execute(sql`select request_protection_redetect(${scope.entry.id}::uuid)`)
        }
        await afterDetection(deps, scope.brand, detected)
        send({ type: 'done', import: await listingImportItem(deps.db, importId) })
        await refreshProtectionStatistics(deps.database, written.stored).catch((error: unknown) => {
          deps.logger.warn(`statistics after import ${importId}: ${String(error)}`)
        })
      } catch (error) {
        const message = unreadable(error)?.body.message ?? T.failed
        deps.logger.warn(`listings import ${importId} failed: ${(error as Error).message}`)
        await failListingImport(deps.db, importId, message).catch(() => {})
        send({
          type: 'error',
          message,
          import: await listingImportItem(deps.db, importId).catch(() => null),
        })
      } finally {
        await spooled.close()
      }
      await deps.live.publish({
        kind: 'import.changed',
        userIds: scope.brand.ownerUserId ? [scope.brand.ownerUserId] : [],
        data: { importId },
      })
    },
  }
}

export type { ListingImportItem }
