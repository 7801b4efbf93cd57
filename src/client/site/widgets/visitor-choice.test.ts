import { beforeEach, describe, expect, it } from 'vitest'
import { storeVisitorType, welcomeDialogWanted } from './visitor-choice.ts'

describe('welcome dialog choice (000 §2, §3)', () => {
  beforeEach(() => localStorage.clear())

  it('is wanted on a first visit, and not once a choice is stored', () => {
    expect(welcomeDialogWanted(localStorage, '')).toBe(true)
    storeVisitorType(localStorage, 'brand')
    expect(localStorage.getItem('visitor-type-selected')).toBe('brand')
    expect(welcomeDialogWanted(localStorage, '')).toBe(false)
    expect(welcomeDialogWanted(localStorage, '?reset-dialog=false')).toBe(false)
  })

  it('?reset-dialog=true clears the stored choice', () => {
    storeVisitorType(localStorage, 'reseller')
    expect(welcomeDialogWanted(localStorage, '?utm=x&reset-dialog=true')).toBe(true)
    expect(localStorage.getItem('visitor-type-selected')).toBeNull()
  })

  it('stays closed when storage is unavailable (it could never remember the choice)', () => {
    expect(welcomeDialogWanted(null, '')).toBe(false)
  })
})
