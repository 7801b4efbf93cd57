import { plural } from './plural.ts'

/**
 * Texts of the Admin Dashboard (001 §2.2, §8.1). Card titles and tab names are the spec's,
 * verbatim; the rest says what the screen shows.
 */
export const DASHBOARD_TEXTS = {
  cards: {
    resellers: 'Total Resellers',
    brands: 'Total Brands',
    products: 'Total Products',
    orders: 'Total Orders',
    pendingApplications: 'Pending Applications',
    pendingUploads: 'Pending Uploads',
  },
  pendingTable: {
    title: 'Pending Reseller Applications',
    company: 'Company',
    email: 'Email',
    applicationDate: 'Application Date',
    viewAll: 'Review applications',
  },
  tabs: {
    activities: 'Recent Activities',
    emailLogs: 'Email Routing Logs',
    inquiries: 'Inquiries',
  },
  /** Issue 16: under Total Brands, what it counts and the brand accounts beside it. */
  brandsHint: (accounts: number) =>
    `Active in the directory · ${plural(accounts, 'brand account')}`,
  brandsTooltip: (all: number) =>
    `Active entries of the brands directory (${plural(all, 'entry', 'entries')} in all)`,
  activitiesEmpty: 'No activity yet.',
  inquiriesEmpty: 'No inquiries yet.',
  /** 001 §8.1 Dashboard, verbatim. */
  loadError: 'Error loading admin data',
  tryAgain: 'Try Again',
} as const

/** The kinds of Recent Activities (001 §3 Activity item, §9: the 5 newest of each kind). */
export const ACTIVITY_KINDS = [
  'reseller_application',
  'brand_added',
  'product_upload',
  'order',
  'inquiry',
  'brand_application',
] as const
export type ActivityKind = (typeof ACTIVITY_KINDS)[number]

export const ACTIVITY_LABELS: Record<ActivityKind, string> = {
  reseller_application: 'Reseller application',
  brand_added: 'Brand added',
  product_upload: 'Catalog upload',
  order: 'Order',
  inquiry: 'Inquiry',
  brand_application: 'Brand application',
}

/** How many of each kind Recent Activities shows (001 §9). */
export const RECENT_ACTIVITIES_PER_KIND = 5
/** How many pending applications the dashboard's table lists before 'Review applications'. */
export const DASHBOARD_PENDING_APPLICATIONS_LIMIT = 10

export interface DashboardSummary {
  counts: {
    resellers: number
    /** Active entries of the brands directory (the Total Brands card, issue 16). */
    brands: number
    /** Accounts whose role is brand. */
    brandAccounts: number
    /** Every entry of the directory, active or not. */
    brandsDirectory: number
    products: number
    orders: number
    pendingApplications: number
    pendingUploads: number
  }
  pendingApplications: { id: string; companyName: string; email: string; createdAt: string }[]
}

/** 001 §3 Activity item (derived): id, type, user_email, company_name, description, created_at. */
export interface ActivityItem {
  id: string
  type: ActivityKind
  userEmail: string | null
  companyName: string | null
  description: string
  createdAt: string
  /** The admin screen where the item is handled. */
  href: string
}
