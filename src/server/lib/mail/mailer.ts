/**
 * Mail: every message is first written to mail_outbox, then sent through SMTP when SMTP_URL
 * is set. Without SMTP the outbox is the delivery (readable at /dev/mailbox in demo mode).
 * The send right after the write is the outbox's first attempt: the row is written already
 * claimed (one attempt, reserved for MAIL_SEND_LEASE_MS), so that a crash mid-send leaves it due
 * again for the outbox worker, and a failure is retried by the worker with backoff
 * (outbox-worker.ts). A send failure is recorded on the row and never thrown past the caller.
 */
import { MAIL_SEND_LEASE_MS } from '#shared/constants.ts'
import type { Db } from '../../db/client.ts'
import { mailOutbox, type StoredAttachment } from '../../db/schema/index.ts'
import type { Transporter } from 'nodemailer'
import type { Logger } from '../logger.ts'
import { deliverClaimedMail } from './outbox-worker.ts'

export interface MailAttachment {
  filename: string
  contentType: string
  content: Uint8Array | string
}

export interface MailMessage {
  to: string
  subject: string
  html?: string
  text?: string
  replyTo?: string
  /** Files sent with the mail; the outbox keeps them too (base64), for the dev mailbox. */
  attachments?: MailAttachment[]
  /** What the mail is for (verification, password_reset, ...), for the outbox and logs. */
  kind: string
}

export interface MailResult {
  id: string
  status: 'sent' | 'failed' | 'stored'
  error?: string
}

/** One mail_outbox row: what a delivery attempt sends. */
export type OutboxMail = typeof mailOutbox.$inferSelect

/** Delivers one outbox row, or throws why it could not. */
export interface MailTransport {
  deliver(mail: OutboxMail): Promise<void>
}

export interface Mailer {
  send(message: MailMessage): Promise<MailResult>
  /** SMTP, when SMTP_URL is set; without it the outbox is the delivery and nothing is retried. */
  readonly transport?: MailTransport | undefined
}

/**
 * Timeouts well inside MAIL_SEND_LEASE_MS (nodemailer's own defaults allow 2 minutes to connect
 * and 10 minutes of silence), so that a send normally ends before its reservation does and the
 * worker of another instance does not send the same mail again. Values in SMTP_URL win.
 */
const SMTP_TIMEOUTS = {
  connectionTimeout: 30_000,
  greetingTimeout: 30_000,
  socketTimeout: 60_000,
} as const

export function createSmtpTransport(smtpUrl: string): MailTransport {
  // nodemailer is loaded on the first delivery, not at start (3 MB of heap an idle server keeps).
  let transporter: Promise<Transporter> | undefined
  return {
    async deliver(mail) {
      transporter ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }),
      )
      const smtp = await transporter
      await smtp.sendMail({
        from: mail.from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        html: mail.html ?? undefined,
        text: mail.text ?? undefined,
        attachments: mail.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, 'base64'),
        })),
      })
    },
  }
}

export function createMailer(options: {
  db: Db
  from: string
  smtpUrl?: string | undefined
  logger: Logger
  /** Instead of SMTP_URL's (tests). */
  transport?: MailTransport
}): Mailer {
  const transport =
    options.transport ?? (options.smtpUrl ? createSmtpTransport(options.smtpUrl) : undefined)
  return {
    transport,
    async send(message) {
      const now = new Date()
      const [row] = await options.db
        .insert(mailOutbox)
        .values({
          to: message.to,
          from: options.from,
          replyTo: message.replyTo ?? null,
          subject: message.subject,
          html: message.html ?? null,
          text: message.text ?? null,
          kind: message.kind,
          attachments: message.attachments?.map((a): StoredAttachment => ({
            filename: a.filename,
            contentType: a.contentType,
            contentBase64: Buffer.from(a.content).toString('base64'),
          })),
          ...(transport
            ? {
                status: 'queued' as const,
                attempts: 1,
                nextAttemptAt: new Date(now.getTime() + MAIL_SEND_LEASE_MS),
              }
            : { status: 'stored' as const }),
        })
        .returning()
      const mail = row!
      if (!transport) {
        options.logger.info(`mail stored in outbox: ${message.kind} to ${message.to}`)
        return { id: mail.id, status: 'stored' }
      }
      const outcome = await deliverClaimedMail(
        { db: options.db, transport, logger: options.logger },
        mail,
      )
      if (outcome.status === 'sent') return { id: mail.id, status: 'sent' }
      return { id: mail.id, status: 'failed', error: outcome.error }
    },
  }
}
