/**
 * Listings files as brands have them (issue 14), built for tests and journeys: Amazon's All
 * Listings Report (a seller's own, tab-delimited) and a Keepa product export (CSV, Buy Box seller
 * as "Name (86% ID)"). Shared by the API tests, the journeys and the demo seed.
 */

const AMAZON_HEADER = [
  'item-name',
  'item-description',
  'listing-id',
  'seller-sku',
  'price',
  'quantity',
  'open-date',
  'image-url',
  'item-is-marketplace',
  'product-id-type',
  'zshop-shipping-fee',
  'item-note',
  'item-condition',
  'zshop-category1',
  'zshop-browse-path',
  'zshop-storefront-feature',
  'asin1',
  'asin2',
  'asin3',
  'will-ship-internationally',
  'expedited-shipping',
  'zshop-boldface',
  'product-id',
  'bid-for-featured-placement',
  'add-delete',
  'pending-quantity',
  'fulfillment-channel',
  'merchant-shipping-group',
  'status',
]

export interface AmazonListing {
  title: string
  sku: string
  price: string
  quantity?: number
  asin: string
  /** A UPC (12 digits) or EAN (13); the report's product-id, with its type. */
  gtin?: string
}

/** product-id-type: 1 ASIN, 3 UPC, 4 EAN (Amazon's report). */
function productId(listing: AmazonListing): [string, string] {
  if (!listing.gtin) return ['1', listing.asin]
  const digits = listing.gtin.replace(/^0+(?=\d{12})/, '')
  return digits.length === 12 ? ['3', digits] : ['4', digits]
}

export function amazonAllListingsReport(listings: readonly AmazonListing[]): string {
  const lines = [AMAZON_HEADER.join('\t')]
  listings.forEach((l, i) => {
    const [type, id] = productId(l)
    const row: Record<string, string> = {
      'item-name': l.title,
      'listing-id': `1126Z${String(100000 + i)}`,
      'seller-sku': l.sku,
      price: l.price,
      quantity: String(l.quantity ?? 10),
      'open-date': '2026-10-01 09:00:00 PDT',
      'item-is-marketplace': 'y',
      'product-id-type': type,
      'item-condition': '11',
      asin1: l.asin,
      'product-id': id,
      'fulfillment-channel': 'DEFAULT',
      status: 'Active',
    }
    lines.push(AMAZON_HEADER.map((h) => row[h] ?? '').join('\t'))
  })
  return `${lines.join('\n')}\n`
}

export interface KeepaRow {
  title: string
  asin: string
  price: string
  /** The Buy Box seller, e.g. "Deal Hunter" with id "A1DEALHUNTER". */
  sellerName: string
  sellerId: string
  upc?: string
  brand?: string
}

const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)

export function keepaExport(rows: readonly KeepaRow[]): string {
  const header = [
    'Locale',
    'Title',
    'Buy Box 🚚: Current',
    'Buy Box: Buy Box Seller',
    'New: Current',
    'URL: Amazon',
    'ASIN',
    'Product Codes: UPC',
    'Brand',
  ]
  const lines = [header.join(',')]
  for (const r of rows) {
    lines.push(
      [
        'com',
        r.title,
        `$ ${r.price}`,
        `${r.sellerName} (86% ${r.sellerId})`,
        `$ ${r.price}`,
        `https://www.amazon.com/dp/${r.asin}`,
        r.asin,
        r.upc ?? '',
        r.brand ?? '',
      ]
        .map(csvCell)
        .join(','),
    )
  }
  return `${lines.join('\n')}\n`
}

/** A UPC-A (12 digits) from a GTIN-14 with two leading zeros. */
export const upcOf = (gtin14: string) => gtin14.replace(/^00/, '')

let asinCounter = 0
/** A fresh ASIN-shaped id (B0 + 8 characters). */
export function uniqueAsin(): string {
  asinCounter += 1
  const tail = `${Date.now().toString(36)}${asinCounter.toString(36)}`.toUpperCase().slice(-8)
  return `B0${tail.padStart(8, 'X')}`
}
