import { describe, expect, test } from 'vitest'
import { pageItems } from './list-texts.ts'

describe('pageItems', () => {
  test('every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1])
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  test('the ends, the current page and its neighbours, with gaps', () => {
    expect(pageItems(20, 41)).toEqual([1, 'gap', 19, 20, 21, 'gap', 41])
    expect(pageItems(1, 41)).toEqual([1, 2, 3, 4, 5, 'gap', 41])
    expect(pageItems(4, 41)).toEqual([1, 2, 3, 4, 5, 'gap', 41])
    expect(pageItems(5, 41)).toEqual([1, 'gap', 4, 5, 6, 'gap', 41])
    expect(pageItems(41, 41)).toEqual([1, 'gap', 37, 38, 39, 40, 41])
    expect(pageItems(38, 41)).toEqual([1, 'gap', 37, 38, 39, 40, 41])
  })

  test('one missing page is shown rather than a gap', () => {
    expect(pageItems(5, 8)).toEqual([1, 'gap', 4, 5, 6, 7, 8])
    expect(pageItems(5, 9)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9])
  })
})
