/**
 * Monitoring that runs by itself: a brand connects marketplace sources it holds credentials for
 * (Amazon's Selling Partner API, Keepa, eBay's Browse API); each pulls offers of the brand's own
 * products on a schedule and writes observations through the import pipeline. This file is the
 * contract between the server (modules/monitoring), its connectors and the Monitoring screen.
 */
import type { AuthorizationMarketplace } from './authorizations.ts'

export const MONITORING_SOURCES = ['amazon_sp_api', 'keepa_api', 'ebay_browse'] as const
export type MonitoringSource = (typeof MONITORING_SOURCES)[number]

export const MONITORING_SOURCE_LABELS: Record<MonitoringSource, string> = {
  amazon_sp_api: 'Amazon Selling Partner API',
  keepa_api: 'Keepa API',
  ebay_browse: 'eBay Browse API',
}

/**
 * A site a connector watches: one "marketplace" of the coverage (a product × site pair). The
 * observation's marketplace is the site's `marketplace`; its currency the site's.
 */
export interface MonitoredSite {
  marketplace: AuthorizationMarketplace
  label: string
  currency: string
  /** Amazon's marketplace id (SP-API), Keepa's domain id, eBay's X-EBAY-C-MARKETPLACE-ID. */
  amazonMarketplaceId?: string
  keepaDomain?: number
  ebayMarketplaceId?: string
  /** The SP-API region the site is served from. */
  spApiRegion?: 'na' | 'eu' | 'fe'
  /** Where a listing of the site is, for the observation's url. */
  listingUrl: (listingId: string) => string
}

export const MONITORED_SITES = {
  'amazon.com': {
    marketplace: 'amazon',
    label: 'Amazon.com',
    currency: 'USD',
    amazonMarketplaceId: 'ATVPDKIKX0DER',
    keepaDomain: 1,
    spApiRegion: 'na',
    listingUrl: (asin: string) => `https://www.amazon.com/dp/${asin}`,
  },
  'amazon.ca': {
    marketplace: 'amazon',
    label: 'Amazon.ca',
    currency: 'CAD',
    amazonMarketplaceId: 'A2EUQ1WTGCTBG2',
    keepaDomain: 6,
    spApiRegion: 'na',
    listingUrl: (asin: string) => `https://www.amazon.ca/dp/${asin}`,
  },
  'amazon.co.uk': {
    marketplace: 'amazon',
    label: 'Amazon.co.uk',
    currency: 'GBP',
    amazonMarketplaceId: 'A1F83G8C2ARO7P',
    keepaDomain: 2,
    spApiRegion: 'eu',
    listingUrl: (asin: string) => `https://www.amazon.co.uk/dp/${asin}`,
  },
  'amazon.de': {
    marketplace: 'amazon',
    label: 'Amazon.de',
    currency: 'EUR',
    amazonMarketplaceId: 'A1PA6795UKMFR9',
    keepaDomain: 3,
    spApiRegion: 'eu',
    listingUrl: (asin: string) => `https://www.amazon.de/dp/${asin}`,
  },
  'ebay.com': {
    marketplace: 'ebay',
    label: 'eBay.com',
    currency: 'USD',
    ebayMarketplaceId: 'EBAY_US',
    listingUrl: (itemId: string) => `https://www.ebay.com/itm/${itemId.split('|')[1] ?? itemId}`,
  },
  'ebay.ca': {
    marketplace: 'ebay',
    label: 'eBay.ca',
    currency: 'CAD',
    ebayMarketplaceId: 'EBAY_CA',
    listingUrl: (itemId: string) => `https://www.ebay.ca/itm/${itemId.split('|')[1] ?? itemId}`,
  },
  'ebay.co.uk': {
    marketplace: 'ebay',
    label: 'eBay.co.uk',
    currency: 'GBP',
    ebayMarketplaceId: 'EBAY_GB',
    listingUrl: (itemId: string) => `https://www.ebay.co.uk/itm/${itemId.split('|')[1] ?? itemId}`,
  },
} as const satisfies Record<string, MonitoredSite>
export type MonitoredSiteId = keyof typeof MONITORED_SITES
export const MONITORED_SITE_IDS = Object.keys(MONITORED_SITES) as MonitoredSiteId[]

