/**
 * The embedded database's statistics are refreshed after a large protection run (it has no
 * autovacuum); on PostgreSQL autovacuum does it, and nothing runs here.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { rowsOf } from '#server/modules/brand-dashboard/sql-rows.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { STATISTICS_MIN_OBSERVATIONS, refreshProtectionStatistics } from './statistics.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' })
})
afterAll(() => t.close())

const vacuumed = async () =>
  (
    await rowsOf<{ relname: string }>(
      t.deps.db,
      sql`select relname from pg_stat_user_tables
        where relname in ('listing_offers', 'protection_findings', 'protection_daily_products',
          'protection_daily_sellers', 'marketplace_sellers')
          and last_vacuum is not null and last_analyze is not null
        order by relname`,
    )
  ).map((r) => r.relname)

test('a large run on the embedded database vacuums and analyzes the protection tables; a small one does not', async () => {
  expect(await refreshProtectionStatistics(t.deps.database, STATISTICS_MIN_OBSERVATIONS - 1)).toBe(
    false,
  )
  if (t.deps.database.kind === 'postgres') {
    expect(await refreshProtectionStatistics(t.deps.database, STATISTICS_MIN_OBSERVATIONS)).toBe(
      false,
    )
    return
  }
  expect(await vacuumed()).toEqual([])
  expect(await refreshProtectionStatistics(t.deps.database, STATISTICS_MIN_OBSERVATIONS)).toBe(true)
  expect(await vacuumed()).toEqual([
    'listing_offers',
    'marketplace_sellers',
    'protection_daily_products',
    'protection_daily_sellers',
    'protection_findings',
  ])
})
