/**
 * Inventory Management (001 §2.3, §4.8, §5 catalog upload, §8.2) and the reseller's view of an
 * allocated brand's products: the numbers and texts the API, the screens and the journeys share,
 * verbatim where the spec gives one.
 */

import { plural } from './plural.ts'
import { PRODUCT_CATEGORY_LABELS } from './reseller-hub-texts.ts'

/** Products per page of the inventory table. */
export const INVENTORY_PAGE_SIZE = 25
/** The reseller's product list of one brand is read whole up to this many. */
export const RESELLER_PRODUCTS_LIMIT = 500
export const PRODUCT_NAME_MAX_LENGTH = 200
export const PRODUCT_SKU_MAX_LENGTH = 100
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 5000
/** A GTIN as typed: 14 digits with room for spaces and hyphens between groups. */
export const PRODUCT_GTIN_MAX_LENGTH = 40
/** numeric(12,2): at most 10 digits before the point. */
export const PRODUCT_PRICE_MAX = 9_999_999_999.99
/** PostgreSQL integer. */
export const PRODUCT_STOCK_MAX = 2_147_483_647

/** Catalog rows (an approved CSV or XLSX catalog becomes products). */
export const CATALOG_PRODUCT_COLUMNS = [
  'name',
  'sku',
  'price',
  'wholesale_price',
  'stock',
  'map_price',
  'description',
  'gtin',
  'category',
] as const
export type CatalogProductColumn = (typeof CATALOG_PRODUCT_COLUMNS)[number]
/**
 * Other header names read as a column (matched like the columns: trimmed, case-insensitive):
 * suppliers' sheets call the GTIN by the barcode it is printed as.
 */
export const CATALOG_COLUMN_ALIASES: Readonly<Record<string, CatalogProductColumn>> = {
  upc: 'gtin',
  ean: 'gtin',
}
export const CATALOG_PRODUCT_REQUIRED_COLUMNS = [
  'name',
  'sku',
  'price',
  'wholesale_price',
  'stock',
] as const satisfies readonly CatalogProductColumn[]
/** 001 §9: the error list shows the first 20, then a count. */
export const CATALOG_IMPORT_ERRORS_SHOWN = 20
/** More columns than this in one row are counted, not kept. */
export const CATALOG_MAX_COLUMNS = 100
/** At most this many data rows are read from one catalog. */
export const CATALOG_MAX_ROWS = 100_000

/** XLSX guards (a ZIP package): entries and bytes inflated, checked before and while inflating. */
export const XLSX_MAX_ENTRIES = 5_000
export const XLSX_MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024
/**
 * A part that inflates to more than this many times the bytes it was inflated from is a bomb:
 * a sheet's XML deflates 9 to 28 times (measured: typical rows 13, identical rows 14, empty
 * formatted rows 28), repeated filler about 1,000; Apache POI refuses past 100 too. Checked once
 * a part has produced XLSX_RATIO_GRACE_BYTES, so a bomb is refused after 1 MB, not after 50.
 */
export const XLSX_MAX_INFLATE_RATIO = 100
export const XLSX_RATIO_GRACE_BYTES = 1024 * 1024
/** Excel's own limit on one cell's text; a longer cell or shared string means a forged file. */
export const XLSX_MAX_CELL_CHARS = 32_767
/** Distinct texts of the shared-strings part (100,000 rows × 10 columns of distinct text). */
export const XLSX_MAX_SHARED_STRINGS = 1_000_000

export const BRAND_PRODUCT_CODES = {
  duplicateSku: 'DUPLICATE_SKU',
  duplicateGtin: 'DUPLICATE_GTIN',
} as const

