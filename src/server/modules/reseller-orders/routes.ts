/** My Orders of the reseller portal (001 §2.4, §7.3 orders by reseller_id newest first). */
import { defineRoute } from '../../lib/http/route.ts'
import { listResellerOrders } from './list-reseller-orders.ts'

export const resellerOrderRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/reseller/orders',
    summary:
      "The signed-in reseller's own orders, newest first: brand, date, status, total and item count",
    tags: ['reseller'],
    access: ['reseller'],
    handler: async ({ deps, viewer }) => listResellerOrders(deps.db, viewer.userId),
  }),
]
