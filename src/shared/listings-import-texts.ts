/**
 * Issue 14: the words of the Import listings screens (the brand's, and an admin's for a brand):
 * the import form with its preview and column mapping, the progress and summary, the imports'
 * history, unmatched listings and the monitoring API's keys. The server's own texts (refusals,
 * limits) are in listings-texts.ts.
 */
import type { AuthorizationMarketplace } from './authorizations.ts'
import type { ListingSource, MappableField } from './listings.ts'
import { LISTINGS_API_MAX_OBSERVATIONS } from './listings-texts.ts'
import type { FindingKind } from './protection.ts'

export const LISTINGS_IMPORT_PATHS = {
  brandApi: '/api/brand/protection',
  adminApi: (entryId: string) => `/api/admin/brands/${encodeURIComponent(entryId)}/protection`,
  adminScreen: (entryId: string) =>
    `/admin/dashboard/brands-directory/${encodeURIComponent(entryId)}/listings`,
  brandsDirectory: '/admin/dashboard/brands-directory',
  protection: '/brand/dashboard/protection',
  observationsApi: '/api/protection/observations',
} as const

/** The marketplace a seller's own report comes from (its seller is chosen there). */
export const SOURCE_MARKETPLACE: Partial<Record<ListingSource, AuthorizationMarketplace>> = {
  amazon_all_listings: 'amazon',
  walmart_items: 'walmart',
  walmart_buy_box: 'walmart',
}

