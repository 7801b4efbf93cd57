import { expect, test } from 'vitest'
import { jsonSafe, jsonSafeString } from './json-safe.ts'

test('lone surrogates and NUL become U+FFFD; pairs and plain text stay', () => {
  expect(jsonSafeString('a\uD800b')).toBe('a\uFFFDb')
  expect(jsonSafeString('a\uDC00b')).toBe('a\uFFFDb')
  expect(jsonSafeString('a\u0000b')).toBe('a\uFFFDb')
  expect(jsonSafeString('emoji 😀 ok')).toBe('emoji 😀 ok')
})

test('works through objects, arrays and keys', () => {
  expect(jsonSafe({ 'k\uD800': ['x\u0000', 1, null, { y: '\uDFFF' }], n: 2 })).toEqual({
    'k\uFFFD': ['x\uFFFD', 1, null, { y: '\uFFFD' }],
    n: 2,
  })
})
