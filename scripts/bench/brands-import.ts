/**
 * Bulk brand CSV import at scale (issue 4): a generated 100,000-row file (the template's
 * columns, quoted descriptions with commas, ~10% of rows with empty optional cells), on ONE
 * fresh PGlite database with every migration (and on DATABASE_URL's PostgreSQL when set):
 * (a) PostgreSQL COPY of the same file into brands_directory: COPY into a staging table, then
 *     INSERT ... SELECT (the file's 'a;b' categories cell has to become the text[] column), so
 *     the rows land behind the same indexes and checks as the import's;
 * (b) our import service (modules/brand-import) on the same file: budget (b) ≤ 3 × (a);
 * (c) for reference, COPY of the file into a bare scratch table (no index, no check);
 * (d) the import service again with brands_directory's secondary indexes dropped (in this
 *     throw-away database only), against (c): the import code's own cost.
 * docs/decisions/005-import-budget-baseline.md says why (a) is the baseline, and (c) is printed.
 * Returns the lines to print; `scripts/bench.ts` wires it in.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { BRAND_CSV_COLUMNS } from '../../src/shared/brand-import-texts.ts'
import { openDatabase, type Database } from '../../src/server/db/client.ts'
import { migrateDatabase } from '../../src/server/db/migrate.ts'
import { BrandCsvReader } from '../../src/server/modules/brand-import/brand-csv-reader.ts'
import { importBrands } from '../../src/server/modules/brand-import/import-brands.ts'

const ROWS = 100_000
const BUDGET_RATIO = 3
const CHUNK = 64 * 1024

const ms = (n: number) => `${n.toFixed(0)} ms`

/** The bench file: deterministic, realistic cells. */
export function benchCsv(rows = ROWS): string {
  const out: string[] = [BRAND_CSV_COLUMNS.join(',')]
  for (let i = 1; i <= rows; i++) {
    const sparse = i % 10 === 0
    out.push(
      [
        `Bench Brand ${i}`,
        sparse ? '' : `https://brand${i}.example`,
        sparse ? '' : `"Wholesale goods, line ${i % 97}, ""premium"" range"`,
        `contact${i}@bench.example`,
        sparse ? '' : `https://cdn.example/logos/${i}.png`,
        `Category ${i % 11};Category ${i % 7}`,
        sparse ? '' : String((i % 1000) / 10),
        sparse ? '' : String((i % 96) / 2),
        `Department ${i % 20}`,
      ].join(','),
    )
  }
  return `${out.join('\r\n')}\r\n`
}

async function* chunksOf(text: string): AsyncGenerator<Uint8Array> {
  const bytes = new TextEncoder().encode(text)
  for (let i = 0; i < bytes.length; i += CHUNK) yield bytes.subarray(i, i + CHUNK)
}

const SCRATCH_COLUMNS = `name text, website_url text, description text, contact_email text,
  logo_url text, categories text, approval_rate numeric, response_time numeric, department text`

type Copy = (table: string, csv: string) => Promise<void>

/** Both drivers (PGlite, node-postgres) answer { rows }. */
async function rowsOf<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now()
  const result = await fn()
  return [result, performance.now() - started]
}

