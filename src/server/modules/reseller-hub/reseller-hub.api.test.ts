/**
 * The reseller-hub application (000 §3, 001 §3, §7.5): multipart with a PDF, stored privately,
 * a pending application, three mails, duplicates refused without a trace, and the document
 * downloadable by admins only. Once stored the application is received, whatever the mails do
 * (the outbox retries them), and repeats of one Idempotency-Key store it once (issue 12 #7).
 */
import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { VERIFICATION_DOCUMENT_MAX_BYTES } from '#shared/constants.ts'
import { RESELLER_APPLICATION_MESSAGES } from '#shared/schemas/public.ts'
import { inquiries, mailOutbox, resellerApplications } from '#server/db/schema/index.ts'
import { createUser, signIn, type TestUser } from '#testing/factories.ts'
import { bodyOf, get } from '#testing/http.ts'
import {
  applicationForm,
  applicationPayload,
  fileOf,
  mailsOfKind,
  pdfBytes,
  postForm,
  postFormChunked,
} from '#testing/public-site.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { documentFileName } from './document-download.ts'

const PATH = '/api/reseller-applications'
const MB = 1024 * 1024

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

const storageDir = () => path.resolve(t.deps.env.DATA_DIR, 'storage')
const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String) : []

async function applicationsFor(email: string) {
  return t.deps.db
    .select()
    .from(resellerApplications)
    .where(eq(sql`lower(${resellerApplications.email})`, email.toLowerCase()))
}

