/**
 * The local-disk adapter: objects are files under `root` (DATA_DIR/storage by default), which
 * is outside every directory the server serves. Writes go to a temporary file in the same
 * directory, are flushed, and are renamed into place, so a crash never leaves half a file under
 * a key.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { assertValidKey, type ObjectStorage } from './storage.ts'

export function createLocalDiskStorage(root: string): ObjectStorage {
  const fileOf = (key: string) => {
    assertValidKey(key)
    return path.join(root, ...key.split('/'))
  }

  return {
    async put(key, bytes) {
      const file = fileOf(key)
      await fsp.mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
      const temporary = `${file}.${randomUUID()}.partial`
      const handle = await fsp.open(temporary, 'wx', 0o600)
      try {
        await handle.writeFile(bytes)
        await handle.sync()
      } catch (error) {
        await handle.close()
        await fsp.rm(temporary, { force: true })
        throw error
      }
      await handle.close()
      try {
        await fsp.rename(temporary, file)
      } catch (error) {
        await fsp.rm(temporary, { force: true })
        throw error
      }
    },

    async get(key) {
      const file = fileOf(key)
      let size: number
      try {
        const stat = await fsp.stat(file)
        if (!stat.isFile()) return null
        size = stat.size
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
      const stream = Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>
      return { body: stream, size }
    },

    async delete(key) {
      await fsp.rm(fileOf(key), { force: true })
    },
  }
}
