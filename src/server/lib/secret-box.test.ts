import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import {
  SecretBoxError,
  deriveKey,
  developmentSecret,
  monitoringKey,
  open,
  seal,
} from './secret-box.ts'

const key = deriveKey('a-secret-of-at-least-thirty-two-characters', 'test v1')
const PLAINTEXT = JSON.stringify({ apiKey: 'keepa-secret-key-0123456789' })

describe('secret box', () => {
  test('a sealed text opens with the same key and additional data', () => {
    const sealed = seal(key, PLAINTEXT, 'conn|brand|keepa_api')
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/)
    expect(sealed).not.toContain('keepa-secret')
    expect(open(key, sealed, 'conn|brand|keepa_api')).toBe(PLAINTEXT)
  })

  test('every seal has its own IV: the same text seals differently', () => {
    expect(seal(key, PLAINTEXT, 'a')).not.toBe(seal(key, PLAINTEXT, 'a'))
  })

  test('other additional data (another record) does not open it', () => {
    const sealed = seal(key, PLAINTEXT, 'conn-1|brand|keepa_api')
    expect(() => open(key, sealed, 'conn-2|brand|keepa_api')).toThrow(SecretBoxError)
  })

  test('a changed byte anywhere does not open', () => {
    const sealed = seal(key, PLAINTEXT, 'aad')
    const bytes = Buffer.from(sealed.slice(3), 'base64url')
    for (const at of [0, 12, 28, bytes.length - 1]) {
      const tampered = Buffer.from(bytes)
      tampered[at] = tampered[at]! ^ 0x01
      expect(() => open(key, `v1.${tampered.toString('base64url')}`, 'aad')).toThrow(SecretBoxError)
    }
    expect(() => open(key, 'v1.short', 'aad')).toThrow(SecretBoxError)
    expect(() => open(key, sealed.replace('v1.', 'v2.'), 'aad')).toThrow(SecretBoxError)
  })

  test('another key does not open', () => {
    const sealed = seal(key, PLAINTEXT, 'aad')
    const other = deriveKey('another-secret-of-at-least-thirty-two-chars', 'test v1')
    expect(() => open(other, sealed, 'aad')).toThrow(SecretBoxError)
    // The same secret for another purpose is another key too.
    const otherPurpose = deriveKey('a-secret-of-at-least-thirty-two-characters', 'test v2')
    expect(() => open(otherPurpose, sealed, 'aad')).toThrow(SecretBoxError)
  })

  test('the monitoring key: MONITORING_KEY, else AUTH_SECRET, else the data directory’s secret', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-box-'))
    try {
      const a = 'monitoring-key-0123456789-0123456789'
      const b = 'auth-secret-0123456789-0123456789-xx'
      const byMonitoring = monitoringKey({ MONITORING_KEY: a, AUTH_SECRET: b, DATA_DIR: dataDir })
      const byAuth = monitoringKey({ MONITORING_KEY: undefined, AUTH_SECRET: b, DATA_DIR: dataDir })
      const byDir = monitoringKey({
        MONITORING_KEY: undefined,
        AUTH_SECRET: undefined,
        DATA_DIR: dataDir,
      })
      expect(byMonitoring.equals(byAuth)).toBe(false)
      expect(byAuth.equals(byDir)).toBe(false)
      expect(byMonitoring.length).toBe(32)
      // The data directory's secret is the one the server signs sessions with, kept across restarts.
      expect(developmentSecret(dataDir)).toBe(
        fs.readFileSync(path.join(dataDir, 'auth-secret'), 'utf8'),
      )
      expect(
        monitoringKey({ MONITORING_KEY: undefined, AUTH_SECRET: undefined, DATA_DIR: dataDir }),
      ).toEqual(byDir)
      expect(byDir.equals(deriveKey(developmentSecret(dataDir), 'monitoring-credentials v1'))).toBe(
        true,
      )
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
