import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import { describe, expect, test } from 'vitest'
import { UploadInterrupted, spoolUpload } from './spool-upload.ts'

async function* pieces(bytes: Uint8Array, size: number) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size)
}

/** This process's open files under the upload's name (Linux: /proc), as the kernel shows them. */
const openUploads = () =>
  fs.existsSync('/proc/self/fd')
    ? fs
        .readdirSync('/proc/self/fd')
        .map((fd) => {
          try {
            return fs.readlinkSync(`/proc/self/fd/${fd}`)
          } catch {
            return ''
          }
        })
        .filter((target) => target.startsWith(os.tmpdir()) && target.includes('listings-upload-'))
    : null

describe('an upload kept whole before it is imported', () => {
  test('is read back byte for byte, as often as asked, with its SHA-256 and size', async () => {
    const bytes = new Uint8Array(3 * 1024 * 1024 + 17).map((_, i) => (i * 31) % 251)
    const spooled = await spoolUpload(pieces(bytes, 7_919))
    // Open, but unlinked already: nothing is left on the disk if the process dies.
    const open = openUploads()
    if (open) {
      expect(open).toHaveLength(1)
      expect(open[0]).toMatch(/\(deleted\)$/)
    }
    expect(spooled.bytes).toBe(bytes.length)
    expect(spooled.sha256).toBe(createHash('sha256').update(bytes).digest('hex'))
    for (let pass = 0; pass < 2; pass++) {
      const positions: number[] = []
      const parts: Uint8Array[] = []
      for await (const chunk of spooled.chunks((p) => positions.push(p))) parts.push(chunk)
      expect(Buffer.concat(parts).equals(Buffer.from(bytes))).toBe(true)
      expect(positions.at(-1)).toBe(bytes.length)
    }
    await spooled.close()
    await spooled.close()
    if (open) expect(openUploads()).toEqual([])
  })

  test('an upload cut off half-way is UploadInterrupted, an empty one is empty', async () => {
    async function* cut() {
      yield new Uint8Array(10)
      throw new TypeError('terminated')
    }
    await expect(spoolUpload(cut())).rejects.toBeInstanceOf(UploadInterrupted)
    const empty = await spoolUpload(pieces(new Uint8Array(0), 1))
    expect(empty.bytes).toBe(0)
    const parts = []
    for await (const chunk of empty.chunks()) parts.push(chunk)
    expect(parts).toEqual([])
    await empty.close()
  })
})
