/**
 * Warnings of a listings import: rows imported with something the brand should know (a GTIN
 * whose check digit fails and was left out, a Keepa row naming no Buy Box seller, a quantity that
 * is not a whole number, a product none of the brand's matched…). The summary groups them by a
 * stable kind (not by their message, which holds the row's values) with a count and the first
 * rows; the rows themselves, up to LISTING_WARNING_ROWS_KEPT, are downloaded as CSV.
 */

/** Sample rows kept per kind (the summary shows them). */
export const LISTING_WARNING_SAMPLES = 5
/** Kinds counted apart; the warnings of any further kind are counted under `other`. */
export const LISTING_WARNING_KINDS_MAX = 30
/** Warnings kept for the download, the first ones by row; the rest are counted as cut. */
export const LISTING_WARNING_ROWS_KEPT = 10_000
/** Longest message and value kept for a warning (a cell may hold megabytes). */
export const LISTING_WARNING_TEXT_MAX = 300

/** The kinds the readers and detection write; other warnings get a kind of their own text. */
export const LISTING_WARNING_KINDS = [
  'gtin_check_digit',
  'gtin_invalid',
  'no_buy_box_seller',
  'new_offer_seller_unknown',
  'buy_box_lost',
  'quantity_not_whole',
  'id_too_long',
  'asin_malformed',
  'item_id_malformed',
  'url_left_out',
  'currency_unknown',
  'not_judged',
  'unmatched_product',
  'other',
] as const
export type KnownListingWarningKind = (typeof LISTING_WARNING_KINDS)[number]

export interface ListingWarningKind {
  /** A known kind, or `text:` and the message with its values taken out. */
  kind: string
  /** The kind in words: a known kind's label, or the message with its values taken out. */
  label: string
  count: number
  /** The first rows of this kind, with the value the warning is about (or the listing's id). */
  samples: { row: number; value: string | null }[]
}

export interface ListingImportWarnings {
  /** Every warning counted (a row with two warnings counts twice). */
  total: number
  /** By count, most first. */
  kinds: ListingWarningKind[]
  /** Warnings kept for the download (the first by row), and those cut from it. */
  kept: number
  cut: number
}

/** One warning kept for the download: row, kind, message, value, the listing's identifier. */
export type ListingWarningRow = [
  row: number,
  kind: string,
  message: string,
  value: string | null,
  listing: string | null,
]

/** Where a brand downloads an import's warnings (the brand's own API only). */
export const listingWarningsCsvPath = (importId: string) =>
  `/api/brand/protection/imports/${encodeURIComponent(importId)}/warnings.csv`