/** Validation messages of the product form and the catalog rows. */
export const PRODUCT_MESSAGES = {
  nameRequired: 'Product name is required',
  lowStockThresholdInvalid: 'Enter a whole number of units, 0 or more, or leave it empty',
  confirmInvalid: 'The confirmation must be true or false',
  priceRequired: 'Price is required',
  wholesalePriceRequired: 'Wholesale price is required',
  stockRequired: 'Stock is required',
  priceInvalid: 'Enter an amount such as 19.99',
  priceNegative: 'Prices cannot be negative',
  priceDecimals: 'Use at most 2 decimals',
  priceTooLarge: 'The amount is too large',
  stockInvalid: 'Stock must be a whole number',
  stockNegative: 'Stock cannot be negative',
  stockTooLarge: 'Stock is too large',
  // Trade terms (#shared/order-terms.ts): a positive whole number, or empty for none.
  casePackInvalid: 'Case pack must be a whole number from 1 to 100,000, or empty',
  minOrderQtyInvalid: 'Minimum quantity must be a whole number from 1 to 100,000, or empty',
  duplicateSku: (sku: string) => `You already have a product with SKU ${sku}`,
  // The GTIN's own reasons (a wrong check digit, a lost leading zero) come from #shared/gtin.ts.
  gtinNotText: 'Send the GTIN as text: a number loses its leading zeros',
  duplicateGtin: (gtin: string) =>
    `You already have a product with GTIN ${gtinForDisplay(gtin)}: a GTIN names one product`,
  categoryInvalid: 'Choose one of the categories',
  notFound: 'Product not found',
  brandNotFound: 'Brand not found',
} as const

/** Catalog import messages (row errors as in the admin CSV import). */
export const CATALOG_IMPORT_MESSAGES = {
  missingField: (field: string) => `Missing required field: ${field}`,
  columnMismatch: (expected: number, got: number) =>
    `Column count mismatch: expected ${expected} columns, got ${got}`,
  fieldInvalid: (field: string, message: string) => `${field}: ${message}`,
  duplicateSkuInFile: (sku: string, row: number) => `SKU ${sku} already appears in row ${row}`,
  wholesaleAboveRetail: (wholesale: string, retail: string) =>
    PRICE_SANITY_TEXTS.wholesaleAboveRetail(wholesale, retail),
  duplicateGtinInFile: (gtin: string, row: number) =>
    `gtin: GTIN ${gtinForDisplay(gtin)} already appears in row ${row}`,
  gtinTaken: (gtin: string, sku: string | null) =>
    `gtin: GTIN ${gtinForDisplay(gtin)} already belongs to your product ${sku === null ? 'without a SKU' : `with SKU ${sku}`}`,
  categoryUnknown: (value: string) =>
    `category: '${value}' is not a category (use one of ${Object.values(PRODUCT_CATEGORY_LABELS).join(', ')})`,
  needsRows: 'The catalog must contain at least a header row and one data row',
  unterminatedQuote: 'A quoted field is not closed before the end of the file',
  tooManyRows: `The catalog has more than ${CATALOG_MAX_ROWS.toLocaleString('en-US')} rows; the rest was not read`,
  // A file that cannot be read is refused at upload, and its approval (of a file stored before
  // uploads were read, or lost from storage) fails: 422 CATALOG_UNREADABLE with one of these.
  notText: 'The CSV catalog is not UTF-8 text',
  xlsxTooLarge: `The XLSX file expands to more than ${XLSX_MAX_UNCOMPRESSED_BYTES / (1024 * 1024)} MB`,
  xlsxRatio: `The XLSX file expands more than ${XLSX_MAX_INFLATE_RATIO} times, as zip bombs do`,
  xlsxTooManyEntries: `The XLSX file holds more than ${XLSX_MAX_ENTRIES.toLocaleString('en-US')} parts`,
  xlsxInvalid: 'The XLSX file could not be read',
  fileMissing: 'The catalog file could not be read from storage',
  unreadable: 'The catalog could not be read',
  importFailed: 'The rows could not be stored; no product was changed',
} as const

