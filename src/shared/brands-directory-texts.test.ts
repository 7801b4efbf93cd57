import { describe, expect, test } from 'vitest'
import { cutDescription, parseCategories, visibleCategories } from './brands-directory-texts.ts'

describe("visibleCategories (001 §2.2: the first 2, then '+N')", () => {
  test.each([
    [[], [], null],
    [['A'], ['A'], null],
    [['A', 'B'], ['A', 'B'], null],
    [['A', 'B', 'C'], ['A', 'B'], '+1'],
    [['A', 'B', 'C', 'D', 'E'], ['A', 'B'], '+3'],
  ])('%j', (categories, shown, more) => {
    expect(visibleCategories(categories)).toEqual({ shown, more })
  })
})

describe('cutDescription (001 §2.2: cut at 100 characters)', () => {
  test('up to 100 characters is kept as is', () => {
    expect(cutDescription('x'.repeat(100))).toBe('x'.repeat(100))
    expect(cutDescription('')).toBe('')
    expect(cutDescription(null)).toBeNull()
    expect(cutDescription(undefined)).toBeNull()
  })
  test('longer is cut at 100 and marked', () => {
    expect(cutDescription('y'.repeat(101))).toBe(`${'y'.repeat(100)}...`)
  })
  test('never splits a character made of two UTF-16 units', () => {
    const emoji = '😀'.repeat(101)
    const cut = cutDescription(emoji)!
    expect(cut).toBe(`${'😀'.repeat(100)}...`)
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/)
  })
})

describe('parseCategories (001 §5: comma separated)', () => {
  test('trims, drops blanks and repeats (case-insensitively), keeps order', () => {
    expect(parseCategories(' Beauty, skincare,,  ,BEAUTY, Hair ')).toEqual([
      'Beauty',
      'skincare',
      'Hair',
    ])
    expect(parseCategories('')).toEqual([])
  })
})
