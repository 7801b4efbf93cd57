/**
 * Bulk CSV import and export of the Brands Directory (001 §2.2, §5 Bulk brand CSV, §8.1, §9):
 * the numbers, paths and texts the API and the Bulk Upload dialog share, verbatim where the
 * spec gives one.
 */
import { plural } from './plural.ts'

/** 001 §9: the template's columns, in order; also the export's first columns. */
export const BRAND_CSV_COLUMNS = [
  'name',
  'website_url',
  'description',
  'contact_email',
  'logo_url',
  'categories',
  'approval_rate',
  'response_time',
  'department',
] as const
export type BrandCsvColumn = (typeof BRAND_CSV_COLUMNS)[number]
/** 001 §5: required columns. */
export const BRAND_CSV_REQUIRED_COLUMNS = [
  'name',
  'contact_email',
] as const satisfies readonly BrandCsvColumn[]
/** The export adds these after the template's columns. */
export const BRAND_EXPORT_EXTRA_COLUMNS = ['is_active', 'created_at'] as const

/** 001 §5: categories are semicolon separated in the CSV. */
export const BRAND_CSV_CATEGORY_SEPARATOR = ';'

/** 001 §9 template file name. */
export const BRAND_TEMPLATE_FILE_NAME = 'brands_template.csv'
export const BRAND_EXPORT_FILE_NAME = 'brands_directory.csv'

/**
 * Largest file accepted: 100,000 rows of the template's columns with short descriptions take
 * about 18 MB (scripts/bench/brands-import.ts). A larger body is refused with 413 as soon as
 * its size is known, chunked bodies too (at most this much is buffered).
 */
export const BRAND_IMPORT_MAX_BYTES = 30 * 1024 * 1024
/**
 * Rows per transaction. The spec paused 100 ms between batches of 50 (001 §9); a batch is one
 * multi-row INSERT instead, each atomic, so a crash never leaves half a batch behind.
 */
export const BRAND_IMPORT_BATCH_SIZE = 5000
/** 001 §9: the error list shows the first 20, then a count. */
export const BRAND_IMPORT_ERRORS_SHOWN = 20
/** More columns than this in one row are counted, not kept (a mismatch is reported anyway). */
export const BRAND_CSV_MAX_COLUMNS = 100

/** MIME types a browser gives a .csv file (Excel on Windows registers the last one). */
export const CSV_MIME_TYPES = ['text/csv', 'application/csv', 'application/vnd.ms-excel'] as const

export const BRAND_IMPORT_PATHS = {
  import: '/api/admin/brand-import',
  template: '/api/admin/brand-import/template',
  export: '/api/admin/brand-export',
} as const

export const BRAND_IMPORT_CODES = {
  invalidFile: 'INVALID_CSV_FILE',
  noDataRows: 'CSV_NO_DATA_ROWS',
  missingColumn: 'CSV_MISSING_COLUMN',
  tooLarge: 'CSV_TOO_LARGE',
  /** Issue 16: this very file (same SHA-256) was imported already, or is being imported. */
  alreadyImported: 'CSV_ALREADY_IMPORTED',
  tooManyBlankLines: 'CSV_TOO_MANY_BLANK_LINES',
} as const

/** 001 §5 and §8.1, verbatim; the others are ours. */
export const BRAND_IMPORT_MESSAGES = {
  invalidFile: 'Please select a valid CSV file',
  needsRows: 'CSV file must contain at least a header row and one data row',
  columnMismatch: (expected: number, got: number) =>
    `Column count mismatch: expected ${expected} columns, got ${got}`,
  missingField: (field: string) => `Missing required field: ${field}`,
  tooLarge: `The CSV file is too large: at most ${BRAND_IMPORT_MAX_BYTES / 1024 / 1024} MB`,
  unterminatedQuote: 'A quoted field is not closed before the end of the file',
  tooManyBlankLines: (max: number, line: number) =>
    `The CSV file has more than ${max.toLocaleString('en-US')} blank lines in a row, from row ${line.toLocaleString('en-US')} on. Remove them and upload the file again.`,
  /** A batch the database refused: none of its rows was stored. */
  batchFailed:
    'Upload Failed: this row was in a batch the database refused; no row of that batch was imported',
  fieldInvalid: (field: string, message: string) => `${field}: ${message}`,
  uploadFailed: 'Upload Failed',
  uploadComplete: 'Upload Complete',
  added: (imported: number, failed: number, duplicates = 0) =>
    importSummary(imported, failed, duplicates),
  /** Issue 16: the same file again (409). `when` is the earlier run's end, `imported` its count. */
  alreadyImported: (when: string, imported: number) =>
    `This file was already imported on ${when}: ${plural(imported, 'brand')} added. Nothing was imported again.`,
  alreadyRunning: (when: string) =>
    `This file is being imported right now (started ${when}). Nothing was imported again.`,
  alreadyImportedTitle: 'Already imported',
} as const

/**
 * 'Added 2 brands with 3 errors' (001 §8.1, with the plurals right), and since issue 16 the rows
 * skipped because the directory already held their brand: '…; 4 already in the directory, skipped'.
 */
function importSummary(imported: number, failed: number, duplicates: number) {
  const added = `Added ${plural(imported, 'brand')} with ${plural(failed, 'error')}`
  return duplicates > 0
    ? `${added}; ${plural(duplicates, 'duplicate')} already in the directory, skipped`
    : added
}

/** Texts of the Bulk Upload dialog and the directory's header actions. */
export const BRAND_IMPORT_TEXTS = {
  bulkUpload: 'Bulk Upload',
  exportCsv: 'Export CSV',
  title: 'Bulk Upload Brands',
  description:
    'Upload a CSV file with one brand per row. name and contact_email are required; separate categories with semicolons.',
  downloadTemplate: 'Download Template',
  fileLabel: 'CSV file',
  upload: 'Upload',
  close: 'Close',
  cancel: 'Cancel',
  uploading: (percent: number) => `Uploading file… ${percent}%`,
  importing: (processed: number) =>
    `Importing… ${processed.toLocaleString('en-US')} rows processed`,
  uploadProgressLabel: 'Upload progress',
  progressLabel: 'Import progress',
  summary: (imported: number, failed: number, duplicates = 0) =>
    importSummary(imported, failed, duplicates),
  /** Issue 16: Upload stays off after a run until another file is chosen. */
  chooseAnotherFile: 'Choose another file to upload again.',
  errorsTitle: 'Errors',
  rowError: (row: number, message: string) => `Row ${row}: ${message}`,
  andMore: (n: number) => `and ${n} more`,
  selected: (name: string, size: string) => `${name} (${size})`,
} as const
