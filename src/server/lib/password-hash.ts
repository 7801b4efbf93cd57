/**
 * Password hashing for better-auth on Node's own scrypt (decision 015). The stored format and
 * the parameters are better-auth's (`<salt hex>:<key hex>`, scrypt N=16384 r=16 p=1, 64-byte
 * key, NFKC), so hashes written before this module verify unchanged. Node computes scrypt in
 * native code on its thread pool: a sign-in no longer holds the event loop for the 150–300 ms
 * that the pure-JavaScript scrypt took.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

export interface ScryptCost {
  /** CPU and memory cost, a power of two. */
  N: number
  r: number
  p: number
}

/** better-auth's own parameters: every stored hash was made with them. */
export const SCRYPT_COST: ScryptCost = { N: 16384, r: 16, p: 1 }

/**
 * For the test apps only (src/testing/test-app.ts), as Django's tests use a fast hasher: the
 * same code, 64 times less work. A hash made with it does not verify at the production cost.
 */
export const SCRYPT_TEST_COST: ScryptCost = { N: 256, r: 16, p: 1 }

const KEY_LENGTH = 64
const SALT_BYTES = 16

function derive(password: string, salt: string, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = {
    N: cost.N,
    r: cost.r,
    p: cost.p,
    // 128·N·r bytes are needed; twice that, as better-auth allows.
    maxmem: 128 * cost.N * cost.r * 2,
  }
  return new Promise((resolve, reject) => {
    // better-auth salts with the hex text of the salt, not its bytes: kept for compatibility.
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

export interface PasswordHasher {
  hash(password: string): Promise<string>
  verify(input: { hash: string; password: string }): Promise<boolean>
}

export function scryptPasswordHasher(cost: ScryptCost = SCRYPT_COST): PasswordHasher {
  return {
    async hash(password) {
      const salt = randomBytes(SALT_BYTES).toString('hex')
      const key = await derive(password, salt, cost)
      return `${salt}:${key.toString('hex')}`
    },
    async verify({ hash, password }) {
      const [salt, keyHex] = hash.split(':')
      if (!salt || !keyHex || !/^[0-9a-f]+$/i.test(keyHex)) return false
      const expected = Buffer.from(keyHex, 'hex')
      if (expected.length !== KEY_LENGTH) return false
      return timingSafeEqual(await derive(password, salt, cost), expected)
    },
  }
}
