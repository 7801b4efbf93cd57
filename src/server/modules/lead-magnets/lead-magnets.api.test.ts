/**
 * The lead magnet (000 §7 calls 13, 14): a lead_magnets row, then the auto-ungated brands as a
 * CSV attachment and an HTML table; admins maintain the flag. The dev mailbox offers the file.
 * Once stored the request succeeds, whatever the mail does (the outbox retries it), and repeats
 * of one Idempotency-Key store and mail once (issue 12 #7).
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { brandsDirectory, leadMagnets } from '#server/db/schema/index.ts'
import { createUser, signIn, uniqueEmail } from '#testing/factories.ts'
import { bodyOf, get, patch, post } from '#testing/http.ts'
import { createBrand, mailsOfKind } from '#testing/public-site.ts'
import { MAIL_RETRY_DELAYS_MS } from '#shared/constants.ts'
import { mailOutbox } from '#server/db/schema/index.ts'
import { runOutboxTick } from '#server/lib/mail/outbox-worker.ts'
import { freeSmtpPort, startSmtpServer } from '#testing/smtp-server.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { LEAD_MAGNET_CSV_NAME } from './send-lead-magnet.ts'

/** The demo tools answer callers on this machine (DESIGN decision 2). */
const LOCAL = { ip: '127.0.0.1' }

function csvOf(attachment: { contentBase64: string }) {
  return Buffer.from(attachment.contentBase64, 'base64').toString('utf8')
}

