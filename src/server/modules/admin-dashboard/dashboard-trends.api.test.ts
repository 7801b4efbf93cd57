/**
 * The admin dashboard's charts (issue 16 item 7): per UTC day over the chosen period, sign-ups by
 * role, applications, orders and GMV (declined and cancelled left out), queue arrivals; the
 * queues now; web vitals at the 75th percentile per page, from the site's own telemetry.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DashboardTrends } from '#shared/admin-trends.ts'
import { orders, productUploads, telemetryEvents, user } from '#server/db/schema/index.ts'
import { createReseller, createUser, signIn, type TestUser } from '#testing/factories.ts'
import { bodyOf, get } from '#testing/http.ts'
import { createApplication } from '#testing/reseller-accounts.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { trendsStart } from './get-dashboard-trends.ts'

let t: TestApp
let cookie: string
let brandUser: TestUser
let reseller: TestUser

const DAY = 24 * 60 * 60 * 1000
const daysAgo = (n: number) => new Date(Date.now() - n * DAY)
const utcDate = (d: Date) => d.toISOString().slice(0, 10)

beforeAll(async () => {
  t = await createTestApp()
  const admin = await createUser(t.deps, 'admin')
  cookie = await signIn(t.app, admin)
  brandUser = await createUser(t.deps, 'brand')
  reseller = await createReseller(t.deps, 'approved')
})
afterAll(async () => {
  await t?.close()
})

async function trends(query = '') {
  const response = await get(t.app, `/api/admin/dashboard/trends${query}`, { cookie })
  expect(response.status).toBe(200)
  return bodyOf<DashboardTrends>(response)
}

const dayOf = (data: DashboardTrends, date: Date) =>
  data.days.find((d) => d.date === utcDate(date))!

describe('trends', () => {
  test('one entry per UTC day of the period, today last; 30 days unless asked', async () => {
    const week = await trends('?period=7')
    expect(week.period).toBe(7)
    expect(week.days).toHaveLength(7)
    expect(week.days.at(-1)!.date).toBe(utcDate(new Date()))
    expect(week.from).toBe(trendsStart(new Date(), 7).toISOString())
    expect((await trends()).days).toHaveLength(30)
    expect((await trends('?period=90')).days).toHaveLength(90)

    const refused = await get(t.app, '/api/admin/dashboard/trends?period=14', { cookie })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ message: 'Period must be 7, 30 or 90 days' })
  })

  test('sign-ups by role, applications, orders and GMV land on their day', async () => {
    const when = daysAgo(2)
    const before = dayOf(await trends('?period=7'), when)

    for (const role of ['reseller', 'reseller', 'brand'] as const) {
      const u = await createUser(t.deps, role)
      await t.deps.db.update(user).set({ createdAt: when }).where(eq(user.id, u.id))
    }
    await createApplication(t.deps, { createdAt: when })
    const order = (totalAmount: string, status: 'pending' | 'shipped' | 'declined' | 'cancelled') =>
      ({
        brandId: brandUser.id,
        resellerId: reseller.id,
        totalAmount,
        status,
        createdAt: when,
      }) as const
    await t.deps.db
      .insert(orders)
      .values([
        order('100.00', 'pending'),
        order('25.50', 'shipped'),
        order('999.00', 'declined'),
        order('5.00', 'cancelled'),
      ])
    // Outside a 7-day period, inside a 30-day one.
    await t.deps.db.insert(orders).values({ ...order('40.00', 'shipped'), createdAt: daysAgo(10) })

    const week = await trends('?period=7')
    const day = dayOf(week, when)
    expect(day.signUps).toEqual({
      reseller: before.signUps.reseller + 2,
      brand: before.signUps.brand + 1,
      admin: before.signUps.admin,
    })
    expect(day.applications.resellerHub).toBe(before.applications.resellerHub + 1)
    expect(day.arrivals.resellerApplications).toBe(day.applications.resellerHub)
    expect(day.orders).toBe(before.orders + 4)
    expect(Number(day.gmv) - Number(before.gmv)).toBeCloseTo(125.5, 2)
    expect(week.days.some((d) => d.gmv === '40.00')).toBe(false)
    expect(dayOf(await trends('?period=30'), daysAgo(10)).gmv).toBe('40.00')
  })

  test('the queues as they stand now, and catalogs entering theirs', async () => {
    const before = await trends('?period=7')
    await createApplication(t.deps, {})
    await t.deps.db.insert(productUploads).values(
      (['pending', 'approved'] as const).map((status) => ({
        name: `Trend ${status}`,
        status,
        brandId: brandUser.id,
        fileUrl: `/api/catalogs/trend-${status}`,
        storageKey: `catalogs/${brandUser.id}/trend-${status}.csv`,
        contentType: 'text/csv',
        sizeBytes: 10,
      })),
    )
    const after = await trends('?period=7')
    expect(after.pending.resellerApplications).toBe(before.pending.resellerApplications + 1)
    expect(after.pending.catalogs).toBe(before.pending.catalogs + 1)
    expect(after.days.at(-1)!.arrivals.catalogs).toBe(before.days.at(-1)!.arrivals.catalogs + 2)
  })

  test('web vitals: the 75th percentile per page and metric, busiest pages first', async () => {
    const vital = (path: string, metric: string, value: number, createdAt = new Date()) => ({
      name: 'web_vital',
      path,
      value,
      props: { metric },
      createdAt,
    })
    await t.deps.db.insert(telemetryEvents).values([
      ...[1000, 2000, 3000, 4000].map((v) => vital('/pricing-test', 'LCP', v)),
      vital('/pricing-test', 'CLS', 0.2),
      vital('/quiet-test', 'LCP', 1200),
      // Older than the period, and a metric the charts do not show.
      vital('/quiet-test', 'LCP', 9000, daysAgo(20)),
      vital('/quiet-test', 'TTFB', 5000),
    ])
    const { webVitals } = await trends('?period=7')
    expect(webVitals.map((p) => p.path)).toEqual(['/pricing-test', '/quiet-test'])
    expect(webVitals[0]).toEqual({
      path: '/pricing-test',
      readings: 5,
      p75: { LCP: 3250, INP: null, CLS: 0.2 },
    })
    expect(webVitals[1]!.p75.LCP).toBe(1200)
  })
})
