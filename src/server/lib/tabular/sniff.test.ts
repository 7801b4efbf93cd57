import { expect, test } from 'vitest'
import { countFields, sniffDelimiter, tabFileQuotes } from './sniff.ts'

test('sniffDelimiter: the most frequent on the first line outside quotes; ties to tab, then comma', () => {
  expect(sniffDelimiter('a\tb\tc,d\n1,2,3,4,5\n')).toBe('\t')
  expect(sniffDelimiter('a;b;c,d')).toBe(';')
  expect(sniffDelimiter('"x;y;z",b')).toBe(',')
  expect(sniffDelimiter('a,b\tc')).toBe('\t')
  expect(sniffDelimiter('a,b;c')).toBe(',')
  expect(sniffDelimiter('name\n1\t2\t3')).toBe(',')
})

test('tabFileQuotes: only fields quoted whole, and no quote used as text', () => {
  expect(tabFileQuotes('a\tb\n"x\ty"\tz\n')).toBe(true)
  expect(tabFileQuotes('"a"\t"b"\n"c ""d"""\te\n')).toBe(true)
  expect(tabFileQuotes('a\tb\nno quotes\there\n')).toBe(false)
  expect(tabFileQuotes('a\tb\n"Best" Lamp\t1\n"x"\ty\n')).toBe(false)
  expect(tabFileQuotes('a\tb\n5" Tablet\t1\n')).toBe(false)
  // An opening quote never closed on its line, closed by another title's inch mark later.
  expect(tabFileQuotes('a\tb\n"Cozy blanket\t20\n5"\tx\n')).toBe(false)
  // The sample ends inside a quoted field: what came before decides.
  expect(tabFileQuotes('"a"\tb\n"long')).toBe(true)
})

test('countFields: delimiters inside quotes do not count', () => {
  expect(countFields('', ',', true)).toBe(1)
  expect(countFields(',,', ',', true)).toBe(3)
  expect(countFields('"a,b",c', ',', true)).toBe(2)
  expect(countFields('"a,b",c', ',', false)).toBe(3)
  expect(countFields('"x""y,z",w', ',', true)).toBe(2)
  expect(countFields('5" tv,a"b,c', ',', true)).toBe(3)
})
