import { describe, expect, test } from 'vitest'
import { TEMP_PASSWORD_ALPHABET, TEMP_PASSWORD_LENGTH } from '#shared/constants.ts'
import { chooseTemporaryPassword, generateTemporaryPassword } from './temporary-password.ts'

describe('generateTemporaryPassword', () => {
  test('10 characters, all from the alphabet of 001 §9', () => {
    for (let i = 0; i < 200; i += 1) {
      const password = generateTemporaryPassword()
      expect(password).toHaveLength(TEMP_PASSWORD_LENGTH)
      for (const ch of password) expect(TEMP_PASSWORD_ALPHABET).toContain(ch)
    }
  })

  test('draws from the whole alphabet and does not repeat itself', () => {
    const seen = new Set<string>()
    const passwords = new Set<string>()
    for (let i = 0; i < 500; i += 1) {
      const password = generateTemporaryPassword()
      passwords.add(password)
      for (const ch of password) seen.add(ch)
    }
    expect(passwords.size).toBe(500)
    expect(seen.size).toBe(TEMP_PASSWORD_ALPHABET.length)
  })

  test('a typed password is kept; an empty one is replaced by a generated one', () => {
    expect(chooseTemporaryPassword('typed-password')).toBe('typed-password')
    expect(chooseTemporaryPassword('')).toHaveLength(TEMP_PASSWORD_LENGTH)
    expect(chooseTemporaryPassword(undefined)).toHaveLength(TEMP_PASSWORD_LENGTH)
  })
})
