/**
 * Brand protection at scale (issue 14), on a fresh embedded PGlite in a directory of its own, and
 * with DATABASE_URL on a fresh database of that PostgreSQL server (dropped afterwards):
 *
 * - data: one brand with 2,000 products (GTINs, MAPs, categories), 100 sellers (80 resellers
 *   authorized on Amazon, 10 on Amazon and Walmart, 10 unknown) and wholesale orders;
 * - a 1,000,000-row listings file (2,000 products × 100 sellers × 5 days, a monitoring service's
 *   CSV read through a column mapping: ~12% below MAP, some on Walmart, 10% unknown sellers);
 * - (a) the baseline: COPY of the same rows, already shaped as observations (raw row and SHA-256
 *   computed beforehand), into the observations table;
 * - (b) the import of the file through the real pipeline (read, map, COPY in chunks, match,
 *   judge, findings and daily figures in the final transaction): budget (b) ≤ 3 × (a);
 * - (c) re-detection over the 1,000,000 observations: budget ≤ 10 s;
 * - (d) the protection screens' API through `app.request` with the brand's (and a reseller's)
 *   session, each query different from the last (filters, ranges, kinds, pages, searches):
 *   budget median ≤ 100 ms each.
 * Returns the lines to print; `scripts/bench.ts` wires it in.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { createApp } from '../../src/server/app.ts'
import type { DatabaseConfig } from '../../src/server/db/client.ts'
import { parseEnv } from '../../src/server/env.ts'
import { copyLine } from '../../src/server/lib/copy-text.ts'
import type { AppDeps } from '../../src/server/lib/http/types.ts'
import { suggestMapping } from '../../src/server/modules/listings-import/formats/index.ts'
import { OBSERVATION_COPY } from '../../src/server/modules/listings-import/import-listings.ts'
import { prepareFileImport } from '../../src/server/modules/listings-import/run-file-import.ts'
import { redetectBrand } from '../../src/server/modules/protection/redetect.ts'
import { createDeps } from '../../src/server/server.ts'
import { gtinCheckDigit } from '../../src/shared/gtin.ts'
import { createUser, signIn } from '../../src/testing/factories.ts'
import { get } from '../../src/testing/http.ts'

const PRODUCTS = Number(process.env.BENCH_PROTECTION_PRODUCTS ?? 2000)
const SELLERS = 100
const DAYS = 5
const ROWS = PRODUCTS * SELLERS * DAYS
const IMPORT_RATIO_BUDGET = 3
const DETECT_BUDGET_MS = 10_000
const SCREEN_BUDGET_MS = 100
const QUERIES = 40

const ms = (n: number) => `${n.toFixed(0)} ms`
const ms1 = (n: number) => `${n.toFixed(1)} ms`
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

export const HEADER = [
  'Marketplace',
  'Seller ID',
  'Seller Name',
  'ASIN',
  'GTIN',
  'SKU',
  'Title',
  'Price',
  'Shipping',
  'Quantity',
  'Observed At',
  'URL',
]

interface Seller {
  id: string
  name: string
  resellerId: string | null
  walmart: boolean
}

function gtinOf(i: number) {
  const body = `0089${String(i).padStart(9, '0')}`
  return `${body}${gtinCheckDigit(body)}`
}

const mapOf = (p: number) => 20 + (p % 80)

/** The file's rows in order, each as its fields. */
function* rowsOf(sellers: readonly Seller[]) {
  for (let d = 0; d < DAYS; d++) {
    const observed = new Date(Date.UTC(2026, 10, 20 + d, 12)).toISOString()
    for (let s = 0; s < sellers.length; s++) {
      const seller = sellers[s]!
      for (let p = 0; p < PRODUCTS; p++) {
        const map = mapOf(p)
        const n = (p * 31 + s * 17 + d * 7) % 100
        const price = n < 12 ? map - 1 - (n % 5) : map + (n % 7)
        const walmart = seller.walmart && p % 10 === 0
        yield [
          walmart ? 'Walmart' : 'Amazon',
          seller.id,
          seller.name,
          walmart ? String(500000 + p) : `B0${String(p).padStart(8, '0')}`,
          gtinOf(p),
          `SKU-${p}`,
          `Bench Product ${p} – 24 oz, "classic"`,
          price.toFixed(2),
          '0.00',
          String(5 + (n % 20)),
          observed,
          `https://www.amazon.com/dp/B0${String(p).padStart(8, '0')}`,
        ]
      }
    }
  }
}