/** The sites each source can watch. */
export const SOURCE_SITES: Record<MonitoringSource, readonly MonitoredSiteId[]> = {
  amazon_sp_api: ['amazon.com', 'amazon.ca', 'amazon.co.uk', 'amazon.de'],
  keepa_api: ['amazon.com', 'amazon.ca', 'amazon.co.uk', 'amazon.de'],
  ebay_browse: ['ebay.com', 'ebay.ca', 'ebay.co.uk'],
}

/** How often each product is checked on each site: every hour to once a day. */
export const MONITORING_FREQUENCY_HOURS = [1, 2, 3, 4, 6, 8, 12, 24] as const
export const DEFAULT_MONITORING_FREQUENCY_HOURS = 6

/**
 * Extra checks when violators are known to lower prices: at weekends (Saturday and Sunday) and
 * in the evening (18:00 to midnight), in the brand's time zone, each halves the period (to no
 * less than MIN_MONITORING_PERIOD_MINUTES).
 */
export const MONITORING_EVENING_HOURS = { from: 18, to: 24 } as const
export const MIN_MONITORING_PERIOD_MINUTES = 30

/** The credentials each source needs, as the brand enters them. Never sent back. */
export interface AmazonSpApiCredentials {
  clientId: string
  clientSecret: string
  refreshToken: string
}
export interface KeepaCredentials {
  apiKey: string
}
export interface EbayCredentials {
  clientId: string
  clientSecret: string
}
export interface MonitoringCredentials {
  amazon_sp_api: AmazonSpApiCredentials
  keepa_api: KeepaCredentials
  ebay_browse: EbayCredentials
}

export const CONNECTION_STATUSES = ['active', 'failing', 'paused'] as const
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number]

/** What a product × site's latest check came to. */
export const COVERAGE_STATUSES = ['pending', 'ok', 'not_found', 'failing', 'over_budget'] as const
export type CoverageStatus = (typeof COVERAGE_STATUSES)[number]

/** A connection as the API answers it: never its credentials. */
export interface MonitoringConnection {
  id: string
  source: MonitoringSource
  sites: MonitoredSiteId[]
  frequencyHours: number
  extraWeekend: boolean
  extraEvening: boolean
  timeZone: string
  status: ConnectionStatus
  /** The provider's words when it refused the credentials (status failing). */
  failure: string | null
  failingSince: string | null
  /** A base URL for tests (a local server in the provider's shapes); null in production. */
  baseUrl: string | null
  createdAt: string
  lastRunAt: string | null
  /**
   * Checks a day the schedule asks for and the provider's budget allows, so the screen can say
   * when the frequency is more than the credential can carry.
   */
  checksPerDayWanted: number
  checksPerDayAllowed: number
}

/** One product × site of the brand's coverage. */
export interface CoverageRow {
  productId: string
  productName: string
  sku: string | null
  site: MonitoredSiteId
  source: MonitoringSource
  connectionId: string
  /** The identifier checked: an ASIN, a GTIN or an item id. */
  identifier: string | null
  lastCheckedAt: string | null
  nextCheckAt: string | null
  offersSeen: number | null
  status: CoverageStatus
  /** Why the latest check did not complete, in plain words. */
  error: string | null
}

export interface MonitoringOverview {
  connections: MonitoringConnection[]
  coverage: {
    /** Product × site pairs watched by a connection. */
    total: number
    checkedLast24h: number
    neverChecked: number
    failing: number
    overBudget: number
  }
  /** Whether a base URL may be set (tests and local servers only). */
  baseUrlAllowed: boolean
}

export interface CoveragePage {
  rows: CoverageRow[]
  total: number
  page: number
  pageSize: number
}

export const COVERAGE_FILTERS = ['all', 'gaps', 'never_checked', 'failing', 'over_budget'] as const
export type CoverageFilter = (typeof COVERAGE_FILTERS)[number]
export const COVERAGE_PAGE_SIZE = 50
