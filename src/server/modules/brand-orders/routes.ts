/** Order Management of the brand portal (001 §2.3, §4.5; DESIGN decision 8). */
import { uuidParams } from '#shared/schemas/accounts.ts'
import { brandOrdersQuery, orderStatusUpdateSchema } from '#shared/schemas/orders.ts'
import { auditActorOf } from '../audit-log/record-audit.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { advanceOrderStatus } from './advance-order-status.ts'
import { createDemoOrder } from './create-demo-order.ts'
import { getBrandOrder } from './get-brand-order.ts'
import { listBrandOrders } from './list-brand-orders.ts'

export const brandOrderRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/brand/orders',
    summary:
      "The signed-in brand's orders: counts per status, Total Orders, Total Revenue, Pending Orders, and a page of the table (optionally one reseller's)",
    tags: ['brand'],
    access: ['brand'],
    query: brandOrdersQuery,
    handler: async ({ deps, viewer, query }) => listBrandOrders(deps.db, viewer.userId, query),
  }),
  defineRoute({
    method: 'get',
    path: '/api/brand/orders/:id',
    summary: "One of the brand's orders with its items and the reseller's contact",
    tags: ['brand'],
    access: ['brand'],
    params: uuidParams,
    responses: { 404: 'No such order, or another brand’s' },
    handler: async ({ deps, viewer, params }) => ({
      order: await getBrandOrder(deps.db, viewer.userId, params.id),
    }),
  }),
  defineRoute({
    method: 'patch',
    path: '/api/brand/orders/:id/status',
    summary:
      'Move an order one step: pending → accepted (or declined with a reason) → processing → shipped (carrier, tracking number, link) → delivered; the reseller sees it live and is mailed',
    tags: ['brand'],
    access: ['brand'],
    params: uuidParams,
    body: orderStatusUpdateSchema,
    responses: {
      404: 'No such order, or another brand’s',
      409: 'Not the next step: a skip, a step back, or someone moved it first',
    },
    handler: async ({ c, deps, viewer, params, body }) => ({
      order: await advanceOrderStatus(
        deps,
        viewer.userId,
        params.id,
        body,
        auditActorOf(c, viewer),
      ),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/demo/orders',
    summary:
      'Investor Demo Setup: a new pending order of the demo reseller with the demo brand (to show a live status change)',
    tags: ['demo'],
    access: 'demo',
    responses: { 201: 'Created: { order }', 409: 'The demo accounts or products do not exist' },
    handler: async ({ c, deps }) => c.json({ order: await createDemoOrder(deps) }, 201),
  }),
]
