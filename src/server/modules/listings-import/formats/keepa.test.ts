import { describe, expect, test } from 'vitest'
import { HAS_NUL, NO_IDENTIFIER } from './common.ts'
import { NEW_PRICE_SELLER_UNKNOWN, keepa } from './keepa.ts'
import { readSample } from './test-samples.ts'

const english = readSample('keepa-export.csv')
const german = readSample('keepa-export-de.csv')

describe('Keepa product export', () => {
  test('is detected from English and German headers; its rows name their seller', () => {
    expect(keepa.detect(english.header)).toBe(true)
    expect(keepa.detect(german.header)).toBe(true)
    expect(keepa.needsSeller).toBe(false)
  })

  test.each([
    // French, as exports read by public tools spell it
    [['ASIN', 'Titre', 'Buy Box 🚚: Courant', 'Buy Box: Buy Box Vendeur', 'Codes produit: EAN']],
    // Spanish
    [['ASIN', 'Título', 'Caja de Compra: Actual', 'Caja de Compra: Vendedor Caja de Compra']],
    // Italian
    [['ASIN', 'Titolo', 'Buy Box: Attuale', 'Nuovo: Attuale', 'Codici prodotto: EAN']],
    // Only the lowest new price
    [['ASIN', 'Title', 'New: Current']],
  ])('is detected from %j', (header) => {
    expect(keepa.detect(header)).toBe(true)
  })

  test('is not a file with an ASIN but neither a Buy Box nor a new price', () => {
    expect(keepa.detect(['ASIN', 'Title', 'Sales Rank: Current'])).toBe(false)
  })

  test("maps the English sample: the Buy Box seller at the Buy Box price, else 'New: Current'", () => {
    const read = keepa.bind(english.header, {})
    expect(english.rows.map(read)).toEqual([
      {
        ok: true,
        draft: {
          marketplace: 'amazon',
          sellerId: 'A3QX7N2KD9PLMZ',
          sellerName: 'Prime Resale LLC',
          listingId: 'B0CX7Q2M4R',
          gtin: '00085001234562',
          sku: null,
          title: 'Northwind Goods Insulated Water Bottle, 24 oz, Slate Blue',
          price: '22.49',
          shipping: null,
          currency: 'USD',
          condition: 'new',
          observedAt: null,
          url: 'https://www.amazon.com/dp/B0CX7Q2M4R',
        },
        warnings: [],
      },
      {
        ok: true,
        draft: expect.objectContaining({ sellerId: null, sellerName: 'Amazon', price: '24.99' }),
        warnings: [],
      },
      {
        ok: true,
        // Two EANs in one cell: the first valid one is kept.
        draft: expect.objectContaining({
          sellerId: null,
          sellerName: null,
          price: '19.95',
          gtin: '00085001234586',
        }),
        warnings: [NEW_PRICE_SELLER_UNKNOWN],
      },
      {
        ok: true,
        // "Name / id"; the locale picks the Amazon site of the link the file did not give.
        draft: expect.objectContaining({
          sellerId: 'A1ZK3M9QW7HX2P',
          sellerName: 'Kitchen Direct UK',
          price: '18.99',
          currency: 'GBP',
          url: 'https://www.amazon.co.uk/dp/B0DR4KJ2WV',
        }),
        warnings: [],
      },
    ])
  })

  test('maps the German sample: euro prices with decimal commas and thousands points', () => {
    const read = keepa.bind(german.header, {})
    expect(german.rows.map(read)).toEqual([
      {
        ok: true,
        draft: expect.objectContaining({
          sellerId: 'A2KX8PQ4M1ZB7D',
          sellerName: 'Haushaltswaren Müller',
          listingId: 'B0CX7Q2M4R',
          gtin: '04061234500014',
          title: 'Northwind Goods Isolierflasche, 700 ml, Schieferblau',
          price: '21.99',
          currency: 'EUR',
          url: 'https://www.amazon.de/dp/B0CX7Q2M4R',
        }),
        warnings: [],
      },
      {
        ok: true,
        draft: expect.objectContaining({ sellerName: 'Amazon', price: '1234.56' }),
        warnings: [],
      },
      {
        ok: true,
        draft: expect.objectContaining({ listingId: 'B0D2LMX8KQ', gtin: null, price: '14.49' }),
        warnings: [
          NEW_PRICE_SELLER_UNKNOWN,
          'GTIN 4061234500039 has a wrong check digit (expected 8): GTIN left out',
        ],
      },
    ])
  })

  describe('rows of a small export', () => {
    const header = [
      'Locale',
      'Title',
      'Buy Box: Current',
      'Buy Box Seller',
      'New: Current',
      'ASIN',
      'Product Codes: EAN',
      'URL: Amazon',
    ]
    const read = keepa.bind(header, {})
    const row = (cells: Partial<Record<string, string>>) => header.map((name) => cells[name] ?? '')

    test.each([
      ['Acme (86% A1B2C3D4E5F6G7)', 'A1B2C3D4E5F6G7', 'Acme'],
      ['Acme Store (A1B2C3D4E5F6G7)', 'A1B2C3D4E5F6G7', 'Acme Store'],
      ['Acme Store / A1B2C3D4E5F6G7', 'A1B2C3D4E5F6G7', 'Acme Store'],
      ['A1B2C3D4E5F6G7', 'A1B2C3D4E5F6G7', null],
      ['Amazon', null, 'Amazon'],
    ])('seller %j → id %s, name %s', (cell, sellerId, sellerName) => {
      const result = read(
        row({ ASIN: 'B0CX7Q2M4R', 'Buy Box: Current': '$ 24.99', 'Buy Box Seller': cell }),
      )
      expect(result).toMatchObject({ ok: true, draft: { sellerId, sellerName } })
    })

    test('a Buy Box price without a seller is kept, saying Keepa names none', () => {
      expect(read(row({ ASIN: 'B0CX7Q2M4R', 'Buy Box: Current': '$ 24.99' }))).toMatchObject({
        ok: true,
        draft: { sellerId: null, sellerName: null },
        warnings: ['Keepa names no Buy Box seller for this product'],
      })
    })

    test('the link the export gives is kept', () => {
      const url = 'https://www.amazon.de/dp/B0CX7Q2M4R?th=1'
      expect(
        read(row({ ASIN: 'B0CX7Q2M4R', 'Buy Box: Current': '24,99 €', 'URL: Amazon': url })),
      ).toMatchObject({ draft: { url } })
    })

    test.each([
      [{ ASIN: 'B0CX7Q2M4R' }, 'No price'],
      [{ ASIN: 'B0CX7Q2M4R', 'Buy Box: Current': '-', 'New: Current': '-' }, 'No price'],
      [{ ASIN: 'B0CX7Q2M4R', 'Buy Box: Current': 'abc' }, "Price 'abc' is not a number"],
      [{ ASIN: 'B0CX7Q2M4R', 'New: Current': '-$ 3.00' }, "Price '-$ 3.00' is negative"],
      [{ 'Buy Box: Current': '$ 24.99' }, NO_IDENTIFIER],
      [
        { 'Buy Box: Current': '$ 24.99', 'Product Codes: EAN': '8.40E+11' },
        'GTIN 8.40E+11 was rounded by the spreadsheet (scientific notation): format the column as text and export it again',
      ],
      [{ ASIN: 'B0CX7Q2M4R', 'Buy Box: Current': '$ 24.99', Title: 'Mug\u0000' }, HAS_NUL],
    ])('%j is refused: %s', (cells, reason) => {
      expect(read(row(cells))).toEqual({ ok: false, reason })
    })

    test('a GTIN alone identifies a row when it holds', () => {
      expect(
        read(row({ 'Buy Box: Current': '$ 24.99', 'Product Codes: EAN': '4006381333931' })),
      ).toMatchObject({ ok: true, draft: { listingId: null, gtin: '04006381333931', url: null } })
    })
  })
})

