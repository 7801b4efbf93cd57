/**
 * Walmart Seller Center's Item Report (Items › Download › Item Report; the on-request report
 * type ITEM): one row per SKU of one seller, with the seller's own price. Its columns (Walmart
 * developer docs "Request an item report", versions 4 to 6): SKU, Item ID, Product Name,
 * Lifecycle Status, Publish Status, Status Change Reason, Product Category, Price, Currency,
 * Buy Box Item Price, Buy Box Shipping Price, Buy Box Eligible, …, WPID, GTIN, UPC, Item Page
 * URL, Primary Image URL, …, and from version 6 Product Condition. The newest version of that
 * page lists SKU, ProductName, ProductId, ProductIdType (UPC, GTIN, ISBN), Category, Brand, Price,
 * Currency, PublishedStatus: both spellings are read.
 *
 * The report names no seller: the seller (Walmart partner id) comes from the import. Its Buy
 * Box columns are the winner's offer, not this seller's, and are not read; nor is a shipping
 * price of the seller's own, which the report does not have. An item that is not published
 * (Publish Status IN_PROGRESS, STAGE, SYSTEM_PROBLEM, UNPUBLISHED: the values Walmart's
 * report filter lists) or whose offer is retired or archived (Lifecycle Status) advertises no
 * price and is refused.
 *
 * Currency: the report's Currency column (an ISO code, "USD"), else a sign in the price cell, else
 * DEFAULT_CURRENCY. Its versions list no promotion or coupon column, so none is read.
 */
import {
  DEFAULT_CURRENCY,
  TITLE_MAX_LENGTH,
  cellAt,
  checkUrl,
  checkWalmartItemId,
  clip,
  clipId,
  columnsOf,
  conditionFromText,
  finishDraft,
  kept,
  ownReport,
  currencyCode,
  parsePrice,
  readCurrency,
  walmartUrl,
  type ListingFormat,
} from './common.ts'

const WALMART_ITEM_COLUMNS = {
  sku: ['SKU'],
  itemId: ['Item ID'],
  title: ['Product Name', 'ProductName'],
  price: ['Price'],
  currency: ['Currency'],
  publishStatus: ['Publish Status', 'PublishedStatus', 'Published Status'],
  lifecycleStatus: ['Lifecycle Status'],
  gtin: ['GTIN'],
  upc: ['UPC'],
  productId: ['Product Id', 'ProductId'],
  productIdType: ['Product Id Type', 'ProductIdType'],
  url: ['Item Page URL'],
  condition: ['Product Condition', 'Condition'],
  // The Buy Box report's own column, which the Item Report does not have.
  sellerItemPrice: ['Seller Item Price'],
} as const

const C = WALMART_ITEM_COLUMNS
const PUBLISHED = 'published'
const ENDED_LIFECYCLES = new Set(['retired', 'archived'])
/** ProductIdType values that are GTINs (an ISBN-13 is an EAN-13). */
const GTIN_ID_TYPES = new Set(['upc', 'gtin', 'ean', 'isbn'])

/** The Currency column's code when it has one, else the price cell's sign or the default. */
function currencyOfRow(cell: string, marker: string | undefined, warnings: string[]) {
  if (cell !== '') {
    const code = currencyCode(cell)
    if (code !== null) return code
    return readCurrency(cell, null, warnings)
  }
  return readCurrency(marker, DEFAULT_CURRENCY, warnings)
}

export const walmartItems: ListingFormat = {
  id: 'walmart_items',
  label: 'Walmart Item Report',
  needsSeller: true,
  detect(header) {
    const at = columnsOf(header, C)
    return (
      at.sku >= 0 &&
      at.price >= 0 &&
      (at.publishStatus >= 0 || at.lifecycleStatus >= 0) &&
      at.sellerItemPrice < 0
    )
  },
  bind: (header, context) =>
    ownReport(context, (seller) => {
      const at = columnsOf(header, C)
      return (cells) => {
        const published = cellAt(cells, at.publishStatus)
        if (published !== '' && published.toLowerCase() !== PUBLISHED) {
          return { ok: false, reason: `Item is ${published} on Walmart: no price is advertised` }
        }
        const lifecycle = cellAt(cells, at.lifecycleStatus)
        if (ENDED_LIFECYCLES.has(lifecycle.toLowerCase())) {
          return { ok: false, reason: `Item is ${lifecycle} on Walmart: no price is advertised` }
        }
        const price = parsePrice(cellAt(cells, at.price))
        if (!price.ok) return { ok: false, reason: price.reason }
        const warnings: string[] = []
        const listingId = kept(checkWalmartItemId(cellAt(cells, at.itemId)), warnings)
        const productIdIsGtin = GTIN_ID_TYPES.has(cellAt(cells, at.productIdType).toLowerCase())
        const url = checkUrl(cellAt(cells, at.url), warnings)
        return finishDraft({
          marketplace: 'walmart',
          ...seller,
          listingId,
          gtins: [
            cellAt(cells, at.gtin),
            cellAt(cells, at.upc),
            productIdIsGtin ? cellAt(cells, at.productId) : '',
          ],
          sku: clipId(cellAt(cells, at.sku), 'SKU', warnings),
          title: clip(cellAt(cells, at.title), TITLE_MAX_LENGTH),
          price: price.value,
          shipping: null,
          currency: currencyOfRow(cellAt(cells, at.currency), price.marker, warnings),
          condition: conditionFromText(cellAt(cells, at.condition)),
          observedAt: null,
          url: url ?? (listingId ? walmartUrl(listingId) : null),
          warnings,
        })
      }
    }),
}
