import { describe, expect, test } from 'vitest'
import {
  ResellerViewCache,
  type KeptApplication,
  type KeptAuthorization,
  type ResellerApplications,
} from './reseller-view-cache.ts'

/** `records` kept: applications, and every third brand's authorization in their place. */
function view(stamp: number, records: number): ResellerApplications {
  const applications = new Map<string, KeptApplication>()
  const authorizations = new Map<string, KeptAuthorization>()
  for (let i = 0; i < records; i++) {
    const brandId = `brand-${i}`
    if (i % 3 === 2) {
      authorizations.set(brandId, {
        brandId,
        status: 'active',
        marketplaces: [],
        startsUs: 0,
        endsUs: null,
        statusChangedUs: 0,
        statusReason: null,
      })
      continue
    }
    applications.set(brandId, {
      id: `app-${i}`,
      brandId,
      status: 'pending',
      followUpCount: 0,
      createdUs: 0,
      lastFollowUpUs: null,
      decisionReason: null,
      infoRequestedUs: null,
    })
  }
  return { stamp, applications, authorizations }
}

describe('ResellerViewCache', () => {
  test('answers only for the stamp it was read at', () => {
    const cache = new ResellerViewCache()
    const kept = view(3, 2)
    cache.set('r1', kept)
    expect(cache.get('r1', 3)).toBe(kept)
    expect(cache.get('r1', 4)).toBeUndefined()
    expect(cache.get('r2', 3)).toBeUndefined()
  })

  test('drops the least recently used resellers once the bound of records is passed', () => {
    const cache = new ResellerViewCache(10)
    cache.set('a', view(1, 4))
    cache.set('b', view(1, 4))
    expect(cache.get('a', 1)).toBeDefined() // 'a' is now the most recent
    cache.set('c', view(1, 4)) // 12 held: 'b' goes
    expect(cache.get('b', 1)).toBeUndefined()
    expect(cache.get('a', 1)).toBeDefined()
    expect(cache.get('c', 1)).toBeDefined()
    expect(cache.size).toBe(2)
  })

  test('a replaced view counts once, and one larger than the bound is still kept', () => {
    const cache = new ResellerViewCache(10)
    cache.set('a', view(1, 6))
    cache.set('a', view(2, 6))
    expect(cache.size).toBe(1)
    cache.set('b', view(1, 4)) // 10 held: both stay
    expect(cache.size).toBe(2)
    cache.set('huge', view(1, 50))
    expect(cache.get('huge', 1)).toBeDefined()
    expect(cache.size).toBe(1)
  })
})
