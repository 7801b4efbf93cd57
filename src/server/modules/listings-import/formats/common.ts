/**
 * What every listings file format shares (issue 14): the format interface, header matching, and
 * the readers of one cell (money in any locale, conditions, dates, identifiers, text), plus the
 * last step of every row (finishDraft: the identifiers a row needs and its GTIN's check digit).
 *
 * Files reach a million rows, so a format resolves its columns once, when it is bound to a
 * header, and the function it returns reads one row with index lookups, precompiled patterns
 * and plain loops; nothing here compiles a pattern or looks a header up per row.
 */
import type { AuthorizationMarketplace } from '#shared/authorizations.ts'
import { normaliseGtin } from '#shared/gtin.ts'
import { isListingWebUrl } from '#shared/listing-url.ts'
import { LISTINGS_TEXTS as T } from '#shared/listings-texts.ts'
import type {
  ColumnMapping,
  DraftResult,
  ListingCondition,
  ListingSource,
  ObservationDraft,
} from '#shared/listings.ts'

/** Longest title kept; longer ones are cut (marketplace titles run to 200–500 characters). */
export const TITLE_MAX_LENGTH = 500
/** Longest ASIN, item id, SKU or seller id kept; longer ones are cut, with a warning. */
export const ID_MAX_LENGTH = 100
export const SELLER_NAME_MAX_LENGTH = 200
export const URL_MAX_LENGTH = 2000
/** An advertised price above this is a typo or a placeholder, not an offer. */
export const PRICE_MAX = 1_000_000

export const NO_IDENTIFIER = 'No ASIN, item id, GTIN or SKU'
export const HAS_NUL = 'The row contains a NUL character, which cannot be stored'

export interface FormatContext {
  /** The seller a file without a seller column belongs to (the seller's own report). */
  sellerId?: string | null
  sellerName?: string | null
  /** The marketplace of a mapped file without a marketplace column. */
  marketplace?: AuthorizationMarketplace
  /** The `mapped` source's columns. */
  mapping?: ColumnMapping
}

export type RowReader = (cells: string[]) => DraftResult

export interface ListingFormat {
  id: ListingSource
  label: string
  /** Whether a header is this format's (null from detectFormat: the file needs a mapping). */
  detect(header: string[]): boolean
  /** The file has no seller column: the import must say whose it is (FormatContext). */
  needsSeller: boolean
  /** Resolves the columns once; the reader it returns is called per row. */
  bind(header: string[], context: FormatContext): RowReader
}

// ── Headers ─────────────────────────────────────────────────────────────────────────────────

const MARKS = /\p{M}/gu
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu

/**
 * A header cell reduced to its lower-case letters and digits: case, spaces, punctuation, a
 * byte-order mark, accents and the emoji Keepa puts in some headers ("Buy Box 🚚: Current")
 * do not matter, so "item-name", "Item Name" and "ITEM_NAME" are one column.
 */
export function normaliseHeader(cell: string): string {
  return cell.normalize('NFKD').replace(MARKS, '').toLowerCase().replace(NOT_LETTER_OR_DIGIT, '')
}

/** Normalised header → its first column. */
export type HeaderIndex = ReadonlyMap<string, number>

export function indexHeader(header: readonly string[]): HeaderIndex {
  const index = new Map<string, number>()
  header.forEach((cell, at) => {
    const name = normaliseHeader(cell)
    if (name !== '' && !index.has(name)) index.set(name, at)
  })
  return index
}

/** The column of the first of `names` the header has, or -1. */
export function column(index: HeaderIndex, names: readonly string[]): number {
  for (const name of names) {
    const at = index.get(normaliseHeader(name))
    if (at !== undefined) return at
  }
  return -1
}

/** Where each of a format's columns is in a header (-1: absent), resolved once per file. */
export function columnsOf<K extends string>(
  header: readonly string[],
  columns: Readonly<Record<K, readonly string[]>>,
): Record<K, number> {
  const index = indexHeader(header)
  const at = {} as Record<K, number>
  for (const key of Object.keys(columns) as K[]) at[key] = column(index, columns[key])
  return at
}

