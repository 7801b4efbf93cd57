import { hashPassword, verifyPassword } from 'better-auth/crypto'
import { describe, expect, test } from 'vitest'
import { SCRYPT_TEST_COST, scryptPasswordHasher } from './password-hash.ts'

const hasher = scryptPasswordHasher()

describe('scryptPasswordHasher', () => {
  test('a hash better-auth wrote verifies, and one written here verifies in better-auth', async () => {
    const theirs = await hashPassword('Correct horse 1')
    expect(await hasher.verify({ hash: theirs, password: 'Correct horse 1' })).toBe(true)
    expect(await hasher.verify({ hash: theirs, password: 'Correct horse 2' })).toBe(false)

    const ours = await hasher.hash('Correct horse 1')
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/)
    expect(await verifyPassword({ hash: ours, password: 'Correct horse 1' })).toBe(true)
    expect(await verifyPassword({ hash: ours, password: 'correct horse 1' })).toBe(false)
  })

  test('two hashes of one password differ by their salt', async () => {
    const [a, b] = await Promise.all([hasher.hash('same-password'), hasher.hash('same-password')])
    expect(a).not.toBe(b)
  })

  test('a password is compared after NFKC normalisation, as better-auth does', async () => {
    const composed = await hasher.hash('caf\u00e9-password')
    expect(await hasher.verify({ hash: composed, password: 'cafe\u0301-password' })).toBe(true)
  })

  test('a malformed stored hash is a mismatch, not an exception', async () => {
    for (const hash of ['', 'nocolon', 'abc:', ':def', 'abc:zz', 'abc:0011']) {
      expect(await hasher.verify({ hash, password: 'anything' })).toBe(false)
    }
  })

  test('the test cost makes hashes the production cost does not accept', async () => {
    const light = scryptPasswordHasher(SCRYPT_TEST_COST)
    const hash = await light.hash('pass-word-123')
    expect(await light.verify({ hash, password: 'pass-word-123' })).toBe(true)
    expect(await hasher.verify({ hash, password: 'pass-word-123' })).toBe(false)
  })
})
