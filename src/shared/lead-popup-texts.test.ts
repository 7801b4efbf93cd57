import { describe, expect, test } from 'vitest'
import { leadListCountLabel, leadPopupTitle } from './lead-popup-texts.ts'

describe('the lead popup states the real count (issue 16)', () => {
  test.each([
    [0, '0'],
    [1, '1'],
    [10, '10'],
    [19, '19'],
    [20, '20'],
    [21, '20+'],
    [37, '30+'],
    [99, '90+'],
    [100, '100+'],
    [109, '100+'],
    [154, '150+'],
  ])('%i brands → %s', (count, label) => {
    expect(leadListCountLabel(count)).toBe(label)
  })

  test('the title; "100+" only from 100 brands on', () => {
    expect(leadPopupTitle(10)).toBe('Get the list of 10 Amazon auto-ungated brands')
    expect(leadPopupTitle(1)).toBe('Get the list of 1 Amazon auto-ungated brand')
    expect(leadPopupTitle(37)).toBe('Get the list of 30+ Amazon auto-ungated brands')
    expect(leadPopupTitle(104)).toBe('Get the list of 100+ Amazon auto-ungated brands')
    expect(leadPopupTitle(null)).toBe('Get the list of Amazon auto-ungated brands')
    for (let n = 0; n < 100; n += 1) expect(leadPopupTitle(n)).not.toContain('100+')
  })
})
