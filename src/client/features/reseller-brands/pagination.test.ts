import { describe, expect, test } from 'vitest'
import { paginationItems, type PageItem } from './pagination.ts'

/** A compact picture: < prev, > next, … ellipsis, [n] current. */
const picture = (items: PageItem[]) =>
  items
    .map((i) =>
      i.kind === 'previous'
        ? '<'
        : i.kind === 'next'
          ? '>'
          : i.kind === 'ellipsis'
            ? '…'
            : i.current
              ? `[${i.page}]`
              : String(i.page),
    )
    .join(' ')

describe('paginationItems', () => {
  test('one page needs no pagination', () => {
    expect(paginationItems(1, 1)).toEqual([])
    expect(paginationItems(1, 0)).toEqual([])
  })
  test('no previous link on page 1, no next on the last', () => {
    expect(picture(paginationItems(1, 3))).toBe('[1] 2 3 >')
    expect(picture(paginationItems(3, 3))).toBe('< 1 2 [3]')
  })
  test('a window of 5 around the page, with first and last links and ellipses', () => {
    expect(picture(paginationItems(1, 20))).toBe('[1] 2 3 4 5 … 20 >')
    expect(picture(paginationItems(3, 20))).toBe('< 1 2 [3] 4 5 … 20 >')
    // Past the third page the first page gets its own link; an ellipsis once a page is skipped.
    expect(picture(paginationItems(4, 20))).toBe('< 1 2 3 [4] 5 6 … 20 >')
    expect(picture(paginationItems(5, 20))).toBe('< 1 … 3 4 [5] 6 7 … 20 >')
    expect(picture(paginationItems(10, 20))).toBe('< 1 … 8 9 [10] 11 12 … 20 >')
    expect(picture(paginationItems(18, 20))).toBe('< 1 … 16 17 [18] 19 20 >')
    expect(picture(paginationItems(20, 20))).toBe('< 1 … 16 17 18 19 [20]')
  })
  test('a page out of range is clamped', () => {
    expect(picture(paginationItems(99, 6))).toBe('< 1 2 3 4 5 [6]')
    expect(picture(paginationItems(0, 6))).toBe('[1] 2 3 4 5 6 >')
  })
})
