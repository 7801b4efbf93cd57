/**
 * Importing observed listings (issue 14 item 2): rows read from a file (or pushed by the
 * monitoring API) become observations, then detection judges them (protection/detect.ts).
 *
 * A file reaches a million rows, so its rows go to the database with COPY, in chunks committed
 * one by one, while the import is `running`: nothing reads a running import's rows (readers go
 * through complete imports only: the committed_listing_observations view, offers and findings,
 * which only the final transaction writes). The final transaction runs detection and marks the
 * import complete, all or nothing. A failed import's rows are deleted; an import whose process
 * died (its heartbeat stopped) is marked failed and its rows deleted by the next clean-up, so a
 * half-imported file is never seen.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import {
  LISTING_IMPORT_HEARTBEAT_MS,
  LISTING_IMPORT_STALE_MS,
  LISTINGS_TEXTS as T,
} from '#shared/listings-texts.ts'
import {
  LISTING_SOURCE_LABELS,
  type ListingSource,
  type ObservationDraft,
} from '#shared/listings.ts'
import { listingWebUrl } from '#shared/listing-url.ts'
import type { Database, Db, DbOrTx, Tx } from '../../db/client.ts'
import {
  brandsDirectory,
  listingImports,
  listingObservations,
  type ListingImportSummary,
} from '../../db/schema/index.ts'
import { recordAudit, SYSTEM_ACTOR, type AuditActor } from '../audit-log/record-audit.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'
import type { Logger } from '../../lib/logger.ts'
import { detect, type DetectResult, type ProtectionBrand } from '../protection/detect.ts'
import { dropRepeatedObservations } from './dedupe-observations.ts'
import { ImportWarnings, addUnmatchedWarnings } from './import-warnings.ts'
import {
  OBSERVATION_COPY,
  ObservationChunks,
  Rejections,
  observationLine,
  sha256,
  type ImportProgress,
  type SourceRow,
} from './observation-lines.ts'

export { OBSERVATION_COPY, Rejections, observationLine }
export type { ImportProgress, SourceRow }

export interface ImportStart {
  brand: ProtectionBrand
  source: ListingSource
  label: string
  /** When rows that do not say were observed. */
  observedAt: Date
  context?: { marketplace?: string | null; sellerId?: string | null; sellerName?: string | null }
  mapping?: Record<string, string> | null
  fileSha256?: string | null
  fileBytes?: number | null
  startedBy: string | null
}

export async function startListingImport(db: Db, start: ImportStart): Promise<string> {
  const [row] = await db
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
      fileSha256: start.fileSha256 ?? null,
      fileBytes: start.fileBytes ?? null,
      startedBy: start.startedBy,
    })
    .returning({ id: listingImports.id })
  return row!.id
}

/**
 * Renews the running import's heartbeat, at most every LISTING_IMPORT_HEARTBEAT_MS: an import
 * whose heartbeat stops is one whose process died (cleanUpInterruptedImports).
 */
export function importHeartbeat(database: Database, importId: string): () => Promise<void> {
  let lastBeat = Date.now()
  return async () => {
    if (Date.now() - lastBeat <= LISTING_IMPORT_HEARTBEAT_MS) return
    lastBeat = Date.now()
    await database.db
      .update(listingImports)
      .set({ heartbeatAt: new Date() })
      .where(eq(listingImports.id, importId))
  }
}

/**
 * Writes a file's rows with COPY, a chunk at a time, renewing the import's heartbeat. Returns
 * what was read; throws when the database refuses a chunk (the caller fails the import).
 */
export async function writeObservations(
  database: Database,
  importRow: { id: string; brandId: string; observedAt: Date },
  rows: AsyncIterable<SourceRow>,
  onProgress: (p: ImportProgress) => void,
): Promise<{
  rowsRead: number
  stored: number
  rejections: Rejections
  warnings: ImportWarnings
}> {
  const read = new ObservationChunks(importRow, Date.now())
  let stored = 0
  const heartbeat = importHeartbeat(database, importRow.id)
  const progress = () =>
    onProgress({ rowsRead: read.rowsRead, stored, rejected: read.rejections.total })
  for await (const chunk of read.of(rows)) {
    await database.copyFrom(OBSERVATION_COPY, chunk.text)
    stored += chunk.rows
    await heartbeat()
    progress()
  }
  progress()
  const { rowsRead, rejections, warnings } = read
  return { rowsRead, stored, rejections, warnings }
}

