/**
 * Issue 14: marketplace listings observed by a brand (or a monitoring service on its behalf),
 * the raw material of MAP monitoring. One observation is one seller's offer of one product on one
 * marketplace at one time. This file is the contract between the file formats that read them
 * (server/modules/listings-import/formats) and the import that stores them.
 */
import type { AuthorizationMarketplace } from './authorizations.ts'

/** The sources a listings file can come from; `mapped` is any CSV or XLSX through a mapping. */
export const FILE_LISTING_SOURCES = [
  'amazon_all_listings',
  'keepa',
  'walmart_items',
  'walmart_buy_box',
  'mapped',
] as const
export type FileListingSource = (typeof FILE_LISTING_SOURCES)[number]

/**
 * Where observations come from: a file, the monitoring API, or a connector the brand set up
 * (shared/monitoring.ts MONITORING_SOURCES, repeated here because the enum is built from this).
 */
export const LISTING_SOURCES = [
  ...FILE_LISTING_SOURCES,
  'api',
  'amazon_sp_api',
  'keepa_api',
  'ebay_browse',
] as const
export type ListingSource = (typeof LISTING_SOURCES)[number]

export const LISTING_SOURCE_LABELS: Record<ListingSource, string> = {
  amazon_all_listings: 'Amazon All Listings Report',
  keepa: 'Keepa product export',
  walmart_items: 'Walmart Item Report',
  walmart_buy_box: 'Walmart Buy Box Report',
  mapped: 'Other CSV or XLSX (mapped columns)',
  api: 'Monitoring API',
  amazon_sp_api: 'Amazon Selling Partner API',
  keepa_api: 'Keepa API',
  ebay_browse: 'eBay Browse API',
}

/** Item conditions, normalised from each source's words. */
export const LISTING_CONDITIONS = ['new', 'used', 'refurbished', 'collectible', 'other'] as const
export type ListingCondition = (typeof LISTING_CONDITIONS)[number]

/** What one source row says, normalised; the import adds the brand, the source and the raw row. */
export interface ObservationDraft {
  marketplace: AuthorizationMarketplace
  /** The marketplace's seller id (Amazon merchant token, Walmart partner id, eBay user id). */
  sellerId: string | null
  sellerName: string | null
  /** ASIN on Amazon, item id on Walmart and eBay. */
  listingId: string | null
  /** 14 digits with a valid check digit (src/shared/gtin.ts), or null. */
  gtin: string | null
  sku: string | null
  title: string | null
  /** Advertised item price, a decimal string with 2 places ("24.99"). */
  price: string
  /** Shipping charged on top, "0.00" when free, null when the source does not say. */
  shipping: string | null
  /**
   * ISO 4217 code of every amount of the row (from the cell, a currency column or the site);
   * null: unknown, and the row is not judged against a MAP (decision 013).
   */
  currency: string | null
  /**
   * The price's other components (decision 013), each absent or null when the source does not
   * say: a coupon off the price, as an amount or a percent; the Subscribe & Save percent; the
   * lowest business or quantity price; the price is shown only in the cart.
   */
  couponAmount?: string | null
  couponPercent?: string | null
  subscribeSavePercent?: string | null
  businessPrice?: string | null
  priceInCart?: boolean | null
  /** Units the offer lists (the revenue at risk counts them); absent or null when not said. */
  quantity?: number | null
  condition: ListingCondition | null
  /** When the row says it was observed; null: the import's observation time applies. */
  observedAt: Date | null
  url: string | null
}

/** A row read: an observation, or the reason it cannot be one (shown in the import summary). */
export type DraftResult =
  { ok: true; draft: ObservationDraft; warnings: string[] } | { ok: false; reason: string }

/** The fields a column mapping assigns (the `mapped` source), in the order a form shows them. */
export const MAPPABLE_FIELDS = [
  'marketplace',
  'sellerId',
  'sellerName',
  'listingId',
  'gtin',
  'sku',
  'title',
  'price',
  'shipping',
  'currency',
  'couponAmount',
  'couponPercent',
  'subscribeSavePercent',
  'businessPrice',
  'priceInCart',
  'quantity',
  'condition',
  'observedAt',
  'url',
] as const
export type MappableField = (typeof MAPPABLE_FIELDS)[number]
/** field → the header it is read from. */
export type ColumnMapping = Partial<Record<MappableField, string>>