export const INVENTORY_TEXTS = {
  stats: {
    total: 'Total Products',
    approved: 'Approved Products',
    averagePrice: 'Average Price',
  },
  searchLabel: 'Search products',
  searchPlaceholder: 'Search by name, SKU or GTIN',
  columns: {
    product: 'Product',
    sku: 'SKU',
    price: 'Price',
    stock: 'Stock',
    status: 'Status',
    actions: 'Actions',
  },
  /** 001 §2.3 empty states, verbatim. */
  emptyInventory: 'No products in inventory',
  emptyInventoryHint: 'Add a product or upload a catalog to fill your inventory.',
  emptySearch: 'No products found',
  emptySearchHint: 'Try another name, SKU or GTIN.',
  /** 001 §8.2. */
  loadFailed: 'Error loading inventory',
  loadFailedDescription: 'Please try again later',
  tryAgain: 'Try Again',
  addProduct: 'Add Product',
  editProduct: 'Edit Product',
  edit: 'Edit',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  form: {
    name: 'Product name',
    description: 'Description',
    sku: 'SKU',
    price: 'Price',
    wholesalePrice: 'Wholesale price',
    mapPrice: 'MAP price',
    mapPriceHint:
      'Minimum advertised price (optional); a change applies from now and your authorized resellers are told',
    gtin: 'GTIN / UPC / EAN',
    gtinHint: 'UPC-A, EAN-13, GTIN-8 or GTIN-14 (optional): marketplace listings are matched by it',
    category: 'Category',
    categoryNone: 'No category',
    stock: 'Stock',
    casePack: 'Case pack',
    casePackHint: 'Units per case; orders come in whole cases (optional)',
    minOrderQty: 'Minimum quantity',
    minOrderQtyHint: 'Fewest units a reseller orders at once (optional)',
    lowStockThreshold: 'Low-stock alert at',
    lowStockThresholdHint: 'Units; empty uses your default in Settings → Notifications',
  },
  productAdded: 'Product added',
  productUpdated: 'Product updated',
  saveFailed: 'Failed to save product',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  /** Upload Catalog (001 §4.8, §5, §8.2). */
  uploadCatalog: 'Upload Catalog',
  uploadDescription:
    'Upload a .csv, .xlsx or .pdf catalog. An admin approves it; the rows of an approved CSV or XLSX catalog (name, sku, price, wholesale_price, stock; optional map_price, gtin or upc or ean, category, description) become products.',
  catalogFile: 'Catalog file',
  catalogName: 'Catalog name',
  submit: 'Submit',
  uploading: 'Uploading…',
  /** Your Catalogs. */
  yourCatalogs: 'Your Catalogs',
  noCatalogs: 'No catalogs uploaded yet.',
  view: 'View',
  importSummary: (created: number, updated: number, failed: number) =>
    `${plural(created, 'product')} added, ${updated.toLocaleString('en-US')} updated (existing SKU), ${plural(failed, 'row')} with errors`,
  pdfApproved: 'Approved as a file (PDF catalogs have no rows to import)',
  rowError: (row: number, message: string) => `Row ${row}: ${message}`,
  andMore: (n: number) => `and ${n} more`,
  catalogsLoadFailed: 'Failed to load catalogs',
} as const

/** The reseller's view of an allocated brand's products. */
export const RESELLER_PRODUCTS_TEXTS = {
  heading: (brand: string) => `${brand} products`,
  description:
    'The approved products of this brand, with their GTIN, wholesale price and the MAP in force now.',
  columns: {
    product: 'Product',
    sku: 'SKU',
    wholesalePrice: 'Wholesale Price',
    mapPrice: 'MAP Price',
    stock: 'Stock',
  },
  empty: 'This brand has no approved products yet.',
  loadFailed: 'Failed to load products',
  notAvailable: 'This brand is not available to you.',
  backToBrands: 'Back to brands',
  fallbackHeading: 'Products',
  tryAgain: 'Try Again',
} as const

export const BRAND_INVENTORY_PATHS = {
  products: '/api/brand/products',
  product: (id: string) => `/api/brand/products/${id}`,
  stats: '/api/brand/products/stats',
  resellerProducts: (brandEntryId: string) => `/api/reseller/brands/${brandEntryId}/products`,
} as const

export const resellerBrandProductsPath = (brandEntryId: string) =>
  `/reseller/dashboard/brands/${brandEntryId}/products`

export interface CatalogRowError {
  row: number
  message: string
}

/** What approving a catalog did to the brand's products, stored on the catalog for the brand. */
/** Issue 15: one field of an existing product an import changes (money with 2 decimals). */
export interface CatalogFieldChange {
  field: CatalogProductColumn
  from: string | null
  to: string | null
}

/** An existing product (by SKU) the import changes, field by field. */
export interface CatalogProductUpdate {
  row: number
  sku: string
  name: string
  changes: CatalogFieldChange[]
}

/** A change the brand must confirm before the approval applies it (issue 15). */
export interface CatalogConfirmation {
  /** Stable while the change is the same: kind, SKU, old and new value. */
  key: string
  kind: 'rename' | 'clear-map' | 'map-below-wholesale'
  sku: string
  message: string
}

