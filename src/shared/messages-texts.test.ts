import { describe, expect, test } from 'vitest'
import { messagePreview, messageSubject, messageTypeOf } from './messages-texts.ts'

describe('001 §3 message derived fields', () => {
  test('subject: the first line, or No Subject', () => {
    expect(messageSubject('Order question\nSecond line')).toBe('Order question')
    expect(messageSubject('  Spaced  \r\nrest')).toBe('Spaced')
    expect(messageSubject('\nstarts blank')).toBe('No Subject')
    expect(messageSubject('')).toBe('No Subject')
  })

  test('preview: the first 150 characters', () => {
    expect(messagePreview('short')).toBe('short')
    const long = 'a'.repeat(150)
    expect(messagePreview(long)).toBe(long)
    expect(messagePreview(`${long}b`)).toBe(`${long}…`)
    // Code points, not UTF-16 halves.
    expect(messagePreview('😀'.repeat(151))).toBe(`${'😀'.repeat(150)}…`)
  })

  test('type: Brand Reply for inbound e-mail, Application with one, Internal otherwise', () => {
    expect(messageTypeOf({ messageSource: 'email_inbound', brandApplicationId: 'a' })).toBe(
      'brand_reply',
    )
    expect(messageTypeOf({ messageSource: 'internal', brandApplicationId: 'a' })).toBe(
      'application',
    )
    expect(messageTypeOf({ messageSource: 'email', brandApplicationId: null })).toBe('internal')
  })
})
