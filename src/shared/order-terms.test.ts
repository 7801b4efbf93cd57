import { describe, expect, test } from 'vitest'
import {
  ORDER_TERMS_TEXTS as T,
  meetsTerms,
  quantityStep,
  smallestQuantity,
  termsError,
  type OrderTerms,
} from './order-terms.ts'

const terms = (casePack: number | null, minOrderQty: number | null): OrderTerms => ({
  casePack,
  minOrderQty,
})

describe('meetsTerms: q >= (min ?? 1) and a whole number of cases', () => {
  test.each<[OrderTerms, number, boolean]>([
    [terms(null, null), 1, true],
    [terms(null, null), 0, false],
    [terms(null, 12), 12, true],
    [terms(null, 12), 11, false],
    [terms(6, null), 6, true],
    [terms(6, null), 18, true],
    [terms(6, null), 7, false],
    [terms(6, 12), 12, true],
    [terms(6, 12), 6, false],
    [terms(6, 12), 15, false],
    [terms(6, 10), 12, true],
    [terms(6, 10), 10, false],
  ])('%o, %i → %s', (t, q, ok) => {
    expect(meetsTerms(t, q)).toBe(ok)
  })
})

describe('smallestQuantity: the least multiple of the case pack that is >= the minimum', () => {
  test.each<[OrderTerms, number]>([
    [terms(null, null), 1],
    [terms(null, 12), 12],
    [terms(6, null), 6],
    [terms(6, 12), 12],
    [terms(6, 10), 12],
    [terms(24, 5), 24],
  ])('%o → %i', (t, q) => {
    expect(smallestQuantity(t)).toBe(q)
    expect(meetsTerms(t, q)).toBe(true)
    expect(meetsTerms(t, q - 1)).toBe(false)
  })

  test('the quantity box steps by the case pack', () => {
    expect(quantityStep(terms(6, 12))).toBe(6)
    expect(quantityStep(terms(null, 12))).toBe(1)
  })
})

describe('the messages name the product and the numbers', () => {
  test('below the minimum', () => {
    expect(termsError('Sunrise Mug', terms(null, 12), 11)).toBe('Order at least 12 of Sunrise Mug')
    expect(termsError('Sunrise Mug', terms(6, 10), 6)).toBe('Order at least 12 of Sunrise Mug')
    expect(T.atLeast('Big Box', 1500)).toBe('Order at least 1,500 of Big Box')
  })

  test('not a whole number of cases', () => {
    expect(termsError('Sunrise Mug', terms(6, null), 7)).toBe(
      'Sunrise Mug comes in cases of 6: order 6, 12, 18…',
    )
    expect(termsError('Sunrise Mug', terms(6, 12), 15)).toBe(
      'Sunrise Mug comes in cases of 6: order 12, 18, 24…',
    )
  })

  test('a valid quantity has no message; no terms impose nothing', () => {
    expect(termsError('Sunrise Mug', terms(6, 12), 24)).toBeNull()
    expect(termsError('Sunrise Mug', terms(null, null), 1)).toBeNull()
  })

  test("the products table's terms line shows only what is set", () => {
    expect(T.summary(terms(6, 12))).toBe('Case of 6 · Min 12')
    expect(T.summary(terms(6, null))).toBe('Case of 6')
    expect(T.summary(terms(null, 12))).toBe('Min 12')
    expect(T.summary(terms(null, null))).toBe('')
  })
})
