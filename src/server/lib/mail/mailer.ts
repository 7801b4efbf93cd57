/**
 * Mail: every message is a mail_outbox row, and a request never waits for SMTP.
 *
 * - enqueue(tx, message) writes the row in the transaction of the change the mail tells about
 *   (an order, a decision, a notice...), so the change and its mail commit or roll back
 *   together: a database fault can no longer keep the change and lose its mail. With SMTP_URL
 *   the row is queued and due now; without it the outbox is the delivery (status stored,
 *   readable at /dev/mailbox in demo mode).
 * - deliverSoon(), called after that commit, wakes this instance's outbox worker, which sends
 *   the row at once (outbox-worker.ts; other instances find it on their poll). Nothing is sent
 *   before the commit: a rolled-back change mails nobody.
 * - send(message) is both, for mail that tells about no database change (a password-reset
 *   link, a recovery notice).
 * - sendAndReport(message) is for the screens whose purpose is to say whether a mail went out
 *   (E-mail Preview's test send): the first attempt is made at once and awaited for at most
 *   MAIL_REPORT_WAIT_MS, then the answer is "queued" and the attempt ends in the background.
 *
 * Whatever happens to an attempt is recorded on the row (retried with backoff, then dead, shown
 * to admins at Failed Mail) and never thrown past the caller.
 */
import { MAIL_REPORT_WAIT_MS, MAIL_SEND_LEASE_MS } from '#shared/constants.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { mailOutbox, type StoredAttachment } from '../../db/schema/index.ts'
import type { Transporter } from 'nodemailer'
import type { Logger } from '../logger.ts'
import { deliverWithin } from './outbox-worker.ts'

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

/** What writing a mail did: queued for the outbox worker (SMTP set), or stored (no SMTP). */
export interface QueuedMail {
  id: string
  status: 'queued' | 'stored'
}

/**
 * What sendAndReport knows when it answers: sent or failed when the attempt ended within its
 * wait, queued when it did not (it goes on), stored without SMTP.
 */
export interface MailResult {
  id: string
  status: 'sent' | 'failed' | 'queued' | 'stored'
  error?: string
}

/** One mail_outbox row: what a delivery attempt sends. */
export type OutboxMail = typeof mailOutbox.$inferSelect

/** Delivers one outbox row, or throws why it could not. */
export interface MailTransport {
  deliver(mail: OutboxMail): Promise<void>
}

export interface Mailer {
  /**
   * Writes the mail through `db`: the transaction of the change it tells about. A failure
   * throws, so that the change rolls back with it. Call deliverSoon() after the commit.
   */
  enqueue(db: DbOrTx, message: MailMessage): Promise<QueuedMail>
  /** Wakes this instance's outbox worker (cheap, in process, never throws). */
  deliverSoon(): void
  /** enqueue outside any transaction, then deliverSoon: for mail tied to no database change. */
  send(message: MailMessage): Promise<QueuedMail>
  /** The first attempt at once, awaited for at most `waitMs` (MAIL_REPORT_WAIT_MS). */
  sendAndReport(message: MailMessage, options?: { waitMs?: number }): Promise<MailResult>
  /** The outbox worker's wake-up; returns the unsubscribe. */
  onDeliverSoon(listener: () => void): () => void
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
  const listeners = new Set<() => void>()
  let wakeScheduled = false

  /** The row; `claimed` writes it as its first attempt already taken (sendAndReport). */
  const write = async (db: DbOrTx, message: MailMessage, claimed: boolean) => {
    const now = new Date()
    const [row] = await db
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
        ...(!transport
          ? { status: 'stored' as const }
          : claimed
            ? {
                status: 'queued' as const,
                attempts: 1,
                nextAttemptAt: new Date(now.getTime() + MAIL_SEND_LEASE_MS),
              }
            : { status: 'queued' as const, attempts: 0, nextAttemptAt: now }),
      })
      .returning()
    if (!transport) options.logger.info(`mail stored in outbox: ${message.kind} to ${message.to}`)
    return row!
  }

  const mailer: Mailer = {
    transport,
    async enqueue(db, message) {
      const row = await write(db, message, false)
      return { id: row.id, status: transport ? 'queued' : 'stored' }
    },
    deliverSoon() {
      if (!transport || wakeScheduled || listeners.size === 0) return
      wakeScheduled = true
      // After the current turn: the request's answer is not held up by the worker's claim.
      setImmediate(() => {
        wakeScheduled = false
        for (const listener of listeners) {
          try {
            listener()
          } catch (error) {
            options.logger.warn('mail outbox: waking the worker failed', error)
          }
        }
      })
    },
    async send(message) {
      const queued = await mailer.enqueue(options.db, message)
      mailer.deliverSoon()
      return queued
    },
    async sendAndReport(message, report = {}) {
      const row = await write(options.db, message, true)
      if (!transport) return { id: row.id, status: 'stored' }
      const outcome = await deliverWithin(
        { db: options.db, transport, logger: options.logger },
        row,
        report.waitMs ?? MAIL_REPORT_WAIT_MS,
      )
      if (outcome === 'pending') return { id: row.id, status: 'queued' }
      if (outcome.status === 'sent') return { id: row.id, status: 'sent' }
      return { id: row.id, status: 'failed', error: outcome.error }
    },
    onDeliverSoon(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return mailer
}
