/**
 * `npm run build`: writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every
 * compressible file of dist/client, so the server sends them as they are (serveStatic's
 * `precompressed`) instead of compressing on each request at a lower level.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|webmanifest|txt|xml)$/
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024

export function precompressDir(dir: string): { files: number; bytes: number; brotliBytes: number } {
  let files = 0
  let bytes = 0
  let brotliBytes = 0
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    const content = fs.readFileSync(file)
    if (content.length < MIN_BYTES) continue
    const brotli = zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    })
    fs.writeFileSync(`${file}.br`, brotli)
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }))
    files++
    bytes += content.length
    brotliBytes += brotli.length
  }
  return { files, bytes, brotliBytes }
}
