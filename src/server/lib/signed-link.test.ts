import { expect, test } from 'vitest'
import { signLink, verifyLink } from './signed-link.ts'

const SECRET = 'a-secret-of-at-least-thirty-two-characters'

test('a token opens its own record for its own purpose only', () => {
  const token = signLink(SECRET, 'lead-magnet', 'id-1')
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  expect(verifyLink(SECRET, 'lead-magnet', 'id-1', token)).toBe(true)
  expect(verifyLink(SECRET, 'lead-magnet', 'id-2', token)).toBe(false)
  expect(verifyLink(SECRET, 'other', 'id-1', token)).toBe(false)
  expect(verifyLink('another-secret-of-thirty-two-characters!', 'lead-magnet', 'id-1', token)).toBe(
    false,
  )
  expect(verifyLink(SECRET, 'lead-magnet', 'id-1', token.slice(1))).toBe(false)
  expect(verifyLink(SECRET, 'lead-magnet', 'id-1', '')).toBe(false)
})
