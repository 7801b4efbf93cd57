/**
 * The outbox worker (issue 12, finding 6) against a real SMTP server: a mail committed now is
 * sent at once when the worker is woken (deliverSoon), failed mail is sent once SMTP is back
 * without a restart, mail left queued by a crash is taken again after its lease,
 * the backoff runs 1 min, 5 min, 30 min, 2 h, 12 h and then the mail is dead, and concurrent
 * workers never send one mail twice. Time is the workers' injected clock.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { MAIL_MAX_ATTEMPTS, MAIL_RETRY_DELAYS_MS, MAIL_SEND_LEASE_MS } from '#shared/constants.ts'
import { mailOutbox } from '#server/db/schema/index.ts'
import { createLogger } from '#server/lib/logger.ts'
import { freeSmtpPort, startSmtpServer, type TestSmtpServer } from '#testing/smtp-server.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { createMailer, createSmtpTransport, type MailTransport } from './mailer.ts'
import { claimDueMail, runOutboxTick, startOutboxWorker } from './outbox-worker.ts'

const logger = createLogger('silent')
const FROM = 'Marketplace <no-reply@example.com>'
const smtpUrl = (port: number) => `smtp://127.0.0.1:${port}?ignoreTLS=true&connectionTimeout=1000`
const failing: MailTransport = {
  deliver: () => Promise.reject(new Error('421 try again later')),
}
const later = (ms: number) => () => new Date(Date.now() + ms)

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const started = Date.now()
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

describe('outbox worker', () => {
  let t: TestApp
  const rowOf = async (id: string) =>
    (await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!

  beforeAll(async () => {
    t = await createTestApp()
  })
  beforeEach(async () => {
    await t.deps.db.delete(mailOutbox).where(sql`true`)
  })
  afterAll(async () => {
    await t?.close()
  })

  test('a mail that failed while SMTP was down is sent by the running worker once SMTP is back', async () => {
    const port = await freeSmtpPort()
    const mailer = createMailer({ db: t.deps.db, from: FROM, smtpUrl: smtpUrl(port), logger })
    const before = Date.now()
    // The first attempt at once (as the screens that report a delivery make it).
    const result = await mailer.sendAndReport({
      to: 'buyer@example.com',
      subject: 'Sent after the outage',
      text: 'Hello again.',
      kind: 'test',
    })
    expect(result.status).toBe('failed')
    const failed = await rowOf(result.id)
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 })
    expect(failed.error).toBeTruthy()
    // Due again about a minute after the failure.
    const wait = failed.nextAttemptAt!.getTime() - before
    expect(wait).toBeGreaterThanOrEqual(MAIL_RETRY_DELAYS_MS[0])
    expect(wait).toBeLessThan(MAIL_RETRY_DELAYS_MS[0] + 5000)

    // The worker runs in this process from now on; its clock is a minute ahead.
    const stop = startOutboxWorker(
      { db: t.deps.db, logger, mailer },
      { intervalMs: 50, now: later(MAIL_RETRY_DELAYS_MS[0] + 1000) },
    )
    let smtp: TestSmtpServer | undefined
    try {
      smtp = await startSmtpServer({ port })
      await until(async () => (await rowOf(result.id)).status === 'sent')
      expect(smtp.received).toHaveLength(1)
      expect(smtp.received[0]).toContain('Subject: Sent after the outage')
      expect(smtp.mails[0]!.to).toEqual(['buyer@example.com'])
      expect(await rowOf(result.id)).toMatchObject({
        status: 'sent',
        attempts: 2,
        nextAttemptAt: null,
        error: null,
      })
      // Later ticks leave a sent mail alone.
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(smtp.received).toHaveLength(1)
    } finally {
      await stop()
      await smtp?.close()
    }
  })

  test('a mail committed in a transaction is sent as soon as the worker is woken, not on its poll', async () => {
    const smtp = await startSmtpServer()
    const mailer = createMailer({ db: t.deps.db, from: FROM, smtpUrl: smtpUrl(smtp.port), logger })
    // A poll far away: only the wake-up can send the mail in time.
    const stop = startOutboxWorker({ db: t.deps.db, logger, mailer }, { intervalMs: 60 * 60_000 })
    try {
      const queued = await t.deps.db.transaction((tx) =>
        mailer.enqueue(tx, { to: 'soon@example.com', subject: 'Right away', kind: 'test' }),
      )
      expect(queued.status).toBe('queued')
      mailer.deliverSoon()
      await until(async () => (await rowOf(queued.id)).status === 'sent', 5_000)
      expect(smtp.mails.map((m) => m.to)).toEqual([['soon@example.com']])
      expect(await rowOf(queued.id)).toMatchObject({ attempts: 1, error: null })
    } finally {
      await stop()
      await smtp.close()
    }
  })

  test('a mail enqueued in a transaction that rolls back is never written, so never sent', async () => {
    const mailer = createMailer({ db: t.deps.db, from: FROM, logger, transport: failing })
    await expect(
      t.deps.db.transaction(async (tx) => {
        await mailer.enqueue(tx, { to: 'never@example.com', subject: 'Undone', kind: 'test' })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect(await t.deps.db.select().from(mailOutbox)).toEqual([])
  })

  test('a mail left queued by a crash mid-send is taken again once its lease has run out', async () => {
    const smtp = await startSmtpServer()
    try {
      // The process "dies" during the first send: it never returns.
      const crashing: MailTransport = { deliver: () => new Promise<void>(() => undefined) }
      const mailer = createMailer({ db: t.deps.db, from: FROM, logger, transport: crashing })
      void mailer.sendAndReport(
        { to: 'crash@example.com', subject: 'Left queued', text: 'x', kind: 'test' },
        { waitMs: 10 },
      )
      await until(async () => (await t.deps.db.select().from(mailOutbox)).length === 1)
      const [left] = await t.deps.db.select().from(mailOutbox)
      // Written already claimed: one attempt, reserved for the lease.
      expect(left).toMatchObject({ status: 'queued', attempts: 1 })
      const reserved = left!.nextAttemptAt!.getTime() - left!.createdAt.getTime()
      expect(Math.abs(reserved - MAIL_SEND_LEASE_MS)).toBeLessThan(5000)

      const deps = { db: t.deps.db, logger, transport: createSmtpTransport(smtpUrl(smtp.port)) }
      // Within the lease nobody else sends it.
      expect(await runOutboxTick(deps)).toEqual({ sent: 0, failed: 0, dead: 0 })
      expect(smtp.received).toHaveLength(0)
      // After it, a worker (this one, or another instance's) does.
      expect(await runOutboxTick(deps, { now: later(MAIL_SEND_LEASE_MS + 1000) })).toEqual({
        sent: 1,
        failed: 0,
        dead: 0,
      })
      expect(smtp.received).toHaveLength(1)
      expect(await rowOf(left!.id)).toMatchObject({ status: 'sent', attempts: 2 })
    } finally {
      await smtp.close()
    }
  })

  test('retries after 1 min, 5 min, 30 min, 2 h and 12 h, then the mail is dead', async () => {
    const mailer = createMailer({ db: t.deps.db, from: FROM, logger, transport: failing })
    const { id } = await mailer.sendAndReport({
      to: 'x@example.com',
      subject: 'Never',
      kind: 'test',
    })
    const deps = { db: t.deps.db, logger, transport: failing }
    const waits: number[] = []
    let row = await rowOf(id)
    while (row.status === 'failed') {
      const due = row.nextAttemptAt!
      // A moment before it is due, the mail is not taken.
      const early = await runOutboxTick(deps, { now: () => new Date(due.getTime() - 1) })
      expect(early).toEqual({ sent: 0, failed: 0, dead: 0 })
      const result = await runOutboxTick(deps, { now: () => due })
      const next = await rowOf(id)
      if (next.status === 'failed') {
        expect(result).toEqual({ sent: 0, failed: 1, dead: 0 })
        waits.push(next.nextAttemptAt!.getTime() - due.getTime())
      } else {
        expect(result).toEqual({ sent: 0, failed: 0, dead: 1 })
        expect(next.nextAttemptAt).toEqual(due)
      }
      row = next
    }
    expect(row.attempts).toBe(MAIL_MAX_ATTEMPTS)
    // The first wait was checked at the send above; these are the waits after attempts 2–5.
    expect(waits).toEqual([5 * 60_000, 30 * 60_000, 2 * 60 * 60_000, 12 * 60 * 60_000])
    expect(MAIL_RETRY_DELAYS_MS).toEqual([60_000, ...waits])
    expect(row).toMatchObject({ status: 'dead', attempts: 6, error: '421 try again later' })
    // Dead stays dead, however late it gets.
    const year = 365 * 24 * 60 * 60_000
    expect(await runOutboxTick(deps, { now: later(year) })).toEqual({ sent: 0, failed: 0, dead: 0 })
  })

  test('two workers at once never send one mail twice', async () => {
    const smtp = await startSmtpServer()
    try {
      const count = 25
      await t.deps.db.insert(mailOutbox).values(
        Array.from({ length: count }, (_, i) => ({
          to: `many-${i}@example.com`,
          from: FROM,
          subject: `Backlog ${i}`,
          text: 'Queued while SMTP was down.',
          kind: 'test',
          status: 'failed' as const,
          attempts: 1,
          nextAttemptAt: new Date(Date.now() - 1000),
        })),
      )
      const transport = createSmtpTransport(smtpUrl(smtp.port))
      const deps = { db: t.deps.db, logger, transport }
      const results = await Promise.all([
        runOutboxTick(deps, { batchSize: 4 }),
        runOutboxTick(deps, { batchSize: 4 }),
        runOutboxTick(deps, { batchSize: 4 }),
      ])
      expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(count)
      expect(smtp.received).toHaveLength(count)
      const subjects = smtp.received.map((raw) => /^Subject: (.*)$/m.exec(raw)?.[1]?.trim())
      expect(new Set(subjects).size).toBe(count)
      const rows = await t.deps.db.select().from(mailOutbox)
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 2)).toBe(true)
    } finally {
      await smtp.close()
    }
  })

  test('claiming one mail by id takes only that one, and only when it is due', async () => {
    const mailer = createMailer({ db: t.deps.db, from: FROM, logger, transport: failing })
    const a = await mailer.sendAndReport({ to: 'a@example.com', subject: 'A', kind: 'test' })
    await mailer.sendAndReport({ to: 'b@example.com', subject: 'B', kind: 'test' })
    const soon = new Date(Date.now() + MAIL_RETRY_DELAYS_MS[0] + 1000)
    expect(await claimDueMail(t.deps.db, { now: new Date(), limit: 10, id: a.id })).toEqual([])
    const claimed = await claimDueMail(t.deps.db, { now: soon, limit: 10, id: a.id })
    expect(claimed.map((m) => m.id)).toEqual([a.id])
    expect(claimed[0]).toMatchObject({ status: 'queued', attempts: 2 })
    expect(claimed[0]!.nextAttemptAt!.getTime()).toBe(soon.getTime() + MAIL_SEND_LEASE_MS)
  })

  test('without SMTP there is no worker: the outbox is the delivery', async () => {
    const mailer = createMailer({ db: t.deps.db, from: FROM, logger })
    expect(mailer.transport).toBeUndefined()
    const { id } = await mailer.send({ to: 'c@example.com', subject: 'Stored', kind: 'test' })
    expect(await rowOf(id)).toMatchObject({ status: 'stored', attempts: 0, nextAttemptAt: null })
    const stop = startOutboxWorker({ db: t.deps.db, logger, mailer })
    await stop()
  })
})
