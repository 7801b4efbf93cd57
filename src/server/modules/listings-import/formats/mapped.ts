/**
 * Any CSV or XLSX of observed listings, read through a column mapping the brand confirms
 * (ColumnMapping: field → header). suggestMapping guesses it from the header names, in the
 * languages of the other formats and with their own column names, so that a known export whose
 * header was edited still maps itself; mappingProblems says what a mapping still lacks.
 *
 * A row's marketplace comes from its marketplace column ("Amazon", "amazon.de", "Walmart",
 * "eBay", …) or else from the import's choice; its seller from its seller columns or else from
 * the import's. An ASIN is checked on Amazon rows and an item id on Walmart rows; other
 * marketplaces' listing ids are kept as text.
 */
import type { AuthorizationMarketplace } from '#shared/authorizations.ts'
import {
  MAPPABLE_FIELDS,
  type ColumnMapping,
  type DraftResult,
  type MappableField,
} from '#shared/listings.ts'
import {
  SELLER_NAME_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  amazonDomain,
  amazonUrl,
  cellAt,
  checkAsin,
  checkUrl,
  checkWalmartItemId,
  clip,
  clipId,
  columnsOf,
  conditionFromText,
  contextSeller,
  finishDraft,
  kept,
  indexHeader,
  normaliseHeader,
  amazonCurrency,
  currencyCode,
  DEFAULT_CURRENCY,
  optionalMoney,
  parseObservedAt,
  parsePercent,
  parsePrice,
  readCurrency,
  parseQuantity,
  parseShipping,
  refuseAll,
  refusingNul,
  walmartUrl,
  type Checked,
  type FormatContext,
  type ListingFormat,
} from './common.ts'

const FIELD_NAMES: Record<MappableField, string> = {
  marketplace: 'marketplace',
  sellerId: 'seller id',
  sellerName: 'seller name',
  listingId: 'ASIN or item id',
  gtin: 'GTIN',
  sku: 'SKU',
  title: 'title',
  price: 'price',
  shipping: 'shipping',
  currency: 'currency',
  couponAmount: 'coupon amount',
  couponPercent: 'coupon percent',
  subscribeSavePercent: 'Subscribe & Save percent',
  businessPrice: 'business or quantity price',
  priceInCart: 'price shown only in cart',
  quantity: 'quantity',
  condition: 'condition',
  observedAt: 'date observed',
  url: 'URL',
}

/**
 * Header names per field, most telling first: the other formats' own columns, common English
 * names, then German, French, Spanish and Italian ones.
 */
