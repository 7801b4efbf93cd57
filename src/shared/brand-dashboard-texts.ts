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
    description: {
      day: 'Marketplace listings of your products observed each day, by what they were judged',
      week: 'Marketplace listings of your products observed each week, by what they were judged',
    },
    periodCompliance: (days: number) => `compliant in the last ${days} days`,
    complianceNote:
      "Your authorized resellers' observed listings at or above MAP on the marketplaces their authorization covers, of all their listings that could be judged.",
    noJudged: 'No listing of an authorized reseller to judge in this period.',
    series: {
      compliant: 'Compliant',
      mapViolations: 'MAP violations',
      scopeViolations: 'Scope violations',
      unauthorized: 'Unauthorized sellers',
    },
    chartLabel: (days: number, compliance: string) =>
      `Compliance Monitoring: observed listings of the last ${days} days by verdict; ${compliance}`,
    tableCaption: 'Observed listings by period and verdict',
    periodColumn: 'Period starting',
    complianceColumn: 'Compliance',
    empty: (days: number) => `No marketplace listings observed in the last ${days} days`,
    emptyDetail:
      'Compliance monitoring compares the marketplace listings of your products with your MAP prices and your authorized resellers. Import a listings report (Amazon, Walmart, Keepa or any CSV) or connect a monitoring service to see it here.',
    importAction: 'Import marketplace listings in Brand Protection',
    open: 'Open Brand Protection',
    loading: 'Loading compliance monitoring',
    loadError: 'Compliance figures could not be loaded.',
    updatedLive: 'Updates when listings are imported or findings change.',
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
  accepted: 'Accepted',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  declined: 'Declined',
  cancelled: 'Cancelled',
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
  protection: {
    title: 'Brand Protection',
    description:
      'What marketplace listings of your products cost you and how your resellers keep to your MAP, from the listings you import in Brand Protection.',
    filters: {
      label: 'Brand protection filters',
      marketplace: 'Marketplace',
      reseller: 'Reseller',
      product: 'Product',
      allMarketplaces: 'All marketplaces',
      allResellers: 'All resellers',
      allProducts: 'All products',
      noReseller: 'Unnamed reseller',
      clear: 'Clear filters',
      /** Also the API's answer when both come (a 400). */
      oneAtATime:
        'Filter by a reseller or by a product, not both: the daily figures are kept per reseller and per product, never per both.',
      filteredBy: (what: string) => `Filtered by ${what}`,
    },
    figuresLabel: 'Brand protection figures',
    loading: 'Loading brand protection figures',
    recalculating: 'Recalculating…',
    recalculatingDetail:
      'A MAP price, policy, product or authorization changed, so past listings are being judged again. These figures update when that is done.',
    kpis: {
      revenueAtRisk: 'Revenue at Risk',
      recovered: 'Recovered after Cure',
      compliance: 'Compliance',
      unauthorizedSellers: 'Unauthorized Sellers',
      openViolations: 'Open Violations',
    },
    kpiNotes: {
      revenueAtRisk: (months: number) =>
        `units listed below MAP × the price gap, last ${months} months`,
      recovered: (months: number) => `at risk on MAP violations cured in the last ${months} months`,
      compliance: (months: number) =>
        `of judged listings of authorized resellers, last ${months} months`,
      unauthorizedSellers: (months: number) =>
        `storefronts listing without authorization, last ${months} months`,
      openViolations: 'MAP and scope violations still open',
    },
    /** The change of a figure where rising is bad (revenue at risk, unauthorized sellers). */
    against: (months: number) => `vs previous ${months} months`,
    points: (value: string) => `${value} pts`,
    noCompliance: 'No judged listings',
    empty: {
      title: 'No marketplace listings in this range',
      filtered: 'No marketplace listings match these filters in this range',
      body: 'These figures come from the marketplace listings of your products: import an Amazon, Walmart or Keepa report, any CSV, or connect a monitoring service.',
      action: 'Import marketplace listings in Brand Protection',
    },
    notSplit: {
      byReseller:
        'Per-reseller figures are not kept per product. Clear the product filter to compare resellers.',
      byProduct:
        'Per-product figures are not kept per reseller. Clear the reseller filter to compare products.',
      categories:
        'Category figures are not kept per reseller. Clear the reseller filter to see them.',
    },
    monthColumn: 'Month',
    revenue: {
      title: 'Revenue at Risk and Recovered',
      description: 'Each month: revenue at risk from listings below MAP, and what cures recovered',
      explanation:
        'Revenue at risk is the units listed below your MAP × the price gap: a listing of 10 units at $5 under MAP puts $50 at risk each time it is observed, whoever lists it. Recovered is what a MAP violation had at risk when a later listing at or above MAP cured it.',
      atRisk: 'Revenue at risk',
      recovered: 'Recovered',
      chartLabel: (atRisk: string, recovered: string) =>
        `Revenue at risk and recovered per month: ${atRisk} at risk, ${recovered} recovered in all`,
      tableCaption: 'Revenue at risk and recovered per month',
    },
    complianceTrend: {
      title: 'Compliance over Time',
      description:
        "Each month: the share of your authorized resellers' judged listings that were compliant",
      compliance: 'Compliance',
      judged: 'Judged listings',
      chartLabel: (overall: string) => `Compliance per month; ${overall} over the range`,
      tableCaption: 'Compliance per month',
    },
    byReseller: {
      title: 'Compliance by Reseller',
      description: 'Resellers with the most violations first. Choose one to filter by it.',
      empty: 'No listings of authorized resellers in this range.',
      reseller: 'Reseller',
      filterBy: (name: string) => `Filter by ${name}`,
    },
    byProduct: {
      title: 'Compliance by Product',
      description: 'Products with the most revenue at risk first. Choose one to filter by it.',
      empty: 'No listings of your products in this range.',
      product: 'Product',
      sku: 'SKU',
      unauthorized: 'Unauthorized listings',
      filterBy: (name: string) => `Filter by ${name}`,
    },
    columns: {
      compliance: 'Compliance',
      judged: 'Judged listings',
      violations: 'Violations',
      atRisk: 'Revenue at risk',
    },
    sellers: {
      title: 'Unauthorized Sellers per Month',
      description:
        'Each month: storefronts that listed your products without an authorization, and their listings observed',
      sellers: 'Unauthorized sellers',
      listings: 'Unauthorized listings',
      chartLabel: (sellers: string, listings: string) =>
        `Unauthorized sellers and listings per month: ${sellers} sellers, ${listings} listings in the range`,
      tableCaption: 'Unauthorized sellers and listings per month',
    },
    topSellers: {
      title: 'Top Unauthorized Sellers',
      description:
        'Storefronts with open unauthorized listings, the most listings first. Open one to investigate where its stock comes from.',
      empty: 'No unauthorized seller has open listings.',
      seller: 'Seller',
      marketplaces: 'Marketplaces',
      listings: 'Open listings',
      firstSeen: 'First seen',
      unnamed: 'Unnamed seller',
      investigate: (name: string) => `Investigate ${name}`,
      noInvestigation: 'No investigation yet',
    },
    categories: {
      title: 'Losses by Category and Marketplace',
      description:
        'Violations, unauthorized listings and revenue at risk of your product categories on each marketplace, in the range',
      metricLabel: 'Chart figure',
      metrics: {
        atRisk: 'Revenue at risk',
        violations: 'Violations',
        unauthorized: 'Unauthorized listings',
      },
      chartLabel: (metric: string) => `${metric} by category and marketplace`,
      tableCaption:
        'Violations, unauthorized listings and revenue at risk by category and marketplace',
      category: 'Category',
      marketplace: 'Marketplace',
      uncategorised: 'Uncategorised',
      empty: 'No violations or unauthorized listings in this range.',
    },
  },
  loadError: 'Error loading analytics',
  noData: 'No orders in this range.',
} as const
