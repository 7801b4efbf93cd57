/**
 * The S3 adapter against s3rver, an S3-compatible server, on a loopback port with its objects in
 * a temporary directory, path-style. s3rver knows one account (S3RVER / S3RVER) and refuses any
 * other access key id, but it does not verify Signature V4 signatures (its own source: "Signature
 * version 4 calculation is unimplemented"), so a wrong secret cannot be shown refused here; the
 * test checks instead that every request carries a V4 signature for the configured region.
 */
import fs from 'node:fs'
import type { IncomingMessage, Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { parseEnv } from '../../env.ts'
import { createStorage } from './create-storage.ts'
import { createS3Storage, type S3StorageOptions } from './s3.ts'
import type { ObjectStorage } from './storage.ts'

const BUCKET = 'files'
/** s3rver's built-in account; it accepts no other. */
const ACCESS_KEY_ID = 'S3RVER'
const SECRET_ACCESS_KEY = 'S3RVER'

const read = async (stream: ReadableStream<Uint8Array>) =>
  Buffer.from(await new Response(stream).arrayBuffer()).toString()

describe('S3 storage', () => {
  let directory: string
  let server: S3rver
  let endpoint: string
  let storage: ObjectStorage
  const authorizations: string[] = []
  const options = (overrides: Partial<S3StorageOptions> = {}): S3StorageOptions => ({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    forcePathStyle: true,
    ...overrides,
  })
  /** The object as s3rver keeps it on disk (`<bucket>/<key>._S3rver_object`), not via the adapter. */
  const stored = (key: string) => {
    const file = path.join(directory, BUCKET, `${key}._S3rver_object`)
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined
  }
  // s3rver may answer the PUT before its file is flushed (seen empty on a loaded machine).
  const storedSoon = (key: string, text: string) =>
    vi.waitFor(() => expect(stored(key)).toBe(text), { timeout: 5_000, interval: 50 })

  beforeAll(async () => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'))
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    })
    const { port } = await server.run()
    // Observed beside s3rver's own handler, which still answers every request.
    const http = (server as unknown as { httpServer: Server }).httpServer
    http.on('request', (req: IncomingMessage) => {
      authorizations.push(req.headers.authorization ?? '')
    })
    endpoint = `http://127.0.0.1:${port}`
    storage = createS3Storage(options({ prefix: 'marketplace/' }))
  })
  afterAll(async () => {
    await server?.close()
    if (directory) fs.rmSync(directory, { recursive: true, force: true })
  })

  test('puts, gets and deletes an object under the prefixed key', async () => {
    await storage.put('documents/app-1/file.pdf', new TextEncoder().encode('%PDF-1.7 hello'))
    await storedSoon('marketplace/documents/app-1/file.pdf', '%PDF-1.7 hello')
    const object = await storage.get('documents/app-1/file.pdf')
    expect(object!.size).toBe(14)
    expect(await read(object!.body)).toBe('%PDF-1.7 hello')
    await storage.delete('documents/app-1/file.pdf')
    expect(stored('marketplace/documents/app-1/file.pdf')).toBeUndefined()
    expect(await storage.get('documents/app-1/file.pdf')).toBeNull()
    // put, get, delete, get
    expect(authorizations).toHaveLength(4)
    for (const authorization of authorizations) {
      expect(authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=S3RVER\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/,
      )
    }
  })

  test('a second put replaces the object; binary content survives the round trip', async () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i)
    await storage.put('documents/app-2/bytes.pdf', new TextEncoder().encode('first'))
    await storage.put('documents/app-2/bytes.pdf', bytes)
    const object = await storage.get('documents/app-2/bytes.pdf')
    expect(object!.size).toBe(256)
    expect(new Uint8Array(await new Response(object!.body).arrayBuffer())).toEqual(bytes)
  })

  test('a missing object is null; a refused request is an error, not a missing file', async () => {
    expect(await storage.get('nothing/here.pdf')).toBeNull()
    await storage.put('documents/app-3/file.pdf', new TextEncoder().encode('%PDF-1.7 secret'))
    const unknownKey = createS3Storage(options({ accessKeyId: 'SOMEONE', secretAccessKey: 'else' }))
    await expect(unknownKey.get('marketplace/documents/app-3/file.pdf')).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    })
    await expect(
      unknownKey.put('marketplace/documents/app-3/file.pdf', new TextEncoder().encode('x')),
    ).rejects.toMatchObject({ name: 'InvalidAccessKeyId' })
    // The refused write changed nothing.
    await storedSoon('marketplace/documents/app-3/file.pdf', '%PDF-1.7 secret')
  })

  test('keys are checked before any request', async () => {
    const before = authorizations.length
    await expect(storage.put('../escape.pdf', new Uint8Array([1]))).rejects.toThrow(
      /Invalid storage key/,
    )
    await expect(storage.get('a/../../b.pdf')).rejects.toThrow(/Invalid storage key/)
    expect(authorizations).toHaveLength(before)
  })

  test('the environment picks S3 when S3_BUCKET is set, else the local disk', async () => {
    const env = parseEnv({
      NODE_ENV: 'test',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    })
    await createStorage(env).put('from-env.txt', new TextEncoder().encode('via env'))
    await storedSoon('from-env.txt', 'via env')
    expect(() => parseEnv({ NODE_ENV: 'test', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'x' })).toThrow(
      /set together/,
    )
    expect(() => parseEnv({ NODE_ENV: 'test', S3_PREFIX: '../x' })).toThrow(/S3_PREFIX/)
  })
})
