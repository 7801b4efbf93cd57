import { describe, expect, it } from 'vitest'
import { BRAND_PROTECTION_TEXTS as T, formatPercent, mapGap } from './brand-protection-texts.ts'

describe('the gap below MAP', () => {
  it('shows a small gap as the share it is, not as 0%', () => {
    const gap = mapGap('44.98', '45.00')!
    expect(gap.amount).toBe('0.02')
    expect(T.list.gap(gap.amount, gap.percent)).toBe('$0.02 below MAP (0.04%)')
  })

  it('keeps the decimals a percentage needs', () => {
    expect(formatPercent(20)).toBe('20%')
    expect(formatPercent(12.46)).toBe('12%')
    expect(formatPercent(4.44)).toBe('4.4%')
    expect(formatPercent(0.044)).toBe('0.04%')
    expect(formatPercent(0.001)).toBe('<0.01%')
  })

  it('is no gap at or above MAP, or without one', () => {
    expect(mapGap('45.00', '45.00')).toBeNull()
    expect(mapGap('46.00', '45.00')).toBeNull()
    expect(mapGap('40.00', null)).toBeNull()
    expect(mapGap('40.00', '50.00')!.percent).toBe(20)
  })
})
