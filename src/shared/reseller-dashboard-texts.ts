/**
 * Texts of the reseller Dashboard (001 §2.4, §8.3, §9). Card titles, the tab names and the
 * table headings are the spec's, verbatim; the notes say what each figure is.
 */

/** 001 §2.4: Recent Orders (5) and Top Brands (5); §9: top brands 5 items. */
export const RESELLER_DASHBOARD_RECENT_ORDERS = 5
export const RESELLER_DASHBOARD_TOP_BRANDS = 5
/** The Performance tabs cover this many calendar months, the current one included. */
export const RESELLER_DASHBOARD_MONTHS = 6
/** 001 §9: an order id is shown by its first 10 characters on the reseller side. */
export const RESELLER_ORDER_ID_LENGTH = 10
/** The category of spending with a brand whose directory entry lists none. */
export const UNCATEGORIZED = 'Uncategorized'

export const RESELLER_DASHBOARD_TEXTS = {
  cards: {
    totalSpending: 'Total Spending',
    brandPartners: 'Brand Partners',
    products: 'Products',
    activeOrders: 'Active Orders',
  },
  cardNotes: {
    totalSpending: 'the total of every order you placed',
    brandPartners: 'brands allocated to you or that approved your application',
    products: 'approved products of your partner brands',
    activeOrders: 'orders not delivered yet',
  },
  performance: {
    title: 'Performance',
    description: `Your orders and spending over the last ${RESELLER_DASHBOARD_MONTHS} months`,
    tabsLabel: 'Performance',
    ordersTab: 'Orders',
    spendingTab: 'Spending',
    orders: 'Orders',
    spending: 'Spending',
    monthColumn: 'Month',
    ordersCaption: 'Orders per month',
    spendingCaption: 'Spending per month',
    empty: `No orders in the last ${RESELLER_DASHBOARD_MONTHS} months.`,
  },
  categories: {
    title: 'Category Distribution',
    description:
      "Your spending by the categories of the brands you ordered from (their directory entry's categories). An order from a brand with several categories is split evenly between them.",
    empty: 'No spending to distribute yet.',
    tableCaption: 'Spending by category',
    categoryColumn: 'Category',
    spendingColumn: 'Spending',
    shareColumn: 'Share',
  },
  recentOrders: {
    title: 'Recent Orders',
    description: 'Your newest orders',
    empty: 'No orders yet.',
    emptyHint: 'Apply to brands, then order from the ones that approve you.',
    viewAll: 'View all orders',
    orderId: 'Order ID',
    brand: 'Brand',
    date: 'Date',
    status: 'Status',
    total: 'Total',
  },
  topBrands: {
    title: 'Top Brands',
    description: 'The brands you spent the most with',
    empty: 'No brands ordered from yet.',
    findBrands: 'Find brands',
    brand: 'Brand',
    orders: 'Orders',
    total: 'Total',
  },
  loading: 'Loading dashboard',
  loadError: 'Error loading dashboard',
  tryLater: 'Please try again later.',
  tryAgain: 'Try Again',
  updatedLive: 'The figures update by themselves when an order or an allocation changes.',
} as const
