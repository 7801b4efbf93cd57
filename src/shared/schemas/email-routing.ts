import { z } from 'zod'
import {
  EMAIL_LOG_STATUSES,
  EMAIL_LOG_TYPES,
  EMAIL_LOGS_LIMIT,
  MANUAL_IMPORT_MAX_CHARS,
} from '../email-routing-texts.ts'
import { text } from './common.ts'

export const emailLogsQuery = z.object({
  search: text(200).optional(),
  status: z.enum(['all', ...EMAIL_LOG_STATUSES]).default('all'),
  type: z.enum(['all', ...EMAIL_LOG_TYPES]).default('all'),
  limit: z.coerce.number().int().min(1).max(EMAIL_LOGS_LIMIT).default(EMAIL_LOGS_LIMIT),
})
export type EmailLogsQuery = z.infer<typeof emailLogsQuery>

/** The JSON form of an inbound e-mail (the multipart/urlencoded fields have the same names). */
export const inboundEmailJsonSchema = z.object({
  from: z.string(),
  to: z.string(),
  subject: z.string().optional(),
  text: z.string().optional(),
  html: z.string().optional(),
  headers: z.union([z.string(), z.record(z.string(), z.string())]).optional(),
  /** Mailgun's names. */
  sender: z.string().optional(),
  recipient: z.string().optional(),
  'body-plain': z.string().optional(),
  'body-html': z.string().optional(),
  'In-Reply-To': z.string().optional(),
  References: z.string().optional(),
  /** The delivery's Message-ID (else read from headers): a retry with the same one is routed once. */
  messageId: z.string().optional(),
  'Message-Id': z.string().optional(),
})

export const manualImportSchema = z.object({
  raw: text(MANUAL_IMPORT_MAX_CHARS).pipe(z.string().trim().min(1, 'Paste the raw e-mail.')),
})
