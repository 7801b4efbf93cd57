/**
 * Leak investigations through the API (issue 14 item 6): an unknown seller's candidate sources
 * are the brand's wholesale buyers, ranked with their reasons (which listed products they
 * bought, how many against how many are listed, how shortly before the listing appeared, and an
 * authorization that leaves the seller's marketplace out); the brand moves the investigation
 * through its statuses with notes and a source from among its buyers; the evidence packet comes
 * as CSV (every observation with its raw row's SHA-256) and as a PDF. Another brand sees none of
 * it.
 */
import { createHash } from 'node:crypto'
import { PDFDocument } from 'pdf-lib'
import { parse } from 'csv-parse/sync'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { orderItems, orders } from '#server/db/schema/index.ts'
import { rowsOf } from '#server/modules/brand-dashboard/sql-rows.ts'
import { PROTECTION_CODES } from '#shared/protection-texts.ts'
import type { InvestigationDetail, InvestigationListItem } from '#shared/protection-api.ts'
import { createUser, signIn } from '#testing/factories.ts'
import { bodyOf, get, patch } from '#testing/http.ts'
import {
  authorizedReseller,
  day,
  draft,
  importDrafts,
  protectedBrand,
  type ProtectedBrand,
} from '#testing/protection.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' })
})
afterAll(() => t.close())

const BASE = '/api/brand/protection/investigations'

async function wholesaleOrder(
  brand: ProtectedBrand,
  resellerId: string,
  at: Date,
  lines: { product: ProtectedBrand['products'][number]; quantity: number }[],
) {
  const [order] = await t.deps.db
    .insert(orders)
    .values({
      brandId: brand.ownerUserId!,
      resellerId,
      status: 'delivered',
      totalAmount: '100.00',
      createdAt: at,
      updatedAt: at,
    })
    .returning()
  await t.deps.db.insert(orderItems).values(
    lines.map((l) => ({
      orderId: order!.id,
      productId: l.product.id,
      productName: l.product.name,
      sku: l.product.sku,
      quantity: l.quantity,
      unitPrice: '10.00',
    })),
  )
}

/**
 * A brand with three products (the third not listed at first); buyer Walmart-only bought both (40 units, 5 days before the
 * listing), buyer Amazon bought the lamp only (2 units, 60 days before); an unknown seller lists
 * both on Amazon, 30 units each.
 */
async function setup() {
  const brand = await protectedBrand(t.deps, {
    products: [
      { name: 'Trail Lamp', map: '39.99' },
      { name: 'Camp Mug', map: '14.99' },
      { name: 'Camp Stove', map: '24.99' },
    ],
  })
  const [lamp, mug] = brand.products as [
    ProtectedBrand['products'][number],
    ProtectedBrand['products'][number],
  ]
  const { reseller: walmartOnly } = await authorizedReseller(t.deps, brand, [
    { marketplace: 'walmart', sellerId: 'WLEAKBUYER' },
  ])
  const { reseller: amazonBuyer } = await authorizedReseller(t.deps, brand, [
    { marketplace: 'amazon', sellerId: 'ALEAKBUYER' },
  ])
  await wholesaleOrder(brand, walmartOnly.id, day('2026-10-27'), [
    { product: lamp, quantity: 20 },
    { product: mug, quantity: 20 },
  ])
  await wholesaleOrder(brand, amazonBuyer.id, day('2026-09-02'), [{ product: lamp, quantity: 2 }])
  const listing = (product: typeof lamp, listingId: string, price: string) =>
    draft({
      sellerId: 'AUNKNOWNLEAK',
      sellerName: 'Leaky Deals',
      gtin: product.gtin,
      listingId,
      price,
      quantity: 30,
      url: `https://www.amazon.com/dp/${listingId}`,
    })
  await importDrafts(
    t.deps,
    brand,
    [listing(lamp, 'B0LEAKLAMP', '29.99'), listing(mug, 'B0LEAKMUG1', '9.99')],
    { label: 'keepa-leak.csv' },
  )
  const cookie = await signIn(t.app, brand.user)
  const list = await bodyOf<{ items: InvestigationListItem[] }>(
    await get(t.app, `${BASE}?status=all`, { cookie }),
  )
  expect(list.items).toHaveLength(1)
  return { brand, cookie, walmartOnly, amazonBuyer, id: list.items[0]!.id }
}

