/**
 * An import's warnings as CSV (shared/listing-warnings.ts): every warning kept in its summary,
 * by row (row, kind, message, value, listing), and a last line saying whether that is all of
 * them or how many were cut (an import keeps LISTING_WARNING_ROWS_KEPT; the file itself is not
 * kept, so the rest cannot be read again). An import of before warnings were kept, or one not
 * finished, gives the header and "0 warnings".
 */
import { sql } from 'drizzle-orm'
import type { ListingImportWarnings, ListingWarningRow } from '#shared/listing-warnings.ts'
import {
  LISTING_WARNING_LABELS,
  LISTING_WARNING_TEXTS as T,
} from '#shared/listing-warning-texts.ts'
import type { DbOrTx } from '../../db/client.ts'
import { CSV_BOM, csvLine } from '../../lib/csv/write.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'

const kindLabel = (kind: string, warnings: ListingImportWarnings | null): string =>
  warnings?.kinds.find((k) => k.kind === kind)?.label ??
  LISTING_WARNING_LABELS[kind as keyof typeof LISTING_WARNING_LABELS] ??
  kind

/** The CSV of a brand's import; null when the import is not the brand's. */
export async function importWarningsCsv(
  db: DbOrTx,
  brandId: string,
  importId: string,
): Promise<{ label: string; csv: string } | null> {
  const [row] = await rowsOf<{
    label: string
    warnings: ListingImportWarnings | null
    rows: ListingWarningRow[] | null
  }>(
    db,
    sql`select label, summary->'warnings' as warnings, summary->'warningRows' as rows
      from listing_imports where id = ${importId} and brand_id = ${brandId}`,
  )
  if (!row) return null
  const parts = [CSV_BOM, csvLine(T.csvHeader)]
  for (const [line, kind, message, value, listing] of row.rows ?? []) {
    parts.push(csvLine([line, kindLabel(kind, row.warnings), message, value, listing]))
  }
  const kept = row.rows?.length ?? 0
  const cut = row.warnings?.cut ?? 0
  parts.push(csvLine([cut > 0 ? T.csvCut(kept, cut) : T.csvComplete(kept)]))
  return { label: row.label, csv: parts.join('') }
}
