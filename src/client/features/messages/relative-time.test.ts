import { describe, expect, test } from 'vitest'
import { formatRelativeTime } from './relative-time.ts'

const now = new Date('2026-03-10T12:00:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms)
const MINUTE = 60_000
const HOUR = 60 * MINUTE

describe('formatRelativeTime (001 §2.3)', () => {
  test.each([
    [0, 'Just now'],
    [59 * MINUTE, 'Just now'],
    [-5 * MINUTE, 'Just now'],
    [HOUR, '1h ago'],
    [5 * HOUR + 59 * MINUTE, '5h ago'],
    [23 * HOUR + 59 * MINUTE, '23h ago'],
    [24 * HOUR, 'Yesterday'],
    [47 * HOUR, 'Yesterday'],
  ])('%i ms ago → %s', (ms, expected) => {
    expect(formatRelativeTime(ago(ms), now)).toBe(expected)
  })

  test('two days or more: the date', () => {
    expect(formatRelativeTime(ago(48 * HOUR), now, 'en-US')).toBe('3/8/2026')
    expect(formatRelativeTime('2025-12-25T10:00:00Z', now, 'en-US')).toBe('12/25/2025')
  })
})
