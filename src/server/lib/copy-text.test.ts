import { describe, expect, test } from 'vitest'
import { copyField, copyLine } from './copy-text.ts'

describe('COPY text format', () => {
  test('null and undefined are \\N, so an empty string stays an empty string', () => {
    expect(copyField(null)).toBe('\\N')
    expect(copyField(undefined)).toBe('\\N')
    expect(copyField('')).toBe('')
  })

  test('backslash, tab, newline and carriage return are escaped; other text is as is', () => {
    expect(copyField('a\\b\tc\nd\re')).toBe('a\\\\b\\tc\\nd\\re')
    expect(copyField('Wireless "Pro" – 24,99 €')).toBe('Wireless "Pro" – 24,99 €')
    // A literal backslash-N in text is not null.
    expect(copyField('\\N')).toBe('\\\\N')
  })

  test('dates as ISO instants, booleans as t/f, numbers as written', () => {
    expect(copyField(new Date('2026-11-02T10:00:00.000Z'))).toBe('2026-11-02T10:00:00.000Z')
    expect(copyField(true)).toBe('t')
    expect(copyField(12n)).toBe('12')
    expect(copyLine(['x', null, 3])).toBe('x\t\\N\t3\n')
  })
})
