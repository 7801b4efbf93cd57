/**
 * View Details (DESIGN decision 8): one of the brand's own orders with its items (name, SKU,
 * quantity, unit price and line total, as copied at order time) and the reseller's contact.
 * Another brand's order is not found, so its existence is not disclosed.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { OrderStatus } from '#shared/brand-orders-texts.ts'
import type { Db } from '../../db/client.ts'
import { orderItems, orders, profiles, resellerApplications } from '../../db/schema/index.ts'
import { notFound } from '../../lib/http/errors.ts'

export interface BrandOrderDetails {
  id: string
  status: OrderStatus
  totalAmount: string
  createdAt: Date
  updatedAt: Date
  reseller: {
    id: string
    companyName: string | null
    fullName: string | null
    email: string | null
    phone: string | null
  }
  items: {
    id: string
    productName: string
    sku: string | null
    quantity: number
    unitPrice: string
    lineTotal: string
  }[]
}

export async function getBrandOrder(
  db: Db,
  brandUserId: string,
  orderId: string,
): Promise<BrandOrderDetails> {
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      totalAmount: orders.totalAmount,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
      resellerId: orders.resellerId,
      companyName: profiles.companyName,
      fullName: profiles.fullName,
      email: profiles.email,
      // The phone the reseller gave on its newest application (profiles hold none).
      phone: sql<string | null>`(select ${resellerApplications.phone} from ${resellerApplications}
        where ${resellerApplications.userId} = ${orders.resellerId}
        order by ${resellerApplications.createdAt} desc limit 1)`,
    })
    .from(orders)
    .leftJoin(profiles, eq(profiles.id, orders.resellerId))
    .where(and(eq(orders.id, orderId), eq(orders.brandId, brandUserId)))
  if (!order) throw notFound()
  const items = await db
    .select({
      id: orderItems.id,
      productName: orderItems.productName,
      sku: orderItems.sku,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      lineTotal: sql<string>`(${orderItems.quantity} * ${orderItems.unitPrice})::numeric(14, 2)::text`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productName), asc(orderItems.id))
  const { resellerId, companyName, fullName, email, phone, ...rest } = order
  return {
    ...rest,
    reseller: { id: resellerId, companyName, fullName, email, phone },
    items,
  }
}
