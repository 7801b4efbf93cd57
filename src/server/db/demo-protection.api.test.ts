/**
 * The demo brand's listings (issue 14 item 8): a newcomer's first sign-in as the demo brand shows
 * a MAP violation by an authorized reseller, a scope violation and an unauthorized seller with
 * ranked candidate sources, from listings with valid GTINs; seeding again adds nothing.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { isValidGtin } from '#shared/gtin.ts'
import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts'
import { rowsOf } from '#server/modules/brand-dashboard/sql-rows.ts'
import { listingImports } from '#server/db/schema/index.ts'
import { signIn } from '#testing/factories.ts'
import { bodyOf, get } from '#testing/http.ts'
import { createTestApp, type TestApp } from '#testing/test-app.ts'
import { seedDemoAccounts } from './seed.ts'
import { DEMO_MONITOR_LABEL, seedDemoProtection } from './demo-protection.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await seedDemoAccounts(t.deps.db, t.deps.auth)
})
afterAll(() => t.close())

interface Item {
  kind: string
  status: string
  reseller: { company: string | null } | null
  seller: { name: string | null }
  investigationId: string | null
}

describe('the demo brand on its first sign-in', () => {
  test('shows the three kinds of finding, a cured one, and candidate sources for the unknown seller', async () => {
    const brand = DEMO_ACCOUNTS.find((a) => a.role === 'brand')!
    const cookie = await signIn(t.app, brand)
    const page = await bodyOf<{ items: Item[]; openCounts: Record<string, number> }>(
      await get(t.app, '/api/brand/protection/findings?status=all', { cookie }),
    )
    const open = page.items.filter((i) => i.status === 'open')
    expect(open.find((i) => i.kind === 'map_violation')?.reseller?.company).toBe(
      '[DEMO] Summit Supply Co',
    )
    expect(open.find((i) => i.kind === 'scope_violation')?.reseller?.company).toBe(
      '[DEMO] Maple Street Market',
    )
    const unknown = open.filter((i) => i.kind === 'unauthorized_seller')
    expect(unknown.map((i) => i.seller.name)).toEqual(['BargainBin Deals', 'BargainBin Deals'])
    expect(page.items.find((i) => i.status === 'cured')?.seller.name).toBe('[DEMO] Harbor Outlet')

    const investigation = await bodyOf<{
      candidates: { company: string | null; score: number; reasons: { text: string }[] }[]
    }>(
      await get(t.app, `/api/brand/protection/investigations/${unknown[0]!.investigationId}`, {
        cookie,
      }),
    )
    expect(investigation.candidates.length).toBeGreaterThan(0)
    expect(investigation.candidates[0]!.reasons.map((r) => r.text)).toContainEqual(
      expect.stringMatching(/^Bought \d+ products? of the 2 products/),
    )

    // Every observation's GTIN is a valid one.
    const gtins = await rowsOf<{ gtin: string }>(
      t.deps.db,
      sql`select distinct gtin from listing_observations where gtin is not null`,
    )
    expect(gtins.length).toBeGreaterThan(0)
    expect(gtins.every((g) => isValidGtin(g.gtin))).toBe(true)
  })

  test('seeding again adds nothing', async () => {
    const count = async () =>
      (
        await t.deps.db
          .select({ id: listingImports.id })
          .from(listingImports)
          .where(eq(listingImports.label, DEMO_MONITOR_LABEL))
      ).length
    const before = await count()
    expect(before).toBe(5)
    await seedDemoProtection(t.deps.db)
    expect(await count()).toBe(before)
  })
})
