import { describe, expect, test } from 'vitest'
import type { ColumnMapping } from '#shared/listings.ts'
import { HAS_NUL } from './common.ts'
import { mapped, mappingProblems, suggestMapping } from './mapped.ts'
import { readSample } from './test-samples.ts'

describe('suggestMapping guesses each field from the header names', () => {
  test('a monitoring tool’s English export', () => {
    const header = [
      'Date',
      'Marketplace',
      'Seller',
      'Seller ID',
      'ASIN',
      'UPC',
      'SKU',
      'Product Title',
      'Price',
      'Shipping',
      'Qty',
      'Condition',
      'Link',
      'Notes',
    ]
    expect(suggestMapping(header)).toEqual({
      observedAt: 'Date',
      marketplace: 'Marketplace',
      sellerName: 'Seller',
      sellerId: 'Seller ID',
      listingId: 'ASIN',
      gtin: 'UPC',
      sku: 'SKU',
      title: 'Product Title',
      price: 'Price',
      shipping: 'Shipping',
      quantity: 'Qty',
      condition: 'Condition',
      url: 'Link',
    })
  })

  test('a German spreadsheet, with a BOM and odd spacing', () => {
    const header = [
      '\uFEFFDatum',
      'Marktplatz',
      'Verkäufer',
      'ASIN',
      'EAN',
      'Artikelnummer',
      'Titel',
      ' Preis ',
      'Versandkosten',
      'Zustand',
      'URL',
    ]
    expect(suggestMapping(header)).toEqual({
      observedAt: '\uFEFFDatum'.trim(),
      marketplace: 'Marktplatz',
      sellerName: 'Verkäufer',
      listingId: 'ASIN',
      gtin: 'EAN',
      sku: 'Artikelnummer',
      title: 'Titel',
      price: 'Preis',
      shipping: 'Versandkosten',
      condition: 'Zustand',
      url: 'URL',
    })
  })

  test('a field named inside a longer header is found, unless the header names something else', () => {
    expect(suggestMapping(['Supplier EAN', 'Image URL', 'Amazon link', 'Cost'])).toEqual({
      gtin: 'Supplier EAN',
      url: 'Amazon link',
    })
  })

  test('no header goes to two fields, and a known export maps to its own columns', () => {
    expect(suggestMapping(readSample('amazon-all-listings.txt').header)).toEqual({
      listingId: 'asin1',
      sku: 'seller-sku',
      title: 'item-name',
      price: 'price',
      quantity: 'quantity',
      condition: 'item-condition',
    })
    expect(suggestMapping(readSample('walmart-buy-box-report.csv').header)).toEqual({
      listingId: 'Item ID',
      sku: 'SKU',
      title: 'Product Name',
      price: 'Seller Item Price',
      shipping: 'Seller Ship Price',
    })
  })

  test('a header that names nothing suggests nothing', () => {
    expect(suggestMapping(['a', 'b', ''])).toEqual({})
  })
})

describe('mappingProblems says what a mapping lacks', () => {
  const header = ['ASIN', 'Price', 'Where']

  test('a complete mapping has none', () => {
    expect(
      mappingProblems(header, { listingId: 'ASIN', price: 'Price', marketplace: 'Where' }),
    ).toEqual([])
    expect(
      mappingProblems(header, { listingId: 'asin', price: 'price' }, { marketplace: 'amazon' }),
    ).toEqual([])
  })

  test('each missing piece, in plain words', () => {
    expect(mappingProblems(header, { title: 'Name' })).toEqual([
      "Column 'Name' (title) is not in the file",
      'Choose the column with the price',
      'Choose a column with the ASIN or item id, the GTIN or the SKU',
      'Choose the marketplace, or the column that names it',
    ])
  })
})

