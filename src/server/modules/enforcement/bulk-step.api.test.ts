/**
 * Notices in bulk (as MAP monitoring tools send them): every open finding of one reseller, or a
 * selection, through the single step's rules; one notice per reseller naming every finding; the
 * findings the single step would refuse skipped with its reason; a repeated request steps
 * nothing twice; another brand's findings are not found; at most 500 at once.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEFAULT_LADDER, ENFORCEMENT_CODES } from '#shared/enforcement-texts.ts'
import type { BulkStepResult } from '#shared/protection-api.ts'
import type { ObservationDraft } from '#shared/listings.ts'
import {
  enforcementActions,
  mailOutbox,
  messages,
  protectionFindings,
} from '#server/db/schema/index.ts'
import { SYSTEM_ACTOR } from '#server/modules/audit-log/record-audit.ts'
import { rowsOf } from '#server/modules/brand-dashboard/sql-rows.ts'
import { saveEnforcementSettings } from './enforcement-settings.ts'
import { signIn } from '#testing/factories.ts'
import { bodyOf, post } from '#testing/http.ts'
import { uniqueAsin } from '#testing/listing-files.ts'
import {
  authorizedReseller,
  draft as baseDraft,
  importDrafts,
  protectedBrand,
} from '#testing/protection.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' })
})
afterAll(() => t.close())

const draft = (o: Partial<ObservationDraft>) =>
  baseDraft({ currency: 'USD', listingId: uniqueAsin(), ...o })

/** A brand with three products, two authorized resellers: three MAP violations by A, one by B. */
async function setup() {
  const brand = await protectedBrand(t.deps, {
    products: [
      { name: 'Bulk Bottle', map: '24.99' },
      { name: 'Bulk Lamp', map: '39.99' },
      { name: 'Bulk Tent', map: '199.00' },
    ],
  })
  const sellerA = `A${randomUUID().slice(0, 10).toUpperCase()}`
  const sellerB = `B${randomUUID().slice(0, 10).toUpperCase()}`
  const a = await authorizedReseller(t.deps, brand, [{ marketplace: 'amazon', sellerId: sellerA }])
  const b = await authorizedReseller(t.deps, brand, [{ marketplace: 'amazon', sellerId: sellerB }])
  const [bottle, lamp, tent] = brand.products
  await importDrafts(t.deps, brand, [
    draft({ sellerId: sellerA, gtin: bottle!.gtin, price: '19.99' }),
    draft({ sellerId: sellerA, gtin: lamp!.gtin, price: '29.99' }),
    draft({ sellerId: sellerA, gtin: tent!.gtin, price: '149.00' }),
    draft({ sellerId: sellerB, gtin: bottle!.gtin, price: '18.00' }),
  ])
  const findings = await t.deps.db
    .select({
      id: protectionFindings.id,
      resellerId: protectionFindings.resellerId,
      productId: protectionFindings.productId,
    })
    .from(protectionFindings)
    .where(eq(protectionFindings.brandId, brand.entryId))
  const ofA = findings.filter((f) => f.resellerId === a.reseller.id)
  const ofB = findings.filter((f) => f.resellerId === b.reseller.id)
  expect(ofA).toHaveLength(3)
  expect(ofB).toHaveLength(1)
  const cookie = await signIn(t.app, brand.user)
  return { brand, a: a.reseller, b: b.reseller, ofA, ofB, cookie }
}

const bulk = async (cookie: string, body: Record<string, unknown>) => {
  const res = await post(t.app, '/api/brand/protection/findings/bulk-steps', body, { cookie })
  return { status: res.status, body: await bodyOf<BulkStepResult & { message?: string }>(res) }
}

const actionsOf = (ids: string[]) =>
  t.deps.db.select().from(enforcementActions).where(inArray(enforcementActions.findingId, ids))

const noticeMailsTo = (email: string) =>
  t.deps.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'enforcement_notice')))

async function stepsOf(ids: string[]) {
  const rows = await t.deps.db
    .select({ id: protectionFindings.id, step: protectionFindings.step })
    .from(protectionFindings)
    .where(inArray(protectionFindings.id, ids))
  return Object.fromEntries(rows.map((r) => [r.id, r.step]))
}

