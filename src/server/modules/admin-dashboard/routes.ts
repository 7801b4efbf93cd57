import { dashboardQuerySchema } from '#shared/schemas/brand-dashboard.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { getDashboardTrends } from './get-dashboard-trends.ts'
import { getDashboardSummary } from './get-dashboard-summary.ts'
import { listRecentActivities } from './list-recent-activities.ts'

/** The Admin Dashboard (001 §2.2): its cards and pending table, and Recent Activities. */
export const adminDashboardRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/admin/dashboard',
    summary: 'Dashboard cards (counts) and the pending reseller applications',
    tags: ['admin'],
    access: ['admin'],
    handler: async ({ deps }) => getDashboardSummary(deps.db),
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/dashboard/activities',
    summary: 'Recent Activities: the 5 newest of each kind, merged by date, newest first',
    tags: ['admin'],
    access: ['admin'],
    handler: async ({ deps }) => ({ activities: await listRecentActivities(deps.db) }),
  }),
  defineRoute({
    method: 'get',
    path: '/api/admin/dashboard/trends',
    summary:
      'The charts: per UTC day over 7, 30 or 90 days (period) sign-ups by role, applications, orders and GMV, queue arrivals; the queues now; web vitals p75 per page',
    tags: ['admin'],
    access: ['admin'],
    query: dashboardQuerySchema,
    handler: async ({ deps, query }) => getDashboardTrends(deps.db, query.period),
  }),
]
