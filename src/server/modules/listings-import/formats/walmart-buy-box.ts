/**
 * Walmart Seller Center's Buy Box report (Analytics › Buy Box; the on-request report type
 * BUYBOX): one row per SKU of one seller. Its columns (Walmart developer docs "Request a Buy Box
 * insights report"): SKU, Item ID, Product Name, Product Category, Seller Item Price, Seller
 * Ship Price, Is Seller Buy Box Winner (Yes/No; "isSellerBuyBoxWinner" in the table of the
 * older page), Buy Box Item Price and Buy Box Ship Price ("BuyBox Item Price", "BuyBox Ship
 * Price" there). Header matching ignores spaces and case, so both spellings are one column.
 *
 * The observation is this seller's own offer: Seller Item Price, with Seller Ship Price as its
 * shipping; the seller (Walmart partner id) comes from the import, as the report names none.
 * The Buy Box columns describe the winning offer, but not whose it is, so they are no
 * observation of their own: when this seller does not win and the winner's price is lower, a
 * warning says so (the flag itself stays in the stored raw row). The report has no currency or
 * promotion column (the same docs): a sign in the price cell, else DEFAULT_CURRENCY (walmart.com).
 */
import {
  DEFAULT_CURRENCY,
  TITLE_MAX_LENGTH,
  cellAt,
  checkWalmartItemId,
  clip,
  clipId,
  columnsOf,
  finishDraft,
  kept,
  ownReport,
  parseMoney,
  parsePrice,
  parseShipping,
  readCurrency,
  walmartUrl,
  type ListingFormat,
} from './common.ts'

const COLUMNS = {
  sku: ['SKU'],
  itemId: ['Item ID'],
  title: ['Product Name'],
  price: ['Seller Item Price'],
  shipping: ['Seller Ship Price'],
  winner: ['Is Seller Buy Box Winner'],
  buyBoxPrice: ['Buy Box Item Price'],
  buyBoxShipping: ['Buy Box Ship Price'],
} as const

const NOT_WINNER = new Set(['no', 'n', 'false', '0'])

const cents = (money: string) => Math.round(Number(money) * 100)

/** The winning offer, in cents and as the warning says it, when the report gives its price. */
function lowerBuyBox(priceCell: string, shippingCell: string) {
  const price = parseMoney(priceCell)
  if (!price.ok) return null
  const shipping = parseShipping(shippingCell)
  const shippingValue = shipping.ok ? shipping.value : null
  return {
    total: cents(price.value) + cents(shippingValue ?? '0'),
    text:
      shippingValue && shippingValue !== '0.00'
        ? `${price.value} + ${shippingValue} shipping`
        : price.value,
  }
}

export const walmartBuyBox: ListingFormat = {
  id: 'walmart_buy_box',
  label: 'Walmart Buy Box Report',
  needsSeller: true,
  detect(header) {
    const at = columnsOf(header, COLUMNS)
    return at.price >= 0 && (at.winner >= 0 || at.buyBoxPrice >= 0)
  },
  bind: (header, context) =>
    ownReport(context, (seller) => {
      const at = columnsOf(header, COLUMNS)
      return (cells) => {
        const price = parsePrice(cellAt(cells, at.price))
        if (!price.ok) return { ok: false, reason: price.reason }
        const shipping = parseShipping(cellAt(cells, at.shipping))
        if (!shipping.ok) return { ok: false, reason: shipping.reason }
        const warnings: string[] = []
        if (NOT_WINNER.has(cellAt(cells, at.winner).toLowerCase())) {
          const lower = lowerBuyBox(cellAt(cells, at.buyBoxPrice), cellAt(cells, at.buyBoxShipping))
          const own = cents(price.value) + cents(shipping.value ?? '0')
          if (lower && lower.total < own) {
            warnings.push(
              `Another seller wins the Buy Box at ${lower.text}; the report does not say who`,
            )
          }
        }
        const listingId = kept(checkWalmartItemId(cellAt(cells, at.itemId)), warnings)
        return finishDraft({
          marketplace: 'walmart',
          ...seller,
          listingId,
          gtins: [],
          sku: clipId(cellAt(cells, at.sku), 'SKU', warnings),
          title: clip(cellAt(cells, at.title), TITLE_MAX_LENGTH),
          price: price.value,
          shipping: shipping.value,
          currency: readCurrency(price.marker, DEFAULT_CURRENCY, warnings),
          condition: null,
          observedAt: null,
          url: listingId ? walmartUrl(listingId) : null,
          warnings,
        })
      }
    }),
}
