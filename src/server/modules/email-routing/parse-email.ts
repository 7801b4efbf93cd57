/**
 * Pure helpers for inbound e-mail: addresses out of header values, header blocks, the thread id
 * candidates, HTML to text, quoted-reply stripping and a small raw-message reader for the manual
 * import (single part or multipart with a text/plain part; quoted-printable and base64).
 */
import { INBOUND_MESSAGE_ID_MAX_CHARS, THREAD_ID_PATTERN } from '#shared/email-routing-texts.ts'

/** An address is at most 64 + 1 + 255 characters (RFC 5321); a longer run cannot be one. */
const ADDRESS_MAX_LENGTH = 320

/**
 * Every e-mail address in a header value ("Pat <pat@x.com>, b@y.com"), lower-cased, in order.
 * The value is split at the characters no address contains, and only runs short enough to be an
 * address are matched: a single regular expression over the whole value backtracks on a long
 * run without '@' (6 s for 1 MB), this stays linear.
 */
export function addressesIn(value: string): string[] {
  const found: string[] = []
  for (const run of value.split(/[\s<>,;:"()[\]]+/)) {
    if (run.length > ADDRESS_MAX_LENGTH || !run.includes('@')) continue
    const address = /^.+@.+\.[A-Za-z0-9-]+/.exec(run)
    if (address) found.push(address[0].toLowerCase())
  }
  return [...new Set(found)]
}

/** Removes NUL and other C0 controls PostgreSQL or a reader would trip on (tabs and newlines stay). */
export function cleanText(value: string, max: number): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
  return cleaned.length > max ? cleaned.slice(0, max) : cleaned
}

/** A header block (unfolded) as lower-cased name → first value. */
export function parseHeaderBlock(block: string): Record<string, string> {
  const headers: Record<string, string> = {}
  const unfolded = block.replace(/\r\n/g, '\n').replace(/\n[ \t]+/g, ' ')
  for (const line of unfolded.split('\n')) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    if (!name || name in headers) continue
    headers[name] = line.slice(colon + 1).trim()
  }
  return headers
}

/** What a Message-ID value gives: nothing, an id, or a value no e-mail carries. */
export type MessageIdReading = { kind: 'none' } | { kind: 'id'; id: string } | { kind: 'invalid' }

/**
 * A delivery's Message-ID as the key its retries share: the first <…> of the value (or the whole
 * value without brackets), trimmed. Empty is none; control characters (NUL, line breaks — which
 * PostgreSQL or a header cannot hold) or more than INBOUND_MESSAGE_ID_MAX_CHARS are invalid,
 * because stripping or cutting them could make two different deliveries one.
 */
export function parseMessageId(value: string | undefined): MessageIdReading {
  if (value === undefined) return { kind: 'none' }
  const trimmed = value.trim()
  const bracketed = /<([^<>]*)>/.exec(trimmed)
  const id = (bracketed ? bracketed[1]! : trimmed).trim()
  if (!id) return { kind: 'none' }
  // eslint-disable-next-line no-control-regex
  if (id.length > INBOUND_MESSAGE_ID_MAX_CHARS || /[\u0000-\u001f\u007f]/.test(id)) {
    return { kind: 'invalid' }
  }
  return { kind: 'id', id }
}

const validThreadId = (id: string | undefined): id is string =>
  id !== undefined && THREAD_ID_PATTERN.test(id)

/**
 * The thread ids an e-mail may carry, in the order they are trusted (see THREAD_ID_PATTERN's
 * comment in email-routing-texts.ts): plus-addresses of the recipients, then the message ids of
 * In-Reply-To and References, then a [thread:<id>] token in the subject.
 */