const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)

export async function writeFile(file: string, sellers: readonly Seller[]) {
  const out = fs.createWriteStream(file)
  let buffer = `${HEADER.join(',')}\n`
  for (const row of rowsOf(sellers)) {
    buffer += `${row.map(csvCell).join(',')}\n`
    if (buffer.length > 1 << 20) {
      if (!out.write(buffer)) await new Promise<void>((r) => out.once('drain', () => r()))
      buffer = ''
    }
  }
  out.write(buffer)
  await new Promise<void>((r) => out.end(() => r()))
}

export async function* fileChunks(file: string): AsyncGenerator<Uint8Array> {
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 256 * 1024 })) {
    yield chunk as Uint8Array
  }
}

/**
 * The 100 sellers, the same on both databases: 90 resellers (the setup authorizes AMZR1–90 on
 * Amazon, 81–90 on Walmart too; every ninth lists on Walmart without that) and 10 unknown.
 */
export function benchSellers(): Seller[] {
  return Array.from({ length: SELLERS }, (_, i) => {
    const n = i + 1
    return n <= 90
      ? {
          id: `AMZR${n}`,
          name: `Bench Resale ${n}`,
          resellerId: `bench-prot-reseller-${n}`,
          walmart: n > 80 || n % 9 === 0,
        }
      : { id: `AUNKNOWN${n}`, name: `Unknown Outlet ${n}`, resellerId: null, walmart: false }
  })
}

export async function setup(deps: AppDeps) {
  const { db } = deps
  const brandUser = await createUser(deps, 'brand', { password: 'bench-brand-password' })
  const [entry] = (
    (await db.execute(sql`
      insert into brands_directory (name, contact_email, owner_user_id, categories)
      values ('Bench Protection Brand', ${brandUser.email}, ${brandUser.id}, '{home_goods}')
      returning id`)) as unknown as { rows: { id: string }[] }
  ).rows
  const categories = ['home_goods', 'kitchen', 'beauty', 'toys', 'sports', 'electronics']
  await db.execute(sql`
    insert into products (brand_id, name, sku, gtin, category, price, wholesale_price, stock, approval_status)
    select ${brandUser.id}, 'Bench Product ' || g, 'SKU-' || g, p.gtin,
      (${`{${categories.filter((c) => c !== 'kitchen').join(',')}}`}::product_category[])[1 + g % 5],
      50, 10, 1000, 'approved'
    from generate_series(0, ${PRODUCTS - 1}) g
    join jsonb_array_elements_text(${JSON.stringify(Array.from({ length: PRODUCTS }, (_, i) => gtinOf(i)))}::jsonb)
      with ordinality as p(gtin, n) on p.n = g + 1`)
  await db.execute(sql`
    insert into product_map_prices (product_id, map_price, effective_from)
    select id, (20 + (substring(sku from 5)::int % 80))::numeric, '2026-01-01'
    from products where brand_id = ${brandUser.id}`)
  await db.execute(sql`
    insert into map_policies (brand_id, version, text, shipping_counts, tolerance_kind, tolerance_value, published_at)
    values (${entry!.id}, 1, 'Advertise at or above MAP.', true, 'amount', 0.01, '2026-01-01')`)
  // Resellers: plain user rows (they never sign in), authorized on Amazon (some Walmart too).
  await db.execute(sql`
    insert into "user" (id, email, name, email_verified, user_role, full_name, company_name)
    select 'bench-prot-reseller-' || g, 'prot' || g || '@bench.example', 'Reseller ' || g, true,
      'reseller', 'Reseller ' || g, 'Bench Resale ' || g
    from generate_series(1, 90) g`)
  await db.execute(sql`
    insert into brand_authorizations (brand_id, reseller_id, granted_by, starts_at, marketplaces)
    select ${entry!.id}::uuid, 'bench-prot-reseller-' || g, 'admin', '2026-01-01',
      case when g <= 80 then jsonb_build_array(jsonb_build_object('marketplace', 'amazon', 'sellerId', 'AMZR' || g))
      else jsonb_build_array(jsonb_build_object('marketplace', 'amazon', 'sellerId', 'AMZR' || g),
        jsonb_build_object('marketplace', 'walmart', 'sellerId', 'AMZR' || g)) end
    from generate_series(1, 90) g`)
  // Wholesale orders, so unknown sellers have candidate sources.
  await db.execute(sql`
    insert into orders (brand_id, reseller_id, total_amount, status, created_at)
    select ${brandUser.id}, 'bench-prot-reseller-' || (1 + g % 90), 500, 'delivered',
      '2026-10-01'::timestamptz + make_interval(hours => g)
    from generate_series(1, 2000) g`)
  await db.execute(sql`
    insert into order_items (order_id, product_id, product_name, sku, quantity, unit_price)
    select o.id, p.id, p.name, p.sku, 10, 10
    from (select id, row_number() over (order by created_at) as n from orders where brand_id = ${brandUser.id}) o
    join (select id, name, sku, row_number() over (order by sku) as n from products where brand_id = ${brandUser.id}) p
      on p.n = 1 + (o.n * 7) % ${PRODUCTS}`)
  const sellers = benchSellers()
  // A reseller who signs in, for its Compliance page: authorized as seller AMZR1's owner.
  const reseller = await createUser(deps, 'reseller', { password: 'bench-reseller-password' })
  await db.execute(sql`
    update brand_authorizations set reseller_id = ${reseller.id}
    where brand_id = ${entry!.id} and reseller_id = 'bench-prot-reseller-1'`)
  await db.execute(sql`analyze`)
  return { brandUser, entryId: entry!.id, sellers, reseller }
}