/** The cell at a resolved column, trimmed; '' when the column is absent or the row short. */
export function cellAt(cells: readonly string[], at: number): string {
  if (at < 0) return ''
  const cell = cells[at]
  return cell === undefined ? '' : cell.trim()
}

export function hasNul(cells: readonly string[]): boolean {
  for (const cell of cells) if (cell.indexOf('\u0000') !== -1) return true
  return false
}

export const refuseAll =
  (reason: string): RowReader =>
  () => ({ ok: false, reason })

/** A reader that refuses a row holding a NUL anywhere before reading it. */
export const refusingNul =
  (read: RowReader): RowReader =>
  (cells) =>
    hasNul(cells) ? { ok: false, reason: HAS_NUL } : read(cells)

// ── Money ───────────────────────────────────────────────────────────────────────────────────

/**
 * An amount read; `marker` is what stood around the number ("€", "$", "EUR", "US$"), when
 * something did: currencyOf turns it into a currency.
 */
export type MoneyResult =
  { ok: true; value: string; marker?: string } | { ok: false; empty: boolean; reason: string }

const BLANK_MONEY = new Set(['', '-', '–', '—', 'n/a', 'na', '?'])
/**
 * What may stand around the number: a currency sign ("$", "€", "R$", "US$", "CA$"), an ISO code
 * ("USD", "EUR", "JPY": Amazon Japan writes "1,299 JPY"), or a local abbreviation.
 */
const CURRENCY =
  /^(?:\p{Sc}|\p{Lu}{1,3}\p{Sc}|\p{Sc}\p{Lu}{1,3}|[A-Z]{3}|kr|zł|Kč|Fr\.?|lei|Rs\.?|Ft)$/u
const FREE = new Set(['free', 'gratis', 'kostenlos', 'gratuit', 'gratuite', 'gratuito', 'gratuita'])
const DIGIT_0 = 48
const DIGIT_9 = 57
const isDigit = (code: number) => code >= DIGIT_0 && code <= DIGIT_9
/** Thousands separators that are never decimal: spaces (also no-break and thin) and apostrophes. */
const GROUP_ONLY = new Set([' ', '\u00a0', '\u202f', '\u2009', "'", '’'])
const WHOLE_AMOUNT = new Set(['.-', '.–', ',-', ',–'])
const MINUS = /[-−–]/
const ONLY_ZEROS = /^0*$/
const LEADING_ZEROS = /^0+(?=\d)/

/**
 * The digits of a number as separated in any locale ("1,234.56", "1.234,56", "1 234,56",
 * "1'234.56", "24,99", "1,299"): [integer digits, fraction digits], or null when it is not one
 * number. A lone separator before exactly three digits groups thousands ("1,299", "1.234");
 * otherwise the last separator is the decimal one.
 */
function splitNumber(body: string): [string, string] | null {
  let separators = 0
  let at = -1
  for (let i = 0; i < body.length && separators < 2; i += 1) {
    if (!isDigit(body.charCodeAt(i))) {
      separators += 1
      at = i
    }
  }
  if (separators === 0) return [body, '']
  if (separators === 1) return splitAtOne(body, at)
  return splitAtMany(body)
}

/** One separator, as in most prices ("24,99", "1,299", "1 299"). */
function splitAtOne(body: string, at: number): [string, string] | null {
  const separator = body[at]!
  if (separator !== '.' && separator !== ',' && !GROUP_ONLY.has(separator)) return null
  const before = body.slice(0, at)
  const after = body.slice(at + 1)
  const thousands = after.length === 3 && before !== '0' && before.length <= 3
  if (GROUP_ONLY.has(separator) || thousands) {
    return thousands ? [before + after, ''] : null
  }
  return [before, after]
}