describe('a valid application', () => {
  test('creates a pending application with the document on disk and sends three mails', async () => {
    const payload = applicationPayload({
      email: 'Mixed.Case@Example.COM'.replace('Mixed', `Mixed${Date.now()}`),
    })
    const response = await postForm(t.app, PATH, applicationForm(payload))
    expect(response.status, await response.clone().text()).toBe(201)
    const { success, id } = await bodyOf<{ success: boolean; id: string }>(response)
    expect(success).toBe(true)

    const [row] = await t.deps.db
      .select()
      .from(resellerApplications)
      .where(eq(resellerApplications.id, id))
    const email = payload.email.toLowerCase()
    expect(row).toMatchObject({
      userId: null,
      email,
      companyName: payload.companyName,
      status: 'pending',
      applicationStatus: 'submitted',
      phone: payload.phone,
      linkedin: payload.linkedIn,
      businessType: 'llc',
      einNumber: '12-3456789',
      amazonSellerId: 'A1PRIMERESALE',
      walmartSellerId: null,
      ebaySellerId: 'prime_resale',
      salesVolume: '50k_100k',
      wholesaleBudget: '10k_25k',
      feedbackScore: '98%',
      productCategories: ['electronics', 'home_goods'],
    })
    expect(row!.documentPath).toMatch(new RegExp(`^documents/${id}/[0-9a-f-]{36}\\.pdf$`))
    expect(row!.applicationData).toMatchObject({
      ...payload,
      email,
      contactName: payload.contactName,
      status: 'pending',
      id,
      documentName: 'verification.pdf',
    })
    const createdAt = (row!.applicationData as { createdAt: string }).createdAt
    expect(new Date(createdAt).toISOString()).toBe(createdAt)

    // On disk, under DATA_DIR/storage, byte for byte.
    const file = path.join(storageDir(), ...row!.documentPath!.split('/'))
    expect(Buffer.from(fs.readFileSync(file)).equals(Buffer.from(pdfBytes()))).toBe(true)
    expect(filesUnder(path.dirname(file)).filter((f) => f.endsWith('.partial'))).toEqual([])

    // Also recorded as an inquiry, with the outcome of its mails.
    const [inquiry] = await t.deps.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.kind, 'reseller_application'))
      .orderBy(sql`${inquiries.createdAt} desc`)
      .limit(1)
    expect(inquiry).toMatchObject({ email, company: payload.companyName, mailStatus: 'stored' })
    expect(inquiry!.payload).toMatchObject({ applicationId: id })

    const [notification] = await mailsOfKind(
      t.deps,
      'reseller_application_admin_notification',
      admin.email,
    )
    expect(notification!.html).toContain(id)
    expect(notification!.html).toContain('respond within 24 business hours')
    expect(notification!.html).toContain('/admin/dashboard')
    const [confirmation] = await mailsOfKind(t.deps, 'reseller_application_confirmation', email)
    expect(confirmation!.html).toContain('review your application within 1-3 business days')
    const [details] = await mailsOfKind(t.deps, 'reseller_application_details', admin.email)
    for (const part of [
      id,
      payload.companyName,
      email,
      payload.phone,
      'LLC',
      'Electronics, Home goods',
    ])
      expect(details!.text).toContain(part)
  })

  test('the admin downloads the document as <company>_verification_document.pdf; nobody else can', async () => {
    const payload = applicationPayload({ companyName: 'Acme / "Resale" Co' })
    const { id } = await bodyOf<{ id: string }>(
      await postForm(t.app, PATH, applicationForm(payload)),
    )
    const url = `/api/admin/reseller-applications/${id}/document`
    const download = await get(t.app, url, { cookie: adminCookie })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="Acme _ _Resale_ Co_verification_document.pdf"; filename*=UTF-8''Acme%20_%20_Resale_%20Co_verification_document.pdf`,
    )
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(pdfBytes()))).toBe(true)

    expect((await get(t.app, url)).status).toBe(401)
    for (const role of ['brand', 'reseller'] as const) {
      const cookie = await signIn(t.app, await createUser(t.deps, role))
      expect((await get(t.app, url, { cookie })).status).toBe(403)
    }
    const missing = await get(
      t.app,
      '/api/admin/reseller-applications/3f0c9a52-8a59-4c4e-9d51-2f5a6b1c7d80/document',
      { cookie: adminCookie },
    )
    expect(missing.status).toBe(404)
  })

  test('the list of applications says which have a document', async () => {
    const payload = applicationPayload()
    await postForm(t.app, PATH, applicationForm(payload))
    const list = await get(
      t.app,
      `/api/admin/reseller-applications?search=${encodeURIComponent(payload.email)}`,
      { cookie: adminCookie },
    )
    const { applications } = await bodyOf<{ applications: { hasDocument: boolean }[] }>(list)
    expect(applications).toHaveLength(1)
    expect(applications[0]!.hasDocument).toBe(true)
  })

  test('documentFileName keeps the company name and nothing dangerous', () => {
    expect(documentFileName('Prime Resale LLC')).toBe('Prime Resale LLC_verification_document.pdf')
    expect(documentFileName('../../etc/passwd')).toBe('_.._etc_passwd_verification_document.pdf')
    expect(documentFileName('a\r\nb')).toBe('a_b_verification_document.pdf')
    expect(documentFileName('  ...  ')).toBe('reseller_verification_document.pdf')
    expect(documentFileName('Café Müller')).toBe('Café Müller_verification_document.pdf')
  })
})

describe('duplicates', () => {
  test('a second application from the same address (any case) is refused; nothing changes', async () => {
    const payload = applicationPayload()
    const first = await postForm(t.app, PATH, applicationForm(payload))
    expect(first.status).toBe(201)
    const [before] = await applicationsFor(payload.email)
    const filesBefore = filesUnder(storageDir()).length
    const mailsBefore = (await mailsOfKind(t.deps, 'reseller_application_confirmation')).length

    const again = await postForm(
      t.app,
      PATH,
      applicationForm({
        ...payload,
        email: payload.email.toUpperCase(),
        companyName: 'Overwrite Co',
      }),
    )
    expect(again.status).toBe(409)
    expect(await bodyOf(again)).toEqual({
      code: 'DUPLICATE_APPLICATION',
      message: RESELLER_APPLICATION_MESSAGES.duplicate,
    })
    const after = await applicationsFor(payload.email)
    expect(after).toEqual([before])
    expect(filesUnder(storageDir()).length).toBe(filesBefore)
    expect((await mailsOfKind(t.deps, 'reseller_application_confirmation')).length).toBe(
      mailsBefore,
    )
  })

  test('two at once from one address: exactly one is stored, and one file', async () => {
    const payload = applicationPayload()
    const filesBefore = filesUnder(storageDir()).filter((f) => f.endsWith('.pdf')).length
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => postForm(t.app, PATH, applicationForm(payload))),
    )
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409])
    expect(await applicationsFor(payload.email)).toHaveLength(1)
    const filesAfter = filesUnder(storageDir()).filter((f) => f.endsWith('.pdf')).length
    expect(filesAfter - filesBefore).toBe(1)
  })

  test('an account made by sign-up counts as an application too', async () => {
    const reseller = await createUser(t.deps, 'reseller')
    const response = await postForm(
      t.app,
      PATH,
      applicationForm(applicationPayload({ email: reseller.email })),
    )
    expect(response.status).toBe(409)
  })
})

describe('Idempotency-Key', () => {
  test('the same key 3 times at once stores one application, one file and one set of mails', async () => {
    const payload = applicationPayload()
    const headers = { 'idempotency-key': randomUUID() }
    const filesBefore = filesUnder(storageDir()).filter((f) => f.endsWith('.pdf')).length
    const responses = await Promise.all(
      Array.from({ length: 3 }, () => postForm(t.app, PATH, applicationForm(payload), { headers })),
    )
    // A repeat is answered like the first, not refused as a duplicate of itself.
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201])
    const answers = await Promise.all(responses.map((r) => bodyOf<{ id: string }>(r)))
    expect(new Set(answers.map((a) => a.id)).size).toBe(1)
    expect(responses.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(2)
    const [stored, ...more] = await applicationsFor(payload.email)
    expect(more).toHaveLength(0)
    expect(stored!.id).toBe(answers[0]!.id)
    const filesAfter = filesUnder(storageDir()).filter((f) => f.endsWith('.pdf')).length
    expect(filesAfter - filesBefore).toBe(1)
    const keyed = await t.deps.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.idempotencyKey, headers['idempotency-key']))
    expect(keyed).toHaveLength(1)
    const confirmations = await mailsOfKind(
      t.deps,
      'reseller_application_confirmation',
      payload.email.toLowerCase(),
    )
    expect(confirmations).toHaveLength(1)

    // The same key later: the first answer again. A new key for the same address: a duplicate.
    const retry = await postForm(t.app, PATH, applicationForm(payload), { headers })
    expect(retry.status).toBe(201)
    expect(await bodyOf(retry)).toEqual({ success: true, id: answers[0]!.id })
    const other = { headers: { 'idempotency-key': randomUUID() } }
    expect((await postForm(t.app, PATH, applicationForm(payload), other)).status).toBe(409)
  })

  test('a bad key is a 400 and stores nothing', async () => {
    const payload = applicationPayload()
    const response = await postForm(t.app, PATH, applicationForm(payload), {
      headers: { 'idempotency-key': 'has space' },
    })
    expect(response.status).toBe(400)
    expect(await bodyOf(response)).toMatchObject({ code: 'INVALID_IDEMPOTENCY_KEY' })
    expect(await applicationsFor(payload.email)).toHaveLength(0)
  })
})

describe('bad uploads', () => {
  test('a missing document, and invalid fields, answer 400 with issues per field', async () => {
    const response = await postForm(
      t.app,
      PATH,
      applicationForm(applicationPayload({ email: 'bad', productCategories: [] }), null),
    )
    expect(response.status).toBe(400)
    const body = await bodyOf<{ issues: { path: string; message: string }[] }>(response)
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: RESELLER_APPLICATION_MESSAGES.email },
        { path: 'productCategories', message: RESELLER_APPLICATION_MESSAGES.categories },
        { path: 'document', message: RESELLER_APPLICATION_MESSAGES.document },
      ]),
    )
  })

  test('no store link at all is refused', async () => {
    const response = await postForm(
      t.app,
      PATH,
      applicationForm(
        applicationPayload({ amazonStoreLink: '', walmartStoreLink: '', ebayStoreLink: '' }),
      ),
    )
    expect(response.status).toBe(400)
    expect((await bodyOf(response)).message).toBe(RESELLER_APPLICATION_MESSAGES.atLeastOneStore)
  })

  test('a 2 MB file that is not a PDF answers 415, whatever it claims to be', async () => {
    const png = new Uint8Array(2 * MB)
    png.set([0x89, 0x50, 0x4e, 0x47])
    for (const file of [
      fileOf(png, 'photo.png', 'image/png'),
      fileOf(png, 'photo.pdf', 'application/pdf'),
      fileOf(pdfBytes(), 'real.pdf', 'text/html'),
    ]) {
      const payload = applicationPayload()
      const response = await postForm(t.app, PATH, applicationForm(payload, file))
      expect(response.status).toBe(415)
      expect(await bodyOf(response)).toEqual({
        code: 'UNSUPPORTED_DOCUMENT_TYPE',
        message: RESELLER_APPLICATION_MESSAGES.documentType,
      })
      expect(await applicationsFor(payload.email)).toEqual([])
    }
  })

  test('a PDF just over 10 MB answers 413 with the size text', async () => {
    const payload = applicationPayload()
    const response = await postForm(
      t.app,
      PATH,
      applicationForm(payload, fileOf(pdfBytes(VERIFICATION_DOCUMENT_MAX_BYTES + 1))),
    )
    expect(response.status).toBe(413)
    expect((await bodyOf(response)).message).toBe(RESELLER_APPLICATION_MESSAGES.documentSize)
    expect(await applicationsFor(payload.email)).toEqual([])
  })

  test('a PDF of exactly 10 MB is accepted', async () => {
    const response = await postForm(
      t.app,
      PATH,
      applicationForm(applicationPayload(), fileOf(pdfBytes(VERIFICATION_DOCUMENT_MAX_BYTES))),
    )
    expect(response.status).toBe(201)
  })

  test('an 11 MB PDF is refused by the body limit, with and without Content-Length', async () => {
    for (const sendIt of [postForm, postFormChunked]) {
      const payload = applicationPayload()
      const response = await sendIt(
        t.app,
        PATH,
        applicationForm(payload, fileOf(pdfBytes(11 * MB))),
      )
      expect(response.status).toBe(413)
      expect(await bodyOf(response)).toEqual({
        code: 'DOCUMENT_TOO_LARGE',
        message: RESELLER_APPLICATION_MESSAGES.documentSize,
      })
      expect(await applicationsFor(payload.email)).toEqual([])
    }
  })

  test('a chunked upload under the limit goes through', async () => {
    const response = await postFormChunked(t.app, PATH, applicationForm(applicationPayload()))
    expect(response.status).toBe(201)
  })

  test('script tags in names are stored as text and escaped in every HTML mail', async () => {
    const script = '<script>alert(1)</script>'
    const payload = applicationPayload({ companyName: `${script} Co`, contactName: script })
    const response = await postForm(t.app, PATH, applicationForm(payload))
    expect(response.status).toBe(201)
    const [row] = await applicationsFor(payload.email)
    expect(row!.companyName).toBe(`${script} Co`)
    const email = payload.email.toLowerCase()
    const [confirmation] = await mailsOfKind(t.deps, 'reseller_application_confirmation', email)
    const notifications = (
      await mailsOfKind(t.deps, 'reseller_application_admin_notification', admin.email)
    ).filter((m) => m.replyTo === email)
    for (const mail of [confirmation!, ...notifications]) {
      expect(mail.html).not.toContain('<script>')
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    }
  })

  test('too many applications from one address answer 429', async () => {
    const ip = '10.202.0.1'
    const statuses: number[] = []
    for (let i = 0; i < 11; i += 1)
      statuses.push(
        (await postForm(t.app, PATH, applicationForm(applicationPayload()), { ip })).status,
      )
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201))
    expect(statuses[10]).toBe(429)
  })
})

describe('with SMTP unreachable', () => {
  test('the application is stored and received (201); its mails wait in the outbox', async () => {
    const down = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9?connectionTimeout=1000' })
    try {
      const payload = applicationPayload()
      const response = await postForm(down.app, PATH, applicationForm(payload))
      expect(response.status).toBe(201)
      const body = await bodyOf<{ success: boolean; id: string }>(response)
      expect(body).toEqual({ success: true, id: body.id })
      const [row] = await down.deps.db
        .select()
        .from(resellerApplications)
        .where(eq(resellerApplications.id, body.id))
      expect(row).toMatchObject({ status: 'pending', email: payload.email.toLowerCase() })
      const [inquiry] = await down.deps.db
        .select()
        .from(inquiries)
        .where(eq(inquiries.kind, 'reseller_application'))
      // Written with the application; the answer never waited for SMTP.
      expect(inquiry!.mailStatus).toBe('queued')
      // The outbox worker, woken after the commit, made the first attempt: it waits for a retry.
      const confirmationRow = async () =>
        (
          await down.deps.db
            .select()
            .from(mailOutbox)
            .where(eq(mailOutbox.to, payload.email.toLowerCase()))
        )[0]
      const started = Date.now()
      while ((await confirmationRow())?.status !== 'failed' && Date.now() - started < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      const confirmation = await confirmationRow()
      expect(confirmation).toMatchObject({ status: 'failed', attempts: 1 })
      expect(confirmation!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now())
    } finally {
      await down.close()
    }
  })
})
