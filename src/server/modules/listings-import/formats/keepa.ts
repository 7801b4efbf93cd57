/**
 * A Keepa product export (Product Viewer / Product Finder › Export, CSV): one row per ASIN with
 * its current prices. The observation is the Buy Box: its seller ("Buy Box: Buy Box Seller") at
 * its price ("Buy Box: Current"). A row without a Buy Box price falls back to "New: Current", the
 * lowest new offer, whose seller the export does not name (the draft says so in a warning). The
 * condition is new: both prices are new-condition offers. Shipping stays null: newer exports
 * mark the Buy Box price with a truck ("Buy Box 🚚: Current"), which we read as shipping included
 * (the same mark is on "New, 3rd Party FBM 🚚", the merchant-shipped price).
 *
 * The price's other components (decision 013): "One Time Coupon: Absolute" (an amount off),
 * "One Time Coupon: Percentage", "One Time Coupon: Subscribe & Save %" (the Subscribe & Save
 * discount), and "Business Discount: Percentage" (off the price for business buyers, read as
 * the business price). Its currency is the price cell's sign ("43,19 €", "$ 22.49", "£ 18.99"),
 * a shared sign ("$") or no sign taking the currency of the Locale's Amazon site (amazon.com when
 * the export has no Locale column).
 *
 * Keepa writes its headers in the language of the user's Keepa site. The names below come from
 * exports found in public code that reads them (cited per language); a name marked "not seen"
 * follows the pattern of the seen ones and waits for a real file. Header matching ignores case,
 * punctuation, accents and the emoji (common.ts normaliseHeader).
 */
import {
  DEFAULT_CURRENCY,
  SELLER_NAME_MAX_LENGTH,
  amazonCurrency,
  TITLE_MAX_LENGTH,
  amazonDomain,
  amazonUrl,
  cellAt,
  checkAsin,
  checkUrl,
  clip,
  columnsOf,
  finishDraft,
  kept,
  optionalMoney,
  parsePercent,
  parsePrice,
  readCurrency,
  refusingNul,
  type ListingFormat,
} from './common.ts'

