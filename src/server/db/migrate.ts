import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Database } from './client.ts'

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
)

/** Applies the committed migrations; idempotent. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER }
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, config)
  } else {
    await migrateNodePg(database.db as never, config)
  }
}