/**
 * The import's final transaction: detection over its rows, then the import marked complete with
 * its summary and its audit entry (decision 016: who imported which file, what it found). Either
 * all of it commits or none of it does.
 */
export async function finishListingImport(
  db: Db,
  brand: ProtectionBrand,
  importId: string,
  read: {
    rowsRead: number
    rejections: Rejections
    /** The rows' warnings as read; detection's unmatched rows are added to them here. */
    warnings?: ImportWarnings
    duplicates?: number
    startedAt: number
    file?: { sha256: string; bytes: number }
  },
  /** Who imported the file: the request's actor; the system for imports no request made. */
  actor: AuditActor = SYSTEM_ACTOR,
  /** What else commits with the import: the brand's digest of new findings (its mail). */
  alsoInTransaction?: (tx: Tx, detected: DetectResult) => Promise<void>,
): Promise<{ summary: ListingImportSummary; detected: DetectResult }> {
  return db.transaction(async (tx) => {
    // Rows the brand has from an earlier import are not stored twice (dedupe-observations.ts).
    const repeated = await dropRepeatedObservations(tx, brand.entryId, importId)
    const detected = await detect(tx, brand, { kind: 'import', importId })
    const warnings = read.warnings ?? new ImportWarnings()
    await addUnmatchedWarnings(tx, warnings, brand.entryId, importId, detected.unmatched)
    // Prices detection could not judge (no MAP or rate in their currency): decision 013.
    for (const n of detected.notJudged) {
      warnings.addCounted(
        'not_judged',
        n.reason,
        n.rows.map((row) => ({ row, value: n.reason, listing: null })),
        n.count,
      )
    }
    const summary = summaryOf(
      { ...read, warnings, duplicates: (read.duplicates ?? 0) + repeated },
      detected,
    )
    await tx
      .update(listingImports)
      .set({
        status: 'complete',
        summary,
        finishedAt: new Date(),
        heartbeatAt: new Date(),
        ...(read.file ? { fileSha256: read.file.sha256, fileBytes: read.file.bytes } : {}),
      })
      .where(eq(listingImports.id, importId))
    const [done] = await tx
      .select({
        label: listingImports.label,
        source: listingImports.source,
        fileSha256: listingImports.fileSha256,
        fileBytes: listingImports.fileBytes,
        brandName: brandsDirectory.name,
      })
      .from(listingImports)
      .innerJoin(brandsDirectory, eq(brandsDirectory.id, listingImports.brandId))
      .where(eq(listingImports.id, importId))
    await recordAudit(tx, {
      actor,
      action: 'listing_import.completed',
      targetType: 'listing_import',
      targetId: importId,
      targetLabel: done ? `${done.label} (${done.brandName})` : importId,
      after: {
        file: done?.label ?? null,
        source: done ? LISTING_SOURCE_LABELS[done.source] : null,
        fileSha256: done?.fileSha256 ?? null,
        fileBytes: done?.fileBytes ?? null,
        rowsRead: summary.rowsRead,
        matched: summary.matched,
        unmatched: summary.unmatched,
        rejected: summary.rejected,
        findingsOpened: detected.opened.length,
        findingsClosed: summary.findingsClosed,
      },
    })
    await alsoInTransaction?.(tx, detected)
    return { summary, detected }
  })
}

export function summaryOf(
  read: {
    rowsRead: number
    rejections: Rejections
    warnings?: ImportWarnings
    duplicates?: number
    startedAt: number
  },
  detected: DetectResult,
): ListingImportSummary {
  const findingsOpened: Record<string, number> = {}
  for (const f of detected.opened) findingsOpened[f.kind] = (findingsOpened[f.kind] ?? 0) + 1
  return {
    rowsRead: read.rowsRead,
    matched: detected.matched,
    unmatched: detected.unmatched,
    rejected: read.rejections.total,
    rejections: read.rejections.rejected(),
    leftOut: read.rejections.kept(),
    duplicates: read.duplicates ?? 0,
    findingsOpened,
    findingsClosed: detected.closed.length,
    stillOpen: detected.stillOpen,
    stale: detected.stale,
    durationMs: Date.now() - read.startedAt,
    ...(read.warnings
      ? { warnings: read.warnings.summary(), warningRows: read.warnings.keptRows() }
      : {}),
  }
}