describe('an unknown seller’s investigation', () => {
  test('ranks the brand’s wholesale buyers with the reasons', async () => {
    const { cookie, walmartOnly, amazonBuyer, id } = await setup()
    const detail = await bodyOf<InvestigationDetail>(await get(t.app, `${BASE}/${id}`, { cookie }))
    expect(detail.investigation.status).toBe('open')
    expect(detail.storefronts.map((s) => [s.marketplace, s.sellerId, s.name])).toEqual([
      ['amazon', 'AUNKNOWNLEAK', 'Leaky Deals'],
    ])
    expect(detail.listings.map((l) => [l.product, l.advertisedPrice, l.quantity])).toEqual(
      expect.arrayContaining([
        ['Trail Lamp', '29.99', 30],
        ['Camp Mug', '9.99', 30],
      ]),
    )
    const [first, second, ...rest] = detail.candidates
    expect(rest).toEqual([])
    expect(first!.resellerId).toBe(walmartOnly.id)
    expect(second!.resellerId).toBe(amazonBuyer.id)
    expect(first!.score).toBeGreaterThan(second!.score)
    expect(first).toMatchObject({
      productsBought: 2,
      productsListed: 2,
      unitsBought: 40,
      unitsListed: 60,
    })
    expect(first!.reasons.map((r) => r.text)).toEqual([
      'Ordered 40 units of 2 listed products 5 days before the seller was first seen.',
      'Its first order of your products: no earlier order to compare its size with.',
      'Bought 40 units in the 60 days before the seller was first seen; the seller lists 60 units.',
      'Bought 2 products of the 2 products this seller lists: Camp Mug, Trail Lamp; all before the seller was first seen.',
      'Its authorization does not cover Amazon, where this seller lists.',
    ])
    expect(second!.reasons.map((r) => r.text)).toEqual([
      'Ordered 2 units of 1 listed product 60 days before the seller was first seen.',
      'Its first order of your products: no earlier order to compare its size with.',
      'Bought 2 units in the 60 days before the seller was first seen; the seller lists 60 units.',
      'Bought 1 product of the 2 products this seller lists: Trail Lamp; before the seller was first seen.',
    ])
  })

  test('the list’s top candidate follows the brand’s new orders and the seller’s new listings', async () => {
    const { brand, cookie, walmartOnly, amazonBuyer } = await setup()
    const top = async () =>
      (await bodyOf<{ items: InvestigationListItem[] }>(await get(t.app, BASE, { cookie })))
        .items[0]!.topCandidate
    const company = async (id: string) =>
      (
        await rowsOf<{ company: string }>(
          t.deps.db,
          sql`select coalesce(company_name, full_name) as company from profiles where id = ${id}`,
        )
      )[0]!.company
    // 100 × (0.2 × 0.85 (5 days before, half-life 21) + 0.35 × 0.5 × √0.85 (a first order)
    //   + 0.25 × 40/60 units + 0.1 (both products) + 0.1 (not on Amazon))
    const walmartTop = {
      company: await company(walmartOnly.id),
      score: 70,
      reason: 'Ordered 40 units of 2 listed products 5 days before the seller was first seen.',
    }
    expect(await top()).toEqual(walmartTop)
    // The summary is kept on the investigation, at the brand's current version, and read again.
    const kept = () =>
      rowsOf<{ current: boolean }>(
        t.deps.db,
        sql`select li.candidates_version = ps.candidates_version as current
          from leak_investigations li join protection_states ps on ps.brand_id = li.brand_id
          where li.brand_id = ${brand.entryId}`,
      )
    expect(await kept()).toEqual([{ current: true }])
    expect(await top()).toEqual(walmartTop)
    // A summary kept in the shape before decision 013 item 11, at the current version, is summed
    // up again rather than read as if it were the new one.
    await t.deps.db.execute(
      sql`update leak_investigations set candidate_summary = ${JSON.stringify({
        listing: { products: 2, units: 60 },
        marketplaces: ['amazon'],
        purchases: [
          {
            resellerId: walmartOnly.id,
            products: 2,
            names: ['Camp Mug', 'Trail Lamp'],
            units: 40,
            closestBeforeDays: 5,
            boughtAfter: false,
            lastPurchaseAt: '2026-10-27T12:00:00.000Z',
          },
        ],
      })}::jsonb where brand_id = ${brand.entryId}`,
    )
    expect(await kept()).toEqual([{ current: true }])
    expect(await top()).toEqual(walmartTop)

    // A buyer with no authorization orders both, in bulk, the day before the listing appeared.
    const bulk = await createUser(t.deps, 'reseller', { companyName: 'Bulk Buyer LLC' })
    const [lamp, mug] = brand.products
    await wholesaleOrder(brand, bulk.id, day('2026-10-31'), [
      { product: lamp!, quantity: 100 },
      { product: mug!, quantity: 100 },
    ])
    expect(await kept()).toEqual([{ current: false }])
    // 100 × (0.2 × 0.97 + 0.35 × 0.5 × √0.97 + 0.25 (200 units for 60) + 0.1 + 0.1)
    const bulkReason =
      'Ordered 200 units of 2 listed products 1 day before the seller was first seen.'
    expect(await top()).toEqual({ company: 'Bulk Buyer LLC', score: 82, reason: bulkReason })

    // The seller lists a third product that nobody bought: coverage falls to 2 of 3.
    const third = brand.products[2]!
    await importDrafts(
      t.deps,
      brand,
      [
        draft({
          sellerId: 'AUNKNOWNLEAK',
          sellerName: 'Leaky Deals',
          gtin: third.gtin,
          listingId: 'B0LEAKSTOV',
          price: '19.99',
          quantity: 30,
          observedAt: day('2026-11-02'),
        }),
      ],
      { label: 'keepa-leak-2.csv', observedAt: day('2026-11-02') },
    )
    // Products in common fall to 2 of 3 (weighted by the 30 units each lists): 0.1 → 0.067.
    expect(await top()).toEqual({ company: 'Bulk Buyer LLC', score: 78, reason: bulkReason })
    void amazonBuyer
  })

  test('moves through its statuses with notes, and the source is one of the brand’s buyers', async () => {
    const { brand, cookie, walmartOnly, id } = await setup()
    const move = (body: Record<string, unknown>) => patch(t.app, `${BASE}/${id}`, body, { cookie })

    expect((await move({ status: 'investigating', note: 'Test buy ordered.' })).status).toBe(200)
    // A stranger's id is refused: it would show that stranger's company here.
    const stranger = await createUser(t.deps, 'reseller')
    const refused = await move({ status: 'source_identified', sourceResellerId: stranger.id })
    expect(refused.status).toBe(400)
    expect(await bodyOf(refused)).toMatchObject({ code: PROTECTION_CODES.unknownSource })
    const identified = await move({
      status: 'source_identified',
      note: 'Lot numbers match order 1.',
      sourceResellerId: walmartOnly.id,
    })
    expect(identified.status).toBe(200)
    expect((await move({ status: 'takedown_filed', note: '' })).status).toBe(200)
    const resolved = await bodyOf<InvestigationDetail>(
      await move({ status: 'resolved', note: 'Listings removed.' }),
    )
    expect(resolved.investigation.status).toBe('resolved')
    expect(resolved.investigation.sourceReseller?.id).toBe(walmartOnly.id)
    expect(resolved.investigation.notes).toBe('Listings removed.')
    expect(resolved.events.map((e) => [e.fromStatus, e.toStatus, e.note])).toEqual(
      expect.arrayContaining([
        ['open', 'investigating', 'Test buy ordered.'],
        ['investigating', 'source_identified', 'Lot numbers match order 1.'],
        ['source_identified', 'takedown_filed', null],
        ['takedown_filed', 'resolved', 'Listings removed.'],
      ]),
    )
    expect(resolved.events.every((e) => e.actor.length > 0)).toBe(true)
    // A status that is not one of the five is refused, and changes nothing.
    expect((await move({ status: 'closed' })).status).toBe(400)
    const after = await bodyOf<InvestigationDetail>(await get(t.app, `${BASE}/${id}`, { cookie }))
    expect(after.investigation.status).toBe('resolved')

    // Resolved ones leave the open list; "all" keeps them.
    const open = await bodyOf<{ items: InvestigationListItem[] }>(
      await get(t.app, `${BASE}?status=open`, { cookie }),
    )
    expect(open.items.map((i) => i.id)).not.toContain(id)
    void brand
  })

  test('exports its evidence packet as CSV with each row’s hash, and as a PDF', async () => {
    const { cookie, id } = await setup()
    const csvResponse = await get(t.app, `${BASE}/${id}/evidence.csv`, { cookie })
    expect(csvResponse.status).toBe(200)
    expect(csvResponse.headers.get('content-type')).toContain('text/csv')
    expect(csvResponse.headers.get('content-disposition')).toMatch(
      /attachment; filename="evidence-/,
    )
    const records = parse(await csvResponse.text(), { columns: true, bom: true }) as Record<
      string,
      string
    >[]
    expect(records.map((r) => r['Listing ID']).sort()).toEqual(['B0LEAKLAMP', 'B0LEAKMUG1'])
    for (const r of records) {
      expect(r).toMatchObject({ Marketplace: 'Amazon', 'Seller ID': 'AUNKNOWNLEAK' })
      expect(r['Source']).toContain('keepa-leak.csv')
      // The hash is the recorded row's: anyone can check it.
      expect(r['SHA-256 of the row']).toBe(
        createHash('sha256').update(r['Row as recorded']!).digest('hex'),
      )
    }

    const pdfResponse = await get(t.app, `${BASE}/${id}/evidence.pdf`, { cookie })
    expect(pdfResponse.status).toBe(200)
    expect(pdfResponse.headers.get('content-type')).toBe('application/pdf')
    const pdf = await PDFDocument.load(new Uint8Array(await pdfResponse.arrayBuffer()))
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1)
  })

  test('is none of another brand’s business', async () => {
    const { id } = await setup()
    const other = await protectedBrand(t.deps)
    const cookie = await signIn(t.app, other.user)
    for (const path of [
      `${BASE}/${id}`,
      `${BASE}/${id}/evidence.csv`,
      `${BASE}/${id}/evidence.pdf`,
    ])
      expect((await get(t.app, path, { cookie })).status).toBe(404)
    expect((await patch(t.app, `${BASE}/${id}`, { status: 'resolved' }, { cookie })).status).toBe(
      404,
    )
    const list = await bodyOf<{ items: unknown[] }>(
      await get(t.app, `${BASE}?status=all`, { cookie }),
    )
    expect(list.items).toEqual([])
  })
})
