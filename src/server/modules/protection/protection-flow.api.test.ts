/**
 * Brand protection through the API, as a brand and a reseller live it (issue 14): an Amazon All
 * Listings Report and a Keepa export imported, the findings sorted into three kinds, a notice,
 * the reseller's dispute, the brand's decision, an order hold that blocks ordering until a
 * compliant import cures it, and the monitoring API's idempotency.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  listingObservations,
  mailOutbox,
  messages,
  protectionFindings,
} from '#server/db/schema/index.ts'
import { rowsOf } from '#server/modules/brand-dashboard/sql-rows.ts'
import { signIn } from '#testing/factories.ts'
import { bodyOf, get, patch, post, send } from '#testing/http.ts'
import { amazonAllListingsReport, keepaExport, uniqueAsin, upcOf } from '#testing/listing-files.ts'
import { authorizedReseller, protectedBrand } from '#testing/protection.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' })
})
afterAll(() => t.close())

interface Line {
  type: string
  message?: string
  import?: { status: string; summary: Record<string, unknown> }
}

async function importFile(cookie: string, file: string, query: Record<string, string>) {
  const qs = new URLSearchParams(query).toString()
  const res = await send(t.app, 'POST', `/api/brand/protection/imports?${qs}`, {
    cookie,
    body: file,
    headers: { 'content-type': 'text/plain' },
  })
  if (res.status !== 201)
    return { status: res.status, body: await bodyOf(res), lines: [] as Line[] }
  const lines = (await res.text())
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Line)
  return { status: res.status, body: null, lines }
}

async function setup() {
  const brand = await protectedBrand(t.deps, {
    products: [
      { name: 'Insulated Bottle', map: '24.99' },
      { name: 'Trail Lamp', map: '39.99' },
    ],
  })
  const [bottle, lamp] = brand.products
  const { reseller } = await authorizedReseller(t.deps, brand, [
    { marketplace: 'amazon', sellerId: 'A2FLOWSELLER' },
  ])
  const brandCookie = await signIn(t.app, brand.user)
  const resellerCookie = await signIn(t.app, reseller)
  return { brand, bottle: bottle!, lamp: lamp!, reseller, brandCookie, resellerCookie }
}

describe('importing listings files', () => {
  test('an All Listings Report needs its seller; a Keepa export names its own; findings come out sorted', async () => {
    const { brand, bottle, lamp, reseller, brandCookie } = await setup()
    const report = amazonAllListingsReport([
      {
        title: 'Insulated Bottle 24 oz',
        sku: 'R-BTL',
        price: '19.99',
        asin: uniqueAsin(),
        gtin: upcOf(bottle.gtin),
        quantity: 40,
      },
      {
        title: 'Trail Lamp',
        sku: 'R-LMP',
        price: '39.99',
        asin: uniqueAsin(),
        gtin: upcOf(lamp.gtin),
      },
    ])

    // The preview says what the file is and that it needs a seller.
    const preview = await send(
      t.app,
      'POST',
      '/api/brand/protection/imports/preview?fileName=all.txt&complete=true',
      {
        cookie: brandCookie,
        body: report,
      },
    )
    expect(preview.status).toBe(200)
    expect(await bodyOf(preview)).toMatchObject({
      format: { id: 'amazon_all_listings', needsSeller: true },
      fileKind: 'delimited',
    })

    const refused = await importFile(brandCookie, report, { fileName: 'all.txt' })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ code: 'LISTINGS_NEEDS_SELLER' })

    const imported = await importFile(brandCookie, report, {
      fileName: 'all-listings.txt',
      sellerId: 'A2FLOWSELLER',
      observedAt: '2026-11-20T10:00:00Z',
    })
    expect(imported.status).toBe(201)
    expect(imported.lines.map((l) => l.type)).toEqual(
      expect.arrayContaining(['started', 'progress', 'detecting', 'done']),
    )
    const done = imported.lines.at(-1)!
    expect(done.import).toMatchObject({
      status: 'complete',
      summary: { rowsRead: 2, matched: 2, rejected: 0, findingsOpened: { map_violation: 1 } },
    })

    const keepa = keepaExport([
      {
        title: 'Trail Lamp',
        asin: uniqueAsin(),
        price: '35.00',
        sellerName: 'Deal Hunter',
        sellerId: 'A9DEALHUNTER',
        upc: upcOf(lamp.gtin),
      },
    ])
    const second = await importFile(brandCookie, keepa, { fileName: 'keepa.csv' })
    expect(second.lines.at(-1)!.import).toMatchObject({
      status: 'complete',
      summary: { findingsOpened: { unauthorized_seller: 1 } },
    })

    const list = await bodyOf<{
      items: { kind: string; reseller: { id: string } | null; atRisk: string }[]
      openCounts: Record<string, number>
      openAtRisk: string
      openInvestigations: number
      hasListings: boolean
    }>(await get(t.app, '/api/brand/protection/findings', { cookie: brandCookie }))
    expect(list.openCounts).toEqual({
      map_violation: 1,
      scope_violation: 0,
      unauthorized_seller: 1,
    })
    // The screen's figures: revenue at risk of every open finding, one unknown seller under
    // investigation, and listings observed.
    const atRisk = list.items.reduce((sum, i) => sum + Number(i.atRisk), 0)
    expect(Number(list.openAtRisk)).toBeCloseTo(atRisk, 2)
    expect(Number(list.openAtRisk)).toBeGreaterThan(0)
    expect(list).toMatchObject({ openInvestigations: 1, hasListings: true })
    expect(list.items.find((i) => i.kind === 'map_violation')!.reseller!.id).toBe(reseller.id)

    const imports = await bodyOf<{ imports: { label: string; status: string }[] }>(
      await get(t.app, '/api/brand/protection/imports', { cookie: brandCookie }),
    )
    expect(imports.imports.map((i) => [i.label, i.status])).toEqual([
      ['keepa.csv', 'complete'],
      ['all-listings.txt', 'complete'],
    ])
    // Another brand sees none of it.
    const other = await protectedBrand(t.deps)
    const otherCookie = await signIn(t.app, other.user)
    const theirs = await bodyOf<{ items: unknown[] }>(
      await get(t.app, '/api/brand/protection/findings', { cookie: otherCookie }),
    )
    expect(theirs).toMatchObject({
      items: [],
      openAtRisk: '0.00',
      openInvestigations: 0,
      hasListings: false,
    })
    const finding = list.items[0] as unknown as { id: string }
    expect(
      (await get(t.app, `/api/brand/protection/findings/${finding.id}`, { cookie: otherCookie }))
        .status,
    ).toBe(404)
    void brand
  })

  test('a file that is not a listings file is refused and leaves nothing behind', async () => {
    const { brandCookie, brand } = await setup()
    const res = await importFile(brandCookie, 'just one line with no columns we know\n', {
      fileName: 'notes.txt',
    })
    expect(res.status).toBe(400)
    const res2 = await send(t.app, 'POST', '/api/brand/protection/imports?fileName=x.bin', {
      cookie: brandCookie,
      body: new Uint8Array([0x00, 0x01, 0x02, 0x03]),
    })
    expect(res2.status).toBe(400)
    expect(await bodyOf(res2)).toMatchObject({ code: 'LISTINGS_INVALID_FILE' })
    const [n] = await rowsOf<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from listing_imports where brand_id = ${brand.entryId}`,
    )
    expect(n!.n).toBe(0)
  })
})

describe('the brand’s digest of new findings', () => {
  const belowMap = (gtin: string, price: string) =>
    keepaExport([
      {
        title: 'Insulated Bottle',
        asin: uniqueAsin(),
        price,
        sellerName: 'Digest Deals',
        sellerId: `ADIGEST${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
        upc: upcOf(gtin),
      },
    ])
  const digestsTo = async (email: string) =>
    (await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter(
      (m) => m.kind === 'protection_digest',
    )

  test('comes after an import with new findings, and names them', async () => {
    const { brand, bottle, brandCookie } = await setup()
    const file = belowMap(bottle.gtin, '18.00')
    const done = await importFile(brandCookie, file, { fileName: 'keepa-monday.csv' })
    expect(done.status).toBe(201)
    const [digest, ...more] = await digestsTo(brand.user.email)
    expect(more).toHaveLength(0)
    expect(digest!.subject).toBe(`1 new finding for ${brand.name}`)
    expect(digest!.text).toContain('keepa-monday.csv')
    expect(digest!.text).toContain(
      'Unauthorized seller: Insulated Bottle by Digest Deals on Amazon at $18.00 (MAP $24.99)',
    )
    // The same file again is refused (a file is imported once); the same listing in
    // the next export is no new finding: no second digest.
    expect((await importFile(brandCookie, file, { fileName: 'again.csv' })).status).toBe(409)
    expect((await importFile(brandCookie, `${file}\n`, { fileName: 'tuesday.csv' })).status).toBe(
      201,
    )
    expect(await digestsTo(brand.user.email)).toHaveLength(1)
  })

  test('stays away while the brand’s MAP Violations switch is off', async () => {
    const { brand, bottle, brandCookie } = await setup()
    const saved = await patch(
      t.app,
      '/api/brand/settings/notifications',
      {
        emailNotifications: true,
        newResellerApplications: true,
        newOrders: true,
        inventoryAlerts: true,
        mapViolations: false,
      },
      { cookie: brandCookie },
    )
    expect(saved.status).toBe(200)
    const done = await importFile(brandCookie, belowMap(bottle.gtin, '18.00'), {
      fileName: 'keepa-tuesday.csv',
    })
    expect(done.status).toBe(201)
    const [finding] = await t.deps.db
      .select()
      .from(protectionFindings)
      .where(eq(protectionFindings.brandId, brand.entryId))
    expect(finding?.kind).toBe('unauthorized_seller')
    expect(await digestsTo(brand.user.email)).toEqual([])
  })
})

describe('enforcement tied to ordering', () => {
  test('notice, dispute, decision, order hold until a compliant import cures it', async () => {
    const { brand, bottle, reseller, brandCookie, resellerCookie } = await setup()
    const asin = uniqueAsin()
    const listing = (price: string) =>
      amazonAllListingsReport([
        {
          title: 'Insulated Bottle',
          sku: 'R-BTL',
          price,
          asin,
          gtin: upcOf(bottle.gtin),
          quantity: 12,
        },
      ])
    await importFile(brandCookie, listing('18.00'), {
      fileName: 'day1.txt',
      sellerId: 'A2FLOWSELLER',
      observedAt: '2026-11-10T10:00:00Z',
    })
    const [finding] = await t.deps.db
      .select()
      .from(protectionFindings)
      .where(eq(protectionFindings.brandId, brand.entryId))
    expect(finding).toMatchObject({ kind: 'map_violation', status: 'open' })
    const steps = `/api/brand/protection/findings/${finding!.id}/steps`

    // The notice: a message and a mail to the reseller, with the evidence and a deadline.
    const notice = await post(t.app, steps, {}, { cookie: brandCookie })
    expect(notice.status).toBe(200)
    expect(await bodyOf(notice)).toMatchObject({ step: 'notice' })
    const [message] = await t.deps.db
      .select({ content: messages.content })
      .from(messages)
      .where(eq(messages.recipientId, reseller.id))
    expect(message!.content).toContain('MAP notice: Insulated Bottle on Amazon')
    expect(message!.content).toContain('$18.00')
    const mails = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, reseller.email))
    expect(mails.map((m) => m.kind)).toContain('enforcement_notice')
    // The next step waits for the cure period.
    const early = await post(t.app, steps, {}, { cookie: brandCookie })
    expect(early.status).toBe(409)
    expect(await bodyOf(early)).toMatchObject({ code: 'CURE_PERIOD_RUNNING' })

    // The reseller sees it with its deadline, and disputes it with proof.
    const compliance = await bodyOf<{
      findings: { id: string; deadline: string | null; step: string }[]
    }>(await get(t.app, '/api/reseller/compliance', { cookie: resellerCookie }))
    expect(compliance.findings).toEqual([
      expect.objectContaining({ id: finding!.id, step: 'notice', deadline: expect.any(String) }),
    ])
    const form = new FormData()
    form.set('reason', 'The listing was repriced by our repricer for one hour; it is back at MAP.')
    form.set(
      'proof',
      new File(
        [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])],
        'screenshot.png',
        {
          type: 'image/png',
        },
      ),
    )
    const dispute = await send(
      t.app,
      'POST',
      `/api/reseller/compliance/findings/${finding!.id}/dispute`,
      {
        cookie: resellerCookie,
        body: form,
      },
    )
    expect(dispute.status).toBe(200)
    const detail = await bodyOf<{
      finding: { disputeStatus: string }
      actions: { event: string; attachment: { url: string } | null }[]
      enforcement: { blockedReason: string | null }
    }>(await get(t.app, `/api/brand/protection/findings/${finding!.id}`, { cookie: brandCookie }))
    expect(detail.finding.disputeStatus).toBe('pending')
    const disputed = detail.actions.find((a) => a.event === 'disputed')!
    const proof = await get(t.app, disputed.attachment!.url, { cookie: brandCookie })
    expect(proof.status).toBe(200)
    expect(proof.headers.get('content-type')).toBe('image/png')
    // Another reseller cannot read the proof, nor the finding.
    const { reseller: stranger } = await authorizedReseller(t.deps, brand, [])
    const strangerCookie = await signIn(t.app, stranger)
    expect((await get(t.app, disputed.attachment!.url, { cookie: strangerCookie })).status).toBe(
      404,
    )
    expect(
      (
        await get(t.app, `/api/reseller/compliance/findings/${finding!.id}`, {
          cookie: strangerCookie,
        })
      ).status,
    ).toBe(404)

    // No step while the dispute waits; the brand rejects it.
    await t.deps.db
      .update(protectionFindings)
      .set({ deadline: new Date(Date.now() - 1000) })
      .where(eq(protectionFindings.id, finding!.id))
    expect((await post(t.app, steps, {}, { cookie: brandCookie })).status).toBe(409)
    const rejected = await post(
      t.app,
      `/api/brand/protection/findings/${finding!.id}/dispute-decision`,
      { decision: 'reject', note: 'Our monitoring saw it below MAP for two days.' },
      { cookie: brandCookie },
    )
    expect(rejected.status).toBe(200)

    // Second notice, then the order hold (each after its cure period).
    for (const expected of ['second_notice', 'order_hold']) {
      await t.deps.db
        .update(protectionFindings)
        .set({ deadline: new Date(Date.now() - 1000) })
        .where(eq(protectionFindings.id, finding!.id))
      const step = await post(t.app, steps, {}, { cookie: brandCookie })
      expect(await bodyOf(step)).toMatchObject({ step: expected })
    }
    const order = await post(
      t.app,
      '/api/reseller/orders',
      { brandId: brand.entryId, items: [{ productId: bottle.id, quantity: 10 }] },
      { cookie: resellerCookie },
    )
    expect(order.status).toBe(409)
    expect(await bodyOf(order)).toMatchObject({
      code: 'ORDER_HOLD',
      message: expect.stringContaining(
        'has put your orders on hold until your listing of Insulated Bottle on Amazon',
      ),
    })

    // A compliant import cures it, and the order goes through.
    const cure = await importFile(brandCookie, listing('24.99'), {
      fileName: 'day2.txt',
      sellerId: 'A2FLOWSELLER',
      observedAt: '2026-11-12T10:00:00Z',
    })
    expect(cure.lines.at(-1)!.import!.summary).toMatchObject({ findingsClosed: 1 })
    const again = await post(
      t.app,
      '/api/reseller/orders',
      { brandId: brand.entryId, items: [{ productId: bottle.id, quantity: 10 }] },
      { cookie: resellerCookie },
    )
    expect(again.status).toBe(201)
  })
})

describe('the monitoring API', () => {
  test('a key pushes observations; the same ids again, even at once, are stored once', async () => {
    const { brand, lamp, brandCookie } = await setup()
    const created = await post(
      t.app,
      '/api/brand/protection/api-keys',
      { name: 'Price monitor' },
      { cookie: brandCookie },
    )
    expect(created.status).toBe(201)
    const { key } = await bodyOf<{ key: string }>(created)
    const batch = {
      observations: ['o-1', 'o-2', 'o-3'].map((id, i) => ({
        id,
        marketplace: 'amazon',
        sellerId: `A${i}UNKNOWNSELLER`,
        sellerName: `Seller ${i}`,
        listingId: uniqueAsin(),
        gtin: lamp.gtin,
        price: '30.00',
        observedAt: '2026-11-20T08:00:00Z',
      })),
    }
    const push = (headers: Record<string, string>) =>
      send(t.app, 'POST', '/api/protection/observations', { json: batch, origin: null, headers })
    expect((await push({})).status).toBe(401)
    expect((await push({ authorization: 'Bearer mkp_wrong' })).status).toBe(401)

    const auth = { authorization: `Bearer ${key}` }
    const answers = await Promise.all([push(auth), push(auth), push(auth)])
    const bodies = await Promise.all(
      answers.map((a) => bodyOf<{ accepted: number; duplicates: number }>(a)),
    )
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(bodies.reduce((s, b) => s + b.accepted, 0)).toBe(3)
    const again = await bodyOf<{ accepted: number; duplicates: number }>(await push(auth))
    expect(again).toMatchObject({ accepted: 0, duplicates: 3 })
    const [stored] = await rowsOf<{ n: number }>(
      t.deps.db,
      sql`select count(*)::int as n from ${listingObservations} where brand_id = ${brand.entryId}`,
    )
    expect(stored!.n).toBe(3)

    // A bad row is refused with its reason; the rest are stored.
    const mixed = await send(t.app, 'POST', '/api/protection/observations', {
      origin: null,
      headers: auth,
      json: {
        observations: [
          { ...batch.observations[0], id: 'o-4', gtin: '012345678901' },
          { ...batch.observations[0], id: 'o-5', price: '-3' },
        ],
      },
    })
    const body = await bodyOf<{ accepted: number; rejected: { index: number; reason: string }[] }>(
      mixed,
    )
    expect(body.accepted).toBe(1)
    expect(body.rejected).toEqual([
      { index: 1, id: 'o-5', reason: expect.stringContaining('price') },
    ])

    // A revoked key stops at once.
    const keys = await bodyOf<{ keys: { id: string }[] }>(
      await get(t.app, '/api/brand/protection/api-keys', { cookie: brandCookie }),
    )
    await send(t.app, 'DELETE', `/api/brand/protection/api-keys/${keys.keys[0]!.id}`, {
      cookie: brandCookie,
    })
    expect((await push(auth)).status).toBe(401)
  })
})
