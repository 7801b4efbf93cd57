/**
 * The bulk brand CSV from the request, as a byte stream: either the raw body (Content-Type
 * text/csv) or the `file` field of a multipart form (001 §5: only a file of type text/csv is
 * accepted, 'Please select a valid CSV file' otherwise). The route's upload limit has already
 * refused a body over BRAND_IMPORT_MAX_BYTES, chunked ones too. Since issue 16 the import holds
 * the file whole (`readWholeFile`, at most that limit) to know its SHA-256 before a row is
 * stored: the same file is not imported twice.
 */
import { createHash } from 'node:crypto'
import type { Context } from 'hono'
import {
  BRAND_IMPORT_CODES,
  BRAND_IMPORT_MESSAGES,
  CSV_MIME_TYPES,
} from '#shared/brand-import-texts.ts'
import { looksLikeCsvFile } from '#shared/schemas/brand-import.ts'
import { HttpError } from '../../lib/http/errors.ts'
import type { AppEnv } from '../../lib/http/types.ts'

export const CSV_FILE_FIELD = 'file'

export interface CsvUpload {
  stream: ReadableStream<Uint8Array>
  /** The file's size when known (Content-Length or the multipart part), for progress. */
  totalBytes: number | null
}

export const invalidCsvFile = () =>
  new HttpError(400, {
    code: BRAND_IMPORT_CODES.invalidFile,
    message: BRAND_IMPORT_MESSAGES.invalidFile,
  })

export const noDataRows = () =>
  new HttpError(400, {
    code: BRAND_IMPORT_CODES.noDataRows,
    message: BRAND_IMPORT_MESSAGES.needsRows,
  })

const RAW_CSV_TYPES: readonly string[] = CSV_MIME_TYPES.filter(
  (t) => t !== 'application/vnd.ms-excel',
)

export async function readCsvUpload(c: Context<AppEnv>): Promise<CsvUpload> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (type === 'multipart/form-data') {
    let form: FormData
    try {
      form = await c.req.formData()
    } catch {
      throw invalidCsvFile()
    }
    const file = form.get(CSV_FILE_FIELD)
    if (!(file instanceof File) || !looksLikeCsvFile(file)) throw invalidCsvFile()
    if (file.size === 0) throw noDataRows()
    return { stream: file.stream(), totalBytes: file.size }
  }
  if (!RAW_CSV_TYPES.includes(type)) throw invalidCsvFile()
  const body = c.req.raw.body
  if (!body) throw noDataRows()
  const length = c.req.header('content-length')
  const chunked = c.req.header('transfer-encoding') !== undefined
  const totalBytes = length && !chunked && /^\d+$/.test(length) ? Number(length) : null
  return { stream: body, totalBytes }
}

/**
 * The stream's chunks as they come; `onBytes` counts what was read, for progress. Stopped early
 * (a refused file, a failed import), the rest of the body is let go.
 */
export async function* countedChunks(
  stream: ReadableStream<Uint8Array>,
  onBytes: (n: number) => void,
): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader()
  let finished = false
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      onBytes(value.byteLength)
      yield value
    }
    finished = true
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined)
    reader.releaseLock()
  }
}

export interface WholeFile {
  chunks: Uint8Array[]
  bytes: number
  /** Hex SHA-256 of the file's bytes. */
  sha256: string
}

/** The whole upload, hashed as it arrives (the route's limit bounds its size). */
export async function readWholeFile(stream: ReadableStream<Uint8Array>): Promise<WholeFile> {
  const hash = createHash('sha256')
  const chunks: Uint8Array[] = []
  let bytes = 0
  for await (const chunk of countedChunks(stream, (n) => (bytes += n))) {
    hash.update(chunk)
    chunks.push(chunk)
  }
  return { chunks, bytes, sha256: hash.digest('hex') }
}

/** The held file's chunks again, for the reader; `onBytes` counts them as they are read. */
export async function* wholeFileChunks(
  file: WholeFile,
  onBytes: (n: number) => void,
): AsyncGenerator<Uint8Array> {
  for (const chunk of file.chunks) {
    onBytes(chunk.byteLength)
    yield chunk
  }
}
