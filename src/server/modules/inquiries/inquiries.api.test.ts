/**
 * The contact form and brand inquiry (000 §3, §7 call 15; DESIGN decision 9): stored first with
 * the spec's fields, then three mails. Once stored the submission is received: a mail failure
 * is retried by the outbox (issue 12 #7), and repeats of one Idempotency-Key store it once.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MAIL_RETRY_DELAYS_MS } from '#shared/constants.ts'
import { inquiries, mailOutbox } from '#server/db/schema/index.ts'
import { runOutboxTick } from '#server/lib/mail/outbox-worker.ts'
import { createUser, signIn, uniqueEmail, type TestUser } from '#testing/factories.ts'
import { bodyOf, get, post } from '#testing/http.ts'
import { applicationForm, applicationPayload, mailsOfKind, postForm } from '#testing/public-site.ts'
import { freeSmtpPort, startSmtpServer } from '#testing/smtp-server.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { inquiryId } from './inquiry-id.ts'

const keyed = (key: string) => ({ headers: { 'idempotency-key': key } })

function contactBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Jordan Brand',
    email: uniqueEmail('inquirer'),
    company: 'Jordan Goods Inc.',
    marketplaces: 'amazon_walmart',
    amazonLink: 'https://www.amazon.com/stores/JordanGoods',
    message: 'We would like to list our catalog.',
    ...overrides,
  }
}

describe('with mail delivered (outbox)', () => {
  let t: TestApp
  let admin: TestUser
  let adminCookie: string

  beforeAll(async () => {
    t = await createTestApp()
    admin = await createUser(t.deps, 'admin')
    adminCookie = await signIn(t.app, admin)
  })
  afterAll(async () => {
    await t?.close()
  })

  test('a brand inquiry is stored with the 000 §3 fields and three mails go out', async () => {
    const body = contactBody()
    const before = Date.now()
    const response = await post(t.app, '/api/inquiries', body)
    expect(response.status).toBe(201)
    const answer = await bodyOf<{ success: boolean; id: string }>(response)
    expect(answer.success).toBe(true)
    expect(answer.id).toMatch(/^INQUIRY-\d{13}$/)
    expect(Number(answer.id.slice('INQUIRY-'.length))).toBeGreaterThanOrEqual(before)

    const [row] = await t.deps.db.select().from(inquiries).where(eq(inquiries.id, answer.id))
    expect(row).toMatchObject({
      kind: 'brand_inquiry',
      name: body.name,
      email: body.email,
      company: body.company,
      marketplaces: 'amazon_walmart',
      amazonLink: body.amazonLink,
      message: body.message,
      mailStatus: 'stored',
    })
    expect(row!.payload).toMatchObject({
      id: answer.id,
      name: body.name,
      email: body.email,
      company: body.company,
      companyName: body.company,
      marketplaces: 'amazon_walmart',
      amazonLink: body.amazonLink,
      message: body.message,
      contactPerson: body.name,
      primaryConcern: 'amazon_walmart',
      productCount: 'N/A',
    })
    const payload = row!.payload as { createdAt: string; timestamp: string }
    expect(new Date(payload.createdAt).toISOString()).toBe(payload.createdAt)
    expect(payload.timestamp).toBe(payload.createdAt)

    const [notification] = await mailsOfKind(
      t.deps,
      'brand_inquiry_admin_notification',
      admin.email,
    )
    expect(notification!.replyTo).toBe(body.email)
    expect(notification!.html).toContain(answer.id)
    expect(notification!.html).toContain('Jordan Goods Inc.')
    expect(notification!.html).toContain(body.email)
    expect(notification!.html).toContain(payload.createdAt)
    expect(notification!.html).toContain('http://localhost:3000/admin/dashboard')
    expect(notification!.html).toContain('respond within 24 business hours')

    const [confirmation] = await mailsOfKind(t.deps, 'brand_inquiry_confirmation', body.email)
    expect(confirmation!.html).toContain('within 1-2 business days')

    const [details] = await mailsOfKind(t.deps, 'brand_inquiry_details', admin.email)
    expect(details!.html).toBeNull()
    for (const part of [answer.id, body.name, body.email, body.company, body.message, 'N/A'])
      expect(details!.text).toContain(part)
    expect(details!.text).toContain('Amazon + Walmart')
  })

  test('optional fields are stored as empty strings; a contact message confirms differently', async () => {
    const body = contactBody({ amazonLink: undefined, message: undefined, kind: 'contact' })
    const response = await post(t.app, '/api/inquiries', body)
    expect(response.status).toBe(201)
    const { id } = await bodyOf<{ id: string }>(response)
    const [row] = await t.deps.db.select().from(inquiries).where(eq(inquiries.id, id))
    expect(row).toMatchObject({ kind: 'contact', amazonLink: '', message: '' })
    expect(row!.payload).toMatchObject({ amazonLink: '', message: '' })
    const [confirmation] = await mailsOfKind(t.deps, 'contact_confirmation', body.email)
    expect(confirmation!.html).not.toContain('1-2 business days')
    expect(confirmation!.html).toContain('in touch with you shortly')
  })

  test('script tags are stored as text and escaped in every HTML mail', async () => {
    const script = '<script>alert(1)</script>'
    const body = contactBody({ name: script, company: `${script} Inc`, message: script })
    const response = await post(t.app, '/api/inquiries', body)
    expect(response.status).toBe(201)
    const { id } = await bodyOf<{ id: string }>(response)
    const [row] = await t.deps.db.select().from(inquiries).where(eq(inquiries.id, id))
    expect(row!.name).toBe(script)
    const mails = await t.deps.db.select().from(mailOutbox)
    const mine = mails.filter((m) => (m.text ?? m.html ?? '').includes(id) || m.to === body.email)
    expect(mine.length).toBeGreaterThanOrEqual(3)
    for (const mail of mine) {
      if (mail.html) {
        expect(mail.html).not.toContain('<script>')
        expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
      }
      expect(mail.subject).not.toMatch(/[\r\n]/)
    }
  })

  test('a line break in a name does not reach a subject line', async () => {
    const body = contactBody({ company: 'Evil\r\nBcc: victim@example.com' })
    expect((await post(t.app, '/api/inquiries', body)).status).toBe(201)
    const [notification] = (
      await mailsOfKind(t.deps, 'brand_inquiry_admin_notification', admin.email)
    ).filter((m) => m.replyTo === body.email)
    expect(notification!.subject).toBe('New brand inquiry from Evil Bcc: victim@example.com')
  })

  test('ids stay unique for submissions in the same millisecond', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => post(t.app, '/api/inquiries', contactBody())),
    )
    const ids = await Promise.all(responses.map((r) => bodyOf<{ id: string }>(r)))
    expect(responses.map((r) => r.status)).toEqual(Array(6).fill(201))
    expect(new Set(ids.map((i) => i.id)).size).toBe(6)
    for (const { id } of ids) expect(id).toMatch(/^INQUIRY-\d{13}(-[0-9a-z]+)?$/)
  })

  test('inquiryId: the plain timestamp first, then a suffix', () => {
    expect(inquiryId(0, 1_700_000_000_000)).toBe('INQUIRY-1700000000000')
    expect(inquiryId(1, 1_700_000_000_000)).toMatch(/^INQUIRY-1700000000000-[0-9a-z]{6,}$/)
  })

  test('validation answers the 000 §5 messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'J' }, 'Name must be at least 2 characters.'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
      [{ company: '' }, 'Please enter your company name.'],
      [{ marketplaces: '' }, 'Please select at least one marketplace.'],
      [{ amazonLink: 'amazon' }, 'Please enter a valid Amazon URL.'],
    ]
    for (const [override, message] of cases) {
      const response = await post(t.app, '/api/inquiries', contactBody(override))
      expect(response.status).toBe(400)
      expect((await bodyOf(response)).message).toBe(message)
    }
  })

  test('too many submissions from one address are refused with 429', async () => {
    const ip = '10.200.0.1'
    const statuses: number[] = []
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await post(t.app, '/api/inquiries', contactBody(), { ip })).status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201))
    expect(statuses[10]).toBe(429)
    // Another address is unaffected.
    expect((await post(t.app, '/api/inquiries', contactBody())).status).toBe(201)
  })

  test('admins list inquiries newest first with the mail status, filtered by kind', async () => {
    const body = contactBody({ kind: 'contact', name: 'Listed Person' })
    const { id } = await bodyOf<{ id: string }>(await post(t.app, '/api/inquiries', body))
    const response = await get(t.app, '/api/admin/inquiries?kind=contact&limit=5', {
      cookie: adminCookie,
    })
    expect(response.status).toBe(200)
    const { inquiries: list } = await bodyOf<{
      inquiries: { id: string; kind: string; mailStatus: string; createdAt: string }[]
    }>(response)
    expect(list[0]).toMatchObject({ id, kind: 'contact', mailStatus: 'stored' })
    expect(list.every((i) => i.kind === 'contact')).toBe(true)
    const times = list.map((i) => Date.parse(i.createdAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })
})

describe('ADMIN_NOTIFICATION_EMAIL', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_NOTIFICATION_EMAIL: 'ops@example.com, Sales@Example.com' })
    await createUser(t.deps, 'admin')
  })
  afterAll(async () => {
    await t?.close()
  })

  test('replaces the admin profiles as recipients of the admin mails', async () => {
    expect((await post(t.app, '/api/inquiries', contactBody())).status).toBe(201)
    const notifications = await mailsOfKind(t.deps, 'brand_inquiry_admin_notification')
    expect(notifications.map((m) => m.to).sort()).toEqual(['ops@example.com', 'sales@example.com'])
    const details = await mailsOfKind(t.deps, 'brand_inquiry_details')
    expect(details.map((m) => m.to).sort()).toEqual(['ops@example.com', 'sales@example.com'])
  })
})

describe('Idempotency-Key', () => {
  let t: TestApp
  let admin: TestUser
  beforeAll(async () => {
    t = await createTestApp()
    admin = await createUser(t.deps, 'admin')
  })
  afterAll(async () => {
    await t?.close()
  })

  test('the same key posted 3 times at once stores one inquiry and sends one set of mails', async () => {
    const body = contactBody()
    const key = randomUUID()
    const responses = await Promise.all(
      Array.from({ length: 3 }, () => post(t.app, '/api/inquiries', body, keyed(key))),
    )
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201])
    const answers = await Promise.all(responses.map((r) => bodyOf<{ id: string }>(r)))
    const ids = new Set(answers.map((a) => a.id))
    expect(ids.size).toBe(1)
    const replays = responses.filter((r) => r.headers.get('idempotent-replayed') === 'true')
    expect(replays).toHaveLength(2)

    const rows = await t.deps.db.select().from(inquiries).where(eq(inquiries.email, body.email))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ id: answers[0]!.id, idempotencyKey: key })
    const mails = await t.deps.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, [admin.email, body.email]))
    expect(mails.map((m) => m.kind).sort()).toEqual([
      'brand_inquiry_admin_notification',
      'brand_inquiry_confirmation',
      'brand_inquiry_details',
    ])

    // A retry later (a lost answer) gets the first submission's answer again.
    const retry = await post(t.app, '/api/inquiries', body, keyed(key))
    expect(retry.status).toBe(201)
    expect(await bodyOf(retry)).toEqual({ success: true, id: answers[0]!.id })
    expect(
      await t.deps.db.select().from(inquiries).where(eq(inquiries.email, body.email)),
    ).toHaveLength(1)
  })

  test('another key, or none, is another submission', async () => {
    const body = contactBody()
    expect((await post(t.app, '/api/inquiries', body, keyed(randomUUID()))).status).toBe(201)
    expect((await post(t.app, '/api/inquiries', body, keyed(randomUUID()))).status).toBe(201)
    expect((await post(t.app, '/api/inquiries', body)).status).toBe(201)
    expect((await post(t.app, '/api/inquiries', body)).status).toBe(201)
    const rows = await t.deps.db.select().from(inquiries).where(eq(inquiries.email, body.email))
    expect(rows).toHaveLength(4)
  })

  test('a key that is empty, too long or not printable is a 400 with a clear message', async () => {
    const message =
      'The Idempotency-Key header must be 1 to 100 printable characters without spaces.'
    for (const key of ['', 'x'.repeat(101), 'two words', 'caf\u00e9', 'tab\there']) {
      const body = contactBody()
      const response = await post(t.app, '/api/inquiries', body, keyed(key))
      expect(response.status, JSON.stringify(key)).toBe(400)
      expect(await bodyOf(response)).toMatchObject({ code: 'INVALID_IDEMPOTENCY_KEY', message })
      const rows = await t.deps.db.select().from(inquiries).where(eq(inquiries.email, body.email))
      expect(rows).toHaveLength(0)
    }
    expect(
      (await post(t.app, '/api/inquiries', contactBody(), keyed('x'.repeat(100)))).status,
    ).toBe(201)
  })

  test('a key first used by a reseller-hub application is refused, not replayed', async () => {
    const key = randomUUID()
    const application = await postForm(
      t.app,
      '/api/reseller-applications',
      applicationForm(applicationPayload()),
      {
        headers: { 'idempotency-key': key },
      },
    )
    expect(application.status).toBe(201)
    const response = await post(t.app, '/api/inquiries', contactBody(), keyed(key))
    expect(response.status).toBe(409)
    expect(await bodyOf(response)).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' })
  })
})

describe('with SMTP down', () => {
  let t: TestApp
  let port: number
  let admin: TestUser
  beforeAll(async () => {
    port = await freeSmtpPort()
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true&connectionTimeout=1000`,
    })
    admin = await createUser(t.deps, 'admin')
  })
  afterAll(async () => {
    await t?.close()
  })

  test('the inquiry is received (201), its mails wait in the outbox and go out once SMTP is back', async () => {
    const body = contactBody()
    const response = await post(t.app, '/api/inquiries', body)
    expect(response.status).toBe(201)
    const answer = await bodyOf<{ success: boolean; id: string }>(response)
    expect(answer).toEqual({ success: true, id: answer.id })
    const [row] = await t.deps.db.select().from(inquiries).where(eq(inquiries.id, answer.id))
    // Written with the inquiry; the answer never waited for SMTP.
    expect(row).toMatchObject({ email: body.email, mailStatus: 'queued' })
    // The outbox worker, woken after the commit, attempted all three once; they wait for
    // their retry.
    const mine = and(eq(mailOutbox.replyTo, body.email), eq(mailOutbox.to, admin.email))
    const mailsNow = async () => [
      ...(await t.deps.db.select().from(mailOutbox).where(mine)),
      ...(await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, body.email))),
    ]
    const started = Date.now()
    while (!(await mailsNow()).every((m) => m.status === 'failed') && Date.now() - started < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    const mails = await mailsNow()
    expect(mails).toHaveLength(3)
    expect(mails.every((m) => m.status === 'failed' && m.attempts === 1)).toBe(true)

    // Admins still see it, with the mail status.
    const list = await get(t.app, '/api/admin/inquiries', { cookie: await signIn(t.app, admin) })
    const { inquiries: rows } = await bodyOf<{ inquiries: { id: string; mailStatus: string }[] }>(
      list,
    )
    // Admins see what became of the mails: the details mail failed (it is retried).
    expect(rows.find((r) => r.id === answer.id)?.mailStatus).toBe('failed')

    // SMTP comes back; the worker's next round after the first wait delivers all three.
    const smtp = await startSmtpServer({ port })
    try {
      const transport = t.deps.mailer.transport!
      const result = await runOutboxTick(
        { db: t.deps.db, logger: t.deps.logger, transport },
        { now: () => new Date(Date.now() + MAIL_RETRY_DELAYS_MS[0] + 1000) },
      )
      expect(result.sent).toBeGreaterThanOrEqual(3)
      const subjects = smtp.received.map((raw) => /^Subject: (.*)$/m.exec(raw)?.[1]?.trim())
      expect(subjects).toEqual(
        expect.arrayContaining([
          `New brand inquiry from ${body.company}`,
          'We received your brand inquiry',
          `New brand inquiry details: ${body.company}`,
        ]),
      )
      const after = await t.deps.db
        .select()
        .from(mailOutbox)
        .where(
          inArray(
            mailOutbox.id,
            mails.map((m) => m.id),
          ),
        )
      expect(after.every((m) => m.status === 'sent' && m.attempts === 2)).toBe(true)
      const listed = await get(t.app, '/api/admin/inquiries', {
        cookie: await signIn(t.app, admin),
      })
      const { inquiries: now } = await bodyOf<{ inquiries: { id: string; mailStatus: string }[] }>(
        listed,
      )
      expect(now.find((r) => r.id === answer.id)?.mailStatus).toBe('sent')
    } finally {
      await smtp.close()
    }
  })
})
