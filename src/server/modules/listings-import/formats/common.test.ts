import { describe, expect, test } from 'vitest'
import { LISTINGS_TEXTS } from '#shared/listings-texts.ts'
import {
  NO_IDENTIFIER,
  amazonCurrency,
  amazonDomain,
  cellAt,
  checkAsin,
  checkUrl,
  column,
  conditionFromText,
  currencyCode,
  currencyOf,
  finishDraft,
  hasNul,
  indexHeader,
  normaliseHeader,
  parseMoney,
  parseObservedAt,
  parsePercent,
  parsePrice,
  parseShipping,
  readCurrency,
  type DraftParts,
} from './common.ts'

describe('header matching ignores case, spaces, punctuation, a BOM, accents and emoji', () => {
  test.each([
    ['item-name', 'itemname'],
    ['Item Name', 'itemname'],
    ['\uFEFFitem-name', 'itemname'],
    ['  ITEM_NAME ', 'itemname'],
    ['Buy Box 🚚: Current', 'buyboxcurrent'],
    ['Buy Box: Current', 'buyboxcurrent'],
    ['Título', 'titulo'],
    ['Buy Box: Buy Box Verkäufer', 'buyboxbuyboxverkaufer'],
    ['isSellerBuyBoxWinner', 'issellerbuyboxwinner'],
    ['Is Seller Buy Box Winner', 'issellerbuyboxwinner'],
  ])('%j → %s', (cell, name) => {
    expect(normaliseHeader(cell)).toBe(name)
  })

  test('a column is found by any of its names; the first occurrence wins; -1 when absent', () => {
    const index = indexHeader(['\uFEFFSKU', 'Buy Box 🚚: Current', 'Price', 'price'])
    expect(column(index, ['sku'])).toBe(0)
    expect(column(index, ['Buy Box: Courant', 'Buy Box: Current'])).toBe(1)
    expect(column(index, ['PRICE'])).toBe(2)
    expect(column(index, ['Item ID'])).toBe(-1)
  })

  test('cells are trimmed; an absent column or a short row reads as empty', () => {
    expect(cellAt([' a ', 'b'], 0)).toBe('a')
    expect(cellAt(['a'], 3)).toBe('')
    expect(cellAt(['a'], -1)).toBe('')
  })

  test('a NUL anywhere in the row is found', () => {
    expect(hasNul(['a', 'b\u0000c'])).toBe(true)
    expect(hasNul(['a', 'b'])).toBe(false)
  })
})

