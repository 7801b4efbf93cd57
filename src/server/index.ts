/** `npm start`: migrate, seed the demo accounts on an empty embedded database, serve. */
import { serve } from '@hono/node-server'
import path from 'node:path'
import { createApp } from './app.ts'
import { APP_ROOT } from './app-root.ts'
import { keepIdleConnections } from './lib/http/keep-alive.ts'
import {
  existingDemoAccounts,
  formatDemoAccounts,
  isDatabaseEmpty,
  seedDemoAccounts,
} from './db/seed.ts'
import { parseEnv } from './env.ts'
import { brandIndexOf, keepBrandIndexCurrent } from './modules/search/brand-index.ts'
import { createDeps } from './server.ts'
import { seedDemoConversation } from './modules/email-routing/demo-conversation.ts'
import { startSubscriptionDowngradeJob } from './modules/billing/downgrade-subscriptions.ts'
import { recoveryMailsSettled } from './modules/accounts/send-account-recovery-mail.ts'
import { startOutboxWorker } from './lib/mail/outbox-worker.ts'
import { startProtectionWorker } from './modules/protection/redetect-worker.ts'
import { startJobs } from './lib/jobs/boss.ts'
import { startMonitoring } from './modules/monitoring/worker.ts'

async function main() {
  const env = parseEnv()
  const deps = await createDeps(env)
  const seed = env.SEED_DEMO ?? (env.demoMode && !env.DATABASE_URL)
  if (seed && (await isDatabaseEmpty(deps.db))) {
    await seedDemoAccounts(deps.db, deps.auth)
    // The demo reseller's application to the demo brand, with an e-mail thread to reply to.
    await seedDemoConversation(deps.db)
  }
  // 001 §4.7: cancelled plans move to the free plan at the end of their period.
  const stopDowngrades = startSubscriptionDowngradeJob(deps)
  // Issue 12: failed mail is retried with backoff, on every instance (safe side by side).
  const stopOutbox = startOutboxWorker(deps)
  // Issue 14: brands' observations judged again after a MAP, policy or authorization change.
  const stopProtection = startProtectionWorker(deps)
  // Decision 019: pg-boss on the app's own database, its schema made after our migrations; the
  // marketplace connectors' planner and checks run on it, on every instance.
  const jobs = await startJobs(deps)
  const monitoring = await startMonitoring(deps, { jobs })
  // Decision 018: the brand search's index is read before the first search, not by it.
  const indexStarted = performance.now()
  await brandIndexOf(deps.db).ready(deps.db)
  deps.logger.info(
    `brand search: ${brandIndexOf(deps.db).size()} brands indexed in ${Math.round(performance.now() - indexStarted)} ms`,
  )
  const stopIndexKeeping = keepBrandIndexCurrent(deps.db, (error) =>
    deps.logger.error('brand search: the index could not be brought up to date', error),
  )
  const app = createApp(deps, {
    staticDir: path.join(APP_ROOT, 'dist/client'),
    siteDir: path.join(APP_ROOT, 'dist/site'),
  })
  // Only accounts that are really there, with the published passwords: never on a database
  // where demo mode is off.
  const demoAccounts = env.demoMode ? await existingDemoAccounts(deps.db) : []
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const url = env.APP_URL ?? `http://localhost:${info.port}`
    console.log(`\nWholesale marketplace running at ${url}`)
    console.log(
      `Database: ${deps.database.kind === 'pglite' ? `embedded PGlite in ${path.resolve(env.DATA_DIR, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
    )
    if (demoAccounts.length > 0) {
      console.log(`\nDemo accounts:\n${formatDemoAccounts(demoAccounts)}`)
    }
    if (env.demoMode) {
      console.log(`\nDemo mode: mailbox (every mail sent) at ${url}/dev/mailbox, on this machine`)
    }
  })
  keepIdleConnections(server)
  const shutdown = async () => {
    server.close()
    stopDowngrades()
    stopIndexKeeping()
    await stopOutbox()
    await stopProtection()
    await monitoring.stop()
    await jobs.stop()
    // Request Account Access answers before its mail is written (issue 12): let those finish.
    await Promise.race([recoveryMailsSettled(), new Promise((r) => setTimeout(r, 2000))])
    await deps.live.close()
    await deps.database.close()
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
