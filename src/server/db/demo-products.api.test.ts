/**
 * The demo brand's products carry what brand protection matches and judges by (issue 14): a
 * valid GTIN, a category, and their MAP as a version in force from 120 days before the seed.
 * Seeding again writes nothing more; a force re-seed brings the seeded MAP back from now,
 * keeping the history.
 */
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts'
import { normaliseGtin } from '#shared/gtin.ts'
import { PRODUCT_CATEGORIES } from '#shared/reseller-hub-texts.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { DEMO_EXTRA_PRODUCTS } from './demo-brand-activity.ts'
import { DEMO_MAP_SINCE_DAYS, DEMO_PRODUCTS } from './demo-products.ts'
import { productMapPrices, products, user } from './schema/index.ts'
import { restoreDemoData, seedDemoAccounts, seedDemoData } from './seed.ts'

const ALL = [...DEMO_PRODUCTS, ...DEMO_EXTRA_PRODUCTS]
const DAY_MS = 24 * 60 * 60 * 1000

let t: TestApp
let brandId: string
let seededAt: number

beforeAll(async () => {
  t = await createTestApp()
  await seedDemoData(t.deps.db)
  seededAt = Date.now()
  await seedDemoAccounts(t.deps.db, t.deps.auth)
  const email = DEMO_ACCOUNTS.find((a) => a.role === 'brand')!.email
  const [row] = await t.deps.db.select({ id: user.id }).from(user).where(eq(user.email, email))
  brandId = row!.id
})
afterAll(() => t?.close())

const demoProducts = () =>
  t.deps.db
    .select({
      id: products.id,
      sku: products.sku,
      gtin: products.gtin,
      category: products.category,
      map: sql<string | null>`product_map_price_at(${products.id}, now())::text`,
    })
    .from(products)
    .where(eq(products.brandId, brandId))
    .orderBy(products.sku)

const versions = (ids: string[]) =>
  t.deps.db
    .select({
      productId: productMapPrices.productId,
      mapPrice: productMapPrices.mapPrice,
      effectiveFrom: productMapPrices.effectiveFrom,
    })
    .from(productMapPrices)
    .where(inArray(productMapPrices.productId, ids))
    .orderBy(productMapPrices.effectiveFrom)

test('every demo product has a valid, distinct GTIN, a category and its MAP from 120 days ago', async () => {
  const rows = await demoProducts()
  expect(rows.map((r) => r.sku)).toEqual(ALL.map((p) => p.sku).sort())
  for (const row of rows) {
    const demo = ALL.find((p) => p.sku === row.sku)!
    expect(normaliseGtin(row.gtin!), row.sku!).toEqual({ ok: true, gtin: demo.gtin })
    expect(PRODUCT_CATEGORIES).toContain(row.category)
    expect(row.map, row.sku!).toBe(demo.mapPrice)
  }
  expect(new Set(rows.map((r) => r.gtin)).size).toBe(rows.length)
  const all = await versions(rows.map((r) => r.id))
  expect(all).toHaveLength(rows.length)
  for (const v of all) {
    const daysBefore = (seededAt - v.effectiveFrom.getTime()) / DAY_MS
    expect(daysBefore).toBeGreaterThan(DEMO_MAP_SINCE_DAYS - 1)
    expect(daysBefore).toBeLessThan(DEMO_MAP_SINCE_DAYS + 1)
  }
})

test('seeding again writes no version; a force re-seed brings the seeded MAP back from now', async () => {
  const rows = await demoProducts()
  await seedDemoAccounts(t.deps.db, t.deps.auth)
  expect(await versions(rows.map((r) => r.id))).toHaveLength(rows.length)

  const first = rows.find((r) => r.sku === DEMO_PRODUCTS[0]!.sku)!
  await t.deps.db
    .insert(productMapPrices)
    .values({ productId: first.id, mapPrice: '1.00', effectiveFrom: new Date(Date.now() - 1000) })
  await t.deps.db.update(products).set({ gtin: null }).where(eq(products.id, first.id))
  await restoreDemoData(t.deps.db)
  const history = (await versions([first.id])).map((v) => v.mapPrice)
  expect(history).toEqual([DEMO_PRODUCTS[0]!.mapPrice, '1.00', DEMO_PRODUCTS[0]!.mapPrice])
  const [restored] = (await demoProducts()).filter((r) => r.id === first.id)
  expect(restored).toMatchObject({ gtin: DEMO_PRODUCTS[0]!.gtin, map: DEMO_PRODUCTS[0]!.mapPrice })
})
