import { dashboardQuerySchema } from '#shared/schemas/brand-dashboard.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { findBrandEntry } from '../brand-portal/brand-entry.ts'
import { getBrandDashboard } from './get-brand-dashboard.ts'

/** The brand Dashboard (001 §2.3): cards, orders, sales, marketplaces, activities, applications. */
export const brandDashboardRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/brand/dashboard',
    summary:
      "The signed-in brand's dashboard for the last 7, 30 or 90 days (period), or entry: null when it has no directory entry yet",
    tags: ['brand-portal'],
    access: ['brand'],
    query: dashboardQuerySchema,
    handler: async ({ deps, viewer, query }) => {
      const entry = await findBrandEntry(deps.db, viewer)
      if (!entry) return { entry: null, period: query.period }
      return getBrandDashboard(deps.db, { userId: viewer.userId, entry }, query.period)
    },
  }),
]
