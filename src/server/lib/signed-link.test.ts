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

test('a shortened token is the full one cut, and verifies only at its own length', () => {
  const full = signLink(SECRET, 'letters', 'id-1')
  const short = signLink(SECRET, 'letters', 'id-1', 22)
  expect(short).toBe(full.slice(0, 22))
  expect(verifyLink(SECRET, 'letters', 'id-1', short, 22)).toBe(true)
  expect(verifyLink(SECRET, 'letters', 'id-1', short)).toBe(false)
  expect(verifyLink(SECRET, 'letters', 'id-2', short, 22)).toBe(false)
  const edited = `${short.slice(0, 21)}${short.endsWith('A') ? 'B' : 'A'}`
  expect(verifyLink(SECRET, 'letters', 'id-1', edited, 22)).toBe(false)
})
