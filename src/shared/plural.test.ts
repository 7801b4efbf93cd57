import { describe, expect, test } from 'vitest'
import { plural } from './plural.ts'

describe('plural', () => {
  test('one, none and many, with thousands separated', () => {
    expect(plural(1, 'brand')).toBe('1 brand')
    expect(plural(0, 'brand')).toBe('0 brands')
    expect(plural(2021, 'brand')).toBe('2,021 brands')
    expect(plural(1, 'entry', 'entries')).toBe('1 entry')
    expect(plural(3, 'entry', 'entries')).toBe('3 entries')
  })
})
