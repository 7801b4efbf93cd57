/**
 * Only http(s) listing addresses are stored (shared/listing-url.ts): a file's row with another
 * one is imported without it and the import's summary says so; the monitoring API refuses such
 * an observation with its reason; any other writer (insertObservations: the demo's listings)
 * leaves it out.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { LISTINGS_TEXTS } from '#shared/listings-texts.ts'
import { listingImports } from '#server/db/schema/index.ts'
import { rowsOf } from '#server/modules/brand-dashboard/sql-rows.ts'
import { signIn } from '#testing/factories.ts'
import { bodyOf, get, post, send } from '#testing/http.ts'
import { pdfLines } from '#testing/pdf-text.ts'
import { authorizedReseller, draft, importDrafts, protectedBrand } from '#testing/protection.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { insertObservations } from './import-listings.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' })
})
afterAll(() => t.close())

const HOSTILE = [
  'javascript:alert(document.cookie)',
  ' JavaScript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox("x")',
  'https:/\\evil.example/x',
]

/** Every address the brand has stored, on observations and on offers. */
async function storedUrls(brandId: string): Promise<string[]> {
  const rows = await rowsOf<{ url: string }>(
    t.deps.db,
    sql`select url from listing_observations where brand_id = ${brandId} and url is not null
      union all
      select url from listing_offers where brand_id = ${brandId} and url is not null`,
  )
  return rows.map((r) => r.url)
}

test('a file row with a javascript:, data: or vbscript: URL is imported without it, and the summary says so', async () => {
  const brand = await protectedBrand(t.deps, { products: [{ map: '24.99' }] })
  const cookie = await signIn(t.app, brand.user)
  const urls = [...HOSTILE, 'https://www.ebay.com/itm/405100000099']
  const lines = ['Item,Title,Price,Seller,Link']
  urls.forEach((url, i) =>
    lines.push(
      `4051000000${String(i + 10)},Bottle ${i},30.00,Seller ${i},"${url.replace(/"/g, '""')}"`,
    ),
  )
  const query = new URLSearchParams({
    fileName: 'links.csv',
    source: 'mapped',
    marketplace: 'ebay',
    observedAt: '2026-11-20T10:00:00Z',
    mapping: JSON.stringify({
      listingId: 'Item',
      title: 'Title',
      price: 'Price',
      sellerName: 'Seller',
      url: 'Link',
    }),
  })
  const res = await send(t.app, 'POST', `/api/brand/protection/imports?${query}`, {
    cookie,
    body: `${lines.join('\n')}\n`,
    headers: { 'content-type': 'text/csv' },
  })
  expect(res.status).toBe(201)
  const done = (await res.text())
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { type: string; import?: { summary: Record<string, unknown> } })
    .find((l) => l.type === 'done')
  expect(done?.import?.summary).toMatchObject({
    rowsRead: urls.length,
    rejected: 0,
    rejections: [],
    leftOut: [{ reason: LISTINGS_TEXTS.urlLeftOut, count: HOSTILE.length, rows: [2, 3, 4, 5, 6] }],
  })
  const [count] = await rowsOf<{ n: number }>(
    t.deps.db,
    sql`select count(*)::int as n from listing_observations where brand_id = ${brand.entryId}`,
  )
  expect(count!.n).toBe(urls.length)
  expect(await storedUrls(brand.entryId)).toEqual([
    'https://www.ebay.com/itm/405100000099',
    'https://www.ebay.com/itm/405100000099',
  ])
})