describe('lead magnet', () => {
  let t: TestApp
  let adminCookie: string

  beforeAll(async () => {
    t = await createTestApp()
    adminCookie = await signIn(t.app, await createUser(t.deps, 'admin'))
    await createBrand(t.deps, {
      name: 'Zephyr Tools',
      websiteUrl: 'https://zephyr.example.com',
      categories: ['Tools', 'Home Goods'],
      department: 'Hardware',
      contactEmail: 'sales@zephyr.example.com',
      amazonAutoUngated: true,
    })
    await createBrand(t.deps, {
      name: '=HYPERLINK("http://evil.example","click"), "Quoted"',
      categories: ['-2+3', '@SUM(A1)'],
      department: '+Dept',
      contactEmail: 'x@evil.example.com',
      amazonAutoUngated: true,
    })
    await createBrand(t.deps, { name: 'Gated Brand', amazonAutoUngated: false })
    await createBrand(t.deps, {
      name: 'Inactive Ungated',
      amazonAutoUngated: true,
      isActive: false,
    })
  })
  afterAll(async () => {
    await t?.close()
  })

  test('stores the subscriber and mails the auto-ungated active brands as CSV and table', async () => {
    const email = uniqueEmail('lead')
    const response = await post(t.app, '/api/lead-magnets', {
      email,
      magnetType: 'amazon_ungated_brands',
    })
    expect(response.status).toBe(200)
    expect(await bodyOf(response)).toEqual({ success: true })

    const rows = await t.deps.db.select().from(leadMagnets).where(eq(leadMagnets.email, email))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      name: 'Lead Magnet Subscriber',
      magnetType: 'amazon_ungated_brands',
    })

    const [mail] = await mailsOfKind(t.deps, 'lead_magnet', email)
    expect(mail!.attachments).toHaveLength(1)
    const attachment = mail!.attachments![0]!
    expect(attachment).toMatchObject({ filename: LEAD_MAGNET_CSV_NAME, contentType: 'text/csv' })
    const csv = csvOf(attachment)
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe('name,website_url,categories,department,contact_email')
    expect(lines).toContain(
      'Zephyr Tools,https://zephyr.example.com,Tools; Home Goods,Hardware,sales@zephyr.example.com',
    )
    // Escaped and neutralised: quotes doubled, the whole cell quoted, formulas prefixed.
    expect(lines).toContain(
      `"'=HYPERLINK(""http://evil.example"",""click""), ""Quoted""",,'-2+3; @SUM(A1),'+Dept,x@evil.example.com`,
    )
    expect(csv).not.toContain('Gated Brand')
    expect(csv).not.toContain('Inactive Ungated')
    expect(lines).toHaveLength(3)

    expect(mail!.html).toContain('<table')
    expect(mail!.html).toContain('Zephyr Tools')
    expect(mail!.html).toContain('&quot;Quoted&quot;')
    expect(mail!.html).not.toContain('Gated Brand')
  })

  test('magnetType defaults; an invalid e-mail is refused with the popup text', async () => {
    expect((await post(t.app, '/api/lead-magnets', { email: uniqueEmail('lead') })).status).toBe(
      200,
    )
    const bad = await post(t.app, '/api/lead-magnets', { email: 'nope' })
    expect(bad.status).toBe(400)
    expect((await bodyOf(bad)).message).toBe('Please enter a valid email address')
    const other = await post(t.app, '/api/lead-magnets', { email: uniqueEmail(), magnetType: 'x' })
    expect(other.status).toBe(400)
  })

  test('the dev mailbox lists the attachment and serves it for download', async () => {
    const email = uniqueEmail('lead')
    await post(t.app, '/api/lead-magnets', { email })
    const [mail] = await mailsOfKind(t.deps, 'lead_magnet', email)
    const list = await (
      await get(t.app, `/dev/mailbox?to=${encodeURIComponent(email)}`, LOCAL)
    ).text()
    expect(list).toContain('1 attachment')
    const page = await (await get(t.app, `/dev/mailbox/${mail!.id}`, LOCAL)).text()
    expect(page).toContain(`/dev/mailbox/${mail!.id}/attachments/0`)
    expect(page).toContain(LEAD_MAGNET_CSV_NAME)
    const download = await get(t.app, `/dev/mailbox/${mail!.id}/attachments/0`, LOCAL)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toContain('text/csv')
    expect(download.headers.get('content-disposition')).toContain(
      `attachment; filename="${LEAD_MAGNET_CSV_NAME}"`,
    )
    expect(await download.text()).toContain('Zephyr Tools')
    expect((await get(t.app, `/dev/mailbox/${mail!.id}/attachments/1`, LOCAL)).status).toBe(404)
    expect((await get(t.app, `/dev/mailbox/${mail!.id}/attachments/x`, LOCAL)).status).toBe(404)
    expect((await get(t.app, `/dev/mailbox/not-a-uuid/attachments/0`, LOCAL)).status).toBe(404)
  })

  test('the mail links to the current list; a forged, unknown or expired link is a 404', async () => {
    const email = uniqueEmail('lead')
    await post(t.app, '/api/lead-magnets', { email })
    const [mail] = await mailsOfKind(t.deps, 'lead_magnet', email)
    const href = /href="([^"]*\/api\/lead-magnets\/[^"]+\/download\?token=[^"]+)"/.exec(
      mail!.html ?? '',
    )?.[1]
    expect(href).toBeDefined()
    const link = new URL(href!.replaceAll('&amp;', '&'))
    expect(mail!.text).toContain(link.href)
    expect(mail!.html).toContain('Download the list (CSV)')

    const download = await get(t.app, link.pathname + link.search)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toContain('text/csv')
    expect(download.headers.get('content-disposition')).toContain(
      `attachment; filename="${LEAD_MAGNET_CSV_NAME}"`,
    )
    const csv = await download.text()
    expect(csv).toContain('Zephyr Tools')
    expect(csv).not.toContain('Gated Brand')

    // The list is read when the link is opened: a brand flagged later is in it.
    await createBrand(t.deps, { name: 'Flagged After Mail', amazonAutoUngated: true })
    expect(await (await get(t.app, link.pathname + link.search)).text()).toContain(
      'Flagged After Mail',
    )

    const token = link.searchParams.get('token')!
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
    expect((await get(t.app, `${link.pathname}?token=${forged}`)).status).toBe(404)
    const other = '3f0c9a52-8a59-4c4e-9d51-2f5a6b1c7d80'
    expect((await get(t.app, `/api/lead-magnets/${other}/download?token=${token}`)).status).toBe(
      404,
    )
    expect((await get(t.app, link.pathname)).status).toBe(400)

    const id = link.pathname.split('/')[3]!
    await t.deps.db
      .update(leadMagnets)
      .set({ createdAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) })
      .where(eq(leadMagnets.id, id))
    const expired = await get(t.app, link.pathname + link.search)
    expect(expired.status).toBe(404)
    expect((await bodyOf(expired)).message).toContain('invalid or has expired')
  })

  test('admins set and clear the flag; the next list follows it', async () => {
    const brand = await createBrand(t.deps, { name: 'Newly Ungated Co' })
    const on = await patch(
      t.app,
      `/api/admin/brands/${brand.id}/auto-ungated`,
      { amazonAutoUngated: true },
      { cookie: adminCookie },
    )
    expect(on.status).toBe(200)
    expect(await bodyOf(on)).toEqual({
      brand: { id: brand.id, name: 'Newly Ungated Co', amazonAutoUngated: true },
    })
    const email = uniqueEmail('lead')
    await post(t.app, '/api/lead-magnets', { email })
    const [mail] = await mailsOfKind(t.deps, 'lead_magnet', email)
    expect(csvOf(mail!.attachments![0]!)).toContain('Newly Ungated Co')

    const off = await patch(
      t.app,
      `/api/admin/brands/${brand.id}/auto-ungated`,
      { amazonAutoUngated: false },
      { cookie: adminCookie },
    )
    expect(off.status).toBe(200)
    const [row] = await t.deps.db
      .select({ flag: brandsDirectory.amazonAutoUngated })
      .from(brandsDirectory)
      .where(eq(brandsDirectory.id, brand.id))
    expect(row!.flag).toBe(false)

    const missing = await patch(
      t.app,
      '/api/admin/brands/3f0c9a52-8a59-4c4e-9d51-2f5a6b1c7d80/auto-ungated',
      { amazonAutoUngated: true },
      { cookie: adminCookie },
    )
    expect(missing.status).toBe(404)
  })

  test('requests from one address are rate-limited', async () => {
    const ip = '10.201.0.1'
    const statuses: number[] = []
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (await post(t.app, '/api/lead-magnets', { email: uniqueEmail() }, { ip })).status,
      )
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})

