import { describe, expect, test } from 'vitest'
import { HAS_NUL, NEEDS_SELLER, NO_IDENTIFIER } from './common.ts'
import { readSample } from './test-samples.ts'
import { walmartBuyBox } from './walmart-buy-box.ts'
import { walmartItems } from './walmart-items.ts'

const seller = { sellerId: '10001234567', sellerName: 'Prime Resale LLC' }
const itemReport = readSample('walmart-item-report.csv')
const buyBoxReport = readSample('walmart-buy-box-report.csv')

/** The first product of both samples, as the seller's own offer on Walmart. */
const slateBottle = {
  marketplace: 'walmart',
  sellerId: '10001234567',
  sellerName: 'Prime Resale LLC',
  listingId: '5083417291',
  sku: 'NW-BTL-24-SLT',
  title: 'Northwind Goods Insulated Water Bottle, 24 oz, Slate Blue',
  price: '21.97',
  observedAt: null,
  url: 'https://www.walmart.com/ip/5083417291',
}

const rowOf =
  (header: string[]) =>
  (cells: Partial<Record<string, string>>): string[] =>
    header.map((name) => cells[name] ?? '')

describe('Walmart Item Report', () => {
  const read = walmartItems.bind(itemReport.header, seller)
  const row = rowOf(itemReport.header)
  const published = (cells: Partial<Record<string, string>>) =>
    row({
      SKU: 'NW-1',
      'Item ID': '5083417291',
      Price: '21.97',
      'Publish Status': 'PUBLISHED',
      ...cells,
    })

  test("is detected from its header, not from the Buy Box report's, and needs the seller", () => {
    expect(walmartItems.detect(itemReport.header)).toBe(true)
    expect(walmartItems.detect(buyBoxReport.header)).toBe(false)
    expect(walmartItems.needsSeller).toBe(true)
  })

  test('is detected from the newest documented header too', () => {
    const newest = [
      'SKU',
      'ProductName',
      'ProductId',
      'ProductIdType',
      'Category',
      'Brand',
      'Price',
      'Currency',
      'PublishedStatus',
    ]
    expect(walmartItems.detect(newest)).toBe(true)
    const read = walmartItems.bind(newest, seller)
    expect(
      read([
        'NW-1',
        'Mug',
        '085001234593',
        'UPC',
        'Mugs',
        'Northwind',
        '14.88',
        'USD',
        'PUBLISHED',
      ]),
    ).toMatchObject({
      ok: true,
      draft: { sku: 'NW-1', title: 'Mug', gtin: '00085001234593', listingId: null, url: null },
    })
  })

  test("maps the sample's published items to the seller's own offers", () => {
    expect(itemReport.rows.map(read)).toEqual([
      {
        ok: true,
        draft: {
          ...slateBottle,
          gtin: '00085001234562',
          shipping: null,
          currency: 'USD',
          condition: 'new',
        },
        warnings: [],
      },
      {
        ok: true,
        // No Item Page URL in the file: the link is built from the item id.
        draft: expect.objectContaining({
          listingId: '5083417305',
          price: '24.99',
          url: 'https://www.walmart.com/ip/5083417305',
        }),
        warnings: [],
      },
      { ok: false, reason: 'Item is UNPUBLISHED on Walmart: no price is advertised' },
      {
        ok: true,
        draft: expect.objectContaining({
          listingId: '5120036718',
          gtin: null,
          condition: 'refurbished',
        }),
        warnings: ['GTIN 085001234590 has a wrong check digit (expected 3): GTIN left out'],
      },
    ])
  })

  test('without a seller from the import every row says so', () => {
    expect(walmartItems.bind(itemReport.header, { sellerName: '  ' })(itemReport.rows[0]!)).toEqual(
      {
        ok: false,
        reason: NEEDS_SELLER,
      },
    )
  })

  test.each([
    [
      { 'Publish Status': 'SYSTEM_PROBLEM' },
      'Item is SYSTEM_PROBLEM on Walmart: no price is advertised',
    ],
    [{ 'Lifecycle Status': 'RETIRED' }, 'Item is RETIRED on Walmart: no price is advertised'],
    [{ Price: '' }, 'No price'],
    [{ Price: 'call' }, "Price 'call' is not a number"],
    [{ SKU: '', 'Item ID': '' }, NO_IDENTIFIER],
    [{ 'Product Name': 'Bottle\u0000' }, HAS_NUL],
  ])('%j is refused: %s', (cells, reason) => {
    expect(read(published(cells))).toEqual({ ok: false, reason })
  })

  test('an item id that is not a number is left out; the SKU still identifies the row', () => {
    expect(read(published({ 'Item ID': 'WM-5083' }))).toEqual({
      ok: true,
      draft: expect.objectContaining({ listingId: null, sku: 'NW-1', url: null }),
      warnings: ["Item id 'WM-5083' is not a number: left out"],
    })
  })
})

describe('Walmart Buy Box report', () => {
  const read = walmartBuyBox.bind(buyBoxReport.header, seller)

  test('is detected from its header, also as the older page spells it', () => {
    expect(walmartBuyBox.detect(buyBoxReport.header)).toBe(true)
    expect(walmartBuyBox.detect(itemReport.header)).toBe(false)
    const older = [
      'SKU',
      'Item ID',
      'Product Name',
      'Product Category',
      'Seller Item Price',
      'Seller Ship Price',
      'isSellerBuyBoxWinner',
      'BuyBox Item Price',
      'BuyBox Ship Price',
    ]
    expect(walmartBuyBox.detect(older)).toBe(true)
    expect(walmartBuyBox.needsSeller).toBe(true)
  })

  test("is the seller's own offer with its shipping; a lower winning offer is a warning", () => {
    expect(buyBoxReport.rows.map(read)).toEqual([
      {
        ok: true,
        // Seller Ship Price is the offer's shipping; the report says no condition or GTIN.
        draft: { ...slateBottle, gtin: null, shipping: '0.00', currency: 'USD', condition: null },
        warnings: [],
      },
      {
        ok: true,
        draft: expect.objectContaining({ price: '24.99', shipping: '0.00' }),
        warnings: [
          'Another seller wins the Buy Box at 19.99 + 2.99 shipping; the report does not say who',
        ],
      },
      {
        ok: true,
        // 14.88 + 5.99 shipping against 16.49 shipped free: the winner is cheaper in total.
        draft: expect.objectContaining({ price: '14.88', shipping: '5.99' }),
        warnings: ['Another seller wins the Buy Box at 16.49; the report does not say who'],
      },
    ])
  })

  test('a losing offer that is cheaper than the winner gets no warning (the winner won on more than price)', () => {
    const row = ['NW-1', '5083417291', 'Bottle', 'Water Bottles', '18.00', '0', 'No', '19.99', '0']
    expect(read(row)).toMatchObject({ ok: true, warnings: [] })
  })

  test.each([
    [['NW-1', '5083417291', 'Bottle', 'Water Bottles', '', '0', 'Yes', '', ''], 'No price'],
    [
      ['NW-1', '5083417291', 'Bottle', 'Water Bottles', '18.00', 'soon', 'Yes', '', ''],
      "Shipping 'soon' is not a number",
    ],
    [['', '', 'Bottle', 'Water Bottles', '18.00', '0', 'Yes', '', ''], NO_IDENTIFIER],
  ])('%j is refused: %s', (row, reason) => {
    expect(read(row)).toEqual({ ok: false, reason })
  })
})