/** (a): the same rows, shaped as observations beforehand, loaded with COPY. */
async function baselineCopy(deps: AppDeps, entryId: string, sellers: readonly Seller[]) {
  const { db, database } = deps
  const importId = (
    (await db.execute(sql`
      insert into listing_imports (brand_id, source, label, observed_at, status)
      values (${entryId}, 'mapped', 'baseline', now(), 'failed') returning id`)) as unknown as {
      rows: { id: string }[]
    }
  ).rows[0]!.id
  const chunks: string[] = []
  let text = ''
  let row = 1
  for (const r of rowsOf(sellers)) {
    row += 1
    const raw = r.map(csvCell).join(',')
    text += copyLine([
      importId,
      row,
      entryId,
      null,
      r[0]!.toLowerCase(),
      r[1],
      r[2],
      r[3],
      r[4],
      r[5],
      r[6],
      r[7],
      r[8],
      // Currency, then the price components this file has none of (coupons, Subscribe & Save,
      // business price, price in cart), as observationLine writes them.
      'USD',
      null,
      null,
      null,
      null,
      null,
      Number(r[9]),
      'new',
      r[10],
      r[11],
      raw,
      createHash('sha256').update(raw).digest('hex'),
    ])
    if (row % 100_000 === 0) {
      chunks.push(text)
      text = ''
    }
  }
  if (text) chunks.push(text)
  const started = performance.now()
  for (const chunk of chunks) await database.copyFrom(OBSERVATION_COPY, chunk)
  const elapsed = performance.now() - started
  await db.execute(sql`delete from listing_observations where import_id = ${importId}`)
  await db.execute(sql`delete from listing_imports where id = ${importId}`)
  return elapsed
}