describe('prices in every locale the files are written in', () => {
  test.each([
    ['24.99', '24.99'],
    ['24', '24.00'],
    ['24.9', '24.90'],
    ['$24.99', '24.99'],
    ['$ 24.99', '24.99'],
    ['24.99 $', '24.99'],
    ['24,99 €', '24.99'],
    ['€24,99', '24.99'],
    ['1.234,56 €', '1234.56'],
    ['1,234.56', '1234.56'],
    ['1 234,56 €', '1234.56'],
    ['1\u00a0234,56\u00a0€', '1234.56'],
    ["CHF 1'234.50", '1234.50'],
    ['USD 24.99', '24.99'],
    ['24.99 EUR', '24.99'],
    ['R$ 129,90', '129.90'],
    ['US$24.99', '24.99'],
    ['£ 18.99', '18.99'],
    ['1,299 JPY', '1299.00'],
    ['¥1,299', '1299.00'],
    ['1.234', '1234.00'],
    ['0,99', '0.99'],
    // A lone separator before exactly 3 digits groups thousands, in either locale.
    ['24.990', '24990.00'],
    ['24,999', '24999.00'],
    ['24.9900', '24.99'],
    ['24.–', '24.00'],
    ['+24.99', '24.99'],
    ['1.000.000,00', '1000000.00'],
    ['  19.95  ', '19.95'],
    ['0024.99', '24.99'],
    ['5.5', '5.50'],
    ['1000000', '1000000.00'],
    ['999999.99', '999999.99'],
  ])('%j → %s', (typed, value) => {
    expect(parsePrice(typed)).toMatchObject({ ok: true, value })
  })

  test.each([
    ['', 'No price', true],
    ['-', 'No price', true],
    ['—', 'No price', true],
    ['n/a', 'No price', true],
    ['abc', "Price 'abc' is not a number", false],
    ['NaN', "Price 'NaN' is not a number", false],
    ['Infinity', "Price 'Infinity' is not a number", false],
    ['12abc', "Price '12abc' is not a number", false],
    ['1e5', "Price '1e5' is not a number", false],
    ['1.2.3', "Price '1.2.3' is not a number", false],
    ['12,34,567.00', "Price '12,34,567.00' is not a number", false],
    ['24..99', "Price '24..99' is not a number", false],
    ['1 29', "Price '1 29' is not a number", false],
    ['24/99', "Price '24/99' is not a number", false],
    ['-5', "Price '-5' is negative", false],
    ['-$24.99', "Price '-$24.99' is negative", false],
    ['$-24.99', "Price '$-24.99' is negative", false],
    ['(24.99)', "Price '(24.99)' is negative", false],
    ['24.99-', "Price '24.99-' is negative", false],
    ['1000000.01', "Price '1000000.01' is over 1,000,000", false],
    ['1000001', "Price '1000001' is over 1,000,000", false],
    ['24.', "Price '24.' is not a number", false],
    ['.99', "Price '.99' is not a number", false],
    ['1.234.567', "Price '1.234.567' is over 1,000,000", false],
    ['99999999999', "Price '99999999999' is over 1,000,000", false],
    ['24.9999', "Price '24.9999' has more than 2 decimals", false],
    ['1,234.567', "Price '1,234.567' has more than 2 decimals", false],
    ['0.00', "Price '0.00' is zero", false],
  ])('%j is refused: %s', (typed, reason, empty) => {
    expect(parsePrice(typed)).toEqual({ ok: false, empty, reason })
  })

  test('shipping may be zero or free, and is null when the file does not say', () => {
    expect(parseShipping('0.00')).toEqual({ ok: true, value: '0.00' })
    expect(parseShipping('0')).toEqual({ ok: true, value: '0.00' })
    expect(parseShipping('Free')).toEqual({ ok: true, value: '0.00' })
    expect(parseShipping('kostenlos')).toEqual({ ok: true, value: '0.00' })
    expect(parseShipping('4,99 €')).toEqual({ ok: true, value: '4.99', marker: '€' })
    expect(parseShipping('')).toEqual({ ok: true, value: null })
    expect(parseShipping('soon')).toEqual({
      ok: false,
      empty: false,
      reason: "Shipping 'soon' is not a number",
    })
    expect(parseMoney('-1', 'Shipping')).toMatchObject({ reason: "Shipping '-1' is negative" })
  })
})

describe('conditions from the words each source uses', () => {
  test.each([
    ['New', 'new'],
    ['new', 'new'],
    ['Neu', 'new'],
    ['Neuf', 'new'],
    ['Nuevo', 'new'],
    ['Used - Like New', 'used'],
    ['Used; Very Good', 'used'],
    ['Pre-Owned: Good', 'used'],
    ['Wie neu', 'used'],
    ['Gebraucht - Sehr gut', 'used'],
    ['Refurbished', 'refurbished'],
    ['Renewed', 'refurbished'],
    ['Restored Premium', 'refurbished'],
    ['Generalüberholt', 'refurbished'],
    ['Collectible; Like New', 'collectible'],
    ['Open box', 'other'],
    ['', null],
  ])('%j → %s', (words, condition) => {
    expect(conditionFromText(words)).toBe(condition)
  })
})

