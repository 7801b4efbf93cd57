/**
 * The messages between an import and its parse worker (parse-in-worker.ts,
 * listings-parse-worker.ts).
 */
import type { ListingSource } from '#shared/listings.ts'
import type { ListingImportSummary } from '../../db/schema/index.ts'
import type { FormatContext } from './formats/index.ts'
import type { ImportWarnings } from './import-warnings.ts'

export interface ParseSpec {
  importId: string
  brandId: string
  /** When rows that do not say were observed (epoch ms). */
  observedAt: number
  /** The import's start (epoch ms): rows observed more than a day after it are refused. */
  now: number
  formatId: ListingSource
  context: FormatContext
  /** Chunks the worker may send before the main thread has written the first of them. */
  chunksAhead: number
}

export type ToWorker =
  | { type: 'bytes'; chunk: Uint8Array }
  | { type: 'end' }
  /** A chunk was written: the worker may send one more. */
  | { type: 'written' }

export type ToMain =
  /** The worker has read every byte it was sent (`consumed` in all). */
  | { type: 'starving'; consumed: number }
  | {
      type: 'chunk'
      text: string
      rows: number
      rowsRead: number
      rejected: number
      consumed: number
    }
  | {
      type: 'done'
      rowsRead: number
      rejections: ListingImportSummary['rejections']
      rejected: number
      /** The rows' warnings (import-warnings.ts), counted as the worker read them. */
      warnings: ReturnType<ImportWarnings['state']>
    }
  | { type: 'error'; kind: 'unreadable' | 'xlsx-too-large' | 'failed'; message: string }
  /** More blank lines in a row than the limit: what TooManyBlankLinesError carries. */
  | { type: 'error'; kind: 'blank-lines'; line: number; maxBlankLines: number; message: string }