const COLUMNS = {
  // The same in every language seen (English, French, Spanish and German exports).
  asin: ['ASIN'],
  title: [
    'Title',
    'Titre', // French: exports read by public Keepa tools (e.g. 'Titre', 'Marque')
    'Título', // Spanish: a public Keepa tool's list of Spanish export columns
    'Titel', // German: not seen
    'Titolo', // Italian: not seen
  ],
  buyBoxPrice: [
    // "Buy Box: Current"; newer exports "Buy Box 🚚: Current" (the emoji is ignored)
    'Buy Box: Current',
    'Buy Box: Courant', // French ("Buy Box 🚚: Courant" seen)
    'Caja de Compra: Actual', // Spanish
    'Buy Box: Actual', // Spanish, if "Buy Box" is left in English as in French: not seen
    'Buy Box: Aktuell', // German: not seen
    'Buy Box: Attuale', // Italian: not seen
  ],
  newPrice: [
    'New: Current',
    'Nouveau: Courant', // French
    'Nuevo: Actual', // Spanish: not seen
    'Neu: Aktuell', // German: not seen
    'Nuovo: Attuale', // Italian: not seen
  ],
  buyBoxSeller: [
    'Buy Box: Buy Box Seller', // current English exports
    'Buy Box Seller', // older English exports, and left untranslated in a French one
    'Buy Box: Buy Box Vendeur', // French
    'Caja de Compra: Vendedor Caja de Compra', // Spanish
    'Buy Box: Buy Box Verkäufer', // German: not seen
    'Buy Box: Venditore Buy Box', // Italian: not seen
  ],
  ean: [
    'Product Codes: EAN',
    'Codes produit: EAN', // French
    'Códigos de producto: EAN', // Spanish (the UPC column seen)
    'Produktcodes: EAN', // German: seen in public scripts reading German Keepa exports
    'Codici prodotto: EAN', // Italian: not seen
  ],
  upc: [
    'Product Codes: UPC',
    'Codes produit: UPC',
    'Códigos de producto: UPC',
    'Produktcodes: UPC',
    'Codici prodotto: UPC',
  ],
  gtin: [
    'Product Codes: GTIN',
    'Codes produit: GTIN',
    'Códigos de producto: GTIN',
    'Produktcodes: GTIN',
    'Codici prodotto: GTIN',
  ],
  // English names seen in public code reading Keepa exports (column lists of Product Viewer
  // exports); the other languages follow the pattern of the seen ones and are not seen.
  couponAmount: [
    'One Time Coupon: Absolute',
    'Coupon unique: Absolu', // French: not seen
    'Cupón único: Absoluto', // Spanish: not seen
    'Einmaliger Coupon: Absolut', // German: not seen
    'Coupon una tantum: Assoluto', // Italian: not seen
  ],
  couponPercent: [
    'One Time Coupon: Percentage',
    'Coupon unique: Pourcentage', // French: not seen
    'Cupón único: Porcentaje', // Spanish: not seen
    'Einmaliger Coupon: Prozentsatz', // German: not seen
    'Coupon una tantum: Percentuale', // Italian: not seen
  ],
  subscribeSavePercent: [
    'One Time Coupon: Subscribe & Save %',
    'Coupon unique: Abonnez-vous et économisez %', // French: not seen
    'Cupón único: Suscríbete y ahorra %', // Spanish: not seen
    'Einmaliger Coupon: Spar-Abo %', // German: not seen
    'Coupon una tantum: Iscriviti e risparmia %', // Italian: not seen
  ],
  businessDiscount: [
    'Business Discount: Percentage',
    'Remise Business: Pourcentage', // French: not seen
    'Descuento Business: Porcentaje', // Spanish: not seen
    'Business-Rabatt: Prozentsatz', // German: not seen
    'Sconto Business: Percentuale', // Italian: not seen
  ],
  // Left untranslated in every export seen.
  url: ['URL: Amazon'],
  // The Amazon site: "com", "de", "co.uk"… ("Région" in one French tool's reader).
  locale: ['Locale', 'Region', 'Région', 'Región', 'Regione'],
} as const

/**
 * The Buy Box seller cell (merchant ids are at most 20 characters here, under ID_MAX_LENGTH):
 * a name with the merchant id in parentheses, sometimes after the
 * seller's Buy Box share ("Acme Store (86% A1B2C3D4E5F6G7)"), a name and id split by a slash
 * ("Acme Store / A1B2C3D4E5F6G7"), an id alone, or a name alone ("Amazon").
 */
const SELLER_WITH_ID = /^(.*?)\s*\((?:\s*\d{1,3}(?:[.,]\d+)?\s*%\s*)?([A-Z0-9]{10,20})\s*\)$/
const SELLER_SLASH_ID = /^(.*?)\s*\/\s*([A-Z0-9]{10,20})$/
const SELLER_ID_ONLY = /^A[A-Z0-9]{9,19}$/

function parseSeller(cell: string): { sellerId: string | null; sellerName: string | null } {
  if (cell === '' || cell === '-') return { sellerId: null, sellerName: null }
  const match = SELLER_WITH_ID.exec(cell) ?? SELLER_SLASH_ID.exec(cell)
  if (match) {
    return {
      sellerId: match[2]!,
      sellerName: clip(match[1]!, SELLER_NAME_MAX_LENGTH),
    }
  }
  if (SELLER_ID_ONLY.test(cell)) return { sellerId: cell, sellerName: null }
  return { sellerId: null, sellerName: clip(cell, SELLER_NAME_MAX_LENGTH) }
}

/** Keepa puts every code of a product in one cell: "4006381333931, 4006381333948". */
const CODE_SEPARATOR = /\s*[,;|]\s*/
const EXPONENT = /e\+?\d/i

