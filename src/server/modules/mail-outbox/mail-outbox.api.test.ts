/**
 * The admin's Failed mail screen (issue 12, finding 6): the list of failed and dead outbox mail
 * and Retry, which sends the mail at once through a real SMTP server once it is back.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { MAIL_MAX_ATTEMPTS } from '#shared/constants.ts'
import { mailOutbox } from '#server/db/schema/index.ts'
import { createUser, signIn } from '#testing/factories.ts'
import { bodyOf, get, post } from '#testing/http.ts'
import { freeSmtpPort, startSmtpServer } from '#testing/smtp-server.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

interface Listed {
  id: string
  to: string
  subject: string
  kind: string
  status: string
  attempts: number
  error: string | null
  nextAttemptAt: string | null
  createdAt: string
}

describe('failed mail', () => {
  let t: TestApp
  let port: number
  let cookie: string

  const rowOf = async (id: string) =>
    (await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!
  const list = async (query = '') => {
    const response = await get(t.app, `/api/admin/mail-outbox${query}`, { cookie })
    expect(response.status).toBe(200)
    return bodyOf<{ mails: Listed[]; counts: { failed: number; dead: number } }>(response)
  }
  /** A mail sent while SMTP is down: failed after its first attempt. */
  const failedMail = async (subject: string) => {
    // Attempted at once (as E-mail Preview's test send does), while SMTP is down.
    const result = await t.deps.mailer.sendAndReport({
      to: 'customer@example.com',
      subject,
      text: 'Hello',
      kind: 'test',
    })
    expect(result.status).toBe('failed')
    return result.id
  }

  beforeAll(async () => {
    port = await freeSmtpPort()
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true&connectionTimeout=1000`,
    })
    cookie = await signIn(t.app, await createUser(t.deps, 'admin'))
  })
  beforeEach(async () => {
    await t.deps.db.delete(mailOutbox).where(sql`true`)
  })
  afterAll(async () => {
    await t?.close()
  })

  test('lists failed and dead mail, newest first, with the next attempt or when it died', async () => {
    const failed = await failedMail('Still trying')
    const dead = await failedMail('Given up')
    const diedAt = new Date('2026-01-02T03:04:05.000Z')
    await t.deps.db
      .update(mailOutbox)
      .set({ status: 'dead', attempts: MAIL_MAX_ATTEMPTS, nextAttemptAt: diedAt })
      .where(eq(mailOutbox.id, dead))
    // Sent and stored mail are not problems.
    await t.deps.db.insert(mailOutbox).values([
      { to: 'a@example.com', from: 'x@example.com', subject: 'Ok', kind: 'test', status: 'sent' },
      {
        to: 'b@example.com',
        from: 'x@example.com',
        subject: 'Kept',
        kind: 'test',
        status: 'stored',
      },
    ])

    const all = await list()
    expect(all.counts).toEqual({ failed: 1, dead: 1 })
    expect(all.mails.map((m) => m.subject)).toEqual(['Given up', 'Still trying'])
    const [deadRow, failedRow] = all.mails
    expect(deadRow).toMatchObject({
      id: dead,
      to: 'customer@example.com',
      kind: 'test',
      status: 'dead',
      attempts: MAIL_MAX_ATTEMPTS,
      nextAttemptAt: diedAt.toISOString(),
    })
    expect(failedRow).toMatchObject({ id: failed, status: 'failed', attempts: 1 })
    expect(failedRow!.error).toMatch(/ECONNREFUSED|connect/i)
    expect(Date.parse(failedRow!.nextAttemptAt!)).toBeGreaterThan(Date.now())

    expect((await list('?status=dead')).mails.map((m) => m.id)).toEqual([dead])
    expect((await list('?status=failed')).mails.map((m) => m.id)).toEqual([failed])
    expect((await list('?status=failed&limit=1&offset=1')).mails).toEqual([])
    // Issue 16 item 4: pages from 1, with the filter's total.
    expect(await list('?page=2&pageSize=1')).toMatchObject({
      total: 2,
      page: 2,
      pageSize: 1,
      pages: 2,
      mails: [{ id: failed }],
    })
    expect(await list('?status=dead&page=1&pageSize=1')).toMatchObject({ total: 1, pages: 1 })
    expect(await list()).toMatchObject({ page: 1, pageSize: 50, total: 2 })
    for (const query of ['?page=0', '?pageSize=101', '?page=x']) {
      expect((await get(t.app, `/api/admin/mail-outbox${query}`, { cookie })).status, query).toBe(
        400,
      )
    }
    const bad = await get(t.app, '/api/admin/mail-outbox?status=sent', { cookie })
    expect(bad.status).toBe(400)
  })

  test('Retry sends a failed mail at once when SMTP is back; a dead one too', async () => {
    const failed = await failedMail('Retry me')
    const dead = await failedMail('Raise me')
    await t.deps.db
      .update(mailOutbox)
      .set({ status: 'dead', attempts: MAIL_MAX_ATTEMPTS, nextAttemptAt: new Date() })
      .where(eq(mailOutbox.id, dead))

    // While SMTP is still down, Retry is one more attempt that fails: the backoff goes on.
    const stillDown = await post(t.app, `/api/admin/mail-outbox/${failed}/retry`, {}, { cookie })
    expect(stillDown.status).toBe(200)
    expect((await bodyOf<{ mail: Listed }>(stillDown)).mail).toMatchObject({
      id: failed,
      status: 'failed',
      attempts: 2,
      attempted: true,
    })
    // A dead mail whose retry fails is dead again.
    const deadAgain = await post(t.app, `/api/admin/mail-outbox/${dead}/retry`, {}, { cookie })
    expect((await bodyOf<{ mail: Listed }>(deadAgain)).mail).toMatchObject({ status: 'dead' })

    const smtp = await startSmtpServer({ port })
    try {
      for (const [id, subject] of [
        [failed, 'Retry me'],
        [dead, 'Raise me'],
      ] as const) {
        const response = await post(t.app, `/api/admin/mail-outbox/${id}/retry`, {}, { cookie })
        expect(response.status).toBe(200)
        expect((await bodyOf<{ mail: Listed }>(response)).mail).toMatchObject({
          id,
          status: 'sent',
          error: null,
          nextAttemptAt: null,
        })
        expect(smtp.received.some((raw) => raw.includes(`Subject: ${subject}`))).toBe(true)
      }
      expect(smtp.received).toHaveLength(2)
      expect(await list()).toEqual({
        mails: [],
        counts: { failed: 0, dead: 0 },
        total: 0,
        page: 1,
        pageSize: 50,
        pages: 1,
      })

      // Retrying a mail that went out meanwhile does nothing and says so.
      const again = await post(t.app, `/api/admin/mail-outbox/${failed}/retry`, {}, { cookie })
      expect((await bodyOf<{ mail: Listed }>(again)).mail).toMatchObject({
        status: 'sent',
        attempted: false,
      })
      expect(smtp.received).toHaveLength(2)
    } finally {
      await smtp.close()
    }
  })

  test('Retry of a stored mail is a 409; of an unknown one a 404; a bad id a 400', async () => {
    const [stored] = await t.deps.db
      .insert(mailOutbox)
      .values({
        to: 'c@example.com',
        from: 'x@example.com',
        subject: 'S',
        kind: 'test',
        status: 'stored',
      })
      .returning({ id: mailOutbox.id })
    const conflict = await post(t.app, `/api/admin/mail-outbox/${stored!.id}/retry`, {}, { cookie })
    expect(conflict.status).toBe(409)
    expect((await bodyOf(conflict)).message).toBe('Only failed and dead mail can be retried.')
    expect((await rowOf(stored!.id)).status).toBe('stored')
    const missing = await post(
      t.app,
      '/api/admin/mail-outbox/3f0c9a52-8a59-4c4e-9d51-2f5a6b1c7d80/retry',
      {},
      { cookie },
    )
    expect(missing.status).toBe(404)
    expect((await post(t.app, '/api/admin/mail-outbox/nope/retry', {}, { cookie })).status).toBe(
      400,
    )
  })
})
