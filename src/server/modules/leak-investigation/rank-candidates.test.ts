import { describe, expect, test } from 'vitest'
import {
  rankCandidates,
  recencyPoints,
  type Buyer,
  type BuyerPurchases,
  type Listing,
} from './rank-candidates.ts'

const at = (iso: string) => new Date(`${iso}T12:00:00Z`)
/** The seller lists a kettle (40 units) and a lamp (10). */
const listing: Listing = { products: 2, units: 50 }
const buyer = (id: string, authorization: Buyer['authorization']): Buyer => ({
  resellerId: id,
  company: `${id} Co`,
  email: `${id}@example.com`,
  authorization,
})
const bought = (
  id: string,
  p: Partial<BuyerPurchases> & Pick<BuyerPurchases, 'products' | 'names' | 'units'>,
): BuyerPurchases => ({
  resellerId: id,
  closestBeforeDays: null,
  boughtAfter: false,
  lastPurchaseAt: at('2026-10-10'),
  ...p,
})

describe('candidate sources of an unknown seller', () => {
  test('the buyer of both products, shortly before, in bulk, not authorized there, ranks first', () => {
    const ranked = rankCandidates(
      listing,
      ['amazon'],
      [
        bought('leaky', {
          products: 2,
          names: ['Kettle', 'Lamp'],
          units: 60,
          closestBeforeDays: 10,
        }),
        bought('small', { products: 1, names: ['Kettle'], units: 2, closestBeforeDays: 202 }),
        bought('late', { products: 1, names: ['Kettle'], units: 100, boughtAfter: true }),
      ],
      [
        buyer('leaky', { status: 'active', inForce: true, marketplaces: ['walmart'] }),
        buyer('small', { status: 'active', inForce: true, marketplaces: ['amazon'] }),
        buyer('late', { status: 'active', inForce: true, marketplaces: ['amazon'] }),
        buyer('other', null),
      ],
    )
    expect(ranked.map((c) => c.resellerId)).toEqual(['leaky', 'late', 'small'])
    const [top] = ranked
    // 40 (both products) + 20 (60 of 50 units) + 25 (10 days before) + 15 (Amazon excluded)
    expect(top!.score).toBe(100)
    expect(top!.reasons.map((r) => r.text)).toEqual([
      'Bought 2 products of the 2 products this seller lists: Kettle, Lamp.',
      'Bought 60 units of them; the seller lists 50 units.',
      'Last bought them 10 days before the listing first appeared.',
      'Its authorization does not cover Amazon, where this seller lists.',
    ])
    // 20 (one of two) + 20 (100 of 50) + 3 (after) = 43; small: 20 + 0.8 + 3 = 24
    expect(ranked.map((c) => c.score)).toEqual([100, 43, 24])
    expect(ranked.find((c) => c.resellerId === 'late')!.reasons[2]!.text).toBe(
      'Bought them only after the listing first appeared.',
    )
  })

  test('a buyer whose authorization is not in force is a signal; one who bought none is no candidate', () => {
    const ranked = rankCandidates(
      listing,
      ['amazon'],
      [bought('revoked', { products: 1, names: ['Lamp'], units: 5, closestBeforeDays: 54 })],
      [
        buyer('revoked', { status: 'revoked', inForce: false, marketplaces: ['amazon'] }),
        buyer('nobody', { status: 'active', inForce: true, marketplaces: ['walmart'] }),
      ],
    )
    expect(ranked).toHaveLength(1)
    expect(ranked[0]!.reasons.at(-1)!.text).toBe('Its authorization is revoked.')
  })

  test('more than three products bought are named three, and the rest counted', () => {
    const [candidate] = rankCandidates(
      { products: 9, units: 0 },
      ['amazon'],
      [bought('wide', { products: 5, names: ['A', 'B', 'C'], units: 12, closestBeforeDays: 3 })],
      [buyer('wide', null)],
    )
    expect(candidate!.reasons.map((r) => r.text).slice(0, 2)).toEqual([
      'Bought 5 products of the 9 products this seller lists: A, B, C and 2 more.',
      'Bought 12 units of them; the seller does not say how many it lists.',
    ])
  })

  test('recency points fall with the distance', () => {
    expect([0, 30, 31, 90, 91, 180, 181].map(recencyPoints)).toEqual([25, 25, 15, 15, 8, 8, 3])
    expect(recencyPoints(-1)).toBe(3)
    expect(recencyPoints(null)).toBe(0)
  })
})
