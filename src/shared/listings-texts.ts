/**
 * Issue 14: the numbers and words of importing observed listings (files and the monitoring API).
 */

/** Rows per COPY chunk: large enough to amortise a round trip, small enough to bound memory. */
export const LISTING_IMPORT_CHUNK_ROWS = 20_000
/** A running import renews its heartbeat at least this often... */
export const LISTING_IMPORT_HEARTBEAT_MS = 10_000
/** ...and one silent for this long was interrupted (its process died). */
export const LISTING_IMPORT_STALE_MS = 3 * 60_000
/** Row numbers shown per rejection reason in an import's summary. */
export const LISTING_IMPORT_REJECTION_ROWS_SHOWN = 5
/** An observation dated later than now by more than this (clock skew aside) is refused. */
export const LISTING_OBSERVED_AHEAD_MS = 24 * 60 * 60_000
/** Listings files: delimited text up to this size, streamed; XLSX read whole, so smaller. */
export const LISTINGS_FILE_MAX_BYTES = 1024 * 1024 * 1024
export const LISTINGS_XLSX_MAX_BYTES = 100 * 1024 * 1024
/** The first bytes of a file the browser sends to preview its format and mapping. */
export const LISTINGS_PREVIEW_MAX_BYTES = 256 * 1024
/** Rows a preview shows, mapped. */
export const LISTINGS_PREVIEW_ROWS = 5
/** Observations per monitoring API request. */
export const LISTINGS_API_MAX_OBSERVATIONS = 1000
/**
 * A monitoring API request's body: 1,000 observations of ~500 bytes fit three times over; a batch
 * of unusually long titles and URLs is sent in smaller requests.
 */
export const LISTINGS_API_MAX_BYTES = 1.5 * 1024 * 1024
/** API keys a brand may hold at once (revoked ones do not count). */
export const BRAND_API_KEYS_MAX = 10

export const LISTINGS_CODES = {
  invalidFile: 'LISTINGS_INVALID_FILE',
  tooLarge: 'LISTINGS_FILE_TOO_LARGE',
  noRows: 'LISTINGS_NO_ROWS',
  needsMapping: 'LISTINGS_NEEDS_MAPPING',
  needsSeller: 'LISTINGS_NEEDS_SELLER',
  invalidApiKey: 'LISTINGS_INVALID_API_KEY',
  tooManyKeys: 'LISTINGS_TOO_MANY_KEYS',
  noBrandEntry: 'LISTINGS_NO_BRAND_ENTRY',
} as const

export const LISTINGS_TEXTS = {
  observedInFuture: 'Observed more than a day in the future',
  nulCharacter: 'The row holds a NUL character (a binary file?)',
  interrupted:
    'Interrupted before it finished (the server stopped). Nothing of this file was imported; import it again.',
  failed: 'The import failed. Nothing of this file was imported; try again.',
  invalidFile:
    'This file cannot be read as a listings file. Upload a CSV, a tab-delimited TXT or TSV (such as Amazon’s All Listings Report), or an XLSX.',
  tooLarge: (mb: number) => `The file is larger than ${mb} MB.`,
  xlsxTooLarge: (mb: number) =>
    `An XLSX listings file can be at most ${mb} MB. Save larger files as CSV, which has no such limit.`,
  noRows: 'The file has a header but no listing rows.',
  noHeader: 'The file is empty.',
  needsMapping:
    'This file is not a format we recognise. Tell us which column holds what, and we will remember it for this source.',
  needsSeller: (format: string) =>
    `A ${format} is one seller’s own report and does not say whose it is. Choose the seller.`,
  invalidApiKey: 'Missing or invalid API key.',
  tooManyKeys: (max: number) =>
    `You can hold at most ${max} API keys at once. Revoke one you no longer use.`,
  noBrandEntry:
    'Your brand is not in the brands directory yet, so there is nothing to monitor. Create your directory entry first.',
} as const
