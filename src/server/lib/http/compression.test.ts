import { describe, expect, test } from 'vitest'
import { chooseEncoding } from './compression.ts'

describe('chooseEncoding', () => {
  test.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['deflate', undefined],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['identity', undefined],
    ['GZIP', 'gzip'],
    ['gzip;q=abc, br;q=0.1', 'br'],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected)
  })
})