describe('Keepa coupons, Subscribe & Save and business discounts (decision 013)', () => {
  // The English column names as Keepa's Product Viewer export writes them.
  const header = [
    'Locale',
    'Title',
    'Buy Box 🚚: Current',
    'Buy Box: Buy Box Seller',
    'ASIN',
    'One Time Coupon: Absolute',
    'One Time Coupon: Percentage',
    'One Time Coupon: Subscribe & Save %',
    'Business Discount: Percentage',
  ]
  const read = keepa.bind(header, {})

  test('reads each component when the export has it, and its currency from the cell or site', () => {
    const result = read([
      'com',
      'Bottle',
      '$ 49.99',
      'Shop (A1SHOP0000001)',
      'B0CX7Q2M4R',
      '$ 8.00',
      '-',
      '5 %',
      '10 %',
    ])
    expect(result).toMatchObject({
      ok: true,
      draft: {
        price: '49.99',
        currency: 'USD',
        couponAmount: '8.00',
        subscribeSavePercent: '5.00',
        businessPrice: '44.99',
      },
      warnings: [],
    })
    expect(result.ok && result.draft.couponPercent).toBeUndefined()
  })

  test('a French export: "43,19 €" on amazon.fr is EUR, with a coupon percent', () => {
    const french = keepa.bind(
      [
        'Locale',
        'Titre',
        'Buy Box 🚚: Courant',
        'Buy Box: Buy Box Vendeur',
        'ASIN',
        'Coupon unique: Pourcentage',
      ],
      {},
    )
    expect(
      french(['fr', 'Gourde', '43,19 €', 'Boutique (A1SHOP0000002)', 'B0CX7Q2M4R', '10 %']),
    ).toMatchObject({
      ok: true,
      draft: { price: '43.19', currency: 'EUR', couponPercent: '10.00' },
      warnings: [],
    })
  })

  test('a price in a sign that does not fit the site has no currency, and says so', () => {
    expect(
      read(['de', 'Bottle', '$ 49.99', 'Shop (A1SHOP0000001)', 'B0CX7Q2M4R', '', '', '', '']),
    ).toMatchObject({
      ok: true,
      draft: { currency: null },
      warnings: [
        "Currency '$' unknown for this marketplace: the price is not judged against a MAP",
      ],
    })
  })
})
