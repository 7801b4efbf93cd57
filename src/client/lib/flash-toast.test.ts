import { afterEach, expect, test } from 'vitest'
import { FLASH_TOAST_KEY, saveFlashToast, takeFlashToast } from './flash-toast.ts'

afterEach(() => sessionStorage.clear())

test('a saved toast is read once, then gone', () => {
  saveFlashToast({ kind: 'success', title: 'Application submitted', description: 'We will write.' })
  expect(takeFlashToast()).toEqual({
    kind: 'success',
    title: 'Application submitted',
    description: 'We will write.',
  })
  expect(takeFlashToast()).toBeNull()
})

test('nothing stored, or something malformed, gives no toast and is cleared', () => {
  expect(takeFlashToast()).toBeNull()
  sessionStorage.setItem(FLASH_TOAST_KEY, '{not json')
  expect(takeFlashToast()).toBeNull()
  sessionStorage.setItem(FLASH_TOAST_KEY, JSON.stringify({ kind: 'explode', title: 'x' }))
  expect(takeFlashToast()).toBeNull()
  expect(sessionStorage.getItem(FLASH_TOAST_KEY)).toBeNull()
})
