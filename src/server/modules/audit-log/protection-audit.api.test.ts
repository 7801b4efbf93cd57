/**
 * Brand protection in the audit trail (decision 016): each change a brand makes to its protection
 * (monitoring API keys, the enforcement ladder and notices, MAP policy versions, MAP changes and
 * promotions, leak investigations, listings imports by file and by API key, dispute decisions)
 * writes one entry through the HTTP route a user takes: the actor and the address, the target,
 * the fields before → after, never a key's secret. Each entry is in the change's transaction: a
 * trigger created here refuses the entry's insert, and the change is rolled back with it.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { AuditAction } from '#shared/audit-log-texts.ts'
import type { AuditLogPage } from '#shared/schemas/audit-log.ts'
import {
  auditLog,
  brandApiKeys,
  enforcementSettings,
  leakInvestigations,
  listingImports,
  listingObservations,
  mapPolicies,
  mapPromotions,
  productMapPrices,
  protectionFindings,
} from '#server/db/schema/index.ts'
import { createUser, signIn, type TestUser } from '#testing/factories.ts'
import { bodyOf, get, patch, post, send } from '#testing/http.ts'
import { amazonAllListingsReport, uniqueAsin, upcOf } from '#testing/listing-files.ts'
import {
  authorizedReseller,
  draft,
  importDrafts,
  protectedBrand,
  type ProtectedBrand,
} from '#testing/protection.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
let admin: TestUser
let adminCookie: string

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' })
  admin = await createUser(t.deps, 'admin')
  adminCookie = await signIn(t.app, admin)
  // The fault a test injects: an audit insert of an action listed here fails, as a full disk or
  // a lost connection would fail it. A change written in the entry's transaction fails with it.
  await t.deps.db.execute(sql`create table test_audit_refusals (action text primary key)`)
  await t.deps.db.execute(sql`
    create function test_refuse_audit() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from test_audit_refusals where action = new.action) then
        raise exception 'audit insert refused by the test';
      end if;
      return new;
    end $$`)
  await t.deps.db.execute(sql`
    create trigger test_refuse_audit before insert on audit_log
    for each row execute function test_refuse_audit()`)
})
afterAll(() => t?.close())

const IP = '198.51.100.24'
const USER_AGENT = 'ProtectionAuditTest/1.0'
const as = (cookie: string) => ({ cookie, ip: IP, headers: { 'user-agent': USER_AGENT } })

/** Runs `change` while the entries of `action` cannot be written. */
async function withAuditRefused<T>(action: AuditAction, change: () => Promise<T>): Promise<T> {
  await t.deps.db.execute(sql`insert into test_audit_refusals (action) values (${action})`)
  try {
    return await change()
  } finally {
    await t.deps.db.execute(sql`delete from test_audit_refusals where action = ${action}`)
  }
}

async function entries(action: AuditAction, targetId?: string) {
  return t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), targetId ? eq(auditLog.targetId, targetId) : undefined))
    .orderBy(auditLog.createdAt)
}

/** The brand as the actor of an entry made through its signed-in session. */
const brandActor = (brand: ProtectedBrand) => ({
  actorUserId: brand.user.id,
  actorEmail: brand.user.email,
  actorRole: 'brand',
  ipAddress: IP,
  userAgent: USER_AGENT,
})

async function setup() {
  const brand = await protectedBrand(t.deps, {
    products: [
      { name: 'Insulated Bottle', map: '24.99' },
      { name: 'Trail Lamp', map: '39.99' },
    ],
  })
  const cookie = await signIn(t.app, brand.user)
  return { brand, bottle: brand.products[0]!, lamp: brand.products[1]!, cookie }
}

const inDays = (n: number) => new Date(Date.now() + n * 24 * 60 * 60 * 1000)