const HEADER_NAMES: Record<MappableField, readonly string[]> = {
  marketplace: [
    'Marketplace',
    'Channel',
    'Sales Channel',
    'Platform',
    'Site',
    'Marktplatz',
    'Plateforme',
    'Canal',
    'Piattaforma',
  ],
  sellerId: [
    'Seller ID',
    'Merchant ID',
    'Merchant Token',
    'Seller Token',
    'Partner ID',
    'Store ID',
    'Verkäufer-ID',
    'ID vendeur',
    'ID del vendedor',
    'ID venditore',
  ],
  sellerName: [
    'Seller',
    'Seller Name',
    'Sold By',
    'Merchant',
    'Merchant Name',
    'Store',
    'Store Name',
    'Shop',
    'Shop Name',
    'Buy Box: Buy Box Seller',
    'Buy Box Seller',
    'Verkäufer',
    'Händler',
    'Vendeur',
    'Vendedor',
    'Venditore',
  ],
  listingId: ['ASIN', 'asin1', 'Item ID', 'eBay Item ID', 'Item Number', 'Listing ID', 'Offer ID'],
  gtin: [
    'GTIN',
    'UPC',
    'EAN',
    'Barcode',
    'EAN/UPC',
    'UPC/EAN',
    'GTIN-14',
    'ISBN',
    'JAN',
    'Product Codes: EAN',
    'Product Codes: UPC',
    'Product Codes: GTIN',
    'Produktcodes: EAN',
    'Codes produit: EAN',
    'Strichcode',
    'Code EAN',
    'Código de barras',
    'Codice a barre',
  ],
  sku: [
    'SKU',
    'seller-sku',
    'Seller SKU',
    'Merchant SKU',
    'MSKU',
    'Item SKU',
    'Artikelnummer',
    'Référence',
    'Referencia',
    'Codice articolo',
  ],
  title: [
    'Title',
    'item-name',
    'Product Name',
    'Item Name',
    'Product Title',
    'Listing Title',
    'Name',
    'Product',
    'Titel',
    'Produktname',
    'Titre',
    'Nom du produit',
    'Título',
    'Nombre del producto',
    'Titolo',
    'Nome prodotto',
  ],
  price: [
    'Price',
    'Item Price',
    'Seller Item Price',
    'Buy Box: Current',
    'Buy Box Price',
    'Current Price',
    'Sale Price',
    'Offer Price',
    'Listing Price',
    'Advertised Price',
    'Your Price',
    'New: Current',
    'Amount',
    'Preis',
    'Verkaufspreis',
    'Prix',
    'Prix de vente',
    'Precio',
    'Precio de venta',
    'Prezzo',
    'Prezzo di vendita',
  ],
  shipping: [
    'Shipping',
    'Shipping Price',
    'Seller Ship Price',
    'Ship Price',
    'Shipping Cost',
    'Shipping Fee',
    'Delivery',
    'Delivery Cost',
    'Postage',
    'Versand',
    'Versandkosten',
    'Frais de port',
    'Livraison',
    'Envío',
    'Gastos de envío',
    'Spedizione',
    'Spese di spedizione',
  ],
  currency: ['Currency', 'Currency Code', 'Währung', 'Devise', 'Moneda', 'Valuta'],
  couponAmount: [
    'One Time Coupon: Absolute',
    'Coupon',
    'Coupon Amount',
    'Coupon Discount',
    'Gutschein',
    'Montant du coupon',
    'Cupón',
  ],
  couponPercent: ['One Time Coupon: Percentage', 'Coupon %', 'Coupon Percent', 'Coupon Percentage'],
  subscribeSavePercent: [
    'One Time Coupon: Subscribe & Save %',
    'Subscribe & Save %',
    'Subscribe and Save %',
    'Subscribe & Save',
    'S&S %',
  ],
  businessPrice: ['business-price', 'Business Price', 'Quantity Price', 'B2B Price'],
  priceInCart: [
    'See Price in Cart',
    'Price in Cart',
    'Price Shown in Cart',
    'MAP in Cart',
    'Prix dans le panier',
  ],
  quantity: [
    'Quantity',
    'Qty',
    'Stock',
    'Units',
    'Available',
    'Inventory',
    'Menge',
    'Bestand',
    'Quantité',
    'Cantidad',
    'Quantità',
  ],
  condition: [
    'Condition',
    'item-condition',
    'Item Condition',
    'Product Condition',
    'Zustand',
    'État',
    'Condición',
    'Condizione',
  ],
  observedAt: [
    'Observed At',
    'Observed',
    'Date Observed',
    'Observation Date',
    'Checked At',
    'Captured At',
    'Scraped At',
    'Crawled At',
    'Last Seen',
    'Seen At',
    'Date Seen',
    'Timestamp',
    'Date',
    'Datetime',
    'Time',
    'Datum',
    'Fecha',
  ],
  url: [
    'URL',
    'URL: Amazon',
    'Item Page URL',
    'Product URL',
    'Listing URL',
    'Item URL',
    'Page URL',
    'Link',
  ],
}

/** Normalised once: the suggestion compares them with every header cell. */
const NORMALISED_NAMES = MAPPABLE_FIELDS.map(
  (field) => [field, HEADER_NAMES[field].map(normaliseHeader)] as const,
)

/**
 * Headers that name a field inside a longer name ("Supplier EAN", "Amazon link"), unless they
 * name something else as well (an image's URL is not the listing's).
 */
const CONTAINED_NAMES: readonly (readonly [MappableField, readonly string[], readonly string[]])[] =
  [
    ['gtin', ['gtin', 'upc', 'ean', 'barcode'], []],
    ['url', ['url', 'link'], ['image', 'img', 'bild', 'photo', 'picture', 'thumbnail']],
    ['sku', ['sku'], []],
  ]