export async function screens(
  deps: AppDeps,
  brandCookie: string,
  resellerCookie: string,
  setupResult: Awaited<ReturnType<typeof setup>>,
) {
  const app = createApp(deps)
  const [products] = [
    (
      (await deps.db.execute(
        sql`select id from products where brand_id = ${setupResult.brandUser.id} order by sku limit ${QUERIES}`,
      )) as unknown as { rows: { id: string }[] }
    ).rows.map((r) => r.id),
  ]
  const ranges = ['6m', '1y', '2y'] as const
  const markets = ['amazon', 'walmart', '']
  const kinds = ['map_violation', 'scope_violation', 'unauthorized_seller'] as const
  const suites: { name: string; paths: string[]; cookie: string }[] = [
    {
      name: 'GET /api/brand/protection/analytics',
      cookie: brandCookie,
      paths: Array.from({ length: QUERIES }, (_, i) => {
        const params = new URLSearchParams({ range: ranges[i % 3]! })
        if (markets[i % 3]) params.set('marketplace', markets[i % 3]!)
        if (i % 4 === 1) params.set('productId', products[i]!)
        if (i % 4 === 2) params.set('resellerId', `bench-prot-reseller-${2 + i}`)
        return `/api/brand/protection/analytics?${params}`
      }),
    },
    {
      name: 'GET /api/brand/protection/compliance',
      cookie: brandCookie,
      paths: Array.from(
        { length: 3 },
        (_, i) => `/api/brand/protection/compliance?days=${[7, 30, 90][i]}`,
      ),
    },
    {
      name: 'GET /api/brand/protection/findings',
      cookie: brandCookie,
      paths: Array.from({ length: QUERIES }, (_, i) => {
        const params = new URLSearchParams({ kind: kinds[i % 3]!, page: String(1 + (i % 7)) })
        if (i % 5 === 0) params.set('q', `Bench Product ${i * 13}`)
        if (i % 5 === 1) params.set('marketplace', markets[i % 2]!)
        if (i % 5 === 2) params.set('status', 'all')
        return `/api/brand/protection/findings?${params}`
      }),
    },
    {
      name: 'GET /api/brand/protection/investigations',
      cookie: brandCookie,
      paths: ['all', 'open', 'investigating'].map(
        (s) => `/api/brand/protection/investigations?status=${s}`,
      ),
    },
    {
      name: 'GET /api/reseller/compliance',
      cookie: resellerCookie,
      paths: ['/api/reseller/compliance'],
    },
  ]
  const lines: string[] = []
  for (const suite of suites) {
    const times: number[] = []
    // Each query once (a new query each time), the short suites a few rounds.
    const rounds = Math.max(1, Math.ceil(15 / suite.paths.length))
    for (let round = 0; round < rounds; round++) {
      for (const p of suite.paths) {
        const begun = performance.now()
        const response = await get(app, p, { cookie: suite.cookie })
        await response.arrayBuffer()
        const elapsed = performance.now() - begun
        if (response.status !== 200) throw new Error(`${p} answered ${response.status}`)
        times.push(elapsed)
      }
    }
    times.sort((a, b) => a - b)
    const median = percentile(times, 50)
    lines.push(
      `    ${suite.name.padEnd(40)} median ${ms1(median)}, p95 ${ms1(percentile(times, 95))} over ${times.length} (${suite.paths.length} distinct; budget median ≤ ${SCREEN_BUDGET_MS} ms) ${median <= SCREEN_BUDGET_MS ? 'PASS' : 'FAIL'}`,
    )
  }
  return lines
}

