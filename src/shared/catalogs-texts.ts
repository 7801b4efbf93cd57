/**
 * Catalog Management (001 §2.2, §4.3, §8.1) and the catalog upload (001 §5, §8.2): every text the
 * screen and the API share, verbatim where the spec gives one.
 */
import { plural } from './plural.ts'

/** The spec names no size limit for catalogs; 20 MB holds a large spreadsheet or PDF. */
export const CATALOG_MAX_BYTES = 20 * 1024 * 1024
/** The multipart body: the file plus the name field. */
export const CATALOG_UPLOAD_BODY_LIMIT_BYTES = CATALOG_MAX_BYTES + 64 * 1024
/** 001 §5: accepted types .csv, .xlsx, .pdf. */
export const CATALOG_EXTENSIONS = ['csv', 'xlsx', 'pdf'] as const
export type CatalogExtension = (typeof CATALOG_EXTENSIONS)[number]
export const CATALOG_CONTENT_TYPES: Record<CatalogExtension, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
}
/** The input's accept attribute. */
export const CATALOG_ACCEPT = '.csv,.xlsx,.pdf'
export const CATALOG_NAME_MAX_LENGTH = 200
/** Admin lists: newest first, at most this many per status. */
export const CATALOG_LIST_LIMIT = 200
/** Reseller search results in the Reseller Access tab. */
export const CATALOG_RESELLER_SEARCH_LIMIT = 20

export const CATALOG_STATUSES = ['pending', 'approved', 'rejected'] as const
export type CatalogStatus = (typeof CATALOG_STATUSES)[number]

export const CATALOG_CODES = {
  fileTooLarge: 'CATALOG_TOO_LARGE',
  fileType: 'UNSUPPORTED_CATALOG_TYPE',
  notPending: 'CATALOG_NOT_PENDING',
  notApproved: 'CATALOG_NOT_APPROVED',
  /** Issue 13: catalog access needs an authorization in force for the catalog's brand. */
  resellerNotAuthorized: 'RESELLER_NOT_AUTHORIZED',
  /** 422: the file is of an accepted type but cannot be read (CATALOG_IMPORT_MESSAGES says why). */
  unreadable: 'CATALOG_UNREADABLE',
  /** 409 (issue 15): the import renames or clears a price and the brand has not confirmed it. */
  confirmationRequired: 'CATALOG_CONFIRMATION_REQUIRED',
} as const

export const CATALOG_TEXTS = {
  tabs: {
    pending: 'Pending Approval',
    approved: 'Approved Catalogs',
    access: 'Reseller Access',
  },
  viewFile: 'View file',
  /** Issue 16 item 4: the pending and approved lists are searched and paged. */
  searchLabel: 'Search catalogs',
  searchPlaceholder: 'Catalog, brand or brand email',
  pageOf: (page: number, pages: number, total: number) =>
    `Page ${page.toLocaleString('en-US')} of ${pages.toLocaleString('en-US')} · ${plural(total, 'catalog')}`,
  approve: 'Approve',
  reject: 'Reject',
  grant: 'Grant access',
  revoke: 'Revoke access',
  /** 001 §8.1 catalogs. */
  actionFailed: 'Action failed',
  statusFailed: 'Failed to update catalog status.',
  accessFailed: 'Failed to update access.',
  approved: 'Catalog approved',
  rejected: 'Catalog rejected',
  accessGranted: 'Access granted',
  accessRevoked: 'Access revoked',
  emptyPending: 'No catalogs are waiting for approval.',
  emptyApproved: 'No approved catalogs yet.',
  emptyAccessCatalogs: 'Approve a catalog first: access is granted per approved catalog.',
  noResellers: 'No resellers match your search.',
  noGrants: 'No reseller has access to this catalog yet.',
  searchResellers: 'Search resellers',
  chooseCatalog: 'Catalog',
  loadFailed: 'Failed to load catalogs',
  /** Upload (001 §5, §8.2). */
  fileRequired: 'Please choose a catalog file.',
  nameRequired: 'Please enter a catalog name.',
  fileType: 'Please upload a .csv, .xlsx or .pdf file.',
  fileTooLarge: `The catalog file must be at most ${CATALOG_MAX_BYTES / (1024 * 1024)} MB.`,
  multipartRequired: 'Please send the catalog as multipart/form-data.',
  unreadableForm: 'The form data could not be read. Please try again.',
  uploadFailed: 'Upload failed',
  uploadFailedDefault: 'Failed to upload catalog. Please try again.',
  uploaded: 'Catalog uploaded successfully',
  uploadedDescription: 'Your catalog has been submitted for admin approval.',
  notPending: (status: string) => `This catalog is already ${status}.`,
  notApproved: 'Access can only be granted to an approved catalog.',
  resellerNotFound: 'No reseller account with this id.',
  /** Issue 13: the server's 409, and the reseller list's marks. */
  resellerNotAuthorized:
    "This reseller is not authorized to sell this catalog's brand: access is granted only while the brand's authorization is in force (the brand approves their application, or an admin allocates the brand in the Brands Directory).",
  notAuthorized: 'Not authorized for this brand',
  authorizationNotInForce: 'Authorization not in force: the catalog stays closed to them',
} as const

/** Issue 16: the reseller's Catalogs screen (the catalogs an admin granted it). */
export const RESELLER_CATALOG_TEXTS = {
  columns: {
    catalog: 'Catalog',
    brand: 'Brand',
    file: 'File',
    granted: 'Shared on',
    download: 'Download',
  },
  download: 'Download',
  emptyTitle: 'No catalogs shared with you yet',
  empty: "A brand's catalog appears here when an admin grants you access.",
  loadFailed: 'Failed to load your catalogs',
  tryAgain: 'Try again',
  listLabel: 'Catalogs shared with you',
} as const

/** Issue 16: the mails around catalogs (subjects; bodies in catalogs/catalog-mails.ts). */
export const CATALOG_MAIL_TEXTS = {
  sharedSubject: (brand: string) => `${brand} catalog shared with you`,
  approvedSubject: (catalog: string) => `Your catalog "${catalog}" was approved`,
  rejectedSubject: (catalog: string) => `Your catalog "${catalog}" was rejected`,
  uploadedSubject: (brand: string) => `New catalog awaiting review: ${brand}`,
} as const

/** Issue 16: Reject asks first, with an optional reason the brand reads in its mail. */
export const CATALOG_REJECT_DIALOG_TEXTS = {
  title: (name: string) => `Reject ${name}?`,
  description:
    'The catalog stays rejected and its products are not imported. The brand is mailed the decision, with your reason if you give one.',
  reason: 'Reason (optional)',
  submit: 'Reject',
  cancel: 'Cancel',
} as const

/** An optional reason given with a rejection, mailed to the brand. */
export const CATALOG_REJECTION_REASON_MAX_LENGTH = 1000
