import { desc, eq, inArray, sql } from 'drizzle-orm'
import {
  DASHBOARD_PENDING_APPLICATIONS_LIMIT,
  type DashboardSummary,
} from '#shared/admin-dashboard-texts.ts'
import type { Db } from '../../db/client.ts'
import {
  brandsDirectory,
  orders,
  productUploads,
  products,
  profiles,
  resellerApplications,
} from '../../db/schema/index.ts'

const count = sql<number>`count(*)::int`
/** 'pending_approval' (a reseller-hub sign-up, 000 §4) waits for a decision too. */
const isPending = inArray(resellerApplications.status, ['pending', 'pending_approval'])

/**
 * The Admin Dashboard's cards (001 §2.2) and its pending applications table. Resellers and
 * brand accounts are counted from profiles (001 §7.3 'profiles list for counts'), without the
 * e-mail-only contacts that have no account. Total Brands is the directory's active entries
 * (issue 16: the brands resellers can find, not the few that have an account), with every entry
 * and the brand accounts beside it. Each count is one aggregate, run side by side.
 */
export async function getDashboardSummary(db: Db): Promise<DashboardSummary> {
  const accounts = sql`(${profiles.status} is null or ${profiles.status} <> 'email_only')`
  const [roles, directory, productCount, orderCount, pendingApps, pendingUploads, pending] =
    await Promise.all([
      db
        .select({ role: profiles.userRole, n: count })
        .from(profiles)
        .where(accounts)
        .groupBy(profiles.userRole),
      db
        .select({
          all: count,
          active: sql<number>`(count(*) filter (where ${brandsDirectory.isActive}))::int`,
        })
        .from(brandsDirectory),
      db.select({ n: count }).from(products),
      db.select({ n: count }).from(orders),
      db.select({ n: count }).from(resellerApplications).where(isPending),
      db.select({ n: count }).from(productUploads).where(eq(productUploads.status, 'pending')),
      db
        .select({
          id: resellerApplications.id,
          companyName: resellerApplications.companyName,
          email: resellerApplications.email,
          createdAt: resellerApplications.createdAt,
        })
        .from(resellerApplications)
        .where(isPending)
        .orderBy(desc(resellerApplications.createdAt))
        .limit(DASHBOARD_PENDING_APPLICATIONS_LIMIT),
    ])
  const byRole = new Map(roles.map((r) => [r.role, r.n]))
  return {
    counts: {
      resellers: byRole.get('reseller') ?? 0,
      brands: directory[0]?.active ?? 0,
      brandAccounts: byRole.get('brand') ?? 0,
      brandsDirectory: directory[0]?.all ?? 0,
      products: productCount[0]?.n ?? 0,
      orders: orderCount[0]?.n ?? 0,
      pendingApplications: pendingApps[0]?.n ?? 0,
      pendingUploads: pendingUploads[0]?.n ?? 0,
    },
    pendingApplications: pending.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
  }
}
