/**
 * The worker thread that reads a large listings file (issue 14): bytes in from the main thread,
 * COPY text out, a chunk at a time, while the main thread writes the previous chunk. Reading and
 * judging a row's cells costs about as much as writing it; on the embedded database both ran on
 * one thread (decision 013). The protocol is parse-in-worker.ts's.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { TabularError, TooManyBlankLinesError } from '../../lib/tabular/errors.ts'
import { formatById } from './formats/index.ts'
import { ObservationChunks, type SourceRow } from './observation-lines.ts'
import type { ParseSpec, ToMain, ToWorker } from './parse-protocol.ts'
import { XlsxTooLargeError, openListingsFile } from './read-listings-file.ts'

const port = parentPort!
const spec = workerData as ParseSpec

const queue: Uint8Array[] = []
let ended = false
let consumed = 0
let credit = spec.chunksAhead
let wake: (() => void) | null = null
const wakeUp = () => {
  const resume = wake
  wake = null
  resume?.()
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'bytes') queue.push(message.chunk)
  else if (message.type === 'end') ended = true
  else credit += 1
  wakeUp()
})

const post = (message: ToMain) => port.postMessage(message)
const waitForMessage = () => new Promise<void>((resolve) => (wake = resolve))

async function* input(): AsyncGenerator<Uint8Array> {
  for (;;) {
    while (queue.length === 0 && !ended) {
      post({ type: 'starving', consumed })
      await waitForMessage()
    }
    const chunk = queue.shift()
    if (!chunk) return
    consumed += chunk.length
    yield chunk
  }
}

async function main() {
  const file = await openListingsFile(input())
  const read = formatById(spec.formatId)!.bind(file.header, spec.context)
  const chunks = new ObservationChunks(
    { id: spec.importId, brandId: spec.brandId, observedAt: new Date(spec.observedAt) },
    spec.now,
  )
  async function* sourceRows(): AsyncGenerator<SourceRow> {
    for await (const row of file.rows) {
      yield { line: row.line, raw: row.raw, result: read(row.cells) }
    }
  }
  for await (const chunk of chunks.of(sourceRows())) {
    while (credit === 0) await waitForMessage()
    credit -= 1
    post({
      type: 'chunk',
      text: chunk.text,
      rows: chunk.rows,
      rowsRead: chunks.rowsRead,
      rejected: chunks.rejections.total,
      consumed,
    })
  }
  post({
    type: 'done',
    rowsRead: chunks.rowsRead,
    rejections: chunks.rejections.list(),
    rejected: chunks.rejections.total,
    warnings: chunks.warnings.state(),
  })
}

main().catch((error: unknown) => {
  if (error instanceof TooManyBlankLinesError) {
    const { line, maxBlankLines, message } = error
    post({ type: 'error', kind: 'blank-lines', line, maxBlankLines, message })
    return
  }
  post({
    type: 'error',
    kind:
      error instanceof XlsxTooLargeError
        ? 'xlsx-too-large'
        : error instanceof TabularError
          ? 'unreadable'
          : 'failed',
    message: error instanceof Error ? error.message : String(error),
  })
})
