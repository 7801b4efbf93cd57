import { describe, expect, test } from 'vitest'
import { applicationBadges, followUpButton } from './card-state.ts'

const now = new Date('2026-11-21T12:00:00Z')
const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString()
const pending = (appliedDaysAgo: number, followUpCount = 0, nextInDays: number | null = -1) => ({
  applicationStatus: 'pending' as const,
  applicationCreatedAt: daysBefore(appliedDaysAgo),
  followUpCount,
  nextFollowUpAt: nextInDays === null ? null : daysBefore(-nextInDays),
})

describe('followUpButton', () => {
  test('not applied: apply', () => {
    expect(
      followUpButton(
        {
          applicationStatus: null,
          applicationCreatedAt: null,
          followUpCount: 0,
          nextFollowUpAt: null,
        },
        now,
      ),
    ).toEqual({ kind: 'apply' })
  })
  test('decided applications say so', () => {
    expect(followUpButton({ ...pending(5), applicationStatus: 'approved' }, now)).toMatchObject({
      kind: 'disabled',
      label: 'Approved',
    })
    expect(followUpButton({ ...pending(5), applicationStatus: 'rejected' }, now)).toMatchObject({
      label: 'Rejected',
    })
  })
  test('pending: wait, follow up, or max', () => {
    expect(followUpButton(pending(1, 0, 2), now)).toMatchObject({
      kind: 'disabled',
      label: 'Wait 3 Days',
    })
    expect(followUpButton(pending(4, 0, -1), now)).toEqual({
      kind: 'follow-up',
      label: 'Follow Up',
    })
    expect(followUpButton(pending(40, 3, null), now)).toMatchObject({ label: 'Max Follow-ups' })
  })
})

describe('applicationBadges', () => {
  test('Recently Applied up to 7 days, Long Wait from 14 days while pending', () => {
    expect(applicationBadges(pending(0), now)).toEqual(['Recently Applied'])
    expect(applicationBadges(pending(7), now)).toEqual(['Recently Applied'])
    expect(applicationBadges(pending(8), now)).toEqual([])
    expect(applicationBadges(pending(14), now)).toEqual(['Long Wait'])
    expect(applicationBadges({ ...pending(20), applicationStatus: 'approved' }, now)).toEqual([])
  })
})
