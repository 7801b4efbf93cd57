import { describe, expect, test } from 'vitest'
import {
  decay,
  rankCandidates,
  summariseBuyers,
  type Buyer,
  type ListedProduct,
  type Listing,
  type OrderLine,
} from './rank-candidates.ts'

const DAY = 86_400_000
/** The seller was first seen on Amazon on October 1st. */
const SEEN = Date.UTC(2026, 9, 1, 12)
const daysBefore = (d: number) => new Date(SEEN - d * DAY)

const listedOf = (names: string[], units: (number | null)[] = names.map(() => null)) =>
  names.map((name, i): ListedProduct => ({
    productId: name,
    name,
    firstSeenAt: new Date(SEEN),
    units: units[i] ?? null,
  }))
const listingOf = (listed: ListedProduct[]): Listing => ({
  products: listed.length,
  units: listed.every((p) => p.units === null)
    ? null
    : listed.reduce((a, p) => a + (p.units ?? 0), 0),
})

let orderNo = 0
/** One order of `buyer`, `days` before the first sighting (negative: after), of these units. */
const order = (buyer: string, days: number, items: Record<string, number>): OrderLine[] => {
  orderNo += 1
  return Object.entries(items).map(([productId, quantity]) => ({
    resellerId: buyer,
    orderId: `o${orderNo}`,
    at: daysBefore(days),
    productId,
    quantity,
  }))
}
const buyer = (id: string, authorization: Buyer['authorization'] = null): Buyer => ({
  resellerId: id,
  company: `${id} Co`,
  email: `${id}@example.com`,
  authorization,
})
const onAmazon: Buyer['authorization'] = {
  status: 'active',
  inForce: true,
  marketplaces: ['amazon'],
}

function rank(listed: ListedProduct[], lines: OrderLine[], buyers: Buyer[]) {
  return rankCandidates(listingOf(listed), ['amazon'], summariseBuyers(listed, lines), buyers)
}

