import { describe, expect, test } from 'vitest'
import { PRODUCT_MESSAGES as M } from '../brand-inventory-texts.ts'
import { parseMoney, parseStock, productFormSchema, productInputSchema } from './brand-products.ts'

describe('money', () => {
  test.each([
    ['19.9', '19.90'],
    [' 7 ', '7.00'],
    ['0.10', '0.10'],
    ['12.340', '12.34'],
    ['007.5', '7.50'],
  ])('%j is %j', (raw, value) => expect(parseMoney(raw)).toEqual({ ok: true, value }))

  test.each([
    ['-1', M.priceNegative],
    ['- 2.50', M.priceNegative],
    ['12.345', M.priceDecimals],
    ['1e3', M.priceInvalid],
    ['1,000', M.priceInvalid],
    ['NaN', M.priceInvalid],
    ['10000000000', M.priceTooLarge],
  ])('%j is refused: %s', (raw, message) => expect(parseMoney(raw)).toEqual({ ok: false, message }))
})

test('stock', () => {
  expect(parseStock('12')).toEqual({ ok: true, value: 12 })
  expect(parseStock('12.0')).toEqual({ ok: true, value: 12 })
  expect(parseStock('-1')).toEqual({ ok: false, message: M.stockNegative })
  expect(parseStock('1.5')).toEqual({ ok: false, message: M.stockInvalid })
})

test('the form and the JSON give the same input', () => {
  const form = productFormSchema.parse({
    name: ' Kettle ',
    description: '',
    sku: 'K-1',
    price: '49.9',
    wholesalePrice: '24',
    mapPrice: '',
    gtin: '0-12345-67890-5',
    category: 'home_goods',
    stock: '3',
    casePack: '6',
    minOrderQty: '',
  })
  const json = productInputSchema.parse({ ...form, description: null })
  expect(json).toEqual({
    name: 'Kettle',
    description: null,
    sku: 'K-1',
    price: '49.90',
    wholesalePrice: '24.00',
    mapPrice: null,
    gtin: '00012345678905',
    category: 'home_goods',
    stock: 3,
    casePack: 6,
    minOrderQty: null,
    lowStockThreshold: null,
    confirmMapBelowWholesale: false,
  })
})

test('trade terms are positive whole numbers or empty', () => {
  const base = { name: 'Mug', price: '10', wholesalePrice: '5', stock: 1 }
  expect(productInputSchema.parse(base)).toMatchObject({ casePack: null, minOrderQty: null })
  expect(productInputSchema.parse({ ...base, casePack: 12, minOrderQty: '24' })).toMatchObject({
    casePack: 12,
    minOrderQty: 24,
  })
  for (const bad of [0, -6, 2.5, '1e3', 'six', 100_001]) {
    const result = productInputSchema.safeParse({ ...base, casePack: bad })
    expect(result.success, String(bad)).toBe(false)
    expect(result.error!.issues[0]!.message).toBe(M.casePackInvalid)
  }
  const form = productFormSchema.safeParse({
    name: 'Mug',
    description: '',
    sku: '',
    price: '10',
    wholesalePrice: '5',
    mapPrice: '',
    gtin: '',
    category: '',
    stock: '1',
    casePack: '',
    minOrderQty: '0',
  })
  expect(form.error!.issues.map((i) => i.message)).toEqual([M.minOrderQtyInvalid])
})

describe('GTIN and category (issue 14)', () => {
  const base = { name: 'Mug', price: '10', wholesalePrice: '5', stock: 1 }
  const form = {
    name: 'Mug',
    description: '',
    sku: '',
    price: '10',
    wholesalePrice: '5',
    mapPrice: '',
    stock: '1',
    casePack: '',
    minOrderQty: '',
    gtin: '',
    category: '',
  }

  test.each([
    ['012345678905', '00012345678905'], // UPC-A
    ['4006381333931', '04006381333931'], // EAN-13
    ['96385074', '00000096385074'], // GTIN-8
    ['10012345678902', '10012345678902'], // GTIN-14
    [' 4006381-333931 ', '04006381333931'],
  ])('%j is stored as %j, typed or sent', (typed, gtin) => {
    expect(productInputSchema.parse({ ...base, gtin }).gtin).toBe(gtin)
    expect(productInputSchema.parse({ ...base, gtin: typed }).gtin).toBe(gtin)
    expect(productFormSchema.parse({ ...form, gtin: typed }).gtin).toBe(gtin)
  })

  test.each([
    ['012345678906', 'GTIN 012345678906 has a wrong check digit (expected 5)'],
    [
      '12345678905',
      'GTIN 12345678905 has 11 digits (a GTIN has 8, 12, 13 or 14): a spreadsheet may have dropped its leading zero',
    ],
    ['ABC123', "GTIN 'ABC123' must be digits only"],
  ])('%j is refused with the reason', (typed, reason) => {
    expect(productFormSchema.safeParse({ ...form, gtin: typed }).error!.issues[0]!.message).toBe(
      reason,
    )
    expect(productInputSchema.safeParse({ ...base, gtin: typed }).error!.issues[0]!.message).toBe(
      reason,
    )
  })

  test('a GTIN sent as a JSON number is refused: it has lost any leading zero', () => {
    const result = productInputSchema.safeParse({ ...base, gtin: 12345678905 })
    expect(result.error!.issues[0]!.message).toBe(M.gtinNotText)
  })

  test('empty, null or absent is none', () => {
    expect(productInputSchema.parse(base)).toMatchObject({ gtin: null, category: null })
    expect(productInputSchema.parse({ ...base, gtin: '', category: null })).toMatchObject({
      gtin: null,
      category: null,
    })
    expect(productFormSchema.parse(form)).toMatchObject({ gtin: null, category: null })
  })

  test('a category is one of PRODUCT_CATEGORIES', () => {
    expect(productInputSchema.parse({ ...base, category: 'toys' }).category).toBe('toys')
    for (const bad of ['Toys', 'garden', 3]) {
      const result = productInputSchema.safeParse({ ...base, category: bad })
      expect(result.error!.issues[0]!.message, String(bad)).toBe(M.categoryInvalid)
    }
    expect(
      productFormSchema.safeParse({ ...form, category: 'garden' }).error!.issues[0]!.message,
    ).toBe(M.categoryInvalid)
  })
})
