/**
 * The admin dashboard's charts (issue 16 item 7): what `GET /api/admin/dashboard/trends` answers
 * and the screen's texts. Days are UTC calendar days, YYYY-MM-DD; money is a string with two
 * decimals.
 */
import type { DashboardPeriod } from './schemas/brand-dashboard.ts'

export interface TrendDay {
  date: string
  signUps: { reseller: number; brand: number; admin: number }
  /** Reseller Hub applications received, and resellers' applications to brands. */
  applications: { resellerHub: number; brand: number }
  /** Orders placed that day (any status), and their value less declined and cancelled ones. */
  orders: number
  gmv: string
  /** New items that day in each review queue. */
  arrivals: { resellerApplications: number; catalogs: number; entryChanges: number }
}

/** The web-vitals metrics the charts show, and their budgets (PERFORMANCE_BUDGETS). */
export const TREND_VITALS = ['LCP', 'INP', 'CLS'] as const
export type TrendVital = (typeof TREND_VITALS)[number]

export interface PageVitals {
  path: string
  /** Readings in the period, over every metric. */
  readings: number
  /** The 75th percentile per metric; null when the page has no reading of it. */
  p75: Record<TrendVital, number | null>
}

export interface DashboardTrends {
  period: DashboardPeriod
  from: string
  to: string
  days: TrendDay[]
  /** What waits for an admin now. */
  pending: {
    resellerApplications: number
    catalogs: number
    entryChanges: number
    brandApplications: number
  }
  /** The pages with the most readings first, at most TREND_VITAL_PAGES. */
  webVitals: PageVitals[]
}

export const TREND_VITAL_PAGES = 10

export const ADMIN_TRENDS_TEXTS = {
  title: 'Trends',
  description: (days: number) => `The last ${days} days, by UTC day`,
  period: 'Period',
  periodOption: (days: number) => `${days} Days`,
  signUps: {
    title: 'Sign-ups and applications',
    chart: (days: number, total: number) =>
      `Sign-ups and applications per day over the last ${days} days: ${total} in all`,
    reseller: 'Reseller sign-ups',
    brand: 'Brand sign-ups',
    admin: 'Admin sign-ups',
    resellerHub: 'Reseller Hub applications',
    brandApplications: 'Applications to brands',
  },
  orders: {
    title: 'Orders and GMV',
    chart: (days: number, orders: number, gmv: string) =>
      `Orders and GMV per day over the last ${days} days: ${orders} orders, ${gmv}`,
    orders: 'Orders',
    gmv: 'GMV',
    note: 'GMV leaves out declined and cancelled orders.',
  },
  queues: {
    title: 'Pending queues',
    now: 'Waiting now',
    chart: (days: number) => `Items entering the review queues per day over the last ${days} days`,
    resellerApplications: 'Reseller applications',
    catalogs: 'Catalogs to review',
    entryChanges: 'Directory entry changes',
    brandApplications: 'Applications to brands (brands decide)',
  },
  vitals: {
    title: 'Web vitals (p75 per page)',
    chart: (days: number) =>
      `The 75th percentile of LCP per page over the last ${days} days, against its budget`,
    page: 'Page',
    readings: 'Readings',
    budget: (metric: string, value: string) => `${metric} budget ${value}`,
    empty: 'No web-vitals readings in this period yet.',
    overBudget: 'over budget',
  },
  day: 'Day',
  loadError: 'The trends could not be loaded.',
} as const