async function benchOn(
  label: string,
  config: DatabaseConfig,
  dataDir: string,
  file: string,
  say: (line: string) => void,
) {
  const env = parseEnv({
    NODE_ENV: 'test',
    APP_URL: 'http://localhost:3000',
    LOG_LEVEL: 'error',
    DATA_DIR: dataDir,
  })
  const deps = await createDeps(env, config)
  const lines = [`  ${label}`]
  const log = (line: string) => {
    lines.push(line)
    say(line)
  }
  try {
    let started = performance.now()
    const data = await setup(deps)
    log(`    setup (2,000 products, 100 sellers, 2,000 orders): ${ms(performance.now() - started)}`)
    const copy = await baselineCopy(deps, data.entryId, data.sellers)
    log(
      `    (a) COPY of the ${ROWS.toLocaleString('en-US')} rows shaped as observations: ${ms(copy)}`,
    )

    const header = HEADER
    const brand = { entryId: data.entryId, ownerUserId: data.brandUser.id }
    const scope = {
      entry: { id: data.entryId, name: 'Bench Protection Brand' },
      brand,
      actor: { userId: data.brandUser.id, label: 'bench' },
    }
    started = performance.now()
    const prepared = await prepareFileImport(
      deps,
      scope,
      fileChunks(file),
      { fileName: 'monitoring-export.csv', source: 'auto', mapping: suggestMapping(header) },
      fs.statSync(file).size,
      data.brandUser.id,
    )
    let done: Record<string, unknown> | null = null
    let detectingAt = 0
    await prepared.run((line) => {
      if (line.type === 'detecting') detectingAt = performance.now()
      if (line.type === 'done' || line.type === 'error') done = line
    })
    const imported = performance.now() - started
    const summary = (done as { import?: { summary?: Record<string, unknown> } } | null)?.import
      ?.summary
    if (!summary) throw new Error(`import failed: ${JSON.stringify(done)}`)
    const ratio = imported / copy
    log(
      `    (b) import of the ${(fs.statSync(file).size / 1024 / 1024).toFixed(0)} MB file: ${ms(imported)} (rows written ${ms(detectingAt - started)}, final transaction ${ms(performance.now() - detectingAt)}) = ${ratio.toFixed(2)} × COPY (budget ≤ ${IMPORT_RATIO_BUDGET} ×) ${ratio <= IMPORT_RATIO_BUDGET ? 'PASS' : 'FAIL'}`,
    )
    log(
      `        summary: ${summary.rowsRead} read, ${summary.matched} matched, ${summary.rejected} rejected, opened ${JSON.stringify(summary.findingsOpened)}`,
    )

    started = performance.now()
    const redo = await redetectBrand(deps.db, brand)
    const detect = performance.now() - started
    log(
      `    (c) re-detection over ${redo.observations.toLocaleString('en-US')} observations: ${ms(detect)} (budget ≤ ${DETECT_BUDGET_MS / 1000} s) ${detect <= DETECT_BUDGET_MS ? 'PASS' : 'FAIL'}`,
    )

    const app = createApp(deps)
    const brandCookie = await signIn(app, {
      email: data.brandUser.email,
      password: 'bench-brand-password',
    })
    const resellerCookie = await signIn(app, {
      email: data.reseller.email,
      password: 'bench-reseller-password',
    })
    log('    (d) the protection screens, each query a different one:')
    for (const line of await screens(deps, brandCookie, resellerCookie, data)) log(line)
  } finally {
    await deps.live.close()
    await deps.database.close()
  }
  return lines
}

export async function benchBrandProtection(
  say: (line: string) => void = () => {},
): Promise<string[]> {
  const lines = [
    `Brand protection (${ROWS.toLocaleString('en-US')} observations: ${PRODUCTS.toLocaleString('en-US')} products × ${SELLERS} sellers × ${DAYS} days)`,
  ]
  say(lines[0]!)
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-bench-protection-'))
  try {
    const file = path.join(work, 'monitoring-export.csv')
    const started = performance.now()
    await writeFile(file, benchSellers())
    say(
      `  file written: ${(fs.statSync(file).size / 1024 / 1024).toFixed(0)} MB in ${ms(performance.now() - started)}`,
    )
    if (!process.env.BENCH_PROTECTION_SKIP_PGLITE) {
      const dataDir = path.join(work, 'pglite-data')
      fs.mkdirSync(dataDir)
      lines.push(
        ...(await benchOn(
          'PGlite (embedded, on disk)',
          { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
          dataDir,
          file,
          say,
        )),
      )
    }
    const url = process.env.DATABASE_URL
    if (url) {
      const name = `bench_protection_${Date.now().toString(36)}`
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${name}`)
      await admin.end()
      const dbUrl = new URL(url)
      dbUrl.pathname = `/${name}`
      try {
        const dataDir = path.join(work, 'pg-data')
        fs.mkdirSync(dataDir)
        lines.push(
          ...(await benchOn(
            'PostgreSQL (DATABASE_URL)',
            { kind: 'postgres', url: dbUrl.toString(), poolSize: 10 },
            dataDir,
            file,
            say,
          )),
        )
      } finally {
        const drop = new pg.Client({ connectionString: url })
        await drop.connect()
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        await drop.end()
      }
    } else {
      lines.push('  PostgreSQL: set DATABASE_URL to measure on a server too')
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
  return lines
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchBrandProtection((line) => console.log(line))
}