/** Several separators: thousands groups of 3, then perhaps a decimal one ("1.234.567,89"). */
function splitAtMany(body: string): [string, string] | null {
  const runs: string[] = []
  const separators: string[] = []
  let start = 0
  for (let i = 0; i < body.length; i += 1) {
    if (isDigit(body.charCodeAt(i))) continue
    const char = body[i]!
    if (char !== '.' && char !== ',' && !GROUP_ONLY.has(char)) return null
    if (i === start) return null // two separators in a row
    runs.push(body.slice(start, i))
    separators.push(char)
    start = i + 1
  }
  runs.push(body.slice(start))
  const last = separators[separators.length - 1]!
  const lastRun = runs[runs.length - 1]!
  // The last separator is the decimal one, unless it is a space or also groups ("1.234.567").
  const decimal = !GROUP_ONLY.has(last) && separators.indexOf(last) === separators.length - 1
  const groups = decimal ? runs.slice(0, -1) : runs
  const groupSeparators = decimal ? separators.slice(0, -1) : separators
  if (groupSeparators.length > 0) {
    if (groups[0]!.length > 3 || groups.slice(1).some((run) => run.length !== 3)) return null
    if (groupSeparators.some((separator) => separator !== groupSeparators[0])) return null
  }
  return [groups.join(''), decimal ? lastRun : '']
}

const DOT = 46

/**
 * The common case, without allocating: digits with at most one '.' and up to 2 decimals
 * ("24.99", "1299", "5.5"), under the maximum; null for anything else, read the long way.
 */
function plainAmount(typed: string): string | null {
  const n = typed.length
  if (n === 0 || n > 10) return null
  let dot = -1
  for (let i = 0; i < n; i += 1) {
    const code = typed.charCodeAt(i)
    if (code === DOT && dot < 0 && i > 0) dot = i
    else if (!isDigit(code)) return null
  }
  const end = dot < 0 ? n : dot
  const decimals = dot < 0 ? 0 : n - dot - 1
  if ((dot >= 0 && (decimals === 0 || decimals > 2)) || end > 7) return null
  let start = 0
  while (start < end - 1 && typed.charCodeAt(start) === DIGIT_0) start += 1
  const integer = typed.slice(start, end)
  const cents = decimals === 2 ? typed.slice(dot + 1) : decimals === 1 ? `${typed[dot + 1]}0` : '00'
  if (integer.length === 7 && (integer !== '1000000' || cents !== '00')) return null
  return `${integer}.${cents}`
}

/**
 * An amount as a decimal string with 2 places ("24.99"), from what spreadsheets and
 * marketplaces write: "$ 24.99", "24,99 €", "1.234,56 €", "EUR 1 234,56", "1,299 JPY".
 * `what` names the amount in the reasons ("Price", "Shipping").
 */
export function parseMoney(text: string, what = 'Price'): MoneyResult {
  const typed = text.trim()
  const plain = plainAmount(typed)
  if (plain !== null) return { ok: true, value: plain }
  if (typed.length <= 3 && BLANK_MONEY.has(typed.toLowerCase())) {
    return { ok: false, empty: true, reason: `No ${what.toLowerCase()}` }
  }
  const notNumber = (): MoneyResult => ({
    ok: false,
    empty: false,
    reason: `${what} '${typed}' is not a number`,
  })
  let first = -1
  let last = -1
  for (let i = 0; i < typed.length; i += 1) {
    if (isDigit(typed.charCodeAt(i))) {
      if (first < 0) first = i
      last = i
    }
  }
  if (first < 0) return notNumber()
  let prefix = typed.slice(0, first).trim()
  let suffix = typed.slice(last + 1).trim()
  let negative = false
  if (prefix.startsWith('(') && suffix.endsWith(')')) {
    negative = true // accounting style: (24.99)
    prefix = prefix.slice(1).trim()
    suffix = suffix.slice(0, -1).trim()
  }
  // "24.–" and "24,-": a whole amount, as German and Swiss shops write it.
  if (WHOLE_AMOUNT.has(suffix.slice(0, 2))) suffix = suffix.slice(2).trim()
  const minus = MINUS.exec(prefix)
  if (minus || suffix.endsWith('-')) {
    negative = true
    if (minus) prefix = (prefix.slice(0, minus.index) + prefix.slice(minus.index + 1)).trim()
    if (suffix.endsWith('-')) suffix = suffix.slice(0, -1).trim()
  }
  if (prefix.startsWith('+')) prefix = prefix.slice(1).trim()
  if ((prefix !== '' && !CURRENCY.test(prefix)) || (suffix !== '' && !CURRENCY.test(suffix))) {
    return notNumber()
  }
  const parts = splitNumber(typed.slice(first, last + 1))
  if (!parts) return notNumber()
  const [integerDigits, fraction] = parts
  if (fraction.length > 2 && !ONLY_ZEROS.test(fraction.slice(2))) {
    return { ok: false, empty: false, reason: `${what} '${typed}' has more than 2 decimals` }
  }
  const integer = integerDigits.replace(LEADING_ZEROS, '')
  const cents = `${fraction}00`.slice(0, 2)
  if (negative && (integer !== '0' || cents !== '00')) {
    return { ok: false, empty: false, reason: `${what} '${typed}' is negative` }
  }
  if (integer.length > 7 || Number(integer) + Number(cents) / 100 > PRICE_MAX) {
    return { ok: false, empty: false, reason: `${what} '${typed}' is over 1,000,000` }
  }
  const marker = prefix !== '' ? prefix : suffix
  return marker === ''
    ? { ok: true, value: `${integer}.${cents}` }
    : { ok: true, value: `${integer}.${cents}`, marker }
}

