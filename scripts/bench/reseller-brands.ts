/**
 * Available Brands at scale (issue 6): 100,000 directory brands (95% active, 1,000 of them owned
 * by brand accounts with 5 products each), 5,000 resellers and 500,000 brand applications (100
 * per reseller, pending, approved and rejected, with follow-ups), and for every approved one the
 * authorization it granted (issue 13: 100,000, most active, some suspended, revoked or expired),
 * generated with INSERT ... SELECT generate_series on a fresh in-memory PGlite with every migration.
 *
 * For each scenario (no search; full-text search; search + status + follow-up filters; a deep
 * page of not-applied brands; a misspelled search) it times the API through `app.request` with
 * a reseller's session cookie against the same statement run directly (10 warm-up, 30 timed):
 * budget median API ≤ 1.5 × median SQL. With DATABASE_URL set, the same data goes into a fresh
 * database on that PostgreSQL server and 50 concurrent callers hit the API for a few seconds
 * through the server's connection pool: budget p95 < 50 ms. Returns the lines to print; `scripts/bench.ts` wires it in.
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { fileURLToPath } from 'node:url'
import { serve, type ServerType } from '@hono/node-server'
import pg from 'pg'
import { createApp } from '../../src/server/app.ts'
import type { Db, Tx } from '../../src/server/db/client.ts'
import { parseEnv } from '../../src/server/env.ts'
import type { AppDeps } from '../../src/server/lib/http/types.ts'
import {
  resellerBrandsStatement,
  runResellerBrandsStatement,
} from '../../src/server/modules/reseller-brands/reseller-brands-statement.ts'
import { prepareBrandSearch } from '../../src/server/modules/search/brand-search.ts'
import { createDeps } from '../../src/server/server.ts'
import { resellerBrandsQuery } from '../../src/shared/schemas/reseller-brands.ts'
import { signedInUser } from '../../src/testing/factories.ts'
import { get, type RequestTarget } from '../../src/testing/http.ts'
import { createTestApp } from '../../src/testing/test-app.ts'
import type { LoadInput, LoadOutput } from './http-load.ts'

const BRANDS = 100_000
const RESELLERS = 5_000
const PER_RESELLER = 100
const BRAND_ACCOUNTS = 1_000
const RATIO_BUDGET = 1.5
const P95_BUDGET_MS = 50
const CONCURRENCY = 50
const WARM_UP = 10
const TIMED = 30
const LOAD_MS = Number(process.env.BENCH_DURATION_MS ?? 5000)
/** Load before the measured seconds over HTTP, while the JIT compiles the request path. */
const WARM_UP_MS = 2000

const SCENARIOS = [
  { name: 'no search, page 1', params: '' },
  { name: "search 'kitchen'", params: 'q=kitchen' },
  {
    name: "search 'beauty' + pending + can follow up",
    params: 'q=beauty&status=pending&followUp=can_follow_up',
  },
  { name: 'not applied, page 40', params: 'status=not_applied&page=40' },
  { name: "misspelled 'electornics'", params: 'q=electornics' },
  { name: 'authorized now (issue 13)', params: 'status=authorized' },
] as const

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
}
const ms = (n: number) => `${n.toFixed(1)} ms`

/**
 * The words the generated brands are made of (name, description, categories, department), so
 * that a bench can search for what is there (scripts/bench/brand-search.ts).
 */
export const BRAND_NAME_WORDS = [
  'Northwind',
  'Contoso',
  'Fabrikam',
  'Globex',
  'Initech',
  'Umbrella',
  'Stark',
  'Wayne',
  'Acme',
  'Tyrell',
] as const
export const BRAND_PRODUCT_WORDS = [
  'Kitchen',
  'Beauty',
  'Outdoor',
  'Electronics',
  'Toys',
  'Garden',
  'Pet',
  'Sports',
  'Office',
  'Auto',
] as const
export const BRAND_CATEGORIES = [
  'electronics',
  'beauty',
  'home_goods',
  'fashion',
  'toys',
  'sports',
  'automotive',
  'health',
  'grocery',
  'books',
] as const
export const BRAND_DEPARTMENTS = ['Consumer', 'Industrial', 'Retail'] as const
/** The description's own words besides the product words: 'Wholesale x and y products, brand number n'. */
export const BRAND_DESCRIPTION_WORDS = ['wholesale', 'products', 'brand', 'number'] as const

