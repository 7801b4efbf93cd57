/**
 * The Brands Directory (001 §2.2, §3, §5, §8.1, §9): the numbers and texts the screen and the
 * API share, verbatim where the spec gives one, and the small pure helpers of its table.
 */
import { plural } from './plural.ts'

/** Rows per page of the directory table (the spec's list page size, 001 §9). */
export const BRANDS_DIRECTORY_PAGE_SIZE = 50
/** 001 §2.2 / §9: only the first 2 categories are shown, plus '+N' for the rest. */
export const BRAND_CATEGORIES_SHOWN = 2
/** 001 §2.2 / §9: the description in the allocation list is cut at 100 characters. */
export const ALLOCATION_DESCRIPTION_MAX_CHARS = 100
/** At most this many ids in one bulk delete or bulk allocation (keeps a body under 256 KB). */
export const BRANDS_BULK_MAX_IDS = 5000
/** Duplicate groups returned at once; the totals still count every group. */
export const DUPLICATE_GROUPS_LIMIT = 1000
/** Resellers offered by the allocation pickers per search. */
export const RESELLER_PICKER_LIMIT = 20
/** Form limits (the spec names none; these keep a 1 MB string out). */
export const BRAND_NAME_MAX_LENGTH = 200
export const BRAND_URL_MAX_LENGTH = 2000
export const BRAND_DESCRIPTION_MAX_LENGTH = 5000
export const BRAND_CATEGORY_MAX_LENGTH = 100
export const BRAND_CATEGORIES_MAX = 50
/** response_time is numeric(8,2) in hours. */
export const BRAND_RESPONSE_TIME_MAX = 100_000

export const BRAND_STATUS_FILTERS = ['all', 'active', 'inactive'] as const
export type BrandStatusFilter = (typeof BRAND_STATUS_FILTERS)[number]

/** Why an admin's removal of an allocation revoked the authorization: the reseller sees it. */
export const REMOVED_BY_ADMIN_REASON = 'Removed by a marketplace admin'

export const BRANDS_DIRECTORY_CODES = {
  notReseller: 'NOT_A_RESELLER',
  brandsMissing: 'BRANDS_NOT_FOUND',
  suspendedByBrand: 'AUTHORIZATION_SUSPENDED',
} as const

/** Validation messages of the brand form (001 §5). */
export const BRAND_FORM_MESSAGES = {
  nameRequired: 'Brand name is required',
  contactEmailRequired: 'Contact email is required',
  contactEmailInvalid: 'Please enter a valid email address',
  urlInvalid: 'Please enter a valid URL',
  approvalRateRange: 'Approval rate must be between 0 and 100',
  approvalRateStep: 'Approval rate must be a multiple of 0.1',
  responseTimeMin: 'Response time must be 0 or more',
  responseTimeStep: 'Response time must be a multiple of 0.5',
  responseTimeMax: `Response time must be at most ${BRAND_RESPONSE_TIME_MAX} hours`,
  numberInvalid: 'Please enter a number',
  categoryTooLong: `Each category must be at most ${BRAND_CATEGORY_MAX_LENGTH} characters`,
  tooManyCategories: `At most ${BRAND_CATEGORIES_MAX} categories`,
} as const

/** 001 §8.1 Brands, bulk operations and successes, verbatim. */
export const BRANDS_TOASTS = {
  addFailed: (reason: string) => `Failed to add brand: ${reason}`,
  updateFailed: 'Failed to update brand',
  statusFailed: 'Failed to update status',
  deleteFailed: 'Failed to delete brand',
  allocateFailed: 'Failed to allocate brand',
  removeAllocationFailed: 'Failed to remove allocation',
  bulkAllocateFailed: 'Failed to allocate brands',
  someAllocationsFailed: (reason: string) => `Some allocations failed: ${reason}`,
  noneSelected: 'No brands selected for deletion',
  noDuplicates: 'No duplicates found to delete',
  bulkDeleteError: 'An error occurred during bulk deletion',
  bulkDeletePartial: (n: number) => `Failed to delete ${plural(n, 'brand')}`,
  added: 'Brand Added',
  updated: 'Brand Updated',
  deleted: 'Brand Deleted',
  statusUpdated: 'Status Updated',
  allocated: 'Brand Allocated',
  allocationRemoved: 'Allocation Removed',
} as const

/** Errors the API answers (the client shows them after the spec's titles). */
export const BRANDS_API_MESSAGES = {
  brandNotFound: 'Brand not found',
  resellerNotFound: 'Reseller not found',
  notReseller: 'Only reseller accounts can be allocated brands',
  brandsMissing: (n: number) => `${n} of the selected brands no longer exist`,
  /** Issue 13: an allocation never silently lifts a suspension (only the brand reinstates). */
  suspendedByBrand:
    "This reseller's authorization for the brand is suspended: the brand reinstates it, an allocation does not",
} as const

