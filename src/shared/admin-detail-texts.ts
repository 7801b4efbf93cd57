/**
 * Issue 16 item 2: the admin console's detail views of a reseller application, a user and a
 * directory brand — their addresses, the API's answers (the server builds them, the screens read
 * them) and their words. Plain words: these screens are ours, not the spec's.
 */
import type { Role } from './constants.ts'
import type { AuthorizationMarketplace } from './authorizations.ts'

const enc = encodeURIComponent

export const ADMIN_DETAIL_PATHS = {
  applications: '/admin/dashboard/reseller-applications',
  users: '/admin/dashboard/user-management',
  brands: '/admin/dashboard/brands-directory',
  application: (id: string) => `/admin/dashboard/reseller-applications/${enc(id)}`,
  user: (id: string) => `/admin/dashboard/user-management/${enc(id)}`,
  brand: (id: string) => `/admin/dashboard/brands-directory/${enc(id)}`,
  applicationApi: (id: string) => `/api/admin/reseller-applications/${enc(id)}`,
  userApi: (id: string) => `/api/admin/users/${enc(id)}`,
  brandApi: (id: string) => `/api/admin/brands/${enc(id)}`,
  documentApi: (id: string) => `/api/admin/reseller-applications/${enc(id)}/document`,
} as const

/** The newest mails an application's detail lists (the total is said beside them). */
export const APPLICATION_DETAIL_MAILS_LIMIT = 50
/** The resellers a brand's detail lists first (the count is said beside them). */
export const BRAND_DETAIL_ALLOCATIONS_LIMIT = 25

/** The marketplaces a reseller-hub application names a store or a seller id for. */
export type ApplicationMarketplace = Extract<
  AuthorizationMarketplace,
  'amazon' | 'walmart' | 'ebay'
>
export const APPLICATION_MARKETPLACES: readonly ApplicationMarketplace[] = [
  'amazon',
  'walmart',
  'ebay',
]

export type OutboxStatus = 'queued' | 'sent' | 'failed' | 'dead' | 'stored'

/** A mail from the outbox, as a detail view lists it. */
export interface SentMail {
  id: string
  to: string
  subject: string
  kind: string
  status: OutboxStatus
  attempts: number
  /** Why the last attempt failed (failed and dead mail). */
  error: string | null
  createdAt: string
  sentAt: string | null
}

/** GET /api/admin/reseller-applications/:id */
export interface AdminApplicationDetail {
  application: {
    id: string
    email: string
    companyName: string
    /** The name the applicant gave on the Reseller Hub form (absent on manual applications). */
    contactName: string | null
    phone: string | null
    linkedin: string | null
    businessType: string | null
    einNumber: string | null
    productCategories: string[]
    salesVolume: string | null
    wholesaleBudget: string | null
    feedbackScore: string | null
    status: string
    applicationStatus: string | null
    rejectionReason: string | null
    passwordSentAt: string | null
    passwordResetCount: number
    createdAt: string
    updatedAt: string
  }
  /** One row per marketplace with a store link or a seller id, in Amazon, Walmart, eBay order. */
  marketplaces: {
    marketplace: ApplicationMarketplace
    storeLink: string | null
    sellerId: string | null
  }[]
  /** The verification document, or null when none was uploaded. */
  document: {
    /** The file's name as uploaded (manual applications have none). */
    name: string | null
    contentType: string
    /** Bytes; null when the stored file cannot be found or read. */
    size: number | null
    /** true verified, false rejected, null awaiting review. */
    verified: boolean | null
    notes: string | null
    downloadPath: string
  } | null
  /** The reseller account the application is linked to. */
  account: { id: string; email: string; role: Role; banned: boolean } | null
  /** Mails to the application's address, newest first (at most APPLICATION_DETAIL_MAILS_LIMIT). */
  mails: SentMail[]
  mailTotal: number
}

/** GET /api/admin/users/:id */
export interface AdminUserDetail {
  user: {
    id: string
    email: string
    name: string
    fullName: string | null
    companyName: string | null
    bio: string | null
    /** The role in force (the profile's, else the sign-up's). */
    role: Role
    emailVerified: boolean
    /** A ban in force now. */
    banned: boolean
    banReason: string | null
    banExpires: string | null
    createdAt: string
    updatedAt: string
  }
  sessions: {
    /** Sessions that have not expired. */
    active: number
    /** When the newest stored session began. */
    lastSignInAt: string | null
  }
  /** Reseller applications of this account or its address, newest first. */
  applications: { id: string; companyName: string; status: string; createdAt: string }[]
  /** Directory entries this account owns, or (not yet claimed) whose contact e-mail is its own. */
  brandEntries: { id: string; name: string; isActive: boolean; claimed: boolean }[]
  /** Brands a reseller is authorized for now (0 for other roles). */
  authorizedBrandCount: number
}