/** A failed import keeps its record (with the reason) and loses its rows. */
export async function failListingImport(db: Db, importId: string, error: string) {
  await db
    .update(listingImports)
    .set({ status: 'failed', error, finishedAt: new Date() })
    .where(eq(listingImports.id, importId))
  await db.delete(listingObservations).where(eq(listingObservations.importId, importId))
}

/**
 * Imports whose process died mid-way (no heartbeat for LISTING_IMPORT_STALE_MS; on the embedded
 * database, every running import at start, `all`) are marked failed and their rows deleted.
 */
export async function cleanUpInterruptedImports(
  db: Db,
  logger: Logger,
  options: { all?: boolean; brandId?: string } = {},
): Promise<number> {
  const stale = await db
    .update(listingImports)
    .set({ status: 'failed', error: T.interrupted, finishedAt: new Date() })
    .where(
      and(
        eq(listingImports.status, 'running'),
        options.brandId ? eq(listingImports.brandId, options.brandId) : undefined,
        options.all
          ? undefined
          : lt(listingImports.heartbeatAt, new Date(Date.now() - LISTING_IMPORT_STALE_MS)),
      ),
    )
    .returning({ id: listingImports.id })
  if (stale.length === 0) return 0
  const ids = stale.map((s) => s.id)
  await db.delete(listingObservations).where(inArray(listingObservations.importId, ids))
  logger.warn(`listing imports interrupted, rows deleted: ${ids.join(', ')}`)
  return ids.length
}

/** How many rows an import has written so far (tests, and the kill test). */
export async function storedRows(db: Db, importId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(listingObservations)
    .where(eq(listingObservations.importId, importId))
  return row!.n
}

/**
 * Observations inserted in one statement (the monitoring API's batch, the demo's listings), in the
 * caller's transaction; an external id stored before is skipped. Returns how many were new.
 */
export async function insertObservations(
  tx: DbOrTx,
  importId: string,
  brandId: string,
  items: readonly {
    rowNo: number
    externalId: string | null
    draft: ObservationDraft
    raw: string
  }[],
): Promise<number> {
  const rows = items.map(({ rowNo, externalId, draft: d, raw }) => ({
    row_no: rowNo,
    external_id: externalId,
    marketplace: d.marketplace,
    seller_id: d.sellerId,
    seller_name: d.sellerName,
    listing_id: d.listingId,
    gtin: d.gtin,
    sku: d.sku,
    title: d.title,
    price: d.price,
    shipping: d.shipping,
    currency: d.currency,
    coupon_amount: d.couponAmount ?? null,
    coupon_percent: d.couponPercent ?? null,
    subscribe_save_percent: d.subscribeSavePercent ?? null,
    business_price: d.businessPrice ?? null,
    price_in_cart: d.priceInCart ?? null,
    quantity: d.quantity ?? null,
    condition: d.condition,
    observed_at: d.observedAt!.toISOString(),
    // Only an http(s) address is stored, whoever wrote the draft (shared/listing-url.ts).
    url: listingWebUrl(d.url) === null ? null : d.url,
    raw,
    raw_sha256: sha256(raw),
  }))
  const inserted = await rowsOf<{ row_no: number }>(
    tx,
    sql`insert into listing_observations
        (import_id, row_no, brand_id, external_id, marketplace, seller_id, seller_name, listing_id,
         gtin, sku, title, price, shipping, currency, coupon_amount, coupon_percent,
         subscribe_save_percent, business_price, price_in_cart, quantity, condition, observed_at,
         url, raw, raw_sha256)
      select ${importId}, r.row_no, ${brandId}, r.external_id, r.marketplace, r.seller_id,
        r.seller_name, r.listing_id, r.gtin, r.sku, r.title, r.price, r.shipping, r.currency,
        r.coupon_amount, r.coupon_percent, r.subscribe_save_percent, r.business_price,
        r.price_in_cart, r.quantity, r.condition, r.observed_at, r.url, r.raw, r.raw_sha256
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(row_no int, external_id text,
        marketplace text, seller_id text, seller_name text, listing_id text, gtin text, sku text,
        title text, price numeric, shipping numeric, currency text, coupon_amount numeric,
        coupon_percent numeric, subscribe_save_percent numeric, business_price numeric,
        price_in_cart boolean, quantity int, condition text,
        observed_at timestamptz, url text, raw text, raw_sha256 text)
      on conflict (brand_id, external_id) where external_id is not null do nothing
      returning row_no`,
  )
  return inserted.length
}
