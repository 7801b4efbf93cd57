/**
 * Files as the vendors publish them, with planted cases and an answer key (decision 013): rows
 * that name no seller are price history, not an unauthorized seller; a storefront is its
 * reseller's by seller id, however it is named; revenue at risk counts an offer once a day.
 * Every count is asserted exactly against the key: a finding too many is as wrong as one missing.
 */
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  leakInvestigations,
  marketplaceSellers,
  protectionFindings,
} from '#server/db/schema/index.ts'
import { rowsOf } from '#server/modules/brand-dashboard/sql-rows.ts'
import { createUser, signIn } from '#testing/factories.ts'
import { bodyOf, send } from '#testing/http.ts'
import { upcOf, uniqueAsin } from '#testing/listing-files.ts'
import { authorizedReseller, protectedBrand, type ProtectedBrand } from '#testing/protection.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' })
})
afterAll(() => t.close())

interface Done {
  type: string
  import?: {
    status: string
    summary: {
      findingsOpened: Record<string, number>
      stillOpen?: Record<string, number>
      rowsRead: number
      matched: number
    }
  }
}

/** Imports a file through the brand's import route, as the screen does; returns its summary. */
async function importFile(
  cookie: string,
  file: string,
  query: Record<string, string>,
): Promise<NonNullable<Done['import']>> {
  const qs = new URLSearchParams({ fileName: 'listings.csv', ...query }).toString()
  const res = await send(t.app, 'POST', `/api/brand/protection/imports?${qs}`, {
    cookie,
    body: file,
    headers: { 'content-type': 'text/plain' },
  })
  if (res.status !== 201) {
    throw new Error(`import: ${res.status} ${JSON.stringify(await bodyOf(res))}`)
  }
  const lines = (await res.text())
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Done)
  const done = lines.find((l) => l.type === 'done')?.import
  if (!done || done.status !== 'complete') throw new Error(`import: ${JSON.stringify(lines)}`)
  return done
}

