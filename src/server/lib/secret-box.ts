/**
 * Secrets kept at rest (a marketplace connection's credentials, shared/monitoring.ts): AES-256-GCM
 * with a 12-byte random IV and a 16-byte tag, bound by its additional data to the record it
 * belongs to, so a sealed text copied onto another record does not open. The key is derived
 * (HKDF-SHA256) from MONITORING_KEY, else AUTH_SECRET, else the development secret the server
 * keeps in DATA_DIR when AUTH_SECRET is unset (never in production: env.ts requires AUTH_SECRET
 * there). Format: "v1." + base64url(iv ‖ tag ‖ ciphertext).
 */
import {
  createCipheriv,
  createDecipheriv,
  hkdfSync,
  randomBytes,
  type BinaryLike,
} from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Env } from '../env.ts'

const VERSION = 'v1.'
const IV_BYTES = 12
const TAG_BYTES = 16
const KEY_BYTES = 32

/** A sealed text that does not open: wrong key, wrong record, or changed. */
export class SecretBoxError extends Error {
  constructor() {
    super('The sealed secret could not be opened')
    this.name = 'SecretBoxError'
  }
}

/** A 32-byte key for one purpose (`info`) from a secret, by HKDF-SHA256. */
export function deriveKey(secret: BinaryLike, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), info, KEY_BYTES))
}

export function seal(key: Buffer, plaintext: string, aad: string): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES })
  cipher.setAAD(Buffer.from(aad, 'utf8'))
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return VERSION + Buffer.concat([iv, cipher.getAuthTag(), ct]).toString('base64url')
}

/** The plaintext, or SecretBoxError when the key, the additional data or a byte differs. */
export function open(key: Buffer, sealed: string, aad: string): string {
  if (!sealed.startsWith(VERSION)) throw new SecretBoxError()
  const bytes = Buffer.from(sealed.slice(VERSION.length), 'base64url')
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new SecretBoxError()
  const iv = bytes.subarray(0, IV_BYTES)
  const tag = bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES)
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES })
    decipher.setAAD(Buffer.from(aad, 'utf8'))
    decipher.setAuthTag(tag)
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8')
  } catch {
    throw new SecretBoxError()
  }
}

/**
 * The secret the server signs sessions with when AUTH_SECRET is unset, kept in DATA_DIR so that
 * sessions (and sealed credentials) survive restarts. Development and tests only.
 */
export function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret')
  fs.mkdirSync(dataDir, { recursive: true })
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  const secret = randomBytes(32).toString('base64url')
  try {
    // 'wx': when two callers race, the first file wins and both read it.
    fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  } catch {
    return fs.readFileSync(file, 'utf8').trim()
  }
}

const MONITORING_INFO = 'monitoring-credentials v1'
const keys = new Map<string, Buffer>()

/** The key of monitoring credentials: MONITORING_KEY, else AUTH_SECRET, else DATA_DIR's secret. */
export function monitoringKey(
  env: Pick<Env, 'MONITORING_KEY' | 'AUTH_SECRET' | 'DATA_DIR'>,
): Buffer {
  const secret = env.MONITORING_KEY ?? env.AUTH_SECRET ?? developmentSecret(env.DATA_DIR)
  let key = keys.get(secret)
  if (!key) {
    key = deriveKey(secret, MONITORING_INFO)
    keys.set(secret, key)
  }
  return key
}