/** A SQL array literal of fixed words (none holds a quote). */
const sqlArray = (words: readonly string[]) =>
  sql.raw(`array[${words.map((w) => `'${w}'`).join(',')}]`)

/**
 * The whole data set, generated in the database itself: `brands` directory brands (100,000
 * unless told; the applications spread over them whatever their number).
 */
export async function generate(
  db: Db,
  resellerId: string,
  log: (line: string) => void,
  brands = BRANDS,
) {
  if (brands < PER_RESELLER * 100)
    throw new Error(`generate: at least ${PER_RESELLER * 100} brands`)
  // One transaction, so that the temporary table and the setting stay on one connection of a
  // pool. The data is consistent by construction: foreign-key triggers are skipped meanwhile.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`)
    await fill(tx, resellerId, log, brands)
  })
  // The replica role skipped the triggers, the search's vocabulary and count (drizzle/0032) too.
  await db.execute(sql`select brand_search_rebuild()`)
  const started = performance.now()
  // As a database that was not just bulk-loaded: nothing left for autovacuum to do while the
  // timings run, and the dirty pages written out.
  await db.execute(sql`vacuum analyze`)
  await db.execute(sql`checkpoint`)
  log(`      vacuum analyze, checkpoint: ${ms(performance.now() - started)}`)
}