/** GET /api/admin/brands/:id */
export interface AdminBrandDetail {
  brand: {
    id: string
    name: string
    websiteUrl: string | null
    description: string | null
    contactEmail: string
    /** What the directory shows: the uploaded logo, else the typed address. */
    shownLogoUrl: string | null
    categories: string[]
    approvalRate: number | null
    responseTime: number | null
    department: string | null
    isActive: boolean
    amazonAutoUngated: boolean
    submittedByBrand: boolean
    openingOrderMinimum: string | null
    reorderMinimum: string | null
    decidedApplications: number
    approvedApplications: number
    createdAt: string
    updatedAt: string
  }
  /** The brand account that owns the entry, or the one whose address is its contact e-mail. */
  owner: { id: string; email: string; fullName: string | null; claimed: boolean } | null
  allocations: {
    /** Resellers authorized now, whoever granted it. */
    count: number
    /** The newest first, at most BRAND_DETAIL_ALLOCATIONS_LIMIT. */
    resellers: {
      id: string
      email: string
      fullName: string | null
      companyName: string | null
      allocatedAt: string
      grantedBy: string
    }[]
  }
}

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  queued: 'Sending',
  sent: 'Sent',
  failed: 'Failed, will retry',
  dead: 'Not delivered',
  stored: 'In the outbox (no SMTP)',
}

/** The mails an applicant gets, in plain words (the outbox's `kind`). */
const MAIL_KIND_LABELS: Record<string, string> = {
  reseller_application_confirmation: 'Application received',
  reseller_account_created: 'Approved, with the sign-in details',
  reseller_approve: 'Application approved',
  reseller_reject: 'Application rejected',
  reseller_password_reset: 'New temporary password',
}

/** A known kind's words; any other spelled out: 'brand_invitation' → 'Brand invitation'. */
export function mailKindLabel(kind: string): string {
  const known = MAIL_KIND_LABELS[kind]
  if (known) return known
  const words = kind.replace(/[_-]+/g, ' ').trim()
  return words ? words[0]!.toUpperCase() + words.slice(1) : kind
}

/** '2.0 KB', '1.4 MB', '512 bytes'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes.toLocaleString('en-US')} bytes`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

const common = {
  loading: 'Loading…',
  tryAgain: 'Try Again',
  none: '—',
  yes: 'Yes',
  no: 'No',
  historyTitle: 'History',
} as const

export const APPLICATION_DETAIL_TEXTS = {
  ...common,
  backToList: 'Back to Reseller Applications',
  loadFailed: 'The application could not be loaded',
  notFoundTitle: 'Application not found',
  notFound: 'No such application. It may have been removed, or the address is wrong.',
  description: (email: string) => `Reseller application from ${email}`,
  /** The list's link to this page: the company's name, said in full for a screen reader. */
  openLabel: (company: string) => `Open the application of ${company}`,
  sections: {
    application: 'Application',
    business: 'Business',
    marketplaces: 'Marketplaces',
    document: 'Document',
    account: 'Account',
    mails: 'Mails sent',
  },
  fields: {
    status: 'Status',
    review: 'Review stage',
    rejectionReason: 'Reason for rejection',
    submitted: 'Submitted',
    updated: 'Last changed',
    email: 'Email',
    contactName: 'Contact name',
    phone: 'Phone',
    linkedin: 'LinkedIn',
    company: 'Company',
    businessType: 'Business type',
    ein: 'EIN',
    categories: 'Product categories',
    salesVolume: 'Monthly sales volume',
    budget: 'Wholesale budget',
    feedbackScore: 'Feedback score',
    storeLink: 'Store link',
    sellerId: 'Seller ID',
    fileName: 'File name',
    fileType: 'Type',
    fileSize: 'Size',
    verification: 'Verification',
    notes: 'Review notes',
    accountEmail: 'Signs in as',
    passwordSent: 'Temporary password last sent',
    passwordResets: 'Password resets',
  },
  noMarketplaces: 'No marketplace store link or seller ID was given.',
  noDocument: 'No verification document was uploaded.',
  fileMissing: 'The stored file could not be found.',
  unnamedFile: 'verification document',
  verified: 'Verified',
  rejected: 'Rejected',
  awaitingReview: 'Awaiting review',
  download: 'Download Document',
  downloadFailed: 'Failed to download verification document.',
  noAccount: 'No account yet: one is created when the application is approved.',
  openUser: (email: string) => `Open the user ${email}`,
  banned: 'Banned',
  noMails: 'No mail has been sent to this address yet.',
  mailColumns: { subject: 'Subject', kind: 'Kind', status: 'Status', sent: 'Time' },
  mailsTableLabel: 'Mails sent to the applicant',
  mailsShown: (shown: number, total: number) =>
    shown < total
      ? `The newest ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} mails.`
      : `${total.toLocaleString('en-US')} mail${total === 1 ? '' : 's'}.`,
} as const

