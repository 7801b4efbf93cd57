/**
 * Amazon's All Listings Report (Seller Central › Inventory Reports; SP-API report type
 * GET_MERCHANT_LISTINGS_ALL_DATA): tab-delimited, one row per SKU of one seller, active and
 * inactive. Its columns, in order: item-name, item-description, listing-id, seller-sku, price,
 * quantity, open-date, image-url, item-is-marketplace, product-id-type, zshop-shipping-fee,
 * item-note, item-condition, zshop-category1, zshop-browse-path, zshop-storefront-feature, asin1,
 * asin2, asin3, will-ship-internationally, expedited-shipping, zshop-boldface, product-id,
 * bid-for-featured-placement, add-delete, pending-quantity, fulfillment-channel,
 * merchant-shipping-group, status (Seller Central help 200385890 "Active Listings Report"; the
 * same list in open-source SP-API report catalogues).
 *
 * It is the seller's own report and names no seller: the seller comes from the import. open-date
 * is when the listing was created, not when its price was seen, so the import's time applies.
 * `listing-id` is Amazon's offer number ("1234A123456"), not the product: the ASIN is asin1.
 * zshop-shipping-fee is a retired zShops column kept "for backwards compatibility" (same help
 * page), so shipping is not taken from it. A listing whose status is not Active is not on sale
 * and is refused: it advertises no price.
 *
 * A seller in Amazon Business adds business-price, quantity-price-type and the tiers
 * quantity-lower-bound-1…5 / quantity-price-1…5 (seen in public code reading this report; the
 * tiers are prices when the type is "fixed", percents off the business price when "percent"):
 * their lowest is the observation's business price (decision 013). The report says nothing of its
 * currency: a sign in the price cell, else DEFAULT_CURRENCY.
 */
import { gtinCheckDigit } from '#shared/gtin.ts'
import type { ListingCondition } from '#shared/listings.ts'
import {
  DEFAULT_CURRENCY,
  TITLE_MAX_LENGTH,
  amazonUrl,
  cellAt,
  checkAsin,
  clip,
  clipId,
  columnsOf,
  conditionFromText,
  finishDraft,
  kept,
  optionalMoney,
  ownReport,
  parsePercent,
  parsePrice,
  parseQuantity,
  readCurrency,
  type ListingFormat,
} from './common.ts'

/**
 * product-id-type: "1 = ASIN, 2 = ISBN, 3 = UPC, 4 = EAN" (Seller Central help 200385890;
 * Inventory Loader help G202154120 lists the same).
 */
const PRODUCT_ID_ASIN = '1'
const PRODUCT_ID_ISBN = '2'

/**
 * item-condition, numeric (Inventory Loader help G202154120): 1–4 Used (Like New, Very Good,
 * Good, Acceptable), 5–8 Collectible (same grades), 9 "Not used", 10 Refurbished, 11 New.
 */
const ITEM_CONDITIONS: ReadonlyMap<string, ListingCondition> = new Map([
  ['1', 'used'],
  ['2', 'used'],
  ['3', 'used'],
  ['4', 'used'],
  ['5', 'collectible'],
  ['6', 'collectible'],
  ['7', 'collectible'],
  ['8', 'collectible'],
  ['9', 'other'],
  ['10', 'refurbished'],
  ['11', 'new'],
])

const ISBN_10 = /^\d{9}[\dX]$/i

/** An ISBN-10 as the EAN-13 of the same book: 978, its first 9 digits, a new check digit. */
function isbnAsGtin(isbn: string): string {
  if (!ISBN_10.test(isbn)) return isbn
  const body = `978${isbn.slice(0, 9)}`
  return `${body}${gtinCheckDigit(body)}`
}

const COLUMNS = {
  title: ['item-name'],
  listingRef: ['listing-id'],
  sku: ['seller-sku'],
  price: ['price'],
  quantity: ['quantity'],
  productIdType: ['product-id-type'],
  condition: ['item-condition'],
  asin: ['asin1'],
  productId: ['product-id'],
  status: ['status'],
  businessPrice: ['business-price'],
  quantityPriceType: ['quantity-price-type'],
  quantityPrice1: ['quantity-price-1', 'quantity-price1'],
  quantityPrice2: ['quantity-price-2', 'quantity-price2'],
  quantityPrice3: ['quantity-price-3', 'quantity-price3'],
  quantityPrice4: ['quantity-price-4', 'quantity-price4'],
  quantityPrice5: ['quantity-price-5', 'quantity-price5'],
} as const

