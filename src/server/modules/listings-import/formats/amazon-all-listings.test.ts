import { describe, expect, test } from 'vitest'
import { amazonAllListings } from './amazon-all-listings.ts'
import { HAS_NUL, NEEDS_SELLER, NO_IDENTIFIER, TITLE_MAX_LENGTH } from './common.ts'
import { readSample } from './test-samples.ts'

const { header, rows } = readSample('amazon-all-listings.txt')
const seller = { sellerId: 'A3QX7N2KD9PLMZ', sellerName: 'Prime Resale LLC' }
const read = amazonAllListings.bind(header, seller)

/** A data row of the report's header with the given cells set, the others empty. */
const row = (cells: Record<string, string>) => header.map((name) => cells[name] ?? '')
const active = (cells: Record<string, string>) =>
  row({ 'seller-sku': 'NW-1', price: '24.99', status: 'Active', ...cells })

describe('Amazon All Listings Report', () => {
  test('is detected from its real header, and needs to be told whose report it is', () => {
    expect(header).toHaveLength(29)
    expect(amazonAllListings.detect(header)).toBe(true)
    expect(amazonAllListings.needsSeller).toBe(true)
  })

  test('maps each active listing of the sample to an observation of the seller', () => {
    expect(rows.map(read)).toEqual([
      {
        ok: true,
        draft: {
          marketplace: 'amazon',
          sellerId: 'A3QX7N2KD9PLMZ',
          sellerName: 'Prime Resale LLC',
          listingId: 'B0CX7Q2M4R',
          gtin: '00085001234562',
          sku: 'NW-BTL-24-SLT',
          title: 'Northwind Goods Insulated Water Bottle, 24 oz, Slate Blue',
          price: '24.99',
          shipping: null,
          currency: 'USD',
          quantity: 140,
          condition: 'new',
          observedAt: null,
          url: 'https://www.amazon.com/dp/B0CX7Q2M4R',
        },
        warnings: [],
      },
      {
        ok: true,
        draft: expect.objectContaining({
          listingId: 'B0CX7QH3TN',
          gtin: null,
          sku: 'NW-BTL-24-RED',
          price: '22.49',
        }),
        warnings: [],
      },
      {
        ok: true,
        draft: expect.objectContaining({ listingId: 'B0D2LMX8KQ', gtin: null, condition: 'used' }),
        warnings: ['GTIN 085001234590 has a wrong check digit (expected 3): GTIN left out'],
      },
      { ok: false, reason: 'Listing is Inactive on Amazon: no price is advertised' },
    ])
  })

  test('without a seller from the import every row says so', () => {
    expect(amazonAllListings.bind(header, {})(rows[0]!)).toEqual({
      ok: false,
      reason: NEEDS_SELLER,
    })
  })

  test.each([
    ['1', 'used'],
    ['4', 'used'],
    ['5', 'collectible'],
    ['8', 'collectible'],
    ['9', 'other'],
    ['10', 'refurbished'],
    ['11', 'new'],
    ['New', 'new'],
    ['', null],
  ])('item-condition %j is %s', (code, condition) => {
    const result = read(active({ 'item-condition': code, asin1: 'B0CX7Q2M4R' }))
    expect(result).toMatchObject({ ok: true, draft: { condition } })
  })

  test('product-id is read by its product-id-type: 1 ASIN, 2 ISBN, 3 UPC, 4 EAN', () => {
    expect(read(active({ 'product-id-type': '1', 'product-id': 'B0CX7Q2M4R' }))).toMatchObject({
      draft: { listingId: 'B0CX7Q2M4R', gtin: null },
    })
    expect(read(active({ 'product-id-type': '4', 'product-id': '4006381333931' }))).toMatchObject({
      draft: { gtin: '04006381333931' },
    })
    // An ISBN-10 is the EAN-13 978… of the same book.
    expect(read(active({ 'product-id-type': '2', 'product-id': '0306406152' }))).toMatchObject({
      draft: { gtin: '09780306406157' },
    })
  })

  test.each([
    [{ price: '' }, 'No price'],
    [{ price: 'abc' }, "Price 'abc' is not a number"],
    [{ price: '-3.00' }, "Price '-3.00' is negative"],
    [{ price: '2500000' }, "Price '2500000' is over 1,000,000"],
    [{ status: 'Incomplete' }, 'Listing is Incomplete on Amazon: no price is advertised'],
    [{ 'seller-sku': '' }, NO_IDENTIFIER],
    [
      { 'seller-sku': '', 'product-id-type': '3', 'product-id': '085001234590' },
      'GTIN 085001234590 has a wrong check digit (expected 3)',
    ],
    [{ 'item-note': 'scratch\u0000ed' }, HAS_NUL],
  ])('%j is refused: %s', (cells, reason) => {
    expect(read(active(cells))).toEqual({ ok: false, reason })
  })

  test('quantity is a whole number when given; an FBA listing leaves it empty', () => {
    expect(read(active({ quantity: '12' }))).toMatchObject({ draft: { quantity: 12 } })
    expect(read(active({ quantity: '12.0' }))).toMatchObject({ draft: { quantity: 12 } })
    expect(read(active({ quantity: '', 'fulfillment-channel': 'AMAZON_NA' }))).toMatchObject({
      draft: { quantity: null },
    })
    expect(read(active({ quantity: 'lots' }))).toMatchObject({
      draft: { quantity: null },
      warnings: ["Quantity 'lots' is not a whole number: left out"],
    })
  })

  test('an ASIN that is not one is left out; the SKU still identifies the row', () => {
    expect(read(active({ asin1: 'B0CX7Q' }))).toEqual({
      ok: true,
      draft: expect.objectContaining({ listingId: null, sku: 'NW-1', url: null }),
      warnings: ["ASIN 'B0CX7Q' is not 10 letters and digits: left out"],
    })
  })

  test('text is trimmed and capped: the title at 500 characters, a SKU at 100 with a warning', () => {
    const result = read(
      active({ 'item-name': `  ${'T'.repeat(600)}  `, 'seller-sku': 'S'.repeat(120) }),
    )
    expect(result).toMatchObject({
      ok: true,
      draft: { title: 'T'.repeat(TITLE_MAX_LENGTH), sku: 'S'.repeat(100) },
      warnings: ['SKU was longer than 100 characters and was cut'],
    })
  })
})