describe('monitoring API keys', () => {
  test('creating and revoking a key are audited with its id, name and prefix, never the key', async () => {
    const { brand, cookie } = await setup()
    const created = await post(
      t.app,
      '/api/brand/protection/api-keys',
      { name: 'Price monitor' },
      as(cookie),
    )
    expect(created.status).toBe(201)
    const { key, item } = await bodyOf<{ key: string; item: { id: string; prefix: string } }>(
      created,
    )
    const [made] = await entries('api_key.created', item.id)
    expect(made).toMatchObject({
      ...brandActor(brand),
      targetType: 'api_key',
      targetLabel: `Price monitor (${brand.name})`,
      before: null,
      after: { name: 'Price monitor', prefix: item.prefix },
    })

    const revoked = await send(t.app, 'DELETE', `/api/brand/protection/api-keys/${item.id}`, {
      ...as(cookie),
    })
    expect(revoked.status).toBe(200)
    const [gone] = await entries('api_key.revoked', item.id)
    expect(gone).toMatchObject({
      ...brandActor(brand),
      targetType: 'api_key',
      targetLabel: `Price monitor (${brand.name})`,
      before: { revokedAt: null },
      after: { revokedAt: expect.any(String) },
    })
    // Revoking it again changes nothing, and records nothing.
    await send(t.app, 'DELETE', `/api/brand/protection/api-keys/${item.id}`, as(cookie))
    expect(await entries('api_key.revoked', item.id)).toHaveLength(1)

    // Neither the key nor its hash is anywhere in the entries.
    const [stored] = await t.deps.db
      .select({ hash: brandApiKeys.keyHash })
      .from(brandApiKeys)
      .where(eq(brandApiKeys.id, item.id))
    const text = JSON.stringify([made, gone])
    expect(text).not.toContain(key)
    expect(text).not.toContain(key.slice(item.prefix.length))
    expect(text).not.toContain(stored!.hash)
  })

  test('a key whose entry cannot be written is not created, nor revoked', async () => {
    const { brand, cookie } = await setup()
    const refused = await withAuditRefused('api_key.created', () =>
      post(t.app, '/api/brand/protection/api-keys', { name: 'Never made' }, as(cookie)),
    )
    expect(refused.status).toBeGreaterThanOrEqual(500)
    expect(
      await t.deps.db.select().from(brandApiKeys).where(eq(brandApiKeys.brandId, brand.entryId)),
    ).toEqual([])

    const { item } = await bodyOf<{ item: { id: string } }>(
      await post(t.app, '/api/brand/protection/api-keys', { name: 'Kept' }, as(cookie)),
    )
    const notRevoked = await withAuditRefused('api_key.revoked', () =>
      send(t.app, 'DELETE', `/api/brand/protection/api-keys/${item.id}`, as(cookie)),
    )
    expect(notRevoked.status).toBeGreaterThanOrEqual(500)
    const [row] = await t.deps.db
      .select({ revokedAt: brandApiKeys.revokedAt })
      .from(brandApiKeys)
      .where(eq(brandApiKeys.id, item.id))
    expect(row!.revokedAt).toBeNull()
  })
})

describe('the enforcement ladder and notice templates', () => {
  const ladder = [
    { step: 'notice', cureDays: 3 },
    { step: 'order_hold', cureDays: 5 },
    { step: 'termination', cureDays: 0 },
  ]
  const body = {
    ladder,
    templates: { notice: { subject: 'Your {{product}} listing', body: 'Please fix {{listing}}.' } },
    autoFirstNotice: true,
  }

  test('saving them records only what changed, before → after', async () => {
    const { brand, cookie } = await setup()
    const saved = await send(t.app, 'PUT', '/api/brand/protection/enforcement', {
      ...as(cookie),
      json: body,
    })
    expect(saved.status).toBe(200)
    const [entry] = await entries('enforcement_settings.updated', brand.entryId)
    expect(entry).toMatchObject({
      ...brandActor(brand),
      targetType: 'enforcement_settings',
      targetLabel: brand.name,
    })
    expect(entry!.before).toMatchObject({
      autoFirstNotice: false,
      notice_subject: expect.stringContaining('MAP notice'),
      ladder: expect.arrayContaining([expect.stringContaining('Second notice')]),
    })
    expect(entry!.after).toEqual({
      autoFirstNotice: true,
      notice_subject: 'Your {{product}} listing',
      notice_body: 'Please fix {{listing}}.',
      ladder: [
        'Notice: 3 business days to cure',
        'Order hold: 5 business days to cure',
        'Termination of the authorization',
      ],
    })
    // The untouched templates are not in the entry.
    expect(Object.keys(entry!.after!)).not.toContain('second_notice_subject')

    // Saving the same again changes nothing and records nothing new.
    await send(t.app, 'PUT', '/api/brand/protection/enforcement', { ...as(cookie), json: body })
    expect(await entries('enforcement_settings.updated', brand.entryId)).toHaveLength(1)
  })

  test('settings whose entry cannot be written are not saved', async () => {
    const { brand, cookie } = await setup()
    const refused = await withAuditRefused('enforcement_settings.updated', () =>
      send(t.app, 'PUT', '/api/brand/protection/enforcement', { ...as(cookie), json: body }),
    )
    expect(refused.status).toBeGreaterThanOrEqual(500)
    expect(
      await t.deps.db
        .select()
        .from(enforcementSettings)
        .where(eq(enforcementSettings.brandId, brand.entryId)),
    ).toEqual([])
  })
})

