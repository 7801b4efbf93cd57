import { describe, expect, it, vi } from 'vitest'
import { randomKey, submissionKey } from './submission-key.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('submissionKey', () => {
  it('keeps one key for the same values, a new one for changed values or after reset', () => {
    const keys = submissionKey()
    const first = keys.for({ email: 'a@example.com' })
    expect(first).toMatch(UUID)
    expect(keys.for({ email: 'a@example.com' })).toBe(first)
    const changed = keys.for({ email: 'b@example.com' })
    expect(changed).not.toBe(first)
    expect(keys.for({ email: 'b@example.com' })).toBe(changed)
    keys.reset()
    const next = keys.for({ email: 'b@example.com' })
    expect(next).not.toBe(changed)
    expect(next).toMatch(UUID)
  })

  it('makes version 4 UUIDs without crypto.randomUUID (plain HTTP is not a secure context)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) })
    try {
      const keys = new Set(Array.from({ length: 50 }, () => randomKey()))
      expect(keys.size).toBe(50)
      for (const key of keys) expect(key).toMatch(UUID)
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