function codes(cell: string): string[] {
  if (cell === '' || cell === '-') return []
  const listed = cell.includes(',') || cell.includes(';') || cell.includes('|')
  // "4,00638E+12" is one number a spreadsheet rounded, not two codes.
  if (!listed || EXPONENT.test(cell)) return [cell]
  return cell.split(CODE_SEPARATOR)
}

export const NEW_PRICE_SELLER_UNKNOWN =
  "No Buy Box price: the price is Keepa's lowest new offer ('New: Current'), whose seller the export does not name"

/** The price less a percent, in cents rounded half up (as PostgreSQL's round). */
function lessPercent(price: string, percent: string): string {
  const cents = Math.round(Number(price) * 100)
  const hundredths = Math.round(Number(percent) * 100)
  return (Math.floor((cents * (10_000 - hundredths)) / 10_000 + 0.5) / 100).toFixed(2)
}

export const keepa: ListingFormat = {
  id: 'keepa',
  label: 'Keepa product export',
  needsSeller: false,
  detect(header) {
    const at = columnsOf(header, COLUMNS)
    return at.asin >= 0 && (at.buyBoxPrice >= 0 || at.newPrice >= 0)
  },
  bind(header) {
    const at = columnsOf(header, COLUMNS)
    return refusingNul((cells) => {
      const warnings: string[] = []
      let price = parsePrice(cellAt(cells, at.buyBoxPrice))
      let seller = { sellerId: null as string | null, sellerName: null as string | null }
      if (price.ok) {
        seller = parseSeller(cellAt(cells, at.buyBoxSeller))
        if (seller.sellerId === null && seller.sellerName === null) {
          warnings.push('Keepa names no Buy Box seller for this product')
        }
      } else if (price.empty) {
        price = parsePrice(cellAt(cells, at.newPrice))
        if (!price.ok) return { ok: false, reason: price.reason }
        warnings.push(NEW_PRICE_SELLER_UNKNOWN)
      } else {
        return { ok: false, reason: price.reason }
      }
      const listingId = kept(checkAsin(cellAt(cells, at.asin)), warnings)
      const locale = cellAt(cells, at.locale)
      const site = amazonDomain(locale)
      const domain = site ?? 'amazon.com'
      // No Locale: amazon.com's dollars; a Locale not known: only a sign in the cell can tell.
      const currency = readCurrency(
        price.marker,
        site !== null ? amazonCurrency(site) : locale === '' ? DEFAULT_CURRENCY : null,
        warnings,
      )
      const url = checkUrl(cellAt(cells, at.url), warnings)
      // The components are read only when the export has their columns: most exports do not.
      const coupon =
        at.couponAmount < 0
          ? null
          : optionalMoney(cellAt(cells, at.couponAmount), 'Coupon', warnings)
      const couponPercent =
        at.couponPercent < 0
          ? null
          : parsePercent(cellAt(cells, at.couponPercent), 'Coupon percentage', warnings)
      const subscribeSavePercent =
        at.subscribeSavePercent < 0
          ? null
          : parsePercent(
              cellAt(cells, at.subscribeSavePercent),
              'Subscribe & Save percentage',
              warnings,
            )
      const businessDiscount =
        at.businessDiscount < 0
          ? null
          : parsePercent(cellAt(cells, at.businessDiscount), 'Business discount', warnings)
      return finishDraft({
        marketplace: 'amazon',
        ...seller,
        listingId,
        gtins: [
          ...codes(cellAt(cells, at.ean)),
          ...codes(cellAt(cells, at.upc)),
          ...codes(cellAt(cells, at.gtin)),
        ],
        sku: null,
        title: clip(cellAt(cells, at.title), TITLE_MAX_LENGTH),
        price: price.value,
        shipping: null,
        currency,
        couponAmount: coupon?.ok ? coupon.value : null,
        couponPercent,
        subscribeSavePercent,
        businessPrice:
          businessDiscount === null ? null : lessPercent(price.value, businessDiscount),
        condition: 'new',
        observedAt: null,
        url: url ?? (listingId ? amazonUrl(listingId, domain) : null),
        warnings,
      })
    })
  },
}
