/**
 * Texts of the brand Dashboard and Analytics (001 §2.3, §8.2, §9). Card titles, toggle labels,
 * tab names and the load error are the spec's, verbatim; the rest says what each figure is.
 */
import type { BrandActivityType, Marketplace, OrderStatus } from './schemas/brand-dashboard.ts'

export const BRAND_DASHBOARD_TEXTS = {
  periods: { 7: '7 Days', 30: '30 Days', 90: '90 Days' },
  periodLabel: 'Period',
  cards: {
    authorizedResellers: 'Authorized Resellers',
    totalProducts: 'Total Products',
    pendingOrders: 'Pending Orders',
    totalRevenue: 'Total Revenue',
  },
  cardNotes: {
    authorizedResellers: (days: number) =>
      `allocated to you or approved on application; compared with ${days} days ago`,
    totalProducts: 'in your inventory, every approval status',
    pendingOrders: (days: number) => `placed in the last ${days} days and still pending`,
    totalRevenue: (days: number) =>
      `orders placed in the last ${days} days, against the ${days} days before`,
  },
  change: {
    up: (percent: string) => `+${percent}%`,
    down: (percent: string) => `${percent}%`,
    none: 'no change',
    noBaseline: 'nothing in the previous period to compare with',
  },
  orders: {
    title: 'Recent Orders',
    description: (days: number) => `Orders placed in the last ${days} days`,
    empty: (days: number) => `No orders in the last ${days} days.`,
    viewAll: 'View all orders',
    orderId: 'Order ID',
    reseller: 'Reseller',
    date: 'Date',
    status: 'Status',
    total: 'Total',
  },
  sales: {
    title: 'Sales Performance',
    description: { day: 'Revenue and orders per day', week: 'Revenue and orders per week' },
    revenue: 'Revenue',
    orders: 'Orders',
    empty: (days: number) => `No sales in the last ${days} days.`,
    tableCaption: 'Sales performance by period',
    periodColumn: 'Period starting',
  },
  marketplaces: {
    title: 'Marketplace Distribution',
    description:
      'Revenue of the period by the marketplaces your ordering resellers sell on, from the seller ids in their applications. An order from a reseller on several marketplaces is split evenly between them.',
    empty: (days: number) => `No revenue in the last ${days} days to distribute.`,
    tableCaption: 'Revenue by marketplace',
    marketplaceColumn: 'Marketplace',
    revenueColumn: 'Revenue',
    shareColumn: 'Share',
  },
  compliance: {
    title: 'Compliance Monitoring',
    empty: 'No marketplace listings yet',
    emptyDetail:
      'Compliance monitoring compares marketplace listings of your products with your MAP prices and authorized resellers. Listings are collected in a later release; until then there is nothing to chart.',
  },
  activities: {
    title: 'Recent Activities',
    empty: 'No activity yet.',
  },
  applications: {
    title: 'Pending Applications',
    description: 'Resellers who applied to sell your brand and wait for an answer.',
    empty: 'No pending applications.',
    company: 'Company',
    email: 'Email',
    message: 'Message',
    date: 'Applied',
    viewAll: 'Manage resellers',
  },
  noEntry: {
    title: 'Your brand is not in the brands directory yet',
    body: 'The dashboard shows the figures of your directory entry: the one whose contact e-mail is your sign-in e-mail. None matches yet. Create your entry; an admin reviews it before resellers can see it.',
    action: 'Create your directory entry',
  },
  /** 001 §8.2, verbatim. */
  loadError: 'Error loading dashboard',
  tryLater: 'Please try again later',
  tryAgain: 'Try Again',
  updatedLive: 'Updates when orders arrive or change.',
} as const

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
}

export const MARKETPLACE_LABELS: Record<Marketplace, string> = {
  amazon: 'Amazon',
  walmart: 'Walmart',
  ebay: 'eBay',
  none: 'No marketplace seller id',
}

export const BRAND_ACTIVITY_LABELS: Record<BrandActivityType, string> = {
  order: 'Order',
  allocation: 'Reseller authorized',
  application: 'Application',
}

/** How many newest activities the dashboard lists (001 §3 activity item). */
export const BRAND_ACTIVITIES_LIMIT = 5
/** How many orders the orders panel lists. */
export const DASHBOARD_RECENT_ORDERS_LIMIT = 5
/** How many pending applications the table lists before 'Manage resellers'. */
export const DASHBOARD_PENDING_APPLICATIONS_ROWS = 5
/** How many products the product performance table ranks. */
export const ANALYTICS_TOP_PRODUCTS = 10
/** Characters of an order id shown (001 §9). */
export const BRAND_ORDER_ID_LENGTH = 8

export const BRAND_ANALYTICS_TEXTS = {
  ranges: { '6m': '6 Months', '1y': '1 Year', '2y': '2 Years' },
  rangeLabel: 'Range',
  kpis: {
    revenue: 'Total Revenue',
    orders: 'Total Orders',
    averageOrderValue: 'Average Order Value',
    activeResellers: 'Active Resellers',
  },
  kpiNote: (months: number) => `last ${months} months, against the ${months} months before`,
  sections: {
    revenue: { title: 'Revenue', description: 'Revenue of the orders placed each month' },
    orders: { title: 'Orders', description: 'Orders placed each month' },
    resellers: {
      title: 'Reseller Activity',
      description: 'Resellers who placed at least one order each month',
    },
    products: {
      title: 'Product Performance',
      description: 'Your products ranked by revenue from their order lines',
      empty: 'No products sold in this range.',
      product: 'Product',
      sku: 'SKU',
      units: 'Units sold',
      orders: 'Order lines',
      revenue: 'Revenue',
    },
  },
  monthColumn: 'Month',
  tabs: {
    revenueProtection: 'Revenue Protection',
    unauthorizedSellers: 'Unauthorized Sellers',
    lossPrevention: 'Loss Prevention Categories',
  },
  listingsEmpty: {
    title: 'No marketplace listings yet',
    revenueProtection:
      'Revenue protection measures the sales you lose to listings below your MAP price or by sellers you have not authorized. It needs marketplace listings of your products, which are collected in a later release.',
    unauthorizedSellers:
      'Unauthorized sellers are marketplace sellers offering your products without an allocation from you. They are found by matching marketplace listings, which are collected in a later release.',
    lossPrevention:
      'Loss prevention groups violations (MAP, unauthorized sellers, counterfeit reports) by category. Until marketplace listings are collected, there are no violations to group.',
  },
  loadError: 'Error loading analytics',
  noData: 'No orders in this range.',
} as const