test('the monitoring API refuses an observation whose URL is not http(s), with the reason', async () => {
  const brand = await protectedBrand(t.deps, { products: [{ map: '24.99' }] })
  const cookie = await signIn(t.app, brand.user)
  const created = await post(
    t.app,
    '/api/brand/protection/api-keys',
    { name: 'Monitor' },
    { cookie },
  )
  const { key } = await bodyOf<{ key: string }>(created)
  const observation = (id: string, url: string) => ({
    id,
    marketplace: 'ebay',
    sellerName: 'Seller',
    listingId: `4052000000${id.slice(-2)}`,
    price: '30.00',
    observedAt: '2026-11-20T08:00:00Z',
    url,
  })
  const res = await send(t.app, 'POST', '/api/protection/observations', {
    origin: null,
    headers: { authorization: `Bearer ${key}` },
    json: {
      observations: [
        ...HOSTILE.map((url, i) => observation(`bad-${10 + i}`, url)),
        observation('good-99', 'https://www.ebay.com/itm/405200000099'),
        observation('blank-98', ''),
      ],
    },
  })
  expect(res.status).toBe(200)
  const body = await bodyOf<{ accepted: number; rejected: { index: number; reason: string }[] }>(
    res,
  )
  expect(body.accepted).toBe(2)
  expect(body.rejected).toEqual(
    HOSTILE.map((_, index) => ({
      index,
      id: `bad-${10 + index}`,
      reason: `url: ${LISTINGS_TEXTS.urlNotWeb}`,
    })),
  )
  expect((await storedUrls(brand.entryId)).sort()).toEqual([
    'https://www.ebay.com/itm/405200000099',
    'https://www.ebay.com/itm/405200000099',
  ])
})

test('any other writer of observations leaves a non-http(s) URL out', async () => {
  const brand = await protectedBrand(t.deps)
  const [row] = await t.deps.db
    .insert(listingImports)
    .values({ brandId: brand.entryId, source: 'api', label: 'demo', observedAt: new Date() })
    .returning({ id: listingImports.id })
  await insertObservations(
    t.deps.db,
    row!.id,
    brand.entryId,
    HOSTILE.map((url, i) => ({
      rowNo: i + 1,
      externalId: `w-${i}`,
      draft: draft({ listingId: `B0WRITER0${i}`, url }),
      raw: '{}',
    })),
  )
  expect(await storedUrls(brand.entryId)).toEqual([])
})

test('an address stored before the rule is left out of notices and of the evidence packet', async () => {
  const brand = await protectedBrand(t.deps, { products: [{ name: 'Trail Lamp', map: '39.99' }] })
  const [lamp] = brand.products
  await authorizedReseller(t.deps, brand, [{ marketplace: 'amazon', sellerId: 'A1OLDURLSELLER' }])
  const listing = (sellerId: string, listingId: string) =>
    draft({
      sellerId,
      sellerName: sellerId,
      gtin: lamp!.gtin,
      listingId,
      price: '19.99',
      url: `https://www.amazon.com/dp/${listingId}`,
    })
  await importDrafts(t.deps, brand, [
    listing('A1OLDURLSELLER', 'B0OLDURL01'),
    listing('AUNKNOWNOLDURL', 'B0OLDURL02'),
  ])
  // Older data: what was stored before only http(s) was kept.
  const stored = 'javascript:alert(document.cookie)'
  await t.deps.db.execute(
    sql`update listing_observations set url = ${stored} where brand_id = ${brand.entryId}`,
  )
  await t.deps.db.execute(
    sql`update listing_offers set url = ${stored} where brand_id = ${brand.entryId}`,
  )
  const cookie = await signIn(t.app, brand.user)

  const findings = await rowsOf<{ id: string }>(
    t.deps.db,
    sql`select id from protection_findings
      where brand_id = ${brand.entryId} and kind = 'map_violation' and reseller_id is not null`,
  )
  const step = await post(
    t.app,
    `/api/brand/protection/findings/${findings[0]!.id}/steps`,
    {},
    { cookie },
  )
  expect(step.status).toBe(200)
  const [notice] = await rowsOf<{ content: string }>(
    t.deps.db,
    sql`select content from messages where sender_id = ${brand.user.id}`,
  )
  expect(notice!.content).toContain('B0OLDURL01')
  expect(notice!.content).not.toContain('javascript')

  const list = await bodyOf<{ items: { id: string }[] }>(
    await get(t.app, '/api/brand/protection/investigations?status=all', { cookie }),
  )
  const id = list.items[0]!.id
  const csv = await get(t.app, `/api/brand/protection/investigations/${id}/evidence.csv`, {
    cookie,
  })
  expect(csv.status).toBe(200)
  const text = await csv.text()
  expect(text).toContain('B0OLDURL02')
  expect(text).not.toContain('javascript')
  const pdf = await get(t.app, `/api/brand/protection/investigations/${id}/evidence.pdf`, {
    cookie,
  })
  expect(pdf.status).toBe(200)
  const lines = (await pdfLines(new Uint8Array(await pdf.arrayBuffer()))).join('\n')
  expect(lines).toContain('B0OLDURL02')
  expect(lines).not.toContain('javascript')
})
