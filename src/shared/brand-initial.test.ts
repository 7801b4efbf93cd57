import { describe, expect, test } from 'vitest'
import { brandInitial } from './brand-initial.ts'

describe('brandInitial', () => {
  test.each([
    ['Northwind Goods', 'N'],
    ['[DEMO] Northwind Goods', 'N'],
    ['  [demo]   acme', 'A'],
    ['(Beta) [DEMO] Zephyr', 'Z'],
    ['"Quoted" Brand', 'Q'],
    ['...and More', 'A'],
    ['#1 Coffee', '1'],
    ['éclair & co', 'É'],
    ['日本茶', '日'],
    ['[DEMO]', 'D'],
    ['!!!', '?'],
    ['', '?'],
  ])('%j → %s', (name, expected) => {
    expect(brandInitial(name)).toBe(expected)
  })
})
