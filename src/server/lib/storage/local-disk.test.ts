import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createLocalDiskStorage } from './local-disk.ts'
import { assertValidKey, type ObjectStorage } from './storage.ts'

let root: string
let storage: ObjectStorage

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'))
  storage = createLocalDiskStorage(root)
})
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true })
})

async function read(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer())
}

describe('local disk storage', () => {
  test('puts, gets and deletes an object under its key', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7 hello')
    await storage.put('documents/app-1/file.pdf', bytes)
    expect(fs.readFileSync(path.join(root, 'documents', 'app-1', 'file.pdf'), 'utf8')).toBe(
      '%PDF-1.7 hello',
    )
    const stored = await storage.get('documents/app-1/file.pdf')
    expect(stored!.size).toBe(bytes.length)
    expect((await read(stored!.body)).toString()).toBe('%PDF-1.7 hello')
    await storage.delete('documents/app-1/file.pdf')
    expect(await storage.get('documents/app-1/file.pdf')).toBeNull()
    await storage.delete('documents/app-1/file.pdf')
  })

  test('leaves no temporary file behind and is private to the owner', async () => {
    await storage.put('a/b.pdf', new Uint8Array([1, 2, 3]))
    expect(fs.readdirSync(path.join(root, 'a'))).toEqual(['b.pdf'])
    if (process.platform !== 'win32') {
      expect(fs.statSync(path.join(root, 'a', 'b.pdf')).mode & 0o077).toBe(0)
    }
  })

  test('replacing an object swaps it whole', async () => {
    await storage.put('x.pdf', new TextEncoder().encode('old'))
    await storage.put('x.pdf', new TextEncoder().encode('new content'))
    expect((await read((await storage.get('x.pdf'))!.body)).toString()).toBe('new content')
  })

  test('a missing object is null; a directory is not an object', async () => {
    expect(await storage.get('nothing/here.pdf')).toBeNull()
    await storage.put('dir/file.pdf', new Uint8Array([1]))
    expect(await storage.get('dir')).toBeNull()
  })

  test.each([
    '',
    '../escape.pdf',
    'a/../../b',
    '/abs.pdf',
    'a//b',
    'a/./b',
    '.hidden',
    'a\\b',
    'a/b\u0000c',
    'x'.repeat(600),
  ])('refuses the key %j', async (key) => {
    expect(() => assertValidKey(key)).toThrow(/Invalid storage key/)
    await expect(storage.put(key, new Uint8Array([1]))).rejects.toThrow(/Invalid storage key/)
  })
})
