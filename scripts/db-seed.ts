/** `npm run db:seed`: creates the demo accounts (existing ones are left as they are). */
import { formatDemoAccounts, seedDemoAccounts } from '../src/server/db/seed.ts'
import { parseEnv } from '../src/server/env.ts'
import { createDeps } from '../src/server/server.ts'

const deps = await createDeps(parseEnv())
const { created, existing } = await seedDemoAccounts(deps.db, deps.auth)
await deps.live.close()
await deps.database.close()
console.log(`Created ${created.length}, already there ${existing.length}:\n${formatDemoAccounts()}`)
