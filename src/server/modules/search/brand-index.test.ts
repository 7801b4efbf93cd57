import { describe, expect, test } from 'vitest'
import { compareCodePoints } from './brand-index.ts'

describe('compareCodePoints: the order of PostgreSQL\'s "C" collation (UTF-8 bytes)', () => {
  test.each([
    ['Apple', 'apple', -1],
    ['Zeta', 'alpha', -1],
    ['Café', 'Cafe', 1],
    ['Kitchen', 'Kitchenette', -1],
    ['same', 'same', 0],
    // U+FF21 (fullwidth A) is one UTF-16 unit above a surrogate pair's first unit, yet U+1F600
    // (an emoji, a pair) is the larger code point, and sorts after it in UTF-8 bytes.
    ['\u{FF21}', '\u{1F600}', -1],
    ['\u{1F600}', '\u{E000}', 1],
  ])('%s against %s', (a, b, sign) => {
    expect(Math.sign(compareCodePoints(a, b))).toBe(sign)
    expect(Math.sign(compareCodePoints(b, a)) + sign).toBe(0)
    const bytes = Math.sign(Buffer.compare(Buffer.from(a), Buffer.from(b)))
    expect(bytes).toBe(sign)
  })
})
