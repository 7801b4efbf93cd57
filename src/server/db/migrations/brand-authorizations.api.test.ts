/**
 * Issue 13's migration (drizzle/0016, 0017) on a copy of the demo data as it stood before it
 * (demo-data-0015.json: the demo setup's accounts, reseller applications, [DEMO] brands, brand
 * applications and allocations, dumped from the code of that time). "Authorized" had two
 * meanings, an admin's allocation and a brand application marked approved; afterwards there is
 * one record per pair, and no reseller has lost or gained an authorization.
 */
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase, type Database } from '../client.ts'
import { MIGRATIONS_FOLDER } from '../migrate.ts'
import fixture from './demo-data-0015.json' with { type: 'json' }

type Row = Record<string, unknown>

const journal = JSON.parse(
  fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
) as { entries: { idx: number; tag: string }[] }
const migrationSql = (tag: string) =>
  fs.readFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), 'utf8')
const FIRST_NEW = 16

/** A database with nothing in it: fresh PGlite, or a new database on TEST_DATABASE_URL. */
async function emptyDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL
  if (!base) return { database: await openDatabase({ kind: 'memory' }), drop: async () => {} }
  const name = `test_migration_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(base)
  url.pathname = `/${name}`
  return {
    database: await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 }),
    drop: async () => {
      const c = new pg.Client({ connectionString: base })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    },
  }
}

const literal = (value: unknown): string => {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'boolean' || typeof value === 'number') return String(value)
  return `'${String(value).replaceAll("'", "''")}'`
}

function insertSql(table: string, rows: Row[]): string {
  if (!rows.length) return ''
  const columns = Object.keys(rows[0]!)
  const values = rows.map((r) => `(${columns.map((c) => literal(r[c])).join(', ')})`)
  return `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${values.join(', ')};`
}

let database: Database
let drop: () => Promise<void>
const query = async (text: string) =>
  ((await database.db.execute(text as never)) as unknown as { rows: Row[] }).rows

beforeAll(async () => {
  ;({ database, drop } = await emptyDatabase())
  const entries = [...journal.entries].sort((a, b) => a.idx - b.idx)
  for (const entry of entries.filter((e) => e.idx < FIRST_NEW)) {
    await database.exec(migrationSql(entry.tag))
  }
  // The demo data, as the demo setup of that time left it.
  for (const table of [
    'user',
    'profiles',
    'reseller_applications',
    'brands_directory',
    'brand_applications',
    'brand_reseller_allocations',
  ] as const) {
    await database.exec(insertSql(table, fixture[table] as Row[]))
  }
  for (const entry of entries.filter((e) => e.idx >= FIRST_NEW)) {
    await database.exec(migrationSql(entry.tag))
  }
}, 120_000)

afterAll(async () => {
  await database?.close()
  await drop?.()
})

const pair = (r: Row) => `${String(r.brand_id)} ${String(r.reseller_id)}`

describe('one authorization record per brand and reseller, from the demo data', () => {
  const before = new Set([
    ...fixture.brand_reseller_allocations.map(pair),
    ...fixture.brand_applications.filter((a) => a.status === 'approved').map(pair),
  ])

  test('every pair authorized before is authorized after, and no other', async () => {
    // The copy is not trivial: allocations, and an approved application on an allocated pair.
    expect(before.size).toBeGreaterThanOrEqual(5)
    const after = await query(
      `select brand_id, reseller_id from brand_authorizations
       where brand_authorization_in_force(status, starts_at, ends_at)`,
    )
    expect(new Set(after.map(pair))).toEqual(before)
    const all = await query('select brand_id, reseller_id from brand_authorizations')
    expect(all).toHaveLength(before.size)
  })

  test('granted by an admin where there was an allocation, by the brand where only an approval', async () => {
    const rows = await query('select brand_id, reseller_id, granted_by from brand_authorizations')
    const allocated = new Set(fixture.brand_reseller_allocations.map(pair))
    for (const row of rows) {
      expect(row.granted_by).toBe(allocated.has(pair(row)) ? 'admin' : 'brand')
    }
  })

  test("it covers the marketplaces of the reseller's seller ids", async () => {
    const rows = await query('select reseller_id, marketplaces from brand_authorizations')
    for (const row of rows) {
      const application = fixture.reseller_applications
        .filter((a) => a.user_id === row.reseller_id)
        .sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))[0]
      const expected = (
        [
          ['amazon', application?.amazon_seller_id],
          ['walmart', application?.walmart_seller_id],
          ['ebay', application?.ebay_seller_id],
        ] as const
      )
        .filter(([, id]) => id)
        .map(([marketplace, sellerId]) => ({ marketplace, sellerId }))
      const marketplaces =
        typeof row.marketplaces === 'string' ? JSON.parse(row.marketplaces) : row.marketplaces
      expect(marketplaces).toEqual(expected)
    }
    // The demo data has seller ids: the check above is not only about empty lists.
    expect(rows.some((r) => JSON.stringify(r.marketplaces).includes('amazon'))).toBe(true)
  })

  test('an application left pending on an authorized pair is decided; the others stay pending', async () => {
    const applications = await query(
      'select id, brand_id, reseller_id, status from brand_applications',
    )
    for (const application of applications) {
      const old = fixture.brand_applications.find((a) => a.id === application.id)!
      if (old.status === 'pending' && before.has(pair(application))) {
        expect(application.status).toBe('approved')
      } else {
        expect(application.status).toBe(old.status)
      }
    }
    // One of each kind in the copy.
    expect(
      fixture.brand_applications.filter((a) => a.status === 'pending' && before.has(pair(a))),
    ).not.toHaveLength(0)
    expect(
      fixture.brand_applications.filter((a) => a.status === 'pending' && !before.has(pair(a))),
    ).not.toHaveLength(0)
  })

  test('the allocations table is gone: the record is the only source', async () => {
    const rows = await query(
      `select count(*)::int as n from information_schema.tables where table_name = 'brand_reseller_allocations'`,
    )
    expect(rows[0]!.n).toBe(0)
  })
})