/** The mapping the header suggests: each field to one header, no header to two fields. */
export function suggestMapping(header: readonly string[]): ColumnMapping {
  const names = header.map(normaliseHeader)
  const taken = new Set<number>()
  const mapping: ColumnMapping = {}
  const assign = (field: MappableField, at: number) => {
    mapping[field] = header[at]!.trim()
    taken.add(at)
  }
  for (const [field, aliases] of NORMALISED_NAMES) {
    for (const alias of aliases) {
      const at = names.findIndex((name, i) => name === alias && !taken.has(i))
      if (at >= 0) {
        assign(field, at)
        break
      }
    }
  }
  for (const [field, stems, unless] of CONTAINED_NAMES) {
    if (mapping[field] !== undefined) continue
    const at = names.findIndex(
      (name, i) =>
        !taken.has(i) &&
        stems.some((stem) => name.includes(stem)) &&
        !unless.some((word) => name.includes(word)),
    )
    if (at >= 0) assign(field, at)
  }
  return mapping
}

/** What keeps a mapping from reading the file, in plain words; empty when it can. */
export function mappingProblems(
  header: readonly string[],
  mapping: ColumnMapping,
  context: Pick<FormatContext, 'marketplace'> = {},
): string[] {
  const index = indexHeader(header)
  const problems: string[] = []
  for (const field of MAPPABLE_FIELDS) {
    const name = mapping[field]
    if (name !== undefined && !index.has(normaliseHeader(name))) {
      problems.push(`Column '${name}' (${FIELD_NAMES[field]}) is not in the file`)
    }
  }
  if (mapping.price === undefined) problems.push('Choose the column with the price')
  if (mapping.listingId === undefined && mapping.gtin === undefined && mapping.sku === undefined) {
    problems.push('Choose a column with the ASIN or item id, the GTIN or the SKU')
  }
  if (mapping.marketplace === undefined && context.marketplace === undefined) {
    problems.push('Choose the marketplace, or the column that names it')
  }
  return problems
}

const MARKETPLACE_WORDS: readonly (readonly [AuthorizationMarketplace, readonly string[]])[] = [
  ['amazon', ['amazon']],
  ['walmart', ['walmart']],
  ['ebay', ['ebay']],
  ['web_store', ['web store', 'webstore', 'web shop', 'webshop', 'website', 'own store']],
  ['other', ['other']],
]

type MarketplaceCell =
  | { ok: true; marketplace: AuthorizationMarketplace; domain: string | null }
  | { ok: false; reason: string }

function readMarketplace(cell: string): MarketplaceCell {
  const words = cell.toLowerCase()
  for (const [marketplace, stems] of MARKETPLACE_WORDS) {
    if (stems.some((stem) => words.includes(stem))) {
      return { ok: true, marketplace, domain: marketplace === 'amazon' ? amazonDomain(cell) : null }
    }
  }
  return {
    ok: false,
    reason: `Marketplace '${cell}' is not Amazon, Walmart, eBay, a web store or other`,
  }
}

/** A file names a handful of marketplaces over its rows: each is read once. */
function marketplaceReader() {
  const seen = new Map<string, MarketplaceCell>()
  return (cell: string) => {
    let read = seen.get(cell)
    if (read === undefined) {
      read = readMarketplace(cell)
      if (seen.size < 1000) seen.set(cell, read)
    }
    return read
  }
}

function checkListingId(
  marketplace: AuthorizationMarketplace,
  text: string,
  warnings: string[],
): Checked {
  if (marketplace === 'amazon') return checkAsin(text)
  if (marketplace === 'walmart') return checkWalmartItemId(text)
  return { ok: true, value: clipId(text, 'Listing id', warnings) }
}

const YES = new Set(['yes', 'y', 'true', '1', 'x', 'oui', 'ja', 'sí', 'si'])
const NO = new Set(['no', 'n', 'false', '0', 'non', 'nein', ''])

/** A yes/no cell ("see price in cart"); null when not said or not a yes or no. */
function yesNo(cell: string, warnings: string[]): boolean | null {
  const typed = cell.trim().toLowerCase()
  if (YES.has(typed)) return true
  if (NO.has(typed)) return typed === '' ? null : false
  warnings.push(`'${cell.trim()}' is not yes or no (price shown only in cart): left out`)
  return null
}

