/**
 * A listings row as a line of the observations COPY, or the reason it is refused (issue 14):
 * the part of an import that needs no database, so that a worker thread can run it
 * (listings-parse-worker.ts) while the main thread writes.
 */
import { createHash } from 'node:crypto'
import {
  LISTING_IMPORT_CHUNK_ROWS,
  LISTING_IMPORT_REJECTION_ROWS_SHOWN,
  LISTING_OBSERVED_AHEAD_MS,
  LISTINGS_TEXTS as T,
} from '#shared/listings-texts.ts'
import type { DraftResult, ObservationDraft } from '#shared/listings.ts'
import { listingWebUrl } from '#shared/listing-url.ts'
import type { ListingImportSummary } from '../../db/schema/index.ts'
import { copyLine } from '../../lib/copy-text.ts'
import { ImportWarnings } from './import-warnings.ts'

export const OBSERVATION_COPY = `COPY listing_observations (import_id, row_no, brand_id, external_id, marketplace, seller_id, seller_name, listing_id, gtin, sku, title, price, shipping, currency, coupon_amount, coupon_percent, subscribe_save_percent, business_price, price_in_cart, quantity, condition, observed_at, url, raw, raw_sha256) FROM STDIN`

/** One source row: its number as the file shows it, and its exact text. */
export interface SourceRow {
  line: number
  raw: string
  result: DraftResult
  /** The monitoring API's observation id. */
  externalId?: string | null
}

export interface ImportProgress {
  rowsRead: number
  stored: number
  rejected: number
}

/**
 * Rejected rows by reason, with the first few row numbers of each (the summary shows them); and,
 * apart, rows imported with a value left out (`keep`: a listing address that is not http(s)),
 * which the summary lists as such. `total` counts the rejected rows only.
 */
export class Rejections {
  private readonly byReason = new Map<string, { count: number; rows: number[]; kept: boolean }>()
  total = 0

  add(reason: string, line: number) {
    this.total += 1
    this.count(reason, line, false)
  }

  /** A row imported without one of its values, for `reason`. */
  keep(reason: string, line: number) {
    this.count(`kept:${reason}`, line, true)
  }

  private count(key: string, line: number, kept: boolean) {
    const entry = this.byReason.get(key) ?? { count: 0, rows: [], kept }
    entry.count += 1
    if (entry.rows.length < LISTING_IMPORT_REJECTION_ROWS_SHOWN) entry.rows.push(line)
    this.byReason.set(key, entry)
  }

  /**
   * Every reason, the rows imported with a value left out marked `kept` (so that the list a
   * worker thread sends carries both).
   */
  list(): ListingImportSummary['rejections'] {
    return [...this.byReason]
      .map(([key, e]) =>
        e.kept
          ? { reason: key.slice('kept:'.length), count: e.count, rows: e.rows, kept: true }
          : { reason: key, count: e.count, rows: e.rows },
      )
      .sort((a, b) => b.count - a.count)
  }

  /** The rejected rows' reasons (the summary's rejections). */
  rejected(): ListingImportSummary['rejections'] {
    return this.list().filter((r) => !r.kept)
  }

  /** The rows imported with a value left out, by reason (the summary's leftOut). */
  kept(): NonNullable<ListingImportSummary['leftOut']> {
    return this.list()
      .filter((r) => r.kept)
      .map(({ reason, count, rows }) => ({ reason, count, rows }))
  }

  /** The rejections another thread counted (list() and total, as it sent them). */
  static from(list: ListingImportSummary['rejections'], total: number): Rejections {
    const rejections = new Rejections()
    for (const r of list) {
      rejections.byReason.set(r.kept ? `kept:${r.reason}` : r.reason, {
        count: r.count,
        rows: [...r.rows],
        kept: r.kept === true,
      })
    }
    rejections.total = total
    return rejections
  }
}

/** Warnings of a format's reading that the import's summary reports (the row is imported). */
const REPORTED_WARNINGS: ReadonlySet<string> = new Set([T.urlLeftOut])

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * An observation as a COPY line (with what was left out of it, for the summary), or the reason
 * it is refused.
 */
export function observationLine(
  importId: string,
  brandId: string,
  row: SourceRow,
  observedAt: Date,
  now: number,
): { line: string; leftOut: string[] } | { reason: string } {
  if (!row.result.ok) return { reason: row.result.reason }
  const d: ObservationDraft = row.result.draft
  const at = d.observedAt ?? observedAt
  if (at.getTime() > now + LISTING_OBSERVED_AHEAD_MS) return { reason: T.observedInFuture }
  if (row.raw.includes('\u0000')) return { reason: T.nulCharacter }
  const leftOut = row.result.warnings.filter((w) => REPORTED_WARNINGS.has(w))
  // Only an http(s) address is stored, whatever a format let through.
  const url = listingWebUrl(d.url) === null ? null : d.url
  if (d.url !== null && url === null && !leftOut.includes(T.urlLeftOut)) {
    leftOut.push(T.urlLeftOut)
  }
  return {
    leftOut,
    line: copyLine([
      importId,
      row.line,
      brandId,
      row.externalId ?? null,
      d.marketplace,
      d.sellerId,
      d.sellerName,
      d.listingId,
      d.gtin,
      d.sku,
      d.title,
      d.price,
      d.shipping,
      d.currency,
      d.couponAmount ?? null,
      d.couponPercent ?? null,
      d.subscribeSavePercent ?? null,
      d.businessPrice ?? null,
      d.priceInCart ?? null,
      d.quantity ?? null,
      d.condition,
      at,
      url,
      row.raw,
      sha256(row.raw),
    ]),
  }
}

/**
 * A file's rows as COPY text of LISTING_IMPORT_CHUNK_ROWS rows at a time, counting the rows read
 * and the rows refused with their reasons as it goes: what an import does with its rows before
 * the database, on the request's thread (writeObservations) or on a worker.
 */
export class ObservationChunks {
  rowsRead = 0
  readonly rejections = new Rejections()
  readonly warnings = new ImportWarnings()

  constructor(
    private readonly importRow: { id: string; brandId: string; observedAt: Date },
    private readonly now: number,
  ) {}

  async *of(rows: AsyncIterable<SourceRow>): AsyncGenerator<{ text: string; rows: number }> {
    const { id, brandId, observedAt } = this.importRow
    let text = ''
    let count = 0
    for await (const row of rows) {
      this.rowsRead += 1
      const out = observationLine(id, brandId, row, observedAt, this.now)
      if ('reason' in out) {
        this.rejections.add(out.reason, row.line)
        continue
      }
      for (const reason of out.leftOut) this.rejections.keep(reason, row.line)
      this.warnings.addDraft(row.line, row.result, out.leftOut)
      text += out.line
      count += 1
      if (count >= LISTING_IMPORT_CHUNK_ROWS) {
        yield { text, rows: count }
        text = ''
        count = 0
      }
    }
    if (count > 0) yield { text, rows: count }
  }
}
