/**
 * The parts of a ZIP package (an .xlsx is one), read from its central directory, and inflated
 * one at a time under a budget. A ZIP bomb (a small file that expands to gigabytes, or holds
 * millions of entries) is refused before anything is inflated when the directory says so, and
 * while inflating when the directory lies: output is counted as it is produced, and inflating
 * stops at the first byte over the budget, or as soon as a part has inflated more than maxRatio
 * times the input it came from (past a grace of ratioGraceBytes). The ratio is what makes a bomb
 * cheap to refuse: without it, a 0.6 MB file of filler is parsed up to the 50 MB budget (seconds
 * of XML); with it, it is refused after 1 MB. Inflating is fflate's streaming DEFLATE decoder; the
 * directory is read here (a few fixed-size records).
 */
import { Inflate } from 'fflate'
import { XlsxError } from './errors.ts'

export interface ZipEntry {
  name: string
  method: number
  flags: number
  compressedSize: number
  /** As the directory declares it; inflating checks the real size. */
  uncompressedSize: number
  localHeaderOffset: number
}

export interface ZipLimits {
  maxEntries: number
  /** Bytes inflated over the whole package, every part counted. */
  maxUncompressedBytes: number
  /** Bytes a part may inflate to per byte of its compressed data, once past ratioGraceBytes. */
  maxRatio: number
  ratioGraceBytes: number
}

const EOCD_SIGNATURE = 0x06054b50
const CENTRAL_SIGNATURE = 0x02014b50
const LOCAL_SIGNATURE = 0x04034b50
/** Compressed bytes handed to the decoder at a time: at DEFLATE's ~1032:1, about 4 MB out. */
const INPUT_CHUNK = 4096
/** Inflated bytes (parsed by the caller as they come) between two pauses for the event loop. */
const BYTES_BETWEEN_PAUSES = 512 * 1024

const invalid = (why: string) => new XlsxError('invalid', `not a readable ZIP package: ${why}`)

function view(bytes: Uint8Array) {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

/** Reads the central directory; refuses too many entries or a declared total over the budget. */
export function readZipDirectory(bytes: Uint8Array, limits: ZipLimits): ZipEntry[] {
  const dv = view(bytes)
  // The end-of-central-directory record: 22 bytes plus a comment of at most 65,535.
  let eocd = -1
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (dv.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i
      break
    }
  }
  if (eocd < 0) throw invalid('no end of central directory')
  const total = dv.getUint16(eocd + 10, true)
  const size = dv.getUint32(eocd + 12, true)
  const offset = dv.getUint32(eocd + 16, true)
  // 0xFFFF entries means ZIP64: far more parts than any budget allows.
  if (total > limits.maxEntries) {
    throw new XlsxError('too-many-entries', `the package holds ${total} entries`)
  }
  if (offset === 0xffffffff || offset + size > eocd) throw invalid('central directory out of range')

  const entries: ZipEntry[] = []
  let declared = 0
  let p = offset
  const decoder = new TextDecoder()
  for (let n = 0; n < total; n++) {
    if (p + 46 > bytes.length || dv.getUint32(p, true) !== CENTRAL_SIGNATURE) {
      throw invalid('broken central directory')
    }
    const nameLength = dv.getUint16(p + 28, true)
    const extraLength = dv.getUint16(p + 30, true)
    const commentLength = dv.getUint16(p + 32, true)
    const entry: ZipEntry = {
      flags: dv.getUint16(p + 8, true),
      method: dv.getUint16(p + 10, true),
      compressedSize: dv.getUint32(p + 20, true),
      uncompressedSize: dv.getUint32(p + 24, true),
      localHeaderOffset: dv.getUint32(p + 42, true),
      name: decoder.decode(bytes.subarray(p + 46, p + 46 + nameLength)),
    }
    declared += entry.uncompressedSize
    if (declared > limits.maxUncompressedBytes) {
      throw new XlsxError('too-large', 'the package declares more than the budget')
    }
    entries.push(entry)
    p += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

/** Counts inflated bytes across every part of one package. */
export class InflateBudget {
  used = 0
  constructor(readonly max: number) {}
  take(n: number) {
    this.used += n
    if (this.used > this.max) {
      throw new XlsxError('too-large', `more than ${this.max} bytes once inflated`)
    }
  }
}

/** fflate's own errors carry a numeric code; anything else was thrown by `onData`. */
const isFlateError = (error: unknown) =>
  error instanceof Error && typeof (error as { code?: unknown }).code === 'number'

/**
 * Inflates one entry, handing its bytes to `onData` as they come, and yields after each chunk of
 * input, so that the caller can pass on what `onData` made of it (or stop). Throws
 * XlsxError('too-large') as soon as the budget is spent and XlsxError('ratio') as soon as the part
 * inflates more than limits.maxRatio times what it has consumed, before the next chunk is
 * produced. What `onData` throws stops inflating and is passed on as is (it may read
 * `progress.consumed`, to hold what it makes of the data to a ratio of its own). Every
 * BYTES_BETWEEN_PAUSES of output the event loop gets a turn, so a long part does not keep the
 * server from answering other requests.
 */
export async function* inflateEntry(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: InflateBudget,
  limits: Pick<ZipLimits, 'maxRatio' | 'ratioGraceBytes'>,
  onData: (chunk: Uint8Array) => void,
  /** Compressed bytes handed to the decoder so far, kept up to date before each `onData`. */
  progress: { consumed: number } = { consumed: 0 },
): AsyncGenerator<void> {
  if (entry.flags & 0x1) throw invalid('encrypted entry')
  const dv = view(bytes)
  const at = entry.localHeaderOffset
  if (at + 30 > bytes.length || dv.getUint32(at, true) !== LOCAL_SIGNATURE) {
    throw invalid('broken local header')
  }
  const start = at + 30 + dv.getUint16(at + 26, true) + dv.getUint16(at + 28, true)
  const end = start + entry.compressedSize
  if (end > bytes.length) throw invalid('entry out of range')
  const data = bytes.subarray(start, end)
  if (entry.method === 0) {
    budget.take(data.length)
    progress.consumed = data.length
    onData(data)
    return
  }
  if (entry.method !== 8) throw invalid(`compression method ${entry.method}`)
  let consumed = 0
  let produced = 0
  let sincePause = 0
  const inflate = new Inflate((chunk) => {
    // Thrown inside push(): the decoder stops before producing anything more.
    budget.take(chunk.length)
    produced += chunk.length
    sincePause += chunk.length
    if (produced > limits.ratioGraceBytes && produced > consumed * limits.maxRatio) {
      throw new XlsxError(
        'ratio',
        `${entry.name} inflates more than ${limits.maxRatio} times its compressed size`,
      )
    }
    onData(chunk)
  })
  try {
    for (let i = 0; i < data.length; i += INPUT_CHUNK) {
      const end = Math.min(i + INPUT_CHUNK, data.length)
      // Counted before the push: the decoder may not have used all of it yet, so the ratio is
      // never overstated.
      consumed = end
      progress.consumed = end
      inflate.push(data.subarray(i, end), end === data.length)
      if (sincePause >= BYTES_BETWEEN_PAUSES) {
        sincePause = 0
        await new Promise((r) => setImmediate(r))
      }
      yield
    }
    if (data.length === 0) inflate.push(new Uint8Array(0), true)
  } catch (error) {
    if (isFlateError(error)) throw invalid(`corrupt data in ${entry.name}`)
    throw error
  }
}
