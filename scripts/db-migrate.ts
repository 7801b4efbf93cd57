/** `npm run db:migrate`: applies the committed migrations to DATABASE_URL or the embedded database. */
import { openDatabase } from '../src/server/db/client.ts'
import { migrateDatabase } from '../src/server/db/migrate.ts'
import { parseEnv } from '../src/server/env.ts'
import { databaseConfigFrom } from '../src/server/server.ts'

const env = parseEnv()
const database = await openDatabase(databaseConfigFrom(env))
await migrateDatabase(database)
await database.close()
console.log(`Migrations applied (${database.kind}).`)
