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
/**
 * The text of an XLSX listings file's shared strings (every distinct text cell, kept in memory
 * while the sheet is read), in characters (decision 012, "Bounds"). A real report's distinct text
 * is some 250 characters an item (Walmart's item report: SKU, item ID, name, WPID, GTIN, URLs;
 * Keepa's export: title, URLs, seller), so this is 250,000 items and more; larger catalogs come
 * as CSV or TSV (Amazon's reports always do), read as a stream. It holds the table to at most
 * 64 MB of memory for plain text (128 MB if every string has a character beyond Latin-1), where
 * a 20 MB workbook of 687 MB of shared strings took 750 MB.
 */
export const LISTINGS_XLSX_MAX_SHARED_STRING_CHARS = 64_000_000
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
  apiKeyOwnerBanned: 'LISTINGS_API_KEY_OWNER_BANNED',
  apiKeyNoOwner: 'LISTINGS_API_KEY_NO_OWNER',
  apiKeyBrandInactive: 'LISTINGS_API_KEY_BRAND_INACTIVE',
  tooManyKeys: 'LISTINGS_TOO_MANY_KEYS',
  noBrandEntry: 'LISTINGS_NO_BRAND_ENTRY',
  alreadyImported: 'LISTINGS_ALREADY_IMPORTED',
  uploadNotStored: 'LISTINGS_UPLOAD_NOT_STORED',
  tooManyBlankLines: 'LISTINGS_TOO_MANY_BLANK_LINES',
  xlsxTooMuchText: 'LISTINGS_XLSX_TOO_MUCH_TEXT',
} as const

export const LISTINGS_TEXTS = {
  observedInFuture: 'Observed more than a day in the future',
  /** A row kept without its listing address (shared/listing-url.ts). */
  urlLeftOut: 'The URL is not a web address (http or https): imported without it',
  /** A row whose currency cannot be told: imported, never judged against a MAP (decision 013). */
  currencyUnknown: (marker: string) =>
    marker === ''
      ? 'Currency unknown: the price is not judged against a MAP'
      : `Currency '${marker}' unknown for this marketplace: the price is not judged against a MAP`,
  /** The monitoring API refuses such an observation: the service sending it can correct it. */
  urlNotWeb: 'Not a web address: only http and https addresses are accepted',
  nulCharacter: 'The row holds a NUL character (a binary file?)',
  interrupted:
    'Interrupted before it finished (the server stopped). Nothing of this file was imported; import it again.',
  failed: 'The import failed. Nothing of this file was imported; try again.',
  invalidFile:
    'This file cannot be read as a listings file. Upload a CSV, a tab-delimited TXT or TSV (such as Amazon’s All Listings Report), or an XLSX.',
  tooLarge: (mb: number) => `The file is larger than ${mb} MB.`,
  xlsxTooLarge: (mb: number) =>
    `An XLSX listings file can be at most ${mb} MB. Save larger files as CSV, which has no such limit.`,
  xlsxTooMuchText: (millions: number) =>
    `This XLSX file holds more than ${millions} million characters of text, more than we read from a workbook. Save it as CSV, which has no such limit, and upload that.`,
  noRows: 'The file has a header but no listing rows.',
  tooManyBlankLines: (max: number, line: number) =>
    `The file has more than ${max.toLocaleString('en-US')} blank lines in a row, from line ${line.toLocaleString('en-US')} on. Remove them and upload the file again.`,
  noHeader: 'The file is empty.',
  needsMapping:
    'This file is not a format we recognise. Tell us which column holds what, and we will remember it for this source.',
  needsSeller: (format: string) =>
    `A ${format} is one seller’s own report and does not say whose it is. Choose the seller.`,
  invalidApiKey: 'Missing or invalid API key.',
  apiKeyOwnerBanned:
    'The brand account this API key belongs to is suspended by the marketplace, so the key does not work. Nothing was stored.',
  apiKeyNoOwner:
    'No account holds the brand this API key belongs to any more, so the key does not work. Nothing was stored.',
  apiKeyBrandInactive:
    'The brand this API key belongs to is not active in the brands directory, so the key does not work. Nothing was stored.',
  tooManyKeys: (max: number) =>
    `You can hold at most ${max} API keys at once. Revoke one you no longer use.`,
  /** The same file (its SHA-256) while an import of it runs, or after one completed: 409. */
  alreadyRunning: (startedAt: string, label: string) =>
    `This file is being imported already (started ${startedAt}, as ${label}). Nothing of it was imported again.`,
  alreadyImported: (finishedAt: string, label: string) =>
    `This file was imported already on ${finishedAt} as ${label}. Nothing of it was imported again.`,
  /** The server could not keep the upload (its disk): nothing was stored, it may be sent again. */
  uploadNotStored:
    'The server could not take the file just now. Nothing was imported; please try again in a few minutes.',
  uploadInterrupted: 'The file did not arrive whole. Nothing was imported; please send it again.',
  noBrandEntry:
    'Your brand is not in the brands directory yet, so there is nothing to monitor. Create your directory entry first.',
} as const
