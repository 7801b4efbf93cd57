import { describe, expect, test } from 'vitest'
import {
  checksPerDay,
  firstCheckAt,
  nextCheckAt,
  periodAt,
  periodsPerDay,
  spreadFraction,
  type ScheduleConnection,
} from './schedule.ts'

const ny = (overrides: Partial<ScheduleConnection> = {}): ScheduleConnection => ({
  id: '00000000-0000-4000-8000-000000000001',
  frequencyHours: 6,
  extraWeekend: true,
  extraEvening: true,
  timeZone: 'America/New_York',
  ...overrides,
})

const iso = (p: { start: Date; end: Date }) => [p.start.toISOString(), p.end.toISOString()]

describe('periodAt', () => {
  test('a weekday daytime period is the frequency, aligned to local midnight', () => {
    // Wednesday 4 March 2026, 10:00 in New York (EST, UTC−5).
    expect(iso(periodAt(ny(), new Date('2026-03-04T15:00:00Z')))).toEqual([
      '2026-03-04T11:00:00.000Z', // 06:00 local
      '2026-03-04T17:00:00.000Z', // 12:00 local
    ])
  })

  test('the evening halves the period, counted from the evening’s start', () => {
    // 19:00 local: 3-hour periods from 18:00.
    expect(iso(periodAt(ny(), new Date('2026-03-05T00:00:00Z')))).toEqual([
      '2026-03-04T23:00:00.000Z',
      '2026-03-05T02:00:00.000Z',
    ])
  })

  test('a weekend halves it, and a weekend evening quarters it', () => {
    // Saturday 7 March, 10:00 local: 3-hour periods.
    expect(iso(periodAt(ny(), new Date('2026-03-07T15:00:00Z')))).toEqual([
      '2026-03-07T14:00:00.000Z',
      '2026-03-07T17:00:00.000Z',
    ])
    // Saturday 19:00 local: 90 minutes from 18:00.
    expect(iso(periodAt(ny(), new Date('2026-03-08T00:00:00Z')))).toEqual([
      '2026-03-07T23:00:00.000Z',
      '2026-03-08T00:30:00.000Z',
    ])
  })

  test('without the extras the weekend and the evening are like any other time', () => {
    const plain = ny({ extraWeekend: false, extraEvening: false })
    expect(iso(periodAt(plain, new Date('2026-03-08T00:00:00Z')))).toEqual([
      '2026-03-07T23:00:00.000Z', // 18:00 local, the fourth 6-hour period of Saturday
      '2026-03-08T05:00:00.000Z',
    ])
  })

  test('never shorter than the minimum period', () => {
    const hourly = ny({ frequencyHours: 1 })
    const p = periodAt(hourly, new Date('2026-03-08T00:10:00Z'))
    expect(p.end.getTime() - p.start.getTime()).toBe(30 * 60_000)
  })

  test('a period that would run past the evening’s start is cut there', () => {
    // 8-hour periods: 00–08, 08–16, 16–18 (cut), then 4-hour evening periods 18–22, 22–24.
    const eight = ny({ frequencyHours: 8 })
    expect(iso(periodAt(eight, new Date('2026-03-04T22:30:00Z')))).toEqual([
      '2026-03-04T21:00:00.000Z',
      '2026-03-04T23:00:00.000Z',
    ])
    expect(iso(periodAt(eight, new Date('2026-03-05T04:30:00Z')))).toEqual([
      '2026-03-05T03:00:00.000Z',
      '2026-03-05T05:00:00.000Z',
    ])
  })

  test('a daily period is the local day, 23 hours on the day clocks go forward', () => {
    const daily = ny({ frequencyHours: 24, extraWeekend: false, extraEvening: false })
    expect(iso(periodAt(daily, new Date('2026-03-08T12:00:00Z')))).toEqual([
      '2026-03-08T05:00:00.000Z',
      '2026-03-09T04:00:00.000Z',
    ])
  })

  test('UTC and other zones', () => {
    const utc = ny({ timeZone: 'UTC', frequencyHours: 4, extraEvening: false })
    expect(iso(periodAt(utc, new Date('2026-03-04T09:59:59Z')))).toEqual([
      '2026-03-04T08:00:00.000Z',
      '2026-03-04T12:00:00.000Z',
    ])
    const berlin = ny({ timeZone: 'Europe/Berlin', frequencyHours: 12, extraEvening: false })
    // 11:59 in Berlin (CEST, UTC+2): the first half of the local day.
    expect(iso(periodAt(berlin, new Date('2026-07-01T09:59:00Z')))).toEqual([
      '2026-06-30T22:00:00.000Z',
      '2026-07-01T10:00:00.000Z',
    ])
  })
})