describe('MAP policy, MAP changes and promotions', () => {
  const policy = {
    text: 'Advertise at or above MAP on every marketplace.',
    shippingCounts: false,
    toleranceKind: 'amount',
    toleranceValue: '0.50',
  }

  test('publishing a version records it, and what differs from the version before', async () => {
    const { brand, cookie } = await setup()
    expect((await post(t.app, '/api/brand/protection/policy', policy, as(cookie))).status).toBe(201)
    const second = await post(
      t.app,
      '/api/brand/protection/policy',
      { ...policy, shippingCounts: true, toleranceKind: 'percent', toleranceValue: '2' },
      as(cookie),
    )
    expect(second.status).toBe(201)
    const list = await entries('map_policy.published', brand.entryId)
    expect(list).toHaveLength(2)
    expect(list[0]).toMatchObject({
      ...brandActor(brand),
      targetType: 'map_policy',
      targetLabel: brand.name,
      before: null,
      after: { version: 1, text: policy.text, shippingCounts: false, toleranceKind: 'amount' },
    })
    expect(list[1]).toMatchObject({
      before: {
        version: 1,
        shippingCounts: false,
        toleranceKind: 'amount',
        toleranceValue: '0.50',
      },
      after: { version: 2, shippingCounts: true, toleranceKind: 'percent', toleranceValue: '2.00' },
    })
    // The text did not change: it is not in the second entry.
    expect(list[1]!.after).not.toHaveProperty('text')

    const refused = await withAuditRefused('map_policy.published', () =>
      post(t.app, '/api/brand/protection/policy', policy, as(cookie)),
    )
    expect(refused.status).toBeGreaterThanOrEqual(500)
    const versions = await t.deps.db
      .select({ version: mapPolicies.version })
      .from(mapPolicies)
      .where(eq(mapPolicies.brandId, brand.entryId))
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2])
  })

  test('a scheduled MAP change is recorded per product, and so is its cancellation', async () => {
    const { brand, bottle, lamp, cookie } = await setup()
    const at = inDays(3)
    const res = await post(
      t.app,
      '/api/brand/protection/map-changes',
      { productIds: [bottle.id, lamp.id], mapPrice: '29.99', effectiveFrom: at.toISOString() },
      as(cookie),
    )
    expect(res.status).toBe(201)
    const [onBottle] = await entries('map_price.scheduled', bottle.id)
    expect(onBottle).toMatchObject({
      ...brandActor(brand),
      targetType: 'product',
      targetLabel: `Insulated Bottle (${brand.name})`,
      before: { mapPrice: '24.99' },
      after: { mapPrice: '29.99', effectiveFrom: at.toISOString() },
    })
    expect(await entries('map_price.scheduled', lamp.id)).toEqual([
      expect.objectContaining({ before: { mapPrice: '39.99' } }),
    ])

    const [version] = await t.deps.db
      .select({ id: productMapPrices.id })
      .from(productMapPrices)
      .where(and(eq(productMapPrices.productId, bottle.id), eq(productMapPrices.mapPrice, '29.99')))
    const path = `/api/brand/protection/map-changes/${version!.id}`
    const refused = await withAuditRefused('map_price.cancelled', () =>
      send(t.app, 'DELETE', path, as(cookie)),
    )
    expect(refused.status).toBeGreaterThanOrEqual(500)
    const still = await t.deps.db
      .select()
      .from(productMapPrices)
      .where(eq(productMapPrices.id, version!.id))
    expect(still).toHaveLength(1)

    expect((await send(t.app, 'DELETE', path, as(cookie))).status).toBe(200)
    expect(await entries('map_price.cancelled', bottle.id)).toEqual([
      expect.objectContaining({
        ...brandActor(brand),
        targetType: 'product',
        before: { mapPrice: '29.99', effectiveFrom: at.toISOString() },
        after: null,
      }),
    ])
  })

  test('a MAP change whose entries cannot be written is not stored', async () => {
    const { bottle, cookie } = await setup()
    const refused = await withAuditRefused('map_price.scheduled', () =>
      post(
        t.app,
        '/api/brand/protection/map-changes',
        { productIds: [bottle.id], mapPrice: '31.99', effectiveFrom: inDays(2).toISOString() },
        as(cookie),
      ),
    )
    expect(refused.status).toBeGreaterThanOrEqual(500)
    const versions = await t.deps.db
      .select({ mapPrice: productMapPrices.mapPrice })
      .from(productMapPrices)
      .where(eq(productMapPrices.productId, bottle.id))
    expect(versions.map((v) => v.mapPrice)).toEqual(['24.99'])
  })

  test("the product form's MAP is recorded when it changes", async () => {
    const { brand, bottle, cookie } = await setup()
    const form = {
      name: 'Insulated Bottle',
      sku: bottle.sku,
      gtin: bottle.gtin,
      price: '49.99',
      wholesalePrice: '12.00',
      mapPrice: '26.99',
      stock: 100,
    }
    const refused = await withAuditRefused('map_price.changed', () =>
      patch(t.app, `/api/brand/products/${bottle.id}`, form, as(cookie)),
    )
    expect(refused.status).toBeGreaterThanOrEqual(500)
    const before = await t.deps.db
      .select({ mapPrice: productMapPrices.mapPrice })
      .from(productMapPrices)
      .where(eq(productMapPrices.productId, bottle.id))
    expect(before.map((v) => v.mapPrice)).toEqual(['24.99'])

    const saved = await patch(t.app, `/api/brand/products/${bottle.id}`, form, as(cookie))
    expect(saved.status).toBe(200)
    expect(await entries('map_price.changed', bottle.id)).toEqual([
      expect.objectContaining({
        ...brandActor(brand),
        targetType: 'product',
        targetLabel: `Insulated Bottle (${brand.name})`,
        before: { mapPrice: '24.99' },
        after: { mapPrice: '26.99' },
      }),
    ])
    // The same MAP again is no change: no entry.
    await patch(t.app, `/api/brand/products/${bottle.id}`, form, as(cookie))
    expect(await entries('map_price.changed', bottle.id)).toHaveLength(1)
  })

  test('a promotion is recorded when created and when cancelled; refused entries leave none', async () => {
    const { brand, bottle, cookie } = await setup()
    const promotion = {
      name: 'Summer sale',
      startsAt: inDays(1).toISOString(),
      endsAt: inDays(8).toISOString(),
      products: [{ productId: bottle.id, promoMapPrice: '19.99' }],
    }
    const refused = await withAuditRefused('map_promotion.created', () =>
      post(t.app, '/api/brand/protection/promotions', promotion, as(cookie)),
    )
    expect(refused.status).toBeGreaterThanOrEqual(500)
    expect(
      await t.deps.db.select().from(mapPromotions).where(eq(mapPromotions.brandId, brand.entryId)),
    ).toEqual([])

    const created = await post(t.app, '/api/brand/protection/promotions', promotion, as(cookie))
    expect(created.status).toBe(201)
    const { id } = await bodyOf<{ id: string }>(created)
    expect(await entries('map_promotion.created', id)).toEqual([
      expect.objectContaining({
        ...brandActor(brand),
        targetType: 'map_promotion',
        targetLabel: `Summer sale (${brand.name})`,
        before: null,
        after: {
          name: 'Summer sale',
          startsAt: promotion.startsAt,
          endsAt: promotion.endsAt,
          percentOff: null,
          products: ['Insulated Bottle at 19.99'],
        },
      }),
    ])

    const cancelPath = `/api/brand/protection/promotions/${id}/cancel`
    const notCancelled = await withAuditRefused('map_promotion.cancelled', () =>
      post(t.app, cancelPath, {}, as(cookie)),
    )
    expect(notCancelled.status).toBeGreaterThanOrEqual(500)
    const [row] = await t.deps.db
      .select({ cancelledAt: mapPromotions.cancelledAt })
      .from(mapPromotions)
      .where(eq(mapPromotions.id, id))
    expect(row!.cancelledAt).toBeNull()

    expect((await post(t.app, cancelPath, {}, as(cookie))).status).toBe(200)
    expect(await entries('map_promotion.cancelled', id)).toEqual([
      expect.objectContaining({
        ...brandActor(brand),
        before: { cancelledAt: null },
        after: { cancelledAt: expect.any(String) },
      }),
    ])
  })
})