async function fill(db: Tx, resellerId: string, log: (line: string) => void, brands: number) {
  let step = performance.now()
  const done = (what: string) => {
    log(`      ${what}: ${ms(performance.now() - step)}`)
    step = performance.now()
  }
  const words = sqlArray(BRAND_PRODUCT_WORDS)
  const categories = sqlArray(BRAND_CATEGORIES)
  await db.execute(sql`
    insert into "user" (id, email, name, email_verified, user_role, full_name, company_name)
    select 'bench-brand-' || g, 'brand' || g || '@bench.example', 'Brand ' || g, true,
           'brand', 'Brand ' || g, 'Bench Brand Co ' || g
    from generate_series(1, ${BRAND_ACCOUNTS}) as g
    union all
    select 'bench-reseller-' || g, 'reseller' || g || '@bench.example', 'Reseller ' || g, true,
           'reseller', 'Reseller ' || g, 'Bench Resale ' || g
    from generate_series(1, ${RESELLERS}) as g`)
  done('users')
  await db.execute(sql`
    insert into brands_directory (name, contact_email, description, categories, department,
      approval_rate, response_time, is_active, owner_user_id, created_at)
    select (${sqlArray(BRAND_NAME_WORDS)})[1 + g % 10]
             || ' ' || (${words})[1 + (g / 10) % 10] || ' ' || g,
           'contact' || g || '@bench.example',
           'Wholesale ' || lower((${words})[1 + (g / 10) % 10]) || ' and '
             || lower((${words})[1 + (g / 3) % 10]) || ' products, brand number ' || g,
           array[(${categories})[1 + g % 10], (${categories})[1 + (g / 7) % 10]],
           (${sqlArray(BRAND_DEPARTMENTS)})[1 + g % 3],
           (g % 1000) / 10.0, (g % 96) / 2.0, g % 20 <> 0,
           case when g <= ${BRAND_ACCOUNTS} then 'bench-brand-' || g end,
           now() - make_interval(mins => g)
    from generate_series(1, ${brands}) as g`)
  done('brands')
  await db.execute(sql`
    insert into products (brand_id, name, sku, price, wholesale_price, stock, approval_status)
    select 'bench-brand-' || b, 'Product ' || k, 'SKU-' || b || '-' || k, 20 + k, 5 + k + b % 10,
           10, (case when k = 0 then 'pending' else 'approved' end)::product_approval_status
    from generate_series(1, ${BRAND_ACCOUNTS}) as b cross join generate_series(0, 4) as k`)
  await db.execute(sql`
    create temporary table bench_brand_ids as
    select id, (row_number() over (order by id)) - 1 as n from brands_directory`)
  await db.execute(sql`create index on bench_brand_ids (n)`)
  // r = 0 is the signed-in reseller; 1..RESELLERS the generated ones. For one reseller the
  // brands (r * 7919 + k * 101) mod brands are distinct for k < 100 (with 10,000 brands or more).
  await db.execute(sql`
    insert into brand_applications (reseller_id, brand_id, status, follow_up_count,
      last_follow_up_at, application_data, email_thread_id, created_at, updated_at)
    select case when r = 0 then ${resellerId} else 'bench-reseller-' || r end, b.id,
           (case when k % 10 < 6 then 'pending' when k % 10 < 8 then 'approved'
                 else 'rejected' end)::brand_application_status,
           case when k % 10 < 6 then k % 4 else 0 end,
           case when k % 10 < 6 and k % 4 > 0 then now() - make_interval(days => k % 9) end,
           jsonb_build_object('proposal_message', 'Bench proposal'),
           'app-bench-' || r || '-' || k,
           now() - make_interval(days => k % 60), now()
    from generate_series(0, ${RESELLERS}) as r
    cross join generate_series(0, ${PER_RESELLER - 1}) as k
    join bench_brand_ids b on b.n = (r * 7919 + k * 101) % ${brands}`)
  done('applications')
  // Issue 13: each approval granted an authorization (one record per pair); since then 1 in 20
  // was suspended, 1 in 10 revoked and 1 in 20 reached its end date (expired, nothing written).
  await db.execute(sql`
    insert into brand_authorizations (brand_id, reseller_id, granted_by, status, marketplaces,
      starts_at, ends_at, status_reason, status_changed_at, brand_application_id)
    select a.brand_id, a.reseller_id, 'brand',
           (case when k % 20 = 0 then 'suspended' when k % 10 = 1 then 'revoked'
                 else 'active' end)::authorization_status,
           jsonb_build_array(jsonb_build_object('marketplace', 'amazon', 'sellerId', 'A' || k)),
           a.created_at, case when k % 20 = 5 then a.created_at + interval '1 hour' end,
           case when k % 20 = 0 or k % 10 = 1 then 'Bench reason' end, a.created_at, a.id
    from (select a.*, row_number() over (order by a.id) as k from brand_applications a
          where a.status = 'approved') a`)
  // And an admin allocated a few more brands to the signed-in reseller.
  await db.execute(sql`
    insert into brand_authorizations (brand_id, reseller_id, granted_by)
    select b.id, ${resellerId}, 'admin' from bench_brand_ids b where b.n % 5000 = 17
    on conflict do nothing`)
  done('authorizations granted')
  await db.execute(sql`drop table bench_brand_ids`)
}

/** Median of the API against the same statement run directly, per scenario. */
async function compare(
  app: RequestTarget,
  deps: AppDeps,
  reseller: { id: string; cookie: string },
  say: (line: string) => void,
) {
  let worst = 0
  for (const scenario of SCENARIOS) {
    const path = `/api/reseller/brands?${scenario.params}`
    const query = resellerBrandsQuery.parse(
      Object.fromEntries(new URLSearchParams(scenario.params)),
    )
    const viaApi = async () => {
      const begun = performance.now()
      const response = await get(app, path, { cookie: reseller.cookie })
      const body = (await response.json()) as { filteredCount?: number }
      const elapsed = performance.now() - begun
      if (response.status !== 200 || !(Number(body.filteredCount) > 0)) {
        throw new Error(
          `${path} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`,
        )
      }
      return elapsed
    }
    const direct = async () => {
      const begun = performance.now()
      const row = await runResellerBrandsStatement(
        deps.db,
        resellerBrandsStatement(
          reseller.id,
          query,
          new Date(),
          await prepareBrandSearch(deps.db, query.q),
        ),
      )
      const elapsed = performance.now() - begun
      if (!(row.filtered_count > 0)) throw new Error(`${scenario.name}: no rows`)
      return elapsed
    }
    const api: number[] = []
    const raw: number[] = []
    // The first call of each search, before any warm-up (decision 017 keeps no cache to warm).
    const cold = await viaApi()
    for (let i = 0; i < WARM_UP; i++) {
      await viaApi()
      await direct()
    }
    // Interleaved, so that both see the same caches and the same machine load.
    for (let i = 0; i < TIMED; i++) {
      api.push(await viaApi())
      raw.push(await direct())
    }
    api.sort((a, b) => a - b)
    raw.sort((a, b) => a - b)
    const ratio = percentile(api, 50) / percentile(raw, 50)
    worst = Math.max(worst, ratio)
    say(
      `    ${scenario.name.padEnd(44)} API median ${ms(percentile(api, 50))} (p95 ${ms(percentile(api, 95))}; first call ${ms(cold)}), SQL median ${ms(percentile(raw, 50))}: ${ratio.toFixed(2)}×`,
    )
  }
  say(
    `    worst API/SQL ratio ${worst.toFixed(2)}× (budget ≤ ${RATIO_BUDGET}×) ${worst <= RATIO_BUDGET ? 'PASS' : 'FAIL'}`,
  )
}