describe('over SMTP', () => {
  test('the CSV travels as an attachment', async () => {
    const smtp = await startSmtpServer()
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` })
    try {
      await createBrand(t.deps, { name: 'Wire Brand', amazonAutoUngated: true })
      const response = await post(t.app, '/api/lead-magnets', { email: uniqueEmail('lead') })
      expect(response.status).toBe(200)
      expect(smtp.received).toHaveLength(1)
      expect(smtp.received[0]).toMatch(
        /Content-Type: text\/csv[^]*Content-Disposition: attachment;\s*filename=amazon-auto-ungated-brands\.csv/,
      )
    } finally {
      await t.close()
      await smtp.close()
    }
  })

  test('with SMTP down the subscriber is stored and told so; the mail goes out once SMTP is back', async () => {
    const port = await freeSmtpPort()
    const t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true&connectionTimeout=1000`,
    })
    try {
      const email = uniqueEmail('lead')
      const response = await post(t.app, '/api/lead-magnets', { email })
      expect(response.status).toBe(200)
      expect(await bodyOf(response)).toEqual({ success: true })
      const rows = await t.deps.db.select().from(leadMagnets).where(eq(leadMagnets.email, email))
      expect(rows).toHaveLength(1)
      const [mail] = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))
      expect(mail).toMatchObject({ kind: 'lead_magnet', status: 'failed', attempts: 1 })

      const smtp = await startSmtpServer({ port })
      try {
        await runOutboxTick(
          { db: t.deps.db, logger: t.deps.logger, transport: t.deps.mailer.transport! },
          { now: () => new Date(Date.now() + MAIL_RETRY_DELAYS_MS[0] + 1000) },
        )
        expect(smtp.mails.map((m) => m.to)).toEqual([[email]])
        expect(smtp.received[0]).toContain('filename=amazon-auto-ungated-brands.csv')
      } finally {
        await smtp.close()
      }
    } finally {
      await t.close()
    }
  })
})

describe('Idempotency-Key', () => {
  test('the same key 3 times at once stores one subscriber and sends one mail', async () => {
    const t = await createTestApp()
    try {
      const email = uniqueEmail('lead')
      const key = randomUUID()
      const headers = { 'idempotency-key': key }
      const responses = await Promise.all(
        Array.from({ length: 3 }, () => post(t.app, '/api/lead-magnets', { email }, { headers })),
      )
      expect(responses.map((r) => r.status)).toEqual([200, 200, 200])
      for (const response of responses) expect(await bodyOf(response)).toEqual({ success: true })
      expect(responses.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(
        2,
      )
      const rows = await t.deps.db.select().from(leadMagnets).where(eq(leadMagnets.email, email))
      expect(rows).toHaveLength(1)
      expect(rows[0]!.idempotencyKey).toBe(key)
      expect(await mailsOfKind(t.deps, 'lead_magnet', email)).toHaveLength(1)

      // Without a key, or with another, it is a new request.
      expect((await post(t.app, '/api/lead-magnets', { email })).status).toBe(200)
      const other = { headers: { 'idempotency-key': randomUUID() } }
      expect((await post(t.app, '/api/lead-magnets', { email }, other)).status).toBe(200)
      expect(await mailsOfKind(t.deps, 'lead_magnet', email)).toHaveLength(3)

      const bad = await post(
        t.app,
        '/api/lead-magnets',
        { email: uniqueEmail('lead') },
        { headers: { 'idempotency-key': 'x'.repeat(101) } },
      )
      expect(bad.status).toBe(400)
      expect(await bodyOf(bad)).toMatchObject({ code: 'INVALID_IDEMPOTENCY_KEY' })
    } finally {
      await t.close()
    }
  })
})