/** An advertised price: money above zero. */
export function parsePrice(text: string): MoneyResult {
  const money = parseMoney(text, 'Price')
  if (money.ok && money.value === '0.00') {
    return { ok: false, empty: false, reason: `Price '${text.trim()}' is zero` }
  }
  return money
}

/** Shipping: money, zero included, and "Free" in the usual languages; null when not said. */
export function parseShipping(text: string): { ok: true; value: string | null } | MoneyResult {
  if (FREE.has(text.trim().toLowerCase())) return { ok: true, value: '0.00' }
  const money = parseMoney(text, 'Shipping')
  if (!money.ok && money.empty) return { ok: true, value: null }
  return money
}

const PERCENT = /^(\d{1,2}(?:[.,]\d{1,2})?|100(?:[.,]0{1,2})?)\s*%?$/

/**
 * A percent off ("10", "10 %", "12,5%"): a decimal string with 2 places, above 0 and at most 100;
 * null when not said (empty, "-") or when it is not one, with a warning naming `what`.
 */
export function parsePercent(text: string, what: string, warnings: string[]): string | null {
  const typed = text.trim()
  if (typed.length <= 3 && BLANK_MONEY.has(typed.toLowerCase())) return null
  const match = PERCENT.exec(typed)
  const value = match ? Number(match[1]!.replace(',', '.')) : NaN
  if (!(value > 0)) {
    if (value !== 0) warnings.push(`${what} '${typed}' is not a percent: left out`)
    return null
  }
  return value.toFixed(2)
}

/** A discount or business price: money above zero, null when not said, else a warning. */
export function optionalMoney(text: string, what: string, warnings: string[]): MoneyResult | null {
  if (text === '') return null
  const money = parseMoney(text, what)
  if (money.ok) return money.value === '0.00' ? null : money
  if (!money.empty) warnings.push(`${money.reason}: left out`)
  return null
}

// ── Currencies ──────────────────────────────────────────────────────────────────────────────

/** ISO 4217 codes (Node's ICU list): a code in a cell or a currency column must be one. */
const ISO_CURRENCIES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'))

/** Signs that name one currency wherever they are written. */
const CURRENCY_SIGNS: ReadonlyMap<string, string> = new Map([
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['US$', 'USD'],
  ['CA$', 'CAD'],
  ['C$', 'CAD'],
  ['A$', 'AUD'],
  ['AU$', 'AUD'],
  ['R$', 'BRL'],
  ['MX$', 'MXN'],
  ['S$', 'SGD'],
  ['₹', 'INR'],
  ['Rs', 'INR'],
  ['Rs.', 'INR'],
  ['zł', 'PLN'],
  ['Kč', 'CZK'],
  ['Fr.', 'CHF'],
  ['Fr', 'CHF'],
  ['lei', 'RON'],
  ['Ft', 'HUF'],
  ['₺', 'TRY'],
])

/** Signs several currencies share: the site's currency decides, when it is one of them. */
const SHARED_SIGNS: ReadonlyMap<string, readonly string[]> = new Map([
  ['$', ['USD', 'CAD', 'AUD', 'MXN', 'SGD', 'NZD']],
  ['¥', ['JPY', 'CNY']],
  ['kr', ['SEK', 'NOK', 'DKK', 'ISK']],
])