describe('identifiers and links', () => {
  test('an ASIN is 10 letters and digits, upper-cased; another value is left out with a warning', () => {
    expect(checkAsin(' b0cx7q2m4r ')).toEqual({ ok: true, value: 'B0CX7Q2M4R' })
    expect(checkAsin('0306406152')).toEqual({ ok: true, value: '0306406152' })
    expect(checkAsin('')).toEqual({ ok: true, value: null })
    expect(checkAsin('B0CX7Q2M4')).toEqual({
      ok: false,
      warning: "ASIN 'B0CX7Q2M4' is not 10 letters and digits: left out",
    })
  })

  test('a URL is kept when it is a web address', () => {
    const warnings: string[] = []
    expect(checkUrl('https://www.amazon.de/dp/B0CX7Q2M4R', warnings)).toBe(
      'https://www.amazon.de/dp/B0CX7Q2M4R',
    )
    expect(checkUrl('javascript:alert(1)', warnings)).toBeNull()
    expect(checkUrl('www.amazon.com', warnings)).toBeNull()
    expect(checkUrl('data:text/html,<script>alert(1)</script>', warnings)).toBeNull()
    expect(checkUrl('vbscript:msgbox(1)', warnings)).toBeNull()
    expect(checkUrl('https:/\\evil.example/x', warnings)).toBeNull()
    expect(warnings).toEqual(Array(5).fill(LISTINGS_TEXTS.urlLeftOut))
  })

  test.each([
    ['com', 'amazon.com'],
    ['de', 'amazon.de'],
    ['co.uk', 'amazon.co.uk'],
    ['UK', 'amazon.co.uk'],
    ['amazon.co.jp', 'amazon.co.jp'],
    ['www.amazon.fr', 'amazon.fr'],
    ['xx', null],
  ])('Amazon site of locale %j → %s', (locale, domain) => {
    expect(amazonDomain(locale)).toBe(domain)
  })
})

describe('observation dates', () => {
  const now = Date.UTC(2025, 5, 1)
  const at = (text: string) => parseObservedAt(text, now)

  test.each([
    ['2025-05-01', '2025-05-01T00:00:00.000Z'],
    ['2025-05-01T14:03:00Z', '2025-05-01T14:03:00.000Z'],
    ['2025-05-01 14:03', '2025-05-01T14:03:00.000Z'],
    ['2025-05-01T14:03:00+02:00', '2025-05-01T12:03:00.000Z'],
    ['2025-05-01T14:03:00.250-0500', '2025-05-01T19:03:00.000Z'],
    ['01.05.2025 14:03', '2025-05-01T14:03:00.000Z'],
    ['5/13/2025', '2025-05-13T00:00:00.000Z'],
    ['13/5/2025', '2025-05-13T00:00:00.000Z'],
    ['5/5/2025', '2025-05-05T00:00:00.000Z'],
    ['45778', '2025-05-01T00:00:00.000Z'],
    ['45778.5', '2025-05-01T12:00:00.000Z'],
  ])('%j → %s', (typed, iso) => {
    const read = at(typed)
    expect(read.ok && read.value?.toISOString()).toBe(iso)
  })

  test('an empty cell leaves the import time to apply', () => {
    expect(at('')).toEqual({ ok: true, value: null })
  })

  test.each([
    ['5/6/2025', "Date '5/6/2025' could be day/month or month/day: write it as 2025-MM-DD"],
    ['2025-02-30', "Date '2025-02-30' is not a date"],
    ['yesterday', "Date 'yesterday' is not a date"],
    ['1999-12-31', "Date '1999-12-31' is before 2000"],
    ['2025-06-03', "Date '2025-06-03' is in the future"],
  ])('%j is refused', (typed, reason) => {
    expect(at(typed)).toEqual({ ok: false, reason })
  })
})

describe('finishDraft: the identifiers a row needs', () => {
  const parts = (over: Partial<DraftParts>): DraftParts => ({
    marketplace: 'amazon',
    sellerId: null,
    sellerName: null,
    listingId: null,
    gtins: [],
    sku: null,
    title: null,
    price: '24.99',
    shipping: null,
    currency: 'USD',
    condition: null,
    observedAt: null,
    url: null,
    warnings: [],
    ...over,
  })

  test('the first GTIN with a valid check digit is kept, in 14 digits', () => {
    const result = finishDraft(parts({ gtins: ['', '036000291453', '036000291452'] }))
    expect(result).toMatchObject({ ok: true, draft: { gtin: '00036000291452' }, warnings: [] })
  })

  test('a failing GTIN is dropped with a warning when an ASIN or SKU identifies the row', () => {
    expect(finishDraft(parts({ listingId: 'B0CX7Q2M4R', gtins: ['036000291453'] }))).toEqual({
      ok: true,
      draft: expect.objectContaining({ listingId: 'B0CX7Q2M4R', gtin: null }),
      warnings: ['GTIN 036000291453 has a wrong check digit (expected 2): GTIN left out'],
    })
    expect(finishDraft(parts({ sku: 'NW-1', gtins: ['8.40E+11'] }))).toMatchObject({
      ok: true,
      warnings: [expect.stringContaining('rounded by the spreadsheet')],
    })
  })

  test('a failing GTIN refuses a row it was the only identifier of', () => {
    expect(finishDraft(parts({ gtins: ['036000291453'] }))).toEqual({
      ok: false,
      reason: 'GTIN 036000291453 has a wrong check digit (expected 2)',
    })
  })

  test('a row without any identifier is refused', () => {
    expect(finishDraft(parts({}))).toEqual({ ok: false, reason: NO_IDENTIFIER })
  })
})

