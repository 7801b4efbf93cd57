/**
 * The mailer: enqueue writes a mail_outbox row in the caller's transaction, due now
 * and sent by nobody yet (the outbox worker delivers it, outbox-worker.api.test.ts); send does
 * the same outside a transaction and wakes the worker; sendAndReport, for the screens that
 * report a delivery, sends at once through SMTP_URL (a minimal SMTP server on loopback here)
 * and waits for the outcome a bounded time. A dead SMTP server is recorded as failed and never
 * thrown. Without SMTP the outbox is the delivery.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '#server/db/schema/index.ts'
import { createLogger } from '#server/lib/logger.ts'
import { startSilentSmtpServer, startSmtpServer } from '#testing/smtp-server.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { createMailer } from './mailer.ts'

const FROM = 'Marketplace <no-reply@example.com>'
const logger = createLogger('silent')

describe('mailer', () => {
  let t: TestApp
  const rowOf = async (id: string) =>
    (await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => {
    await t.close()
  })

  it('enqueue writes the mail due now in the transaction and sends nothing itself', async () => {
    const smtp = await startSmtpServer()
    try {
      const mailer = createMailer({
        db: t.deps.db,
        from: FROM,
        smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
        logger,
      })
      const before = Date.now()
      const queued = await t.deps.db.transaction((tx) =>
        mailer.enqueue(tx, { to: 'due@example.com', subject: 'Due now', text: 'x', kind: 'test' }),
      )
      expect(queued.status).toBe('queued')
      const row = await rowOf(queued.id)
      expect(row).toMatchObject({ status: 'queued', attempts: 0, sentAt: null, from: FROM })
      expect(row!.nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(before - 1000)
      expect(row!.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now())
      // No worker here, and deliverSoon without one wakes nothing.
      mailer.deliverSoon()
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(smtp.received).toHaveLength(0)
    } finally {
      await smtp.close()
    }
  })

  it('sendAndReport sends through SMTP_URL at once and marks the outbox row sent', async () => {
    const smtp = await startSmtpServer()
    try {
      const mailer = createMailer({
        db: t.deps.db,
        from: FROM,
        smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
        logger,
      })
      const result = await mailer.sendAndReport({
        to: 'buyer@example.com',
        subject: 'Hello over SMTP',
        text: 'It works.',
        kind: 'test',
      })
      expect(result.status).toBe('sent')
      expect(smtp.received).toHaveLength(1)
      expect(smtp.received[0]).toContain('Subject: Hello over SMTP')
      expect(smtp.received[0]).toContain('It works.')
      const row = await rowOf(result.id)
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
        from: FROM,
        smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
        logger,
      })
      const result = await mailer.sendAndReport({
        to: 'list@example.com',
        subject: 'With a file',
        text: 'See the attachment.',
        attachments: [{ filename: 'list.csv', contentType: 'text/csv', content: 'a,b\r\n1,2\r\n' }],
        kind: 'test',
      })
      expect(result.status).toBe('sent')
      expect(smtp.received[0]).toMatch(/Content-Disposition: attachment;\s*filename=list\.csv/)
      const row = await rowOf(result.id)
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
      from: FROM,
      smtpUrl: `smtp://127.0.0.1:${port}?connectionTimeout=2000`,
      logger,
    })
    const result = await mailer.sendAndReport({
      to: 'a@example.com',
      subject: 'Lost?',
      text: 'No.',
      kind: 'test',
    })
    expect(result.status).toBe('failed')
    const row = await rowOf(result.id)
    expect(row).toMatchObject({ status: 'failed', subject: 'Lost?', text: 'No.' })
    expect(row?.error).toBeTruthy()
  })

  it('sendAndReport waits for a silent SMTP server only as long as it was told: then queued', async () => {
    const silent = await startSilentSmtpServer()
    try {
      const mailer = createMailer({
        db: t.deps.db,
        from: FROM,
        smtpUrl: `smtp://127.0.0.1:${silent.port}?ignoreTLS=true&greetingTimeout=3000`,
        logger,
      })
      const started = performance.now()
      const result = await mailer.sendAndReport(
        { to: 'wait@example.com', subject: 'Waiting', kind: 'test' },
        { waitMs: 300 },
      )
      expect(performance.now() - started).toBeLessThan(1500)
      expect(result.status).toBe('queued')
      // The attempt goes on and records itself: failed once the greeting never came.
      const until = Date.now() + 6000
      while ((await rowOf(result.id))?.status === 'queued' && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(await rowOf(result.id)).toMatchObject({ status: 'failed', attempts: 1 })
    } finally {
      await silent.close()
    }
  })

  it('without SMTP the outbox is the delivery', async () => {
    const mailer = createMailer({ db: t.deps.db, from: FROM, smtpUrl: undefined, logger })
    const result = await mailer.send({
      to: 'b@example.com',
      subject: 'Stored',
      html: '<p>x</p>',
      kind: 'test',
    })
    expect(result.status).toBe('stored')
    const row = await rowOf(result.id)
    expect(row).toMatchObject({ html: '<p>x</p>', status: 'stored' })
    expect(
      await mailer.sendAndReport({ to: 'c@example.com', subject: 'S', kind: 'test' }),
    ).toMatchObject({ status: 'stored' })
  })
})
