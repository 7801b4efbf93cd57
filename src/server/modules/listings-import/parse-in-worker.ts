/**
 * A large listings file read on a worker thread while this thread writes (issue 14, decision
 * 013): reading a row (csv-parse, the format's columns, the COPY line and its hash) costs about
 * as much as the database's COPY of it, and on the embedded database both ran on this one
 * thread, one after the other. Now the worker reads chunk n + 1 while chunk n is written.
 *
 * The protocol (parse-protocol.ts): this thread sends the file's bytes, keeping up to
 * AHEAD_BYTES unread in the worker (more whenever it says it is starving, so a row longer than
 * that still gets through), and the worker sends COPY text of LISTING_IMPORT_CHUNK_ROWS rows, at
 * most CHUNKS_AHEAD of them not yet written. Memory stays bounded whatever the file's size.
 */
import { Worker } from 'node:worker_threads'
import type { Database } from '../../db/client.ts'
import { TabularError, TooManyBlankLinesError } from '../../lib/tabular/errors.ts'
import { importHeartbeat } from './import-listings.ts'
import { ImportWarnings } from './import-warnings.ts'
import { OBSERVATION_COPY, Rejections, type ImportProgress } from './observation-lines.ts'
import type { ParseSpec, ToMain, ToWorker } from './parse-protocol.ts'
import { XlsxTooLargeError } from './read-listings-file.ts'

const AHEAD_BYTES = 8 * 1024 * 1024
const CHUNKS_AHEAD = 2

/**
 * The worker: the built bundle's file beside it; from the sources (tsx, vitest), the TypeScript
 * module loaded through tsx's loader, registered in the worker first.
 */
function startWorker(spec: ParseSpec): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./listings-parse-worker.js', import.meta.url), { workerData: spec })
  }
  const module = new URL('./listings-parse-worker.ts', import.meta.url).href
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(module)}) })`,
    { eval: true, workerData: spec },
  )
}

/**
 * Bytes pulled from a stream are kept until `replay()`: the header is read here (to choose the
 * format), then the worker reads the whole file again from its first byte.
 */
export class ReplayableBytes {
  private readonly kept: Uint8Array[] = []
  private keeping = true
  private readonly source: AsyncIterator<Uint8Array>

  constructor(chunks: AsyncIterable<Uint8Array>) {
    this.source = chunks[Symbol.asyncIterator]()
  }

  async *read(): AsyncGenerator<Uint8Array> {
    for (;;) {
      const next = await this.source.next()
      if (next.done) return
      if (this.keeping) this.kept.push(next.value)
      yield next.value
    }
  }

  /** Lets go of the bytes kept, and keeps no more: they will not be read again. */
  forget() {
    this.keeping = false
    this.kept.length = 0
  }

  /** The bytes read so far, then the rest of the stream (read() must not be used after). */
  async *replay(): AsyncGenerator<Uint8Array> {
    yield* this.kept.splice(0)
    for (;;) {
      const next = await this.source.next()
      if (next.done) return
      yield next.value
    }
  }
}

function errorOf(message: Extract<ToMain, { type: 'error' }>): Error {
  if (message.kind === 'xlsx-too-large') return new XlsxTooLargeError()
  if (message.kind === 'blank-lines') {
    return new TooManyBlankLinesError(message.line, message.maxBlankLines)
  }
  if (message.kind === 'unreadable') return new TabularError(message.message)
  return new Error(message.message)
}

/**
 * Writes a file's rows with COPY as the worker reads them; the same answer and the same errors
 * as writeObservations (a file unreadable half-way is a TabularError, the caller fails the
 * import).
 */
export async function writeObservationsInWorker(
  database: Database,
  importRow: { id: string; brandId: string; observedAt: Date },
  bytes: AsyncIterable<Uint8Array>,
  format: Pick<ParseSpec, 'formatId' | 'context'>,
  onProgress: (p: ImportProgress) => void,
): Promise<{
  rowsRead: number
  stored: number
  rejections: Rejections
  warnings: ImportWarnings
}> {
  const spec: ParseSpec = {
    importId: importRow.id,
    brandId: importRow.brandId,
    observedAt: importRow.observedAt.getTime(),
    now: Date.now(),
    formatId: format.formatId,
    context: format.context,
    chunksAhead: CHUNKS_AHEAD,
  }
  const worker = startWorker(spec)
  const send = (message: ToWorker) => worker.postMessage(message)

  const inbox: ToMain[] = []
  let failure: Error | null = null
  let finished = false
  let wakeReader: (() => void) | null = null
  let wakeFeeder: (() => void) | null = null
  const poke = () => {
    const reader = wakeReader
    const feeder = wakeFeeder
    wakeReader = wakeFeeder = null
    reader?.()
    feeder?.()
  }
  let sent = 0
  let consumed = 0
  let starving = false
  worker.on('message', (message: ToMain) => {
    if (message.type === 'starving') {
      consumed = message.consumed
      starving = true
    } else {
      if (message.type === 'chunk') consumed = message.consumed
      inbox.push(message)
    }
    poke()
  })
  worker.on('error', (error) => {
    failure ??= error
    poke()
  })
  worker.on('exit', (code) => {
    if (!finished) failure ??= new Error(`the listings parse worker stopped (exit code ${code})`)
    poke()
  })

  // The bytes go to the worker ahead of its reading, never more than AHEAD_BYTES unread unless
  // it is starving (a row longer than that).
  const iterator = bytes[Symbol.asyncIterator]()
  void (async () => {
    for (;;) {
      while (!finished && !failure && !starving && sent - consumed >= AHEAD_BYTES) {
        await new Promise<void>((resolve) => (wakeFeeder = resolve))
      }
      if (finished || failure) return
      const next = await iterator.next()
      if (next.done) {
        send({ type: 'end' })
        return
      }
      starving = false
      sent += next.value.length
      send({ type: 'bytes', chunk: next.value })
    }
  })().catch((error: unknown) => {
    // The upload failed (the client went away, a body limit): the import fails with it.
    failure ??= error instanceof Error ? error : new Error(String(error))
    poke()
  })

  const nextMessage = async (): Promise<ToMain> => {
    for (;;) {
      const message = inbox.shift()
      if (message) return message
      if (failure) throw failure
      await new Promise<void>((resolve) => (wakeReader = resolve))
    }
  }

  let stored = 0
  const heartbeat = importHeartbeat(database, importRow.id)
  try {
    for (;;) {
      const message = await nextMessage()
      if (message.type === 'error') throw errorOf(message)
      if (message.type === 'done') {
        const rejections = Rejections.from(message.rejections, message.rejected)
        const warnings = ImportWarnings.from(message.warnings)
        onProgress({ rowsRead: message.rowsRead, stored, rejected: message.rejected })
        return { rowsRead: message.rowsRead, stored, rejections, warnings }
      }
      if (message.type !== 'chunk') continue
      await database.copyFrom(OBSERVATION_COPY, message.text)
      send({ type: 'written' })
      stored += message.rows
      await heartbeat()
      onProgress({ rowsRead: message.rowsRead, stored, rejected: message.rejected })
    }
  } finally {
    // The feeder may wait on the upload still; it stops at its next step.
    finished = true
    poke()
    await worker.terminate()
  }
}
