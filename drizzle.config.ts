import { defineConfig } from 'drizzle-kit'

// Migrations are generated from the schema and committed; they apply on start (src/server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
  casing: undefined,
})
