/** The reseller Dashboard (001 §2.4): cards, performance, category distribution, top lists. */
import { defineRoute } from '../../lib/http/route.ts'
import { getResellerDashboard } from './get-reseller-dashboard.ts'

export const resellerDashboardRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/reseller/dashboard',
    summary:
      "The signed-in reseller's dashboard from its own orders: Total Spending, Brand Partners, Products, Active Orders, orders and spending per month (6 months), spending by category, Recent Orders and Top Brands",
    tags: ['reseller'],
    access: ['reseller'],
    handler: async ({ deps, viewer }) => getResellerDashboard(deps.db, viewer.userId),
  }),
]