describe('a leak investigation moved', () => {
  test('records its status before → after with the note; a refused entry leaves it as it was', async () => {
    const { brand, bottle, cookie } = await setup()
    await importDrafts(t.deps, brand, [
      draft({
        sellerId: 'AUNKNOWNAUDIT',
        sellerName: 'Audit Deals',
        gtin: bottle.gtin,
        listingId: 'B0AUDITLEAK',
      }),
    ])
    const [investigation] = await t.deps.db
      .select({ id: leakInvestigations.id })
      .from(leakInvestigations)
      .where(eq(leakInvestigations.brandId, brand.entryId))
    const path = `/api/brand/protection/investigations/${investigation!.id}`
    const move = { status: 'investigating', note: 'Test buy ordered' }

    const refused = await withAuditRefused('leak_investigation.updated', () =>
      patch(t.app, path, move, as(cookie)),
    )
    expect(refused.status).toBeGreaterThanOrEqual(500)
    const [unchanged] = await t.deps.db
      .select({ status: leakInvestigations.status })
      .from(leakInvestigations)
      .where(eq(leakInvestigations.id, investigation!.id))
    expect(unchanged!.status).toBe('open')

    expect((await patch(t.app, path, move, as(cookie))).status).toBe(200)
    expect(await entries('leak_investigation.updated', investigation!.id)).toEqual([
      expect.objectContaining({
        ...brandActor(brand),
        targetType: 'leak_investigation',
        targetLabel: `Audit Deals (${brand.name})`,
        before: { status: 'open' },
        after: { status: 'investigating', note: 'Test buy ordered' },
      }),
    ])
  })
})

