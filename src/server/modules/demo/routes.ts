import { demoSetupSchema } from '#shared/schemas/accounts.ts'
import { DEMO_ACCOUNTS, existingDemoAccounts, getDemoCounts } from '../../db/seed.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { runDemoSetup } from './run-demo-setup.ts'

/**
 * Investor Demo Setup (001 §2.2): for admins, and in demo mode for callers on this machine
 * (DESIGN decision 2; see demoAccessAllowed).
 */
export const demoRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/demo/status',
    summary: 'Demo credentials and verification counts',
    tags: ['demo'],
    access: 'demo',
    handler: async ({ deps }) => {
      const present = new Set(await existingDemoAccounts(deps.db))
      return {
        accounts: DEMO_ACCOUNTS.map((a) => ({
          role: a.role,
          email: a.email,
          password: a.password,
          loginPath: `/${a.role}/login`,
          exists: present.has(a),
        })),
        // 001 §7.5: [DEMO] brands and products, the demo reseller's allocations and orders.
        counts: await getDemoCounts(deps.db),
      }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/demo/setup',
    summary:
      'Create the demo accounts and data (complete), the data only (seed), or remove and rewrite the demo data (reseed); existing accounts count as success',
    tags: ['demo'],
    access: 'demo',
    body: demoSetupSchema,
    handler: async ({ deps, body }) => runDemoSetup(deps.db, deps.auth, body.mode),
  }),
]
