/**
 * The demo brand's business (issue 5 item 9): after the demo seed, every brand screen has data —
 * ten approved products, authorized resellers, orders over the last 90 days in every status, a
 * pending application and messages — and seeding again adds nothing.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { BrandDashboardData } from '#shared/schemas/brand-dashboard.ts'
import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts'
import { signIn } from '#testing/factories.ts'
import { bodyOf, get } from '#testing/http.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { seedDemoBrandActivity } from './demo-brand-activity.ts'
import { createVerifiedAccount, seedDemoAccounts, seedDemoData } from './seed.ts'
import { user } from './schema/index.ts'

let t: TestApp
let firstRunMs = 0

beforeAll(async () => {
  t = await createTestApp()
  // The accounts and the directory first, so that the activity's first run can be timed alone.
  for (const account of DEMO_ACCOUNTS) await createVerifiedAccount(t.deps.db, t.deps.auth, account)
  await seedDemoData(t.deps.db)
  const started = performance.now()
  await seedDemoBrandActivity(t.deps.db)
  firstRunMs = performance.now() - started
  await seedDemoAccounts(t.deps.db, t.deps.auth)
})
afterAll(async () => {
  await t?.close()
})

async function counts() {
  const brand = DEMO_ACCOUNTS.find((a) => a.role === 'brand')!
  const [row] = await t.deps.db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, brand.email))
  const result = await t.deps.db.execute(sql`
    select
      (select count(*)::int from products where brand_id = ${row!.id}) as products,
      (select count(*)::int from products where brand_id = ${row!.id}
        and approval_status = 'approved') as approved,
      (select count(*)::int from orders where brand_id = ${row!.id}) as orders,
      (select count(distinct status)::int from orders where brand_id = ${row!.id}) as statuses,
      (select count(*)::int from orders where brand_id = ${row!.id}
        and created_at < now() - interval '90 days') as older,
      (select count(*)::int from order_items i join orders o on o.id = i.order_id
        where o.brand_id = ${row!.id}) as items,
      (select count(*)::int from messages where recipient_id = ${row!.id}) as messages,
      (select count(*)::int from "user") as users,
      (select count(*)::int from brand_authorizations) as allocations,
      (select count(*)::int from brand_applications) as applications
  `)
  return (result as unknown as { rows: Record<string, number>[] }).rows[0]!
}

test('the demo brand has products, resellers, orders over 90 days and messages', async () => {
  const c = await counts()
  expect(c.products).toBeGreaterThanOrEqual(8)
  expect(c.approved).toBe(c.products)
  expect(c.orders).toBeGreaterThanOrEqual(30)
  expect(c.statuses).toBe(4)
  expect(c.older).toBe(0)
  expect(c.items).toBeGreaterThan(c.orders!)
  expect(c.messages).toBeGreaterThanOrEqual(3)

  const brand = DEMO_ACCOUNTS.find((a) => a.role === 'brand')!
  const cookie = await signIn(t.app, brand)
  const response = await get(t.app, '/api/brand/dashboard?period=90', { cookie })
  const data = await bodyOf<BrandDashboardData>(response)
  expect(data.entry?.name).toBe('[DEMO] Northwind Goods')
  expect(data.cards.authorizedResellers.value).toBeGreaterThanOrEqual(4)
  expect(data.cards.pendingOrders).toBeGreaterThan(0)
  expect(data.pendingApplications.total).toBe(1)
  expect(data.marketplaces.map((m) => m.marketplace)).toEqual(
    expect.arrayContaining(['amazon', 'walmart', 'ebay']),
  )
  expect(data.sales.points.filter((p) => p.orders > 0).length).toBeGreaterThan(8)
})

test('seeding again adds nothing, and quickly', async () => {
  expect(firstRunMs).toBeLessThan(1000)
  const before = await counts()
  const started = performance.now()
  await seedDemoBrandActivity(t.deps.db)
  expect(performance.now() - started).toBeLessThan(1000)
  await seedDemoAccounts(t.deps.db, t.deps.auth)
  expect(await counts()).toEqual(before)
})
