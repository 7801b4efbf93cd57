import { describe, expect, test } from 'vitest'
import type { BrandStanding } from '#shared/reseller-brands-texts.ts'
import { applicationBadges, endedSince, followUpButton, inForce, waitLabel } from './card-state.ts'

const now = new Date('2026-11-21T12:00:00Z')
const HOUR = 3_600_000
const DAY = 24 * HOUR
const daysBefore = (days: number) => new Date(now.getTime() - days * DAY).toISOString()
const inMs = (ms: number) => new Date(now.getTime() + ms).toISOString()
const pending = (appliedDaysAgo: number, followUpCount = 0, nextInDays: number | null = -1) => ({
  standing: 'pending' as BrandStanding,
  applicationCreatedAt: daysBefore(appliedDaysAgo),
  followUpCount,
  nextFollowUpAt: nextInDays === null ? null : daysBefore(-nextInDays),
})
const standing = (s: BrandStanding, applied: number | null = null) => ({
  standing: s,
  applicationCreatedAt: applied === null ? null : daysBefore(applied),
  followUpCount: 0,
  nextFollowUpAt: null,
})

describe('followUpButton', () => {
  test('not applied: Apply; rejected, revoked or expired: Apply Again', () => {
    expect(followUpButton(standing('not_applied'), now)).toEqual({ kind: 'apply', label: 'Apply' })
    for (const s of ['rejected', 'revoked', 'expired'] as const) {
      expect(followUpButton(standing(s, 20), now), s).toEqual({
        kind: 'apply',
        label: 'Apply Again',
      })
    }
  })
  test('authorized, not yet started or suspended: no follow-up button at all', () => {
    for (const s of ['authorized', 'scheduled', 'suspended'] as const) {
      // Even with a pending-looking application behind it.
      expect(followUpButton({ ...pending(5), standing: s }, now), s).toEqual({ kind: 'none' })
    }
  })
  test('an approval without an authorization says so', () => {
    expect(followUpButton({ ...pending(5), standing: 'approved' }, now)).toMatchObject({
      kind: 'disabled',
      label: 'Approved',
    })
  })
  test('pending: the real wait, follow up, or max', () => {
    // Right after applying: 3 days.
    expect(followUpButton(pending(0, 0, 3), now)).toMatchObject({
      kind: 'disabled',
      label: 'Wait 3 Days',
      reason: 'wait',
    })
    // Right after the first follow-up: 7 days, not 3.
    expect(followUpButton(pending(4, 1, 7), now)).toMatchObject({ label: 'Wait 7 Days' })
    expect(followUpButton(pending(4, 0, -1), now)).toEqual({
      kind: 'follow-up',
      label: 'Follow Up',
    })
    expect(followUpButton(pending(40, 3, null), now)).toMatchObject({ label: 'Max Follow-ups' })
  })
})

describe('waitLabel', () => {
  test('whole days rounded up, hours under a day, never less than one', () => {
    expect(waitLabel(inMs(7 * DAY), now)).toBe('Wait 7 Days')
    expect(waitLabel(inMs(7 * DAY - 1000), now)).toBe('Wait 7 Days')
    expect(waitLabel(inMs(2 * DAY + HOUR), now)).toBe('Wait 3 Days')
    expect(waitLabel(inMs(DAY), now)).toBe('Wait 1 Day')
    expect(waitLabel(inMs(DAY - 1), now)).toBe('Wait 1 Day')
    expect(waitLabel(inMs(5 * HOUR), now)).toBe('Wait 5 Hours')
    expect(waitLabel(inMs(4 * HOUR + 1), now)).toBe('Wait 5 Hours')
    expect(waitLabel(inMs(HOUR), now)).toBe('Wait 1 Hour')
    expect(waitLabel(inMs(60_000), now)).toBe('Wait 1 Hour')
  })
})

describe('applicationBadges', () => {
  test('Recently Applied up to 7 days, Long Wait from 14 days while pending', () => {
    expect(applicationBadges(pending(0), now)).toEqual(['Recently Applied'])
    expect(applicationBadges(pending(7), now)).toEqual(['Recently Applied'])
    expect(applicationBadges(pending(8), now)).toEqual([])
    expect(applicationBadges(pending(14), now)).toEqual(['Long Wait'])
    expect(applicationBadges({ ...pending(20), standing: 'approved' }, now)).toEqual([])
  })
  test('an authorization, whatever its status, is what the card is about: no application badges', () => {
    for (const s of ['authorized', 'suspended', 'revoked', 'expired'] as const) {
      expect(applicationBadges({ ...pending(2), standing: s }, now), s).toEqual([])
    }
  })
})

describe('in force and since', () => {
  test('products and the letter only while authorized', () => {
    expect(inForce({ standing: 'authorized' })).toBe(true)
    for (const s of ['scheduled', 'suspended', 'revoked', 'expired', 'approved'] as const) {
      expect(inForce({ standing: s }), s).toBe(false)
    }
  })
  test('an expiry dates from its end, a suspension or revocation from the change', () => {
    const z = {
      marketplaces: [],
      startsAt: daysBefore(100),
      statusReason: null,
      statusChangedAt: daysBefore(50),
    }
    expect(endedSince({ ...z, status: 'expired', endsAt: daysBefore(3) })).toBe(daysBefore(3))
    expect(endedSince({ ...z, status: 'revoked', endsAt: null })).toBe(daysBefore(50))
  })
})
