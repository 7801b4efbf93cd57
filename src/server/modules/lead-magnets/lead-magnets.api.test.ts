/**
 * The lead magnet (000 §7 calls 13, 14): a lead_magnets row, then the brands of the lead list
 * (issue 16: lead_magnet_brands, kept by admins) as a CSV attachment and an HTML table; the
 * popup's count comes from the public summary. The dev mailbox offers the file.
 * Once stored the request succeeds, whatever the mail does (the outbox retries it), and repeats
 * of one Idempotency-Key store and mail once (issue 12 #7).
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { brandsDirectory, leadMagnetBrands, leadMagnets } from '#server/db/schema/index.ts'
import { createUser, signIn, uniqueEmail } from '#testing/factories.ts'
import { bodyOf, get, patch, post, send } from '#testing/http.ts'
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

  /** Puts a brand on the list through the admin's API. */
  async function addToList(entry: Record<string, unknown>) {
    const response = await post(t.app, '/api/admin/lead-magnet-brands', entry, {
      cookie: adminCookie,
    })
    expect(response.status, await response.clone().text()).toBe(201)
    return (await bodyOf<{ brand: { id: string; name: string } }>(response)).brand
  }

  beforeAll(async () => {
    t = await createTestApp()
    adminCookie = await signIn(t.app, await createUser(t.deps, 'admin'))
    await addToList({
      name: 'Zephyr Tools',
      url: 'https://zephyr.example.com',
      category: 'Tools',
      note: 'All listings ungated',
    })
    await addToList({
      name: '=HYPERLINK("http://evil.example","click"), "Quoted"',
      category: '-2+3',
      note: '@SUM(A1)',
    })
    // The directory's flag is shown in the search; the mailed list is the admins' own list.
    await createBrand(t.deps, {
      name: 'Directory Only Ungated',
      contactEmail: 'sales@directory-only.example.com',
      amazonAutoUngated: true,
    })
  })
  afterAll(async () => {
    await t?.close()
  })

  test('stores the subscriber and mails the lead list as CSV and table', async () => {
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
    expect(lines[0]).toBe('name,link,category,note')
    expect(lines).toContain('Zephyr Tools,https://zephyr.example.com,Tools,All listings ungated')
    // Escaped and neutralised: quotes doubled, the whole cell quoted, formulas prefixed.
    expect(lines).toContain(
      `"'=HYPERLINK(""http://evil.example"",""click""), ""Quoted""",,'-2+3,'@SUM(A1)`,
    )
    expect(csv).not.toContain('Directory Only Ungated')
    // No directory contact address goes to an anonymous subscriber.
    expect(csv).not.toContain('@directory-only.example.com')
    expect(lines).toHaveLength(3)

    expect(mail!.html).toContain('<table')
    expect(mail!.html).toContain('Zephyr Tools')
    expect(mail!.html).toContain('&quot;Quoted&quot;')
    expect(mail!.html).toContain('href="https://zephyr.example.com/"')
    expect(mail!.html).not.toContain('Directory Only Ungated')
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
    expect(csv).not.toContain('Directory Only Ungated')

    // The list is read when the link is opened: a brand added later is in it.
    await addToList({ name: 'Flagged After Mail' })
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

  test('admins add and remove brands; the count, the next mail and its CSV follow the list', async () => {
    const summary = async () =>
      (await bodyOf<{ count: number }>(await get(t.app, '/api/lead-magnets/summary'))).count
    const listed = async () =>
      bodyOf<{ brands: { id: string; name: string }[]; count: number }>(
        await get(t.app, '/api/admin/lead-magnet-brands', { cookie: adminCookie }),
      )
    const before = await listed()
    expect(before.count).toBe(before.brands.length)
    expect(await summary()).toBe(before.count)
    // In name order, whatever the case.
    const names = before.brands.map((b) => b.name.toLowerCase())
    expect(names).toEqual([...names].sort())

    const added = await addToList({
      name: '  Newly Ungated Co ',
      url: 'https://www.amazon.com/stores/newly',
      category: '',
      note: ' ',
    })
    expect(added).toMatchObject({ name: 'Newly Ungated Co', category: null, note: null })
    expect(await summary()).toBe(before.count + 1)
    const email = uniqueEmail('lead')
    await post(t.app, '/api/lead-magnets', { email })
    const [mail] = await mailsOfKind(t.deps, 'lead_magnet', email)
    expect(csvOf(mail!.attachments![0]!)).toContain(
      'Newly Ungated Co,https://www.amazon.com/stores/newly,,',
    )
    expect(mail!.html).toContain('Newly Ungated Co')
    expect(mail!.text).toContain(`(${before.count + 1})`)

    // The same name again, in any case, is refused; so are a link that is not http(s) and no name.
    const duplicate = await post(
      t.app,
      '/api/admin/lead-magnet-brands',
      { name: 'NEWLY UNGATED CO' },
      { cookie: adminCookie },
    )
    expect(duplicate.status).toBe(409)
    expect(await bodyOf(duplicate)).toMatchObject({
      code: 'LEAD_LIST_DUPLICATE',
      message: 'NEWLY UNGATED CO is already on the list.',
    })
    const script = await post(
      t.app,
      '/api/admin/lead-magnet-brands',
      { name: 'Scripted', url: 'javascript:alert(1)' },
      { cookie: adminCookie },
    )
    expect(script.status).toBe(400)
    expect((await bodyOf(script)).message).toBe(
      'Please enter a valid URL starting with http:// or https://',
    )
    const nameless = await post(
      t.app,
      '/api/admin/lead-magnet-brands',
      { name: '   ' },
      { cookie: adminCookie },
    )
    expect((await bodyOf(nameless)).message).toBe('Brand name is required')

    const removed = await send(t.app, 'DELETE', `/api/admin/lead-magnet-brands/${added.id}`, {
      cookie: adminCookie,
    })
    expect(await bodyOf(removed)).toEqual({ removed: { id: added.id } })
    expect(await summary()).toBe(before.count)
    const again = await send(t.app, 'DELETE', `/api/admin/lead-magnet-brands/${added.id}`, {
      cookie: adminCookie,
    })
    expect(again.status).toBe(404)
    expect((await bodyOf(again)).message).toBe('This brand is no longer on the list.')
    const after = uniqueEmail('lead')
    await post(t.app, '/api/lead-magnets', { email: after })
    const [next] = await mailsOfKind(t.deps, 'lead_magnet', after)
    expect(csvOf(next!.attachments![0]!)).not.toContain('Newly Ungated Co')
  })

  test('only admins read or change the list; anyone reads the count', async () => {
    const brand = await signIn(t.app, await createUser(t.deps, 'brand'))
    const reseller = await signIn(t.app, await createUser(t.deps, 'reseller'))
    const [entry] = await t.deps.db
      .insert(leadMagnetBrands)
      .values({ name: `Kept ${uniqueEmail('k')}` })
      .returning({ id: leadMagnetBrands.id })
    for (const cookie of [undefined, brand, reseller]) {
      const expected = cookie ? 403 : 401
      expect((await get(t.app, '/api/admin/lead-magnet-brands', { cookie })).status).toBe(expected)
      expect(
        (await post(t.app, '/api/admin/lead-magnet-brands', { name: 'Sneaky' }, { cookie })).status,
      ).toBe(expected)
      expect(
        (await send(t.app, 'DELETE', `/api/admin/lead-magnet-brands/${entry!.id}`, { cookie }))
          .status,
      ).toBe(expected)
      expect((await get(t.app, '/api/lead-magnets/summary', { cookie })).status).toBe(200)
    }
    const [still] = await t.deps.db
      .select({ id: leadMagnetBrands.id })
      .from(leadMagnetBrands)
      .where(eq(leadMagnetBrands.id, entry!.id))
    expect(still).toBeDefined()
    const summary = await get(t.app, '/api/lead-magnets/summary')
    expect(summary.headers.get('cache-control')).toBe('public, max-age=60')
  })

  test('the directory flag still switches on and off (the search shows it)', async () => {
    const brand = await createBrand(t.deps, { name: 'Flag Only Co' })
    const on = await patch(
      t.app,
      `/api/admin/brands/${brand.id}/auto-ungated`,
      { amazonAutoUngated: true },
      { cookie: adminCookie },
    )
    expect(await bodyOf(on)).toEqual({
      brand: { id: brand.id, name: 'Flag Only Co', amazonAutoUngated: true },
    })
    const [row] = await t.deps.db
      .select({ flag: brandsDirectory.amazonAutoUngated })
      .from(brandsDirectory)
      .where(eq(brandsDirectory.id, brand.id))
    expect(row!.flag).toBe(true)
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
  /** The outbox worker sends the mail after the request's commit: a moment later. */
  const until = async (condition: () => boolean | Promise<boolean>) => {
    const started = Date.now()
    while (!(await condition()) && Date.now() - started < 5000) {
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }

  test('the CSV travels as an attachment', async () => {
    const smtp = await startSmtpServer()
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` })
    try {
      await t.deps.db.insert(leadMagnetBrands).values({ name: 'Wire Brand' })
      const response = await post(t.app, '/api/lead-magnets', { email: uniqueEmail('lead') })
      expect(response.status).toBe(200)
      await until(() => smtp.received.length > 0)
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
      const mailOf = async () =>
        (await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)))[0]
      await until(async () => (await mailOf())?.status === 'failed')
      expect(await mailOf()).toMatchObject({ kind: 'lead_magnet', status: 'failed', attempts: 1 })

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
