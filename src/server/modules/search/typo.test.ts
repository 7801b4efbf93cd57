import { describe, expect, it } from 'vitest'
import { allowsTypos, deletions, oneEditApart } from './typo.ts'

describe('oneEditApart', () => {
  it.each([
    ['beuaty', 'beauty', 'two neighbouring letters swapped'],
    ['electornics', 'electronics', 'a swap in a long word'],
    ['kitchn', 'kitchen', 'a missing letter'],
    ['silkstne', 'silkstone', 'a missing letter inside'],
    ['kitchenn', 'kitchen', 'an extra letter'],
    ['kitchan', 'kitchen', 'a wrong letter'],
    ['xeauty', 'beauty', 'a wrong first letter'],
    ['beaut', 'beauty', 'a missing last letter'],
  ])('%s and %s: %s', (a, b) => {
    expect(oneEditApart(a, b)).toBe(true)
    expect(oneEditApart(b, a)).toBe(true)
  })

  it.each([
    ['beauty', 'beauty', 'the same word'],
    ['abxcd', 'abcyd', 'one letter out and another in elsewhere'],
    ['kitchen', 'kitten', 'two letters apart'],
    ['beauty', 'bounty', 'two wrong letters'],
    ['garden', 'gardening', 'three letters more'],
    ['abc', 'cba', 'a swap of letters that are not neighbours'],
  ])('%s and %s: %s, not one edit', (a, b) => {
    expect(oneEditApart(a, b)).toBe(false)
  })
})

describe('deletions', () => {
  it('leaves out each letter once, and repeats no string', () => {
    expect(deletions('beauty')).toEqual(['eauty', 'bauty', 'beuty', 'beaty', 'beauy', 'beaut'])
    expect(deletions('hello')).toEqual(['ello', 'hllo', 'helo', 'hell'])
  })

  it('a swap and the word share a deletion, which is how the lookup finds it', () => {
    const shared = deletions('beuaty').filter((d) => deletions('beauty').includes(d))
    expect(shared).toContain('beaty')
  })
})

describe('allowsTypos', () => {
  it('only words of five or more letters, and no numbers', () => {
    expect(allowsTypos('kitch')).toBe(true)
    expect(allowsTypos('kitc')).toBe(false)
    expect(allowsTypos('12345')).toBe(false)
    expect(allowsTypos('b2b2b')).toBe(false)
    expect(allowsTypos('électronique')).toBe(true)
  })
})
