/**
 * No request waits for SMTP: with an SMTP server that accepts connections and never
 * greets, an order and an enforcement step answer at once (they took the greeting timeout, 30 s
 * by default, when the first delivery was awaited in the request); their mails are in the outbox
 * and the outbox worker, woken after the commit, sends them as soon as SMTP works. The screens
 * that report a delivery (E-mail Preview's test send, Failed Mail's Retry) wait, but a few
 * seconds at most.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { MAIL_OUTBOX_POLL_MS, MAIL_REPORT_WAIT_MS } from '#shared/constants.ts'
import { mailOutbox, protectionFindings } from '#server/db/schema/index.ts'
import { signIn } from '#testing/factories.ts'
import { bodyOf, post } from '#testing/http.ts'
import { orderableBrand } from '#testing/orders.ts'
import { authorizedReseller, draft, importDrafts, protectedBrand } from '#testing/protection.ts'
import { signedInUsers, type Session } from '#testing/sessions.ts'
import {
  startSilentSmtpServer,
  startSmtpServer,
  type SilentSmtpServer,
  type TestSmtpServer,
} from '#testing/smtp-server.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

/** Longer than the report wait, so that a send awaited to its end shows as a slow answer. */
const GREETING_TIMEOUT_MS = MAIL_REPORT_WAIT_MS + 3_000

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now()
  const value = await run()
  return { ms: performance.now() - started, value }
}

async function until(condition: () => Promise<boolean>, timeoutMs: number) {
  const started = Date.now()
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

const mailsOf = (t: TestApp, to: string, kind: string) =>
  t.deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)))

/** A reseller's order of one product from a new brand, through the API. */
async function placeAnOrder(t: TestApp, reseller: Session) {
  const { owner, entry, products } = await orderableBrand(
    t.deps,
    [reseller.id],
    [{ name: 'Stall Kettle', wholesalePrice: '20.00', stock: 50 }],
  )
  const answer = await timed(() =>
    post(
      t.app,
      '/api/reseller/orders',
      { brandId: entry.id, items: [{ productId: products[0]!.id, quantity: 5 }] },
      { cookie: reseller.cookie },
    ),
  )
  return { owner, ...answer }
}

describe('with an SMTP server that accepts connections and never greets', () => {
  let silent: SilentSmtpServer
  let t: TestApp
  let reseller: Session
  let admin: Session

  beforeAll(async () => {
    silent = await startSilentSmtpServer()
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${silent.port}?ignoreTLS=true&greetingTimeout=${GREETING_TIMEOUT_MS}`,
    })
    ;[reseller, admin] = await signedInUsers(t, 'reseller', 'admin')
  })
  afterAll(async () => {
    // Hanging up ends the attempts still waiting for a greeting.
    await silent?.close()
    await t?.close()
  })

  test('an order is answered in under a second; its mail waits in the outbox', async () => {
    const { owner, ms, value: response } = await placeAnOrder(t, reseller)
    expect(response.status).toBe(201)
    expect(ms).toBeLessThan(1000)
    const [mail] = await mailsOf(t, owner.email, 'new_order')
    // Queued (the worker may have taken it for its first attempt, still waiting for SMTP).
    expect(mail).toMatchObject({ status: 'queued', sentAt: null })
    expect(mail!.attempts).toBeLessThanOrEqual(1)
    // The worker was woken at once, not on its next poll.
    await until(async () => silent.connections() > 0, 2_000)
  })

  test('an enforcement step is answered in under a second; its notice waits in the outbox', async () => {
    const brand = await protectedBrand(t.deps, { products: [{ map: '24.99' }] })
    const { reseller: seller } = await authorizedReseller(t.deps, brand, [
      { marketplace: 'amazon', sellerId: 'A1STALLSELLER' },
    ])
    await importDrafts(t.deps, brand, [
      draft({ sellerId: 'A1STALLSELLER', gtin: brand.products[0]!.gtin, price: '18.00' }),
    ])
    const [finding] = await t.deps.db
      .select({ id: protectionFindings.id })
      .from(protectionFindings)
      .where(eq(protectionFindings.brandId, brand.entryId))
    const cookie = await signIn(t.app, brand.user)
    const { ms, value: response } = await timed(() =>
      post(t.app, `/api/brand/protection/findings/${finding!.id}/steps`, {}, { cookie }),
    )
    expect(response.status).toBe(200)
    expect(await bodyOf(response)).toMatchObject({ step: 'notice' })
    expect(ms).toBeLessThan(1000)
    const [mail] = await mailsOf(t, seller.email, 'enforcement_notice')
    expect(mail).toMatchObject({ status: 'queued', sentAt: null })
  })

  test("E-mail Preview's test send waits for the attempt, but answers 'queued' after a few seconds", async () => {
    const { ms, value: response } = await timed(() =>
      post(
        t.app,
        '/api/admin/email-preview/send',
        {
          brandName: 'Acme',
          resellerCompany: 'Shop Co',
          interactionType: 'reply',
          to: 'preview@example.com',
        },
        { cookie: admin.cookie },
      ),
    )
    expect(response.status).toBe(200)
    expect(await bodyOf(response)).toMatchObject({ status: 'queued', to: 'preview@example.com' })
    expect(ms).toBeGreaterThanOrEqual(MAIL_REPORT_WAIT_MS - 100)
    expect(ms).toBeLessThan(MAIL_REPORT_WAIT_MS + 1500)
  }, 20_000)

  test("Failed Mail's Retry waits for the attempt a few seconds at most, then says it is queued", async () => {
    const [failed] = await t.deps.db
      .insert(mailOutbox)
      .values({
        to: 'retry@example.com',
        from: 'Marketplace <no-reply@example.com>',
        subject: 'Retry me',
        kind: 'test',
        status: 'failed',
        attempts: 1,
        nextAttemptAt: new Date(Date.now() + 60_000),
        error: '421 try again later',
      })
      .returning({ id: mailOutbox.id })
    const { ms, value: response } = await timed(() =>
      post(t.app, `/api/admin/mail-outbox/${failed!.id}/retry`, {}, { cookie: admin.cookie }),
    )
    expect(response.status).toBe(200)
    expect(await bodyOf(response)).toMatchObject({
      mail: { id: failed!.id, status: 'queued', attempts: 2, attempted: true },
    })
    expect(ms).toBeLessThan(MAIL_REPORT_WAIT_MS + 1500)
  }, 20_000)
})

describe('with a working SMTP server', () => {
  let smtp: TestSmtpServer
  let t: TestApp
  let reseller: Session

  beforeAll(async () => {
    smtp = await startSmtpServer()
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` })
    ;[reseller] = await signedInUsers(t, 'reseller')
  })
  afterAll(async () => {
    await t?.close()
    await smtp?.close()
  })

  test('the outbox worker delivers the order mail right after the commit, not on its poll', async () => {
    const { owner, value: response } = await placeAnOrder(t, reseller)
    expect(response.status).toBe(201)
    const answeredAt = Date.now()
    await until(
      async () => (await mailsOf(t, owner.email, 'new_order'))[0]?.status === 'sent',
      MAIL_OUTBOX_POLL_MS / 4,
    )
    expect(Date.now() - answeredAt).toBeLessThan(MAIL_OUTBOX_POLL_MS / 4)
    const [mail] = await mailsOf(t, owner.email, 'new_order')
    expect(mail).toMatchObject({ status: 'sent', attempts: 1 })
    const received = smtp.mails.filter((m) => m.to.includes(owner.email))
    expect(received).toHaveLength(1)
    expect(received[0]!.raw).toContain('Stall Kettle')
  })
})
