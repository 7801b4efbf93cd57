/**
 * SMTP_URL sends for real: a minimal SMTP server on loopback receives the message; the outbox row
 * records the outcome. A dead SMTP server is recorded as failed and never thrown.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '#server/db/schema/index.ts'
import { createLogger } from '#server/lib/logger.ts'
import { startSmtpServer } from '#testing/smtp-server.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { createMailer } from './mailer.ts'

describe('mailer', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  it('sends through SMTP_URL and marks the outbox row sent', async () => {
    const smtp = await startSmtpServer()
    try {
      const mailer = createMailer({
        db: t.deps.db,
        from: 'Marketplace <no-reply@example.com>',
        smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
        logger: createLogger('silent'),
      })
      const result = await mailer.send({
        to: 'buyer@example.com',
        subject: 'Hello over SMTP',
        text: 'It works.',
        kind: 'test',
      })
      expect(result.status).toBe('sent')
      expect(smtp.received).toHaveLength(1)
      expect(smtp.received[0]).toContain('Subject: Hello over SMTP')
      expect(smtp.received[0]).toContain('It works.')
      const [row] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, result.id))
      expect(row?.status).toBe('sent')
      expect(row?.sentAt).toBeInstanceOf(Date)
    } finally {
      await smtp.close()
    }
  })

  it('sends attachments and keeps them in the outbox', async () => {
    const smtp = await startSmtpServer()
    try {
      const mailer = createMailer({
        db: t.deps.db,
        from: 'Marketplace <no-reply@example.com>',
        smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
        logger: createLogger('silent'),
      })
      const result = await mailer.send({
        to: 'list@example.com',
        subject: 'With a file',
        text: 'See the attachment.',
        attachments: [{ filename: 'list.csv', contentType: 'text/csv', content: 'a,b\r\n1,2\r\n' }],
        kind: 'test',
      })
      expect(result.status).toBe('sent')
      expect(smtp.received[0]).toMatch(/Content-Disposition: attachment;\s*filename=list\.csv/)
      const [row] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, result.id))
      expect(row?.attachments).toEqual([
        {
          filename: 'list.csv',
          contentType: 'text/csv',
          contentBase64: Buffer.from('a,b\r\n1,2\r\n').toString('base64'),
        },
      ])
    } finally {
      await smtp.close()
    }
  })

  it('records a failed delivery without throwing, keeping the message', async () => {
    const closed = await startSmtpServer()
    const port = closed.port
    await closed.close()
    const mailer = createMailer({
      db: t.deps.db,
      from: 'Marketplace <no-reply@example.com>',
      smtpUrl: `smtp://127.0.0.1:${port}?connectionTimeout=2000`,
      logger: createLogger('silent'),
    })
    const result = await mailer.send({
      to: 'a@example.com',
      subject: 'Lost?',
      text: 'No.',
      kind: 'test',
    })
    expect(result.status).toBe('failed')
    const [row] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, result.id))
    expect(row).toMatchObject({ status: 'failed', subject: 'Lost?', text: 'No.' })
    expect(row?.error).toBeTruthy()
  })

  it('without SMTP the outbox is the delivery', async () => {
    const mailer = createMailer({
      db: t.deps.db,
      from: 'Marketplace <no-reply@example.com>',
      smtpUrl: undefined,
      logger: createLogger('silent'),
    })
    const result = await mailer.send({
      to: 'b@example.com',
      subject: 'Stored',
      html: '<p>x</p>',
      kind: 'test',
    })
    expect(result.status).toBe('stored')
    const [row] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, result.id))
    expect(row?.html).toBe('<p>x</p>')
  })
})
