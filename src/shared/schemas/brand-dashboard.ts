/**
 * The brand Dashboard and Analytics (001 §2.3, §9): the query strings the routes accept and the
 * shapes they answer. Money is a string with two decimals (numeric sums, no cent lost to
 * floating point); dates are ISO strings.
 */
import { z } from 'zod'

/** 001 §9: dashboard periods 7d, 30d, 90d (days). */
export const DASHBOARD_PERIODS = [7, 30, 90] as const
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number]
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 30

/** 001 §9: analytics ranges 6m, 1y, 2y (in months). */
export const ANALYTICS_RANGES = { '6m': 6, '1y': 12, '2y': 24 } as const
export type AnalyticsRange = keyof typeof ANALYTICS_RANGES
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = '6m'

export const dashboardQuerySchema = z.object({
  period: z
    .enum(['7', '30', '90'], { error: 'Period must be 7, 30 or 90 days' })
    .default('30')
    .transform((value) => Number(value) as DashboardPeriod),
})

export const analyticsQuerySchema = z.object({
  range: z
    .enum(['6m', '1y', '2y'], { error: 'Range must be 6m, 1y or 2y' })
    .default(DEFAULT_ANALYTICS_RANGE),
})

/** The brand's own directory entry, or null when the brand has none yet (001 §6). */
export interface BrandEntrySummary {
  id: string
  name: string
  logoUrl: string | null
  isActive: boolean
}

/**
 * A figure and the same figure one period earlier. `changePercent` is null when the earlier
 * figure is 0 (no percentage of nothing).
 */
export interface Compared<T extends number | string> {
  value: T
  previous: T
  changePercent: number | null
}

export type { OrderStatus } from '../brand-orders-texts.ts'
import type { OrderStatus } from '../brand-orders-texts.ts'

export interface DashboardOrder {
  id: string
  resellerId: string
  resellerName: string
  totalAmount: string
  status: OrderStatus
  createdAt: string
}

export interface SalesPoint {
  /** Start of the bucket (inclusive). */
  start: string
  /** End of the bucket (exclusive); the last one ends now. */
  end: string
  revenue: string
  orders: number
}

export const MARKETPLACES = ['amazon', 'walmart', 'ebay', 'none'] as const
export type Marketplace = (typeof MARKETPLACES)[number]

export interface MarketplaceShare {
  marketplace: Marketplace
  revenue: string
  /** Share of the period's revenue, 0–100, one decimal. */
  percent: number
}

export type BrandActivityType = 'order' | 'allocation' | 'application'

export interface BrandActivity {
  id: string
  type: BrandActivityType
  userEmail: string
  companyName: string | null
  description: string
  createdAt: string
}

export interface PendingBrandApplication {
  id: string
  resellerId: string
  companyName: string | null
  email: string
  proposalMessage: string | null
  createdAt: string
}

export interface BrandDashboardData {
  entry: BrandEntrySummary
  period: DashboardPeriod
  /** The period [from, to) and the previous one [previousFrom, from). */
  range: { from: string; to: string; previousFrom: string }
  cards: {
    /**
     * Resellers allocated to the entry or approved on application, now, against those already
     * authorized when the period began.
     */
    authorizedResellers: Compared<number>
    /** Every product of the brand, whatever its approval status. */
    totalProducts: number
    /** Orders placed in the period that are still pending. */
    pendingOrders: number
    /** Sum of the orders placed in the period, against the previous period of the same length. */
    totalRevenue: Compared<string>
  }
  orders: {
    /** Orders placed in the period, and their count by status. */
    total: number
    byStatus: Record<OrderStatus, number>
    /** The newest orders of the period. */
    recent: DashboardOrder[]
  }
  sales: { bucket: 'day' | 'week'; points: SalesPoint[] }
  marketplaces: MarketplaceShare[]
  activities: BrandActivity[]
  pendingApplications: { total: number; rows: PendingBrandApplication[] }
}

export type BrandDashboardResponse =
  ({ entry: BrandEntrySummary } & BrandDashboardData) | { entry: null; period: DashboardPeriod }

export interface AnalyticsMonth {
  /** First day of the month, YYYY-MM-01. */
  month: string
  revenue: string
  orders: number
  activeResellers: number
}

export interface ProductPerformance {
  productId: string | null
  name: string
  sku: string | null
  unitsSold: number
  revenue: string
  /** Order lines holding the product. */
  orders: number
}

export interface BrandAnalyticsData {
  entry: BrandEntrySummary
  range: AnalyticsRange
  months: number
  /** [from, to) and the previous range of the same length [previousFrom, from). */
  window: { from: string; to: string; previousFrom: string }
  kpis: {
    revenue: Compared<string>
    orders: Compared<number>
    averageOrderValue: Compared<string>
    activeResellers: Compared<number>
  }
  series: AnalyticsMonth[]
  topProducts: ProductPerformance[]
}

export type BrandAnalyticsResponse =
  ({ entry: BrandEntrySummary } & BrandAnalyticsData) | { entry: null; range: AnalyticsRange }
