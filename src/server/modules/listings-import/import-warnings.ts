/**
 * The warnings of an import (shared/listing-warnings.ts), counted while its rows are read (on
 * the request's thread or the parse worker: state() and from() carry them across) and completed
 * by detection's unmatched rows in the final transaction.
 *
 * The format readers write warnings as messages holding the row's values ("GTIN 0123… has a
 * wrong check digit (expected 5): GTIN left out"): each is given a stable kind here, so that
 * 10,000 such rows are one kind counted 10,000 times. Memory is bounded whatever the file's
 * size: LISTING_WARNING_KINDS_MAX kinds of LISTING_WARNING_SAMPLES samples, and the first
 * LISTING_WARNING_ROWS_KEPT warnings for the download.
 */
import { sql } from 'drizzle-orm'
import {
  LISTING_WARNING_KINDS_MAX,
  LISTING_WARNING_ROWS_KEPT,
  LISTING_WARNING_SAMPLES,
  LISTING_WARNING_TEXT_MAX,
  type KnownListingWarningKind,
  type ListingImportWarnings,
  type ListingWarningKind,
  type ListingWarningRow,
} from '#shared/listing-warnings.ts'
import { LISTING_WARNING_LABELS, LISTING_WARNING_TEXTS } from '#shared/listing-warning-texts.ts'
import { LISTINGS_TEXTS } from '#shared/listings-texts.ts'
import type { DraftResult, ObservationDraft } from '#shared/listings.ts'
import type { DbOrTx } from '../../db/client.ts'
import { rowsOf } from '../brand-dashboard/sql-rows.ts'
import { NEW_PRICE_SELLER_UNKNOWN } from './formats/keepa.ts'

export interface Classified {
  kind: string
  label: string
  value: string | null
}

const known = (kind: KnownListingWarningKind, value: string | null = null): Classified => ({
  kind,
  label: LISTING_WARNING_LABELS[kind],
  value,
})

/** Messages without a value in them, by their exact text (the common case: one lookup). */
const EXACT: ReadonlyMap<string, KnownListingWarningKind> = new Map([
  ['Keepa names no Buy Box seller for this product', 'no_buy_box_seller'],
  [NEW_PRICE_SELLER_UNKNOWN, 'new_offer_seller_unknown'],
  [LISTINGS_TEXTS.urlLeftOut, 'url_left_out'],
  [LISTING_WARNING_TEXTS.unmatched, 'unmatched_product'],
])

/** Messages with a value, by their pattern; the first group is the value. */
const PATTERNS: readonly [RegExp, KnownListingWarningKind][] = [
  // finishDraft: normaliseGtin's reason and ": GTIN left out" (shared/gtin.ts words them).
  [/^GTIN '?(.*?)'? has a wrong check digit\b.*: GTIN left out$/s, 'gtin_check_digit'],
  [
    /^GTIN '?(.*?)'? (?:must be|has \d+ digits|is all zeros|was rounded)\b.*: GTIN left out$/s,
    'gtin_invalid',
  ],
  [/^(?:No GTIN|.*\bGTIN\b.*): GTIN left out$/s, 'gtin_invalid'],
  [/^Quantity '(.*)' is not a whole number/s, 'quantity_not_whole'],
  [/^(.*) was longer than \d+ characters and was cut$/s, 'id_too_long'],
  [/^ASIN '(.*)' is not 10 letters and digits/s, 'asin_malformed'],
  [/^Item id '(.*)' is not a number/s, 'item_id_malformed'],
  [/^Another seller wins the Buy Box at (.*?); the report does not say who$/s, 'buy_box_lost'],
  // Whatever a reader says of a currency it does not know, with the code or sign quoted.
  [/\bcurrency\b(?:.*?'(.*?)')?/is, 'currency_unknown'],
]

const QUOTED = /'[^']*'/g
const NUMBER = /\d[\d.,]*/g
const KIND_TEXT_MAX = 120
const CLASSIFIED_MAX = 2_000

const clipText = (text: string, max = LISTING_WARNING_TEXT_MAX) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text

/**
 * A warning's kind and value. A message of no known kind gets a kind of its text with the
 * quoted values and numbers taken out ("Seller '…' is …"), so that it still groups, and its
 * first quoted value.
 */
export function classifyWarning(full: string): Classified {
  // A message quotes its cell, which may be long: the patterns read the start of it only.
  const message = full.length > CLASSIFIED_MAX ? full.slice(0, CLASSIFIED_MAX) : full
  const exact = EXACT.get(message)
  if (exact) return known(exact)
  for (const [pattern, kind] of PATTERNS) {
    const match = pattern.exec(message)
    if (match) return known(kind, match[1] ? clipText(match[1]) : null)
  }
  const text = clipText(message.replace(QUOTED, "'…'").replace(NUMBER, '#'), KIND_TEXT_MAX)
  const quoted = /'([^']*)'/.exec(message)
  return { kind: `text:${text}`, label: text, value: quoted ? clipText(quoted[1]!) : null }
}

/** What identifies a row's listing in the download: its ASIN or item id, else SKU, else GTIN. */
export function listingOf(draft: ObservationDraft): string | null {
  return draft.listingId ?? draft.sku ?? draft.gtin
}

