/**
 * The reseller Dashboard (001 §2.4, §4.5): the shape GET /api/reseller/dashboard answers. Money
 * is a string with two decimals (numeric sums rounded by the database, as on the brand
 * dashboard); dates are ISO strings.
 */
import type { OrderStatus } from '../brand-orders-texts.ts'

export interface ResellerDashboardCards {
  /** The total of every order the reseller placed, whatever its status. */
  totalSpending: string
  /** Distinct directory entries the reseller is allocated to or approved by on application. */
  brandPartners: number
  /** Approved products of those partner brands. */
  products: number
  /** 001 §4.5: every order that is not delivered. */
  activeOrders: number
}

export interface ResellerMonthPoint {
  /** First day of the month (UTC), YYYY-MM-01. */
  month: string
  orders: number
  spending: string
}

export interface ResellerCategoryShare {
  category: string
  spending: string
  /** Share of the spending, 0–100, one decimal. */
  percent: number
}

export interface ResellerRecentOrder {
  id: string
  brandName: string
  status: OrderStatus
  totalAmount: string
  createdAt: string
}

export interface ResellerTopBrand {
  brandId: string
  brandName: string
  orders: number
  totalSpending: string
}

export interface ResellerDashboardData {
  cards: ResellerDashboardCards
  /** The last 6 calendar months (UTC), oldest first, the current one last; zero-filled. */
  months: ResellerMonthPoint[]
  categories: ResellerCategoryShare[]
  recentOrders: ResellerRecentOrder[]
  topBrands: ResellerTopBrand[]
}