/** The path of call `i`: every scenario, at pages 1 to 3 where it names none. */
function scenarioPath(i: number) {
  const scenario = SCENARIOS[i % SCENARIOS.length]!
  const page = scenario.params.includes('page=')
    ? ''
    : `&page=${1 + (Math.floor(i / SCENARIOS.length) % 3)}`
  return `/api/reseller/brands?${scenario.params}${page}`
}

/** The app served on a loopback port, loaded by scripts/bench/http-load.ts in a child process. */
async function httpLoad(
  app: ReturnType<typeof createApp>,
  cookie: string,
  headers: Record<string, string> = {},
): Promise<LoadOutput> {
  const { server, port } = await new Promise<{ server: ServerType; port: number }>((resolve) => {
    const started: ServerType = serve(
      { fetch: app.fetch, port: Number(process.env.BENCH_HTTP_PORT ?? 0), hostname: '127.0.0.1' },
      (info) => resolve({ server: started, port: info.port }),
    )
  })
  try {
    const input: LoadInput = {
      origin: `http://127.0.0.1:${port}`,
      cookie,
      headers,
      paths: Array.from({ length: SCENARIOS.length * 3 }, (_, i) => scenarioPath(i)),
      connections: CONCURRENCY,
      warmUpMs: WARM_UP_MS,
      durationMs: LOAD_MS,
    }
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        fileURLToPath(new URL('./http-load.ts', import.meta.url)),
        JSON.stringify(input),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let out = ''
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk))
    const [code] = (await once(child, 'exit')) as [number | null]
    if (code !== 0) throw new Error(`the load generator exited with ${code}`)
    const output = JSON.parse(out) as LoadOutput
    output.latencies.sort((a, b) => a - b)
    return output
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
}

/** A load's figures: requests, p50, p95, p99, and errors when there were any. */
function loadFigures({ latencies, errors }: Pick<LoadOutput, 'latencies' | 'errors'>) {
  const at = (p: number) => ms(percentile(latencies, p))
  return `${latencies.length} requests, p50 ${at(50)}, p95 ${at(95)}, p99 ${at(99)}${errors ? `, errors ${errors}` : ''}`
}

async function concurrentLoad(app: RequestTarget, cookie: string, path = scenarioPath) {
  const latencies: number[] = []
  let errors = 0
  const end = performance.now() + LOAD_MS
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const begun = performance.now()
        const response = await get(app, path(next++), { cookie })
        await response.arrayBuffer()
        latencies.push(performance.now() - begun)
        if (response.status !== 200) errors++
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  return { latencies, errors }
}

