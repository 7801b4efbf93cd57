import { inArray, sql } from 'drizzle-orm'
import type { Auth } from '../../auth.ts'
import type { Db } from '../../db/client.ts'
import { profiles } from '../../db/schema/index.ts'
import {
  DEMO_ACCOUNTS,
  getDemoCounts,
  restoreDemoData,
  seedDemoAccounts,
  seedDemoCatalog,
  seedDemoData,
} from '../../db/seed.ts'
import { seedDemoConversation } from '../email-routing/demo-conversation.ts'

export type DemoSetupMode = 'complete' | 'seed' | 'reseed'

/**
 * Investor Demo Setup (001 §2.2): 'complete' creates the demo accounts and the demo data; 'seed'
 * writes only the data (what needs a missing demo account is skipped); 'reseed' puts the demo
 * data back to its seeded values and adds what is missing, creating any missing account. Every mode is idempotent, and an
 * account that is already registered counts as success.
 */
export async function runDemoSetup(db: Db, auth: Auth, mode: DemoSetupMode) {
  if (mode === 'reseed') await restoreDemoData(db)
  let created: string[] = []
  let existing: string[]
  let brandsCreated: number
  if (mode === 'seed') {
    brandsCreated = await seedDemoData(db)
    await seedDemoCatalog(db)
    const rows = await db
      .select({ email: profiles.email })
      .from(profiles)
      .where(
        inArray(
          sql`lower(${profiles.email})`,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
      )
    existing = rows.map((r) => r.email.toLowerCase())
  } else {
    const result = await seedDemoAccounts(db, auth)
    created = result.created.map((a) => a.email)
    existing = result.existing.map((a) => a.email)
    brandsCreated = result.brands
  }
  await seedDemoConversation(db)
  return { success: true, mode, created, existing, brandsCreated, counts: await getDemoCounts(db) }
}
