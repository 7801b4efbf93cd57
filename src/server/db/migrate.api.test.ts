/**
 * Two app instances started together on one fresh PostgreSQL database both come up: they take
 * turns migrating (issue 12's production topology). On PGlite one process owns the database, so
 * this runs where TEST_DATABASE_URL names a PostgreSQL server (.ci/run's second pass).
 */
import pg from 'pg'
import { describe, expect, test } from 'vitest'
import { openDatabase } from './client.ts'
import { migrateDatabase } from './migrate.ts'

const base = process.env.TEST_DATABASE_URL

describe.skipIf(!base)('migrations on PostgreSQL', () => {
  test('instances migrating one database at once take turns, and both succeed', async () => {
    const name = `test_migrate_${Date.now().toString(36)}`
    const admin = new pg.Client({ connectionString: base })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(base!)
    url.pathname = `/${name}`
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 3 })),
    )
    try {
      const results = await Promise.allSettled(instances.map((d) => migrateDatabase(d)))
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
        'ok',
        'ok',
        'ok',
      ])
      const check = new pg.Client({ connectionString: url.toString() })
      await check.connect()
      const { rows } = await check.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      )
      await check.end()
      const journal = await import('../../../drizzle/meta/_journal.json', {
        with: { type: 'json' },
      })
      expect(rows[0]!.n).toBe(journal.default.entries.length)
    } finally {
      await Promise.all(instances.map((d) => d.close()))
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    }
  })
})