describe('a notice to every open finding of one reseller', () => {
  test('each finding steps once; one mail and one message name every finding', async () => {
    const { brand, a, b, ofA, ofB, cookie } = await setup()
    const batchKey = randomUUID()
    const res = await bulk(cookie, { resellerId: a.id, batchKey, note: 'Please fix all three.' })
    expect(res.status).toBe(200)
    expect(res.body.sent.map((s) => s.findingId).sort()).toEqual(ofA.map((f) => f.id).sort())
    expect(res.body.sent.every((s) => s.step === 'notice' && s.deadline && !s.already)).toBe(true)
    expect(res.body.skipped).toEqual([])
    expect(res.body.notices).toBe(1)

    const ids = ofA.map((f) => f.id)
    expect(Object.values(await stepsOf(ids))).toEqual(['notice', 'notice', 'notice'])
    const actions = await actionsOf(ids)
    expect(actions).toHaveLength(3)
    // The one message the reseller reads, linked from each step of the history.
    const messageIds = new Set(actions.map((x) => x.messageId))
    expect(messageIds.size).toBe(1)
    const [message] = await t.deps.db
      .select()
      .from(messages)
      .where(eq(messages.id, [...messageIds][0]!))
    expect(message!.recipientId).toBe(a.id)

    const mails = await noticeMailsTo(a.email)
    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(mail.subject).toBe(`MAP notices from ${brand.name}: 3 listings`)
    for (const p of brand.products) {
      expect(mail.text).toContain(p.name)
      expect(mail.html).toContain(p.name)
      expect(message!.content).toContain(p.name)
    }
    expect(mail.text).toContain('$19.99')
    expect(mail.text).toContain('SHA-256')
    expect(mail.text).toContain('Please fix all three.')
    // The other reseller: nothing.
    expect(await noticeMailsTo(b.email)).toHaveLength(0)
    expect(Object.values(await stepsOf(ofB.map((f) => f.id)))).toEqual([null])

    // The audit log has the single step's entry for each finding, with the request's key.
    const audit = await rowsOf<{ target_id: string; batch: string; step: string }>(
      t.deps.db,
      sql`select target_id, after->>'batch' as batch, after->>'step' as step from audit_log
        where action = 'enforcement.step_taken' and target_id in ${ids}`,
    )
    expect(audit).toHaveLength(3)
    expect(audit.every((e) => e.batch === batchKey && e.step === 'notice')).toBe(true)

    // A new request (a new key) is refused by the cure period, finding by finding.
    const again = await bulk(cookie, { resellerId: a.id, batchKey: randomUUID() })
    expect(again.body.sent).toEqual([])
    expect(again.body.skipped).toHaveLength(3)
    expect(new Set(again.body.skipped.map((s) => s.code))).toEqual(
      new Set([ENFORCEMENT_CODES.curePeriod]),
    )
    expect(again.body.skipped[0]!.reason).toMatch(/has until .* to cure this finding/)
    expect(await actionsOf(ids)).toHaveLength(3)
  })

  test('a double click (the same request twice, even at once) steps each finding once', async () => {
    const { brand, a, ofA, cookie } = await setup()
    // No cure period: only the request's key keeps its copy from taking the second notice.
    await saveEnforcementSettings(
      t.deps.db,
      brand.entryId,
      {
        ladder: DEFAULT_LADDER.map((s) => ({ step: s.step, cureDays: 0 })),
        templates: {},
        autoFirstNotice: false,
      },
      { actor: SYSTEM_ACTOR, brandName: brand.name },
    )
    const batchKey = randomUUID()
    const [first, second] = await Promise.all([
      bulk(cookie, { resellerId: a.id, batchKey }),
      bulk(cookie, { resellerId: a.id, batchKey }),
    ])
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    const ids = ofA.map((f) => f.id)
    expect(await actionsOf(ids)).toHaveLength(3)
    expect(await noticeMailsTo(a.email)).toHaveLength(1)
    // Both answers say the three were sent; one of them says it was the other's doing.
    expect(first.body.sent).toHaveLength(3)
    expect(second.body.sent).toHaveLength(3)
    const already = [...first.body.sent, ...second.body.sent].filter((s) => s.already)
    expect(already).toHaveLength(3)
    expect(Object.values(await stepsOf(ids))).toEqual(['notice', 'notice', 'notice'])
    // Another request (another key) is another notice: the second one.
    const next = await bulk(cookie, { resellerId: a.id, batchKey: randomUUID() })
    expect(next.body.sent.map((x) => x.step)).toEqual([
      'second_notice',
      'second_notice',
      'second_notice',
    ])
  })
})

