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
    stock: 3,
    casePack: 6,
    minOrderQty: null,
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
    stock: '1',
    casePack: '',
    minOrderQty: '0',
  })
  expect(form.error!.issues.map((i) => i.message)).toEqual([M.minOrderQtyInvalid])
})
