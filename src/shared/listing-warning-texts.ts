/**
 * The words of a listings import's warnings (listing-warnings.ts): each kind's label, the
 * warning detection adds (a product none of the brand's matched), the Warnings section of the
 * import summary and its CSV download.
 */
import type { KnownListingWarningKind } from './listing-warnings.ts'

const count = (n: number) => n.toLocaleString('en-US')

export const LISTING_WARNING_LABELS: Record<KnownListingWarningKind, string> = {
  gtin_check_digit: 'GTIN check digit wrong: GTIN left out',
  gtin_invalid: 'GTIN not valid: GTIN left out',
  no_buy_box_seller: 'No Buy Box seller named',
  new_offer_seller_unknown: 'No Buy Box price: lowest new offer, seller not named',
  buy_box_lost: 'Another seller wins the Buy Box, not named',
  quantity_not_whole: 'Quantity not a whole number: left out',
  id_too_long: 'Identifier too long: cut',
  asin_malformed: 'ASIN not 10 letters and digits: left out',
  item_id_malformed: 'Walmart item id not a number: left out',
  url_left_out: 'Listing URL not a web address: left out',
  currency_unknown: 'Currency not known',
  not_judged: 'Prices not judged against a MAP',
  unmatched_product: 'Not matched to any of your products',
  other: 'Other warnings',
}

export const LISTING_WARNING_TEXTS = {
  /** The warning of a row detection matched to none of the brand's products. */
  unmatched: "Not matched to any of the brand's products (by GTIN, ASIN, item id or SKU)",
  title: 'Warnings',
  description: 'Rows imported with something to check. Each kind with its count and first rows.',
  kind: (label: string, n: number) => `${label}: ${count(n)} ${n === 1 ? 'row' : 'rows'}`,
  samples: 'First rows',
  sample: (row: number, value: string | null) =>
    value === null ? `row ${count(row)}` : `row ${count(row)} (${value})`,
  download: 'Download warnings (CSV)',
  cutNote: (kept: number, cut: number) =>
    `The download lists the first ${count(kept)} warnings; ${count(cut)} more were counted but not kept.`,
  csvFileName: (label: string) => `warnings-${label.replace(/[^\w.-]+/g, '_').slice(0, 80)}.csv`,
  csvHeader: ['Row', 'Kind', 'Message', 'Value', 'Listing'] as const,
  /** The CSV's last line when warnings were cut. */
  csvCut: (kept: number, cut: number) =>
    `${count(cut)} more warnings were counted but not kept: only the first ${count(kept)} are kept per import.`,
  /** The CSV's last line when every warning is listed. */
  csvComplete: (n: number) => `${count(n)} ${n === 1 ? 'warning' : 'warnings'}, all listed.`,
} as const
