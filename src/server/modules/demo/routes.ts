import { inArray, sql } from 'drizzle-orm'
import { demoSetupSchema } from '#shared/schemas/accounts.ts'
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../../db/seed.ts'
import { brandsDirectory, profiles } from '../../db/schema/index.ts'
import { defineRoute } from '../../lib/http/route.ts'

/** Investor Demo Setup (001 §2.2): open in demo mode, admin-only otherwise (DESIGN decision 2). */
export const demoRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/demo/status',
    summary: 'Demo credentials and verification counts',
    tags: ['demo'],
    access: 'demo',
    handler: async ({ deps }) => {
      const emails = DEMO_ACCOUNTS.map((a) => a.email)
      const rows = await deps.db
        .select({ email: profiles.email, role: profiles.userRole })
        .from(profiles)
        .where(inArray(sql`lower(${profiles.email})`, emails))
      const present = new Set(rows.map((r) => r.email.toLowerCase()))
      // 001 §7.5: demo brands are the directory entries whose name starts with [DEMO].
      const [brands] = await deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(brandsDirectory)
        .where(sql`${brandsDirectory.name} like '[DEMO]%'`)
      return {
        accounts: DEMO_ACCOUNTS.map((a) => ({
          role: a.role,
          email: a.email,
          password: a.password,
          loginPath: `/${a.role}/login`,
          exists: present.has(a.email),
        })),
        counts: { accounts: present.size, brands: brands?.n ?? 0 },
      }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/api/demo/setup',
    summary: 'Create the demo accounts (and demo data); existing ones count as success',
    tags: ['demo'],
    access: 'demo',
    body: demoSetupSchema,
    handler: async ({ deps }) => {
      const result = await seedDemoAccounts(deps.db, deps.auth)
      return {
        success: true,
        created: result.created.map((a) => a.email),
        existing: result.existing.map((a) => a.email),
        brandsCreated: result.brands,
      }
    },
  }),
]
