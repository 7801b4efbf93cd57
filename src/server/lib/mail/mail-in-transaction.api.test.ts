/**
 * A mail commits with the change it tells about, beyond orders
 * (order-mail-commit.api.test.ts): when its outbox row cannot be written (a trigger raising a
 * connection-class error, as a database going away does), an enforcement step and a public
 * form's submission are not kept either and the answer is a 503 with Retry-After; without the
 * fault both commit with their mails.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import {
  enforcementActions,
  inquiries,
  mailOutbox,
  protectionFindings,
} from '#server/db/schema/index.ts'
import { signIn } from '#testing/factories.ts'
import { bodyOf, post } from '#testing/http.ts'
import { authorizedReseller, draft, importDrafts, protectedBrand } from '#testing/protection.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
  await t.deps.db.execute(sql`create function test_mail_outbox_down() returns trigger
    language plpgsql as $$
    begin
      raise exception 'terminating connection: the mail outbox is unreachable'
        using errcode = '08006';
    end $$`)
})
afterEach(async () => {
  await t.deps.db.execute(sql`drop trigger if exists test_mail_outbox_down on mail_outbox`)
})
afterAll(async () => {
  await t?.close()
})

const breakTheOutbox = () =>
  t.deps.db.execute(sql`create trigger test_mail_outbox_down before insert on mail_outbox
    for each row execute function test_mail_outbox_down()`)

async function openFinding(sellerId: string) {
  const brand = await protectedBrand(t.deps, { products: [{ map: '24.99' }] })
  const { reseller } = await authorizedReseller(t.deps, brand, [
    { marketplace: 'amazon', sellerId },
  ])
  await importDrafts(t.deps, brand, [
    draft({ sellerId, gtin: brand.products[0]!.gtin, price: '18.00' }),
  ])
  const [finding] = await t.deps.db
    .select({ id: protectionFindings.id })
    .from(protectionFindings)
    .where(eq(protectionFindings.brandId, brand.entryId))
  const cookie = await signIn(t.app, brand.user)
  const step = () =>
    post(t.app, `/api/brand/protection/findings/${finding!.id}/steps`, {}, { cookie })
  return { findingId: finding!.id, reseller, step }
}

const contact = (email: string) => ({
  name: 'Pat Visitor',
  email,
  company: 'Visitor Co',
  marketplaces: 'amazon_walmart',
  amazonLink: 'https://www.amazon.com/stores/VisitorCo',
  message: 'Hello there',
})

describe('an enforcement step', () => {
  test('whose notice cannot be written is not taken: 503, the finding as it was', async () => {
    const { findingId, step } = await openFinding('A1TXDOWN')
    await breakTheOutbox()
    const response = await step()
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBeTruthy()
    const [finding] = await t.deps.db
      .select({ step: protectionFindings.step })
      .from(protectionFindings)
      .where(eq(protectionFindings.id, findingId))
    expect(finding!.step).toBeNull()
    expect(
      await t.deps.db
        .select()
        .from(enforcementActions)
        .where(eq(enforcementActions.findingId, findingId)),
    ).toEqual([])
  })

  test('commits with its notice mail', async () => {
    const { reseller, step } = await openFinding('A1TXUP')
    expect((await step()).status).toBe(200)
    const mails = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, reseller.email))
    expect(mails.map((m) => m.kind)).toEqual(['enforcement_notice'])
  })
})

describe('a public form', () => {
  test('whose mails cannot be written stores no submission: 503', async () => {
    await breakTheOutbox()
    const email = `down-${crypto.randomUUID()}@example.com`
    const response = await post(t.app, '/api/inquiries', contact(email))
    expect(response.status).toBe(503)
    expect(await bodyOf(response)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' })
    expect(await t.deps.db.select().from(inquiries).where(eq(inquiries.email, email))).toEqual([])
  })

  test('commits with its three mails', async () => {
    const email = `up-${crypto.randomUUID()}@example.com`
    expect((await post(t.app, '/api/inquiries', contact(email))).status).toBe(201)
    const [row] = await t.deps.db.select().from(inquiries).where(eq(inquiries.email, email))
    expect(row).toMatchObject({ mailStatus: 'stored' })
    const mails = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.replyTo, email))
    const confirmation = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))
    expect(mails.length).toBeGreaterThanOrEqual(2)
    expect(confirmation).toHaveLength(1)
    expect(confirmation[0]!.kind).toMatch(/_confirmation$/)
  })
})