export const mapped: ListingFormat = {
  id: 'mapped',
  label: 'Other CSV or XLSX (mapped columns)',
  needsSeller: false,
  // Never detected: a file no other format recognises is offered a mapping.
  detect: () => false,
  bind(header, context) {
    const mapping: ColumnMapping = context.mapping ?? {}
    const problems = mappingProblems(header, mapping, context)
    if (problems.length > 0) return refuseAll(problems[0]!)
    const at = columnsOf(
      header,
      Object.fromEntries(
        MAPPABLE_FIELDS.map((field) => [
          field,
          mapping[field] === undefined ? [] : [mapping[field]],
        ]),
      ) as Record<MappableField, string[]>,
    )
    const fallbackSeller = contextSeller(context)
    const marketplaceOf = marketplaceReader()
    return refusingNul((cells): DraftResult => {
      const marketplaceCell = cellAt(cells, at.marketplace)
      let marketplace = context.marketplace
      let domain: string | null = null
      if (marketplaceCell !== '') {
        const read = marketplaceOf(marketplaceCell)
        if (!read.ok) return { ok: false, reason: read.reason }
        marketplace = read.marketplace
        domain = read.domain
      }
      if (marketplace === undefined) return { ok: false, reason: 'No marketplace' }
      const price = parsePrice(cellAt(cells, at.price))
      if (!price.ok) return { ok: false, reason: price.reason }
      const shipping = parseShipping(cellAt(cells, at.shipping))
      if (!shipping.ok) return { ok: false, reason: shipping.reason }
      const observedAt = parseObservedAt(cellAt(cells, at.observedAt))
      if (!observedAt.ok) return { ok: false, reason: observedAt.reason }
      const warnings: string[] = []
      const listingId = kept(
        checkListingId(marketplace, cellAt(cells, at.listingId), warnings),
        warnings,
      )
      let sellerId = clipId(cellAt(cells, at.sellerId), 'Seller id', warnings)
      let sellerName = clip(cellAt(cells, at.sellerName), SELLER_NAME_MAX_LENGTH)
      if (sellerId === null && sellerName === null && fallbackSeller) {
        ;({ sellerId, sellerName } = fallbackSeller)
      }
      let url = checkUrl(cellAt(cells, at.url), warnings)
      if (url === null && listingId !== null) {
        if (marketplace === 'amazon') url = amazonUrl(listingId, domain ?? undefined)
        else if (marketplace === 'walmart') url = walmartUrl(listingId)
      }
      const currencyCell = cellAt(cells, at.currency)
      const siteCurrency = domain !== null ? amazonCurrency(domain) : DEFAULT_CURRENCY
      const currency =
        currencyCell === ''
          ? readCurrency(price.marker, siteCurrency, warnings)
          : (currencyCode(currencyCell) ?? readCurrency(currencyCell, siteCurrency, warnings))
      const coupon =
        at.couponAmount < 0
          ? null
          : optionalMoney(cellAt(cells, at.couponAmount), 'Coupon', warnings)
      const business =
        at.businessPrice < 0
          ? null
          : optionalMoney(cellAt(cells, at.businessPrice), 'Business price', warnings)
      return finishDraft({
        marketplace,
        sellerId,
        sellerName,
        listingId,
        gtins: [cellAt(cells, at.gtin)],
        sku: clipId(cellAt(cells, at.sku), 'SKU', warnings),
        title: clip(cellAt(cells, at.title), TITLE_MAX_LENGTH),
        price: price.value,
        shipping: shipping.value,
        currency,
        couponAmount: coupon?.ok ? coupon.value : null,
        couponPercent:
          at.couponPercent < 0
            ? null
            : parsePercent(cellAt(cells, at.couponPercent), 'Coupon percent', warnings),
        subscribeSavePercent:
          at.subscribeSavePercent < 0
            ? null
            : parsePercent(
                cellAt(cells, at.subscribeSavePercent),
                'Subscribe & Save percent',
                warnings,
              ),
        businessPrice: business?.ok ? business.value : null,
        priceInCart: at.priceInCart < 0 ? null : yesNo(cellAt(cells, at.priceInCart), warnings),
        quantity: at.quantity < 0 ? undefined : parseQuantity(cellAt(cells, at.quantity), warnings),
        condition: conditionFromText(cellAt(cells, at.condition)),
        observedAt: observedAt.value,
        url,
        warnings,
      })
    })
  },
}