/** Screen texts (001 §2.2). */
export const BRANDS_DIRECTORY_TEXTS = {
  columns: {
    brand: 'Brand',
    department: 'Department',
    website: 'Website',
    contact: 'Contact',
    categories: 'Categories',
    status: 'Status',
    actions: 'Actions',
  },
  reviewDuplicates: 'Review Duplicates',
  bulkAllocate: 'Bulk Allocate Brands',
  addBrand: 'Add Brand',
  editBrand: 'Edit Brand',
  manageAccess: 'Manage Access',
  activate: 'Activate',
  deactivate: 'Deactivate',
  edit: 'Edit',
  delete: 'Delete',
  active: 'Active',
  inactive: 'Inactive',
  searchLabel: 'Search brands',
  searchPlaceholder: 'Search by name, contact email or department',
  statusFilterLabel: 'Status',
  statusFilter: { all: 'All statuses', active: 'Active', inactive: 'Inactive' },
  empty: 'No brands found',
  emptySearch: 'No brands match your search',
  loadFailed: 'Failed to load brands',
  tryAgain: 'Try Again',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number, total: number) =>
    `Page ${page.toLocaleString('en-US')} of ${pages.toLocaleString('en-US')} · ${plural(total, 'brand')}`,
  tableLabel: 'Brands',
  deleteTitle: 'Delete brand?',
  deleteDescription: (name: string) =>
    `"${name}" and its reseller allocations will be removed. This cannot be undone.`,
  cancel: 'Cancel',
  save: 'Save Changes',
  form: {
    name: 'Brand Name *',
    contactEmail: 'Contact Email *',
    websiteUrl: 'Website URL',
    logoUrl: 'Logo URL',
    description: 'Description',
    categories: 'Categories',
    categoriesHint: 'Comma separated, e.g. Beauty, Skincare',
    department: 'Department',
    approvalRate: 'Approval Rate (%)',
    responseTime: 'Response Time (hours)',
    isActive: 'Active',
    amazonAutoUngated: 'Amazon auto-ungated',
  },
  duplicates: {
    title: 'Review Duplicates',
    description:
      'Brands with the same name and contact email. The first of each group (the oldest) is kept; the others are selected for deletion.',
    keep: 'Keep',
    none: 'No duplicate brands found',
    deleteSelected: (n: number) => `Delete Selected (${n})`,
    summary: (groups: number, extras: number) =>
      `${plural(groups, 'duplicate group')} · ${plural(extras, 'extra brand')}`,
    deleted: (n: number) => `Deleted ${plural(n, 'duplicate brand')}`,
    shownOnly: (shown: number, total: number) =>
      `Showing ${shown.toLocaleString('en-US')} of ${plural(total, 'group')}`,
  },
  access: {
    title: (brand: string) => `Manage Access: ${brand}`,
    /** Issue 13: the list is every authorization in force, whoever granted it. */
    description:
      'Resellers authorized to sell this brand: approved by the brand or allocated by an admin.',
    allocated: 'Allocated resellers',
    none: 'No resellers allocated yet',
    searchLabel: 'Search resellers',
    searchPlaceholder: 'Search by company or email',
    allocate: 'Allocate',
    remove: 'Remove',
    noResellers: 'No resellers found',
    /** Issue 13: who granted the authorization. */
    grantedBy: { brand: 'by the brand', admin: 'by an admin' },
    sinceBy: (date: string, by: string) => `Authorized ${date} ${by}`,
    confirmRemoveTitle: (reseller: string) => `Remove ${reseller}?`,
    confirmRemove: (reseller: string, brand: string) =>
      `This revokes ${reseller}'s authorization to sell ${brand}, with the reason "${REMOVED_BY_ADMIN_REASON}": they lose ordering rights and their Letter of Authorization at once.`,
    confirmRemoveBrandGranted: (reseller: string, brand: string) =>
      `${brand} authorized ${reseller} itself. Removing it revokes the brand's own authorization, with the reason "${REMOVED_BY_ADMIN_REASON}": ${reseller} loses ordering rights and their Letter of Authorization at once. The brand can reinstate it.`,
    confirmRemoveAction: 'Remove',
  },
  bulkAllocateDialog: {
    title: 'Bulk Allocate Brands',
    description: 'Allocate many brands to one reseller at once.',
    reseller: 'Reseller',
    chooseReseller: 'Choose a reseller',
    brands: 'Brands',
    brandsSearch: 'Search brands to allocate',
    submit: (n: number) => `Allocate ${plural(n, 'brand')}`,
    done: (n: number, reseller: string) => `${plural(n, 'brand')} allocated to ${reseller}`,
    /** Issue 13: brands the reseller was authorized for already keep their terms. */
    alreadyAuthorized: (n: number) =>
      `${n} ${n === 1 ? 'was' : 'were'} already authorized and ${n === 1 ? 'keeps its' : 'keep their'} terms.`,
    currentList: 'Current allocations',
    noneYet: 'No brands allocated to this reseller yet',
    /** Issue 16: the lists reach every reseller and brand, a page at a time. */
    resellersShown: (shown: number, total: number) =>
      `Showing ${shown.toLocaleString('en-US')} of ${plural(total, 'reseller')}`,
    brandsShown: (shown: number, total: number) =>
      `Showing ${shown.toLocaleString('en-US')} of ${plural(total, 'brand')}`,
    showMore: 'Show more',
    narrowHint: 'Search to narrow the list.',
    selectedElsewhere: (n: number) => `${plural(n, 'selected brand')} not in this list`,
  },
} as const

/** 001 §2.2: the first 2 categories, and '+N' for the rest (null when nothing is hidden). */
export function visibleCategories(
  categories: readonly string[],
  shown: number = BRAND_CATEGORIES_SHOWN,
): { shown: string[]; more: string | null } {
  const rest = categories.length - shown
  return { shown: categories.slice(0, shown), more: rest > 0 ? `+${rest}` : null }
}

/** 001 §2.2: the allocation list's description, cut at 100 characters (with an ellipsis). */
export function cutDescription(
  description: string | null | undefined,
  max: number = ALLOCATION_DESCRIPTION_MAX_CHARS,
): string | null {
  if (description == null) return null
  // Cut by code points so that a surrogate pair is never split in half.
  const chars = Array.from(description)
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : description
}

/** 001 §5: categories are entered comma separated; blanks and repeats are dropped. */
export function parseCategories(input: string): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const part of input.split(',')) {
    const value = part.trim()
    const key = value.toLowerCase()
    if (value && !seen.has(key)) {
      seen.add(key)
      out.push(value)
    }
  }
  return out
}