/** What approving a pending catalog would do now (issue 15 import preview). */
export interface CatalogImportPreview {
  kind: 'rows' | 'file'
  error: string | null
  processed: number
  adds: { row: number; sku: string; name: string; price: string; wholesalePrice: string }[]
  moreAdds: number
  updates: CatalogProductUpdate[]
  moreUpdates: number
  /** Rows whose SKU the brand has with nothing different: skipped. */
  unchanged: number
  /** Rows refused (duplicate SKUs or GTINs in the file, price sanity, bad cells). */
  conflicts: CatalogRowError[]
  moreConflicts: number
  failed: number
  confirmations: CatalogConfirmation[]
  /** The keys the brand confirmed; approval waits for every confirmation's key. */
  confirmed: string[]
}

export const CATALOG_PREVIEW_TEXTS = {
  rename: (sku: string, from: string, to: string) => `SKU ${sku} renames “${from}” to “${to}”.`,
  clearMap: (sku: string, from: string) =>
    `SKU ${sku} clears its MAP of ${formatMoney(from)}: resellers would have no minimum advertised price.`,
  mapBelowWholesale: (sku: string, map: string, wholesale: string) =>
    `SKU ${sku}: ${PRICE_SANITY_TEXTS.mapBelowWholesale(map, wholesale)}`,
  confirmationRequired: (count: number) =>
    `This catalog has ${count} change${count === 1 ? '' : 's'} (a rename, a cleared MAP or a MAP below wholesale) that the brand has not confirmed yet. The brand confirms them in its catalog's import preview; then approve again.`,
  confirmed: 'Changes confirmed: the catalog can be approved.',
  previewButton: 'Preview import',
  hidePreview: 'Hide preview',
  heading: 'Import preview',
  loading: 'Reading the catalog…',
  loadFailed: 'The preview could not be loaded',
  counts: (adds: number, updates: number, unchanged: number, conflicts: number) =>
    `${adds} to add, ${updates} to update, ${unchanged} unchanged (skipped), ${conflicts} conflict${conflicts === 1 ? '' : 's'}`,
  adds: 'Products to add',
  updates: 'Products to update',
  conflicts: 'Conflicts (these rows are not imported)',
  needsConfirmation: 'Needs your confirmation before approval',
  confirmButton: 'Confirm these changes',
  confirming: 'Confirming…',
  allConfirmed: 'All changes that needed confirmation are confirmed.',
  confirmFailed: 'Could not confirm the changes',
  fieldChange: (field: string, from: string | null, to: string | null) =>
    `${field}: ${from ?? '(none)'} → ${to ?? '(none)'}`,
  updatedProducts: (n: number) => `Updated products (${n})`,
  unchangedSkipped: (n: number) => `${n} unchanged row${n === 1 ? '' : 's'} skipped`,
  notPendingForConfirm: 'Only a pending catalog’s changes can be confirmed.',
  errors: (n: number) => `Errors (${n})`,
  /** The admin's read-only view of a pending catalog's preview: the brand confirms. */
  adminNeedsConfirmation: 'Changes the brand must confirm before approval',
  adminWaiting: (open: number, total: number) =>
    `Waiting for the brand: ${open} of ${total} change${total === 1 ? '' : 's'} not confirmed yet. Approval stays closed until the brand confirms ${open === 1 ? 'it' : 'them'} in its catalog's import preview.`,
  adminAllConfirmed: 'The brand confirmed these changes: the catalog can be approved.',
  approvalRefused: 'Not approved yet',
} as const

