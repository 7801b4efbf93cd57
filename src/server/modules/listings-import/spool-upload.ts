/**
 * A listings file received whole before it is imported: its SHA-256 is known before the import is
 * created, so that the same file again is refused (409) before anything is stored, and the
 * partial unique index on the brand and the hash decides between copies sent at once
 * (run-file-import.ts). A file reaches 1 GB, so its bytes go to a temporary file, never to
 * memory; the file is unlinked as soon as it is open, so nothing is left behind even when the
 * process dies. It is then read from its first byte as often as the import needs (the header on
 * this thread, the rows here or on the worker).
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { HttpError } from '../../lib/http/errors.ts'

/** Bytes written to, and read from, the temporary file at a time. */
const BLOCK_BYTES = 1024 * 1024

/** The upload ended before its end (the client went away): nothing was kept. */
export class UploadInterrupted extends Error {}

export interface SpooledUpload {
  sha256: string
  bytes: number
  /** The file from its first byte (each call reads it again). */
  chunks(onRead?: (bytes: number) => void): AsyncGenerator<Uint8Array>
  /** Lets go of the temporary file (safe to call more than once). */
  close(): Promise<void>
}

/**
 * Writes the upload to a temporary file, hashing it. Throws UploadInterrupted when the upload
 * fails (an HttpError of its own, such as a body over its limit, as it is), or the disk's error
 * (with its syscall), with nothing left behind.
 */
export async function spoolUpload(upload: AsyncIterable<Uint8Array>): Promise<SpooledUpload> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'listings-upload-'))
  const file = path.join(dir, 'file')
  const handle = await fs.open(file, 'w+', 0o600)
  await fs.rm(dir, { recursive: true, force: true }).catch(() => undefined)
  let closed = false
  const close = async () => {
    if (closed) return
    closed = true
    await handle.close().catch(() => undefined)
  }
  const hash = createHash('sha256')
  let bytes = 0
  try {
    let pending: Uint8Array[] = []
    let pendingBytes = 0
    const flush = async () => {
      if (pendingBytes === 0) return
      const block = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes)
      let written = 0
      while (written < block.length) {
        const { bytesWritten } = await handle.write(
          block,
          written,
          block.length - written,
          bytes - pendingBytes + written,
        )
        written += bytesWritten
      }
      pending = []
      pendingBytes = 0
    }
    const source = upload[Symbol.asyncIterator]()
    for (;;) {
      let next: IteratorResult<Uint8Array>
      try {
        next = await source.next()
      } catch (error) {
        if (error instanceof HttpError) throw error
        throw new UploadInterrupted(error instanceof Error ? error.message : String(error))
      }
      if (next.done) break
      const chunk = next.value
      if (chunk.length === 0) continue
      hash.update(chunk)
      bytes += chunk.length
      pending.push(chunk)
      pendingBytes += chunk.length
      if (pendingBytes >= BLOCK_BYTES) await flush()
    }
    await flush()
  } catch (error) {
    await close()
    throw error
  }
  const size = bytes
  return {
    sha256: hash.digest('hex'),
    bytes: size,
    async *chunks(onRead) {
      let position = 0
      while (position < size) {
        // A fresh buffer each time: a reader may keep the chunks it was given.
        const buffer = Buffer.allocUnsafe(Math.min(BLOCK_BYTES, size - position))
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, position)
        if (bytesRead === 0) return
        position += bytesRead
        onRead?.(position)
        yield buffer.subarray(0, bytesRead)
      }
    },
    close,
  }
}