const csv = (cells: readonly string[]) =>
  cells.map((v) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(',')

/** Keepa's product export header, English, as Product Viewer › Export writes it. */
const KEEPA_HEADER = [
  'Locale',
  'Image',
  'Title',
  'Sales Rank: Current',
  'Buy Box 🚚: Current',
  'Buy Box: Buy Box Seller',
  'Amazon: Current',
  'New: Current',
  'New Offer Count: Current',
  'URL: Amazon',
  'ASIN',
  'Product Codes: EAN',
  'Product Codes: UPC',
  'Brand',
]

interface KeepaLine {
  title: string
  asin: string
  upc: string
  /** "$ 41.00", or '' when Keepa has no Buy Box price. */
  buyBox: string
  /** The seller cell as Keepa writes it: "Name (86% ID)", a name, an id, or "-". */
  seller: string
  newPrice: string
}

function keepaFile(lines: readonly KeepaLine[]): string {
  const rows = lines.map((l) =>
    csv([
      'com',
      'https://m.media-amazon.com/images/I/61kQ2vXh7PL.jpg',
      l.title,
      '4,512',
      l.buyBox,
      l.seller,
      '-',
      l.newPrice,
      '5',
      `https://www.amazon.com/dp/${l.asin}`,
      l.asin,
      '',
      l.upc,
      'Northwind Goods',
    ]),
  )
  return `${[csv(KEEPA_HEADER), ...rows].join('\n')}\n`
}

/** Walmart's Buy Box report (Seller Center › Analytics › Buy Box), the seller's own. */
function walmartBuyBoxFile(
  lines: readonly { sku: string; itemId: string; name: string; price: string }[],
): string {
  const header = [
    'SKU',
    'Item ID',
    'Product Name',
    'Product Category',
    'Seller Item Price',
    'Seller Ship Price',
    'Is Seller Buy Box Winner',
    'Buy Box Item Price',
    'Buy Box Ship Price',
  ]
  const rows = lines.map((l) =>
    csv([l.sku, l.itemId, l.name, 'Water Bottles', l.price, '0.00', 'Yes', l.price, '0.00']),
  )
  return `${[csv(header), ...rows].join('\n')}\n`
}

async function findingsOf(brand: ProtectedBrand) {
  return t.deps.db
    .select()
    .from(protectionFindings)
    .where(eq(protectionFindings.brandId, brand.entryId))
}

/** A reseller whose seller ids are in their own settings (Settings › Marketplace information). */
async function sellerIdsInSettings(reseller: { email: string; password: string }, ids: object) {
  const cookie = await signIn(t.app, reseller as never)
  const res = await send(t.app, 'PATCH', '/api/reseller/settings/marketplace', {
    cookie,
    json: { amazonSellerId: '', walmartSellerId: '', ebaySellerId: '', ...ids },
  })
  expect(res.status, JSON.stringify(await bodyOf(res.clone()))).toBe(200)
}

describe('a Keepa export, with an answer key', () => {
  test('rows without a Buy Box seller are kept as observations and open nothing; named storefronts are matched by seller id', async () => {
    const brand = await protectedBrand(t.deps, {
      products: [{ map: '45.00' }, { map: '40.00' }, { map: '40.00' }],
    })
    const [bottle, kettle, lamp] = brand.products
    // Authorized with its seller id on the authorization; its storefront has another name.
    const { reseller: primary } = await authorizedReseller(t.deps, brand, [
      { marketplace: 'amazon', sellerId: 'A3QX7N2KD9PLMZ' },
    ])
    // Authorized with no seller id on the record; the id is in the reseller's own settings.
    const settingsReseller = await createUser(t.deps, 'reseller', {
      companyName: 'Harbor Supply Distribution Inc',
    })
    const { authorize } = await import('#testing/authorizations.ts')
    await authorize(t.deps, brand.entryId, settingsReseller.id, {
      marketplaces: [{ marketplace: 'amazon', sellerId: '' }],
      since: new Date('2026-01-01T00:00:00Z'),
    })
    await sellerIdsInSettings(settingsReseller, { amazonSellerId: 'A2HARBORSET01' })

    const asins = { bottle: uniqueAsin(), kettle: uniqueAsin(), lamp: uniqueAsin() }
    const file = keepaFile([
      // 1. The authorized reseller, under a storefront name that is not its company's: below MAP.
      {
        title: 'Bottle',
        asin: asins.bottle,
        upc: upcOf(bottle!.gtin),
        buyBox: '$ 41.00',
        seller: 'Prime Outlet Deals (86% A3QX7N2KD9PLMZ)',
        newPrice: '$ 41.00',
      },
      // 2. No Buy Box seller named: price history only.
      {
        title: 'Kettle',
        asin: asins.kettle,
        upc: upcOf(kettle!.gtin),
        buyBox: '$ 30.00',
        seller: '-',
        newPrice: '$ 29.00',
      },
      // 3. No Buy Box at all: the lowest new offer, whose seller Keepa does not name.
      {
        title: 'Lamp',
        asin: asins.lamp,
        upc: upcOf(lamp!.gtin),
        buyBox: '',
        seller: '',
        newPrice: '$ 20.00',
      },
      // 4. A seller nobody authorized: the one unauthorized seller of this file.
      {
        title: 'Lamp',
        asin: asins.lamp,
        upc: upcOf(lamp!.gtin),
        buyBox: '$ 39.00',
        seller: 'Deal Hunter (A1DEALHUNTER99)',
        newPrice: '$ 39.00',
      },
      // 5. The settings reseller, named nothing like its company, at MAP: compliant.
      {
        title: 'Bottle',
        asin: asins.bottle,
        upc: upcOf(bottle!.gtin),
        buyBox: '$ 45.00',
        seller: 'Blue Wave Store (100% A2HARBORSET01)',
        newPrice: '$ 45.00',
      },
    ])
    const cookie = await signIn(t.app, brand.user)
    const done = await importFile(cookie, file, { observedAt: '2026-11-20T10:00:00Z' })
    expect(done.summary).toMatchObject({ rowsRead: 5, matched: 5 })
    expect(done.summary.findingsOpened).toEqual({ map_violation: 1, unauthorized_seller: 1 })

    const findings = await findingsOf(brand)
    expect(findings.map((f) => [f.kind, f.resellerId, f.productId]).sort()).toEqual(
      [
        ['map_violation', primary.id, bottle!.id],
        ['unauthorized_seller', null, lamp!.id],
      ].sort(),
    )
    // One investigation, for Deal Hunter; none for the rows without a seller.
    const investigations = await rowsOf<{ name: string | null; seller_key: string }>(
      t.deps.db,
      sql`select s.name, s.seller_key from leak_investigations li
        join marketplace_sellers s on s.id = li.seller_group_id
        where li.brand_id = ${brand.entryId}`,
    )
    expect(investigations).toEqual([{ name: 'Deal Hunter', seller_key: 'A1DEALHUNTER99' }])

    // The seller-less rows are kept: offers with their price, judged against no seller.
    const kept = await rowsOf<{ latest_price: string; latest_verdict: string }>(
      t.deps.db,
      sql`select f.latest_price::text, f.latest_verdict::text from listing_offers f
        join marketplace_sellers s on s.id = f.seller_id
        where f.brand_id = ${brand.entryId} and s.seller_key = 'unknown' order by 1`,
    )
    expect(kept).toEqual([
      { latest_price: '20.00', latest_verdict: 'seller_unknown' },
      { latest_price: '30.00', latest_verdict: 'seller_unknown' },
    ])

    // Both named storefronts are their resellers', by seller id, not by name.
    const storefronts = await t.deps.db
      .select({
        name: marketplaceSellers.name,
        resellerId: marketplaceSellers.resellerId,
        method: marketplaceSellers.matchMethod,
      })
      .from(marketplaceSellers)
      .where(
        and(
          eq(marketplaceSellers.brandId, brand.entryId),
          sql`${marketplaceSellers.resellerId} is not null`,
        ),
      )
    expect(storefronts.sort((a, b) => a.name!.localeCompare(b.name!))).toEqual([
      { name: 'Blue Wave Store', resellerId: settingsReseller.id, method: 'settings' },
      { name: 'Prime Outlet Deals', resellerId: primary.id, method: 'authorization' },
    ])

    // The brand's top figures count one unauthorized seller, as the tab does.
    const list = await send(
      t.app,
      'GET',
      '/api/brand/protection/findings?kind=unauthorized_seller',
      {
        cookie,
      },
    )
    expect(list.status).toBe(200)
    expect((await bodyOf<{ total: number }>(list)).total).toBe(1)
    const leaks = await t.deps.db
      .select()
      .from(leakInvestigations)
      .where(eq(leakInvestigations.brandId, brand.entryId))
    expect(leaks).toHaveLength(1)
  })
})

describe("a seller's own Walmart Buy Box report", () => {
  test('is its reseller by the seller id in their settings, though the storefront is named otherwise: a scope violation, not an unknown seller', async () => {
    const brand = await protectedBrand(t.deps, { products: [{ map: '24.99' }] })
    const [bottle] = brand.products
    // Authorized on Amazon only.
    const { reseller } = await authorizedReseller(t.deps, brand, [
      { marketplace: 'amazon', sellerId: 'A1WALMARTTEST' },
    ])
    await sellerIdsInSettings(reseller, { walmartSellerId: '101234567' })
    const cookie = await signIn(t.app, brand.user)
    const done = await importFile(
      cookie,
      walmartBuyBoxFile([
        { sku: bottle!.sku, itemId: '5083417291', name: 'Bottle', price: '24.99' },
      ]),
      {
        observedAt: '2026-11-20T10:00:00Z',
        marketplace: 'walmart',
        sellerId: '101234567',
        sellerName: 'NW Home Deals',
      },
    )
    expect(done.summary.findingsOpened).toEqual({ scope_violation: 1 })
    const [finding] = await findingsOf(brand)
    expect(finding).toMatchObject({ kind: 'scope_violation', resellerId: reseller.id })
  })
})

describe('revenue at risk', () => {
  async function atRisk(brand: ProtectedBrand) {
    const [row] = await rowsOf<{ products: string; sellers: string }>(
      t.deps.db,
      sql`select
        (select coalesce(sum(at_risk), 0)::text from protection_daily_products where brand_id = ${brand.entryId}) as products,
        (select coalesce(sum(at_risk), 0)::text from protection_daily_sellers where brand_id = ${brand.entryId}) as sellers`,
    )
    return row!
  }

  test('counts an offer once a day at its worst gap, however often it is seen that day; a re-detection gives the same figure', async () => {
    const brand = await protectedBrand(t.deps, { products: [{ map: '45.00' }] })
    const [bottle] = brand.products
    await authorizedReseller(t.deps, brand, [{ marketplace: 'amazon', sellerId: 'A3RISKSELLER1' }])
    const cookie = await signIn(t.app, brand.user)
    const asin = uniqueAsin()
    const seen = (title: string, price: string) =>
      keepaFile([
        {
          title,
          asin,
          upc: upcOf(bottle!.gtin),
          buyBox: `$ ${price}`,
          seller: 'Risky Store (90% A3RISKSELLER1)',
          newPrice: `$ ${price}`,
        },
      ])
    // Seen three times on 20 November: $41 (gap 4), $42 (gap 3), $40 (gap 5, the worst).
    await importFile(cookie, seen('Bottle', '41.00'), { observedAt: '2026-11-20T08:00:00Z' })
    expect(await atRisk(brand)).toEqual({ products: '4.00', sellers: '4.00' })
    const again = await importFile(cookie, seen('Bottle.', '42.00'), {
      observedAt: '2026-11-20T12:00:00Z',
    })
    expect(await atRisk(brand)).toEqual({ products: '4.00', sellers: '4.00' })
    // Seen again: nothing new, and the summary says the violation is still open.
    expect(again.summary.findingsOpened).toEqual({})
    expect(again.summary).toMatchObject({ stillOpen: { map_violation: 1 } })
    await importFile(cookie, seen('Bottle..', '40.00'), { observedAt: '2026-11-20T16:00:00Z' })
    expect(await atRisk(brand)).toEqual({ products: '5.00', sellers: '5.00' })
    // The next day is another day at risk.
    await importFile(cookie, seen('Bottle...', '41.00'), { observedAt: '2026-11-21T08:00:00Z' })
    expect(await atRisk(brand)).toEqual({ products: '9.00', sellers: '9.00' })

    const { redetectBrand } = await import('./redetect.ts')
    await redetectBrand(t.deps.db, brand)
    expect(await atRisk(brand)).toEqual({ products: '9.00', sellers: '9.00' })
  })
})

describe('unauthorized sellers: one figure, and investigations that end when the seller is authorized', () => {
  test('the card and the tab count sellers; a seller the brand authorizes has its investigation resolved, saying why', async () => {
    const brand = await protectedBrand(t.deps, { products: [{ map: '45.00' }, { map: '40.00' }] })
    const [bottle, lamp] = brand.products
    const cookie = await signIn(t.app, brand.user)
    const row = (product: typeof bottle, seller: string, price: string) => ({
      title: 'Listing',
      asin: uniqueAsin(),
      upc: upcOf(product!.gtin),
      buyBox: `$ ${price}`,
      seller,
      newPrice: `$ ${price}`,
    })
    // Two unknown sellers, three listings: Soon Partner lists two products, Deal Hunter one.
    await importFile(
      cookie,
      keepaFile([
        row(bottle, 'Soon Partner (90% A1SOONPARTNER)', '45.00'),
        row(lamp, 'Soon Partner (90% A1SOONPARTNER)', '40.00'),
        row(lamp, 'Deal Hunter (80% A1DEALHUNTR2)', '39.00'),
      ]),
      { observedAt: '2026-11-20T10:00:00Z' },
    )
    type Page = {
      openCounts: Record<string, number>
      openUnauthorizedSellers: number
      openInvestigations: number
    }
    const page = async () =>
      bodyOf<Page>(
        await send(t.app, 'GET', '/api/brand/protection/findings?kind=unauthorized_seller', {
          cookie,
        }),
      )
    expect(await page()).toMatchObject({
      openCounts: { unauthorized_seller: 3 },
      openUnauthorizedSellers: 2,
      openInvestigations: 2,
    })

    // The brand authorizes Soon Partner's company with that seller id; its listings are judged
    // again (the authorization asks for a re-detection).
    const partner = await createUser(t.deps, 'reseller', { companyName: 'Soon Partner Trading' })
    const { authorize } = await import('#testing/authorizations.ts')
    await authorize(t.deps, brand.entryId, partner.id, {
      marketplaces: [{ marketplace: 'amazon', sellerId: 'A1SOONPARTNER' }],
      since: new Date('2026-01-01T00:00:00Z'),
    })
    const { redetectBrand } = await import('./redetect.ts')
    await redetectBrand(t.deps.db, brand)

    expect(await page()).toMatchObject({
      openCounts: { unauthorized_seller: 1 },
      openUnauthorizedSellers: 1,
      openInvestigations: 1,
    })
    const events = await rowsOf<{ name: string; status: string; to_status: string; note: string }>(
      t.deps.db,
      sql`select s.name, li.status::text as status, e.to_status::text, e.note
        from leak_investigations li
        join marketplace_sellers s on s.id = li.seller_group_id
        join investigation_events e on e.investigation_id = li.id
        where li.brand_id = ${brand.entryId}`,
    )
    expect(events).toEqual([
      {
        name: 'Soon Partner',
        status: 'resolved',
        to_status: 'resolved',
        note: 'The seller is now an authorized reseller (Soon Partner Trading): nothing left to investigate.',
      },
    ])
  })
})

describe("the brand's confirmation of a storefront", () => {
  test('a storefront whose id no record names is confirmed as a reseller: its listings are judged as theirs, audited; only the brand’s own resellers', async () => {
    const brand = await protectedBrand(t.deps, { products: [{ map: '45.00' }] })
    const [bottle] = brand.products
    // Authorized on Amazon with one id; it also runs a second shop, under an id nobody entered.
    const { reseller } = await authorizedReseller(t.deps, brand, [
      { marketplace: 'amazon', sellerId: 'A1FIRSTSHOP01' },
    ])
    const cookie = await signIn(t.app, brand.user)
    await importFile(
      cookie,
      keepaFile([
        {
          title: 'Bottle',
          asin: uniqueAsin(),
          upc: upcOf(bottle!.gtin),
          buyBox: '$ 40.00',
          seller: 'Second Shop Deals (70% A1SECONDSHOP1)',
          newPrice: '$ 40.00',
        },
      ]),
      { observedAt: '2026-11-20T10:00:00Z' },
    )
    const [before] = await findingsOf(brand)
    expect(before).toMatchObject({ kind: 'unauthorized_seller', resellerId: null })
    const [storefront] = await t.deps.db
      .select({ id: marketplaceSellers.id })
      .from(marketplaceSellers)
      .where(
        and(
          eq(marketplaceSellers.brandId, brand.entryId),
          eq(marketplaceSellers.sellerKey, 'A1SECONDSHOP1'),
        ),
      )
    const path = `/api/brand/protection/storefronts/${storefront!.id}/reseller`

    const view = await bodyOf<{ choices: { resellerId: string }[] }>(
      await send(t.app, 'GET', path, { cookie }),
    )
    expect(view.choices.map((c) => c.resellerId)).toEqual([reseller.id])

    // Someone who is not the brand's reseller is refused, and nothing changes.
    const stranger = await createUser(t.deps, 'reseller')
    const refused = await send(t.app, 'PUT', path, { cookie, json: { resellerId: stranger.id } })
    expect(refused.status).toBe(400)
    expect((await bodyOf<{ message: string }>(refused)).message).toMatch(/authorization from you/)

    const saved = await send(t.app, 'PUT', path, { cookie, json: { resellerId: reseller.id } })
    expect(saved.status).toBe(200)
    const { redetectBrand } = await import('./redetect.ts')
    await redetectBrand(t.deps.db, brand)
    // Now the reseller's: a MAP violation of theirs, not an unknown seller.
    const after = await findingsOf(brand)
    expect(after.filter((f) => f.status === 'open').map((f) => [f.kind, f.resellerId])).toEqual([
      ['map_violation', reseller.id],
    ])
    const confirmed = await bodyOf<{
      storefront: { matchMethod: string; reseller: { id: string } }
    }>(await send(t.app, 'GET', path, { cookie }))
    expect(confirmed.storefront).toMatchObject({
      matchMethod: 'confirmed',
      reseller: { id: reseller.id },
    })
    const audit = await rowsOf<{ action: string; actor_email: string }>(
      t.deps.db,
      sql`select action, actor_email from audit_log where target_type = 'marketplace_seller'
        and target_id = ${String(storefront!.id)}`,
    )
    expect(audit).toEqual([{ action: 'storefront.confirmed', actor_email: brand.user.email }])

    // Removed: no longer the reseller's violation. (The unknown seller's finding, superseded on
    // this same observation, is not opened again until the storefront is seen again.)
    await send(t.app, 'PUT', path, { cookie, json: { resellerId: null } })
    await redetectBrand(t.deps.db, brand)
    const again = await findingsOf(brand)
    expect(again.filter((f) => f.status === 'open' && f.resellerId === reseller.id)).toEqual([])
  })
})
