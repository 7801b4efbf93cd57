/**
 * A fresh app on its own database for one API test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server in TEST_DATABASE_URL (used by .ci/run's second pass).
 */
import pg from 'pg'
import { createApp } from '#server/app.ts'
import type { DatabaseConfig } from '#server/db/client.ts'
import { parseEnv } from '#server/env.ts'
import type { AppDeps } from '#server/lib/http/types.ts'
import { createDeps } from '#server/server.ts'

export const TEST_ORIGIN = 'http://localhost:3000'

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

export interface TestApp {
  app: ReturnType<typeof createApp>
  deps: AppDeps
  close(): Promise<void>
}

export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const env = parseEnv({
    NODE_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    DEMO_MODE: 'true',
    ...overrides,
  })
  const base = process.env.TEST_DATABASE_URL
  let drop: (() => Promise<void>) | undefined
  let config: DatabaseConfig = { kind: 'memory' }
  if (base) {
    const fresh = await freshPostgresDatabase(base)
    drop = fresh.drop
    config = { kind: 'postgres', url: fresh.url, poolSize: 4 }
  }
  const deps = await createDeps(env, config)
  const app = createApp(deps)
  return {
    app,
    deps,
    close: async () => {
      await deps.database.close()
      await drop?.()
    },
  }
}