/** The currency of each Amazon site (amazonDomain's names). */
const AMAZON_CURRENCIES: ReadonlyMap<string, string> = new Map([
  ['amazon.com', 'USD'],
  ['amazon.co.uk', 'GBP'],
  ['amazon.de', 'EUR'],
  ['amazon.fr', 'EUR'],
  ['amazon.it', 'EUR'],
  ['amazon.es', 'EUR'],
  ['amazon.nl', 'EUR'],
  ['amazon.ie', 'EUR'],
  ['amazon.com.be', 'EUR'],
  ['amazon.ca', 'CAD'],
  ['amazon.co.jp', 'JPY'],
  ['amazon.in', 'INR'],
  ['amazon.com.mx', 'MXN'],
  ['amazon.com.br', 'BRL'],
  ['amazon.com.au', 'AUD'],
  ['amazon.se', 'SEK'],
  ['amazon.pl', 'PLN'],
  ['amazon.com.tr', 'TRY'],
  ['amazon.ae', 'AED'],
  ['amazon.sa', 'SAR'],
  ['amazon.sg', 'SGD'],
  ['amazon.eg', 'EGP'],
])

/** The currency an Amazon site sells in; null for a site not listed. */
export function amazonCurrency(domain: string | null): string | null {
  return domain === null ? null : (AMAZON_CURRENCIES.get(domain) ?? null)
}

/**
 * The currency of a file that names none (no sign, no column, no site: Amazon's All Listings
 * Report, Walmart's reports): the marketplaces' home sites', USD, as every row was read before
 * currencies were (decision 013).
 */
export const DEFAULT_CURRENCY = 'USD'

/** A currency column's code ("EUR", "eur"), or null when it is not an ISO 4217 code. */
export function currencyCode(text: string): string | null {
  if (ISO_CURRENCIES.has(text)) return text // the common case, "USD": no allocation
  const code = text.trim().toUpperCase()
  return code.length === 3 && ISO_CURRENCIES.has(code) ? code : null
}

/**
 * The currency of an amount: from what stood around it (parseMoney's marker: "€", "£", "EUR",
 * "US$"), a shared sign ("$", "¥", "kr") taking the site's currency when it is one of the sign's,
 * or, with no marker, the site's (or marketplace's) currency `site`. null: unknown (a sign that
 * does not fit the site, an unknown code), which the caller warns of.
 */
export function currencyOf(marker: string | undefined, site: string | null): string | null {
  if (marker === undefined) return site
  const sign = CURRENCY_SIGNS.get(marker)
  if (sign !== undefined) return sign
  const shared = SHARED_SIGNS.get(marker)
  if (shared !== undefined) return site !== null && shared.includes(site) ? site : null
  return currencyCode(marker)
}

/** currencyOf, with the warning the import reports when the currency is unknown. */
export function readCurrency(
  marker: string | undefined,
  site: string | null,
  warnings: string[],
): string | null {
  const currency = currencyOf(marker, site)
  if (currency === null) warnings.push(T.currencyUnknown(marker ?? ''))
  return currency
}

const WHOLE_NUMBER = /^\d{1,9}(?:\.0*)?$/

/** Units offered: a whole number ("12", or "12.0" from a spreadsheet); null when not said. */
export function parseQuantity(text: string, warnings: string[]): number | null {
  const typed = text.trim()
  if (typed === '') return null
  if (!WHOLE_NUMBER.test(typed)) {
    warnings.push(`Quantity '${typed}' is not a whole number: left out`)
    return null
  }
  return Math.trunc(Number(typed))
}

// ── Conditions ──────────────────────────────────────────────────────────────────────────────

