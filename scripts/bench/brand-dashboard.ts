/**
 * The brand Dashboard at scale (issue 5): a brand with 50,000 orders spread over two years
 * (each with two order lines), 40 resellers with marketplace seller ids, 40 allocations and
 * 20 pending applications, on a fresh in-memory PGlite with every migration; then the dashboard
 * API through `app.request` with the brand's session cookie, period 30 (10 warm-up, 50 timed):
 * budget median < 100 ms. Analytics (2 years, the widest range) is measured the same way, for
 * reference. Returns the lines to print; `scripts/bench.ts` wires it in.
 */
import { sql } from 'drizzle-orm'
import { brandWithEntry } from '../../src/testing/brand-dashboard.ts'
import { get } from '../../src/testing/http.ts'
import { createTestApp } from '../../src/testing/test-app.ts'

const ORDERS = 50_000
const RESELLERS = 40
const BUDGET_MS = 100
const WARM_UP = 10
const TIMED = 50

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}

const ms = (n: number) => `${n.toFixed(1)} ms`

export async function benchBrandDashboard(): Promise<string[]> {
  const lines: string[] = [
    `Brand dashboard (${ORDERS.toLocaleString('en-US')} orders over 2 years, fresh in-memory PGlite)`,
  ]
  const t = await createTestApp()
  try {
    const { db } = t.deps
    const brand = await brandWithEntry(t.deps, t.app, 'Bench Brand')
    const started = performance.now()
    // Resellers are plain user rows with an approved application (no password: they never sign in).
    await db.execute(sql`
      insert into "user" (id, email, name, email_verified, user_role, full_name, company_name)
      select 'bench-reseller-' || g, 'reseller' || g || '@bench.example', 'Reseller ' || g, true,
             'reseller', 'Reseller ' || g, 'Bench Resale ' || g
      from generate_series(1, ${RESELLERS}) as g
    `)
    await db.execute(sql`
      insert into reseller_applications
        (user_id, email, company_name, status, amazon_seller_id, walmart_seller_id, ebay_seller_id)
      select 'bench-reseller-' || g, 'reseller' || g || '@bench.example', 'Bench Resale ' || g,
             'approved', case when g % 2 = 0 then 'AMZ' || g end,
             case when g % 3 = 0 then 'WMT' || g end, case when g % 5 = 0 then 'EBAY' || g end
      from generate_series(1, ${RESELLERS}) as g
    `)
    await db.execute(sql`
      insert into brand_authorizations (brand_id, reseller_id, granted_by, starts_at)
      select ${brand.entryId}::uuid, 'bench-reseller-' || g, 'admin',
        now() - make_interval(days => g * 7)
      from generate_series(1, ${RESELLERS}) as g
    `)
    await db.execute(sql`
      insert into brand_applications (brand_id, reseller_id, status, application_data, created_at)
      select ${brand.entryId}::uuid, 'bench-reseller-' || g,
             'pending', jsonb_build_object('proposal_message', 'Proposal ' || g),
             now() - make_interval(days => g)
      from generate_series(1, 20) as g
    `)
    // 50,000 orders over 730 days, newest about 20 minutes old, statuses in rotation.
    await db.execute(sql`
      insert into orders (brand_id, reseller_id, total_amount, status, created_at, updated_at)
      select ${brand.id}, 'bench-reseller-' || (1 + g % ${RESELLERS}),
             ((g % 500) + 20)::numeric(12,2) + (g % 100) / 100.0,
             (array['pending','processing','shipped','delivered'])[1 + g % 4]::order_status,
             now() - make_interval(secs => g * (730 * 86400.0 / ${ORDERS})),
             now() - make_interval(secs => g * (730 * 86400.0 / ${ORDERS}))
      from generate_series(1, ${ORDERS}) as g
    `)
    await db.execute(sql`
      insert into order_items (order_id, product_name, sku, quantity, unit_price)
      select o.id, 'Bench Product ' || k || '-' || (abs(hashtext(o.id::text)) % 40), 'B-' || k,
             1 + k, o.total_amount / (2 * (1 + k))
      from orders o cross join generate_series(0, 1) as k
    `)
    await db.execute(sql`analyze`)
    lines.push(
      `  insert ${ORDERS.toLocaleString('en-US')} orders + ${(2 * ORDERS).toLocaleString('en-US')} lines: ${ms(performance.now() - started)}`,
    )

    const measure = async (path: string, check: (body: Record<string, unknown>) => boolean) => {
      const request = async () => {
        const begun = performance.now()
        const response = await get(t.app, path, { cookie: brand.cookie })
        const body = (await response.json()) as Record<string, unknown>
        const elapsed = performance.now() - begun
        if (response.status !== 200 || !check(body)) {
          throw new Error(
            `${path} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`,
          )
        }
        return elapsed
      }
      for (let i = 0; i < WARM_UP; i++) await request()
      const timed: number[] = []
      for (let i = 0; i < TIMED; i++) timed.push(await request())
      return timed.sort((a, b) => a - b)
    }

    const dashboard = await measure('/api/brand/dashboard?period=30', (body) => {
      const orders = body.orders as { total: number } | undefined
      return (orders?.total ?? 0) > 1_500
    })
    const median = percentile(dashboard, 50)
    lines.push(
      `  GET /api/brand/dashboard?period=30 via app.request: median ${ms(median)}, p95 ${ms(percentile(dashboard, 95))} over ${TIMED} (budget median < ${BUDGET_MS} ms) ${median < BUDGET_MS ? 'PASS' : 'FAIL'}`,
    )
    const quarter = await measure('/api/brand/dashboard?period=90', (body) => body.entry !== null)
    lines.push(
      `  GET /api/brand/dashboard?period=90: median ${ms(percentile(quarter, 50))}, p95 ${ms(percentile(quarter, 95))}`,
    )
    const analytics = await measure('/api/brand/analytics?range=2y', (body) => body.entry !== null)
    lines.push(
      `  GET /api/brand/analytics?range=2y (all ${ORDERS.toLocaleString('en-US')} orders): median ${ms(percentile(analytics, 50))}, p95 ${ms(percentile(analytics, 95))}`,
    )
  } finally {
    await t.close()
  }
  return lines
}

// Run on its own: `npx tsx scripts/bench/brand-dashboard.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log((await benchBrandDashboard()).join('\n'))
}