describe('spread', () => {
  const c = ny()
  test('a stable place per product and site, different between them', () => {
    const a = spreadFraction(c.id, { productId: 'p1', site: 'amazon.com' })
    expect(spreadFraction(c.id, { productId: 'p1', site: 'amazon.com' })).toBe(a)
    expect(spreadFraction(c.id, { productId: 'p1', site: 'amazon.ca' })).not.toBe(a)
    expect(spreadFraction(c.id, { productId: 'p2', site: 'amazon.com' })).not.toBe(a)
    expect(a).toBeGreaterThanOrEqual(0)
    expect(a).toBeLessThan(1)
  })

  test('checks of many products are spread over the whole period', () => {
    const deciles = new Array<number>(10).fill(0)
    for (let i = 0; i < 2000; i++) {
      const f = spreadFraction(c.id, { productId: `product-${i}`, site: 'amazon.com' })
      deciles[Math.floor(f * 10)]! += 1
    }
    for (const n of deciles) {
      expect(n).toBeGreaterThan(140)
      expect(n).toBeLessThan(260)
    }
  })

  test('the next check falls in the next period, at the product’s place', () => {
    const now = new Date('2026-03-04T15:00:00Z')
    const key = { productId: 'p1', site: 'amazon.com' }
    const next = nextCheckAt(c, key, now)
    expect(next.getTime()).toBeGreaterThanOrEqual(new Date('2026-03-04T17:00:00Z').getTime())
    expect(next.getTime()).toBeLessThan(new Date('2026-03-04T23:00:00Z').getTime())
    const f = spreadFraction(c.id, key)
    expect(next.getTime()).toBe(Date.parse('2026-03-04T17:00:00Z') + Math.floor(f * 6 * 3600_000))
  })

  test('a first check falls in what is left of the current period', () => {
    const now = new Date('2026-03-04T16:00:00Z')
    for (let i = 0; i < 50; i++) {
      const at = firstCheckAt(c, { productId: `p${i}`, site: 'amazon.com' }, now).getTime()
      expect(at).toBeGreaterThanOrEqual(now.getTime())
      expect(at).toBeLessThan(Date.parse('2026-03-04T17:00:00Z'))
    }
  })
})

describe('checksPerDay', () => {
  const connector = { lanes: { main: { capacity: 1, refillPerSecond: 0.1 } }, costPerItem: 0.05 }
  test('the busiest day the schedule asks for, and what the budget allows', () => {
    const c = { ...ny(), sites: ['amazon.com', 'amazon.ca'] }
    // Weekday: 3 daytime periods + 2 evening ones; weekend day: 6 + 4.
    expect(periodsPerDay(c, false)).toBe(5)
    expect(periodsPerDay(c, true)).toBe(10)
    expect(checksPerDay(c, 100, connector)).toEqual({ wanted: 100 * 2 * 10, allowed: 172_800 })
  })

  test('extras off: a daily frequency is one check a day per product and site', () => {
    const c = {
      ...ny({ frequencyHours: 24, extraWeekend: false, extraEvening: false }),
      sites: ['x'],
    }
    expect(checksPerDay(c, 430, { ...connector, costPerItem: 1 })).toEqual({
      wanted: 430,
      allowed: 8640,
    })
  })
})
