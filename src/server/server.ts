/**
 * Builds everything the app needs from the environment: database (migrated), mailer, auth.
 * Used by `npm start`, by the e2e runner and by the bench.
 */
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { createAuth } from './auth.ts'
import { openDatabase, type DatabaseConfig } from './db/client.ts'
import { migrateDatabase } from './db/migrate.ts'
import type { Env } from './env.ts'
import type { AppDeps } from './lib/http/types.ts'
import { createMemoryLiveBus, type LiveBus } from './lib/live/live-bus.ts'
import { createPostgresLiveBus } from './lib/live/postgres-live-bus.ts'
import { createLogger, secretsOf } from './lib/logger.ts'
import { createMailer } from './lib/mail/mailer.ts'
import type { PasswordHasher } from './lib/password-hash.ts'
import { createStorage } from './lib/storage/create-storage.ts'
import { developmentSecret } from './lib/secret-box.ts'

export function databaseConfigFrom(env: Env): DatabaseConfig {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') }
}

export async function createDeps(
  env: Env,
  config: DatabaseConfig = databaseConfigFrom(env),
  options: { passwordHasher?: PasswordHasher } = {},
): Promise<AppDeps> {
  const logger = createLogger(env.LOG_LEVEL, secretsOf(env))
  const database = await openDatabase(config)
  try {
    await migrateDatabase(database)
  } catch (error) {
    await database.close()
    throw error
  }
  const db = database.db
  const secret =
    env.AUTH_SECRET ??
    (config.kind === 'memory'
      ? randomBytes(32).toString('base64url')
      : developmentSecret(env.DATA_DIR))
  const mailer = createMailer({ db, from: env.MAIL_FROM, smtpUrl: env.SMTP_URL, logger })
  const auth = createAuth({ db, env, secret, mailer, logger, ...options })
  // On a PostgreSQL server live events reach every instance through LISTEN/NOTIFY.
  let live: LiveBus
  try {
    live =
      config.kind === 'postgres'
        ? await createPostgresLiveBus({ url: config.url, logger })
        : createMemoryLiveBus()
  } catch (error) {
    await database.close()
    throw error
  }
  return {
    env,
    database,
    db,
    auth,
    mailer,
    logger,
    storage: createStorage(env),
    signingSecret: secret,
    live,
  }
}
