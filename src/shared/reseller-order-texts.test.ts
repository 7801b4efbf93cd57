import { describe, expect, it } from 'vitest'
import { RESELLER_ORDER_TEXTS as T, orderMinimum } from './reseller-order-texts.ts'

const UNSET = { openingOrderMinimum: null, reorderMinimum: null }

describe('orderMinimum (issue 13 item 5; 001 §2.4)', () => {
  it('is the opening minimum before the first order with the brand, the reorder one after', () => {
    const terms = { openingOrderMinimum: '500.00', reorderMinimum: '150.00' }
    expect(orderMinimum(terms, { hasOrdered: false, lowestWholesalePrice: '20.00' })).toEqual({
      kind: 'opening',
      amountCents: 50_000,
      amount: '500.00',
    })
    expect(orderMinimum(terms, { hasOrdered: true, lowestWholesalePrice: '20.00' })).toEqual({
      kind: 'reorder',
      amountCents: 15_000,
      amount: '150.00',
    })
  })

  it("is the spec's 5 × the lowest wholesale price for a minimum the brand has not set", () => {
    expect(orderMinimum(UNSET, { hasOrdered: false, lowestWholesalePrice: '19.99' })).toEqual({
      kind: 'default',
      amountCents: 9995,
      amount: '99.95',
    })
    const onlyOpening = { openingOrderMinimum: '250.00', reorderMinimum: null }
    expect(orderMinimum(onlyOpening, { hasOrdered: true, lowestWholesalePrice: 12.5 })).toEqual({
      kind: 'default',
      amountCents: 6250,
      amount: '62.50',
    })
    // Without approved products: $1,000.
    expect(orderMinimum(UNSET, { hasOrdered: false, lowestWholesalePrice: null }).amountCents).toBe(
      100_000,
    )
  })

  it('takes a zero minimum as set (no minimum), not as unset', () => {
    const free = { openingOrderMinimum: '0.00', reorderMinimum: '0' }
    expect(orderMinimum(free, { hasOrdered: false, lowestWholesalePrice: '20.00' })).toEqual({
      kind: 'opening',
      amountCents: 0,
      amount: '0.00',
    })
  })

  it('says which minimum an order missed, for whom, and by how much', () => {
    const opening = { kind: 'opening' as const, amountCents: 50_000, amount: '500.00' }
    expect(T.belowMinimum(opening, 1, 'Northwind')).toBe(
      'Opening orders with Northwind start at $500.00. Add $0.01 more to place this order.',
    )
    const reorder = { kind: 'reorder' as const, amountCents: 15_000, amount: '150.00' }
    expect(T.belowMinimum(reorder, 2550, 'Northwind')).toBe(
      'Reorders with Northwind start at $150.00. Add $25.50 more to place this order.',
    )
    expect(T.addMore(100, 15_000, 'reorder')).toBe(
      'Add $1.00 more to reach the $150.00 reorder minimum',
    )
  })
})
