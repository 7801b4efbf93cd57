import { describe, expect, it } from 'vitest'
import { LEAD_POPUP } from '#shared/constants.ts'
import {
  canShowLeadPopup,
  LEAD_POPUP_KEYS,
  leadPopupConfigFor,
  leadPopupSuppression,
  markLeadPopupConverted,
  markLeadPopupNotInterested,
  recordLeadPopupShown,
  resetLeadPopup,
  type PopupStorage,
} from './lead-popup-state.ts'

function memoryStorage(): PopupStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

const NOW = 1_800_000_000_000

describe('lead popup rules (000 §4, §9)', () => {
  it('uses the leadMagnetPopup prefix for its three session keys', () => {
    expect(LEAD_POPUP_KEYS).toEqual({
      disabled: 'leadMagnetPopup_disabled',
      converted: 'leadMagnetPopup_converted',
      lastShown: 'leadMagnetPopup_lastShown',
    })
  })

  it('waits 35 s and 60 % on the home page, 30 s and 50 % elsewhere', () => {
    expect(leadPopupConfigFor('/')).toEqual({ delayMs: 35_000, scrollRatio: 0.6 })
    expect(leadPopupConfigFor('/blog')).toEqual({ delayMs: 30_000, scrollRatio: 0.5 })
    expect(leadPopupConfigFor('/reseller-hub')).toEqual({ delayMs: 30_000, scrollRatio: 0.5 })
  })

  it('may show in a fresh session', () => {
    expect(leadPopupSuppression(memoryStorage(), NOW)).toBeNull()
    expect(canShowLeadPopup(memoryStorage(), NOW)).toBe(true)
  })

  it('records each showing and keeps away for 1,800,000 ms after it', () => {
    const storage = memoryStorage()
    recordLeadPopupShown(storage, NOW)
    expect(storage.data.get('leadMagnetPopup_lastShown')).toBe(String(NOW))
    expect(leadPopupSuppression(storage, NOW + 1)).toBe('cooldown')
    expect(leadPopupSuppression(storage, NOW + LEAD_POPUP.cooldownMs - 1)).toBe('cooldown')
    expect(leadPopupSuppression(storage, NOW + LEAD_POPUP.cooldownMs)).toBeNull()
  })

  it('never shows again in the session after "not interested" or a conversion', () => {
    const notInterested = memoryStorage()
    markLeadPopupNotInterested(notInterested)
    expect(notInterested.data.get('leadMagnetPopup_disabled')).toBe('true')
    expect(leadPopupSuppression(notInterested, NOW + 10 * LEAD_POPUP.cooldownMs)).toBe('disabled')

    const converted = memoryStorage()
    markLeadPopupConverted(converted)
    expect(converted.data.get('leadMagnetPopup_converted')).toBe('true')
    expect(leadPopupSuppression(converted, NOW + 10 * LEAD_POPUP.cooldownMs)).toBe('converted')
  })

  it("only the value 'true' suppresses; a damaged last-shown time does not", () => {
    const storage = memoryStorage()
    storage.setItem('leadMagnetPopup_disabled', 'false')
    storage.setItem('leadMagnetPopup_converted', 'yes')
    storage.setItem('leadMagnetPopup_lastShown', 'not-a-number')
    expect(leadPopupSuppression(storage, NOW)).toBeNull()
  })

  it('the reset clears all three keys', () => {
    const storage = memoryStorage()
    markLeadPopupNotInterested(storage)
    markLeadPopupConverted(storage)
    recordLeadPopupShown(storage, NOW)
    storage.setItem('unrelated', 'kept')
    resetLeadPopup(storage)
    expect([...storage.data.keys()]).toEqual(['unrelated'])
    expect(canShowLeadPopup(storage, NOW)).toBe(true)
  })

  it('works without storage (blocked by the browser) and when storage throws', () => {
    expect(canShowLeadPopup(null, NOW)).toBe(true)
    const throwing: PopupStorage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(canShowLeadPopup(throwing, NOW)).toBe(true)
    expect(() => recordLeadPopupShown(throwing, NOW)).not.toThrow()
    expect(() => resetLeadPopup(throwing)).not.toThrow()
  })
})