describe('a notice to a selection', () => {
  test('one mail per reseller; a closed, ended or stricter-step finding is skipped with its reason', async () => {
    const { a, b, ofA, ofB, cookie } = await setup()
    const [cured, atEnd, atHold] = ofA
    await t.deps.db
      .update(protectionFindings)
      .set({ status: 'cured', closedAt: new Date() })
      .where(eq(protectionFindings.id, cured!.id))
    await t.deps.db
      .update(protectionFindings)
      .set({ step: 'termination', deadline: null })
      .where(eq(protectionFindings.id, atEnd!.id))
    await t.deps.db
      .update(protectionFindings)
      .set({ step: 'second_notice', deadline: null })
      .where(eq(protectionFindings.id, atHold!.id))

    const selection = [...ofA.map((f) => f.id), ofB[0]!.id]
    const res = await bulk(cookie, { findingIds: selection, batchKey: randomUUID() })
    expect(res.status).toBe(200)
    expect(res.body.sent.map((s) => s.findingId)).toEqual([ofB[0]!.id])
    expect(res.body.notices).toBe(1)
    const reasons = Object.fromEntries(res.body.skipped.map((s) => [s.findingId, s.code]))
    expect(reasons).toEqual({
      [cured!.id]: ENFORCEMENT_CODES.closed,
      [atEnd!.id]: ENFORCEMENT_CODES.ladderEnd,
      [atHold!.id]: ENFORCEMENT_CODES.notANotice,
    })
    expect(res.body.skipped.find((s) => s.findingId === atHold!.id)!.reason).toContain('order hold')
    expect(res.body.skipped.every((s) => s.label.startsWith('Bulk '))).toBe(true)
    // Nothing stepped on the skipped ones; B got its one notice.
    expect(await actionsOf(ofA.map((f) => f.id))).toHaveLength(0)
    expect(await stepsOf(ofA.map((f) => f.id))).toEqual({
      [cured!.id]: null,
      [atEnd!.id]: 'termination',
      [atHold!.id]: 'second_notice',
    })
    expect(await noticeMailsTo(a.email)).toHaveLength(0)
    const mails = await noticeMailsTo(b.email)
    expect(mails).toHaveLength(1)
    // One finding: the subject names it, as the single notice's does.
    expect(mails[0]!.subject).toContain('Bulk Bottle')
  })

  test('two resellers selected: one notice each', async () => {
    const { a, b, ofA, ofB, cookie } = await setup()
    const res = await bulk(cookie, {
      findingIds: [ofA[0]!.id, ofA[1]!.id, ofB[0]!.id],
      batchKey: randomUUID(),
    })
    expect(res.body.sent).toHaveLength(3)
    expect(res.body.notices).toBe(2)
    const [mailA] = await noticeMailsTo(a.email)
    expect(mailA!.subject).toContain('2 listings')
    expect(await noticeMailsTo(b.email)).toHaveLength(1)
  })

  test("another brand's finding among the ids: 404, nothing sent, nothing said of it", async () => {
    const mine = await setup()
    const theirs = await setup()
    const foreign = theirs.ofA[0]!.id
    const res = await bulk(mine.cookie, {
      findingIds: [mine.ofA[0]!.id, foreign],
      batchKey: randomUUID(),
    })
    expect(res.status).toBe(404)
    expect(JSON.stringify(res.body)).not.toContain(foreign)
    expect(await actionsOf([mine.ofA[0]!.id, foreign])).toHaveLength(0)
    // A reseller of another brand: nothing of it to send.
    const other = await bulk(mine.cookie, { resellerId: theirs.a.id, batchKey: randomUUID() })
    expect(other.status).toBe(200)
    expect(other.body).toEqual({ sent: [], skipped: [], notices: 0 })
    expect(await actionsOf(theirs.ofA.map((f) => f.id))).toHaveLength(0)
  })

  test('more than 500 findings: 422 with the bound; bad bodies: 400', async () => {
    const { cookie } = await setup()
    const many = Array.from({ length: 501 }, () => randomUUID())
    const res = await bulk(cookie, { findingIds: many, batchKey: randomUUID() })
    expect(res.status).toBe(422)
    expect(res.body.message).toContain('At most 500')
    expect((await bulk(cookie, { batchKey: randomUUID() })).status).toBe(400)
    expect(
      (await bulk(cookie, { findingIds: [randomUUID()], resellerId: 'x', batchKey: randomUUID() }))
        .status,
    ).toBe(400)
    expect((await bulk(cookie, { findingIds: [randomUUID()] })).status).toBe(400)
  })
})

describe('at the bound', () => {
  test('a reseller with 501 open findings: 422; 500 of them selected: one request, one notice', async () => {
    const brand = await protectedBrand(t.deps, {
      products: [{ name: 'Bound Bottle', map: '24.99' }],
    })
    const sellerId = `A${randomUUID().slice(0, 10).toUpperCase()}`
    const { reseller } = await authorizedReseller(t.deps, brand, [
      { marketplace: 'amazon', sellerId },
    ])
    const gtin = brand.products[0]!.gtin
    await importDrafts(
      t.deps,
      brand,
      Array.from({ length: 501 }, () => draft({ sellerId, gtin, price: '19.99' })),
    )
    const cookie = await signIn(t.app, brand.user)
    const all = await bulk(cookie, { resellerId: reseller.id, batchKey: randomUUID() })
    expect(all.status).toBe(422)
    expect(all.body.message).toBe(
      'At most 500 findings can be sent at once; this asks for 501. Select up to 500 of them, then send the rest.',
    )
    const ids = (
      await t.deps.db
        .select({ id: protectionFindings.id })
        .from(protectionFindings)
        .where(eq(protectionFindings.brandId, brand.entryId))
    ).map((f) => f.id)
    expect(ids).toHaveLength(501)
    expect(await actionsOf(ids)).toHaveLength(0)

    const started = performance.now()
    const res = await bulk(cookie, { findingIds: ids.slice(0, 500), batchKey: randomUUID() })
    const ms = Math.round(performance.now() - started)
    expect(res.status).toBe(200)
    expect(res.body.sent).toHaveLength(500)
    expect(res.body.notices).toBe(1)
    expect(await noticeMailsTo(reseller.email)).toHaveLength(1)
    console.info(`bulk step: 500 findings in ${ms} ms`)
  }, 120_000)
})
