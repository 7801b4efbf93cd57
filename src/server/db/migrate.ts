import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import path from 'node:path'
import { APP_ROOT } from '../app-root.ts'
import type { Database } from './client.ts'

export const MIGRATIONS_FOLDER = path.join(APP_ROOT, 'drizzle')

/**
 * Applies the committed migrations; idempotent. App instances started together on one database
 * take turns: the second finds the migrations applied (drizzle's migrator takes no lock itself,
 * and two running one migration at once fail on each other's CREATE).
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER }
  await database.exclusive(async () => {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as never, config)
    } else {
      await migrateNodePg(database.db as never, config)
    }
  })
}
