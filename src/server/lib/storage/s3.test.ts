/**
 * The S3 adapter against a small S3-compatible server on a loopback port: path-style requests,
 * signed with AWS Signature V4, objects kept in memory.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseEnv } from '../../env.ts'
import { createStorage } from './create-storage.ts'
import { createS3Storage } from './s3.ts'
import type { ObjectStorage } from './storage.ts'

interface Request {
  method: string
  path: string
  authorization: string
}

function startFakeS3() {
  const objects = new Map<string, Buffer>()
  const requests: Request[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
      requests.push({
        method: req.method ?? '',
        path,
        authorization: req.headers.authorization ?? '',
      })
      if (!String(req.headers.authorization).startsWith('AWS4-HMAC-SHA256 Credential=AKIDTEST/')) {
        res.writeHead(403, { 'Content-Type': 'application/xml' })
        res.end('<Error><Code>AccessDenied</Code><Message>no</Message></Error>')
        return
      }
      if (req.method === 'PUT') {
        objects.set(path, Buffer.concat(chunks))
        res.writeHead(200, { ETag: '"etag"' })
        res.end()
      } else if (req.method === 'GET') {
        const body = objects.get(path)
        if (!body) {
          res.writeHead(404, { 'Content-Type': 'application/xml' })
          res.end(
            '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
          )
          return
        }
        res.writeHead(200, {
          'Content-Length': body.length,
          'Content-Type': 'application/octet-stream',
        })
        res.end(body)
      } else if (req.method === 'DELETE') {
        objects.delete(path)
        res.writeHead(204)
        res.end()
      } else {
        res.writeHead(405)
        res.end()
      }
    })
  })
  return new Promise<{
    url: string
    objects: Map<string, Buffer>
    requests: Request[]
    close: () => Promise<void>
  }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        objects,
        requests,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}

const read = async (stream: ReadableStream<Uint8Array>) =>
  Buffer.from(await new Response(stream).arrayBuffer()).toString()

describe('S3 storage', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>
  let storage: ObjectStorage

  beforeAll(async () => {
    s3 = await startFakeS3()
    storage = createS3Storage({
      bucket: 'files',
      region: 'us-east-1',
      endpoint: s3.url,
      accessKeyId: 'AKIDTEST',
      secretAccessKey: 'secret-key',
      forcePathStyle: true,
      prefix: 'marketplace/',
    })
  })
  afterAll(async () => {
    await s3?.close()
  })

  test('puts, gets and deletes an object under the prefixed key, with signed requests', async () => {
    await storage.put('documents/app-1/file.pdf', new TextEncoder().encode('%PDF-1.7 hello'))
    expect(s3.objects.get('/files/marketplace/documents/app-1/file.pdf')?.toString()).toBe(
      '%PDF-1.7 hello',
    )
    const stored = await storage.get('documents/app-1/file.pdf')
    expect(stored!.size).toBe(14)
    expect(await read(stored!.body)).toBe('%PDF-1.7 hello')
    await storage.delete('documents/app-1/file.pdf')
    expect(await storage.get('documents/app-1/file.pdf')).toBeNull()
    expect(s3.requests.every((r) => r.authorization.includes('/us-east-1/s3/aws4_request'))).toBe(
      true,
    )
  })

  test('a missing object is null; a refused request is an error, not a missing file', async () => {
    expect(await storage.get('nothing/here.pdf')).toBeNull()
    const intruder = createS3Storage({
      bucket: 'files',
      region: 'us-east-1',
      endpoint: s3.url,
      accessKeyId: 'SOMEONE',
      secretAccessKey: 'else',
      forcePathStyle: true,
    })
    await expect(intruder.get('documents/app-1/file.pdf')).rejects.toThrow()
  })

  test('keys are checked before any request', async () => {
    const before = s3.requests.length
    await expect(storage.put('../escape.pdf', new Uint8Array([1]))).rejects.toThrow(
      /Invalid storage key/,
    )
    expect(s3.requests.length).toBe(before)
  })

  test('the environment picks S3 when S3_BUCKET is set, else the local disk', async () => {
    const env = parseEnv({
      NODE_ENV: 'test',
      S3_BUCKET: 'files',
      S3_ENDPOINT: s3.url,
      S3_ACCESS_KEY_ID: 'AKIDTEST',
      S3_SECRET_ACCESS_KEY: 'secret-key',
      S3_FORCE_PATH_STYLE: 'true',
    })
    await createStorage(env).put('from-env.txt', new TextEncoder().encode('via env'))
    expect(s3.objects.get('/files/from-env.txt')?.toString()).toBe('via env')
    expect(() => parseEnv({ NODE_ENV: 'test', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'x' })).toThrow(
      /set together/,
    )
    expect(() => parseEnv({ NODE_ENV: 'test', S3_PREFIX: '../x' })).toThrow(/S3_PREFIX/)
  })
})
