/**
 * Order Management and Resellers Management of the brand portal (001 §2.3, §4.5, §8.2, §9), and
 * the reseller's My Orders (001 §2.4, §8.3): every text and number the screens and the API share,
 * verbatim where the spec gives one.
 */

/**
 * 001 §4.5 names pending, processing, shipped and delivered; issue 15 adds the brand's answer
 * (accepted or declined) and the reseller's cancellation. Every status an order can have.
 */
export const ORDER_STATUSES = [
  'pending',
  'accepted',
  'processing',
  'shipped',
  'delivered',
  'declined',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** The forward path, in the only order a brand may move an order through. */
export const ORDER_FLOW = ['pending', 'accepted', 'processing', 'shipped', 'delivered'] as const
/**
 * The statuses of an order the brand accepted (the forward path after pending). Only such an
 * order makes the reseller's next one a reorder (issue 13 item 5's minimums): a pending,
 * declined or cancelled one was never trade between them.
 */
export const ACCEPTED_ORDER_STATUSES = [
  'accepted',
  'processing',
  'shipped',
  'delivered',
] as const satisfies OrderStatus[]

/** Ends other than delivered: nothing moves an order out of them. */
export const CLOSED_ORDER_STATUSES = ['declined', 'cancelled'] as const satisfies OrderStatus[]

/** The status that follows `status` on the forward path, or null at an end. */
export function nextOrderStatus(status: OrderStatus): OrderStatus | null {
  const index = (ORDER_FLOW as readonly OrderStatus[]).indexOf(status)
  return index < 0 ? null : (ORDER_FLOW[index + 1] ?? null)
}

/**
 * The status an order must have to move to `status`, or null when nothing moves to it: declined
 * and cancelled come from pending only, the forward steps from the step before.
 */
export function previousOrderStatus(status: OrderStatus): OrderStatus | null {
  if (status === 'declined' || status === 'cancelled') return 'pending'
  const index = (ORDER_FLOW as readonly OrderStatus[]).indexOf(status)
  return index > 0 ? ORDER_FLOW[index - 1]! : null
}

/** 001 §4.5: labels are capitalised. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  declined: 'Declined',
  cancelled: 'Cancelled',
}

/** 001 §2.3 tabs with counts. */
export const ORDER_TABS = ['all', ...ORDER_STATUSES] as const
export type OrderTab = (typeof ORDER_TABS)[number]

/** 001 §9: the brand sees the first 8 characters of an order id, the reseller the first 10. */
export const BRAND_ORDER_ID_LENGTH = 8
export const RESELLER_ORDER_ID_LENGTH = 10
/** The brand's order table, a page at a time. */
export const BRAND_ORDERS_PAGE_SIZE = 25
/** My Orders has no paging in the spec: the newest orders, at most this many. */
export const RESELLER_ORDERS_LIMIT = 200
/** 001 §2.4: four skeleton rows while loading. */
export const RESELLER_ORDERS_SKELETON_ROWS = 4
/** 001 §9: the reseller order query is fresh for 30 seconds. */
export const RESELLER_ORDERS_STALE_MS = 30_000

/**
 * Resellers Management's Active card: a reseller who placed an order with this brand in the
 * last 90 days (the spec names the card, not its rule; 90 days is the longest dashboard period).
 */
export const ACTIVE_RESELLER_DAYS = 90
export const BRAND_RESELLERS_PAGE_SIZE = 50
export const RESELLER_FILTERS = [
  'all',
  'active',
  'inactive',
  'with-orders',
  'without-orders',
] as const
export type ResellerFilter = (typeof RESELLER_FILTERS)[number]
export const BRAND_RESELLERS_EXPORT_FILE_NAME = 'authorized-resellers.csv'
/**
 * Issue 13 #3: with each authorization's status, term and seller id per marketplace, so a brand
 * can paste it into a marketplace brand portal or an Amazon Brand Registry case. `activity` is
 * the Active card's rule (ordered in the last 90 days).
 */
export const BRAND_RESELLERS_EXPORT_COLUMNS = [
  'company',
  'contact_name',
  'email',
  'authorization_status',
  'authorized_date',
  'authorized_until',
  'amazon_seller_id',
  'walmart_seller_id',
  'ebay_seller_id',
  'web_store',
  'other_marketplace',
  'status_reason',
  'orders',
  'order_total',
  'last_order_date',
  'activity',
] as const

export const ORDER_CODES = {
  invalidTransition: 'ORDER_STATUS_TRANSITION',
  noAddress: 'ORDER_NO_ADDRESS',
} as const

/** A refused status change: the order moves one step forward only. */
export function orderTransitionMessage(current: OrderStatus, requested: OrderStatus): string {
  const next = nextOrderStatus(current)
  const now = `This order is ${ORDER_STATUS_LABELS[current]}`
  if (current === requested) return `${now} already.`
  if (!next) return `${now}: it cannot change any more.`
  if (requested === 'declined' || requested === 'cancelled') {
    return `${now}: only a pending order can be ${ORDER_STATUS_LABELS[requested].toLowerCase()}.`
  }
  return `${now}; it can only move to ${ORDER_STATUS_LABELS[next]}, not ${ORDER_STATUS_LABELS[requested]}.`
}

export const BRAND_ORDERS_TEXTS = {
  cards: {
    totalOrders: 'Total Orders',
    totalRevenue: 'Total Revenue',
    pendingOrders: 'Pending Orders',
  },
  tabs: {
    all: 'All',
    pending: 'Pending',
    accepted: 'Accepted',
    processing: 'Processing',
    shipped: 'Shipped',
    delivered: 'Delivered',
    declined: 'Declined',
    cancelled: 'Cancelled',
  } satisfies Record<OrderTab, string>,
  columns: {
    id: 'Order ID',
    reseller: 'Reseller',
    date: 'Date',
    status: 'Status',
    total: 'Total',
    actions: 'Actions',
  },
  viewDetails: 'View Details',
  /** The step button: 'Mark as Shipped'. */
  markAs: (status: OrderStatus) => `Mark as ${ORDER_STATUS_LABELS[status]}`,
  statusUpdated: 'Order updated',
  statusUpdatedDescription: (id: string, status: OrderStatus) =>
    `Order ${id} is now ${ORDER_STATUS_LABELS[status]}.`,
  statusFailed: 'Failed to update order',
  /** 001 §8.2, with 'Please try again later'. */
  loadFailed: 'Error loading orders',
  tryAgainLater: 'Please try again later',
  tryAgain: 'Try Again',
  empty: 'No orders yet. Orders resellers place with you will appear here.',
  emptyTab: (tab: string) => `No ${tab.toLowerCase()} orders.`,
  filteredBy: (name: string) => `Showing the orders of ${name}.`,
  clearFilter: 'Show all resellers',
  details: {
    title: (id: string) => `Order ${id}`,
    placed: 'Placed',
    updated: 'Last updated',
    items: 'Items',
    product: 'Product',
    sku: 'SKU',
    quantity: 'Quantity',
    unitPrice: 'Unit Price',
    lineTotal: 'Line Total',
    total: 'Total',
    reseller: 'Reseller',
    noItems: 'This order has no items.',
    delivered: 'Delivered: this order is complete.',
    loadFailed: 'Failed to load the order.',
  },
  pageOf: (page: number, pages: number, total: number) =>
    `Page ${page} of ${pages} · ${total} ${total === 1 ? 'order' : 'orders'}`,
  previous: 'Previous',
  next: 'Next',
} as const

export const BRAND_RESELLERS_TEXTS = {
  cards: {
    total: 'Total',
    totalHint: 'Resellers authorized to sell your brand',
    active: 'Active',
    activeHint: `Ordered from you in the last ${ACTIVE_RESELLER_DAYS} days`,
  },
  columns: {
    company: 'Company',
    contact: 'Contact',
    authorization: 'Authorization',
    marketplaces: 'Marketplaces',
    orders: 'Orders',
    actions: 'Actions',
  },
  searchLabel: 'Search resellers',
  searchPlaceholder: 'Search by company, name or email…',
  filter: 'Filter',
  filterLabel: 'Filter resellers',
  filters: {
    all: 'All resellers',
    active: 'Active',
    inactive: 'Inactive',
    'with-orders': 'Has orders',
    'without-orders': 'No orders yet',
  } satisfies Record<ResellerFilter, string>,
  export: 'Export',
  exportFailed: 'Export failed',
  viewOrders: 'View Orders',
  contact: 'Contact',
  active: 'Active',
  inactive: 'Inactive',
  ordersSummary: (count: number, total: string) =>
    `${count} ${count === 1 ? 'order' : 'orders'} · ${total}`,
  noOrders: 'No orders yet',
  /** 001 §8.2, with 'Please try again later'. */
  loadFailed: 'Error loading resellers',
  tryAgainLater: 'Please try again later',
  tryAgain: 'Try Again',
  empty: 'No resellers are authorized to sell your brand yet.',
  tableLabel: 'Authorized resellers',
  emptySearch: 'No resellers match your search or filter.',
  noEntry: 'Your brand is not in the brands directory yet',
  noEntryDescription:
    'Resellers are authorized per directory entry, and no entry has your e-mail address as its contact. Ask an admin to add your brand, or add it from your dashboard.',
  pageOf: (page: number, pages: number, total: number) =>
    `Page ${page} of ${pages} · ${total} ${total === 1 ? 'reseller' : 'resellers'}`,
  previous: 'Previous',
  next: 'Next',
  composer: {
    title: (name: string) => `Message ${name}`,
    description: 'The reseller reads it in their Messages.',
    label: 'Message',
    send: 'Send Message',
    cancel: 'Cancel',
    sent: 'Message sent',
    sentDescription: 'Your message has been sent successfully.',
    openConversation: 'Open conversation',
    failed: 'Failed to send message',
    empty: 'Please write a message.',
  },
} as const

export const RESELLER_ORDERS_TEXTS = {
  title: 'Order History',
  columns: {
    id: 'Order ID',
    brand: 'Brand',
    date: 'Date',
    items: 'Items',
    total: 'Total',
    status: 'Status',
  },
  /** 001 §2.4, verbatim. */
  empty: 'No orders found. Orders will appear here once you make purchases.',
  /** 001 §8.3. */
  errorTitle: 'Error',
  loadFailed: 'Failed to load orders',
  limited: (n: number) => `Showing your ${n} most recent orders.`,
  /** Issue 15: the order id links to its details. */
  open: (id: string) => `Open order ${id}`,
} as const

/** An order id as a screen shows it: the first `length` characters (001 §9). */
export const shortOrderId = (id: string, length: number) => id.slice(0, length)

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
/** Money as the API sends it (numeric text, e.g. '1234.50') in US dollars (001 §9: USD). */
export const formatUsd = (amount: string | number) => usd.format(Number(amount))

/** 001 §4.5 reseller order badge: delivered green, shipped blue, anything else amber. */
export function orderStatusTone(status: OrderStatus): 'success' | 'info' | 'warning' | 'danger' {
  if (status === 'delivered') return 'success'
  if (status === 'shipped') return 'info'
  if (status === 'declined' || status === 'cancelled') return 'danger'
  return 'warning'
}