/** Words that say the condition, in English, German, French, Spanish and Italian. */
const CONDITION_WORDS: readonly [ListingCondition, readonly string[]][] = [
  [
    'refurbished',
    [
      'refurb',
      'renewed',
      'restored',
      'reconditioned',
      'remanufactured',
      'generalüberholt',
      'reconditionné',
      'reacondicionado',
      'ricondizionato',
    ],
  ],
  [
    'collectible',
    ['collectible', 'collectable', 'sammler', 'de collection', 'coleccionable', 'da collezione'],
  ],
  [
    'used',
    [
      'used',
      'pre-owned',
      'preowned',
      'like new',
      'wie neu',
      'neuwertig',
      'comme neuf',
      'como nuevo',
      'come nuovo',
      'gebraucht',
      'occasion',
      'usado',
      'usato',
      'second hand',
    ],
  ],
  ['new', ['new', 'neu', 'neuf', 'nuevo', 'nueva', 'nuovo', 'nuova']],
]

/**
 * A condition from a source's words ("New", "Used - Like New", "Pre-Owned: Good", "Restored",
 * "Neu", "Collectible; Very Good"); refurbished, collectible and used are tested before new, as
 * their words often contain "new". Anything else said is `other`; nothing said is null.
 */
export function conditionFromText(text: string): ListingCondition | null {
  const words = text.trim().toLowerCase()
  if (words === '') return null
  for (const [condition, stems] of CONDITION_WORDS) {
    for (const stem of stems) if (words.includes(stem)) return condition
  }
  return 'other'
}

// ── Identifiers, text, URLs ─────────────────────────────────────────────────────────────────

const ASIN = /^[A-Z0-9]{10}$/
const WALMART_ITEM_ID = /^\d{1,20}$/
const WEB_URL = /^https?:\/\/[^\s/?#]+\.[^\s]*$/i

export type Checked = { ok: true; value: string | null } | { ok: false; warning: string }

/** A checked value, or null with its warning noted. */
export function kept(checked: Checked, warnings: string[]): string | null {
  if (checked.ok) return checked.value
  warnings.push(checked.warning)
  return null
}

/** A text cell trimmed and cut to `max` characters; null when empty. */
export function clip(text: string, max: number): string | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  return trimmed.length > max ? trimmed.slice(0, max).trimEnd() : trimmed
}

/** An identifier cut to ID_MAX_LENGTH, saying so: a cut id may no longer match its listing. */
export function clipId(text: string, what: string, warnings: string[]): string | null {
  const value = clip(text, ID_MAX_LENGTH)
  if (value !== null && text.trim().length > ID_MAX_LENGTH) {
    warnings.push(`${what} was longer than ${ID_MAX_LENGTH} characters and was cut`)
  }
  return value
}

/** An ASIN: 10 letters and digits ("B00X4WHP5E", or an ISBN-10 for books). */
export function checkAsin(text: string): Checked {
  const asin = text.trim().toUpperCase()
  if (asin === '') return { ok: true, value: null }
  if (!ASIN.test(asin)) {
    return { ok: false, warning: `ASIN '${text.trim()}' is not 10 letters and digits: left out` }
  }
  return { ok: true, value: asin }
}

/** A Walmart item id: the number at the end of its walmart.com/ip/ address. */
export function checkWalmartItemId(text: string): Checked {
  const id = text.trim()
  if (id === '') return { ok: true, value: null }
  if (!WALMART_ITEM_ID.test(id)) {
    return { ok: false, warning: `Item id '${id}' is not a number: left out` }
  }
  return { ok: true, value: id }
}

/**
 * A web address as given, when it is an http(s) one (shared/listing-url.ts); else null with the
 * warning the import's summary reports (the row is imported without it).
 */
export function checkUrl(text: string, warnings: string[]): string | null {
  const url = text.trim()
  if (url === '') return null
  if (url.length > URL_MAX_LENGTH || !WEB_URL.test(url) || !isListingWebUrl(url)) {
    warnings.push(T.urlLeftOut)
    return null
  }
  return url
}

/**
 * Amazon sites by what exports write for them: Keepa's Locale column ("com", "de", "co.uk"),
 * a two-letter country, or the domain itself.
 */
