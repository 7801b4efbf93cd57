/**
 * Mail: every message is first written to mail_outbox, then sent through SMTP when SMTP_URL
 * is set. Without SMTP the outbox is the delivery (readable at /dev/mailbox in demo mode).
 * A send failure is recorded on the row and never thrown past the caller's choice.
 */
import { eq } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { Db } from '../../db/client.ts'
import { mailOutbox, type StoredAttachment } from '../../db/schema/index.ts'
import type { Logger } from '../logger.ts'

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

export interface Mailer {
  send(message: MailMessage): Promise<MailResult>
}

export function createMailer(options: {
  db: Db
  from: string
  smtpUrl?: string | undefined
  logger: Logger
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined
  return {
    async send(message) {
      const attachments = message.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.content),
      }))
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
          attachments: attachments?.map((a): StoredAttachment => ({
            filename: a.filename,
            contentType: a.contentType,
            contentBase64: a.content.toString('base64'),
          })),
          status: transport ? 'queued' : 'stored',
        })
        .returning({ id: mailOutbox.id })
      const id = row!.id
      if (!transport) {
        options.logger.info(`mail stored in outbox: ${message.kind} to ${message.to}`)
        return { id, status: 'stored' }
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          html: message.html,
          text: message.text,
          attachments,
        })
        await options.db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date() })
          .where(eq(mailOutbox.id, id))
        return { id, status: 'sent' }
      } catch (error) {
        const reason = (error as Error).message
        options.logger.warn(`mail ${message.kind} to ${message.to} failed: ${reason}`)
        await options.db
          .update(mailOutbox)
          .set({ status: 'failed', error: reason })
          .where(eq(mailOutbox.id, id))
        return { id, status: 'failed', error: reason }
      }
    },
  }
}
