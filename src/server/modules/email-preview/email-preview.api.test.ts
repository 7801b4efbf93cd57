import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { EMAIL_PREVIEW_TEXTS } from '#shared/email-preview-texts.ts'
import { mailsTo, signedInUser, uniqueEmail, type TestUser } from '#testing/factories.ts'
import { bodyOf, post } from '#testing/http.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

type Session = TestUser & { cookie: string }

let t: TestApp
let admin: Session
let brand: Session

beforeAll(async () => {
  t = await createTestApp()
  ;[admin, brand] = await Promise.all([
    signedInUser(t.deps, t.app, 'admin'),
    signedInUser(t.deps, t.app, 'brand'),
  ])
})

afterAll(async () => {
  await t?.close()
})

const settings = {
  brandName: 'Northwind <b>Goods</b>',
  resellerCompany: 'Prime & Resale',
  interactionType: 'approval',
}

describe('preview', () => {
  test('renders the template with every value escaped', async () => {
    const response = await post(t.app, '/api/admin/email-preview', settings, {
      cookie: admin.cookie,
    })
    expect(response.status).toBe(200)
    const { subject, html } = await bodyOf<{ subject: string; html: string }>(response)
    expect(subject).toBe('Prime & Resale is now an authorized reseller of Northwind <b>Goods</b>')
    expect(html).toContain('Northwind &lt;b&gt;Goods&lt;/b&gt;')
    expect(html).toContain('Prime &amp; Resale')
    expect(html).not.toContain('<b>Goods')
  })

  test('names are required and the type must be one of the four', async () => {
    const empty = await post(
      t.app,
      '/api/admin/email-preview',
      { ...settings, brandName: '  ' },
      { cookie: admin.cookie },
    )
    expect(empty.status).toBe(400)
    expect((await bodyOf(empty)).message).toBe(EMAIL_PREVIEW_TEXTS.brandNameRequired)
    const badType = await post(
      t.app,
      '/api/admin/email-preview',
      { ...settings, interactionType: 'spam' },
      { cookie: admin.cookie },
    )
    expect(badType.status).toBe(400)
  })

  test('only admins', async () => {
    expect(
      (await post(t.app, '/api/admin/email-preview', settings, { cookie: brand.cookie })).status,
    ).toBe(403)
  })
})

describe('send test email', () => {
  test('goes through the outbox to the given address, rendered on the server', async () => {
    const to = uniqueEmail('preview-test')
    const response = await post(
      t.app,
      '/api/admin/email-preview/send',
      { ...settings, to, html: '<h1>ignored</h1>' },
      { cookie: admin.cookie },
    )
    expect(response.status).toBe(200)
    const [mail] = await mailsTo(t.deps, to)
    expect(mail).toMatchObject({
      kind: 'engagement_test_approval',
      subject: '[Test] Prime & Resale is now an authorized reseller of Northwind <b>Goods</b>',
    })
    expect(mail!.html).toContain('Northwind &lt;b&gt;Goods&lt;/b&gt;')
    expect(mail!.html).not.toContain('ignored')
  })

  test('an address is required', async () => {
    const response = await post(
      t.app,
      '/api/admin/email-preview/send',
      { ...settings, to: '' },
      { cookie: admin.cookie },
    )
    expect(response.status).toBe(400)
    expect((await bodyOf(response)).message).toBe(EMAIL_PREVIEW_TEXTS.addressRequired)
  })

  test('an unreachable SMTP server answers 502 with the spec text', async () => {
    const broken = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' })
    try {
      const a = await signedInUser(broken.deps, broken.app, 'admin')
      const response = await post(
        broken.app,
        '/api/admin/email-preview/send',
        { ...settings, to: uniqueEmail('x') },
        { cookie: a.cookie },
      )
      expect(response.status).toBe(502)
      expect((await bodyOf(response)).message).toBe(EMAIL_PREVIEW_TEXTS.sendFailed)
    } finally {
      await broken.close()
    }
  })
})