describe('candidate sources of an unknown seller, ranked by evidence', () => {
  test('240 units, 5× its largest order, 2 days before ranks above 32 units 32 days before (the issue’s case)', () => {
    const listed = listedOf(['Kettle', 'Lamp', 'Mug'])
    const lines = [
      // "bulk" ordered 48 units at most before; then 240 of the three products 2 days before.
      ...order('bulk', 200, { Kettle: 20, Lamp: 20 }),
      ...order('bulk', 150, { Kettle: 24, Lamp: 24 }),
      ...order('bulk', 90, { Mug: 30 }),
      ...order('bulk', 2, { Kettle: 80, Lamp: 80, Mug: 80 }),
      // "steady" orders 32 units every month or so, the last 32 days before.
      ...order('steady', 122, { Kettle: 16, Lamp: 16 }),
      ...order('steady', 92, { Kettle: 10, Mug: 22 }),
      ...order('steady', 62, { Lamp: 16, Mug: 16 }),
      ...order('steady', 32, { Kettle: 12, Lamp: 10, Mug: 10 }),
    ]
    // The old scoring: bulk 85 (authorized on Amazon), steady 90 (+15 for no authorization).
    const ranked = rank(listed, lines, [buyer('bulk', onAmazon), buyer('steady')])
    expect(ranked.map((c) => c.resellerId)).toEqual(['bulk', 'steady'])
    expect(ranked[0]!.score - ranked[1]!.score).toBeGreaterThanOrEqual(20)
    expect(ranked[0]!.reasons.map((r) => r.text)).toEqual([
      'Ordered 240 units of 3 listed products 2 days before the seller was first seen.',
      '5.0× its largest earlier order of these products (48 units) and 6.0× its median (40 units).',
      'Bought 240 units in the 60 days before the seller was first seen; the seller does not say how many it lists (the most any of your buyers bought then: 240 units).',
      'Bought 3 products of the 3 products this seller lists: Kettle, Lamp, Mug; all before the seller was first seen.',
    ])
    expect(ranked[1]!.reasons.map((r) => r.text)).toEqual([
      'Ordered 32 units of 3 listed products 32 days before the seller was first seen.',
      'In line with its earlier orders of these products (largest 32 units, median 32 units).',
      'Bought 32 units in the 60 days before the seller was first seen; the seller does not say how many it lists (the most any of your buyers bought then: 240 units).',
      'Bought 3 products of the 3 products this seller lists: Kettle, Lamp, Mug; all before the seller was first seen.',
      'Has no authorization to sell your brand.',
    ])
  })

  test('when no listing says its quantity, buyers do not all get the units’ points', () => {
    const listed = listedOf(['Kettle'])
    const lines = [
      ...order('big', 120, { Kettle: 400 }),
      ...order('big', 5, { Kettle: 500 }),
      ...order('tiny', 120, { Kettle: 4 }),
      ...order('tiny', 5, { Kettle: 5 }),
    ]
    const [first, second] = rank(listed, lines, [buyer('big', onAmazon), buyer('tiny', onAmazon)])
    expect(first!.resellerId).toBe('big')
    // Same timing, same history ratio, same products: only the units tell them apart.
    expect(first!.score - second!.score).toBeGreaterThanOrEqual(10)
    // With 500 units listed, the big buyer's units cover them: more points than when unknown.
    const known = listedOf(['Kettle'], [500])
    const [withKnown] = rank(known, lines, [buyer('big', onAmazon), buyer('tiny', onAmazon)])
    expect(withKnown!.score).toBeGreaterThan(first!.score)
    expect(withKnown!.reasons[2]!.text).toBe(
      'Bought 500 units in the 60 days before the seller was first seen; the seller lists 500 units.',
    )
  })

  test('orders placed after the first sighting rank below orders placed before', () => {
    const listed = listedOf(['Kettle', 'Lamp'], [50, 50])
    const lines = [
      // No authorization, both products, 200 units — but 3 days after the seller appeared.
      ...order('late', -3, { Kettle: 100, Lamp: 100 }),
      // Authorized on Amazon, 60 units 10 days before.
      ...order('early', 100, { Kettle: 10, Lamp: 10 }),
      ...order('early', 10, { Kettle: 30, Lamp: 30 }),
    ]
    // The old scoring: late 78 (40 + 20 + 3 + 15), early 77 (40 + 12 + 25).
    const ranked = rank(listed, lines, [buyer('late'), buyer('early', onAmazon)])
    expect(ranked.map((c) => c.resellerId)).toEqual(['early', 'late'])
    const late = ranked[1]!
    expect(late.reasons[0]!.text).toBe(
      'Ordered them only after the seller was first seen (3 days after): that stock cannot have supplied its first listings.',
    )
    // Only its marketplace counts for it: the order itself counts nothing.
    expect(late.score).toBe(10)
  })

  test('timing decays continuously: the same order the day before and 29 days before differ', () => {
    expect(decay(0)).toBe(1)
    expect(decay(29)).toBeLessThan(0.5)
    expect(decay(29)).toBeGreaterThan(decay(30))
    expect(decay(-1)).toBe(0)
    const listed = listedOf(['Kettle'])
    const ranked = rank(
      listed,
      [
        ...order('dayBefore', 60, { Kettle: 10 }),
        ...order('dayBefore', 1, { Kettle: 40 }),
        ...order('monthBefore', 90, { Kettle: 10 }),
        ...order('monthBefore', 29, { Kettle: 40 }),
      ],
      [buyer('dayBefore', onAmazon), buyer('monthBefore', onAmazon)],
    )
    expect(ranked.map((c) => c.resellerId)).toEqual(['dayBefore', 'monthBefore'])
    expect(ranked[0]!.score).toBeGreaterThan(ranked[1]!.score)
  })

  test('a buyer whose orders are always big is not unusual for ordering big again', () => {
    const listed = listedOf(['Kettle', 'Lamp'])
    const lines = [
      ...[150, 120, 90, 60, 30].flatMap((d) => order('regular', d, { Kettle: 150, Lamp: 150 })),
      ...order('regular', 3, { Kettle: 150, Lamp: 150 }),
      ...order('unusual', 120, { Kettle: 10, Lamp: 10 }),
      ...order('unusual', 12, { Kettle: 120, Lamp: 120 }),
    ]
    const ranked = rank(listed, lines, [buyer('regular', onAmazon), buyer('unusual', onAmazon)])
    expect(ranked.map((c) => c.resellerId)).toEqual(['unusual', 'regular'])
    expect(ranked[1]!.reasons[1]!.text).toBe(
      'In line with its earlier orders of these products (largest 300 units, median 300 units).',
    )
  })

  test('a first order has no history; authorization reasons say what they are', () => {
    const listed = listedOf(['A', 'B', 'C', 'D', 'E'])
    const ranked = rank(
      listed,
      [...order('new', 4, { A: 10, B: 10, C: 10, D: 10, E: 10 }), ...order('revoked', 4, { A: 3 })],
      [
        buyer('new', { status: 'active', inForce: true, marketplaces: ['walmart'] }),
        buyer('revoked', { status: 'revoked', inForce: false, marketplaces: ['amazon'] }),
        buyer('nobody'),
      ],
    )
    expect(ranked.map((c) => c.resellerId)).toEqual(['new', 'revoked'])
    expect(ranked[0]!.reasons.map((r) => [r.kind, r.text])).toEqual([
      ['recency', 'Ordered 50 units of 5 listed products 4 days before the seller was first seen.'],
      [
        'order_size',
        'Its first order of your products: no earlier order to compare its size with.',
      ],
      [
        'units',
        'Bought 50 units in the 60 days before the seller was first seen; the seller does not say how many it lists (the most any of your buyers bought then: 50 units).',
      ],
      [
        'bought_listed_products',
        'Bought 5 products of the 5 products this seller lists: A, B, C and 2 more; all before the seller was first seen.',
      ],
      ['excluded_marketplace', 'Its authorization does not cover Amazon, where this seller lists.'],
    ])
    expect(ranked[1]!.reasons.at(-1)!.text).toBe('Its authorization is revoked.')
  })
})
