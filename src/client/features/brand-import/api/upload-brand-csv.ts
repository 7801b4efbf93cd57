/**
 * Sends the CSV to the import route with XMLHttpRequest, the one browser API that reports
 * upload progress, and reads the streamed JSON lines of the answer as they arrive.
 */
import { BRAND_IMPORT_MESSAGES as M, BRAND_IMPORT_PATHS } from '#shared/brand-import-texts.ts'

export interface RowError {
  row: number
  message: string
}

export interface ImportProgressLine {
  type: 'progress'
  processed: number
  imported: number
  /** Rows whose brand the directory already held (issue 16): skipped. */
  duplicates: number
  failed: number
  bytes: number
  totalBytes: number | null
}

export interface ImportDoneLine {
  type: 'done'
  processed: number
  imported: number
  duplicates: number
  failed: number
  errors: RowError[]
  moreErrors: number
}

interface ImportErrorLine {
  type: 'error'
  message: string
}

type ImportLine = ImportProgressLine | ImportDoneLine | ImportErrorLine

export class UploadError extends Error {
  /** The HTTP status of a refusal (409: this file was imported already), 0 for none. */
  constructor(
    message: string,
    readonly status = 0,
  ) {
    super(message)
  }
}

export interface UploadHandlers {
  /** Bytes of the file sent so far. */
  onUpload: (sent: number, total: number) => void
  /** After each batch the server committed. */
  onProgress: (line: ImportProgressLine) => void
}

export function uploadBrandCsv(
  file: File,
  handlers: UploadHandlers,
  signal?: AbortSignal,
): Promise<ImportDoneLine> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    let read = 0
    let result: ImportDoneLine | null = null
    let failure: string | null = null

    const readLines = () => {
      const text = xhr.responseText
      let end = text.indexOf('\n', read)
      while (end >= 0) {
        const raw = text.slice(read, end).trim()
        read = end + 1
        end = text.indexOf('\n', read)
        if (!raw) continue
        let line: ImportLine
        try {
          line = JSON.parse(raw) as ImportLine
        } catch {
          continue
        }
        if (line.type === 'progress') handlers.onProgress(line)
        else if (line.type === 'done') result = line
        else failure = line.message
      }
    }

    xhr.open('POST', BRAND_IMPORT_PATHS.import)
    xhr.withCredentials = true
    xhr.setRequestHeader('Content-Type', 'text/csv')
    xhr.upload.onprogress = (e) =>
      handlers.onUpload(e.loaded, e.lengthComputable ? e.total : file.size)
    xhr.onprogress = () => {
      if (xhr.status === 200) readLines()
    }
    xhr.onload = () => {
      if (xhr.status !== 200) {
        let message: string = M.uploadFailed
        try {
          message = (JSON.parse(xhr.responseText) as { message?: string }).message ?? message
        } catch {
          // not JSON: keep the generic text
        }
        reject(new UploadError(message, xhr.status))
        return
      }
      readLines()
      if (result) resolve(result)
      else reject(new UploadError(failure ?? M.uploadFailed))
    }
    xhr.onerror = () => reject(new UploadError('Failed to fetch'))
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(file)
  })
}