const TIERS = [
  'quantityPrice1',
  'quantityPrice2',
  'quantityPrice3',
  'quantityPrice4',
  'quantityPrice5',
] as const

/**
 * The lowest business or quantity price of a row, in cents; null when it offers none. A percent
 * tier is off the business price (there is none to take it off without one).
 */
function lowestBusinessCents(
  cells: readonly string[],
  at: Record<keyof typeof COLUMNS, number>,
  warnings: string[],
): number | null {
  const business = optionalMoney(cellAt(cells, at.businessPrice), 'Business price', warnings)
  const businessCents = business?.ok ? Math.round(Number(business.value) * 100) : null
  let lowest = businessCents
  const percent = cellAt(cells, at.quantityPriceType).toLowerCase() === 'percent'
  for (const tier of TIERS) {
    if (at[tier] < 0) continue
    const cell = cellAt(cells, at[tier])
    if (cell === '') continue
    let cents: number | null = null
    if (percent) {
      const off = parsePercent(cell, 'Quantity discount', warnings)
      if (off !== null && businessCents !== null) {
        cents = Math.floor(
          (businessCents * (10_000 - Math.round(Number(off) * 100))) / 10_000 + 0.5,
        )
      }
    } else {
      const money = optionalMoney(cell, 'Quantity price', warnings)
      if (money?.ok) cents = Math.round(Number(money.value) * 100)
    }
    if (cents !== null && (lowest === null || cents < lowest)) lowest = cents
  }
  return lowest
}

export const amazonAllListings: ListingFormat = {
  id: 'amazon_all_listings',
  label: 'Amazon All Listings Report',
  needsSeller: true,
  detect(header) {
    const at = columnsOf(header, COLUMNS)
    return at.title >= 0 && at.sku >= 0 && at.price >= 0 && (at.asin >= 0 || at.listingRef >= 0)
  },
  bind: (header, context) =>
    ownReport(context, (seller) => {
      const at = columnsOf(header, COLUMNS)
      return (cells) => {
        const status = cellAt(cells, at.status)
        if (status !== '' && status.toLowerCase() !== 'active') {
          return { ok: false, reason: `Listing is ${status} on Amazon: no price is advertised` }
        }
        const price = parsePrice(cellAt(cells, at.price))
        if (!price.ok) return { ok: false, reason: price.reason }
        const warnings: string[] = []
        const idType = cellAt(cells, at.productIdType)
        const productId = cellAt(cells, at.productId)
        const asinCell = cellAt(cells, at.asin)
        const listingId = kept(
          checkAsin(asinCell === '' && idType === PRODUCT_ID_ASIN ? productId : asinCell),
          warnings,
        )
        let gtin = ''
        if (idType !== PRODUCT_ID_ASIN && productId !== '') {
          gtin = idType === PRODUCT_ID_ISBN ? isbnAsGtin(productId) : productId
        }
        const conditionCell = cellAt(cells, at.condition)
        const business = at.businessPrice < 0 ? null : lowestBusinessCents(cells, at, warnings)
        return finishDraft({
          marketplace: 'amazon',
          ...seller,
          listingId,
          gtins: [gtin],
          sku: clipId(cellAt(cells, at.sku), 'SKU', warnings),
          title: clip(cellAt(cells, at.title), TITLE_MAX_LENGTH),
          price: price.value,
          shipping: null,
          currency: readCurrency(price.marker, DEFAULT_CURRENCY, warnings),
          businessPrice: business === null ? null : (business / 100).toFixed(2),
          // Empty for FBA listings (fulfillment-channel AMAZON_…): Amazon holds their stock.
          quantity: parseQuantity(cellAt(cells, at.quantity), warnings),
          condition: ITEM_CONDITIONS.get(conditionCell) ?? conditionFromText(conditionCell),
          observedAt: null,
          // The report does not say which Amazon site it comes from: links go to amazon.com.
          url: listingId ? amazonUrl(listingId) : null,
          warnings,
        })
      }
    }),
}
