/**
 * The brand's listings imports, newest first: each with its source, status and summary (rows
 * read, matched, unmatched, rejected with reasons, findings opened and closed). A running import
 * whose heartbeat stopped shows as interrupted: nothing of it was imported. The imports of the
 * monitoring connectors (one per check) are not listed: the Monitoring screen is their place.
 */
import { and, desc, eq, notInArray, sql } from 'drizzle-orm'
import { MONITORING_SOURCES } from '#shared/monitoring.ts'
import { LISTING_IMPORT_STALE_MS, LISTINGS_TEXTS } from '#shared/listings-texts.ts'
import type { ListingImportItem } from '#shared/protection-api.ts'
import type { DbOrTx } from '../../db/client.ts'
import { listingImports, profiles } from '../../db/schema/index.ts'

const columns = {
  id: listingImports.id,
  source: listingImports.source,
  label: listingImports.label,
  status: listingImports.status,
  startedAt: listingImports.startedAt,
  finishedAt: listingImports.finishedAt,
  heartbeatAt: listingImports.heartbeatAt,
  observedAt: listingImports.observedAt,
  fileBytes: listingImports.fileBytes,
  // The warnings kept for their download (up to LISTING_WARNING_ROWS_KEPT) stay in the database.
  summary: sql<ListingImportItem['summary']>`${listingImports.summary} - 'warningRows'`,
  error: listingImports.error,
  startedBy: sql<string | null>`coalesce(${profiles.fullName}, ${profiles.email})`,
}

interface Row {
  id: string
  source: ListingImportItem['source']
  label: string
  status: ListingImportItem['status']
  startedAt: Date
  finishedAt: Date | null
  heartbeatAt: Date
  observedAt: Date
  fileBytes: number | null
  summary: ListingImportItem['summary']
  error: string | null
  startedBy: string | null
}

function toItem(r: Row, now: number): ListingImportItem {
  const interrupted =
    r.status === 'running' && now - r.heartbeatAt.getTime() > LISTING_IMPORT_STALE_MS
  return {
    id: r.id,
    source: r.source,
    label: r.label,
    status: interrupted ? 'failed' : r.status,
    startedAt: r.startedAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
    startedBy: r.startedBy,
    observedAt: r.observedAt.toISOString(),
    fileBytes: r.fileBytes,
    summary: r.summary,
    error: interrupted ? LISTINGS_TEXTS.interrupted : r.error,
  }
}

export async function listListingImports(
  db: DbOrTx,
  brandId: string,
  limit = 50,
): Promise<ListingImportItem[]> {
  const rows = await db
    .select(columns)
    .from(listingImports)
    .leftJoin(profiles, eq(profiles.id, listingImports.startedBy))
    .where(
      and(
        eq(listingImports.brandId, brandId),
        notInArray(listingImports.source, [...MONITORING_SOURCES]),
      ),
    )
    .orderBy(desc(listingImports.startedAt))
    .limit(limit)
  const now = Date.now()
  return rows.map((r) => toItem(r as Row, now))
}

export async function listingImportItem(
  db: DbOrTx,
  importId: string,
): Promise<ListingImportItem | null> {
  const [row] = await db
    .select(columns)
    .from(listingImports)
    .leftJoin(profiles, eq(profiles.id, listingImports.startedBy))
    .where(eq(listingImports.id, importId))
  return row ? toItem(row as Row, Date.now()) : null
}
