/**
 * The Brands Directory at scale (issue 4): 100,000 brands (about 1% duplicates) on a fresh
 * in-memory PGlite with every migration, then
 * - Review Duplicates (the service, as the route calls it): budget < 1 s;
 * - the first page of the list through `app.request` as an admin (20 warm-up, 200 timed):
 *   budget median < 50 ms.
 * Returns the lines to print; `scripts/bench.ts` wires it in.
 */
import { sql } from 'drizzle-orm'
import { findDuplicateBrands } from '../../src/server/modules/brands-directory/find-duplicate-brands.ts'
import { createUser, signIn } from '../../src/testing/factories.ts'
import { get } from '../../src/testing/http.ts'
import { createTestApp } from '../../src/testing/test-app.ts'

const BRANDS = 100_000
const DUPLICATES = 1_000
const DUPLICATES_BUDGET_MS = 1000
const FIRST_PAGE_BUDGET_MS = 50
const WARM_UP = 20
const TIMED = 200

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

const ms = (n: number) => `${n.toFixed(1)} ms`
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL')

export async function benchBrandsDirectory(): Promise<string[]> {
  const lines: string[] = ['Brands Directory (100,000 brands, fresh in-memory PGlite)']
  const t = await createTestApp()
  try {
    const { db } = t.deps
    const startedInsert = performance.now()
    const originals = BRANDS - DUPLICATES
    await db.execute(sql`
      insert into brands_directory
        (name, contact_email, website_url, description, categories, department, approval_rate,
         response_time, is_active, created_at, updated_at)
      select 'Bench Brand ' || g, 'contact' || g || '@bench.example',
             'https://brand' || g || '.example', 'Description of bench brand ' || g,
             array['Category ' || (g % 11), 'Category ' || (g % 7), 'Category ' || (g % 5)],
             'Department ' || (g % 20), (g % 1000) / 10.0, (g % 96) / 2.0, g % 10 <> 0,
             now() - make_interval(secs => g), now() - make_interval(secs => g)
      from generate_series(1, ${originals}) as g
    `)
    // Duplicates differ in case and surrounding spaces only (001 §5: lower-cased, trimmed).
    await db.execute(sql`
      insert into brands_directory (name, contact_email, categories, created_at, updated_at)
      select '  ' || upper('Bench Brand ' || (g * 97)) || ' ', ' Contact' || (g * 97) || '@bench.example',
             '{}', now(), now()
      from generate_series(1, ${DUPLICATES}) as g
    `)
    await db.execute(sql`analyze brands_directory`)
    lines.push(
      `  insert ${BRANDS.toLocaleString('en-US')} rows: ${ms(performance.now() - startedInsert)}`,
    )

    const durations: number[] = []
    let found = { totalGroups: 0, totalExtras: 0 }
    for (let i = 0; i < 5; i++) {
      const started = performance.now()
      found = await findDuplicateBrands(db)
      durations.push(performance.now() - started)
    }
    const [firstRun, ...warm] = durations
    const warmMedian = percentile(
      [...warm].sort((a, b) => a - b),
      50,
    )
    lines.push(
      `  duplicate search: ${found.totalGroups} groups, ${found.totalExtras} extras; first ${ms(firstRun!)}, median of next 4 ${ms(warmMedian)} (budget < ${DUPLICATES_BUDGET_MS} ms) ${verdict(Math.max(firstRun!, warmMedian) < DUPLICATES_BUDGET_MS && found.totalExtras === DUPLICATES)}`,
    )

    const admin = await createUser(t.deps, 'admin')
    const cookie = await signIn(t.app, admin)
    const request = async () => {
      const started = performance.now()
      const response = await get(t.app, '/api/admin/brands?page=1', { cookie })
      const body = (await response.json()) as { brands: unknown[]; total: number }
      const elapsed = performance.now() - started
      if (response.status !== 200 || body.brands.length !== 50 || body.total !== BRANDS + 0) {
        throw new Error(`first page answered ${response.status} with ${body.brands?.length} rows`)
      }
      return elapsed
    }
    for (let i = 0; i < WARM_UP; i++) await request()
    const timed: number[] = []
    for (let i = 0; i < TIMED; i++) timed.push(await request())
    timed.sort((a, b) => a - b)
    const median = percentile(timed, 50)
    lines.push(
      `  first page (50 rows + total) via app.request: median ${ms(median)}, p95 ${ms(percentile(timed, 95))} over ${TIMED} (budget median < ${FIRST_PAGE_BUDGET_MS} ms) ${verdict(median < FIRST_PAGE_BUDGET_MS)}`,
    )
  } finally {
    await t.close()
  }
  return lines
}
