/** My Orders of the reseller portal (001 §2.4, §7.3 orders by reseller_id newest first), and ordering. */
import { placeOrderSchema } from '#shared/schemas/reseller-orders.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { listResellerOrders } from './list-reseller-orders.ts'
import { placeOrder } from './place-order.ts'

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
  defineRoute({
    method: 'post',
    path: '/api/reseller/orders',
    summary:
      "Place a pending order with a brand the reseller is allocated to or approved by: the brand's approved products at the server's wholesale prices, at least the brand's minimum order, within stock",
    tags: ['reseller'],
    access: ['reseller'],
    body: placeOrderSchema,
    responses: {
      201: 'Created: { order } with its id, total and items',
      400: 'Unknown or unavailable products (named), a bad quantity, or below the minimum order (with the shortfall)',
      403: 'Not a reseller account (an admin does not place orders)',
      404: 'No such brand, or not allocated to / approved for this reseller',
      409: 'Not enough stock for a product (Only N left in stock for X)',
    },
    handler: async ({ c, deps, viewer, body }) =>
      c.json({ order: await placeOrder(deps, viewer, body) }, 201),
  }),
]