export async function benchResellerBrandsOnPostgres(
  baseUrl: string,
  log: (line: string) => void = () => {},
): Promise<string[]> {
  const name = `bench_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-bench-pg-'))
  const env = parseEnv({
    NODE_ENV: 'test',
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    DEMO_MODE: 'true',
    DATA_DIR: dataDir,
  })
  // The server's own pool (10 connections, src/server/db/client.ts) unless BENCH_POOL_SIZE says
  // otherwise: on 2 cores, 50 server connections only make PostgreSQL's processes compete.
  const poolSize = process.env.BENCH_POOL_SIZE ? Number(process.env.BENCH_POOL_SIZE) : undefined
  const deps = await createDeps(env, { kind: 'postgres', url: url.toString(), poolSize })
  const lines = [
    `  PostgreSQL (${poolSize ?? 'default 10'}-connection pool, Node ${process.version}):`,
  ]
  const say = (line: string) => {
    lines.push(line)
    log(line)
  }
  try {
    const app = createApp(deps)
    const reseller = await signedInUser(deps, app, 'reseller')
    const started = performance.now()
    await generate(deps.db, reseller.id, log)
    say(`    generate: ${ms(performance.now() - started)}`)
    await compare(app, deps, reseller, (line) => say(`  ${line}`))
    // The budget's measure: 50 HTTP connections from another process, as real callers are.
    const overHttp = await httpLoad(app, reseller.cookie)
    const p95 = percentile(overHttp.latencies, 95)
    say(
      `    ${CONCURRENCY} concurrent HTTP connections from another process for ${LOAD_MS / 1000} s after ${WARM_UP_MS / 1000} s of warm-up: ${loadFigures(overHttp)} (budget p95 < ${P95_BUDGET_MS} ms) ${p95 < P95_BUDGET_MS && overHttp.errors === 0 ? 'PASS' : 'FAIL'}`,
    )
    // As browsers ask: compressed (br), which costs the server and spares the network.
    const compressed = await httpLoad(app, reseller.cookie, {
      'accept-encoding': 'gzip, deflate, br',
    })
    say(
      `    the same with Accept-Encoding 'gzip, deflate, br' (answers in br, as browsers get them): ${loadFigures(compressed)}`,
    )
    // The same callers inside the server's process (app.request): they take its CPU too.
    const inProcess = await concurrentLoad(app, reseller.cookie)
    say(
      `    the same ${CONCURRENCY} callers in the server's own process: ${loadFigures(inProcess)}`,
    )
    // The floor of this stack on this machine: the same callers on the cheapest signed-in call.
    const floor = await concurrentLoad(app, reseller.cookie, () => '/api/me')
    say(`    the same on GET /api/me (the session alone): ${loadFigures(floor)}`)
  } finally {
    await deps.live.close()
    await deps.database.close()
    const c = new pg.Client({ connectionString: baseUrl })
    await c.connect()
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await c.end()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  return lines
}

/** `log` sees each line as it is measured (the run takes minutes); the lines are also returned. */
export async function benchResellerBrands(
  log: (line: string) => void = () => {},
): Promise<string[]> {
  const lines: string[] = []
  const say = (line: string) => {
    lines.push(line)
    log(line)
  }
  say(
    `Available Brands (${BRANDS.toLocaleString('en-US')} brands, ${RESELLERS.toLocaleString('en-US')} resellers, ${(RESELLERS * PER_RESELLER).toLocaleString('en-US')} applications)`,
  )
  say('  PGlite (fresh in-memory):')
  const t = await createTestApp()
  try {
    const reseller = await signedInUser(t.deps, t.app, 'reseller')
    const started = performance.now()
    await generate(t.deps.db, reseller.id, log)
    say(`    generate: ${ms(performance.now() - started)}`)
    await compare(t.app, t.deps, reseller, say)
    // One process, one connection: concurrency only queues; shown for reference.
    const queued = await concurrentLoad(t.app, reseller.cookie)
    say(`    ${CONCURRENCY} concurrent callers (queued on one connection): ${loadFigures(queued)}`)
  } finally {
    await t.close()
  }
  const databaseUrl = process.env.DATABASE_URL
  if (databaseUrl) lines.push(...(await benchResellerBrandsOnPostgres(databaseUrl, log)))
  else say('  PostgreSQL: set DATABASE_URL to measure p95 with 50 concurrent connections')
  return lines
}

// Run on its own: `npx tsx scripts/bench/reseller-brands.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  await benchResellerBrands((line) => console.log(line))
}
