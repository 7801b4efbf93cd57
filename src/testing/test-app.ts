/**
 * A fresh app on its own database for one API test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server in TEST_DATABASE_URL (used by .ci/run's second pass).
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { createApp } from '#server/app.ts'
import { openDatabase, type DatabaseConfig } from '#server/db/client.ts'
import { MIGRATIONS_FOLDER, migrateDatabase } from '#server/db/migrate.ts'
import { parseEnv } from '#server/env.ts'
import type { AppDeps } from '#server/lib/http/types.ts'
import { createDeps } from '#server/server.ts'
import { startOutboxWorker } from '#server/lib/mail/outbox-worker.ts'
import { SCRYPT_TEST_COST, scryptPasswordHasher } from '#server/lib/password-hash.ts'

export const TEST_ORIGIN = 'http://localhost:3000'
/** The inbound e-mail webhook's secret in test apps (override with '' to turn the webhook off). */
export const TEST_INBOUND_EMAIL_SECRET = 'test-inbound-email-secret-0123456789'

async function freshPostgresDatabase(
  baseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    },
  }
}

/**
 * A fresh PGlite costs seconds (initdb in WASM); loading a dumped, already migrated data
 * directory costs a fraction of that. The dump is cached in the OS temp directory under a hash of
 * the migrations, so a changed migration makes a new one; every app still gets its own copy.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const hash = createHash('sha256')
  // A new PGlite build may change the dump format: its entry file is part of the key.
  const pglite = fileURLToPath(import.meta.resolve('@electric-sql/pglite'))
  hash.update(`${process.version} ${pglite} ${fs.statSync(pglite).size}`)
  for (const file of fs.readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file)
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full))
  }
  const cacheFile = path.join(
    os.tmpdir(),
    `marketplace-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`,
  )
  if (fs.existsSync(cacheFile)) return new Blob([fs.readFileSync(cacheFile)])
  const database = await openDatabase({ kind: 'memory' })
  try {
    await migrateDatabase(database)
    const client = (
      database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }
    ).$client
    const dump = await client.dumpDataDir('none')
    // Written aside and renamed, so that a parallel worker never reads half a file.
    const partial = `${cacheFile}.${process.pid}.partial`
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
    fs.renameSync(partial, cacheFile)
    return dump
  } finally {
    await database.close()
  }
}

export interface TestApp {
  app: ReturnType<typeof createApp>
  deps: AppDeps
  close(): Promise<void>
}

export async function createTestApp(
  overrides: Record<string, string> = {},
  options: {
    /** A PostgreSQL server to make this app's database on, instead of TEST_DATABASE_URL's. */
    databaseUrl?: string
    /** Always the embedded database, whatever TEST_DATABASE_URL says (a PGlite-only behaviour). */
    embedded?: boolean
  } = {},
): Promise<TestApp> {
  // Files (verification documents) go to a directory of this app's own, removed on close.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-test-data-'))
  const env = parseEnv({
    NODE_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    DEMO_MODE: 'true',
    DATA_DIR: dataDir,
    INBOUND_EMAIL_SECRET: TEST_INBOUND_EMAIL_SECRET,
    ...overrides,
  })
  const base = options.embedded ? undefined : (options.databaseUrl ?? process.env.TEST_DATABASE_URL)
  let drop: (() => Promise<void>) | undefined
  let config: DatabaseConfig
  if (!base) {
    config = { kind: 'memory', loadDataDir: await migratedPgliteTemplate() }
  } else {
    const fresh = await freshPostgresDatabase(base)
    drop = fresh.drop
    config = { kind: 'postgres', url: fresh.url, poolSize: 4 }
  }
  // A light scrypt: thousands of accounts are made and signed in across the API tests.
  const deps = await createDeps(env, config, {
    passwordHasher: scryptPasswordHasher(SCRYPT_TEST_COST),
  })
  const app = createApp(deps)
  // As on every instance (index.ts): with SMTP_URL, committed mail is delivered by the worker.
  const stopOutbox = startOutboxWorker(deps)
  return {
    app,
    deps,
    close: async () => {
      await stopOutbox()
      await deps.live.close()
      await deps.database.close()
      await drop?.()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
