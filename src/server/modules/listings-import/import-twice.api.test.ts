/**
 * A listings file is imported once per brand: each import is keyed by the file's SHA-256, so the
 * same file again is refused with 409 while its earlier import is running or complete (a failed
 * one may be retried), also when the copies arrive at the same moment (a partial unique index
 * decides). The same observations in another file are counted as duplicates, not stored twice.
 */
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { LISTINGS_CODES } from '#shared/listings-texts.ts'
import { listingImports } from '#server/db/schema/index.ts'
import { rowsOf } from '#server/modules/brand-dashboard/sql-rows.ts'
import { createUser, signIn } from '#testing/factories.ts'
import { bodyOf, send } from '#testing/http.ts'
import { amazonAllListingsReport, uniqueAsin } from '#testing/listing-files.ts'
import { draft, importDrafts, protectedBrand } from '#testing/protection.ts'
import type { ObservationDraft } from '#shared/listings.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  // Files this small are read on the request's thread; the second app reads them on a worker.
  t = await createTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' })
})
afterAll(() => t.close())

interface Line {
  type: string
  importId?: string
  message?: string
  import?: { id: string; status: string; summary: { rowsRead: number; duplicates: number } }
}

const QUERY = { sellerId: 'A1TWICESELLER', observedAt: '2026-11-20T10:00:00Z' }

async function importFile(
  cookie: string,
  file: string,
  fileName: string,
  path = '/api/brand/protection/imports',
) {
  const qs = new URLSearchParams({ ...QUERY, fileName }).toString()
  const res = await send(t.app, 'POST', `${path}?${qs}`, {
    cookie,
    body: file,
    headers: { 'content-type': 'text/plain' },
  })
  if (res.status !== 201) {
    return {
      status: res.status,
      error: await bodyOf<{ code: string; message: string }>(res),
      done: null,
    }
  }
  const lines = (await res.text())
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Line)
  return { status: 201, error: null, done: lines.find((l) => l.type === 'done') ?? null }
}

async function observationsOf(brandId: string) {
  const [row] = await rowsOf<{ n: number; distinct_offers: number }>(
    t.deps.db,
    sql`select count(*)::int as n, count(distinct offer_key)::int as distinct_offers
      from listing_observations where brand_id = ${brandId}`,
  )
  return row!
}

const ROWS = 3000

test('four imports of one file at once: one runs, three get 409; the same file later 409; the same rows in another file are duplicates', async () => {
  const brand = await protectedBrand(t.deps, { products: [{ map: '24.99' }] })
  const cookie = await signIn(t.app, brand.user)
  const listings = Array.from({ length: ROWS }, (_, i) => ({
    title: `Listing ${i}`,
    sku: `TWICE-${i}`,
    price: '30.00',
    asin: uniqueAsin(),
  }))
  const file = amazonAllListingsReport(listings)

  const answers = await Promise.all(
    [1, 2, 3, 4].map((n) => importFile(cookie, file, `listings-${n}.txt`)),
  )
  expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409])
  for (const refused of answers.filter((a) => a.status === 409)) {
    expect(refused.error).toMatchObject({ code: LISTINGS_CODES.alreadyImported })
    expect(refused.error!.message).toMatch(
      /^This file (is being imported|was imported) already .*Nothing of it was imported again\.$/,
    )
  }
  const ran = answers.find((a) => a.status === 201)!
  expect(ran.done?.import).toMatchObject({
    status: 'complete',
    summary: { rowsRead: ROWS, duplicates: 0 },
  })
  expect(await observationsOf(brand.entryId)).toEqual({ n: ROWS, distinct_offers: ROWS })

  // The same file later, under another name, and by an admin on the brand's behalf.
  const later = await importFile(cookie, file, 'listings-again.txt')
  expect(later.status).toBe(409)
  expect(later.error).toMatchObject({ code: LISTINGS_CODES.alreadyImported })
  expect(later.error!.message).toMatch(/^This file was imported already on .+ as listings-\d\.txt/)
  const admin = await createUser(t.deps, 'admin')
  const adminCookie = await signIn(t.app, admin)
  const byAdmin = await importFile(
    adminCookie,
    file,
    'listings-admin.txt',
    `/api/admin/brands/${brand.entryId}/protection/imports`,
  )
  expect(byAdmin.status).toBe(409)
  expect(await observationsOf(brand.entryId)).toEqual({ n: ROWS, distinct_offers: ROWS })

  // Another file (in another order, one listing more) with the same observations: counted, not
  // stored again.
  const extra = { title: 'New listing', sku: 'TWICE-NEW', price: '30.00', asin: uniqueAsin() }
  const other = amazonAllListingsReport([extra, ...[...listings].reverse()])
  const second = await importFile(cookie, other, 'listings-reordered.txt')
  expect(second.status).toBe(201)
  expect(second.done?.import).toMatchObject({
    status: 'complete',
    summary: { rowsRead: ROWS + 1, duplicates: ROWS },
  })
  expect(await observationsOf(brand.entryId)).toEqual({ n: ROWS + 1, distinct_offers: ROWS + 1 })

  // A failed import does not hold its file, nor one whose process died (its heartbeat stopped):
  // the file may be imported again. Another brand's import of it is no duplicate either.
  const retrying = await protectedBrand(t.deps)
  const sha256 = createHash('sha256').update(file).digest('hex')
  const attempt = {
    brandId: retrying.entryId,
    source: 'amazon_all_listings' as const,
    observedAt: new Date(),
    fileSha256: sha256,
  }
  await t.deps.db.insert(listingImports).values([
    { ...attempt, label: 'failed.txt', status: 'failed' },
    {
      ...attempt,
      label: 'died.txt',
      status: 'running',
      heartbeatAt: new Date(Date.now() - 10 * 60_000),
    },
  ])
  const retried = await importFile(await signIn(t.app, retrying.user), file, 'retry.txt')
  expect(retried.status).toBe(201)
  expect(retried.done?.import?.summary).toMatchObject({ rowsRead: ROWS, duplicates: 0 })
  expect(await observationsOf(retrying.entryId)).toEqual({ n: ROWS, distinct_offers: ROWS })
})

test('a row that repeats an earlier one but for a coupon or its currency is another sighting, not a duplicate', async () => {
  const brand = await protectedBrand(t.deps, { products: [{ map: '45.00' }] })
  const [product] = brand.products
  const at = new Date('2026-11-21T10:00:00Z')
  const row = (overrides: Partial<ObservationDraft>) =>
    draft({
      sellerId: 'A1COUPONSEEN',
      gtin: product!.gtin,
      price: '49.99',
      observedAt: at,
      ...overrides,
    })
  await importDrafts(t.deps, brand, [
    row({ listingId: 'B0SAMECOUP1' }),
    row({ listingId: 'B0SAMECOUP2' }),
  ])
  const { summary } = await importDrafts(t.deps, brand, [
    // The same sighting again: a duplicate.
    row({ listingId: 'B0SAMECOUP1' }),
    // The same offer, time and price, now with a coupon: a new sighting.
    row({ listingId: 'B0SAMECOUP2', couponAmount: '8.00' }),
  ])
  expect(summary.duplicates).toBe(1)
  // Stored: the first file's two rows and the sighting with its coupon.
  const [stored] = await rowsOf<{ n: number; coupons: number }>(
    t.deps.db,
    sql`select count(*)::int as n, count(coupon_amount)::int as coupons
      from listing_observations where brand_id = ${brand.entryId}`,
  )
  expect(stored).toEqual({ n: 3, coupons: 1 })
})