describe('listings imports', () => {
  async function importFile(cookie: string, file: string, query: Record<string, string>) {
    const qs = new URLSearchParams(query).toString()
    const res = await send(t.app, 'POST', `/api/brand/protection/imports?${qs}`, {
      ...as(cookie),
      body: file,
      headers: { 'content-type': 'text/plain', 'user-agent': USER_AGENT },
    })
    expect(res.status).toBe(201)
    return {
      importId: res.headers.get('x-import-id')!,
      lines: (await res.text())
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { type: string }),
    }
  }

  test('a file import is recorded with its file and what it found; a refused entry fails it whole', async () => {
    const { brand, bottle, cookie } = await setup()
    await authorizedReseller(t.deps, brand, [{ marketplace: 'amazon', sellerId: 'A2AUDITSELLER' }])
    const report = amazonAllListingsReport([
      {
        title: 'Insulated Bottle',
        sku: 'R-BTL',
        price: '18.00',
        asin: uniqueAsin(),
        gtin: upcOf(bottle.gtin),
      },
    ])
    const query = { fileName: 'all-listings.txt', sellerId: 'A2AUDITSELLER' }

    const refused = await withAuditRefused('listing_import.completed', () =>
      importFile(cookie, report, query),
    )
    expect(refused.lines.at(-1)!.type).toBe('error')
    const [failed] = await t.deps.db
      .select({ status: listingImports.status })
      .from(listingImports)
      .where(eq(listingImports.id, refused.importId))
    expect(failed!.status).toBe('failed')
    expect(
      await t.deps.db
        .select()
        .from(protectionFindings)
        .where(eq(protectionFindings.brandId, brand.entryId)),
    ).toEqual([])

    const done = await importFile(cookie, report, query)
    expect(done.lines.at(-1)!.type).toBe('done')
    expect(await entries('listing_import.completed', done.importId)).toEqual([
      expect.objectContaining({
        ...brandActor(brand),
        targetType: 'listing_import',
        targetLabel: `all-listings.txt (${brand.name})`,
        before: null,
        after: expect.objectContaining({
          file: 'all-listings.txt',
          source: 'Amazon All Listings Report',
          rowsRead: 1,
          matched: 1,
          findingsOpened: 1,
          fileSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        }),
      }),
    ])
  })

  test('an API push is recorded with the key as its actor, never the key itself', async () => {
    const { brand, lamp, cookie } = await setup()
    const { key, item } = await bodyOf<{ key: string; item: { id: string; prefix: string } }>(
      await post(t.app, '/api/brand/protection/api-keys', { name: 'Price monitor' }, as(cookie)),
    )
    const push = (id: string) =>
      send(t.app, 'POST', '/api/protection/observations', {
        origin: null,
        ip: '192.0.2.77',
        headers: { authorization: `Bearer ${key}`, 'user-agent': 'MonitorBot/2' },
        json: {
          observations: [
            {
              id,
              marketplace: 'amazon',
              sellerId: 'AUNKNOWNPUSH',
              listingId: uniqueAsin(),
              gtin: lamp.gtin,
              price: '30.00',
              observedAt: '2026-11-20T08:00:00Z',
            },
          ],
        },
      })
    const observations = () =>
      t.deps.db
        .select()
        .from(listingObservations)
        .where(eq(listingObservations.brandId, brand.entryId))

    const refused = await withAuditRefused('listing_import.pushed', () => push('p-1'))
    expect(refused.status).toBeGreaterThanOrEqual(500)
    expect(await observations()).toEqual([])

    const pushed = await push('p-1')
    expect(pushed.status).toBe(200)
    const { importId } = await bodyOf<{ importId: string }>(pushed)
    const [entry] = await entries('listing_import.pushed', importId)
    expect(entry).toMatchObject({
      actorUserId: brand.user.id,
      actorEmail: brand.user.email,
      actorRole: 'api_key',
      ipAddress: '192.0.2.77',
      userAgent: 'MonitorBot/2',
      targetType: 'listing_import',
      targetLabel: `Price monitor (${brand.name})`,
      before: null,
      after: {
        key: `Price monitor (${item.prefix}…)`,
        apiKeyId: item.id,
        accepted: 1,
        duplicates: 0,
        rejected: 0,
        findingsOpened: 1,
        findingsClosed: 0,
      },
    })
    const [stored] = await t.deps.db
      .select({ hash: brandApiKeys.keyHash })
      .from(brandApiKeys)
      .where(eq(brandApiKeys.id, item.id))
    const text = JSON.stringify(entry)
    expect(text).not.toContain(key)
    expect(text).not.toContain(stored!.hash)

    // The same observation again stores nothing: no import, no entry.
    expect(await bodyOf(await push('p-1'))).toMatchObject({ importId: null, accepted: 0 })
    expect(await entries('listing_import.pushed')).toHaveLength(1)
  })
})

