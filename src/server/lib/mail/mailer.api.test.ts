/**
 * SMTP_URL sends for real: a minimal SMTP server on loopback receives the message; the outbox row
 * records the outcome. A dead SMTP server is recorded as failed and never thrown.
 */
import { eq } from 'drizzle-orm'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '#server/db/schema/index.ts'
import { createLogger } from '#server/lib/logger.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { createMailer } from './mailer.ts'

/** Speaks just enough SMTP (no TLS, no auth) to accept messages, and keeps their DATA. */
function startSmtpServer(): Promise<{
  port: number
  received: string[]
  close: () => Promise<void>
}> {
  const received: string[] = []
  const server = net.createServer((socket) => {
    let buffer = ''
    let inData = false
    socket.write('220 localhost test SMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      let index: number
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index)
        buffer = buffer.slice(index + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            socket.write('250 2.0.0 queued\r\n')
          } else {
            received[received.length - 1] += `${line}\n`
          }
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 localhost\r\n')
        else if (verb === 'DATA') {
          inData = true
          received.push('')
          socket.write('354 go ahead\r\n')
        } else if (verb === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 OK\r\n')
      }
    })
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      resolve({ port, received, close: () => new Promise((r) => server.close(() => r())) })
    })
  })
}

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
