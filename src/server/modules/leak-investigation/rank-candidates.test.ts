import { describe, expect, test } from 'vitest'
import { rankCandidates, recencyPoints, type Buyer, type ListedProduct } from './rank-candidates.ts'

const at = (iso: string) => new Date(`${iso}T12:00:00Z`)
const listed: ListedProduct[] = [
  { productId: 'kettle', name: 'Kettle', firstSeenAt: at('2026-10-20'), units: 40 },
  { productId: 'lamp', name: 'Lamp', firstSeenAt: at('2026-10-25'), units: 10 },
]
const buyer = (id: string, authorization: Buyer['authorization']): Buyer => ({
  resellerId: id,
  company: `${id} Co`,
  email: `${id}@example.com`,
  authorization,
})

describe('candidate sources of an unknown seller', () => {
  test('the buyer of both products, shortly before, in bulk, not authorized there, ranks first', () => {
    const ranked = rankCandidates(
      listed,
      ['amazon'],
      [
        { resellerId: 'leaky', productId: 'kettle', units: 48, at: at('2026-10-10') },
        { resellerId: 'leaky', productId: 'lamp', units: 12, at: at('2026-10-10') },
        { resellerId: 'small', productId: 'kettle', units: 2, at: at('2026-04-01') },
        { resellerId: 'late', productId: 'kettle', units: 100, at: at('2026-11-01') },
        { resellerId: 'other', productId: 'unrelated', units: 500, at: at('2026-10-10') },
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
    expect(ranked.find((c) => c.resellerId === 'late')!.reasons[2]!.text).toBe(
      'Bought them only after the listing first appeared.',
    )
  })

  test('a buyer whose authorization is not in force is a signal; one who bought none is no candidate', () => {
    const ranked = rankCandidates(
      listed,
      ['amazon'],
      [{ resellerId: 'revoked', productId: 'lamp', units: 5, at: at('2026-09-01') }],
      [
        buyer('revoked', { status: 'revoked', inForce: false, marketplaces: ['amazon'] }),
        buyer('nobody', { status: 'active', inForce: true, marketplaces: ['walmart'] }),
      ],
    )
    expect(ranked).toHaveLength(1)
    expect(ranked[0]!.reasons.at(-1)!.text).toBe('Its authorization is revoked.')
  })

  test('recency points fall with the distance', () => {
    expect([0, 30, 31, 90, 91, 180, 181].map(recencyPoints)).toEqual([25, 25, 15, 15, 8, 8, 3])
    expect(recencyPoints(-1)).toBe(3)
    expect(recencyPoints(null)).toBe(0)
  })
})