describe('a dispute decided', () => {
  /** A finding the reseller disputes, after the brand's notice when `notice`. */
  async function disputedFinding(notice = false) {
    const { brand, bottle, cookie } = await setup()
    const { reseller } = await authorizedReseller(t.deps, brand, [
      { marketplace: 'amazon', sellerId: 'A2DISPUTER' },
    ])
    await importDrafts(t.deps, brand, [
      draft({ sellerId: 'A2DISPUTER', gtin: bottle.gtin, listingId: uniqueAsin(), price: '18.00' }),
    ])
    const [finding] = await t.deps.db
      .select({ id: protectionFindings.id })
      .from(protectionFindings)
      .where(eq(protectionFindings.brandId, brand.entryId))
    if (notice) {
      const step = await post(
        t.app,
        `/api/brand/protection/findings/${finding!.id}/steps`,
        {},
        as(cookie),
      )
      expect(step.status).toBe(200)
    }
    const form = new FormData()
    form.set('reason', 'Our repricer dropped it for an hour; it is back at MAP now.')
    const disputed = await send(
      t.app,
      'POST',
      `/api/reseller/compliance/findings/${finding!.id}/dispute`,
      { cookie: await signIn(t.app, reseller), body: form },
    )
    expect(disputed.status).toBe(200)
    return { brand, cookie, reseller, findingId: finding!.id }
  }

  const findingRow = async (id: string) =>
    (
      await t.deps.db
        .select({ status: protectionFindings.status, dispute: protectionFindings.disputeStatus })
        .from(protectionFindings)
        .where(eq(protectionFindings.id, id))
    )[0]!

  test('accepting withdraws the finding, and the entry says so; a refused entry leaves it open', async () => {
    const { brand, cookie, reseller, findingId } = await disputedFinding()
    const path = `/api/brand/protection/findings/${findingId}/dispute-decision`
    const decision = { decision: 'accept', note: 'Confirmed with our monitor.' }

    const refused = await withAuditRefused('enforcement.dispute_accepted', () =>
      post(t.app, path, decision, as(cookie)),
    )
    expect(refused.status).toBeGreaterThanOrEqual(500)
    expect(await findingRow(findingId)).toEqual({ status: 'open', dispute: 'pending' })

    expect((await post(t.app, path, decision, as(cookie))).status).toBe(200)
    expect(await entries('enforcement.dispute_accepted', findingId)).toEqual([
      expect.objectContaining({
        ...brandActor(brand),
        targetType: 'enforcement_action',
        targetLabel: `Insulated Bottle (Amazon) → ${reseller.email}`,
        before: { status: 'open', disputeStatus: 'pending' },
        after: {
          status: 'withdrawn',
          disputeStatus: 'accepted',
          note: 'Confirmed with our monitor.',
          authorizationChanged: false,
        },
      }),
    ])
  })

  test('rejecting is recorded with the new deadline; a refused entry leaves the dispute pending', async () => {
    const { brand, cookie, findingId } = await disputedFinding(true)
    const [noticed] = await t.deps.db
      .select({ deadline: protectionFindings.deadline })
      .from(protectionFindings)
      .where(eq(protectionFindings.id, findingId))
    const path = `/api/brand/protection/findings/${findingId}/dispute-decision`
    const decision = { decision: 'reject', note: 'Seen below MAP for two days.' }

    const refused = await withAuditRefused('enforcement.dispute_rejected', () =>
      post(t.app, path, decision, as(cookie)),
    )
    expect(refused.status).toBeGreaterThanOrEqual(500)
    expect(await findingRow(findingId)).toEqual({ status: 'open', dispute: 'pending' })

    expect((await post(t.app, path, decision, as(cookie))).status).toBe(200)
    expect(await entries('enforcement.dispute_rejected', findingId)).toEqual([
      expect.objectContaining({
        ...brandActor(brand),
        targetType: 'enforcement_action',
        before: { disputeStatus: 'pending', deadline: noticed!.deadline!.toISOString() },
        after: {
          disputeStatus: 'rejected',
          // The current step's cure period again, from the decision.
          deadline: expect.any(String),
          note: 'Seen below MAP for two days.',
        },
      }),
    ])
  })
})