export function threadIdCandidates(input: {
  recipients: string[]
  inReplyTo?: string | undefined
  references?: string | undefined
  subject?: string | undefined
}): string[] {
  const candidates: string[] = []
  const add = (id: string | undefined) => {
    if (validThreadId(id) && !candidates.includes(id)) candidates.push(id)
  }
  for (const address of input.recipients) {
    const local = address.split('@')[0] ?? ''
    const plus = local.indexOf('+')
    if (plus >= 0) add(local.slice(plus + 1))
  }
  for (const header of [input.inReplyTo, input.references]) {
    for (const match of (header ?? '').matchAll(/<([^<>\s]+)>/g)) {
      const local = match[1]!.split('@')[0] ?? ''
      const plus = local.indexOf('+')
      add(plus >= 0 ? local.slice(plus + 1) : local)
    }
  }
  for (const match of (input.subject ?? '').matchAll(/\[thread:([^\]\s]+)\]/gi)) add(match[1])
  return candidates
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

/** Readable text of an HTML body: no scripts, styles or tags; block ends become line breaks. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style|head)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|tr|h[1-6]|blockquote)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
      if (entity.startsWith('#x') || entity.startsWith('#X')) {
        const code = Number.parseInt(entity.slice(2), 16)
        return Number.isFinite(code) && code > 0 && code < 0x110000
          ? String.fromCodePoint(code)
          : ''
      }
      if (entity.startsWith('#')) {
        const code = Number.parseInt(entity.slice(1), 10)
        return Number.isFinite(code) && code > 0 && code < 0x110000
          ? String.fromCodePoint(code)
          : ''
      }
      return ENTITIES[entity.toLowerCase()] ?? whole
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/**
 * The new part of a reply: quoted lines ('>') and the 'On … wrote:' line before them are dropped.
 * When nothing would be left the whole text is kept.
 */
export function stripQuotedReply(text: string): string {
  const lines = text.replace(/\r\n/g, '\n').split('\n')
  const kept: string[] = []
  for (const line of lines) {
    if (/^\s*>/.test(line)) continue
    kept.push(line)
  }
  while (kept.length && kept[kept.length - 1]!.trim() === '') kept.pop()
  if (kept.length && /^On .+wrote:\s*$/.test(kept[kept.length - 1]!.trim())) kept.pop()
  const result = kept.join('\n').trim()
  return result || text.trim()
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = []
  const soft = value.replace(/=\r?\n/g, '')
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i]!
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

function decodeBody(body: string, encoding: string | undefined): string {
  const enc = (encoding ?? '').trim().toLowerCase()
  if (enc === 'quoted-printable') return decodeQuotedPrintable(body)
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return body
}

function splitMessage(raw: string): { headers: Record<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n')
  const blank = normalized.indexOf('\n\n')
  if (blank < 0) return { headers: parseHeaderBlock(normalized), body: '' }
  return {
    headers: parseHeaderBlock(normalized.slice(0, blank)),
    body: normalized.slice(blank + 2),
  }
}

/** The text of a (possibly multipart) body: the first text/plain part, else the first text/html. */
function textOf(
  headers: Record<string, string>,
  body: string,
  depth = 0,
): { text?: string; html?: string } {
  const type = headers['content-type'] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (/^multipart\//i.test(type) && boundary && depth < 3) {
    const parts = body.split(`--${boundary}`).slice(1)
    let html: string | undefined
    for (const part of parts) {
      if (part.startsWith('--')) break
      const inner = splitMessage(part.replace(/^\n/, ''))
      const found = textOf(inner.headers, inner.body, depth + 1)
      if (found.text !== undefined) return found
      html ??= found.html
    }
    return html === undefined ? {} : { html }
  }
  const decoded = decodeBody(body, headers['content-transfer-encoding'])
  if (/^text\/html/i.test(type)) return { html: decoded }
  if (/^text\//i.test(type)) return { text: decoded }
  return {}
}

/** A raw RFC 5322 message pasted by an admin: its headers and its text. */
export function parseRawMessage(raw: string): {
  headers: Record<string, string>
  text: string
} {
  const { headers, body } = splitMessage(raw)
  const found = textOf(headers, body)
  return { headers, text: found.text ?? (found.html !== undefined ? htmlToText(found.html) : '') }
}
