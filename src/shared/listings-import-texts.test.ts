import { describe, expect, it } from 'vitest'
import { LISTINGS_IMPORT_TEXTS } from './listings-import-texts.ts'

const T = LISTINGS_IMPORT_TEXTS.summary

describe('what an import says of the findings still open', () => {
  it('names each kind still open on the file’s listings, in the screens’ order', () => {
    expect(T.stillOpen({ unauthorized_seller: 1, map_violation: 3 }, false)).toBe(
      'Still open on the listings in this file: 3 MAP violations, 1 unauthorized seller.',
    )
  })

  it('says "also" beside the findings the import opened', () => {
    expect(T.stillOpen({ map_violation: 2, scope_violation: 0 }, true)).toBe(
      'Also still open on these listings from earlier: 2 MAP violations.',
    )
  })

  it('says nothing when none are', () => {
    expect(T.stillOpen({ map_violation: 0 }, false)).toBeNull()
  })
})
