/**
 * Takedown packets of an unknown seller: its open listings, at most 50 listing ids (ASINs) a
 * packet as Amazon's Report a Violation form takes them, each with its URL, dates, prices and
 * evidence (import, row, SHA-256); as PDF and CSV; for the brand whose seller it is only.
 */
import { randomUUID } from 'node:crypto'
import { parse } from 'csv-parse/sync'
import { eq, sql } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { TakedownPacketItem } from '#shared/protection-api.ts'
import { leakInvestigations } from '#server/db/schema/index.ts'
import { rowsOf } from '#server/modules/brand-dashboard/sql-rows.ts'
import { signIn } from '#testing/factories.ts'
import { bodyOf, get } from '#testing/http.ts'
import { uniqueAsin } from '#testing/listing-files.ts'
import { draft, importDrafts, protectedBrand } from '#testing/protection.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' })
})
afterAll(() => t.close())

const price = (i: number) => `${(10 + (i % 9)).toFixed(2)}`

async function unknownSellerWith(listings: number) {
  const brand = await protectedBrand(t.deps, {
    products: [{ name: 'Takedown Kettle', map: '49.99' }],
  })
  const sellerId = `AUNK${randomUUID().slice(0, 8).toUpperCase()}`
  const asins = Array.from({ length: listings }, () => uniqueAsin())
  await importDrafts(
    t.deps,
    brand,
    asins.map((asin, i) =>
      draft({
        currency: 'USD',
        sellerId,
        sellerName: 'Grey Goods Ltd',
        gtin: brand.products[0]!.gtin,
        listingId: asin,
        url: `https://www.amazon.com/dp/${asin}`,
        price: price(i),
      }),
    ),
    { label: 'takedown.csv' },
  )
  const [investigation] = await t.deps.db
    .select({ id: leakInvestigations.id })
    .from(leakInvestigations)
    .where(eq(leakInvestigations.brandId, brand.entryId))
  expect(investigation).toBeDefined()
  return { brand, asins, sellerId, investigationId: investigation!.id }
}

test('120 ASINs make three packets of at most 50, with URLs, prices and the evidence hashes', async () => {
  const { brand, asins, sellerId, investigationId } = await unknownSellerWith(120)
  const cookie = await signIn(t.app, brand.user)
  const base = `/api/brand/protection/investigations/${investigationId}`

  const list = await get(t.app, `${base}/takedown-packets`, { cookie })
  expect(list.status).toBe(200)
  const { items } = await bodyOf<{ items: TakedownPacketItem[] }>(list)
  expect(items.map((p) => [p.number, p.of, p.listingIds.length])).toEqual([
    [1, 3, 50],
    [2, 3, 50],
    [3, 3, 20],
  ])
  const all = items.flatMap((p) => p.listingIds)
  expect(new Set(all).size).toBe(120)
  expect([...all].sort()).toEqual([...asins].sort())

  // The CSV of packet 2: its 50 ASINs with their URLs, prices and the evidence's hashes.
  const csvRes = await get(t.app, `${base}/takedown.csv?packet=2`, { cookie })
  expect(csvRes.status).toBe(200)
  expect(csvRes.headers.get('content-type')).toContain('text/csv')
  expect(csvRes.headers.get('content-disposition')).toContain('takedown-grey-goods-ltd-2-of-3.csv')
  const rows = parse(await csvRes.text(), { columns: true, bom: true }) as Record<string, string>[]
  expect(rows).toHaveLength(50)
  expect(rows.map((r) => r['Listing ID (ASIN)'])).toEqual(items[1]!.listingIds)
  const hashes = await rowsOf<{ listing_id: string; sha: string; row_no: number }>(
    t.deps.db,
    sql`select f.listing_id, e.raw_sha256 as sha, e.row_no from finding_evidence e
      join protection_findings pf on pf.id = e.finding_id
      join listing_offers f on f.id = pf.offer_id where pf.brand_id = ${brand.entryId}`,
  )
  const shaOf = new Map(hashes.map((h) => [h.listing_id, h]))
  for (const r of rows) {
    const asin = r['Listing ID (ASIN)']!
    expect(r['Packet']).toBe('2 of 3')
    expect(r['Listing URL']).toBe(`https://www.amazon.com/dp/${asin}`)
    expect(r['Seller ID']).toBe(sellerId)
    expect(r['Price observed']).toBe(price(asins.indexOf(asin)))
    expect(r['Price last seen']).toBe(price(asins.indexOf(asin)))
    expect(r['SHA-256 of the row']).toMatch(/^[0-9a-f]{64}$/)
    expect(r['SHA-256 of the row']).toBe(shaOf.get(asin)!.sha)
    expect(Number(r['Row'])).toBe(shaOf.get(asin)!.row_no)
    expect(r['Source']).toBe('takedown.csv')
    expect(r['First seen (UTC)']).toMatch(/^\d{4}-\d\d-\d\dT/)
  }

  // The PDF of packet 3: a PDF, titled with its number, naming its 20 ASINs.
  const pdfRes = await get(t.app, `${base}/takedown.pdf?packet=3`, { cookie })
  expect(pdfRes.status).toBe(200)
  expect(pdfRes.headers.get('content-type')).toBe('application/pdf')
  expect(pdfRes.headers.get('content-disposition')).toContain('takedown-grey-goods-ltd-3-of-3.pdf')
  const bytes = new Uint8Array(await pdfRes.arrayBuffer())
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
  const doc = await PDFDocument.load(bytes)
  expect(doc.getTitle()).toBe('Takedown packet 3 of 3: Grey Goods Ltd')
  expect(doc.getPageCount()).toBeGreaterThanOrEqual(1)

  // No fourth packet; a bad number is refused.
  expect((await get(t.app, `${base}/takedown.pdf?packet=4`, { cookie })).status).toBe(404)
  expect((await get(t.app, `${base}/takedown.csv?packet=0`, { cookie })).status).toBe(400)
})

test("another brand's investigation is not found, for the list and both files", async () => {
  const { investigationId } = await unknownSellerWith(2)
  const other = await protectedBrand(t.deps)
  const cookie = await signIn(t.app, other.user)
  const base = `/api/brand/protection/investigations/${investigationId}`
  for (const path of ['/takedown-packets', '/takedown.pdf', '/takedown.csv?packet=1']) {
    const res = await get(t.app, `${base}${path}`, { cookie })
    expect(res.status).toBe(404)
  }
})
