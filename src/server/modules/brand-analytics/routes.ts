import { analyticsQuerySchema } from '#shared/schemas/brand-dashboard.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { findBrandEntry } from '../brand-portal/brand-entry.ts'
import { getBrandAnalytics } from './get-brand-analytics.ts'

/** Brand Analytics (001 §2.3): KPIs, monthly series and product performance from the orders. */
export const brandAnalyticsRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/brand/analytics',
    summary:
      "The signed-in brand's analytics over the last 6 months, 1 year or 2 years (range), or entry: null when it has no directory entry yet",
    tags: ['brand-portal'],
    access: ['brand'],
    query: analyticsQuerySchema,
    handler: async ({ deps, viewer, query }) => {
      const entry = await findBrandEntry(deps.db, viewer)
      if (!entry) return { entry: null, range: query.range }
      return getBrandAnalytics(deps.db, { userId: viewer.userId, entry }, query.range)
    },
  }),
]
