/** My Orders of the reseller portal (001 §2.4, §7.3 orders by reseller_id newest first), and ordering. */
import { uuidParams } from '#shared/schemas/accounts.ts'
import { cancelOrderSchema } from '#shared/schemas/orders.ts'
import { placeOrderSchema } from '#shared/schemas/reseller-orders.ts'
import { RESELLER_ORDER_TEXTS } from '#shared/reseller-order-texts.ts'
import { forbidden } from '../../lib/http/errors.ts'
import { idempotencyKeyOf, REPLAYED_HEADER } from '../../lib/idempotency-key.ts'
import { auditActorOf } from '../audit-log/record-audit.ts'
import { defineRoute } from '../../lib/http/route.ts'
import { getResellerOrder } from '../brand-orders/get-brand-order.ts'
import { cancelOrder } from './cancel-order.ts'
import { reorderOrder } from './reorder-order.ts'
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
      "Place a pending order with a brand the reseller is allocated to or approved by: the brand's approved products at the server's wholesale prices, at least the brand's minimum order, within stock; the brand's mail is queued with the order and sent by the outbox; an Idempotency-Key header makes a retry of one order place it once",
    tags: ['reseller'],
    access: ['reseller'],
    body: placeOrderSchema,
    responses: {
      201: 'Created: { order } with its id, total and items; a repeat of an Idempotency-Key answers the first order with Idempotent-Replayed: true',
      400: 'Unknown or unavailable products (named), a bad quantity, below the minimum order (with the shortfall), or an Idempotency-Key that is empty, too long or not printable',
      403: 'Not a reseller account (an admin does not place orders)',
      404: 'No such brand, or not allocated to / approved for this reseller',
      409: 'Not enough stock for a product (Only N left in stock for X)',
      422: 'IDEMPOTENCY_KEY_MISMATCH: the Idempotency-Key was used for a different order',
    },
    handler: async ({ c, deps, viewer, body }) => {
      const key = idempotencyKeyOf(c)
      const { order, replayed } = await placeOrder(deps, viewer, body, key)
      if (replayed) c.header(REPLAYED_HEADER, 'true')
      return c.json({ order }, 201)
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/reseller/orders/:id',
    summary:
      "One of the reseller's own orders: lines, totals, addresses, tracking and the timeline",
    tags: ['reseller'],
    access: ['reseller'],
    params: uuidParams,
    responses: { 404: 'No such order, or another reseller’s' },
    handler: async ({ deps, viewer, params }) => ({
      order: await getResellerOrder(deps.db, viewer.userId, params.id),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/reseller/orders/:id/cancel',
    summary:
      'Cancel one of the reseller’s own orders while it is pending; its stock returns to the brand, who is told',
    tags: ['reseller'],
    access: ['reseller'],
    params: uuidParams,
    body: cancelOrderSchema,
    responses: {
      403: 'Not a reseller account',
      404: 'No such order, or another reseller’s',
      409: 'The order is no longer pending (accepted, declined, already cancelled...)',
    },
    handler: async ({ c, deps, viewer, params, body }) => ({
      order: await cancelOrder(
        deps,
        viewer,
        params.id,
        body.reason ?? null,
        auditActorOf(c, viewer),
      ),
    }),
  }),
  defineRoute({
    method: 'post',
    path: '/api/reseller/orders/:id/reorder',
    summary:
      'Reorder: the lines of one of the reseller’s orders at today’s prices, stock and terms, with what changed (nothing is written)',
    tags: ['reseller'],
    access: ['reseller'],
    params: uuidParams,
    responses: {
      403: 'Not a reseller account',
      404: 'No such order, or the brand is no longer open to this reseller',
    },
    handler: async ({ deps, viewer, params }) => {
      if (viewer.role !== 'reseller') throw forbidden(RESELLER_ORDER_TEXTS.resellersOnly)
      return { reorder: await reorderOrder(deps, viewer, params.id) }
    },
  }),
]