export interface ImportWarningsState {
  kinds: ListingWarningKind[]
  rows: ListingWarningRow[]
}

export class ImportWarnings {
  private readonly kinds = new Map<string, ListingWarningKind>()
  private rows: ListingWarningRow[] = []
  private total = 0

  /** A row's warnings: its draft's, and what the import left out of it besides (`leftOut`). */
  addDraft(row: number, result: DraftResult, leftOut: readonly string[] = []) {
    if (!result.ok || (result.warnings.length === 0 && leftOut.length === 0)) return
    const listing = listingOf(result.draft)
    for (const message of result.warnings) this.add(row, message, listing)
    for (const message of leftOut) {
      if (!result.warnings.includes(message)) this.add(row, message, listing)
    }
  }

  add(row: number, message: string, listing: string | null, classified = classifyWarning(message)) {
    this.total += 1
    let entry = this.kinds.get(classified.kind)
    if (!entry) {
      const kind =
        this.kinds.size < LISTING_WARNING_KINDS_MAX || classified.kind === 'unmatched_product'
          ? classified
          : known('other')
      entry = this.kinds.get(kind.kind)
      if (!entry) {
        entry = { kind: kind.kind, label: kind.label, count: 0, samples: [] }
        this.kinds.set(kind.kind, entry)
      }
    }
    entry.count += 1
    if (entry.samples.length < LISTING_WARNING_SAMPLES) {
      entry.samples.push({ row, value: classified.value ?? listing })
    }
    if (this.rows.length < LISTING_WARNING_ROWS_KEPT) {
      this.rows.push([row, entry.kind, clipText(message), classified.value, listing])
    }
  }

  /**
   * Rows of another source (detection's unmatched rows, read in row order), `count` in all:
   * merged with the rows kept by row, so the download keeps the first warnings of the file.
   */
  addCounted(
    kind: KnownListingWarningKind,
    message: string,
    rows: readonly { row: number; value: string | null; listing: string | null }[],
    count: number,
  ) {
    if (count === 0) return
    const entry: ListingWarningKind = this.kinds.get(kind) ?? {
      kind,
      label: LISTING_WARNING_LABELS[kind],
      count: 0,
      samples: [],
    }
    this.kinds.set(kind, entry)
    entry.count += count
    this.total += count
    for (const r of rows.slice(0, LISTING_WARNING_SAMPLES - entry.samples.length)) {
      entry.samples.push({ row: r.row, value: r.value ?? r.listing })
    }
    const added: ListingWarningRow[] = rows.map((r) => [r.row, kind, message, r.value, r.listing])
    this.rows = [...this.rows, ...added]
      .sort((a, b) => a[0] - b[0])
      .slice(0, LISTING_WARNING_ROWS_KEPT)
  }

  get count(): number {
    return this.total
  }

  /** The summary's warnings: the kinds by count, and how many warnings the download keeps. */
  summary(): ListingImportWarnings {
    const kinds = [...this.kinds.values()]
      .map((k) => ({ ...k, samples: [...k.samples].sort((a, b) => a.row - b.row) }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    return { total: this.total, kinds, kept: this.rows.length, cut: this.total - this.rows.length }
  }

  /** The warnings kept for the download, by row. */
  keptRows(): ListingWarningRow[] {
    return this.rows
  }

  /** What a worker thread sends (structured-cloneable). */
  state(): ImportWarningsState & { total: number } {
    return { kinds: [...this.kinds.values()], rows: this.rows, total: this.total }
  }

  static from(state: ImportWarningsState & { total: number }): ImportWarnings {
    const warnings = new ImportWarnings()
    for (const k of state.kinds) warnings.kinds.set(k.kind, { ...k, samples: [...k.samples] })
    warnings.rows = [...state.rows]
    warnings.total = state.total
    return warnings
  }
}

/**
 * Detection's unmatched rows of an import (matched to none of the brand's products: their offer
 * has no product), as warnings: `count` (detection's figure) and the first rows, after detect()
 * in the final transaction.
 */
export async function addUnmatchedWarnings(
  tx: DbOrTx,
  warnings: ImportWarnings,
  brandId: string,
  importId: string,
  count: number,
) {
  if (count === 0) return
  const rows = await rowsOf<{
    row_no: number
    listing_id: string | null
    gtin: string | null
    sku: string | null
  }>(
    tx,
    sql`select o.row_no, o.listing_id, o.gtin, o.sku
      from listing_observations o
      join listing_offers f on f.brand_id = o.brand_id and f.offer_key = o.offer_key
      where o.import_id = ${importId} and o.brand_id = ${brandId} and f.product_id is null
      order by o.row_no
      limit ${LISTING_WARNING_ROWS_KEPT}`,
  )
  warnings.addCounted(
    'unmatched_product',
    LISTING_WARNING_TEXTS.unmatched,
    rows.map((r) => ({
      row: r.row_no,
      value: r.gtin ? `GTIN ${r.gtin}` : null,
      listing: r.listing_id ?? r.sku ?? r.gtin,
    })),
    count,
  )
}