describe("the admin's Audit Log", () => {
  test('filters by the new actions and target types, and names them', async () => {
    const { brand, cookie } = await setup()
    await post(t.app, '/api/brand/protection/api-keys', { name: 'Listed key' }, as(cookie))
    const byAction = await get(t.app, '/api/admin/audit-log?action=api_key.created', {
      cookie: adminCookie,
    })
    expect(byAction.status).toBe(200)
    const page = await bodyOf<AuditLogPage>(byAction)
    expect(page.entries.length).toBeGreaterThan(0)
    expect(page.entries.every((e) => e.action === 'api_key.created')).toBe(true)

    const byType = await get(t.app, '/api/admin/audit-log?targetType=listing_import', {
      cookie: adminCookie,
    })
    expect(byType.status).toBe(200)

    // The brand's page in the admin console lists its rules' history (RecordHistory).
    await send(t.app, 'PUT', '/api/brand/protection/enforcement', {
      ...as(cookie),
      json: { ladder: [{ step: 'notice', cureDays: 1 }], templates: {}, autoFirstNotice: false },
    })
    const history = await get(
      t.app,
      `/api/admin/audit-log?targetType=enforcement_settings&targetId=${brand.entryId}`,
      { cookie: adminCookie },
    )
    expect(history.status).toBe(200)
    expect((await bodyOf<AuditLogPage>(history)).entries).toEqual([
      expect.objectContaining({
        action: 'enforcement_settings.updated',
        after: { ladder: ['Notice: 1 business day to cure'] },
      }),
    ])

    const csv = await get(
      t.app,
      '/api/admin/audit-log/export.csv?action=api_key.created&target=Listed%20key',
      { cookie: adminCookie },
    )
    expect(csv.status).toBe(200)
    expect(await csv.text()).toContain('Created a monitoring API key')
  })
})