describe('a mapped file', () => {
  const header = [
    'Observed',
    'Channel',
    'Store',
    'Store ID',
    'Listing',
    'Barcode',
    'Our SKU',
    'Name',
    'Price',
    'Delivery',
    'Stock',
    'State',
    'Page',
  ]
  const mapping: ColumnMapping = {
    observedAt: 'Observed',
    marketplace: 'Channel',
    sellerName: 'Store',
    sellerId: 'Store ID',
    listingId: 'Listing',
    gtin: 'Barcode',
    sku: 'Our SKU',
    title: 'Name',
    price: 'Price',
    shipping: 'Delivery',
    quantity: 'Stock',
    condition: 'State',
    url: 'Page',
  }
  const read = mapped.bind(header, { mapping, marketplace: 'other', sellerName: 'Fallback Seller' })
  const row = (cells: Partial<Record<string, string>>) => header.map((name) => cells[name] ?? '')

  test('is never detected: it is what a file no format knows is offered', () => {
    expect(mapped.detect(header)).toBe(false)
    expect(mapped.needsSeller).toBe(false)
  })

  test('reads every mapped field of a row', () => {
    const result = read(
      row({
        Observed: '2025-05-01T14:03:00Z',
        Channel: 'amazon.de',
        Store: 'Haushaltswaren Müller',
        'Store ID': 'A2KX8PQ4M1ZB7D',
        Listing: 'b0cx7q2m4r',
        Barcode: '4061234500014',
        'Our SKU': 'NW-BTL',
        Name: 'Isolierflasche',
        Price: '21,99 €',
        Delivery: 'kostenlos',
        Stock: '7',
        State: 'Neu',
      }),
    )
    expect(result).toEqual({
      ok: true,
      draft: {
        marketplace: 'amazon',
        sellerId: 'A2KX8PQ4M1ZB7D',
        sellerName: 'Haushaltswaren Müller',
        listingId: 'B0CX7Q2M4R',
        gtin: '04061234500014',
        sku: 'NW-BTL',
        title: 'Isolierflasche',
        price: '21.99',
        shipping: '0.00',
        currency: 'EUR',
        quantity: 7,
        condition: 'new',
        observedAt: new Date('2025-05-01T14:03:00Z'),
        url: 'https://www.amazon.de/dp/B0CX7Q2M4R',
      },
      warnings: [],
    })
  })

  test("each row's marketplace checks its listing id and builds its link", () => {
    expect(read(row({ Channel: 'Walmart', Listing: '5083417291', Price: '21.97' }))).toMatchObject({
      draft: {
        marketplace: 'walmart',
        listingId: '5083417291',
        url: 'https://www.walmart.com/ip/5083417291',
      },
    })
    expect(read(row({ Channel: 'eBay', Listing: '405123456789', Price: '19.00' }))).toMatchObject({
      draft: { marketplace: 'ebay', listingId: '405123456789', url: null },
    })
    expect(
      read(row({ Channel: 'Walmart', Listing: 'B0CX7Q2M4R', 'Our SKU': 'NW-1', Price: '21.97' })),
    ).toMatchObject({
      draft: { listingId: null },
      warnings: ["Item id 'B0CX7Q2M4R' is not a number: left out"],
    })
  })

  test("an empty marketplace or seller cell takes the import's choice", () => {
    expect(read(row({ Listing: 'X-1', Price: '5' }))).toMatchObject({
      ok: true,
      draft: {
        marketplace: 'other',
        sellerName: 'Fallback Seller',
        sellerId: null,
        quantity: null,
      },
    })
  })

  test.each([
    [
      { Channel: 'Etsy', Listing: 'X-1', Price: '5' },
      "Marketplace 'Etsy' is not Amazon, Walmart, eBay, a web store or other",
    ],
    [{ Listing: 'X-1', Price: '' }, 'No price'],
    [{ Listing: 'X-1', Price: '5', Delivery: 'soon' }, "Shipping 'soon' is not a number"],
    [
      { Listing: 'X-1', Price: '5', Observed: '5/6/2025' },
      "Date '5/6/2025' could be day/month or month/day: write it as 2025-MM-DD",
    ],
    [{ Listing: 'X-1', Price: '5', Name: 'a\u0000' }, HAS_NUL],
  ])('%j is refused: %s', (cells, reason) => {
    expect(read(row(cells))).toEqual({ ok: false, reason })
  })

  test('a marketplace unknown to the row and to the import refuses the mapping', () => {
    const bound = mapped.bind(header, { mapping: { price: 'Price', sku: 'Our SKU' } })
    expect(bound(row({ Price: '5', 'Our SKU': 'NW-1' }))).toEqual({
      ok: false,
      reason: 'Choose the marketplace, or the column that names it',
    })
  })

  test('a mapping that cannot read the file refuses every row with its first problem', () => {
    const bound = mapped.bind(header, { mapping: { price: 'Cost' }, marketplace: 'amazon' })
    expect(bound(row({ Price: '5' }))).toEqual({
      ok: false,
      reason: "Column 'Cost' (price) is not in the file",
    })
  })
})