export interface CatalogImportSummary {
  /** rows: a CSV or XLSX read row by row; file: a PDF, approved as a file only. */
  kind: 'rows' | 'file'
  /** Data rows read. */
  processed: number
  /** New products. */
  created: number
  /** Existing products of the brand with the same SKU, updated instead of duplicated. */
  updated: number
  /** Rows refused. */
  failed: number
  /** The first CATALOG_IMPORT_ERRORS_SHOWN refused rows, in file order. */
  errors: CatalogRowError[]
  /** Refused rows beyond those listed ('and N more'). */
  moreErrors: number
  /** Why the file as a whole was not imported (a zip bomb, no header), or null. */
  error: string | null
  /** Issue 15: the products updated, field by field (the first CATALOG_PREVIEW_CHANGES_SHOWN). */
  changes?: CatalogProductUpdate[]
  moreChanges?: number
  /** Issue 15: rows whose product already had these values, skipped. */
  unchanged?: number
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
/** Money as the screens show it (001 §9: currency is USD). */
export const formatMoney = (amount: string | number) => usd.format(Number(amount))

/** Issue 15: price sanity (#shared/price-sanity.ts), in plain words for the brand. */
export const PRICE_SANITY_TEXTS = {
  wholesaleAboveRetail: (wholesale: string, retail: string) =>
    `The wholesale price (${formatMoney(wholesale)}) is higher than the retail price (${formatMoney(retail)}). Resellers would pay you more than they can sell it for: lower the wholesale price or raise the retail price.`,
  mapBelowWholesale: (map: string, wholesale: string) =>
    `The MAP (${formatMoney(map)}) is below the wholesale price (${formatMoney(wholesale)}): resellers could advertise it for less than they pay you. Raise the MAP, or confirm that you mean it (a clearance, for example).`,
  confirmMapBelowWholesale: 'I mean it: keep the MAP below the wholesale price',
  mapChangeBelowWholesale: (map: string, products: readonly string[]) =>
    `The new MAP (${formatMoney(map)}) is below the wholesale price of ${products.length === 1 ? products[0] : `${products.length} products (${products.slice(0, 5).join(', ')}${products.length > 5 ? '…' : ''})`}: resellers could advertise for less than they pay you. Confirm that you mean it (a clearance, for example), or choose a higher MAP.`,
} as const
/** Issue 15: the brand's low-stock mail (its Inventory Alerts switch). */
export const LOW_STOCK_TEXTS = {
  subject: (count: number, first: string) =>
    count === 1 ? `Low stock: ${first}` : `Low stock: ${first} and ${count - 1} more`,
  heading: 'Stock is running low',
  intro: 'An order just took these products to their low-stock level or below:',
  line: (name: string, sku: string | null, stock: number, threshold: number) =>
    `${name}${sku ? ` (SKU ${sku})` : ''}: ${stock} left (alert at ${threshold})`,
  open: 'Open Inventory',
} as const

export const PRICE_SANITY_CODES = {
  /** A MAP below wholesale that was not confirmed (422; send the confirmation flag to proceed). */
  confirmationRequired: 'PRICE_CONFIRMATION_REQUIRED',
} as const

/**
 * A stored GTIN (14 digits) as the barcode it is printed as: an EAN-13 or UPC-A is stored with
 * leading zeros, and shown without them so that it reads as on the pack and as marketplaces ask
 * for it ('012345678905', not '00012345678905'). A GTIN-14 case code is shown whole.
 */
export function gtinForDisplay(gtin: string): string {
  if (gtin.startsWith('00')) return gtin.slice(2)
  if (gtin.startsWith('0')) return gtin.slice(1)
  return gtin
}

/** A MAP version still to take effect (issue 14: MAP is versioned, each from a date). */
export interface MapChange {
  /** null: no MAP from then on. */
  mapPrice: string | null
  effectiveFrom: string
}

/** 'Dec 1' (with the year when it is not this year's), in UTC as MAP changes are announced. */
function shortDate(iso: string, now: Date): string {
  const at = new Date(iso)
  return at.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(at.getUTCFullYear() === now.getUTCFullYear() ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  })
}

export const MAP_TEXTS = {
  inForce: (price: string) => `MAP ${formatMoney(price)}`,
  /** The MAP in force is below the brand's regular MAP: a promotion is running. */
  promotional: (regular: string) => `promotional (regular ${formatMoney(regular)})`,
  /** 'MAP $29.99 from Dec 1', or 'No MAP from Dec 1' when the MAP is lifted then. */
  nextChange: (change: MapChange, now: Date = new Date()) =>
    change.mapPrice === null
      ? `No MAP from ${shortDate(change.effectiveFrom, now)}`
      : `MAP ${formatMoney(change.mapPrice)} from ${shortDate(change.effectiveFrom, now)}`,
} as const

/** A product's GTIN where it stands under its SKU: 'GTIN 012345678905'. */
export const gtinLabel = (gtin: string) => `GTIN ${gtinForDisplay(gtin)}`
