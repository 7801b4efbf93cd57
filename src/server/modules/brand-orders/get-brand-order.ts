/**
 * One order with everything either party needs to handle it (DESIGN decision 8; issue 15): its
 * items (name, SKU, quantity, unit price and line total, as copied at order time), the brand's
 * name, the reseller's contact, the ship-to and bill-to copies, the tracking, the reason of a
 * decline or cancellation, and the timeline (who, what, when). `getBrandOrder` reads the brand's
 * own orders, `getResellerOrder` the reseller's own and `getAnyOrder` serves admins. Another
 * party's order is not found, so its existence is not disclosed.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { OrderStatus } from '#shared/brand-orders-texts.ts'
import type { DbOrTx } from '../../db/client.ts'
import {
  brandsDirectory,
  orderEvents,
  orderItems,
  orders,
  profiles,
  resellerApplications,
} from '../../db/schema/index.ts'
import type { OrderAddress } from '../../db/schema/orders.ts'
import { notFound } from '../../lib/http/errors.ts'

export interface OrderTimelineEvent {
  id: string
  status: OrderStatus
  actorRole: string
  actorName: string | null
  note: string | null
  createdAt: Date
}

export interface BrandOrderDetails {
  id: string
  brandId: string
  brandName: string | null
  /** The brand's directory entry (its cart key for Reorder), when it has one. */
  brandEntryId: string | null
  status: OrderStatus
  totalAmount: string
  createdAt: Date
  updatedAt: Date
  shipTo: OrderAddress | null
  billTo: OrderAddress | null
  statusReason: string | null
  tracking: { carrier: string; trackingNumber: string; trackingUrl: string | null } | null
  reseller: {
    id: string
    companyName: string | null
    fullName: string | null
    email: string | null
    phone: string | null
  }
  items: {
    id: string
    productId: string | null
    productName: string
    sku: string | null
    quantity: number
    unitPrice: string
    lineTotal: string
  }[]
  timeline: OrderTimelineEvent[]
}

async function readOrder(db: DbOrTx, orderId: string, scope: SQL | undefined) {
  const [order] = await db
    .select({
      id: orders.id,
      brandId: orders.brandId,
      status: orders.status,
      totalAmount: orders.totalAmount,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
      shipTo: orders.shipTo,
      billTo: orders.billTo,
      statusReason: orders.statusReason,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
      trackingUrl: orders.trackingUrl,
      resellerId: orders.resellerId,
      companyName: profiles.companyName,
      fullName: profiles.fullName,
      email: profiles.email,
      // The phone the reseller gave on its newest application (profiles hold none).
      phone: sql<string | null>`(select ${resellerApplications.phone} from ${resellerApplications}
        where ${resellerApplications.userId} = ${orders.resellerId}
        order by ${resellerApplications.createdAt} desc limit 1)`,
      // The oldest directory entry the brand owns, as findBrandEntry picks it.
      brandEntryId: sql<string | null>`(select ${brandsDirectory.id} from ${brandsDirectory}
        where ${brandsDirectory.ownerUserId} = ${orders.brandId}
        order by ${brandsDirectory.createdAt}, ${brandsDirectory.id} limit 1)`,
      brandName: sql<string | null>`coalesce((select ${brandsDirectory.name} from ${brandsDirectory}
        where ${brandsDirectory.ownerUserId} = ${orders.brandId}
        order by ${brandsDirectory.createdAt}, ${brandsDirectory.id} limit 1),
        (select coalesce(p.company_name, p.full_name) from profiles p where p.id = ${orders.brandId}))`,
    })
    .from(orders)
    .leftJoin(profiles, eq(profiles.id, orders.resellerId))
    .where(and(eq(orders.id, orderId), scope))
  if (!order) throw notFound()
  const [items, timeline] = await Promise.all([
    db
      .select({
        id: orderItems.id,
        productId: orderItems.productId,
        productName: orderItems.productName,
        sku: orderItems.sku,
        quantity: orderItems.quantity,
        unitPrice: orderItems.unitPrice,
        lineTotal: sql<string>`(${orderItems.quantity} * ${orderItems.unitPrice})::numeric(14, 2)::text`,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.productName), asc(orderItems.id)),
    db
      .select({
        id: orderEvents.id,
        status: orderEvents.status,
        actorRole: orderEvents.actorRole,
        actorName: sql<
          string | null
        >`(select coalesce(p.company_name, p.full_name, p.email) from profiles p where p.id = ${orderEvents.actorUserId})`,
        note: orderEvents.note,
        createdAt: orderEvents.createdAt,
      })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ])
  const {
    resellerId,
    companyName,
    fullName,
    email,
    phone,
    carrier,
    trackingNumber,
    trackingUrl,
    ...rest
  } = order
  return {
    ...rest,
    tracking: carrier && trackingNumber ? { carrier, trackingNumber, trackingUrl } : null,
    reseller: { id: resellerId, companyName, fullName, email, phone },
    items,
    timeline,
  } satisfies BrandOrderDetails
}

export const getBrandOrder = (
  db: DbOrTx,
  brandUserId: string,
  orderId: string,
): Promise<BrandOrderDetails> => readOrder(db, orderId, eq(orders.brandId, brandUserId))

export const getResellerOrder = (
  db: DbOrTx,
  resellerId: string,
  orderId: string,
): Promise<BrandOrderDetails> => readOrder(db, orderId, eq(orders.resellerId, resellerId))

export const getAnyOrder = (db: DbOrTx, orderId: string): Promise<BrandOrderDetails> =>
  readOrder(db, orderId, undefined)