export const USER_DETAIL_TEXTS = {
  ...common,
  backToList: 'Back to User Management',
  loadFailed: 'The user could not be loaded',
  notFoundTitle: 'User not found',
  notFound: 'No such user. The account may have been deleted, or the address is wrong.',
  openLabel: (who: string) => `Open the user ${who}`,
  sections: {
    profile: 'Profile',
    access: 'Sign-in and access',
    links: 'Applications and brands',
  },
  fields: {
    email: 'Email',
    name: 'Name',
    fullName: 'Full name',
    company: 'Company',
    bio: 'Bio',
    role: 'Role',
    joined: 'Joined',
    updated: 'Last changed',
    emailVerified: 'Email confirmed',
    status: 'Status',
    banReason: 'Reason for the ban',
    banExpires: 'Ban ends',
    activeSessions: 'Signed-in sessions',
    lastSignIn: 'Latest sign-in',
    applications: 'Reseller applications',
    brandEntries: 'Brands directory entries',
    authorizedBrands: 'Brands authorized now',
  },
  active: 'Active',
  banned: 'Banned',
  banForever: 'Until unbanned',
  /** Sessions are removed at sign-out and on a ban: no row is not "never signed in". */
  never: 'None on record',
  unclaimed: 'not yet claimed',
  inactive: 'inactive',
  noLinks: 'No reseller application or brands directory entry belongs to this account.',
  roleLabels: { admin: 'Admin', brand: 'Brand', reseller: 'Reseller' } satisfies Record<
    Role,
    string
  >,
} as const

export const BRAND_DETAIL_TEXTS = {
  ...common,
  backToList: 'Back to Brands Directory',
  loadFailed: 'The brand could not be loaded',
  notFoundTitle: 'Brand not found',
  notFound: 'No such brand. It may have been deleted, or the address is wrong.',
  openLabel: (name: string) => `Open the brand ${name}`,
  sections: {
    entry: 'Directory entry',
    terms: 'Terms and figures',
    account: 'Brand account',
    resellers: 'Authorized resellers',
  },
  fields: {
    name: 'Name',
    status: 'Status',
    contactEmail: 'Contact email',
    website: 'Website',
    department: 'Department',
    categories: 'Categories',
    description: 'Description',
    autoUngated: 'Amazon auto-ungated',
    submittedBy: 'Added by',
    created: 'Added',
    updated: 'Last changed',
    approvalRate: 'Approval rate',
    responseTime: 'Response time',
    openingMinimum: 'Opening order minimum',
    reorderMinimum: 'Reorder minimum',
    decisions: 'Application decisions',
    accountEmail: 'Account',
  },
  active: 'Active',
  inactive: 'Inactive',
  addedByBrand: 'The brand, from its portal',
  addedByAdmin: 'An admin',
  notSet: 'Not set',
  hours: (h: number) => `${h.toLocaleString('en-US')} hours`,
  percent: (p: number) => `${p.toLocaleString('en-US')}%`,
  decisions: (decided: number, approved: number) =>
    `${decided.toLocaleString('en-US')} decided, ${approved.toLocaleString('en-US')} approved`,
  noOwner: 'No brand account is linked to this entry.',
  unclaimed: 'Not yet claimed: the account with the contact email claims it when it signs in.',
  noResellers: 'No reseller is authorized for this brand.',
  resellersShown: (shown: number, total: number) =>
    shown < total
      ? `The newest ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} resellers.`
      : `${total.toLocaleString('en-US')} reseller${total === 1 ? '' : 's'}.`,
  resellerColumns: {
    reseller: 'Reseller',
    email: 'Email',
    since: 'Since',
    grantedBy: 'Granted by',
  },
  resellersTableLabel: 'Resellers authorized for this brand',
  grantedBy: { admin: 'An admin', brand: 'The brand' } as Record<string, string>,
} as const