/** The mapping step's label of each field, in MAPPABLE_FIELDS' order. */
export const MAPPING_FIELD_LABELS: Record<MappableField, string> = {
  marketplace: 'Marketplace',
  sellerId: 'Seller id',
  sellerName: 'Seller name',
  listingId: 'ASIN or item id',
  gtin: 'GTIN (UPC or EAN)',
  sku: 'SKU',
  title: 'Title',
  price: 'Price',
  shipping: 'Shipping',
  currency: 'Currency (EUR, USD…)',
  couponAmount: 'Coupon (amount off)',
  couponPercent: 'Coupon (percent off)',
  subscribeSavePercent: 'Subscribe & Save (percent off)',
  businessPrice: 'Business or quantity price',
  priceInCart: 'Price shown only in cart (yes/no)',
  quantity: 'Quantity',
  condition: 'Condition',
  observedAt: 'Date observed',
  url: 'Listing URL',
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

const FINDINGS_OPENED: Record<FindingKind, (n: number) => string> = {
  map_violation: (n) => plural(n, 'MAP violation', 'MAP violations'),
  scope_violation: (n) => plural(n, 'scope violation', 'scope violations'),
  unauthorized_seller: (n) => plural(n, 'unauthorized seller', 'unauthorized sellers'),
}

/** One observation as the monitoring API takes it (apiObservationSchema), for the how-to. */
export const API_OBSERVATION_EXAMPLE = {
  id: 'watch-2026-11-20-000123',
  marketplace: 'amazon',
  sellerId: 'A1B2C3D4E5F6G7',
  sellerName: 'Example Seller',
  listingId: 'B0EXAMPLE1',
  gtin: '00012345678905',
  sku: 'SKU-123',
  title: 'Insulated Bottle 24 oz',
  price: '19.99',
  shipping: '0.00',
  quantity: 12,
  condition: 'new',
  observedAt: '2026-11-20T10:00:00Z',
  url: 'https://www.amazon.com/dp/B0EXAMPLE1',
} as const

export const LISTINGS_IMPORT_TEXTS = {
  screen: {
    heading: 'Import listings',
    description:
      'Bring in the marketplace listings you observed. Each is matched to your products and resellers and checked against your MAP policy.',
    adminHeading: (brand: string) => `Import listings for ${brand}`,
    adminDescription:
      'Import observed marketplace listings on this brand’s behalf. They are checked against the brand’s MAP policy as if the brand imported them.',
    adminLoading: 'Import listings',
    backToProtection: 'Back to Brand Protection',
    backToDirectory: 'Back to Brands Directory',
    noEntry:
      'Your brand is not in the brands directory yet, so there is nothing to monitor. Create your directory entry in Settings first.',
    loadFailed: 'The imports could not be loaded',
    brandNotFound: 'This brand is not in the brands directory.',
    tryAgain: 'Try again',
  },
  form: {
    title: 'Import a listings file',
    description:
      'Amazon’s All Listings Report, a Keepa product export, Walmart’s Item or Buy Box report, or any CSV or XLSX of listings.',
    fileLabel: 'Listings file',
    fileHint: 'CSV, TXT or TSV (tab-delimited), or XLSX.',
    selected: (name: string, size: string) => `${name} (${size})`,
    reading: 'Reading the first rows…',
    previewFailed: 'This file cannot be imported',
    previewNetwork: 'The file could not be checked. Check your connection and try again.',
    readAgain: 'Read the file again',
    detected: (label: string) => `${label} detected`,
    notDetected:
      'We do not recognise this file’s columns. Tell us which column holds what; we can remember it for the next file.',
    sampleTitle: 'The first rows as they will import',
    sampleRow: (line: number) => `Row ${line}`,
    sampleOk: 'Imports',
    sampleRefused: 'Refused',
    sampleEmpty: 'The first rows hold no listings.',
    sellerLegend: 'Whose listings are these?',
    sellerHint: (format: string) =>
      `The ${format} is one seller’s own report and does not name its seller.`,
    sellerLabel: 'Seller',
    sellerChoose: 'Choose the seller',
    sellerOption: (name: string | null, sellerId: string) =>
      name ? `${name} (${sellerId})` : sellerId,
    sellerGroupResellers: 'Authorized resellers',
    sellerGroupStorefronts: 'Other storefronts seen',
    /** An authorized reseller by its company, with the seller id (and storefront when named otherwise). */
    sellerOptionReseller: (
      company: string | null,
      sellerId: string,
      storefront: string | null,
      marketplace: string | null,
    ) =>
      `${company ?? sellerId} (${[marketplace, sellerId, storefront && storefront !== company ? `storefront ${storefront}` : null].filter(Boolean).join(', ')})`,
    sellerOptionStorefront: (name: string | null, sellerId: string, marketplace: string | null) =>
      name || marketplace
        ? `${name ?? sellerId} (${[marketplace, sellerId].filter(Boolean).join(', ')})`
        : sellerId,
    sellerOther: 'Someone else: type the seller id',
    sellerIdLabel: 'Seller id',
    sellerIdHint: 'The Amazon merchant token, Walmart partner id or eBay user id.',
    sellerNameLabel: 'Seller name',
    sellerMarketplaceLabel: 'Seller’s marketplace',
    observedAtLabel: 'Observed on',
    observedAtHint: 'When these listings were seen. Rows that carry their own date keep it.',
    submit: 'Import listings',
    importing: 'Importing…',
    failedTitle: 'The file was not imported',
    needsSeller: 'Choose whose listings these are.',
    needsSellerId: 'Type the seller id.',
    observedAtInvalid: 'Enter a valid date and time.',
    tooLarge: (mb: number) => `The file is larger than ${mb} MB.`,
    uploadFailed: 'The upload failed. Check your connection and try again; nothing was imported.',
  },
  mapping: {
    legend: 'Which column holds what?',
    hint: 'Choose the column of your file for each field. Price and one of ASIN or item id, GTIN or SKU are needed.',
    notInFile: 'Not in this file',
    remembered: (name: string) => `Using your saved mapping for ${name}`,
    change: 'Change the mapping',
    marketplaceLabel: 'Marketplace of every row',
    marketplaceHint: 'No column names the marketplace, so every row is taken to be on this one.',
    marketplaceChoose: 'Choose the marketplace',
    problemsTitle: 'Before you can import',
    checking: 'Checking the mapping…',
    ready: 'The mapping reads this file.',
    rememberLabel: 'Remember this mapping as',
    rememberHint:
      'A name for this source, such as “TrackStreet weekly”. The next file with these columns is read with this mapping without asking.',
  },
  progress: {
    label: 'Import progress',
    uploading: (percent: number) => `Uploading the file: ${percent}%`,
    importing: 'Importing rows',
    rows: (read: number, rejected: number) =>
      `${read.toLocaleString('en-US')} rows read${rejected > 0 ? `, ${rejected.toLocaleString('en-US')} refused` : ''}`,
    detecting: 'Checking listings against your MAP policy…',
  },
  summary: {
    title: 'Import complete',
    failedTitle: 'Import failed',
    rowsRead: 'Rows read',
    matched: 'Matched to your products',
    unmatched: 'Unmatched',
    rejected: 'Rejected',
    duplicates: 'Repeated rows',
    findingsTitle: 'Findings',
    findingsOpened: (kind: FindingKind, n: number) => FINDINGS_OPENED[kind](n),
    noFindings: 'No new findings.',
    /**
     * The violations still open on the file's listings that this import did not open (a file
     * seen again opens nothing new, and its violations are still there); null when there are
     * none. `openedSome`: the import opened findings too.
     */
    stillOpen: (earlier: Partial<Record<FindingKind, number>>, openedSome: boolean) => {
      const parts = (Object.keys(FINDINGS_OPENED) as FindingKind[])
        .filter((kind) => (earlier[kind] ?? 0) > 0)
        .map((kind) => FINDINGS_OPENED[kind](earlier[kind]!))
      if (parts.length === 0) return null
      return openedSome
        ? `Also still open on these listings from earlier: ${parts.join(', ')}.`
        : `Still open on the listings in this file: ${parts.join(', ')}.`
    },
    findingsClosed: (n: number) => `${plural(n, 'finding', 'findings')} closed`,
    stale: (n: number) =>
      `${plural(n, 'observation was', 'observations were')} older than ones already imported for the same offer: kept as history, not judged again.`,
    rejectionsTitle: 'Rejected rows',
    leftOutTitle: 'Imported with a value left out',
    leftOut: (reason: string, count: number) => `${reason}: ${plural(count, 'row', 'rows')}`,
    rejection: (reason: string, count: number) => `${reason}: ${plural(count, 'row', 'rows')}`,
    rejectionRows: (rows: readonly number[], count: number) =>
      `${rows.length === 1 ? 'Row' : 'Rows'} ${rows.join(', ')}${count > rows.length ? ' and more' : ''}`,
    unmatchedHint:
      'Unmatched listings are not judged until they are matched to one of your products: confirm them under Unmatched listings.',
    toProtection: 'See the findings in Brand Protection',
    importAnother: 'Import another file',
    duration: (ms: number) => `Took ${ms < 1000 ? '<1' : Math.round(ms / 1000)} s`,
  },
  history: {
    title: 'Imports',
    description: 'Every listings import of this brand, newest first.',
    columns: {
      source: 'Source',
      file: 'File',
      status: 'Status',
      startedBy: 'Started by',
      when: 'When',
      details: 'Summary',
    },
    status: { running: 'Running', complete: 'Complete', failed: 'Failed' },
    empty: 'No imports yet',
    emptyHint: 'Import a listings file above; it will be listed here with its summary.',
    api: 'Monitoring API',
    someone: '—',
    show: (file: string) => `Show the summary of ${file}`,
    hide: (file: string) => `Hide the summary of ${file}`,
    showShort: 'Show',
    hideShort: 'Hide',
    noSummary: 'No summary: nothing of this file was imported.',
    recalculating: 'Findings are being recalculated with your latest changes…',
  },
  unmatched: {
    title: 'Unmatched listings',
    description:
      'Listings no GTIN, ASIN or SKU of yours matched. We propose your products whose names are most like the listing’s title; confirm the right one and it is remembered for every later import.',
    loadFailed: 'Unmatched listings could not be loaded',
    empty: 'No unmatched listings',
    emptyHint: 'Every imported listing is matched to one of your products.',
    more: (shown: number, total: number) =>
      `The ${shown} listings with the most offers of ${total}.`,
    listing: (marketplace: string, listingId: string) => `${marketplace} ${listingId}`,
    gtin: (gtin: string) => `GTIN ${gtin}`,
    sku: (sku: string) => `SKU ${sku}`,
    offers: (n: number) => plural(n, 'offer', 'offers'),
    untitled: 'No title',
    proposalsTitle: 'Proposed products',
    noProposals: 'None of your products has a name like this title.',
    similarity: (value: number) => `${Math.round(value * 100)}% similar`,
    confirm: 'Confirm match',
    confirmLabel: (product: string) => `Confirm match: ${product}`,
    otherTitle: 'Another product',
    searchLabel: 'Search your products',
    searchPlaceholder: 'Name, SKU or GTIN',
    productLabel: 'Product',
    productChoose: 'Choose a product',
    searching: 'Searching…',
    noProducts: 'No product matches this search.',
    confirmChosen: 'Confirm this product',
    confirmed: (product: string) =>
      `Matched to ${product}. The findings of this listing are being recalculated.`,
    confirmFailed: 'The match could not be saved',
  },
  apiKeys: {
    title: 'Monitoring API',
    description:
      'A monitoring service can push the listings it observes for your brand. Give it a key of its own; you can revoke a key at any time.',
    loadFailed: 'The API keys could not be loaded',
    nameLabel: 'Key name',
    namePlaceholder: 'e.g. TrackStreet',
    create: 'Create key',
    createFailed: 'The key could not be created',
    newKeyTitle: 'Your new API key',
    newKeyLabel: 'API key',
    newKeyWarning: 'Copy it now: it will not be shown again.',
    copy: 'Copy API key',
    done: 'I have copied it',
    columns: {
      name: 'Name',
      key: 'Key',
      created: 'Created',
      lastUsed: 'Last used',
      status: 'Status',
      actions: 'Actions',
    },
    prefix: (prefix: string) => `${prefix}…`,
    never: 'Never',
    active: 'Active',
    revokedOn: (date: string) => `Revoked ${date}`,
    empty: 'No API keys yet',
    emptyHint: 'Create a key for each monitoring service that pushes observations.',
    revoke: 'Revoke',
    revokeLabel: (name: string) => `Revoke ${name}`,
    revokeTitle: (name: string) => `Revoke the key ${name}?`,
    revokeDescription:
      'A service using this key is refused from now on. Observations it already pushed stay. This cannot be undone.',
    revokeConfirm: 'Revoke key',
    revoked: 'Key revoked',
    revokeFailed: 'The key could not be revoked',
    cancel: 'Cancel',
    howToTitle: 'How to push observations',
    howToRequest: 'Send a POST request with the key as a bearer token:',
    howToBody: `The body is a JSON object with up to ${LISTINGS_API_MAX_OBSERVATIONS.toLocaleString('en-US')} observations, such as:`,
    howToFields:
      'Required: id, marketplace (amazon, walmart, ebay, web_store or other), price, observedAt (ISO 8601 with a time zone), and at least one of listingId (ASIN or item id), gtin and sku. The other fields are optional.',
    howToIdempotent:
      'Each observation’s id makes the call idempotent: an id already received is skipped, so sending the same batch again after a timeout never counts a listing twice.',
    howToAnswer:
      'The answer says how many observations were accepted, skipped as duplicates or rejected (with the reason for each), and the findings opened and closed.',
  },
  directory: {
    link: 'Import listings',
    linkLabel: (brand: string) => `Import listings for ${brand}`,
  },
} as const
