/**
 * Starts the real server for the journeys on a fresh database with the demo accounts seeded: the
 * embedded one in DATA_DIR, or, with DATABASE_URL (E2E_DATABASE_URL in playwright.config.ts), a
 * database of that name on a PostgreSQL server, dropped and created again.
 */
import fs from 'node:fs'
import pg from 'pg'

const dataDir = process.env.DATA_DIR
const databaseUrl = process.env.DATABASE_URL
if (process.env.E2E_FRESH_DATA === '1' && databaseUrl) {
  const target = new URL(databaseUrl)
  const name = decodeURIComponent(target.pathname.slice(1))
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`unexpected database name ${name}`)
  const maintenance = new URL(databaseUrl)
  maintenance.pathname = '/postgres'
  const client = new pg.Client({ connectionString: maintenance.toString() })
  await client.connect()
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await client.query(`CREATE DATABASE ${name}`)
  await client.end()
} else if (process.env.E2E_FRESH_DATA === '1' && dataDir) {
  fs.rmSync(dataDir, { recursive: true, force: true })
}
await import('../../src/server/index.ts')