describe('the currency of a price (decision 013)', () => {
  const currency = (typed: string, site: string | null = null) => {
    const money = parsePrice(typed)
    if (!money.ok) throw new Error(money.reason)
    return { value: money.value, currency: currencyOf(money.marker, site) }
  }

  test.each([
    ['43,19 €', null, '43.19', 'EUR'],
    ['1.234,56 €', null, '1234.56', 'EUR'],
    ['€43.19', null, '43.19', 'EUR'],
    ['EUR 43.19', null, '43.19', 'EUR'],
    ['$1,234.56', 'USD', '1234.56', 'USD'],
    ['$ 22.49', 'USD', '22.49', 'USD'],
    ['$ 22.49', 'CAD', '22.49', 'CAD'],
    ['£ 18.99', 'USD', '18.99', 'GBP'],
    ['24.99', 'EUR', '24.99', 'EUR'],
    ['24.99', 'USD', '24.99', 'USD'],
    ['US$24.99', 'CAD', '24.99', 'USD'],
    ['12,34 kr', 'SEK', '12.34', 'SEK'],
  ])('%j on a %s site is %s %s', (typed, site, value, code) => {
    expect(currency(typed, site)).toEqual({ value, currency: code })
  })

  test('a sign that does not fit the site, or a code that is none, is unknown and warned of', () => {
    expect(currency('$ 24.99', 'EUR').currency).toBeNull()
    expect(currency('12,34 kr', null).currency).toBeNull()
    expect(currency('24.99 XYZ', 'USD').currency).toBeNull()
    const warnings: string[] = []
    expect(readCurrency('kr', 'EUR', warnings)).toBeNull()
    expect(warnings).toEqual([LISTINGS_TEXTS.currencyUnknown('kr')])
  })

  test('a site names its currency; a currency column names an ISO 4217 code', () => {
    expect(amazonCurrency(amazonDomain('fr'))).toBe('EUR')
    expect(amazonCurrency(amazonDomain('de'))).toBe('EUR')
    expect(amazonCurrency(amazonDomain('es'))).toBe('EUR')
    expect(amazonCurrency(amazonDomain('it'))).toBe('EUR')
    expect(amazonCurrency(amazonDomain('co.uk'))).toBe('GBP')
    expect(amazonCurrency(amazonDomain('ca'))).toBe('CAD')
    expect(amazonCurrency(amazonDomain('com'))).toBe('USD')
    expect(currencyCode('eur')).toBe('EUR')
    expect(currencyCode('EURO')).toBeNull()
  })

  test('a percent off reads "10", "10 %" and "12,5%"; anything else is left out with a warning', () => {
    const warnings: string[] = []
    expect(parsePercent('10', 'Coupon', warnings)).toBe('10.00')
    expect(parsePercent('10 %', 'Coupon', warnings)).toBe('10.00')
    expect(parsePercent('12,5%', 'Coupon', warnings)).toBe('12.50')
    expect(parsePercent('-', 'Coupon', warnings)).toBeNull()
    expect(parsePercent('', 'Coupon', warnings)).toBeNull()
    expect(warnings).toEqual([])
    expect(parsePercent('lots', 'Coupon', warnings)).toBeNull()
    expect(warnings).toEqual(["Coupon 'lots' is not a percent: left out"])
  })
})
