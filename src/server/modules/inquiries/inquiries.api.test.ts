/**
 * The contact form and brand inquiry (000 §3, §7 call 15; DESIGN decision 9): stored first with
 * the spec's fields, then three mails; a mail failure answers 502 but keeps the inquiry.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CONTACT_EMAIL } from '#shared/constants.ts'
import { inquiries, mailOutbox } from '#server/db/schema/index.ts'
import { createUser, signIn, uniqueEmail, type TestUser } from '#testing/factories.ts'
import { bodyOf, get, post } from '#testing/http.ts'
import { mailsOfKind } from '#testing/public-site.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { inquiryId } from './inquiry-id.ts'

const FAILED_MESSAGE = `There was a problem submitting your form. Please try again or contact us directly at ${CONTACT_EMAIL}.`

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

describe('with SMTP unreachable', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9?connectionTimeout=1000' })
    await createUser(t.deps, 'admin')
  })
  afterAll(async () => {
    await t?.close()
  })

  test('the inquiry is stored, the answer is 502 with the spec text, admins still see it', async () => {
    const body = contactBody()
    const response = await post(t.app, '/api/inquiries', body)
    expect(response.status).toBe(502)
    const answer = await bodyOf<{ code: string; message: string; id: string }>(response)
    expect(answer).toEqual({ code: 'MAIL_FAILED', message: FAILED_MESSAGE, id: answer.id })
    const [row] = await t.deps.db.select().from(inquiries).where(eq(inquiries.id, answer.id))
    expect(row).toMatchObject({ email: body.email, mailStatus: 'failed' })
    // All three mails were attempted and kept in the outbox as failed.
    const mails = await t.deps.db.select().from(mailOutbox)
    expect(mails.filter((m) => m.status === 'failed').length).toBeGreaterThanOrEqual(3)

    const admin = await createUser(t.deps, 'admin')
    const list = await get(t.app, '/api/admin/inquiries', { cookie: await signIn(t.app, admin) })
    const { inquiries: rows } = await bodyOf<{ inquiries: { id: string; mailStatus: string }[] }>(
      list,
    )
    expect(rows.find((r) => r.id === answer.id)?.mailStatus).toBe('failed')
  })
})