async function benchOn(label: string, database: Database, copy: Copy, csv: string) {
  const { db } = database
  const lines = [`  ${label}`]
  await db.execute(sql.raw(`create table bench_copy (${SCRATCH_COLUMNS})`))
  await db.execute(sql.raw(`create table bench_stage (${SCRATCH_COLUMNS})`))

  const [, bareCopyMs] = await timed(() => copy('bench_copy', csv))
  const [copied] = await rowsOf<{ n: number }>(
    db.execute(sql`select count(*)::int as n from bench_copy`),
  )

  const [, copyMs] = await timed(async () => {
    await copy('bench_stage', csv)
    await db.execute(sql`
      insert into brands_directory (name, website_url, description, contact_email, logo_url,
        categories, approval_rate, response_time, department)
      select name, website_url, description, contact_email, logo_url,
        string_to_array(categories, ';'), approval_rate, response_time, department
      from bench_stage`)
  })
  await db.execute(sql`truncate brands_directory cascade`)

  const [summary, importMs] = await timed(async () =>
    importBrands(db, await BrandCsvReader.open(chunksOf(csv))),
  )
  if (summary.imported !== ROWS || copied?.n !== ROWS) {
    throw new Error(`imported ${summary.imported}, copied ${copied?.n} of ${ROWS}`)
  }

  // (d) the import's own cost: the same service with brands_directory's secondary indexes
  // dropped (inside this throw-away database only), against the bare COPY.
  await db.execute(sql`truncate brands_directory cascade`)
  const indexes = await rowsOf<{ name: string; def: string }>(
    db.execute(sql`
    select indexname as name, indexdef as def from pg_indexes
    where tablename = 'brands_directory' and indexname <> 'brands_directory_pkey'`),
  )
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.name}`))
  const [, bareMs] = await timed(async () =>
    importBrands(db, await BrandCsvReader.open(chunksOf(csv))),
  )
  for (const index of indexes) await db.execute(sql.raw(index.def))
  await db.execute(sql`drop table bench_copy, bench_stage`)

  const ratio = importMs / copyMs
  lines.push(
    `    (a) COPY of the file into brands_directory (staging table + INSERT ... SELECT): ${ms(copyMs)}`,
    `    (b) import service into brands_directory: ${ms(importMs)} (${Math.round(ROWS / (importMs / 1000)).toLocaleString('en-US')} rows/s) — ${ratio.toFixed(2)}× (a) (budget ≤ ${BUDGET_RATIO}×) ${ratio <= BUDGET_RATIO ? 'PASS' : 'FAIL'}`,
    `    (c) reference: COPY into a bare scratch table (no index, no check): ${ms(bareCopyMs)} — the import is ${(importMs / bareCopyMs).toFixed(1)}× that`,
    `    (d) import service with brands_directory's ${indexes.length} secondary indexes dropped: ${ms(bareMs)} — ${(bareMs / bareCopyMs).toFixed(2)}× (c)`,
  )
  return lines
}

async function onPglite(csv: string): Promise<string[]> {
  const database = await openDatabase({ kind: 'memory' })
  try {
    await migrateDatabase(database)
    const client = (database.db as unknown as { $client: PGlite }).$client
    const blob = new Blob([csv])
    const copy: Copy = async (table) => {
      await client.query(`COPY ${table} FROM '/dev/blob' WITH (FORMAT csv, HEADER true)`, [], {
        blob,
      })
    }
    return await benchOn('PGlite (fresh, in memory)', database, copy, csv)
  } finally {
    await database.close()
  }
}

/** A fresh database on the server of `baseUrl`, dropped afterwards; COPY through psql's \copy. */
async function onPostgres(baseUrl: string, csv: string): Promise<string[]> {
  const name = `bench_import_${Date.now().toString(36)}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  const file = path.join(os.tmpdir(), `${name}.csv`)
  fs.writeFileSync(file, csv)
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 })
  try {
    await migrateDatabase(database)
    const copy: Copy = async (table) => {
      execFileSync('psql', [
        url.toString(),
        '-v',
        'ON_ERROR_STOP=1',
        '-c',
        `\\copy ${table} from '${file}' with (format csv, header true)`,
      ])
    }
    return await benchOn(`PostgreSQL (${url.host}, fresh database)`, database, copy, csv)
  } finally {
    await database.close()
    fs.rmSync(file, { force: true })
    const c = new pg.Client({ connectionString: baseUrl })
    await c.connect()
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await c.end()
  }
}

export async function benchBrandsImport(): Promise<string[]> {
  const csv = benchCsv()
  const lines = [
    `Bulk brand CSV import (${ROWS.toLocaleString('en-US')} rows, ${(Buffer.byteLength(csv) / 1024 / 1024).toFixed(1)} MB)`,
  ]
  lines.push(...(await onPglite(csv)))
  const url = process.env.DATABASE_URL
  if (url) lines.push(...(await onPostgres(url, csv)))
  else lines.push('  PostgreSQL: skipped (DATABASE_URL is not set)')
  return lines
}
