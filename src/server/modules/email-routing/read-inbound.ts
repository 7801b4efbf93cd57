/**
 * Reads an inbound-parse POST into one shape, whatever the provider:
 * - SendGrid Inbound Parse: multipart/form-data with from, to, subject, text, html, headers (the
 *   raw header block) and envelope (JSON: { to: [...], from });
 * - Mailgun routes: multipart or urlencoded with sender, recipient, subject, body-plain,
 *   body-html, In-Reply-To, References, message-headers (JSON pairs);
 * - JSON with the same names (headers as a block or an object).
 * Files (attachments) are ignored. NUL bytes and control characters are stripped and every text
 * is bounded (INBOUND_EMAIL_TEXT_MAX_CHARS).
 *
 * The Message-ID, which a provider's retries of one delivery share, comes from a messageId or
 * Message-Id field (JSON; Mailgun), else the raw header block (SendGrid; JSON), else Mailgun's
 * message-headers. It is read from the values as sent, not the cleaned ones: one with control
 * characters is refused (400) rather than altered into another delivery's id.
 */
import type { Context } from 'hono'
import { ERROR_CODES } from '#shared/messages.ts'
import { EMAIL_ROUTING_TEXTS, INBOUND_EMAIL_TEXT_MAX_CHARS } from '#shared/email-routing-texts.ts'
import { HttpError } from '../../lib/http/errors.ts'
import type { AppEnv } from '../../lib/http/types.ts'
import {
  addressesIn,
  cleanText,
  htmlToText,
  parseHeaderBlock,
  parseMessageId,
  type MessageIdReading,
} from './parse-email.ts'

export interface InboundEmail {
  /** The sender's address ('' when there is none). */
  from: string
  /** Every recipient address, the envelope's first. */
  recipients: string[]
  subject: string
  /** The plain text, or the HTML part as text. */
  text: string
  inReplyTo?: string | undefined
  references?: string | undefined
  /** The delivery's Message-ID, normalised (parseMessageId); without one retries cannot be told apart. */
  messageId?: string | undefined
}

const unreadable = () =>
  new HttpError(400, { code: ERROR_CODES.validation, message: EMAIL_ROUTING_TEXTS.unreadable })

/** The id of a reading; a value that cannot be a Message-ID is a 400 (nothing is written). */
export function messageIdOrThrow(reading: MessageIdReading): string | undefined {
  if (reading.kind === 'invalid') {
    throw new HttpError(400, {
      code: ERROR_CODES.validation,
      message: EMAIL_ROUTING_TEXTS.badMessageId,
    })
  }
  return reading.kind === 'id' ? reading.id : undefined
}

type Fields = (name: string) => string | undefined

function fieldsOfForm(form: FormData): Fields {
  return (name) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : undefined
  }
}

function fieldsOfJson(json: unknown): Fields {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) throw unreadable()
  const record = json as Record<string, unknown>
  return (name) => {
    const value = Object.hasOwn(record, name) ? record[name] : undefined
    if (typeof value === 'string') return value
    // headers as an object: turned into a header block.
    if (name === 'headers' && value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => typeof v === 'string')
        .map(([k, v]) => `${k}: ${String(v)}`)
        .join('\n')
    }
    return undefined
  }
}

function mailgunHeaders(value: string | undefined): Record<string, string> {
  if (!value) return {}
  try {
    const pairs: unknown = JSON.parse(value)
    if (!Array.isArray(pairs)) return {}
    const headers: Record<string, string> = {}
    for (const pair of pairs) {
      if (Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string') {
        headers[pair[0].toLowerCase()] ??= pair[1]
      }
    }
    return headers
  } catch {
    return {}
  }
}

function envelopeRecipients(value: string | undefined): string[] {
  if (!value) return []
  try {
    const envelope = JSON.parse(value) as { to?: unknown }
    const to = Array.isArray(envelope.to) ? envelope.to : [envelope.to]
    return to.filter((a): a is string => typeof a === 'string').flatMap(addressesIn)
  } catch {
    return []
  }
}

function messageIdOf(field: Fields): string | undefined {
  const raw = (name: string) => field(name)?.slice(0, INBOUND_EMAIL_TEXT_MAX_CHARS)
  const value =
    ['messageId', 'Message-Id', 'Message-ID', 'message-id'].map(raw).find((v) => v !== undefined) ??
    parseHeaderBlock(raw('headers') ?? '')['message-id'] ??
    mailgunHeaders(raw('message-headers'))['message-id']
  return messageIdOrThrow(parseMessageId(value))
}

export function normalizeInbound(field: Fields): InboundEmail {
  const max = INBOUND_EMAIL_TEXT_MAX_CHARS
  const get = (name: string) => {
    const value = field(name)
    return value === undefined ? undefined : cleanText(value, max)
  }
  const headers = {
    ...mailgunHeaders(get('message-headers')),
    ...parseHeaderBlock(get('headers') ?? ''),
  }
  const fromValue = get('from') ?? get('sender') ?? headers.from ?? ''
  const recipients = [
    ...envelopeRecipients(get('envelope')),
    ...addressesIn(get('recipient') ?? ''),
    ...addressesIn(get('to') ?? headers.to ?? ''),
    ...addressesIn(get('cc') ?? headers.cc ?? ''),
  ]
  const plain = get('text') ?? get('body-plain')
  const html = get('html') ?? get('body-html')
  return {
    from: addressesIn(fromValue)[0] ?? '',
    recipients: [...new Set(recipients)],
    subject: cleanText((get('subject') ?? headers.subject ?? '').replace(/\s+/g, ' ').trim(), 998),
    text: plain?.trim() ? plain : html ? htmlToText(html) : '',
    inReplyTo: get('In-Reply-To') ?? headers['in-reply-to'],
    references: get('References') ?? headers.references,
    messageId: messageIdOf(field),
  }
}

export async function readInbound(c: Context<AppEnv>): Promise<InboundEmail> {
  const type = (c.req.header('content-type') ?? '').toLowerCase()
  if (/^(multipart\/form-data|application\/x-www-form-urlencoded)/.test(type)) {
    let form: FormData
    try {
      form = await c.req.raw.formData()
    } catch {
      throw unreadable()
    }
    return normalizeInbound(fieldsOfForm(form))
  }
  if (/^application\/json/.test(type)) {
    let json: unknown
    try {
      json = JSON.parse(await c.req.text())
    } catch {
      throw unreadable()
    }
    return normalizeInbound(fieldsOfJson(json))
  }
  throw unreadable()
}