const AMAZON_DOMAINS: ReadonlyMap<string, string> = new Map(
  (
    [
      ['amazon.com', ['com', 'us', 'usa']],
      ['amazon.co.uk', ['co.uk', 'uk', 'gb']],
      ['amazon.de', ['de']],
      ['amazon.fr', ['fr']],
      ['amazon.it', ['it']],
      ['amazon.es', ['es']],
      ['amazon.ca', ['ca']],
      ['amazon.co.jp', ['co.jp', 'jp']],
      ['amazon.in', ['in']],
      ['amazon.com.mx', ['com.mx', 'mx']],
      ['amazon.com.br', ['com.br', 'br']],
      ['amazon.com.au', ['com.au', 'au']],
      ['amazon.nl', ['nl']],
      ['amazon.se', ['se']],
      ['amazon.pl', ['pl']],
      ['amazon.com.be', ['com.be', 'be']],
      ['amazon.com.tr', ['com.tr', 'tr']],
      ['amazon.ae', ['ae']],
      ['amazon.sa', ['sa']],
      ['amazon.sg', ['sg']],
      ['amazon.eg', ['eg']],
      ['amazon.ie', ['ie']],
    ] as const
  ).flatMap(([domain, names]) =>
    [domain, `www.${domain}`, ...names].map((name) => [name, domain] as const),
  ),
)

/** The Amazon site a locale or domain names, or null. */
export function amazonDomain(locale: string): string | null {
  return AMAZON_DOMAINS.get(locale.trim().toLowerCase()) ?? null
}

export const amazonUrl = (asin: string, domain = 'amazon.com') => `https://www.${domain}/dp/${asin}`
export const walmartUrl = (itemId: string) => `https://www.walmart.com/ip/${itemId}`

// ── Dates ───────────────────────────────────────────────────────────────────────────────────

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|UTC|GMT|[+-]\d{2}:?\d{2})?)?$/i
const DOTTED_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/
const SLASHED_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/
const EXCEL_SERIAL = /^\d{5}(?:\.\d+)?$/
/** Excel's day 0 is 1899-12-30; serials 36526–73051 are 2000-01-01 to 2099-12-31. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30)
const DAY_MS = 86_400_000
const EARLIEST_MS = Date.UTC(2000, 0, 1)

const utc = (y: string, mo: string, d: string, h = '0', mi = '0', s = '0') => {
  const date = new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s))
  // Date.UTC rolls 2024-02-31 over into March: a date that does not exist is no date.
  return date.getUTCMonth() === +mo - 1 && date.getUTCDate() === +d && +h < 24 && +mi < 60
    ? date
    : null
}

/**
 * When a row says it was observed: ISO 8601 ("2024-05-01", "2024-05-01T14:03:00Z", "… +02:00";
 * no zone is UTC), "01.05.2024 14:03", "5/1/2024" or "13/5/2024" when only one reading is a
 * date (an ambiguous one is refused), or an Excel date serial (XLSX cells hold days since 1899).
 */
export function parseObservedAt(
  text: string,
  now = Date.now(),
): { ok: true; value: Date | null } | { ok: false; reason: string } {
  const typed = text.trim()
  if (typed === '') return { ok: true, value: null }
  let date: Date | null = null
  let match: RegExpExecArray | null
  if ((match = ISO_DATE.exec(typed))) {
    const [, y, mo, d, h, mi, s, zone] = match
    date = utc(y!, mo!, d!, h, mi, s)
    if (date && zone && (zone[0] === '+' || zone[0] === '-')) {
      const digits = zone.replace(':', '')
      const offset = (+digits.slice(1, 3) * 60 + +digits.slice(3, 5)) * 60_000
      date = new Date(date.getTime() - (zone[0] === '+' ? offset : -offset))
    }
  } else if ((match = DOTTED_DATE.exec(typed))) {
    const [, d, mo, y, h, mi, s] = match
    date = utc(y!, mo!, d!, h, mi, s)
  } else if ((match = SLASHED_DATE.exec(typed))) {
    const [, a, b, y, h, mi, s] = match
    if (+a! <= 12 && +b! <= 12 && a !== b) {
      return {
        ok: false,
        reason: `Date '${typed}' could be day/month or month/day: write it as ${y}-MM-DD`,
      }
    }
    date = +a! > 12 ? utc(y!, b!, a!, h, mi, s) : utc(y!, a!, b!, h, mi, s)
  } else if (EXCEL_SERIAL.test(typed)) {
    date = new Date(EXCEL_EPOCH_MS + Math.round(Number(typed) * DAY_MS))
  }
  if (!date) return { ok: false, reason: `Date '${typed}' is not a date` }
  const ms = date.getTime()
  if (ms < EARLIEST_MS) return { ok: false, reason: `Date '${typed}' is before 2000` }
  if (ms > now + DAY_MS) return { ok: false, reason: `Date '${typed}' is in the future` }
  return { ok: true, value: date }
}

