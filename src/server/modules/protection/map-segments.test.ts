import { describe, expect, test } from 'vitest'
import { mapAt, mapSegments, percentOffCents } from './map-segments.ts'

const d = (iso: string) => new Date(`${iso}T00:00:00.000Z`)

describe('MAP over time', () => {
  const versions = [
    { productId: 'p', effectiveFrom: d('2026-01-01'), mapPrice: '24.99' },
    { productId: 'p', effectiveFrom: d('2026-06-01'), mapPrice: '29.99' },
    { productId: 'q', effectiveFrom: d('2026-01-01'), mapPrice: '10.00' },
    { productId: 'q', effectiveFrom: d('2026-03-01'), mapPrice: null },
  ]

  test('each version holds until the next; before the first and after a null there is no MAP', () => {
    const s = mapSegments(versions, [])
    expect(mapAt(s, 'p', d('2025-12-31'))).toBeNull()
    expect(mapAt(s, 'p', d('2026-01-01'))).toBe('24.99')
    expect(mapAt(s, 'p', new Date('2026-05-31T23:59:59.999Z'))).toBe('24.99')
    expect(mapAt(s, 'p', d('2026-06-01'))).toBe('29.99')
    expect(mapAt(s, 'p', d('2030-01-01'))).toBe('29.99')
    expect(mapAt(s, 'q', d('2026-02-01'))).toBe('10.00')
    expect(mapAt(s, 'q', d('2026-03-01'))).toBeNull()
  })

  test('a promotion lowers the MAP only inside its window, by percent or to its own price', () => {
    const s = mapSegments(versions, [
      {
        startsAt: d('2026-11-27'),
        endsAt: d('2026-12-01'),
        percentOff: '20',
        products: [
          { productId: 'p', promoMapPrice: null },
          { productId: 'q', promoMapPrice: '5.00' },
        ],
      },
    ])
    expect(mapAt(s, 'p', d('2026-11-26'))).toBe('29.99')
    expect(mapAt(s, 'p', d('2026-11-27'))).toBe('23.99')
    expect(mapAt(s, 'p', d('2026-12-01'))).toBe('29.99')
    // q has no MAP then: a promotion cannot create one.
    expect(mapAt(s, 'q', d('2026-11-28'))).toBeNull()
  })

  test('overlapping promotions: the lowest MAP wins, and a promotion never raises the MAP', () => {
    const s = mapSegments(versions, [
      {
        startsAt: d('2026-07-01'),
        endsAt: d('2026-07-10'),
        percentOff: '10',
        products: [{ productId: 'p', promoMapPrice: null }],
      },
      {
        startsAt: d('2026-07-05'),
        endsAt: d('2026-07-20'),
        percentOff: null,
        products: [{ productId: 'p', promoMapPrice: '25.00' }],
      },
      {
        startsAt: d('2026-08-01'),
        endsAt: d('2026-08-02'),
        percentOff: null,
        products: [{ productId: 'p', promoMapPrice: '99.00' }],
      },
    ])
    expect(mapAt(s, 'p', d('2026-07-02'))).toBe('26.99')
    expect(mapAt(s, 'p', d('2026-07-06'))).toBe('25.00')
    expect(mapAt(s, 'p', d('2026-07-15'))).toBe('25.00')
    expect(mapAt(s, 'p', d('2026-07-20'))).toBe('29.99')
    expect(mapAt(s, 'p', d('2026-08-01'))).toBe('29.99')
  })

  test('segments never overlap and equal neighbours merge', () => {
    const s = mapSegments(
      [
        { productId: 'p', effectiveFrom: d('2026-01-01'), mapPrice: '24.99' },
        { productId: 'p', effectiveFrom: d('2026-02-01'), mapPrice: '24.99' },
      ],
      [],
    )
    expect(s).toEqual([{ productId: 'p', from: d('2026-01-01'), to: null, mapPrice: '24.99' }])
  })

  test('percent off rounds half away from zero, as PostgreSQL round(numeric, 2) does', () => {
    expect(percentOffCents(2999, '20')).toBe(2399) // 23.992
    expect(percentOffCents(1005, '50')).toBe(503) // 5.025
    expect(percentOffCents(2999, '12.5')).toBe(2624) // 26.24125
  })
})
