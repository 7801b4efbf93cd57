/**
 * The byte side of reading a delimited text file: which encoding it is in, and each chunk checked
 * and handed on as UTF-8 (what csv-parse reads). A NUL byte anywhere makes it a binary file
 * (UTF-16 text has one in every ASCII character); a byte that is not UTF-8 makes it not text,
 * unless the file was sniffed as windows-1252, which every byte is.
 */
import { Buffer, isUtf8 } from 'node:buffer'
import { BinaryFileError, NotTextError } from './errors.ts'

/**
 * 'utf-8-or-windows-1252': the first SNIFF_BYTES decide; a file that is not UTF-8 there is read
 * as windows-1252 (Amazon's US flat-file reports are often Cp1252), one that is must stay UTF-8.
 */
export type EncodingOption = 'utf-8' | 'utf-8-or-windows-1252'
export type TextEncoding = 'utf-8' | 'windows-1252'

/** What the encoding, the delimiter and the quoting are decided on. */
export const SNIFF_BYTES = 64 * 1024

const UTF8_BOM = [0xef, 0xbb, 0xbf]

export const hasUtf8Bom = (bytes: Uint8Array) =>
  bytes.length >= 3 && UTF8_BOM.every((b, i) => bytes[i] === b)

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)

/**
 * How many bytes at the end start a UTF-8 sequence that the next chunk completes (0 to 3); a
 * sequence cut there is not an error yet.
 */
export function incompleteUtf8Tail(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const b = bytes[bytes.length - back]!
    if ((b & 0xc0) === 0x80) continue // a continuation byte: look further back
    if (b < 0xc0) return 0 // ASCII: nothing is cut
    const length = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2
    return length > back ? back : 0
  }
  return 0
}

/** The encoding of a file that starts with `head` (the whole file when `ended`). */
export function sniffEncoding(head: Uint8Array, ended: boolean, option: EncodingOption) {
  if (hasUtf8Bom(head)) return 'utf-8'
  const complete = ended ? head : head.subarray(0, head.length - incompleteUtf8Tail(head))
  if (isUtf8(complete)) return 'utf-8'
  if (option === 'utf-8') throw new NotTextError(0)
  return 'windows-1252'
}

/** Checks a file's chunks in order and hands each on as UTF-8 text bytes. */
export class TextBytes {
  /** Bytes of the file seen so far, for the offsets errors carry. */
  private offset = 0
  /** The start of a UTF-8 sequence the previous chunk ended in. */
  private carry: Uint8Array = new Uint8Array(0)
  private readonly cp1252: TextDecoder | null

  constructor(readonly encoding: TextEncoding) {
    this.cp1252 = encoding === 'windows-1252' ? new TextDecoder('windows-1252') : null
  }

  push(chunk: Uint8Array): Buffer {
    const nul = asBuffer(chunk).indexOf(0)
    if (nul >= 0) throw new BinaryFileError(this.offset + nul)
    const start = this.offset
    this.offset += chunk.length
    if (this.cp1252) return Buffer.from(this.cp1252.decode(chunk, { stream: true }), 'utf8')
    let bytes = chunk
    if (this.carry.length > 0) {
      bytes = new Uint8Array(this.carry.length + chunk.length)
      bytes.set(this.carry)
      bytes.set(chunk, this.carry.length)
    }
    const complete = bytes.subarray(0, bytes.length - incompleteUtf8Tail(bytes))
    if (!isUtf8(complete)) throw new NotTextError(start - this.carry.length)
    this.carry = bytes.slice(complete.length)
    return asBuffer(complete)
  }

  /** The file ended: a UTF-8 sequence still open is an error. */
  end(): void {
    if (this.carry.length > 0) throw new NotTextError(this.offset - this.carry.length)
  }
}