// ── The last step of every row ──────────────────────────────────────────────────────────────

export interface DraftParts {
  marketplace: AuthorizationMarketplace
  sellerId: string | null
  sellerName: string | null
  listingId: string | null
  /** Every GTIN the row offers (UPC, EAN, GTIN columns), in order of preference. */
  gtins: readonly string[]
  sku: string | null
  title: string | null
  price: string
  shipping: string | null
  /** ISO 4217 (currencyOf); null: unknown, warned of by the reader. */
  currency: string | null
  /** The price's other components, when the source says (ObservationDraft). */
  couponAmount?: string | null
  couponPercent?: string | null
  subscribeSavePercent?: string | null
  businessPrice?: string | null
  priceInCart?: boolean | null
  /** Units offered, when the source says (parseQuantity). */
  quantity?: number | null
  condition: ListingCondition | null
  observedAt: Date | null
  url: string | null
  warnings: string[]
}

/**
 * The draft of a row, once its identifiers hold: the first GTIN with a valid check digit is
 * kept; one that fails is dropped with a warning when the row has an ASIN, item id or SKU to
 * be matched by, and refuses the row otherwise; a row with no identifier at all is refused.
 */
export function finishDraft(parts: DraftParts): DraftResult {
  const { warnings } = parts
  let gtin: string | null = null
  let failure: string | null = null
  for (const typed of parts.gtins) {
    if (typed === '') continue
    const checked = normaliseGtin(typed)
    if (checked.ok) {
      gtin = checked.gtin
      break
    }
    failure ??= checked.reason
  }
  if (gtin === null && failure !== null) {
    if (parts.listingId === null && parts.sku === null) return { ok: false, reason: failure }
    warnings.push(`${failure}: GTIN left out`)
  }
  if (gtin === null && parts.listingId === null && parts.sku === null) {
    return { ok: false, reason: NO_IDENTIFIER }
  }
  const draft: ObservationDraft = {
    marketplace: parts.marketplace,
    sellerId: parts.sellerId,
    sellerName: parts.sellerName,
    listingId: parts.listingId,
    gtin,
    sku: parts.sku,
    title: parts.title,
    price: parts.price,
    shipping: parts.shipping,
    currency: parts.currency,
    condition: parts.condition,
    observedAt: parts.observedAt,
    url: parts.url,
  }
  if (parts.quantity !== undefined) draft.quantity = parts.quantity
  if (parts.couponAmount != null) draft.couponAmount = parts.couponAmount
  if (parts.couponPercent != null) draft.couponPercent = parts.couponPercent
  if (parts.subscribeSavePercent != null) draft.subscribeSavePercent = parts.subscribeSavePercent
  if (parts.businessPrice != null) draft.businessPrice = parts.businessPrice
  if (parts.priceInCart != null) draft.priceInCart = parts.priceInCart
  return { ok: true, draft, warnings }
}

/** The seller of a seller's own report, from the import's context; null when it names none. */
export function contextSeller(
  context: FormatContext,
): { sellerId: string | null; sellerName: string | null } | null {
  const sellerId = clip(context.sellerId ?? '', ID_MAX_LENGTH)
  const sellerName = clip(context.sellerName ?? '', SELLER_NAME_MAX_LENGTH)
  return sellerId === null && sellerName === null ? null : { sellerId, sellerName }
}

export const NEEDS_SELLER = 'This report has no seller column: say whose report it is'

/**
 * The reader of a seller's own report, which names no seller: bound to the seller the import
 * names, or refusing every row when it names none.
 */
export function ownReport(
  context: FormatContext,
  bind: (seller: { sellerId: string | null; sellerName: string | null }) => RowReader,
): RowReader {
  const seller = contextSeller(context)
  return seller ? refusingNul(bind(seller)) : refuseAll(NEEDS_SELLER)
}
